//! The clock a game is started with, as the new-game dialog chooses it and the saved
//! game keeps it: the system and its times (T-1..T-3).

use hotstone_rules::{Tenths, TimeSystem};

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
