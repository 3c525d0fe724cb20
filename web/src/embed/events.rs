//! What the embedded board tells the page: `hotstone-move`, `hotstone-refused`,
//! `hotstone-end`, `hotstone-step`, computed from what the state said (a move, from
//! what the rules said of it). Pure; each event's `detail` is serialized as it stands
//! (docs/embed.md).

use hotstone_i18n::Lang;
use hotstone_report::Played as Report;
use hotstone_rules::{
    Action as GameAction, Color, DeadStones, End, Game, GameResult, Move, Played, Point,
};
use serde::{Serialize, Serializer};

use crate::i18n::{t, Text};
use crate::state::fill_in::FillInSaid;
use crate::state::handicap_view::HandicapSaid;
use crate::state::marking::MarkingSaid;
use crate::state::{Said, State};

/// One event, before it becomes a DOM `CustomEvent`: its `detail`, serialized as is.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(untagged)]
pub enum EmbedEvent {
    /// `hotstone-move`.
    Move(Box<Report>),
    /// `hotstone-refused`: `{ point, code, requirement, message }`.
    Refused {
        #[serde(serialize_with = "text")]
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
        #[serde(serialize_with = "maybe_color")]
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

/// The number of `color`'s last move in `game`, moves being board plays and passes: the
/// move just played, before any obligatory pass made after it (H-2).
fn number_of_last(game: &Game, color: Color) -> usize {
    let mut n = 0;
    let mut last = 0;
    for a in game.actions() {
        if let GameAction::Move { color: c, .. } = a {
            n += 1;
            if *c == color {
                last = n;
            }
        }
    }
    last
}

/// The detail of `color`'s move `mv`: the package's report of a move (`play()`'s
/// answer), one shape for both (issue 35).
pub fn move_detail(
    state: &State,
    lang: Lang,
    color: Color,
    mv: Move,
    played: &Played,
) -> Box<Report> {
    let number = number_of_last(&state.game, color);
    Box::new(Report::of(&state.game, color, mv, played, number, &lang))
}

impl EmbedEvent {
    /// The DOM event's type.
    pub const fn name(&self) -> &'static str {
        match self {
            EmbedEvent::Move(_) => "hotstone-move",
            EmbedEvent::Refused { .. } => "hotstone-refused",
            EmbedEvent::End { .. } => "hotstone-end",
            EmbedEvent::Step { .. } => "hotstone-step",
        }
    }
}

/// The events of what `state` said last.
pub fn events(state: &State, lang: Lang) -> Vec<EmbedEvent> {
    let Some((said, _)) = &state.said else {
        return Vec::new();
    };
    let message = || t(lang, Text::Said(said));
    let mut out = Vec::new();
    match said {
        Said::Played {
            color,
            point,
            played,
            end,
            ..
        } => {
            let mv = Move::Play(*point);
            out.push(EmbedEvent::Move(move_detail(
                state, lang, *color, mv, played,
            )));
            out.extend(end.map(|e| ended(e, state, lang)));
        }
        Said::Passed { color, end } => {
            // A pass captures nothing and leaves no hot stone; it may end play.
            let pass = Played {
                end: *end,
                ..Played::default()
            };
            out.push(EmbedEvent::Move(move_detail(
                state,
                lang,
                *color,
                Move::Pass,
                &pass,
            )));
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
            End::Captures { winner } => Some(winner),
            _ => None,
        },
        message: hotstone_i18n::end(lang, end),
    }
}

/// A point or a number as its text (`D5`).
fn text<T: std::fmt::Display, S: Serializer>(value: &T, s: S) -> Result<S::Ok, S::Error> {
    s.collect_str(value)
}

/// `black` or `white`.
fn color<S: Serializer>(c: &Color, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(c.name())
}

fn maybe_color<S: Serializer>(c: &Option<Color>, s: S) -> Result<S::Ok, S::Error> {
    match c {
        Some(c) => color(c, s),
        None => s.serialize_none(),
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
        s.apply(a);
        events(s, Lang::En)
    }

    fn at(p: &str) -> Point {
        Point::parse(p).unwrap()
    }

    #[test]
    fn the_triple_ko_take_and_the_refused_retake_k2() {
        let mut s = lesson("triple-ko");
        let e = act(&mut s, Action::ClickedPoint(at("D5")));
        let [EmbedEvent::Move(m)] = &e[..] else {
            panic!("{e:?}");
        };
        // The package's report of a move (issue 35): the same fields, `hot` with kinds.
        assert_eq!(m.point.as_deref(), Some("D5"));
        assert_eq!(m.captured, ["C5"]);
        assert_eq!((m.move_number, m.ok), (1, true));
        let hot: Vec<_> = m.hot.iter().map(|h| (h.point.as_str(), h.kind)).collect();
        assert_eq!(hot, [("D1", "twin"), ("D5", "single")]);
        let json = serde_json::to_value(m).unwrap();
        assert_eq!(json["color"], "black");
        assert_eq!(json["moveNumber"], 1);
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
            matches!(&e[..], [EmbedEvent::Move(m)] if m.point.is_none()),
            "{e:?}"
        );
        let e = act(&mut s, Action::Passed);
        let [EmbedEvent::Move(pass), EmbedEvent::End {
            result,
            end: "two-passes",
            winner: None,
            ..
        }] = &e[..]
        else {
            panic!("{e:?}");
        };
        assert_eq!(pass.point, None);
        assert_eq!(pass.end.as_ref().map(|e| e.code), Some("two-passes"));
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

    /// The details as the page reads them (docs/embed.md): points as text, colours by
    /// name, `null` for what is not there.
    #[test]
    fn details_are_serialized_as_the_page_reads_them() {
        let mut s = lesson("triple-ko");
        let e = act(&mut s, Action::ClickedPoint(at("D5")));
        assert_eq!(
            serde_json::to_value(&e[0]).unwrap(),
            serde_json::json!({
                "ok": true, "point": "D5", "color": "black", "moveNumber": 1, "captured": ["C5"],
                "selfRemoved": [], "ataris": ["D2", "D6"], "cycle": null, "end": null,
                "hot": [{ "point": "D1", "kind": "twin" }, { "point": "D5", "kind": "single" }],
            })
        );
        let e = act(&mut s, Action::Passed);
        assert_eq!(
            serde_json::to_value(&e[0]).unwrap(),
            serde_json::json!({
                "ok": true, "point": null, "color": "white", "moveNumber": 2, "captured": [],
                "selfRemoved": [], "ataris": [], "hot": [], "cycle": null, "end": null,
            })
        );
        let e = act(&mut lesson("basic-ko"), Action::Resigned);
        let end = serde_json::to_value(&e[0]).unwrap();
        assert_eq!(
            (&end["result"], &end["end"], &end["winner"]),
            (&"W+R".into(), &"resignation".into(), &"white".into())
        );
    }
}
