//! Hotstone's rules of Go: a pure rules core with no I/O, no clock and no panics.
//! Every refusal is a typed value that names the rule behind it.

pub mod board;
pub mod color;
pub mod game;
mod history;
pub mod ko;
pub mod point;
pub mod refusal;
pub mod rules;
mod zobrist;

pub use board::{Board, PlayEffect, Preview};
pub use color::Color;
pub use game::{Action, Game, GameError, Move, Played, Setup, SetupError};
pub use ko::{Ban, BasicKo, Cycle, DisturbingKo, HotKind, HotSet, HotStone};
pub use point::{BoardSize, Point, PointError, SizeError};
pub use refusal::{End, Explanation, Refusal};
pub use rules::{HandicapStyle, KoRule, Komi, Preset, Ruleset, Scoring, Suicide, UnknownRules};
