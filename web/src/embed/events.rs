//! What the embedded board tells the page: `hotstone-move`, `hotstone-refused`,
//! `hotstone-end`, `hotstone-step`, computed from what the state said. Pure.

use hotstone_i18n::Lang;
use hotstone_rules::{Board, Color, DeadStones, End, GameResult, Point};

use crate::i18n::{t, Text};
use crate::state::fill_in::FillInSaid;
use crate::state::handicap_view::HandicapSaid;
use crate::state::marking::MarkingSaid;
use crate::state::{Said, State};

/// One event, before it becomes a DOM `CustomEvent`.
#[derive(Debug, Clone, PartialEq)]
pub enum EmbedEvent {
    /// `hotstone-move`: `{ point, color, captured, hot }`, as the package's `play()`
    /// says it: `point` none for a pass, each hot stone with its kind (K-2).
    Move {
        point: Option<Point>,
        color: Color,
        captured: Vec<Point>,
        hot: Vec<(Point, &'static str)>,
    },
    /// `hotstone-refused`: `{ point, code, requirement, message }`.
    Refused {
        point: Point,
        code: &'static str,
        requirement: &'static str,
        message: String,
    },
    /// `hotstone-end`: `{ result }` as SGF's RE (`B+R`, `Void`, the count's `B+1`; none
    /// while dead stones are disputed), with how play stopped, the winner when known
    /// and the sentence the board says.
    End {
        result: Option<String>,
        end: &'static str,
        winner: Option<Color>,
        message: String,
    },
    /// `hotstone-step`: a step of a cycle, of the fill-in count or of the handicap.
    Step {
        kind: &'static str,
        step: usize,
        of: usize,
        message: String,
    },
}

impl EmbedEvent {
    /// The DOM event's type.
    pub const fn name(&self) -> &'static str {
        match self {
            EmbedEvent::Move { .. } => "hotstone-move",
            EmbedEvent::Refused { .. } => "hotstone-refused",
            EmbedEvent::End { .. } => "hotstone-end",
            EmbedEvent::Step { .. } => "hotstone-step",
        }
    }
}

/// The events of what `state` said last; `before` is the board before it, to name the
/// captured stones.
pub fn events(before: &Board, state: &State, lang: Lang) -> Vec<EmbedEvent> {
    let Some((said, _)) = &state.said else {
        return Vec::new();
    };
    let message = || t(lang, Text::Said(said));
    let mut out = Vec::new();
    match said {
        Said::Played {
            color, point, end, ..
        } => {
            let captured = before
                .stones()
                .filter(|&(p, c)| c == color.opponent() && state.game.board().get(p).is_none())
                .map(|(p, _)| p)
                .collect();
            let hot = state
                .game
                .hot()
                .map(|h| h.stones.iter().map(|s| (s.point, s.kind.code())).collect())
                .unwrap_or_default();
            out.push(EmbedEvent::Move {
                point: Some(*point),
                color: *color,
                captured,
                hot,
            });
            out.extend(end.map(|e| ended(e, state, lang)));
        }
        Said::Passed { color, end } => {
            out.push(EmbedEvent::Move {
                point: None,
                color: *color,
                captured: Vec::new(),
                hot: Vec::new(),
            });
            out.extend(end.map(|e| ended(e, state, lang)));
        }
        Said::Resigned { .. } | Said::LostOnTime(_) => {
            out.extend(state.game.end().map(|e| ended(e, state, lang)));
        }
        Said::Refused { refusal, .. } => out.push(EmbedEvent::Refused {
            point: refusal.point().unwrap_or(state.cursor),
            code: refusal.code(),
            requirement: refusal.requirement(),
            message: hotstone_i18n::refusal(lang, state.game.to_move(), refusal),
        }),
        Said::CycleStep { step, of, .. } => out.push(EmbedEvent::Step {
            kind: "cycle",
            step: *step,
            of: *of,
            message: message(),
        }),
        Said::FillIn(FillInSaid::Step { number, of, .. }) => out.push(EmbedEvent::Step {
            kind: "fill-in",
            step: *number,
            of: *of,
            message: message(),
        }),
        Said::Handicap(HandicapSaid::Step { step, of, .. }) => out.push(EmbedEvent::Step {
            kind: "handicap",
            step: *step,
            of: *of,
            message: message(),
        }),
        // After two passes the count follows the marking: each change of the marks or
        // penalties is a new `hotstone-end` with the result it leads to (none while a
        // string is disputed).
        Said::Marking(
            MarkingSaid::NoStone(_) | MarkingSaid::Marker(_) | MarkingSaid::Resumed(_),
        ) => {}
        Said::Marking(_) => out.extend(
            state
                .game
                .end()
                .filter(|e| *e == End::TwoPasses)
                .map(|e| ended(e, state, lang)),
        ),
        _ => {}
    }
    out
}

fn ended(end: End, state: &State, lang: Lang) -> EmbedEvent {
    // After two passes: the count with the agreed (at first suggested) dead stones,
    // none while some are disputed.
    let result = match end {
        End::TwoPasses => state.agreed_result(),
        _ => GameResult::of(&state.game, &DeadStones::none(state.size())).ok(),
    }
    .map(|r| r.outcome.result());
    EmbedEvent::End {
        result,
        end: end.code(),
        winner: match end {
            End::Resignation { loser } | End::Time { loser, .. } => Some(loser.opponent()),
            _ => None,
        },
        message: hotstone_i18n::end(lang, end),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::embed::Options;
    use crate::state::marking::MarkingAction;
    use crate::state::Action;

    fn lesson(id: &str) -> State {
        let o = Options {
            lesson: Some(id.into()),
            ..Options::default()
        };
        o.start(None).unwrap().state
    }

    fn act(s: &mut State, a: Action) -> Vec<EmbedEvent> {
        let before = s.game.board().clone();
        s.apply(a);
        events(&before, s, Lang::En)
    }

    fn at(p: &str) -> Point {
        Point::parse(p).unwrap()
    }

    #[test]
    fn the_triple_ko_take_and_the_refused_retake_k2() {
        let mut s = lesson("triple-ko");
        let e = act(&mut s, Action::ClickedPoint(at("D5")));
        assert_eq!(
            e,
            [EmbedEvent::Move {
                point: Some(at("D5")),
                color: Color::Black,
                captured: vec![at("C5")],
                hot: vec![(at("D1"), "twin"), (at("D5"), "single")],
            }]
        );
        let e = act(&mut s, Action::ClickedPoint(at("C5")));
        let [EmbedEvent::Refused {
            point,
            code,
            requirement,
            message,
        }] = &e[..]
        else {
            panic!("{e:?}");
        };
        assert_eq!(
            (*point, *code, *requirement),
            (at("C5"), "hot-stone", "K-2")
        );
        assert!(message.contains("hot stone"), "{message}");
    }

    #[test]
    fn a_resignation_is_b_plus_r_m4() {
        let mut s = lesson("basic-ko");
        let e = act(&mut s, Action::Resigned);
        assert_eq!(
            e,
            [EmbedEvent::End {
                result: Some("W+R".into()),
                end: "resignation",
                winner: Some(Color::White),
                message: hotstone_i18n::end(Lang::En, s.game.end().unwrap()),
            }]
        );
    }

    #[test]
    fn two_passes_end_the_game_m5() {
        let mut s = lesson("basic-ko");
        let e = act(&mut s, Action::Passed);
        assert!(
            matches!(e[..], [EmbedEvent::Move { point: None, .. }]),
            "{e:?}"
        );
        let e = act(&mut s, Action::Passed);
        let [EmbedEvent::Move { point: None, .. }, EmbedEvent::End {
            result,
            end: "two-passes",
            winner: None,
            ..
        }] = &e[..]
        else {
            panic!("{e:?}");
        };
        // The count of Hotstone's suggestion, as SGF's RE.
        let re = result.as_deref().unwrap_or_default();
        assert!(re.starts_with("B+") || re.starts_with("W+"), "{result:?}");
    }

    /// The result of a `hotstone-end` after two passes.
    fn end_result(e: &[EmbedEvent]) -> Option<String> {
        let [EmbedEvent::End {
            result,
            end: "two-passes",
            winner: None,
            ..
        }] = e
        else {
            panic!("{e:?}");
        };
        result.clone()
    }

    #[test]
    fn each_change_of_the_marking_is_a_new_end_with_its_count_c6() {
        let mut s = lesson("basic-ko");
        act(&mut s, Action::Passed);
        let first = act(&mut s, Action::Passed);
        let suggested = end_result(&first[1..]);
        // White's B3, which the suggestion leaves alive, marked dead: a new count.
        assert_eq!(s.game.board().get(at("B3")), Some(Color::White));
        let marked = end_result(&act(&mut s, Action::ClickedPoint(at("B3"))));
        assert!(marked.is_some());
        assert_ne!(marked, suggested);
        // Undone: the suggestion's count again.
        let undone = end_result(&act(&mut s, Action::Marking(MarkingAction::UndoMark)));
        assert_eq!(undone, suggested);
        // A click on an empty point marks nothing and sends nothing.
        assert_eq!(act(&mut s, Action::ClickedPoint(at("G7"))), []);
    }
}
