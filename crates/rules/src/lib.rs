//! Hotstone's rules of Go: a pure rules core with no I/O, no clock and no panics.
//! Every refusal is a typed value that names the rule behind it.
//!
//! The modules are private; every public name is re-exported here, so each has one
//! path (`hotstone_rules::Game`, `hotstone_rules::count`).
//!
//! The npm package builds this crate at opt-level 2 for its playouts and fast path;
//! `--cfg hotstone_size` (its nightly build, scripts/env.sh `small_wasm --size-attrs`)
//! compiles what is off that path for size instead: the counts, the presets, the decimal
//! and point readers, setups, handicaps, undo and redo, Ing's hot stones
//! (`optimize(size)` on each function; 2.8 KB gzipped, docs/performance.md "Sizes").
//! Other builds ignore it.
#![cfg_attr(hotstone_size, feature(optimize_attribute))]
#![warn(missing_docs)]

mod adjudication;
mod board;
mod capture_go;
mod clock;
mod color;
mod count;
mod decimal;
mod game;
mod grades;
mod handicap;
mod handicap_phase;
mod history;
mod ko;
mod moves;
mod nigiri;
mod penalty;
mod playout;
mod point;
mod random;
mod refusal;
mod result;
mod rules;
mod setup;
mod zobrist;

pub use adjudication::{
    abnormal_end, adjudicate, at_move_limit, illegal_move, is_illegal_move,
    record_illegal_move_loses, record_verdict, same_result, AbnormalEnd, Adjudication, Claim,
    Referral, Stop, CRASH_LOSS_BELOW, MOVE_LIMIT, REPLAY_TIME,
};
pub use board::{Board, PlayEffect, Preview, Removal};
pub use capture_go::{more_captures, CaptureGoal, CaptureGoalError};
pub use clock::{
    ing_penalty, Clock, ClockError, ClockView, SideClock, Spent, Tenths, TimeControl, TimeLoss,
    TimeReason, TimeSystem,
};
pub use color::Color;
pub use count::{
    compare, count, merge, pass_alive, regions, supply, Adjustments, Agreement, Bowl, Column,
    Comparison, CountError, DeadError, DeadStones, Dispute, FillIn, FillInSide, FillInStep, Frame,
    FrameKind, Lineup, Method, Outcome, PassAlive, Place, Prisoners, Reason, Region, Score,
    Settlement, Side, SideCount,
};
pub use decimal::Decimal;
pub use game::{Action, Game, GameError, HandicapMove, IngHandicap, Played};
pub use grades::{advise, Advice, BlackTaker, Grade, GradeError, Player, Tier};
pub use handicap::{
    check_free_placement, fixed_handicap, fixed_placement, handicap_setup, max_fixed_handicap,
    star_points, HandicapBonus, HandicapCompensation, HandicapError, HandicapKind, HandicapPoint,
    PlacementName,
};
pub use handicap_phase::{HandicapPhase, HandicapStep, StepKind};
pub use ko::{Ban, BasicKo, Cycle, DisturbingKo, HotKind, HotSet, HotStone};
pub use moves::Move;
pub use nigiri::{draw as draw_nigiri, EmptyHand, Nigiri, NigiriColours, Parity, Randomness, Role};
pub use penalty::{Penalty, PenaltyReason};
pub use playout::{BareBoard, Engine, Playout, PlayoutEnd};
pub use point::{BoardSize, Point, PointError, SizeError};
pub use random::Xorshift;
pub use refusal::{End, Explanation, Refusal, RefusalKind};
pub use result::GameResult;
pub use rules::{
    HandicapStyle, KoRule, Komi, KomiError, Preset, Ruleset, Scoring, Suicide, UnknownRules,
};
pub use setup::{Setup, SetupError};
