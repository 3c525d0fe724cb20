//! Setup stones (SGF AB, AW, AE, PL): placed, not played; and handicap stones (H-1),
//! which are a setup the game remembers as a handicap.

use core::fmt;

use crate::point::{BoardSize, Point};
use crate::Color;

/// Setup stones (SGF AB, AW, AE, PL): placed, not played.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Setup {
    /// Points where black stones are set (SGF's AB).
    pub black: Vec<Point>,
    /// Points where white stones are set (AW).
    pub white: Vec<Point>,
    /// Points cleared (AE).
    pub empty: Vec<Point>,
    /// The player to move after it (PL), if it says.
    pub to_move: Option<Color>,
    /// These stones give the game a handicap of this many stones (H-1): placed before
    /// the first move and counted for White's handicap compensation (a record's HA).
    /// `None` for plain setup stones.
    pub handicap: Option<u32>,
}

/// Why a setup was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SetupError {
    /// A point is not on the board.
    OffBoard {
        /// The point.
        point: Point,
        /// The board's size.
        size: BoardSize,
    },
    /// The same point is given two contents.
    Twice {
        /// The point set twice.
        point: Point,
    },
    /// The setup leaves a string without liberties (listed by one stone each).
    NoLiberties {
        /// One stone of each string without liberties.
        strings: Vec<Point>,
    },
    /// The game has ended.
    GameOver,
}

impl fmt::Display for SetupError {
    #[cfg_attr(hotstone_size, optimize(size))]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::OffBoard { point, size } => {
                write!(f, "setup point {point} is not on the {size} board")
            }
            SetupError::Twice { point } => write!(f, "setup gives point {point} two contents"),
            SetupError::NoLiberties { strings } => {
                write!(
                    f,
                    "setup leaves the string at {} without liberties",
                    crate::point::joined(strings.iter().map(Point::to_string))
                )
            }
            SetupError::GameOver => write!(f, "the game is over"),
        }
    }
}

impl std::error::Error for SetupError {}
