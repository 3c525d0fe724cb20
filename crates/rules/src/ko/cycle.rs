//! Recurring situations: a completed cycle is reported under every ko rule; under the
//! basic ko rule a third occurrence ends the game without result (K-5, 003 g), and
//! under Ing it names a disturber (K-3).

use crate::moves::Move;
use crate::point::Point;
use crate::Color;

/// The moves between two occurrences of the same situation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Cycle {
    /// History index of the earlier occurrence (0 = the start).
    pub from: usize,
    /// History index of this occurrence.
    pub to: usize,
    /// The moves that led from the one to the other, in order.
    pub moves: Vec<(Color, Move)>,
    /// How many times the situation has now occurred (2 on the first recurrence).
    pub occurrence: usize,
    /// History index of the situation in which the first board play was made.
    pub first_play_situation: usize,
}

impl Cycle {
    /// Number of moves in the cycle.
    pub fn length(&self) -> usize {
        self.moves.len()
    }

    /// The first board play of the cycle: its player started the repetition.
    pub fn first_board_play(&self) -> Option<(Color, Point)> {
        self.moves.iter().find_map(|&(c, m)| match m {
            Move::Play(p) => Some((c, p)),
            Move::Pass => None,
        })
    }
}
