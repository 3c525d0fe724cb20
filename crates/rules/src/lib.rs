//! Hotstone's rules of Go: a pure rules core with no I/O, no clock and no panics.
//! Every refusal is a typed value that names the rule behind it.

pub mod board;
pub mod color;
pub mod count;
pub mod game;
pub mod grades;
pub mod handicap;
pub mod handicap_phase;
mod history;
pub mod ko;
pub mod nigiri;
mod playout;
pub mod point;
pub mod random;
pub mod refusal;
pub mod result;
pub mod rules;
mod zobrist;

pub use board::{Board, PlayEffect, Preview, Removal};
pub use color::Color;
pub use count::{
    count, Adjustments, CountError, DeadStones, FillIn, FillInStep, Method, Outcome, Prisoners,
    Score,
};
pub use game::{
    Action, Game, GameError, HandicapMove, IngHandicap, Move, Played, Setup, SetupError,
};
pub use handicap::{
    check_free_placement, fixed_handicap, fixed_placement, max_fixed_handicap, star_points,
    HandicapBonus, HandicapCompensation, HandicapError, HandicapPoint, PlacementName,
};
pub use handicap_phase::{HandicapKind, HandicapPhase, HandicapStep, StepKind};
pub use ko::{Ban, BasicKo, Cycle, DisturbingKo, HotKind, HotSet, HotStone};
pub use playout::{BareBoard, Engine, Playout, PlayoutEnd};
pub use point::{BoardSize, Point, PointError, SizeError};
pub use refusal::{End, Explanation, Refusal};
pub use result::GameResult;
pub use rules::{HandicapStyle, KoRule, Komi, Preset, Ruleset, Scoring, Suicide, UnknownRules};
