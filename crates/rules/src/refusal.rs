//! Why a move was refused. Each refusal names its rule with a stable kebab-case code and
//! the requirement behind it, and carries the points a UI needs to show it.

use core::fmt;

use crate::ko::{Ban, Cycle, HotStone};
use crate::point::{BoardSize, Point};
use crate::Color;

/// How a game has ended (or stopped, under Ing, until a dispute resumes it).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum End {
    /// Two consecutive passes (M-5, E-1).
    TwoPasses,
    /// The given player resigned (M-4, E-2).
    Resignation { loser: Color },
    /// A situation occurred for the third time under the basic ko rule (K-5, E-5).
    NoResult,
}

impl End {
    /// The stable code used in the CLI's JSON.
    pub const fn code(self) -> &'static str {
        match self {
            End::TwoPasses => "two-passes",
            End::Resignation { .. } => "resignation",
            End::NoResult => "no-result",
        }
    }
}

/// A refused move. The game is unchanged and the same player is still to move.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    /// The game has ended.
    GameOver { end: End },
    /// It is the other player's turn.
    WrongPlayer { to_move: Color },
    /// The point is not on this board.
    OffBoard { point: Point, size: BoardSize },
    /// The point already holds a stone.
    Occupied { point: Point },
    /// The play would remove its own string, and the ruleset forbids that.
    Suicide { point: Point, stones: Vec<Point> },
    /// A single stone that captures nothing would remove itself, leaving the position
    /// unchanged (M-2, Ing rule 1).
    SingleStoneSuicide { point: Point },
    /// The basic ko (K-1): the single stone at `retakes` just captured a single stone
    /// and may not be captured back at once.
    Ko { point: Point, retakes: Point },
    /// The play would recreate the position (or situation) after action `earlier`
    /// (0 = the start) (K-4).
    Superko {
        point: Point,
        earlier: usize,
        situational: bool,
    },
    /// Ing's fighting ko (K-2): the play would at once remove the hot stones listed.
    HotStone { point: Point, hot: Vec<HotStone> },
    /// Ing's disturbing ko (K-3): the disturber may not continue the disturbance.
    Disturber { point: Point, ban: Box<Ban> },
    /// Ing handicap moves (H-2): while Black makes the handicap board plays, White's
    /// moves are obligatory passes. `left` is how many handicap plays Black still owes.
    HandicapPass { point: Point, left: u32 },
    /// Ing handicap moves (H-2): Black's handicap moves are board plays, not passes.
    HandicapPlay { left: u32 },
}

impl Refusal {
    /// The stable kebab-case code.
    pub const fn code(&self) -> &'static str {
        match self {
            Refusal::GameOver { .. } => "game-over",
            Refusal::WrongPlayer { .. } => "wrong-player",
            Refusal::OffBoard { .. } => "off-board",
            Refusal::Occupied { .. } => "occupied",
            Refusal::Suicide { .. } => "suicide",
            Refusal::SingleStoneSuicide { .. } => "single-stone-suicide",
            Refusal::Ko { .. } => "ko",
            Refusal::Superko { .. } => "superko",
            Refusal::HotStone { .. } => "hot-stone",
            Refusal::Disturber { .. } => "disturber",
            Refusal::HandicapPass { .. } => "handicap-pass",
            Refusal::HandicapPlay { .. } => "handicap-play",
        }
    }

    /// The requirement (../shared/spec/requirements.md) that refuses the move.
    pub const fn requirement(&self) -> &'static str {
        match self {
            Refusal::GameOver { .. } => "M-5",
            Refusal::WrongPlayer { .. } => "M-1",
            Refusal::OffBoard { .. } => "B-1",
            Refusal::Occupied { .. } => "M-1",
            Refusal::Suicide { .. } => "M-3",
            Refusal::SingleStoneSuicide { .. } => "M-2",
            Refusal::Ko { .. } => "K-1",
            Refusal::Superko { .. } => "K-4",
            Refusal::HotStone { .. } => "K-2",
            Refusal::Disturber { .. } => "K-3",
            Refusal::HandicapPass { .. } | Refusal::HandicapPlay { .. } => "H-2",
        }
    }

    /// The point the refused play aimed at, if it was a board play.
    pub const fn point(&self) -> Option<Point> {
        match self {
            Refusal::GameOver { .. }
            | Refusal::WrongPlayer { .. }
            | Refusal::HandicapPlay { .. } => None,
            Refusal::OffBoard { point, .. }
            | Refusal::Occupied { point }
            | Refusal::Suicide { point, .. }
            | Refusal::SingleStoneSuicide { point }
            | Refusal::Ko { point, .. }
            | Refusal::Superko { point, .. }
            | Refusal::HotStone { point, .. }
            | Refusal::Disturber { point, .. }
            | Refusal::HandicapPass { point, .. } => Some(*point),
        }
    }
}

impl fmt::Display for Refusal {
    /// One plain sentence naming the rule.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Refusal::GameOver { end } => write!(f, "the game is over ({})", end.code()),
            Refusal::WrongPlayer { to_move } => {
                write!(f, "it is {}'s turn", if *to_move == Color::Black { "Black" } else { "White" })
            }
            Refusal::OffBoard { point, size } => write!(f, "{point} is not on the {size} board"),
            Refusal::Occupied { point } => write!(f, "{point} already holds a stone"),
            Refusal::Suicide { point, stones } => write!(
                f,
                "a play at {point} would leave its own string of {} without liberties, and this ruleset forbids suicide",
                stones.len()
            ),
            Refusal::SingleStoneSuicide { point } => write!(
                f,
                "a single stone at {point} would capture nothing and be removed at once: a play must change the position"
            ),
            Refusal::Ko { point, retakes } => write!(
                f,
                "ko: the stone at {retakes} has just captured a single stone and may not be captured back at once by {point}; play elsewhere first"
            ),
            Refusal::Superko { point, situational, .. } => write!(
                f,
                "a play at {point} would repeat an earlier {}",
                if *situational { "situation (position and player to move)" } else { "whole-board position" }
            ),
            Refusal::HotStone { point, hot } => {
                let names: Vec<String> = hot.iter().map(|h| h.point.to_string()).collect();
                write!(
                    f,
                    "fighting ko: {point} would at once remove the hot stone{} {}; play elsewhere (or pass) first",
                    if hot.len() > 1 { "s" } else { "" },
                    names.join(", ")
                )
            }
            Refusal::Disturber { point, ban } => write!(
                f,
                "disturbing ko: {} started a {}-move cycle with {point} in this very situation and may not continue the disturbance",
                if ban.color == Color::Black { "Black" } else { "White" },
                ban.cycle.length()
            ),
            Refusal::HandicapPass { point, left } => write!(
                f,
                "handicap moves: Black still makes {left} handicap board play{}, and White must pass meanwhile (an obligatory pass), so White may not play {point}",
                if *left == 1 { "" } else { "s" }
            ),
            Refusal::HandicapPlay { left } => write!(
                f,
                "handicap moves: Black still makes {left} handicap board play{} and may not pass until they are made",
                if *left == 1 { "" } else { "s" }
            ),
        }
    }
}

/// A refusal as data a UI can show without knowing the rules.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Explanation {
    /// The refusal's code, e.g. `hot-stone`.
    pub rule: &'static str,
    /// The requirement ID, e.g. `K-2`.
    pub requirement: &'static str,
    /// One plain sentence.
    pub text: String,
    /// The stones the rule is about: the hot stones, the suicidal string, the stone
    /// that would be retaken.
    pub stones: Vec<Point>,
    /// For the disturber rule: the cycle the disturber completed.
    pub cycle: Option<Cycle>,
    /// For the disturber rule: the history index of the situation in which the play is
    /// banned (it has recurred now); for superko, the earlier one the play recreates.
    pub situation: Option<usize>,
}

impl Refusal {
    pub fn explain(&self) -> Explanation {
        let (stones, cycle, situation) = match self {
            Refusal::Suicide { stones, .. } => (stones.clone(), None, None),
            Refusal::Ko { retakes, .. } => (vec![*retakes], None, None),
            Refusal::HotStone { hot, .. } => (hot.iter().map(|h| h.point).collect(), None, None),
            Refusal::Disturber { ban, .. } => {
                (Vec::new(), Some(ban.cycle.clone()), Some(ban.situation))
            }
            Refusal::Superko { earlier, .. } => (Vec::new(), None, Some(*earlier)),
            _ => (Vec::new(), None, None),
        };
        Explanation {
            rule: self.code(),
            requirement: self.requirement(),
            text: self.to_string(),
            stones,
            cycle,
            situation,
        }
    }
}
