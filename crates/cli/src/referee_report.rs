//! What the referee knows of a pairing and what it reports: the game's settings, the
//! verdict with its reason and requirement, each side's time and the replays (E-1..E-6).
//! The JSON and the SGF are both written from these.

use hotstone_rules::{BoardSize, Color, Komi, Preset, Ruleset, Tenths, TimeControl};
use serde::Serialize;

/// Whether the verdict is the result, or waits for the human referee (E-3, C-6).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Status {
    /// The referee program's verdict is the result.
    Final,
    /// 003 hands the decision to the human referee: no result, no winner; the
    /// `adjudication` says why, what each program claims, and Hotstone's proposal.
    PendingAdjudication,
}

/// Why a game ended, with the requirement behind it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Reason {
    /// Two passes; counted when everything agrees, else the referee's (E-1, C-6).
    TwoPasses,
    /// The 400th move: the human referee judges the position (E-3).
    MoveLimit,
    Resignation,
    Time,
    IllegalMove,
    /// A repeated position under the basic ko rule: no result, a draw (E-5).
    Repetition,
    /// A crash, a hang outside the clock, or an answer that is not GTP (E-6).
    AbnormalTermination,
    /// Capture Go: a side's captures reached the goal, or, after two passes, one side
    /// captured more (L-4).
    Captures,
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
            Reason::Captures => "L-4",
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
            Reason::Captures => "captures",
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
    /// Ing SP (T-2): the penalty points this side pays, after opposite penalties
    /// cancel, as counted; null under other clocks.
    pub penalty_points: Option<u32>,
    /// Ing SZ (T-3): the overruns this side may still make; null under other clocks.
    pub overruns_left: Option<u32>,
    /// T-4: the seconds this side arrived late (`--late`); twice that came off its base
    /// time and is in `time_used`. Only for a side that was late, and not after a
    /// replay (E-6), which starts on fresh clocks.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub late_seconds: Option<f64>,
}

/// A disputed string and Hotstone's estimate of it (C-6): part of the proposal, the
/// human referee judges it.
#[derive(Debug, Clone, Serialize)]
pub struct DisputeReport {
    pub stones: Vec<String>,
    /// The engine that says it is dead.
    pub dead_by: char,
    /// Hotstone's dead-stone estimate: dead or alive (a proposal, not a judgement).
    pub estimate_dead: bool,
}

/// The dead stones: the agreement of both engines' `final_status_list dead`, and the
/// disputes with Hotstone's estimate.
#[derive(Debug, Clone, Serialize)]
pub struct DeadReport {
    pub agreed_dead: Vec<String>,
    pub disputed: Vec<DisputeReport>,
    /// The engines whose answer could not be read (their marks count as none).
    pub unanswered: Vec<char>,
}

/// Why the human referee decides (one `hotstone_rules::Referral`).
#[derive(Debug, Clone, Serialize)]
pub struct ReferralReport {
    pub code: &'static str,
    pub requirement: &'static str,
    pub detail: String,
}

/// What one engine claimed when play stopped (003 a 1, 2): null where it gave no
/// answer that can be read.
#[derive(Debug, Clone, Serialize)]
pub struct ClaimReport {
    /// Its `final_status_list dead`, whole strings, board order.
    pub dead: Option<Vec<String>>,
    /// Its `final_score` as it answered it.
    pub final_score: Option<String>,
}

#[derive(Debug, Clone, Serialize)]
pub struct ClaimsReport {
    pub black: ClaimReport,
    pub white: ClaimReport,
}

/// Hotstone's count offered to the human referee: not a result.
#[derive(Debug, Clone, Serialize)]
pub struct ProposalReport {
    pub result: String,
    pub winner: Option<char>,
    pub detail: String,
}

#[derive(Debug, Clone, Serialize)]
pub struct PrisonersReport {
    pub black: usize,
    pub white: usize,
}

/// The position handed to the human referee.
#[derive(Debug, Clone, Serialize)]
pub struct PositionReport {
    /// Top row first: `X` Black, `O` White, `.` empty.
    pub rows: Vec<String>,
    pub to_move: char,
    /// Stones each colour's moves took off the board.
    pub prisoners: PrisonersReport,
}

/// How a stopped game was decided, or why it waits for the human referee (E-1, E-3,
/// C-6).
#[derive(Debug, Clone, Serialize)]
pub struct AdjudicationReport {
    /// Both programs' dead stones and scores agreed with the count (003 a 3).
    pub automatic: bool,
    /// Why the human referee decides; empty when automatic.
    pub referee_decides: Vec<ReferralReport>,
    pub claims: ClaimsReport,
    /// Present when the referee decides and the position could be counted.
    pub proposal: Option<ProposalReport>,
    /// Present when the referee decides.
    pub position: Option<PositionReport>,
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
    /// an abnormal termination), `Draw` (a counted draw, a repetition); null while the
    /// result waits for the human referee (`status`).
    pub result: Option<String>,
    pub winner: Option<char>,
    pub status: Status,
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
    /// Present when play stopped for a count (two passes, the move limit).
    pub adjudication: Option<AdjudicationReport>,
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
    /// The preset's komi unless `--komi` gave another (X-7's play-off: 5.5).
    pub komi: Komi,
    pub control: TimeControl,
    /// Seed of the referee's own judgement of disputed strings.
    pub seed: u64,
    /// How late each side arrived, `[black, white]` (T-4; `referee --late`).
    pub late: [Tenths; 2],
    /// The event a game server plays it in: the record's `EV`, and `PB`/`PW` are then
    /// the entrants' names from the event file (else the engines' own names).
    pub event: Option<String>,
}

impl Pairing {
    /// The preset's rules with the pairing's komi.
    pub fn ruleset(&self) -> Ruleset {
        self.preset.ruleset().with_komi(self.komi)
    }

    /// The command line of `color`'s engine.
    pub fn command(&self, color: Color) -> &str {
        match color {
            Color::Black => &self.black,
            Color::White => &self.white,
        }
    }
}
