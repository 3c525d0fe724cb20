//! Why a move was refused. Each refusal names its rule with a stable kebab-case code and
//! the requirement behind it, and carries the points a UI needs to show it.

use core::fmt;

use crate::ko::{Ban, Cycle, HotStone};
use crate::point::{BoardSize, Point};
use crate::{Color, TimeReason};

/// How a game has ended (or stopped, under Ing, until a dispute resumes it).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum End {
    /// Two consecutive passes (M-5, E-1).
    TwoPasses,
    /// The given player resigned (M-4, E-2).
    Resignation {
        /// The player who resigned.
        loser: Color,
    },
    /// A situation occurred for the third time under the basic ko rule (K-5, E-5).
    NoResult,
    /// The given player lost on time (T-5, E-2), for the reason given.
    Time {
        /// The player whose time ran out.
        loser: Color,
        /// Why the time counts as lost.
        reason: TimeReason,
    },
    /// Capture Go (L-4): the winner's captured stones reached the goal with this move.
    Captures {
        /// The player whose captures reached the goal.
        winner: Color,
    },
}

impl End {
    /// The stable code used in the CLI's JSON.
    pub const fn code(self) -> &'static str {
        match self {
            End::TwoPasses => "two-passes",
            End::Resignation { .. } => "resignation",
            End::NoResult => "no-result",
            End::Time { .. } => "time",
            End::Captures { .. } => "captures",
        }
    }
}

/// A refused move. The game is unchanged and the same player is still to move.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    /// The game has ended.
    GameOver {
        /// How the game ended.
        end: End,
    },
    /// It is the other player's turn.
    WrongPlayer {
        /// The player whose turn it is.
        to_move: Color,
    },
    /// The point is not on this board.
    OffBoard {
        /// The point played.
        point: Point,
        /// The board's size.
        size: BoardSize,
    },
    /// The point already holds a stone.
    Occupied {
        /// The occupied point.
        point: Point,
    },
    /// The play would remove its own string, and the ruleset forbids that.
    Suicide {
        /// The point played.
        point: Point,
        /// The stones of the string it would remove, sorted.
        stones: Vec<Point>,
    },
    /// A single stone that captures nothing would remove itself, leaving the position
    /// unchanged (M-2, Ing rule 1).
    SingleStoneSuicide {
        /// The point played.
        point: Point,
    },
    /// The basic ko (K-1): the single stone at `retakes` just captured a single stone
    /// and may not be captured back at once.
    Ko {
        /// The point played.
        point: Point,
        /// The stone that just captured and may not be captured back at once.
        retakes: Point,
    },
    /// The play would recreate the position (or situation) after action `earlier`
    /// (0 = the start) (K-4).
    Superko {
        /// The point played.
        point: Point,
        /// The action after which the position stood (0 = the start).
        earlier: usize,
        /// Whether the situation (the position and the player to move) repeats, not only the position.
        situational: bool,
    },
    /// Ing's fighting ko (K-2): the play would at once remove the hot stones listed.
    HotStone {
        /// The point played.
        point: Point,
        /// The hot stones it would remove.
        hot: Vec<HotStone>,
    },
    /// Ing's disturbing ko (K-3): the disturber may not continue the disturbance.
    Disturber {
        /// The point played.
        point: Point,
        /// The ban on the disturber.
        ban: Box<Ban>,
    },
    /// Ing handicap moves (H-2): while Black makes the handicap board plays, White's
    /// moves are obligatory passes. `left` is how many handicap plays Black still owes.
    HandicapPass {
        /// The point White played.
        point: Point,
        /// How many handicap plays Black still owes.
        left: u32,
    },
    /// Ing handicap moves (H-2): Black's handicap moves are board plays, not passes.
    HandicapPlay {
        /// How many handicap plays Black still owes.
        left: u32,
    },
}

/// The rule behind a refusal, without its details: what a UI names, counts or
/// translates. Every [`Refusal`] has exactly one kind.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum RefusalKind {
    /// [`Refusal::GameOver`].
    GameOver,
    /// [`Refusal::WrongPlayer`].
    WrongPlayer,
    /// [`Refusal::OffBoard`].
    OffBoard,
    /// [`Refusal::Occupied`].
    Occupied,
    /// [`Refusal::Suicide`].
    Suicide,
    /// [`Refusal::SingleStoneSuicide`].
    SingleStoneSuicide,
    /// [`Refusal::Ko`].
    Ko,
    /// [`Refusal::Superko`].
    Superko,
    /// [`Refusal::HotStone`].
    HotStone,
    /// [`Refusal::Disturber`].
    Disturber,
    /// [`Refusal::HandicapPass`].
    HandicapPass,
    /// [`Refusal::HandicapPlay`].
    HandicapPlay,
}

impl RefusalKind {
    /// Every kind, in the order of the enum.
    pub const ALL: [RefusalKind; 12] = [
        RefusalKind::GameOver,
        RefusalKind::WrongPlayer,
        RefusalKind::OffBoard,
        RefusalKind::Occupied,
        RefusalKind::Suicide,
        RefusalKind::SingleStoneSuicide,
        RefusalKind::Ko,
        RefusalKind::Superko,
        RefusalKind::HotStone,
        RefusalKind::Disturber,
        RefusalKind::HandicapPass,
        RefusalKind::HandicapPlay,
    ];

    /// The stable kebab-case code (the CLI's JSON, the page's `data-forbidden`).
    pub const fn code(self) -> &'static str {
        match self {
            RefusalKind::GameOver => "game-over",
            RefusalKind::WrongPlayer => "wrong-player",
            RefusalKind::OffBoard => "off-board",
            RefusalKind::Occupied => "occupied",
            RefusalKind::Suicide => "suicide",
            RefusalKind::SingleStoneSuicide => "single-stone-suicide",
            RefusalKind::Ko => "ko",
            RefusalKind::Superko => "superko",
            RefusalKind::HotStone => "hot-stone",
            RefusalKind::Disturber => "disturber",
            RefusalKind::HandicapPass => "handicap-pass",
            RefusalKind::HandicapPlay => "handicap-play",
        }
    }

    /// The kind with this code, if any.
    #[cfg_attr(hotstone_size, optimize(size))]
    pub fn from_code(code: &str) -> Option<RefusalKind> {
        RefusalKind::ALL.into_iter().find(|k| k.code() == code)
    }

    /// The requirement (../shared/spec/requirements.md) that refuses the move.
    pub const fn requirement(self) -> &'static str {
        match self {
            RefusalKind::GameOver => "M-5",
            RefusalKind::WrongPlayer => "M-1",
            RefusalKind::OffBoard => "B-1",
            RefusalKind::Occupied => "M-1",
            RefusalKind::Suicide => "M-3",
            RefusalKind::SingleStoneSuicide => "M-2",
            RefusalKind::Ko => "K-1",
            RefusalKind::Superko => "K-4",
            RefusalKind::HotStone => "K-2",
            RefusalKind::Disturber => "K-3",
            RefusalKind::HandicapPass | RefusalKind::HandicapPlay => "H-2",
        }
    }
}

impl From<&Refusal> for RefusalKind {
    #[cfg_attr(hotstone_size, optimize(size))]
    fn from(r: &Refusal) -> RefusalKind {
        r.kind()
    }
}

impl Refusal {
    /// The rule behind the refusal.
    pub const fn kind(&self) -> RefusalKind {
        match self {
            Refusal::GameOver { .. } => RefusalKind::GameOver,
            Refusal::WrongPlayer { .. } => RefusalKind::WrongPlayer,
            Refusal::OffBoard { .. } => RefusalKind::OffBoard,
            Refusal::Occupied { .. } => RefusalKind::Occupied,
            Refusal::Suicide { .. } => RefusalKind::Suicide,
            Refusal::SingleStoneSuicide { .. } => RefusalKind::SingleStoneSuicide,
            Refusal::Ko { .. } => RefusalKind::Ko,
            Refusal::Superko { .. } => RefusalKind::Superko,
            Refusal::HotStone { .. } => RefusalKind::HotStone,
            Refusal::Disturber { .. } => RefusalKind::Disturber,
            Refusal::HandicapPass { .. } => RefusalKind::HandicapPass,
            Refusal::HandicapPlay { .. } => RefusalKind::HandicapPlay,
        }
    }

    /// The stable kebab-case code.
    pub const fn code(&self) -> &'static str {
        self.kind().code()
    }

    /// The requirement (../shared/spec/requirements.md) that refuses the move.
    pub const fn requirement(&self) -> &'static str {
        self.kind().requirement()
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
    #[cfg_attr(hotstone_size, optimize(size))]
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
    #[cfg_attr(hotstone_size, optimize(size))]
    /// What a UI shows of the refusal: the stones, the cycle and the situation it is about.
    pub fn explain(&self) -> Explanation {
        let (cycle, situation) = match self {
            Refusal::Disturber { ban, .. } => (Some(ban.cycle.clone()), Some(ban.situation)),
            Refusal::Superko { earlier, .. } => (None, Some(*earlier)),
            _ => (None, None),
        };
        Explanation {
            rule: self.code(),
            requirement: self.requirement(),
            text: self.to_string(),
            stones: self.stones(),
            cycle,
            situation,
        }
    }

    /// The stones the rule is about (`Explanation::stones`), without the sentence: the
    /// npm package says it in the caller's language, and building the English one only
    /// to drop it kept this `Display` and its text in the wasm (issue 15).
    #[cfg_attr(hotstone_size, optimize(size))]
    pub fn stones(&self) -> Vec<Point> {
        match self {
            Refusal::Suicide { stones, .. } => stones.clone(),
            Refusal::Ko { retakes, .. } => vec![*retakes],
            Refusal::HotStone { hot, .. } => hot.iter().map(|h| h.point).collect(),
            _ => Vec::new(),
        }
    }
}
