//! The clocks in the app: charges, penalties, undo and redo, loss on time (T-1..T-5).

use super::*;
use crate::state::{Action, Prefs, Said, Settings, State};
use hotstone_rules::{BoardSize, Point, Preset, TimeReason};

fn ing_sp_game(minutes: u32) -> State {
    let mut settings = Settings::even(BoardSize::NINE, Preset::Ing);
    settings.clock = ClockSetting::new(ClockKind::IngPenalty, minutes);
    State::new(settings, Prefs::default())
}

fn click(s: &mut State, name: &str) {
    s.apply(Action::ClickedPoint(Point::parse(name).unwrap()));
}

/// T-3: the dialog sets byo-yomi's periods and SZ's overruns and their seconds;
/// numbers outside their ranges are refused with the field's own reason.
#[test]
fn t3_the_dialog_chooses_the_periods_and_their_seconds() {
    use crate::state::settings::{Draft, StartError};
    let draft = Draft::from_settings(&Settings::default()).with_clock(ClockKind::ByoYomi);
    assert_eq!(
        (draft.clock_periods.as_str(), draft.clock_seconds.as_str()),
        ("5", "30")
    );
    let draft = Draft {
        clock_periods: "3".into(),
        clock_seconds: " 60".into(),
        ..draft
    };
    assert_eq!(
        draft.settings().unwrap().clock.system(),
        Some(TimeSystem::ByoYomi {
            main: Tenths::minutes(10),
            periods: 3,
            period: Tenths::seconds(60),
        })
    );
    let refused = |periods: &str, seconds: &str| {
        Draft {
            clock_periods: periods.into(),
            clock_seconds: seconds.into(),
            ..draft.clone()
        }
        .settings()
        .unwrap_err()
    };
    assert_eq!(
        refused("0", "30"),
        StartError::ClockPeriods(ClockKind::ByoYomi)
    );
    assert_eq!(
        refused("100", "30"),
        StartError::ClockPeriods(ClockKind::ByoYomi)
    );
    assert_eq!(refused("3", "0"), StartError::ClockSeconds);
    assert_eq!(refused("3", "2.5"), StartError::ClockSeconds);
    let sz = Draft {
        clock_periods: "2".into(),
        clock_seconds: "45".into(),
        ..draft.clone().with_clock(ClockKind::IngSeconds)
    };
    assert_eq!(
        sz.settings().unwrap().clock.system(),
        Some(TimeSystem::IngSeconds {
            base: Tenths::minutes(40),
            overruns: 2,
            seconds: Tenths::seconds(45),
        })
    );
    // Absolute time has no periods: its fields are empty and not read.
    let absolute = draft.with_clock(ClockKind::Absolute);
    assert_eq!(absolute.clock_periods, "");
    assert!(absolute.settings().is_ok());
}

#[test]
fn t1_no_clock_is_the_beginners_default() {
    let s = State::new(Settings::default(), Prefs::default());
    assert!(s.clock.is_none());
    assert_eq!(ClockKind::default(), ClockKind::None);
}

#[test]
fn t2_a_move_is_charged_its_time_and_extra_time_costs_penalty_points() {
    let mut s = ing_sp_game(1);
    s.apply(Action::ClockTicked(Tenths::seconds(61)));
    click(&mut s, "E5");
    let c = s.clock.as_ref().unwrap();
    assert_eq!(c.charges, [(Color::Black, Tenths::seconds(61))]);
    assert_eq!(c.clock.side(Color::Black).extra_used, Tenths::seconds(1));
    assert_eq!(c.penalties()[0].points, 2);
    assert_eq!(
        c.thinking,
        Tenths::ZERO,
        "White's clock starts from nothing"
    );
    // The penalty goes into the count, with its reason (T-2).
    let adj = s.adjustments();
    assert_eq!(adj.penalties, c.penalties());
}

#[test]
fn t2_extra_time_shows_its_penalty_in_the_fill_in_count() {
    // The "done when": a 9x9 Ing game with SP clocks; Black runs 1 second
    // into extra time; after two passes the fill-in count lays a penalty stone.
    let mut s = ing_sp_game(1);
    s.apply(Action::ClockTicked(Tenths::seconds(61)));
    click(&mut s, "E5");
    s.apply(Action::Passed);
    s.apply(Action::Passed);
    assert_eq!(s.game.end(), Some(End::TwoPasses));
    let none = hotstone_rules::DeadStones::none(s.size());
    let counted =
        crate::state::fill_in::count_fill_in(&s.game, none.clone(), &s.adjustments()).unwrap();
    assert!(counted
        .fill_in
        .steps
        .contains(&hotstone_rules::FillInStep::Penalty {
            against: Color::Black,
            stones: 1,
            remainder: 0,
            reason: hotstone_rules::PenaltyReason::Time,
        }));
    // The same board without the clock: Black's margin is 2 points more.
    let mut plain = s.clone();
    plain.clock = None;
    let without =
        crate::state::fill_in::count_fill_in(&plain.game, none, &plain.adjustments()).unwrap();
    let margin = |o: hotstone_rules::Outcome| match o {
        hotstone_rules::Outcome::Counted {
            winner,
            margin_half,
            ..
        } => {
            let m = margin_half as i32;
            if winner == Some(Color::White) {
                -m
            } else {
                m
            }
        }
        _ => 0,
    };
    assert_eq!(margin(without.outcome) - margin(counted.outcome), 4);
}

#[test]
fn t5_running_past_the_allowance_loses_on_time_and_ends_the_game() {
    let mut s = ing_sp_game(1);
    s.apply(Action::ClockTicked(Tenths::seconds(90)));
    assert!(
        s.game.end().is_none(),
        "exactly half of the base in extra time"
    );
    s.apply(Action::ClockTicked(Tenths::new(1)));
    assert_eq!(
        time_loss(&s.game),
        Some(TimeLoss {
            loser: Color::Black,
            reason: TimeReason::IngPenalty
        })
    );
    assert!(!s.clock_running());
    assert!(matches!(s.said, Some((Said::LostOnTime(_), _))));
}

#[test]
fn t5_undo_after_a_loss_on_time_is_refused_and_said() {
    let mut s = ing_sp_game(1);
    click(&mut s, "E5");
    s.apply(Action::ClockTicked(Tenths::seconds(91)));
    let loss = time_loss(&s.game).expect("White lost on time");
    for _ in 0..2 {
        assert!(s.apply(Action::Undid));
        assert!(matches!(
            s.said,
            Some((
                Said::Refused {
                    refusal: hotstone_rules::Refusal::GameOver { .. },
                    ..
                },
                _
            ))
        ));
        assert_eq!(time_loss(&s.game), Some(loss), "the loss stands");
        assert_eq!(s.moves_played(), 1, "nothing taken back");
    }
    assert!(!s.apply(Action::Redid));
    assert!(s.clock.as_ref().unwrap().clock.loss().is_some());
}

#[test]
fn pause_stops_the_clock_and_undo_gives_the_time_back() {
    let mut s = ing_sp_game(1);
    s.apply(Action::PausedClock);
    assert!(!s.apply(Action::ClockTicked(Tenths::seconds(5))));
    s.apply(Action::ResumedClock);
    s.apply(Action::ClockTicked(Tenths::seconds(5)));
    click(&mut s, "E5");
    s.apply(Action::ClockTicked(Tenths::seconds(7)));
    click(&mut s, "D4");
    assert_eq!(
        s.clock.as_ref().unwrap().clock.side(Color::White).used,
        Tenths::seconds(7)
    );
    s.apply(Action::Undid);
    let c = s.clock.as_ref().unwrap();
    assert_eq!(c.charges, [(Color::Black, Tenths::seconds(5))]);
    assert_eq!(c.clock.side(Color::White).used, Tenths::ZERO);
}

#[test]
fn h1_black_places_free_handicap_stones_on_its_own_clock() {
    // The review's case: Japanese, 9x9, 2 stones placed freely, absolute 1 minute;
    // 10 seconds to each stone: the 20 seconds are Black's, not White's.
    let mut settings = Settings::even(BoardSize::NINE, Preset::Japanese);
    settings.handicap = 2;
    settings.style = hotstone_rules::HandicapStyle::Free;
    settings.clock = ClockSetting::new(ClockKind::Absolute, 1);
    let mut s = State::new(settings, Prefs::default());
    assert_eq!(s.placing_left(), Some(2));
    s.apply(Action::ClockTicked(Tenths::seconds(10)));
    click(&mut s, "C3");
    s.apply(Action::ClockTicked(Tenths::seconds(10)));
    click(&mut s, "G7");
    assert_eq!(s.game.to_move(), Color::White);
    let c = s.clock.as_ref().unwrap();
    assert_eq!(c.charges, [(Color::Black, Tenths::seconds(20))]);
    assert_eq!(c.thinking, Tenths::ZERO, "White starts from nothing");
    assert_eq!(c.clock.side(Color::Black).main_left, Tenths::seconds(40));
    s.apply(Action::ClockTicked(Tenths::seconds(3)));
    click(&mut s, "E5");
    let c = s.clock.as_ref().unwrap();
    assert_eq!(c.clock.side(Color::White).main_left, Tenths::seconds(57));
    // Taken back and placed again, it keeps its time.
    assert!(s.apply(Action::Undid));
    assert!(s.apply(Action::Undid));
    assert_eq!(s.placing_left(), Some(2));
    let c = s.clock.as_ref().unwrap();
    assert_eq!(c.clock.side(Color::Black).main_left, Tenths::seconds(60));
    assert!(s.apply(Action::Redid));
    let c = s.clock.as_ref().unwrap();
    assert_eq!(c.clock.side(Color::Black).main_left, Tenths::seconds(40));
}

#[test]
fn undo_then_redo_gains_nobody_time() {
    // Black's E5 took 5 seconds; White has thought 50 when someone takes E5 back
    // and plays it again 2 seconds later: E5 costs Black its 5 seconds and the 2 its
    // clock ran since the undo, and White thinks on from 50.
    let mut s = ing_sp_game(1);
    s.apply(Action::ClockTicked(Tenths::seconds(5)));
    click(&mut s, "E5");
    s.apply(Action::ClockTicked(Tenths::seconds(50)));
    assert!(s.apply(Action::Undid));
    let c = s.clock.as_ref().unwrap();
    assert_eq!(c.clock.side(Color::Black).used, Tenths::ZERO);
    assert_eq!(c.thinking, Tenths::ZERO, "Black's move again, from nothing");
    s.apply(Action::ClockTicked(Tenths::seconds(2)));
    assert!(s.apply(Action::Redid));
    let c = s.clock.as_ref().unwrap();
    assert_eq!(c.charges, [(Color::Black, Tenths::seconds(7))]);
    assert_eq!(c.thinking, Tenths::seconds(50));
    assert!(c.redo.is_empty());
    // Two turns back and forth: each keeps its own time.
    click(&mut s, "D4");
    s.apply(Action::ClockTicked(Tenths::seconds(4)));
    assert!(s.apply(Action::Undid));
    assert!(s.apply(Action::Undid));
    s.apply(Action::ClockTicked(Tenths::seconds(1)));
    assert!(s.apply(Action::Redid));
    assert_eq!(s.clock.as_ref().unwrap().thinking, Tenths::ZERO);
    assert!(s.apply(Action::Redid));
    let c = s.clock.as_ref().unwrap();
    assert_eq!(
        c.charges,
        [
            (Color::Black, Tenths::seconds(8)),
            (Color::White, Tenths::seconds(50))
        ]
    );
    assert_eq!(c.thinking, Tenths::seconds(4), "Black's 4 before the undo");
    // The same move played again by a click, not Redo, keeps its time too (a
    // timekeeper's review: it was charged only the time since the undo).
    assert!(s.apply(Action::Undid));
    s.apply(Action::ClockTicked(Tenths::seconds(1)));
    click(&mut s, "D4");
    let c = s.clock.as_ref().unwrap();
    assert_eq!(c.charges[1], (Color::White, Tenths::seconds(51)));
    assert_eq!(c.thinking, Tenths::seconds(4), "Black's 4 again");
    // A different move after an undo is charged the time since the undo, and
    // nothing is left to give back.
    assert!(s.apply(Action::Undid));
    s.apply(Action::ClockTicked(Tenths::seconds(3)));
    click(&mut s, "C3");
    let c = s.clock.as_ref().unwrap();
    assert_eq!(c.charges[1], (Color::White, Tenths::seconds(3)));
    assert!(c.redo.is_empty() && c.resume == Tenths::ZERO);
}

#[test]
fn h2_an_obligatory_pass_costs_white_nothing() {
    let mut settings = Settings::even(BoardSize::NINE, Preset::Ing);
    settings.handicap = 3;
    settings.clock = ClockSetting::new(ClockKind::IngPenalty, 1);
    let mut s = State::new(settings, Prefs::default());
    s.apply(Action::ClockTicked(Tenths::seconds(3)));
    click(&mut s, "E5");
    let c = s.clock.as_ref().unwrap();
    assert_eq!(
        c.charges,
        [
            (Color::Black, Tenths::seconds(3)),
            (Color::White, Tenths::ZERO)
        ]
    );
    assert_eq!(s.game.to_move(), Color::Black);
}

#[test]
fn the_last_seconds_are_announced() {
    assert_eq!(countdown(Tenths::seconds(10)), Some(10));
    assert_eq!(countdown(Tenths::new(91)), Some(10));
    assert_eq!(countdown(Tenths::new(90)), None);
    assert_eq!(countdown(Tenths::new(51)), None);
    assert_eq!(countdown(Tenths::seconds(11)), None);
    assert_eq!(countdown(Tenths::seconds(5)), Some(5));
    assert_eq!(countdown(Tenths::seconds(1)), Some(1));
    assert_eq!(countdown(Tenths::ZERO), None);
}
