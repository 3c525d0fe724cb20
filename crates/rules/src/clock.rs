//! Clocks (T-1..T-5): absolute time, Japanese byo-yomi, Ing's SP penalty points and SZ
//! second counting, late arrival, and the loss on time.
//!
//! Pure: nothing here reads a clock. The caller measures how long a move took and hands
//! it over as a value in tenths of a second (003 keeps time in tenths); the clock says
//! what is left, what penalty that cost, and when a player has lost on time.
//!
//! Every limit is inclusive: a player may use exactly all of the time allowed, and loses
//! one tenth later. docs/rules/clocks.md explains the systems and the choices made here.

use core::fmt;

use crate::{Color, Komi, Penalty, PenaltyReason, Preset};

/// A duration in tenths of a second (003: "0.1 秒単位で時間を管理").
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Tenths(u64);

impl Tenths {
    /// No time.
    pub const ZERO: Tenths = Tenths(0);

    /// This many tenths of a second.
    pub const fn new(tenths: u64) -> Tenths {
        Tenths(tenths)
    }

    /// This many whole seconds.
    pub const fn seconds(seconds: u64) -> Tenths {
        Tenths(seconds.saturating_mul(10))
    }

    /// This many whole minutes.
    pub const fn minutes(minutes: u64) -> Tenths {
        Tenths(minutes.saturating_mul(600))
    }

    /// The time in tenths of a second.
    pub const fn get(self) -> u64 {
        self.0
    }

    const fn plus(self, other: Tenths) -> Tenths {
        Tenths(self.0.saturating_add(other.0))
    }

    const fn minus(self, other: Tenths) -> Tenths {
        Tenths(self.0.saturating_sub(other.0))
    }
}

impl fmt::Display for Tenths {
    /// `m:ss.t`, e.g. `40:00.0`, `0:09.9`.
    #[cfg_attr(hotstone_size, optimize(size))]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let t = self.0;
        write!(f, "{}:{:02}.{}", t / 600, (t / 10) % 60, t % 10)
    }
}

/// How a player's time is measured.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TimeSystem {
    /// Absolute time (T-1): running out of `main` loses.
    Absolute {
        /// The time each side has for the whole game.
        main: Tenths,
    },
    /// Japanese byo-yomi: after `main`, every move has `period`; a move that overruns it
    /// uses up a period (one for each started period beyond the first); overrunning the
    /// last period loses.
    ByoYomi {
        /// The main time, before byo-yomi starts.
        main: Tenths,
        /// How many byo-yomi periods.
        periods: u32,
        /// The length of each period.
        period: Tenths,
    },
    /// Ing's SP penalty points (T-2): after `base`, extra time costs 2 points, 4 past a
    /// sixth of `base`, 6 past two sixths; more extra time than half of `base` loses.
    IngPenalty {
        /// The basic time, before extra time starts.
        base: Tenths,
    },
    /// Ing's SZ second counting (T-3): after `base`, a move may overrun `seconds`
    /// `overruns` times in all (each started `seconds` beyond the first is one overrun);
    /// the overrun after those loses.
    IngSeconds {
        /// The basic time, before second counting starts.
        base: Tenths,
        /// How many overruns are allowed in all.
        overruns: u32,
        /// The time a move may take before it overruns.
        seconds: Tenths,
    },
}

impl TimeSystem {
    /// The stable code used in JSON and the CLI.
    pub const fn code(self) -> &'static str {
        match self {
            TimeSystem::Absolute { .. } => "absolute",
            TimeSystem::ByoYomi { .. } => "byo-yomi",
            TimeSystem::IngPenalty { .. } => "ing-sp",
            TimeSystem::IngSeconds { .. } => "ing-sz",
        }
    }

    /// The requirement behind the system.
    pub const fn requirement(self) -> &'static str {
        match self {
            TimeSystem::Absolute { .. } | TimeSystem::ByoYomi { .. } => "T-1",
            TimeSystem::IngPenalty { .. } => "T-2",
            TimeSystem::IngSeconds { .. } => "T-3",
        }
    }

    /// The main (base) time each player starts with.
    pub const fn main(self) -> Tenths {
        match self {
            TimeSystem::Absolute { main } | TimeSystem::ByoYomi { main, .. } => main,
            TimeSystem::IngPenalty { base } | TimeSystem::IngSeconds { base, .. } => base,
        }
    }

    /// The period a move has after main time, and how many a side may use up before
    /// the last one (byo-yomi: `periods`, SZ: `overruns + 1`).
    const fn periods(self) -> Option<(Tenths, u32)> {
        match self {
            TimeSystem::ByoYomi {
                periods, period, ..
            } => Some((period, periods)),
            TimeSystem::IngSeconds {
                overruns, seconds, ..
            } => Some((seconds, overruns.saturating_add(1))),
            _ => None,
        }
    }

    /// Why a side loses when it runs past its allowance under this system.
    const fn loss_reason(self) -> TimeReason {
        match self {
            TimeSystem::Absolute { .. } => TimeReason::Absolute,
            TimeSystem::ByoYomi { .. } => TimeReason::ByoYomi,
            TimeSystem::IngPenalty { .. } => TimeReason::IngPenalty,
            TimeSystem::IngSeconds { .. } => TimeReason::IngSeconds,
        }
    }

    /// Refuses settings that would lose before the first move.
    #[cfg_attr(hotstone_size, optimize(size))]
    pub fn check(self) -> Result<TimeSystem, ClockError> {
        match self {
            TimeSystem::Absolute { main } if main == Tenths::ZERO => Err(ClockError::NoTime),
            TimeSystem::IngPenalty { base } if base == Tenths::ZERO => Err(ClockError::NoTime),
            TimeSystem::ByoYomi {
                periods, period, ..
            } if periods == 0 || period == Tenths::ZERO => Err(ClockError::NoPeriod),
            TimeSystem::IngSeconds { seconds, .. } if seconds == Tenths::ZERO => {
                Err(ClockError::NoPeriod)
            }
            system => Ok(system),
        }
    }
}

/// A time system as a tournament sets it (T-1): 000 lets play run untimed for the first
/// 15 minutes of the round and only then starts 3 minutes of absolute time each.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct TimeControl {
    /// How each player's time is measured.
    pub system: TimeSystem,
    /// How long the round runs untimed before the clocks start (000: 15 minutes).
    pub untimed: Tenths,
}

impl Preset {
    /// The clock of the preset's tournament, if its seed sets one (T-1): 003's
    /// computer tournament 40 minutes absolute each; 000's school team tournament 3
    /// minutes absolute each once the round has run 15 minutes. The others (Ing's 001
    /// leaves the limits to the tournament agreement) play without a clock.
    pub const fn time_control(self) -> Option<TimeControl> {
        match self {
            Preset::ComputerTournament => Some(TimeControl {
                system: TimeSystem::Absolute {
                    main: Tenths::minutes(40),
                },
                untimed: Tenths::ZERO,
            }),
            Preset::SchoolTeam => Some(TimeControl {
                system: TimeSystem::Absolute {
                    main: Tenths::minutes(3),
                },
                untimed: Tenths::minutes(15),
            }),
            _ => None,
        }
    }

    /// The clock of the preset's tie-break games (T-1, X-7): 000 plays them with 5
    /// minutes absolute each (and komi 5.5: [`Preset::tie_break_komi`]). `None` for a
    /// preset whose seed plays no tie-break game (003's knockout replays a repeated
    /// position under the tournament's own clock, E-5).
    pub const fn tie_break_time_control(self) -> Option<TimeControl> {
        match self {
            Preset::SchoolTeam => Some(TimeControl {
                system: TimeSystem::Absolute {
                    main: Tenths::minutes(5),
                },
                untimed: Tenths::ZERO,
            }),
            _ => None,
        }
    }

    /// The komi of the preset's tie-break games (C-4, X-7): 000's play-off on the first
    /// three boards is played "mit jeweils 5,5 Komi" (half-point komi: no draw), where
    /// its games have 5. `None` where [`Preset::tie_break_time_control`] is.
    pub const fn tie_break_komi(self) -> Option<Komi> {
        match self {
            Preset::SchoolTeam => Some(Komi::from_half_points(11)),
            _ => None,
        }
    }
}

/// Settings a clock cannot start with.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ClockError {
    /// Absolute time or SP base time of zero: the first move would lose.
    NoTime,
    /// Byo-yomi without periods, or a period (SZ: seconds) of zero.
    NoPeriod,
}

impl fmt::Display for ClockError {
    #[cfg_attr(hotstone_size, optimize(size))]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ClockError::NoTime => f.write_str(
                "the main time is zero: the first move would lose on time (T-1, T-2)",
            ),
            ClockError::NoPeriod => f.write_str(
                "byo-yomi needs at least one period, and a period (or SZ's seconds) longer than zero (T-3)",
            ),
        }
    }
}

impl std::error::Error for ClockError {}

/// Why a player lost on time (T-5).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TimeReason {
    /// Absolute time ran out (T-1).
    Absolute,
    /// The last byo-yomi period ran out.
    ByoYomi,
    /// More extra time than half of the base time (T-2).
    IngPenalty,
    /// One overrun more than SZ allows (T-3).
    IngSeconds,
    /// Later than the time limit, base and extra time together: a failure to appear
    /// within it (T-4; 001 "Versäumnis zu erscheinen").
    LateArrival,
}

impl TimeReason {
    /// Every reason, in the order of the enum.
    pub const ALL: [TimeReason; 5] = [
        TimeReason::Absolute,
        TimeReason::ByoYomi,
        TimeReason::IngPenalty,
        TimeReason::IngSeconds,
        TimeReason::LateArrival,
    ];

    /// The reason of a stable code (`code`).
    #[cfg_attr(hotstone_size, optimize(size))]
    pub fn from_code(code: &str) -> Option<TimeReason> {
        TimeReason::ALL.into_iter().find(|r| r.code() == code)
    }

    /// The stable code used in the CLI's JSON.
    pub const fn code(self) -> &'static str {
        match self {
            TimeReason::Absolute => "absolute-time",
            TimeReason::ByoYomi => "byo-yomi",
            TimeReason::IngPenalty => "ing-sp-half",
            TimeReason::IngSeconds => "ing-sz-overruns",
            TimeReason::LateArrival => "late-arrival",
        }
    }

    /// The requirement ID of the rule behind the loss.
    pub const fn requirement(self) -> &'static str {
        match self {
            TimeReason::Absolute | TimeReason::ByoYomi => "T-1",
            TimeReason::IngPenalty => "T-2",
            TimeReason::IngSeconds => "T-3",
            TimeReason::LateArrival => "T-4",
        }
    }
}

/// A loss on time: the verdict that ends the game (T-5, E-2); `Game::lose_on_time`
/// applies it, `GameResult::on_time` reports it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct TimeLoss {
    /// The player who lost on time.
    pub loser: Color,
    /// Why the time counts as lost.
    pub reason: TimeReason,
}

impl fmt::Display for TimeLoss {
    #[cfg_attr(hotstone_size, optimize(size))]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let who = match self.loser {
            Color::Black => "Black",
            Color::White => "White",
        };
        let what = match self.reason {
            TimeReason::Absolute => "ran out of time",
            TimeReason::ByoYomi => "overran the last byo-yomi period",
            TimeReason::IngPenalty => "used more extra time than half of the base time",
            TimeReason::IngSeconds => "overran the seconds once more than allowed",
            TimeReason::LateArrival => "failed to appear within the time limit",
        };
        write!(
            f,
            "{who} {what} and loses on time ({})",
            self.reason.requirement()
        )
    }
}

/// Ing's SP penalty for `extra` time used past the base time (T-2): 0 without extra
/// time, 2 once past the base, 4 past a sixth of the base, 6 past two sixths; `None`
/// past half of the base (the loss). Exact in tenths: sixths are compared by
/// multiplying, never rounded.
pub const fn ing_penalty(base: Tenths, extra: Tenths) -> Option<u32> {
    let (b, e) = (base.0 as u128, extra.0 as u128);
    if e * 2 > b {
        None
    } else if e * 6 > 2 * b {
        Some(6)
    } else if e * 6 > b {
        Some(4)
    } else if e > 0 {
        Some(2)
    } else {
        Some(0)
    }
}

/// One side's clock.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct SideClock {
    /// Main (base) time left.
    pub main_left: Tenths,
    /// Periods left (byo-yomi), or overruns left plus one (SZ); 0 for the other systems.
    pub periods_left: u32,
    /// SP: extra time used so far (T-2).
    pub extra_used: Tenths,
    /// Time used in all, moves and late arrival.
    pub used: Tenths,
    /// Moves timed.
    pub moves: u32,
}

/// What a side's clock shows while it thinks: `thinking` is the current move's time so
/// far (zero for the side not to move).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct ClockView {
    /// Main time left.
    pub main_left: Tenths,
    /// In byo-yomi or SZ: what is left of the current period.
    pub period_left: Option<Tenths>,
    /// Byo-yomi periods left, or SZ overruns left, counting the current one.
    pub periods_left: Option<u32>,
    /// SP: extra time used.
    pub extra_used: Option<Tenths>,
    /// SP: the penalty so far (before cancelling), 0, 2, 4 or 6.
    pub penalty: u32,
    /// How much longer this move may take before the player loses on time.
    pub to_flag: Tenths,
    /// How much longer this move may take before the next limit: the end of the main
    /// (base) time, of the current byo-yomi period or SZ's seconds, of the SP penalty's
    /// sixth (T-2), or the flag, whichever comes first. What a timekeeper warns of (001
    /// "Zeitnehmer": "einen Spieler zu informieren, wenn er dabei ist, seine Basiszeit
    /// oder Zusatzzeit zu überschreiten").
    pub to_next_limit: Tenths,
    /// The player has lost on time.
    pub flagged: bool,
}

/// What a timed move did to its side's clock.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Spent {
    /// This move used up the main (base) time: the side is in extra time (or byo-yomi)
    /// from now on.
    pub entered_overtime: bool,
    /// SP: the side's penalty after the move (before cancelling), and its rise.
    pub penalty: u32,
    /// How many penalty points this move added.
    pub penalty_added: u32,
    /// Byo-yomi periods (SZ overruns) this move used up.
    pub periods_used: u32,
}

/// The two players' clocks under one time system.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Clock {
    system: TimeSystem,
    sides: [SideClock; 2],
    loss: Option<TimeLoss>,
}

impl Clock {
    /// Both sides start with the full main time (and all periods).
    #[cfg_attr(hotstone_size, optimize(size))]
    pub fn new(system: TimeSystem) -> Result<Clock, ClockError> {
        let system = system.check()?;
        let side = SideClock {
            main_left: system.main(),
            periods_left: system.periods().map_or(0, |(_, n)| n),
            extra_used: Tenths::ZERO,
            used: Tenths::ZERO,
            moves: 0,
        };
        Ok(Clock {
            system,
            sides: [side; 2],
            loss: None,
        })
    }

    #[cfg_attr(hotstone_size, optimize(size))]
    /// The time system both sides play under.
    pub fn system(&self) -> TimeSystem {
        self.system
    }

    #[cfg_attr(hotstone_size, optimize(size))]
    /// The clock of `color`.
    pub fn side(&self, color: Color) -> &SideClock {
        &self.sides[color.index()]
    }

    /// The loss on time, once a side has lost (T-5).
    #[cfg_attr(hotstone_size, optimize(size))]
    pub fn loss(&self) -> Option<TimeLoss> {
        self.loss
    }

    /// How long `color`'s next move may take before it loses on time: using exactly
    /// this much is allowed, one tenth more loses.
    #[cfg_attr(hotstone_size, optimize(size))]
    pub fn allowance(&self, color: Color) -> Tenths {
        let side = self.side(color);
        let overtime = match self.system {
            TimeSystem::Absolute { .. } => Tenths::ZERO,
            TimeSystem::IngPenalty { base } => Tenths(base.0 / 2).minus(side.extra_used),
            TimeSystem::ByoYomi { .. } | TimeSystem::IngSeconds { .. } => {
                let (period, _) = self.system.periods().unwrap_or((Tenths::ZERO, 0));
                Tenths(period.0.saturating_mul(u64::from(side.periods_left)))
            }
        };
        side.main_left.plus(overtime)
    }

    /// What `color`'s clock shows after `thinking` on the current move (use zero for the
    /// side not to move). Nothing changes.
    #[cfg_attr(hotstone_size, optimize(size))]
    pub fn view(&self, color: Color, thinking: Tenths) -> ClockView {
        let side = self.side(color);
        let allowance = self.allowance(color);
        let flagged = self.loss.is_some_and(|l| l.loser == color) || thinking > allowance;
        let over = thinking.minus(side.main_left);
        let (period_left, periods_left) = match self.system.periods() {
            Some(_) if flagged => (Some(Tenths::ZERO), Some(0)),
            Some((period, _)) if over == Tenths::ZERO => (Some(period), Some(side.periods_left)),
            Some((period, _)) => {
                // Periods used up so far, and the part of the current one gone (1..=period).
                let gone = (over.0 - 1) / period.0;
                let within = over.0 - gone * period.0;
                let gone = gone.min(u64::from(u32::MAX)) as u32;
                (
                    Some(Tenths(period.0 - within)),
                    Some(side.periods_left.saturating_sub(gone)),
                )
            }
            None => (None, None),
        };
        let (extra_used, penalty) = match self.system {
            TimeSystem::IngPenalty { base } => {
                let extra = side.extra_used.plus(over);
                (Some(extra), ing_penalty(base, extra).unwrap_or(6))
            }
            _ => (None, 0),
        };
        let main_left = side.main_left.minus(thinking);
        let to_flag = allowance.minus(thinking);
        let to_next_limit = match (self.system, period_left, extra_used) {
            _ if main_left > Tenths::ZERO => main_left,
            (_, Some(period), _) => period,
            (TimeSystem::IngPenalty { base }, _, Some(extra)) => {
                // The most extra time at the current penalty: floor(k * base / 6) for
                // the first sixth k not yet passed (in u64: a u128 division would
                // link 1 KB of compiler builtins into the page).
                let (b, e) = (base.0, extra.0);
                (1..=3u64)
                    .find(|k| e.saturating_mul(6) <= k.saturating_mul(b))
                    .map_or(Tenths::ZERO, |k| {
                        Tenths((k.saturating_mul(b) / 6).saturating_sub(e))
                    })
            }
            _ => to_flag,
        }
        .min(to_flag);
        ClockView {
            main_left,
            period_left,
            periods_left,
            extra_used,
            penalty,
            to_flag,
            to_next_limit,
            flagged,
        }
    }

    /// Charges a finished move of `elapsed` to `color`'s clock. Past the allowance the
    /// side loses on time: the loss is kept (`loss`) and returned, and every later call
    /// returns it again.
    #[cfg_attr(hotstone_size, optimize(size))]
    pub fn spend(&mut self, color: Color, elapsed: Tenths) -> Result<Spent, TimeLoss> {
        if let Some(loss) = self.loss {
            return Err(loss);
        }
        let allowance = self.allowance(color);
        let system = self.system;
        let side = &mut self.sides[color.index()];
        side.used = side.used.plus(elapsed);
        side.moves = side.moves.saturating_add(1);
        if elapsed > allowance {
            return Err(self.flag(color, system.loss_reason()));
        }
        let was_main = side.main_left > Tenths::ZERO;
        let over = elapsed.minus(side.main_left);
        side.main_left = side.main_left.minus(elapsed);
        let entered_overtime = was_main && side.main_left == Tenths::ZERO;
        let mut spent = Spent {
            entered_overtime,
            penalty: 0,
            penalty_added: 0,
            periods_used: 0,
        };
        match system {
            TimeSystem::IngPenalty { base } => {
                let before = ing_penalty(base, side.extra_used).unwrap_or(6);
                side.extra_used = side.extra_used.plus(over);
                spent.penalty = ing_penalty(base, side.extra_used).unwrap_or(6);
                spent.penalty_added = spent.penalty - before;
            }
            TimeSystem::ByoYomi { .. } | TimeSystem::IngSeconds { .. } => {
                if let Some((period, _)) = system.periods() {
                    if over > Tenths::ZERO {
                        // A move within one period keeps it; each period started beyond
                        // the first is used up.
                        let used = ((over.0 - 1) / period.0).min(u64::from(u32::MAX)) as u32;
                        side.periods_left = side.periods_left.saturating_sub(used);
                        spent.periods_used = used;
                    }
                }
            }
            TimeSystem::Absolute { .. } => {}
        }
        Ok(spent)
    }

    /// Late arrival (T-4, 001 "Zuspätkommen"): twice the lateness comes off `color`'s
    /// base time, never more than is left (the player then starts in extra time, or
    /// byo-yomi). A lateness beyond the player's time limit, base time and the extra
    /// time the system allows together (`allowance`), is a failure to appear within it
    /// (001 "Verlust (1) Versäumnis zu erscheinen: ... innerhalb seines Zeitlimits"):
    /// the side loses on time.
    #[cfg_attr(hotstone_size, optimize(size))]
    pub fn late_arrival(&mut self, color: Color, lateness: Tenths) -> Result<(), TimeLoss> {
        if let Some(loss) = self.loss {
            return Err(loss);
        }
        let limit = self.allowance(color);
        let side = &mut self.sides[color.index()];
        if lateness > limit {
            side.used = side.used.plus(limit);
            side.main_left = Tenths::ZERO;
            return Err(self.flag(color, TimeReason::LateArrival));
        }
        let deduction = Tenths(lateness.0.saturating_mul(2)).min(side.main_left);
        side.used = side.used.plus(deduction);
        side.main_left = side.main_left.minus(deduction);
        Ok(())
    }

    /// The side to move is still thinking after `thinking` (a hang, a flag falling on
    /// the referee's watch): past its allowance it loses on time now. Returns the loss,
    /// if any side has lost.
    #[cfg_attr(hotstone_size, optimize(size))]
    pub fn check_flag(&mut self, color: Color, thinking: Tenths) -> Option<TimeLoss> {
        if self.loss.is_none() && thinking > self.allowance(color) {
            let side = &mut self.sides[color.index()];
            side.used = side.used.plus(thinking);
            self.flag(color, self.system.loss_reason());
        }
        self.loss
    }

    #[cfg_attr(hotstone_size, optimize(size))]
    fn flag(&mut self, color: Color, reason: TimeReason) -> TimeLoss {
        let loss = TimeLoss {
            loser: color,
            reason,
        };
        self.loss = Some(loss);
        loss
    }

    /// SP penalty points (T-2) each side pays after opposite penalties cancel:
    /// `[black, white]`, at most one of them above zero. Zero under other systems.
    #[cfg_attr(hotstone_size, optimize(size))]
    pub fn penalties(&self) -> [u32; 2] {
        let TimeSystem::IngPenalty { base } = self.system else {
            return [0, 0];
        };
        let [b, w] = self
            .sides
            .map(|s| ing_penalty(base, s.extra_used).unwrap_or(6));
        [b.saturating_sub(w), w.saturating_sub(b)]
    }

    /// The SP penalties as counting takes them (`Adjustments::penalties`): what is left
    /// after cancelling, with its reason (T-2). Empty when nobody pays.
    #[cfg_attr(hotstone_size, optimize(size))]
    pub fn time_penalties(&self) -> Vec<Penalty> {
        let [b, w] = self.penalties();
        [(Color::Black, b), (Color::White, w)]
            .into_iter()
            .filter(|&(_, points)| points > 0)
            .map(|(against, points)| Penalty {
                against,
                points,
                reason: PenaltyReason::Time,
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const B: Color = Color::Black;
    const W: Color = Color::White;

    fn clock(system: TimeSystem) -> Clock {
        Clock::new(system).unwrap()
    }

    fn sp(base: Tenths) -> Clock {
        clock(TimeSystem::IngPenalty { base })
    }

    #[test]
    fn t1_absolute_all_the_time_is_allowed_one_tenth_more_loses() {
        let mut c = clock(TimeSystem::Absolute {
            main: Tenths::minutes(40),
        });
        assert_eq!(c.allowance(B), Tenths::new(24_000));
        assert!(c.spend(B, Tenths::new(23_999)).is_ok());
        assert!(c.spend(W, Tenths::seconds(5)).is_ok());
        assert!(c.spend(B, Tenths::new(1)).is_ok(), "exactly all of it");
        assert_eq!(c.side(B).main_left, Tenths::ZERO);
        assert!(
            c.spend(B, Tenths::ZERO).is_ok(),
            "an instant move at 0:00.0"
        );
        let loss = c.spend(B, Tenths::new(1)).unwrap_err();
        assert_eq!(
            loss,
            TimeLoss {
                loser: B,
                reason: TimeReason::Absolute
            }
        );
        // T-5: the loss stands; nothing more is timed.
        assert_eq!(c.loss(), Some(loss));
        assert_eq!(c.spend(W, Tenths::new(1)), Err(loss));
        assert!(loss.to_string().contains("Black ran out of time"));
    }

    #[test]
    fn t2_penalty_steps_one_tenth_either_side_of_each_sixth() {
        // 40 minutes: a sixth is 4000 tenths exactly.
        let base = Tenths::minutes(40);
        let at = |e: u64| ing_penalty(base, Tenths::new(e));
        assert_eq!(at(0), Some(0));
        assert_eq!(at(1), Some(2), "past the base time: 2 points");
        assert_eq!(at(4_000), Some(2), "at exactly a sixth: still 2");
        assert_eq!(at(4_001), Some(4), "one tenth past a sixth: 4");
        assert_eq!(at(8_000), Some(4));
        assert_eq!(at(8_001), Some(6), "one tenth past two sixths: 6");
        assert_eq!(at(12_000), Some(6), "exactly half: still 6");
        assert_eq!(at(12_001), None, "more than half: the loss");
    }

    #[test]
    fn t2_sixths_that_are_not_whole_tenths_are_not_rounded() {
        // 601 tenths: a sixth is 100.1666... tenths, so 100 is within it, 101 past it.
        let base = Tenths::new(601);
        let at = |e: u64| ing_penalty(base, Tenths::new(e));
        assert_eq!(at(100), Some(2));
        assert_eq!(at(101), Some(4));
        assert_eq!(at(200), Some(4));
        assert_eq!(at(201), Some(6));
        assert_eq!(at(300), Some(6));
        assert_eq!(at(301), None, "half is 300.5: 301 is more");
    }

    #[test]
    fn t2_the_clock_charges_penalties_as_extra_time_grows() {
        let mut c = sp(Tenths::minutes(60)); // a sixth: 10 minutes
        let s = c.spend(B, Tenths::minutes(60)).unwrap();
        assert_eq!(
            (s.penalty, s.entered_overtime),
            (0, true),
            "base used up exactly"
        );
        let s = c.spend(B, Tenths::new(1)).unwrap();
        assert_eq!(
            (s.penalty, s.penalty_added, s.entered_overtime),
            (2, 2, false)
        );
        let s = c.spend(B, Tenths::minutes(10)).unwrap();
        assert_eq!(
            (s.penalty, s.penalty_added),
            (4, 2),
            "10:00.1 of extra time"
        );
        assert_eq!(c.side(B).extra_used, Tenths::new(6_001));
        assert_eq!(c.penalties(), [4, 0]);
        assert_eq!(c.allowance(B), Tenths::new(18_000 - 6_001));
        let v = c.view(B, Tenths::new(18_000 - 6_001));
        assert_eq!((v.penalty, v.flagged, v.to_flag), (6, false, Tenths::ZERO));
        assert!(c.view(B, Tenths::new(18_000 - 6_000)).flagged);
    }

    #[test]
    fn t2_opposite_penalties_cancel() {
        let mut c = sp(Tenths::minutes(60));
        c.spend(B, Tenths::minutes(71)).unwrap(); // 11 minutes extra: 4
        c.spend(W, Tenths::minutes(61)).unwrap(); // 1 minute extra: 2
        assert_eq!(c.penalties(), [2, 0]);
        c.spend(W, Tenths::minutes(10)).unwrap(); // White at 11 minutes too: 4
        assert_eq!(c.penalties(), [0, 0]);
        c.spend(W, Tenths::minutes(10)).unwrap(); // White at 21: 6
        assert_eq!(c.penalties(), [0, 2]);
    }

    #[test]
    fn t2_whoever_first_reaches_three_sixths_loses_though_penalties_cancel() {
        let mut c = sp(Tenths::minutes(60));
        c.spend(B, Tenths::minutes(89)).unwrap(); // 29 minutes extra: 6
        c.spend(W, Tenths::minutes(89)).unwrap(); // the same: 6, cancelled
        assert_eq!(c.penalties(), [0, 0]);
        assert_eq!(c.allowance(B), Tenths::minutes(1));
        c.spend(B, Tenths::minutes(1)).unwrap(); // exactly half: still playing
        let loss = c.spend(W, Tenths::new(600 + 1)).unwrap_err();
        assert_eq!(
            loss,
            TimeLoss {
                loser: W,
                reason: TimeReason::IngPenalty
            }
        );
        assert_eq!(
            c.spend(B, Tenths::new(1)),
            Err(loss),
            "Black cannot lose later"
        );
    }

    #[test]
    fn t2_unused_base_time_does_not_count_against_the_difference() {
        // 001 "Basiszeit": time left over is not counted in the time difference.
        let mut c = sp(Tenths::minutes(60));
        c.spend(B, Tenths::minutes(61)).unwrap();
        c.spend(W, Tenths::minutes(10)).unwrap();
        assert_eq!(c.penalties(), [2, 0]);
    }

    #[test]
    fn byo_yomi_periods_are_used_up_by_overruns() {
        let mut c = clock(TimeSystem::ByoYomi {
            main: Tenths::seconds(10),
            periods: 3,
            period: Tenths::seconds(5),
        });
        assert_eq!(c.allowance(B), Tenths::seconds(25));
        let s = c.spend(B, Tenths::seconds(10)).unwrap();
        assert_eq!((s.entered_overtime, s.periods_used), (true, 0));
        let s = c.spend(B, Tenths::seconds(5)).unwrap();
        assert_eq!(s.periods_used, 0, "a whole period, no more: kept");
        let s = c.spend(B, Tenths::new(51)).unwrap();
        assert_eq!(s.periods_used, 1);
        assert_eq!(c.side(B).periods_left, 2);
        let v = c.view(B, Tenths::new(73));
        assert_eq!(
            (v.period_left, v.periods_left),
            (Some(Tenths::new(27)), Some(1))
        );
        let s = c.spend(B, Tenths::seconds(10)).unwrap();
        assert_eq!((s.periods_used, c.side(B).periods_left), (1, 1));
        assert!(
            c.spend(B, Tenths::seconds(5)).is_ok(),
            "the last period in full"
        );
        assert_eq!(
            c.spend(B, Tenths::new(51)).unwrap_err().reason,
            TimeReason::ByoYomi
        );
    }

    #[test]
    fn t3_sz_allows_the_set_number_of_overruns_then_loses() {
        // Two overruns of 30 seconds allowed; the third loses.
        let mut c = clock(TimeSystem::IngSeconds {
            base: Tenths::minutes(1),
            overruns: 2,
            seconds: Tenths::seconds(30),
        });
        let s = c.spend(W, Tenths::new(601)).unwrap();
        assert_eq!((s.entered_overtime, s.periods_used), (true, 0));
        assert_eq!(c.view(W, Tenths::ZERO).periods_left, Some(3));
        assert_eq!(c.spend(W, Tenths::new(301)).unwrap().periods_used, 1);
        assert_eq!(c.spend(W, Tenths::new(301)).unwrap().periods_used, 1);
        assert!(c.spend(W, Tenths::seconds(30)).is_ok());
        let loss = c.spend(W, Tenths::new(301)).unwrap_err();
        assert_eq!(loss.reason, TimeReason::IngSeconds);
        assert_eq!(loss.reason.requirement(), "T-3");
    }

    #[test]
    fn t4_late_arrival_costs_twice_the_lateness() {
        let mut c = sp(Tenths::minutes(60));
        c.late_arrival(B, Tenths::minutes(5)).unwrap();
        assert_eq!(c.side(B).main_left, Tenths::minutes(50));
        assert_eq!(c.side(B).used, Tenths::minutes(10));
        assert_eq!(c.side(W).main_left, Tenths::minutes(60));
        // 30 minutes late: the whole base time: Black plays in extra time.
        let mut c = sp(Tenths::minutes(60));
        c.late_arrival(B, Tenths::minutes(30)).unwrap();
        assert_eq!(c.side(B).main_left, Tenths::ZERO);
        assert_eq!(c.spend(B, Tenths::new(1)).unwrap().penalty, 2);
    }

    #[test]
    fn t4_the_deduction_stops_at_the_base_time_the_time_limit_forfeits() {
        // 001: twice the lateness comes off the base time (Zuspätkommen); only a player
        // who fails to appear within the time limit (base + extra time) loses.
        // SP, 60 minutes: the limit is 90 (half the base in extra time).
        let mut c = sp(Tenths::minutes(60));
        c.late_arrival(W, Tenths::minutes(45)).unwrap();
        assert_eq!(c.side(W).main_left, Tenths::ZERO, "90 minutes off: all 60");
        assert_eq!(c.side(W).used, Tenths::minutes(60));
        assert_eq!(
            c.allowance(W),
            Tenths::minutes(30),
            "the extra time is whole"
        );
        let mut c = sp(Tenths::minutes(60));
        c.late_arrival(W, Tenths::minutes(90)).unwrap();
        let mut c = sp(Tenths::minutes(60));
        let loss = c
            .late_arrival(W, Tenths::minutes(90).plus(Tenths::new(1)))
            .unwrap_err();
        assert_eq!((loss.loser, loss.reason), (W, TimeReason::LateArrival));
        assert!(loss
            .to_string()
            .contains("failed to appear within the time limit"));
        // Byo-yomi, 10 minutes and 5 x 30 seconds: the limit is 12:30.
        let byo = TimeSystem::ByoYomi {
            main: Tenths::minutes(10),
            periods: 5,
            period: Tenths::seconds(30),
        };
        let mut c = clock(byo);
        c.late_arrival(B, Tenths::minutes(6)).unwrap();
        assert_eq!(c.side(B).main_left, Tenths::ZERO);
        assert_eq!(c.side(B).periods_left, 5);
        let mut c = clock(byo);
        assert!(c.late_arrival(B, Tenths::new(7_501)).is_err());
        // Absolute time: the limit is the base time itself.
        let mut c = clock(TimeSystem::Absolute {
            main: Tenths::minutes(40),
        });
        c.late_arrival(B, Tenths::minutes(25)).unwrap();
        assert_eq!(c.side(B).main_left, Tenths::ZERO);
        assert!(clock(TimeSystem::Absolute {
            main: Tenths::minutes(40)
        })
        .late_arrival(B, Tenths::new(24_001))
        .is_err());
    }

    #[test]
    fn the_next_limit_is_the_end_of_the_base_time_a_period_or_an_sp_sixth() {
        // 001 "Zeitnehmer": a player is told before the base or the extra time runs out.
        let byo = clock(TimeSystem::ByoYomi {
            main: Tenths::seconds(60),
            periods: 3,
            period: Tenths::seconds(30),
        });
        let next = |c: &Clock, t: u64| c.view(B, Tenths::new(t)).to_next_limit;
        assert_eq!(
            next(&byo, 0),
            Tenths::seconds(60),
            "the end of the main time"
        );
        assert_eq!(byo.view(B, Tenths::ZERO).to_flag, Tenths::seconds(150));
        assert_eq!(next(&byo, 550), Tenths::seconds(5));
        assert_eq!(
            next(&byo, 610),
            Tenths::seconds(29),
            "the first period's end"
        );
        assert_eq!(
            next(&byo, 1_450),
            Tenths::seconds(5),
            "the last period's end"
        );
        // SZ: the end of each 30 seconds.
        let sz = clock(TimeSystem::IngSeconds {
            base: Tenths::seconds(60),
            overruns: 2,
            seconds: Tenths::seconds(30),
        });
        assert_eq!(next(&sz, 905), Tenths::new(295));
        // SP, a base of 60 minutes: the base's end, then 10, 20 and 30 minutes of extra
        // time (the sixths), the last one the flag.
        let mut sp = sp(Tenths::minutes(60));
        assert_eq!(
            next(&sp, 35_900),
            Tenths::seconds(10),
            "the base time's end"
        );
        assert_eq!(
            next(&sp, 36_000),
            Tenths::minutes(10),
            "a sixth of extra time"
        );
        assert_eq!(
            next(&sp, 36_000 + 6_001),
            Tenths::new(5_999),
            "the second sixth"
        );
        sp.spend(B, Tenths::minutes(85)).unwrap();
        assert_eq!(
            next(&sp, 0),
            Tenths::minutes(5),
            "the flag at half the base"
        );
        assert_eq!(next(&sp, 0), sp.view(B, Tenths::ZERO).to_flag);
        // Absolute time: the flag.
        let abs = clock(TimeSystem::Absolute {
            main: Tenths::seconds(60),
        });
        assert_eq!(next(&abs, 100), Tenths::seconds(50));
    }

    #[test]
    fn t5_a_hang_is_flagged_while_thinking() {
        let mut c = clock(TimeSystem::Absolute {
            main: Tenths::seconds(60),
        });
        assert_eq!(c.check_flag(B, Tenths::seconds(60)), None);
        let loss = c.check_flag(B, Tenths::new(601)).unwrap();
        assert_eq!((loss.loser, loss.reason), (B, TimeReason::Absolute));
        assert!(c.view(B, Tenths::ZERO).flagged);
    }

    #[test]
    fn settings_that_lose_at_once_are_refused() {
        assert_eq!(
            Clock::new(TimeSystem::Absolute { main: Tenths::ZERO }),
            Err(ClockError::NoTime)
        );
        assert_eq!(
            Clock::new(TimeSystem::ByoYomi {
                main: Tenths::ZERO,
                periods: 0,
                period: Tenths::seconds(30)
            }),
            Err(ClockError::NoPeriod)
        );
        assert!(Clock::new(TimeSystem::ByoYomi {
            main: Tenths::ZERO,
            periods: 1,
            period: Tenths::seconds(30)
        })
        .is_ok());
    }

    #[test]
    fn t1_presets_carry_their_tournaments_clocks() {
        let ct = Preset::ComputerTournament.time_control().unwrap();
        assert_eq!(
            ct.system,
            TimeSystem::Absolute {
                main: Tenths::new(24_000)
            }
        );
        let st = Preset::SchoolTeam.time_control().unwrap();
        assert_eq!(st.system.main(), Tenths::minutes(3));
        assert_eq!(st.untimed, Tenths::minutes(15));
        assert_eq!(
            Preset::SchoolTeam.tie_break_time_control().unwrap().system,
            TimeSystem::Absolute {
                main: Tenths::minutes(5)
            }
        );
        assert_eq!(Preset::Ing.time_control(), None);
        // X-7, C-4: 000's play-off games have komi 5.5; no other seed plays one.
        assert_eq!(
            Preset::SchoolTeam.tie_break_komi().map(Komi::points),
            Some(5.5)
        );
        for preset in Preset::ALL {
            assert_eq!(
                preset.tie_break_komi().is_some(),
                preset.tie_break_time_control().is_some(),
                "{preset}"
            );
        }
        assert_eq!(Tenths::minutes(40).to_string(), "40:00.0");
        assert_eq!(Tenths::new(99).to_string(), "0:09.9");
    }
}
