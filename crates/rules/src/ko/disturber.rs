//! Ing's disturbing ko (K-3): when a situation recurs, the player who made the first
//! board play of the completed cycle is the disturber, and may never again make that
//! play in the situation it was made in. Each cycle bans one (situation, play) pair
//! for good; there are finitely many, so every Ing game ends, always with a result.

use super::cycle::Cycle;
use crate::point::Point;
use crate::Color;

/// A play the disturber may never make again in one situation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Ban {
    /// The disturber.
    pub color: Color,
    /// The banned play.
    pub point: Point,
    /// History index of the first occurrence of the situation the play was made in
    /// (0 = the start); the ban holds whenever that situation recurs.
    pub situation: usize,
    /// The cycle that completed and made the ban.
    pub cycle: Cycle,
}

impl Ban {
    /// The requirement ID of the rule behind the ban (K-3).
    pub const fn requirement(&self) -> &'static str {
        "K-3"
    }
}

/// The state of disturbing ko at a moment of the game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DisturbingKo<'a> {
    /// Every completed cycle, in order.
    pub cycles: &'a [Cycle],
    /// Every ban in force, in the order the cycles made them.
    pub bans: &'a [Ban],
    /// The bans that forbid a play to the side to move right now.
    pub banned_now: Vec<&'a Ban>,
}
