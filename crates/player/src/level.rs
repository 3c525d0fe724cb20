//! The levels, from "just learned the rules" to the strongest: how many playouts a move
//! gets, how much chance goes into the choice, and whether the player may resign.

use core::fmt;

use crate::search::Settings;

/// A playing level, 1 (easiest) to `Level::MAX` (strongest).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Level(u8);

/// A level outside 1..=`Level::MAX`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LevelError {
    pub level: i64,
}

impl fmt::Display for LevelError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "level {} does not exist: levels are 1 (easiest) to {}",
            self.level,
            Level::MAX
        )
    }
}

impl std::error::Error for LevelError {}

/// Per level: playouts per move, temperature of the choice, the margin aimed at once
/// the game is safely won (a share of the board's points; `None`: the most).
const TABLE: [(u32, f64, Option<f64>); 5] = [
    // Just learned the rules: a few hundred playouts, a move drawn among the good ones,
    // never cruel.
    (300, 1.0, Some(0.15)),
    (1_000, 0.5, Some(0.25)),
    (3_000, 0.0, None),
    (10_000, 0.0, None),
    // The strongest: as many as the caller's time allows (about a second per move).
    (1_000_000, 0.0, None),
];

impl Level {
    pub const MAX: u8 = TABLE.len() as u8;
    pub const EASIEST: Level = Level(1);
    pub const STRONGEST: Level = Level(Level::MAX);

    pub fn new(level: i64) -> Result<Level, LevelError> {
        if (1..=i64::from(Level::MAX)).contains(&level) {
            Ok(Level(level as u8))
        } else {
            Err(LevelError { level })
        }
    }

    pub const fn get(self) -> u8 {
        self.0
    }

    /// Every level, easiest first.
    pub fn all() -> impl Iterator<Item = Level> {
        (1..=Level::MAX).map(Level)
    }

    /// The most playouts a move gets at this level.
    pub fn playouts(self) -> u32 {
        TABLE[self.0 as usize - 1].0
    }

    /// The search settings of this level; beginners' levels (1 and 2) never resign.
    pub fn settings(self, seed: u64) -> Settings {
        let (playouts, temperature, target) = TABLE[self.0 as usize - 1];
        Settings {
            playouts,
            temperature,
            resign: self.0 > 2,
            target,
            seed,
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}
