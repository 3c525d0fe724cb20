//! The ko rules, one file per rule (K-1..K-5).

pub(crate) mod basic;
pub(crate) mod cycle;
pub(crate) mod disturber;
pub(crate) mod hot_stones;
pub(crate) mod superko;

pub use basic::BasicKo;
pub use cycle::Cycle;
pub use disturber::{Ban, DisturbingKo};
pub use hot_stones::{HotKind, HotSet, HotStone};
