//! What the board shows, computed from the app state: `hotstone_board::Layers` filled
//! from the rules crate (stones, hot stones, forbidden points with their reasons) and
//! the catalogue (accessible names). The board itself stays a pure renderer; each view
//! of the end of the game has its own layers beside this file.
//!
//! Each layer function takes only what it draws from (the game, its view's sub-state,
//! the preferences it reads); `layers` is the one place that reads the state and hands
//! each its part, as `features.rs` routes actions.

pub mod fill_in;
pub mod handicap;
pub mod marking;
pub mod markup;
mod overlays;

use hotstone_i18n::Lang;
use hotstone_rules::{
    Action as GameAction, BoardSize, Color, Game, Move, Point, RefusalKind, SetupError,
};
use yew::AttrValue;

use crate::i18n::{t, PointFacts, Text};
use crate::state::{CycleView, EditSaid, MoveNumbers, Said, State, View};
use hotstone_board::index;
use hotstone_board::{Layers, Marker};

/// The number of the move that put each stone on the board (passes are numbered too,
/// E-7); setup stones have none.
pub fn move_numbers(game: &Game) -> Vec<Option<u32>> {
    let size = game.size();
    let mut numbers = vec![None; size.area()];
    let mut k = 0;
    for action in game.actions() {
        match action {
            GameAction::Move { mv, .. } => {
                k += 1;
                if let Move::Play(p) = mv {
                    numbers[index(size, *p)] = Some(k);
                }
            }
            GameAction::Setup(s) => {
                for p in s.black.iter().chain(&s.white).chain(&s.empty) {
                    if size.contains(*p) {
                        numbers[index(size, *p)] = None;
                    }
                }
            }
            _ => {}
        }
    }
    for p in size.points() {
        if game.board().get(p).is_none() {
            numbers[index(size, p)] = None;
        }
    }
    numbers
}

/// The preferences the layers read.
#[derive(Debug, Clone, Copy)]
pub struct Shown {
    pub lang: Lang,
    /// Move numbers on the stones: all, the last few, or none.
    pub numbers: MoveNumbers,
}

/// What play under way adds to the game's own layers: the point under the mouse, free
/// handicap stones placed so far (and whether they are being placed), the refusal
/// explained.
#[derive(Debug, Clone, Copy)]
pub struct Play<'a> {
    pub hover: Option<Point>,
    pub placing: &'a [Point],
    pub placing_now: bool,
    pub notice: Option<&'a Said>,
}

/// Only the numbers of the last `n` of the game's moves (passes count, E-7).
fn last_numbers(game: &Game, n: u32) -> Vec<Option<u32>> {
    let moves = game.actions().iter();
    let last = moves
        .filter(|a| matches!(a, GameAction::Move { .. }))
        .count() as u32;
    let mut numbers = move_numbers(game);
    for k in &mut numbers {
        *k = k.filter(|&k| k + n > last);
    }
    numbers
}

/// The layers for the current state: the fill-in count or the handicap step being
/// shown, else the game or a cycle's situation being stepped through; then the
/// marking view's dead stones and territory.
pub fn layers(state: &State) -> Layers {
    let shown = Shown {
        lang: state.prefs.lang,
        numbers: state.prefs.numbers,
    };
    if let Some(view) = state.view.fill_in() {
        return fill_in::layers(view, shown.lang);
    }
    if let Some(l) = state
        .view
        .handicap()
        .and_then(|view| handicap::layers(&state.game, view, shown))
    {
        return l;
    }
    let play = Play {
        hover: state.hover,
        placing: &state.placing,
        placing_now: state.placing_left().is_some(),
        notice: state.notice.as_ref(),
    };
    let cycle = state.view.cycle();
    let mut l = game_layers(&state.game, cycle, &play, shown);
    if cycle.is_none() {
        markup::decorate(&state.document, shown.lang, &mut l);
    }
    if cycle.is_none() && (state.prefs.liberties || state.prefs.atari) {
        let (libs, atari) = (state.prefs.liberties, state.prefs.atari);
        overlays::decorate(state.game.board(), libs, atari, shown.lang, &mut l);
    }
    // An arrow's or a line's first point, while the edit mode waits for the second.
    if let Some(from) = state.editor.as_ref().and_then(|e| e.from) {
        l.markers[index(state.size(), from)] = Some(hotstone_board::Marker::Highlight);
    }
    if let (None, Some(m)) = (cycle, state.marking.as_ref()) {
        marking::decorate(&state.game, m, &state.adjustments(), shown.lang, &mut l);
    }
    l
}

/// The game's own layers (or a cycle's situation), with the accessible names of its
/// points.
fn game_layers(game: &Game, cycle: Option<CycleView>, play: &Play, shown: Shown) -> Layers {
    let size = game.size();
    let mut l = Layers::new(size);
    let at = |p: Point| index(size, p);
    let mut forbidden = vec![None; size.area()];

    let viewed = cycle.and_then(|view| {
        let cycle = game.cycles().get(view.cycle)?;
        let (board, _) = game.position_at(cycle.from + view.step)?;
        let next = cycle.moves.get(view.step).and_then(|(_, mv)| match mv {
            Move::Play(p) => Some(*p),
            Move::Pass => None,
        });
        Some((board, next))
    });

    if let Some((board, next)) = viewed {
        for (p, c) in board.stones() {
            l.stones[at(p)] = Some(c);
        }
        if let Some(p) = next {
            l.markers[at(p)] = Some(Marker::Next);
        }
    } else {
        for (p, c) in game.board().stones() {
            l.stones[at(p)] = Some(c);
        }
        if let Some(hot) = game.hot() {
            for s in &hot.stones {
                l.hot[at(s.point)] = true;
            }
        }
        let placing = play.placing_now;
        if game.end().is_none() && !placing {
            for (p, refusal) in game.forbidden() {
                forbidden[at(p)] = Some(refusal.kind());
                l.forbidden[at(p)] = Some(refusal.code());
            }
        }
        l.numbers = match shown.numbers {
            MoveNumbers::Off => l.numbers,
            MoveNumbers::All => move_numbers(game),
            MoveNumbers::Last => last_numbers(game, MoveNumbers::LAST),
        };
        if let Some(p) = game.last_play() {
            l.markers[at(p)] = Some(Marker::LastMove);
        }
        if let Some(Said::Refused { refusal, .. }) = play.notice {
            for p in refusal.stones() {
                if size.contains(p) {
                    l.markers[at(p)] = Some(Marker::Highlight);
                }
            }
            if let Some(p) = refusal.point().filter(|&p| size.contains(p)) {
                if game.board().get(p).is_none() {
                    l.markers[at(p)] = Some(Marker::Refused);
                }
            }
        }
        // A setup the rules refused (issue 37): the point tried crossed, the strings it
        // would leave without liberties ringed.
        if let Some(Said::Edit(EditSaid::Refused(tried, e))) = play.notice {
            if let SetupError::NoLiberties { strings } = e {
                for &p in strings.iter().filter(|&&p| size.contains(p)) {
                    l.markers[at(p)] = Some(Marker::Highlight);
                }
            }
            if let Some(p) = tried.filter(|&p| size.contains(p)) {
                l.markers[at(p)] = Some(Marker::Refused);
            }
        }
        for &p in play.placing {
            l.ghosts[at(p)] = Some(Color::Black);
        }
        if let Some(p) = play.hover.filter(|&p| size.contains(p)) {
            let i = at(p);
            let free = l.stones[i].is_none() && l.forbidden[i].is_none();
            if free && game.end().is_none() && l.ghosts[i].is_none() {
                l.ghosts[i] = Some(if placing {
                    Color::Black
                } else {
                    game.to_move()
                });
            }
        }
    }

    let last = cycle.is_none().then(|| game.last_play()).flatten();
    name_points(&mut l, size, shown.lang, last, &forbidden, &[]);
    l
}

/// Gives every point its accessible name from the layers: its stone (and whether the
/// fill-in count put it there), hot mark and move number, whether it is the last move,
/// and the rule that forbids it, if any.
pub(crate) fn name_points(
    l: &mut Layers,
    size: BoardSize,
    lang: Lang,
    last: Option<Point>,
    forbidden: &[Option<RefusalKind>],
    fill_in: &[bool],
) {
    NAMES.with_borrow_mut(|names| {
        names.resize(size.area().max(names.len()), None);
        for p in size.points() {
            let i = index(size, p);
            let facts = PointFacts {
                point: p,
                stone: l.stones[i],
                fill_in: fill_in.get(i).copied().unwrap_or(false),
                hot: l.hot[i],
                last: last == Some(p),
                number: l.numbers[i],
                forbidden: forbidden.get(i).copied().flatten(),
            };
            l.labels[i] = match &names[i] {
                Some((was_lang, was, name)) if *was_lang == lang && *was == facts => name.clone(),
                _ => {
                    let name = AttrValue::from(t(lang, Text::PointName(facts)));
                    names[i] = Some((lang, facts, name.clone()));
                    name
                }
            };
        }
    });
}

thread_local! {
    /// The last name made for each point index, with the language and facts it was made
    /// of: from one move to the next most points keep their name, and writing all 361
    /// names again showed in the time from a click to the painted board
    /// (docs/performance.md).
    static NAMES: std::cell::RefCell<Vec<Option<(Lang, PointFacts, AttrValue)>>> =
        const { std::cell::RefCell::new(Vec::new()) };
}

/// The line under the board for the point under the mouse (or the keyboard cursor):
/// why the side to move may not play there.
pub fn hint(game: &Game, view: &View, p: Point, lang: Lang) -> Option<String> {
    // While a cycle or the handicap phase is stepped the board shows another position.
    if view.cycle().is_some() || view.handicap().is_some() || game.end().is_some() {
        return None;
    }
    let color = game.to_move();
    let refusal = game.check(color, Move::Play(p)).err()?;
    if refusal.kind() == RefusalKind::Occupied {
        return None;
    }
    Some(t(
        lang,
        Text::Hint {
            point: p,
            color,
            kind: refusal.kind(),
        },
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::{Action, Prefs, Settings};
    use hotstone_rules::{BoardSize, Preset};

    fn pt(n: &str) -> Point {
        Point::parse(n).unwrap()
    }

    #[test]
    fn the_hot_stone_and_the_forbidden_retake_are_layered() {
        let lesson = crate::state::lessons::find("basic-ko").unwrap();
        let mut s = State::new(Settings::lesson(&lesson, None), Prefs::default());
        s.apply(Action::ClickedPoint(pt("C3")));
        let l = layers(&s);
        let i = |n| index(s.size(), pt(n));
        assert!(l.hot[i("C3")]);
        assert_eq!(l.forbidden[i("B3")], Some("hot-stone"));
        assert_eq!(l.markers[i("C3")], Some(Marker::LastMove));
        assert_eq!(l.labels[i("B3")], "B3, empty, forbidden: hot stone");
        assert_eq!(l.labels[i("C3")], "C3, black stone, hot, last move");
        s.apply(Action::HoveredPoint(Some(pt("B3"))));
        assert!(hint(&s.game, &s.view, pt("B3"), Lang::En)
            .unwrap()
            .contains("hot stone (Ing, fighting ko)"));
    }

    /// P-2, P-3: a point's accessible name follows its facts and the language,
    /// also when the names of the move before are reused.
    #[test]
    fn point_names_follow_their_facts_and_language() {
        let size = BoardSize::SEVEN;
        let i = index(size, pt("C3"));
        let name = |l: &Layers| l.labels[i].to_string();
        let mut l = Layers::new(size);
        name_points(&mut l, size, Lang::En, None, &[], &[]);
        assert_eq!(name(&l), "C3, empty");
        l.stones[i] = Some(Color::Black);
        name_points(&mut l, size, Lang::En, Some(pt("C3")), &[], &[]);
        assert_eq!(name(&l), "C3, black stone, last move");
        name_points(&mut l, size, Lang::De, Some(pt("C3")), &[], &[]);
        assert_ne!(name(&l), "C3, black stone, last move");
        l.stones[i] = None;
        name_points(&mut l, size, Lang::En, None, &[], &[]);
        assert_eq!(name(&l), "C3, empty");
    }

    #[test]
    fn numbers_follow_the_moves_on_the_board() {
        let mut s = State::new(
            Settings::even(BoardSize::SEVEN, Preset::Simple),
            Prefs::default(),
        );
        for n in ["D4", "C4"] {
            s.apply(Action::ClickedPoint(pt(n)));
        }
        s.apply(Action::Passed);
        s.apply(Action::ClickedPoint(pt("E4")));
        let numbers = move_numbers(&s.game);
        assert_eq!(numbers[index(s.size(), pt("D4"))], Some(1));
        assert_eq!(numbers[index(s.size(), pt("E4"))], Some(4));
        assert_eq!(numbers.iter().flatten().count(), 3);
        // The last two moves: a pass and E4.
        let last = last_numbers(&s.game, 2);
        assert_eq!(last.iter().flatten().collect::<Vec<_>>(), [&4]);
    }
}
