//! The ko rules, one file per rule (K-1..K-5).

pub(crate) mod basic;
pub(crate) mod cycle;
pub(crate) mod superko;

pub use basic::BasicKo;
pub use cycle::Cycle;
