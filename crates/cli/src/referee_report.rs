//! What the referee knows of a pairing and what it reports: the game's settings, the
//! verdict with its reason and requirement, each side's time and the replays (E-1..E-6).
//! The JSON and the SGF are both written from these.

use hotstone_rules::{BoardSize, Preset, TimeControl};
use serde::Serialize;

/// Why a game ended, with the requirement behind it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Reason {
    /// Two passes, the dead stones agreed or judged, counted (E-1, C-6).
    TwoPasses,
    /// The 400th move: adjudicated by the referee's count (E-3).
    MoveLimit,
    Resignation,
    Time,
    IllegalMove,
    /// A repeated position under the basic ko rule: no result, a draw (E-5).
    Repetition,
    /// A crash, a hang outside the clock, or an answer that is not GTP (E-6).
    AbnormalTermination,
}

impl Reason {
    pub const fn requirement(self) -> &'static str {
        match self {
            Reason::TwoPasses => "E-1",
            Reason::MoveLimit => "E-3",
            Reason::Resignation => "E-2",
            Reason::Time => "T-5",
            Reason::IllegalMove => "E-4",
            Reason::Repetition => "E-5",
            Reason::AbnormalTermination => "E-6",
        }
    }

    pub const fn code(self) -> &'static str {
        match self {
            Reason::TwoPasses => "two-passes",
            Reason::MoveLimit => "move-limit",
            Reason::Resignation => "resignation",
            Reason::Time => "time",
            Reason::IllegalMove => "illegal-move",
            Reason::Repetition => "repetition",
            Reason::AbnormalTermination => "abnormal-termination",
        }
    }
}

/// One side of the report.
#[derive(Debug, Clone, Serialize)]
pub struct SideReport {
    pub command: String,
    /// What the engine's `name` answered (or its command line).
    pub name: String,
    /// Moves played, passes included: a refused move, or one that came too late, is
    /// not played.
    pub moves: u32,
    /// Seconds used on the clock (a refused or late move's time included), and left: 0
    /// for a side that lost on time. In tenths, as the clock keeps them (T-1): the exact
    /// time added up, rounded up to a tenth.
    pub time_used: f64,
    pub time_left: f64,
    /// The exact time measured on the clock, to the millisecond.
    pub thinking_seconds: f64,
    /// `thinking_seconds` over `moves`, to hundredths; null without a move played.
    pub average_move_seconds: Option<f64>,
}

/// A disputed string and the referee's judgement (C-6).
#[derive(Debug, Clone, Serialize)]
pub struct DisputeReport {
    pub stones: Vec<String>,
    /// The engine that says it is dead.
    pub dead_by: char,
    /// The referee's judgement: dead or alive.
    pub judged_dead: bool,
}

/// The dead stones: the agreement of both engines' `final_status_list dead`, and the
/// disputes the referee judged.
#[derive(Debug, Clone, Serialize)]
pub struct DeadReport {
    pub agreed_dead: Vec<String>,
    pub disputed: Vec<DisputeReport>,
    /// The engines whose answer could not be read (their marks count as none).
    pub unanswered: Vec<char>,
}

/// An attempt that ended in an abnormal termination and was replayed (E-6).
#[derive(Debug, Clone, Serialize)]
pub struct ReplayReport {
    pub crashed: char,
    pub moves: usize,
    pub detail: String,
    /// Both sides' time left, in seconds, when it happened.
    pub time_left_total: f64,
}

/// The one JSON document `referee` prints.
#[derive(Debug, Clone, Serialize)]
pub struct Report {
    /// As SGF's RE writes it: `B+12.5`, `W+R`, `B+T`, `W+F` (forfeit: an illegal move,
    /// an abnormal termination), `Draw` (a counted draw, a repetition), `Void` (a
    /// position that cannot be counted).
    pub result: String,
    pub winner: Option<char>,
    pub reason: Reason,
    pub requirement: &'static str,
    pub detail: String,
    pub rules: &'static str,
    pub size: u8,
    pub komi: f64,
    pub time_system: &'static str,
    pub time_seconds: f64,
    /// Moves played in the final game, passes included.
    pub moves: usize,
    pub black: SideReport,
    pub white: SideReport,
    pub dead: Option<DeadReport>,
    pub replays: Vec<ReplayReport>,
    pub sgf: Option<String>,
}

/// Everything one game needs.
#[derive(Debug, Clone)]
pub struct Pairing {
    pub black: String,
    pub white: String,
    pub size: BoardSize,
    pub preset: Preset,
    pub control: TimeControl,
    /// Seed of the referee's own judgement of disputed strings.
    pub seed: u64,
}
