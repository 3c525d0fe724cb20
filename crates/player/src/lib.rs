//! Hotstone's computer opponent: Monte Carlo tree search with RAVE over the rules crate,
//! with a light playout policy (take what the last move left in atari, save what it
//! put in atari, never fill an own eye).
//!
//! Pure: no clock, no I/O, no OS randomness. The caller passes a budget (`Settings`'
//! playouts and a `stop` closure that may read its own clock) and a seed; the same
//! position, settings and seed give the same move. Every move the player considers is
//! checked by `hotstone_rules::Game`, so it plays legally under every preset.

mod budget;
mod capture_race;
mod handicap;
mod level;
mod ownership;
mod policy;
mod search;

pub use budget::move_millis;
pub use handicap::handicap_points;
pub use level::{Level, LevelError};
pub use ownership::{area_margin, owner, settled_margin, suggest_dead, Ownership};
pub use policy::{answers, Line, Policy};
pub use search::{think, Analysis, Candidate, Decision, Settings};

/// A `stop` for `think` that never stops early: the settings' playouts are the budget.
pub fn no_stop(_playouts: u32) -> bool {
    false
}
