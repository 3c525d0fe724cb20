//! The game's clocks in the app (T-1..T-5): which system the new-game dialog chose, and
//! both sides' time as the rules crate keeps it (`hotstone_rules::Clock`). No clock is
//! read here: the page sends the time that passed (`Action::ClockTicked`), the
//! reducer charges it to the side to move, and a move charges the whole of its time.
//! Every move's time is kept (`charges`), so undo, redo and a reload rebuild the
//! clock exactly.

use hotstone_rules::{
    Action as GameAction, Clock, Color, End, Penalty, Tenths, TimeLoss, TimeSystem,
};

use super::{Said, State};

/// The clock systems the dialog offers; `None` is the beginner's default.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum ClockKind {
    #[default]
    None,
    Absolute,
    ByoYomi,
    IngPenalty,
    IngSeconds,
}

impl ClockKind {
    pub const ALL: [ClockKind; 5] = [
        ClockKind::None,
        ClockKind::Absolute,
        ClockKind::ByoYomi,
        ClockKind::IngPenalty,
        ClockKind::IngSeconds,
    ];

    pub const fn code(self) -> &'static str {
        match self {
            ClockKind::None => "none",
            ClockKind::Absolute => "absolute",
            ClockKind::ByoYomi => "byo-yomi",
            ClockKind::IngPenalty => "ing-sp",
            ClockKind::IngSeconds => "ing-sz",
        }
    }

    pub fn from_code(code: &str) -> Option<ClockKind> {
        ClockKind::ALL.into_iter().find(|k| k.code() == code)
    }

    /// The main (base) time the dialog proposes, in minutes: 003's 40 minutes for
    /// absolute time and for Ing's clocks (001 leaves the limit to the tournament);
    /// byo-yomi 10 minutes before its periods.
    pub const fn default_minutes(self) -> u32 {
        match self {
            ClockKind::None => 0,
            ClockKind::ByoYomi => 10,
            ClockKind::Absolute | ClockKind::IngPenalty | ClockKind::IngSeconds => 40,
        }
    }

    /// The periods (byo-yomi) or overruns (Ing's SZ) the dialog proposes, and the
    /// seconds of each: 5 × 30 and 3 × 30 (docs/web/clocks.md); `None` for the clocks
    /// that have none.
    pub const fn default_periods(self) -> Option<(u32, u32)> {
        match self {
            ClockKind::ByoYomi => Some((5, 30)),
            ClockKind::IngSeconds => Some((3, 30)),
            ClockKind::None | ClockKind::Absolute | ClockKind::IngPenalty => None,
        }
    }
}

/// The clock a game is started with.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct ClockSetting {
    pub kind: ClockKind,
    /// Main (base) time in minutes.
    pub minutes: u32,
    /// Byo-yomi's periods, SZ's overruns (T-3; unused by the other clocks).
    pub periods: u32,
    /// The seconds of each period or overrun.
    pub seconds: u32,
}

impl ClockSetting {
    /// A clock of `kind` with `minutes` of main time and its usual periods.
    pub fn new(kind: ClockKind, minutes: u32) -> ClockSetting {
        let (periods, seconds) = kind.default_periods().unwrap_or((0, 0));
        ClockSetting {
            kind,
            minutes,
            periods,
            seconds,
        }
    }

    pub fn system(self) -> Option<TimeSystem> {
        let main = Tenths::minutes(u64::from(self.minutes));
        let seconds = Tenths::seconds(u64::from(self.seconds));
        match self.kind {
            ClockKind::None => None,
            ClockKind::Absolute => Some(TimeSystem::Absolute { main }),
            ClockKind::ByoYomi => Some(TimeSystem::ByoYomi {
                main,
                periods: self.periods,
                period: seconds,
            }),
            ClockKind::IngPenalty => Some(TimeSystem::IngPenalty { base: main }),
            ClockKind::IngSeconds => Some(TimeSystem::IngSeconds {
                base: main,
                overruns: self.periods,
                seconds,
            }),
        }
    }
}

/// The clocks of the game in play.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameClock {
    pub clock: Clock,
    /// Each timed turn's time, in order, for the side that took it (`turns`).
    pub charges: Vec<(Color, Tenths)>,
    /// The side to move's time on the current move so far.
    pub thinking: Tenths,
    pub paused: bool,
    /// The times of the turns taken back, the next to play again last: redo gives each
    /// its own time back, so that undo and redo gain nobody time.
    pub redo: Vec<(Color, Tenths)>,
    /// The thinking in progress when the first of those turns was taken back: it is the
    /// thinking side's again when redo comes back to it.
    pub resume: Tenths,
}

impl GameClock {
    pub fn new(system: TimeSystem) -> Option<GameClock> {
        Some(GameClock {
            clock: Clock::new(system).ok()?,
            charges: Vec::new(),
            thinking: Tenths::ZERO,
            paused: false,
            redo: Vec::new(),
            resume: Tenths::ZERO,
        })
    }

    /// The clock after these turns' times, from the start.
    pub fn rebuilt(system: TimeSystem, charges: &[(Color, Tenths)]) -> Option<GameClock> {
        let mut c = GameClock::new(system)?;
        for &(color, t) in charges {
            let _ = c.clock.spend(color, t);
        }
        c.charges = charges.to_vec();
        Some(c)
    }

    /// The SP penalties (T-2) for the count, with their reason.
    pub fn penalties(&self) -> Vec<Penalty> {
        self.clock.time_penalties()
    }
}

/// The timed turns of the game, by the side that took them: every move (board play or
/// pass), and Black's free handicap placement (H-1), which is Black's time though no
/// move (the placement made at the start, before `initial`, is not timed).
pub fn turns(state: &State) -> Vec<Color> {
    state
        .game
        .actions()
        .iter()
        .enumerate()
        .filter_map(|(i, a)| match a {
            GameAction::Move { color, .. } => Some(*color),
            GameAction::Setup(s) if i >= state.initial && s.handicap.is_some() => {
                Some(Color::Black)
            }
            _ => None,
        })
        .collect()
}

/// Is the side to move's clock running? Not once the game is over or play has
/// stopped, not while paused, and not while the computer, to move, is kept from moving
/// by a view the user opened (the new-game dialog, say): a clock runs only while its
/// side may move. The user's own clock runs on while they look away.
pub fn running(state: &State) -> bool {
    state
        .clock
        .as_ref()
        .is_some_and(|c| !c.paused && c.clock.loss().is_none())
        && state.game.end().is_none()
        && !state.computer_blocked()
}

/// Keeps the clock in step with the game after a change (`State::changed`;
/// `replayed`: a redo): a new turn is charged its time, a turn played again its own time
/// back; undo and a new position rebuild the clock from the turns' times.
pub fn after_change(state: &mut State, replayed: bool) {
    let Some(system) = state.settings.clock.system() else {
        state.clock = None;
        return;
    };
    let turns = turns(state);
    let Some(c) = state.clock.as_mut() else {
        state.clock = GameClock::new(system);
        return;
    };
    let n = c.charges.len();
    let kept = c
        .charges
        .iter()
        .zip(&turns)
        .take_while(|((col, _), m)| col == *m)
        .count();
    if kept == n && turns.len() > n {
        // New turns: the first is charged the time thought; any made for the player at
        // once (Ing's obligatory passes) cost nothing. Turns played again (redo) take
        // their own times back.
        let mut t = if replayed {
            Tenths::ZERO
        } else {
            c.redo.clear();
            c.resume = Tenths::ZERO;
            std::mem::take(&mut c.thinking)
        };
        let mut loss = None;
        for (i, &color) in turns[n..].iter().enumerate() {
            if replayed {
                let own = match c.redo.pop() {
                    Some((col, own)) if col == color => own,
                    _ => Tenths::ZERO,
                };
                // The first turn played again is the side whose clock ran since the
                // undo: that time is its own too.
                let since = if i == 0 {
                    std::mem::take(&mut c.thinking)
                } else {
                    Tenths::ZERO
                };
                t = Tenths::new(own.get().saturating_add(since.get()));
            }
            c.charges.push((color, t));
            if let Err(l) = c.clock.spend(color, t) {
                loss = loss.or(Some(l));
            }
            t = Tenths::ZERO;
        }
        if replayed && c.redo.is_empty() {
            // Back where the first undo was: the thinking then goes on.
            c.thinking = std::mem::take(&mut c.resume);
        }
        if let Some(loss) = loss {
            // The move came too late: the game ends on time all the same (T-5).
            let _ = state.game.lose_on_time(loss);
        }
        return;
    }
    if kept == n && turns.len() == n {
        return;
    }
    let mut fresh = c.charges[..kept].to_vec();
    let (mut redo, mut resume, mut thinking) = (Vec::new(), Tenths::ZERO, Tenths::ZERO);
    if kept == turns.len() {
        // Taken back: the turns' times wait for redo; the thinking in progress waits
        // for the way back to it, and the time from now on is the side to move's.
        redo = std::mem::take(&mut c.redo);
        if redo.is_empty() {
            resume = c.thinking;
        } else {
            resume = c.resume;
            thinking = c.thinking;
        }
        redo.extend(c.charges[kept..].iter().rev());
    }
    // Another line: each turn keeps its time where it is known.
    for &color in &turns[kept..] {
        fresh.push((color, Tenths::ZERO));
    }
    let paused = c.paused;
    if let Some(mut rebuilt) = GameClock::rebuilt(system, &fresh) {
        rebuilt.paused = paused;
        rebuilt.redo = redo;
        rebuilt.resume = resume;
        rebuilt.thinking = thinking;
        *c = rebuilt;
    }
}

/// Time passed on the page: charged to the side to move while its clock runs; past its
/// allowance it loses on time (T-5).
pub fn tick(state: &mut State, elapsed: Tenths) -> bool {
    if !running(state) {
        return false;
    }
    let color = state.game.to_move();
    let Some(c) = state.clock.as_mut() else {
        return false;
    };
    c.thinking = Tenths::new(c.thinking.get().saturating_add(elapsed.get()));
    if let Some(loss) = c.clock.check_flag(color, c.thinking) {
        lose(state, loss);
    }
    true
}

/// The teacher's pause button: the side to move's clock stops and goes on.
pub fn set_paused(state: &mut State, paused: bool) -> bool {
    match state.clock.as_mut() {
        Some(c) if c.paused != paused => {
            c.paused = paused;
            true
        }
        _ => false,
    }
}

fn lose(state: &mut State, loss: TimeLoss) {
    if state.game.lose_on_time(loss).is_ok() {
        state.changed(Said::LostOnTime(loss));
    }
}

/// The end the game came to on time, if it did.
pub fn time_loss(state: &State) -> Option<TimeLoss> {
    match state.game.end() {
        Some(End::Time { loser, reason }) => Some(TimeLoss { loser, reason }),
        _ => None,
    }
}

/// The last seconds of a period are announced: 10, then 5 down to 1 (the seconds
/// left, counted up: 9.3 seconds left is "10"); `None` between them, so that a live
/// region says each number once.
pub fn countdown(to_flag: Tenths) -> Option<u64> {
    let t = to_flag.get();
    if t == 0 {
        return None;
    }
    let s = t.div_ceil(10);
    (s == 10 || s <= 5).then_some(s)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::{Action, Prefs, Settings};
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
        let adj = crate::state::marking::adjustments(&s);
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
        let counted = crate::state::fill_in::count_fill_in(&s, none.clone()).unwrap();
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
        let without = crate::state::fill_in::count_fill_in(&plain, none).unwrap();
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
            time_loss(&s),
            Some(TimeLoss {
                loser: Color::Black,
                reason: TimeReason::IngPenalty
            })
        );
        assert!(!running(&s));
        assert!(matches!(s.said, Some((Said::LostOnTime(_), _))));
    }

    #[test]
    fn t5_undo_after_a_loss_on_time_is_refused_and_said() {
        let mut s = ing_sp_game(1);
        click(&mut s, "E5");
        s.apply(Action::ClockTicked(Tenths::seconds(91)));
        let loss = time_loss(&s).expect("White lost on time");
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
            assert_eq!(time_loss(&s), Some(loss), "the loss stands");
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
}
