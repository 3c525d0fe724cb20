//! The fill-in view's tests: stepping, playback, the saved count (C-2, C-3, B-4, B-5).

use super::*;
use crate::io::saved_fill_in::{restore_text, saved_text};

/// The count's layers while its view is open.
fn layers(s: &crate::state::State) -> Option<hotstone_board::Layers> {
    Some(crate::scene::fill_in::layers(
        s.view.fill_in()?,
        s.prefs.lang,
    ))
}
use crate::state::{Action, Prefs, Said, Settings, State};
use hotstone_rules::Point;
use hotstone_rules::{BoardSize, End, Preset};

fn pt(n: &str) -> Point {
    Point::parse(n).unwrap()
}

/// A finished 7x7 Ing game: Black's wall on D, White's on E, then two passes.
fn finished() -> State {
    let mut s = State::new(
        Settings::even(BoardSize::SEVEN, Preset::Ing),
        Prefs::default(),
    );
    for n in [
        "D1", "E1", "D2", "E2", "D3", "E3", "D4", "E4", "D5", "E5", "D6", "E6", "D7", "E7",
    ] {
        s.apply(Action::ClickedPoint(pt(n)));
    }
    s.apply(Action::Passed);
    s.apply(Action::Passed);
    assert_eq!(s.game.end(), Some(End::TwoPasses));
    s
}

fn open_on(s: &mut State) {
    let dead = DeadStones::none(s.size());
    assert!(s.apply(Action::OpenedFillIn(dead)));
}

fn act(s: &mut State, a: FillInAction) -> bool {
    s.apply(Action::FillIn(a))
}

#[test]
fn c2_opens_paused_at_the_supply_and_plays_to_the_result() {
    let mut s = finished();
    open_on(&mut s);
    let v = s.view.fill_in().unwrap();
    assert_eq!((v.step, v.placed, v.playing), (0, 0, false));
    assert!(matches!(
        v.caption(),
        Some(Caption::Supply { stones: 24, .. })
    ));
    assert!(matches!(
        s.said,
        Some((Said::FillIn(FillInSaid::Step { number: 1, .. }), _))
    ));
    assert!(
        !act(&mut s, FillInAction::Tick { whole_step: false }),
        "paused"
    );
    assert!(act(&mut s, FillInAction::ToggledPlay));
    let mut ticks = 0;
    while act(&mut s, FillInAction::Tick { whole_step: false }) {
        ticks += 1;
        assert!(ticks < 1000, "the count ends");
    }
    let v = s.view.fill_in().unwrap();
    assert!(v.at_end() && !v.playing);
    // Black 28 points (D wall + A..C), White 21 (E wall + F, G): 7 less 8 komi.
    assert_eq!(v.counted.outcome.result(), "W+1");
    // Black runs out 4 short, White has 3 losing stones that go into Black's
    // winning points: 1 + 2 x 3 = 7 for Black, 4 compensation stones = 8 for White.
    assert_eq!(
        v.caption(),
        Some(Caption::Difference {
            tally: Tally {
                winning_points: [1, 0],
                losing_stones: [0, 3],
                compensation: [0, 4],
                penalty: [0, 0],
            },
            outcome: v.counted.outcome
        })
    );
    assert_eq!(v.counted.area.map(|o| o.result()), Some("W+1".into()));
    assert!(v.counted.territory.is_some());
    // Every stone came one tick at a time: one tick per stone plus one per step.
    let stones: usize = (0..v.steps()).map(|i| v.fill_in().step_len(i)).sum();
    assert_eq!(ticks, stones + v.steps() - 1 + 1);
    let board = v.fill_in().board_at(&v.counted.board, v.step, v.placed);
    assert_eq!(board.stones().count(), 48, "all but the winning point left");
}

/// C-2, P-2: the stones the count puts on the board are named as fill-in stones, the
/// played ones as before.
#[test]
fn c2_fill_in_stones_are_named_apart_from_played_stones() {
    let mut s = finished();
    open_on(&mut s);
    let l = layers(&s).unwrap();
    assert!(l.labels.iter().all(|n| !n.contains("fill-in")), "none yet");
    act(&mut s, FillInAction::Last);
    let l = layers(&s).unwrap();
    let name = |n: &str| l.labels[hotstone_board::index(s.size(), pt(n))].to_string();
    assert_eq!(name("D4"), "D4, black stone");
    assert_eq!(name("E4"), "E4, white stone");
    assert_eq!(name("G7"), "G7, white fill-in stone");
    let filled = l
        .labels
        .iter()
        .filter(|n| n.contains("fill-in stone"))
        .count();
    // 48 stones at the end, 14 of them played.
    assert_eq!(filled, 48 - 14);
    s.prefs.lang = crate::i18n::Lang::De;
    let l = layers(&s).unwrap();
    assert_eq!(
        l.labels[hotstone_board::index(s.size(), pt("G7"))],
        "G7, weißer Ausfüllstein"
    );
}

#[test]
fn c2_steps_back_and_forth_by_whole_steps_and_the_bowls_follow() {
    let mut s = finished();
    open_on(&mut s);
    assert!(!act(&mut s, FillInAction::Stepped(-1)), "already first");
    assert!(act(&mut s, FillInAction::Stepped(1)));
    let v = s.view.fill_in().unwrap();
    assert_eq!(v.caption().map(|c| c.rule()), Some("B-4"), "the bowls");
    assert_eq!(
        v.bowls().map(|b| b.stones),
        [17, 17],
        "24 less 7 on the board"
    );
    act(&mut s, FillInAction::Last);
    let v = s.view.fill_in().unwrap();
    assert!(v.at_end());
    act(&mut s, FillInAction::First);
    assert_eq!(s.view.fill_in().unwrap().step, 0);
    // Play from the end starts again.
    act(&mut s, FillInAction::Last);
    act(&mut s, FillInAction::ToggledPlay);
    let v = s.view.fill_in().unwrap();
    assert_eq!((v.step, v.playing), (0, true));
}

#[test]
fn b5_a_half_placed_step_empties_the_bowl_stone_by_stone() {
    let mut s = finished();
    open_on(&mut s);
    let fill = s
        .view
        .fill_in()
        .unwrap()
        .fill_in()
        .steps
        .iter()
        .position(|st| st.code() == "fill-territory")
        .unwrap();
    act(&mut s, FillInAction::Stepped(fill as isize));
    act(&mut s, FillInAction::Stepped(-1));
    act(&mut s, FillInAction::ToggledPlay);
    act(&mut s, FillInAction::Tick { whole_step: false });
    let v = s.view.fill_in().unwrap();
    assert_eq!((v.step, v.placed), (fill, 0));
    let full = v.bowls()[0].stones;
    act(&mut s, FillInAction::Tick { whole_step: false });
    act(&mut s, FillInAction::Tick { whole_step: false });
    let v = s.view.fill_in().unwrap();
    assert_eq!(v.placed, 2);
    assert_eq!(v.bowls()[0].stones, full - 2);
    let l = layers(&s).unwrap();
    assert_eq!(l.stones.iter().flatten().count(), 14 + 2);
    // Reduced motion: the rest of the step at once.
    act(&mut s, FillInAction::Tick { whole_step: true });
    let v = s.view.fill_in().unwrap();
    assert_eq!(v.placed, v.step_len());
}

#[test]
fn playback_delays_follow_the_speed_and_stop_when_paused() {
    let mut s = finished();
    open_on(&mut s);
    assert_eq!(s.view.fill_in().unwrap().delay_ms(), None);
    act(&mut s, FillInAction::ToggledPlay);
    let normal = s.view.fill_in().unwrap().delay_ms().unwrap();
    act(&mut s, FillInAction::ChoseSpeed(Speed::Quadruple));
    let fast = s.view.fill_in().unwrap().delay_ms().unwrap();
    assert_eq!(normal, STEP_MS);
    assert_eq!(fast, STEP_MS / 4);
}

#[test]
fn the_view_opens_only_after_two_passes_and_clicks_do_nothing_while_open() {
    let mut s = State::new(
        Settings::even(BoardSize::SEVEN, Preset::Ing),
        Prefs::default(),
    );
    assert!(!s.apply(Action::OpenedFillIn(DeadStones::none(s.size()))));
    let mut s = finished();
    open_on(&mut s);
    let before = s.game.actions().len();
    s.apply(Action::ClickedPoint(pt("A1")));
    s.apply(Action::Passed);
    assert_eq!(s.game.actions().len(), before);
    assert!(act(&mut s, FillInAction::Closed));
    assert!(s.view.fill_in().is_none());
    assert!(!act(&mut s, FillInAction::Closed));
}

#[test]
fn b4_a_position_beyond_the_supply_is_refused_with_the_reason() {
    // 7x7 allows 24 stones each: 25 Black stones cannot come from the bowl.
    let mut s = State::new(
        Settings::even(BoardSize::SEVEN, Preset::Ing),
        Prefs::default(),
    );
    let black: Vec<Point> = BoardSize::SEVEN.points().take(25).collect();
    s.game
        .setup(hotstone_rules::Setup {
            black,
            ..Default::default()
        })
        .unwrap();
    s.apply(Action::Passed);
    s.apply(Action::Passed);
    assert!(s.apply(Action::OpenedFillIn(DeadStones::none(s.size()))));
    assert!(s.view.fill_in().is_none());
    assert!(matches!(
        s.notice,
        Some(Said::FillIn(FillInSaid::CannotCount(
            CountError::SupplyExceeded { .. }
        )))
    ));
}

#[test]
fn the_step_shown_survives_a_reload_on_the_same_position_only() {
    let mut s = finished();
    let dead = DeadStones::none(s.size());
    s.apply(Action::OpenedFillIn(dead));
    act(&mut s, FillInAction::Stepped(3));
    act(&mut s, FillInAction::ChoseSpeed(Speed::Double));
    let text = saved_text(&s);
    let mut again = finished();
    assert!(restore_text(&mut again, &text));
    let (a, b) = (s.view.fill_in().unwrap(), again.view.fill_in().unwrap());
    assert_eq!((a.step, a.placed, a.speed), (b.step, b.placed, b.speed));
    assert!(!b.playing);
    let mut other = finished();
    other.apply(Action::Undid);
    assert!(!restore_text(&mut other, &text), "play goes on: no count");
    assert!(!restore_text(&mut finished(), ""));
    assert!(!restore_text(
        &mut finished(),
        "hotstone-fill-in 1\nboard ./."
    ));
}
