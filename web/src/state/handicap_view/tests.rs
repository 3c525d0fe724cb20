//! The handicap view's tests: stepping the handicap phase (H-1, H-2).

use super::*;
use crate::state::{Action, Prefs, Said, Settings, State};
use hotstone_board::{index, Marker};
use hotstone_rules::{BoardSize, Color, HandicapStyle, Point, Preset};

fn pt(name: &str) -> Point {
    Point::parse(name).unwrap()
}

fn ing_game(moves: &[&str]) -> State {
    let mut settings = Settings::even(BoardSize::NINE, Preset::Ing);
    settings.handicap = 4;
    let mut s = State::new(settings, Prefs::default());
    for m in moves {
        s.apply(Action::ClickedPoint(pt(m)));
    }
    s
}

/// The handicap step's layers while its view is open.
fn layers(s: &State) -> Option<hotstone_board::Layers> {
    let shown = crate::scene::Shown {
        lang: s.prefs.lang,
        numbers: s.prefs.numbers,
    };
    crate::scene::handicap::layers(&s.game, s.view.handicap()?, shown)
}

fn act(s: &mut State, a: HandicapAction) -> bool {
    s.apply(Action::Handicap(a))
}

fn said(s: &State) -> Option<HandicapSaid> {
    match &s.said {
        Some((Said::Handicap(h), _)) => Some(*h),
        _ => None,
    }
}

#[test]
fn h2_no_forbidden_point_hint_for_the_game_while_a_step_is_shown() {
    // Handicap C3 G7 G3 C7, then White A1 would be suicide (B A2, B1).
    let mut s = ing_game(&["C3", "G7", "G3", "C7", "E5", "A2", "E6", "B1"]);
    s.cursor = pt("A1");
    let hint = |s: &State| crate::scene::hint(&s.game, &s.view, s.cursor, s.prefs.lang);
    assert!(hint(&s).is_some(), "the game's hint is there");
    assert!(act(&mut s, HandicapAction::Opened));
    assert_eq!(hint(&s), None, "the board shows a step, not the game");
}

#[test]
fn h2_stepping_shows_each_play_and_pass_and_leaves_the_game_alone() {
    let mut s = ing_game(&["C3", "G7", "G3", "C7", "E5"]);
    let before = (s.game.actions().len(), s.game.board().clone());
    assert!(act(&mut s, HandicapAction::Opened));
    assert_eq!(s.view.handicap().unwrap().step, 1);
    let l = layers(&s).unwrap();
    let size = s.size();
    let i = |n| index(size, pt(n));
    assert_eq!(l.stones.iter().flatten().count(), 1);
    assert_eq!(l.stones[i("C3")], Some(Color::Black));
    assert_eq!(l.markers[i("C3")], Some(Marker::LastMove));
    assert_eq!(l.labels[i("C3")], "C3, black stone, last move");
    assert_eq!(
        said(&s),
        Some(HandicapSaid::Step {
            kind: StepKind::Play {
                k: 1,
                n: 4,
                point: pt("C3")
            },
            step: 1,
            of: 7
        })
    );
    assert!(act(&mut s, HandicapAction::Stepped(1)));
    assert!(matches!(
        said(&s),
        Some(HandicapSaid::Step {
            kind: StepKind::ObligatoryPass { k: 1, n: 4 },
            step: 2,
            ..
        })
    ));
    let l = layers(&s).unwrap();
    assert!(
        l.markers.iter().all(Option::is_none),
        "a pass marks no stone"
    );
    assert!(act(&mut s, HandicapAction::Last));
    let l = layers(&s).unwrap();
    assert_eq!(
        l.stones.iter().flatten().count(),
        4,
        "White's E5 comes after"
    );
    assert_eq!(l.markers[i("C7")], Some(Marker::LastMove));
    assert!(
        !act(&mut s, HandicapAction::Stepped(1)),
        "no step past the last"
    );
    assert!(act(&mut s, HandicapAction::Chose(3)));
    assert_eq!(s.view.handicap().unwrap().step, 3);
    assert!(!act(&mut s, HandicapAction::Chose(9)));
    assert_eq!((s.game.actions().len(), s.game.board().clone()), before);
    assert!(act(&mut s, HandicapAction::Closed));
    assert!(layers(&s).is_none());
}

#[test]
fn h2_replay_ticks_to_the_end_and_a_click_closes_it() {
    let mut s = ing_game(&["C3", "G7", "G3", "C7"]);
    assert!(act(&mut s, HandicapAction::Replayed));
    assert!(s.view.handicap().unwrap().playing);
    for _ in 0..6 {
        assert!(act(&mut s, HandicapAction::Ticked));
    }
    assert_eq!(
        s.view.handicap(),
        Some(HandicapView {
            step: 7,
            playing: false
        })
    );
    assert!(!act(&mut s, HandicapAction::Ticked), "the replay has ended");
    act(&mut s, HandicapAction::Replayed);
    act(&mut s, HandicapAction::Ticked);
    assert!(act(&mut s, HandicapAction::Paused));
    assert!(!act(&mut s, HandicapAction::Ticked));
    s.apply(Action::ClickedPoint(pt("E5")));
    assert!(
        s.view.handicap().is_none(),
        "a click on the board closes the view"
    );
    assert_eq!(s.game.board().get(pt("E5")), None, "and plays nothing");
    assert!(
        !act(&mut s, HandicapAction::Ticked),
        "a late tick does nothing"
    );
}

#[test]
fn h2_during_the_phase_the_steps_so_far_and_a_move_closes_the_view() {
    let mut s = ing_game(&["C3"]);
    assert!(!act(&mut s, HandicapAction::Last));
    assert!(s.view.handicap().is_none(), "Last needs an open view");
    assert!(
        act(&mut s, HandicapAction::Chose(2)),
        "a timeline step opens it"
    );
    assert_eq!(s.view.handicap().unwrap().step, 2);
    assert!(act(&mut s, HandicapAction::Closed));
    assert!(act(&mut s, HandicapAction::Opened));
    assert!(act(&mut s, HandicapAction::Last));
    assert_eq!(s.view.handicap().unwrap().step, 2, "C3 and White's pass");
    s.apply(Action::ClickedPoint(pt("G7")));
    assert!(s.view.handicap().is_none());
    s.apply(Action::ClickedPoint(pt("G7")));
    assert_eq!(s.game.board().get(pt("G7")), Some(Color::Black));
    assert!(act(&mut s, HandicapAction::Opened));
    assert!(act(&mut s, HandicapAction::Last));
    assert_eq!(s.view.handicap().unwrap().step, 4, "the timeline grew");
    s.changed(Said::Replayed);
    assert!(s.view.handicap().is_none(), "changed() closes the view");
}

#[test]
fn h1_fixed_stones_step_one_by_one_and_even_games_have_nothing() {
    let settings = Settings {
        handicap: 4,
        style: HandicapStyle::Fixed,
        ..Settings::even(BoardSize::NINE, Preset::Japanese)
    };
    let mut s = State::new(settings, Prefs::default());
    assert!(act(&mut s, HandicapAction::Opened));
    assert_eq!(layers(&s).unwrap().stones.iter().flatten().count(), 1);
    assert!(act(&mut s, HandicapAction::Stepped(2)));
    let l = layers(&s).unwrap();
    assert_eq!(l.stones.iter().flatten().count(), 3);
    assert_eq!(l.markers[index(s.size(), pt("G3"))], Some(Marker::LastMove));
    let mut even = State::new(Settings::default(), Prefs::default());
    assert!(!act(&mut even, HandicapAction::Opened));
}
