//! The basic ko (K-1): a single stone that has just captured a single stone may not be
//! captured back at once.

use crate::board::{Board, Removal};
use crate::point::Point;

/// A basic ko the side to move may not retake yet.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BasicKo {
    /// Where the single stone was captured: the opponent may not play here now.
    pub point: Point,
    /// The single stone that captured it.
    pub retakes: Point,
}

/// The basic ko left by a board play at `played`, if any: it captured exactly one stone,
/// its own string is that one stone, and its only liberty is the point just emptied.
pub(crate) fn after_play(board: &Board, played: Point, removal: Removal) -> Option<BasicKo> {
    let captured = removal.single_capture()?;
    let lone = board.string_size(played) == 1
        && board.liberty_count(played) == 1
        && board.has_liberty(played, captured);
    lone.then_some(BasicKo {
        point: captured,
        retakes: played,
    })
}

/// The basic ko that forbids a play at `point` now: its immediate retake.
pub(crate) fn forbids(ko: Option<BasicKo>, point: Point) -> Option<BasicKo> {
    ko.filter(|ko| ko.point == point)
}
