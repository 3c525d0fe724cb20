//! What a step asks that SGF has no property for: the private property `GOAL`
//! (docs/lessons.md), one value per node.

use core::fmt;

/// A step's goal beyond the answers SGF marks right (`TE`) or wrong (`BM`) (L-2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Goal {
    /// `GOAL[capture:N]`: the learner captures N stones, counted from this node on (M-3).
    /// With answers listed they say which moves; without, any legal move that captures
    /// N stones at once is right.
    Capture(u32),
    /// `GOAL[forbidden]`: the learner points at every empty point the side to move may
    /// not play, as the rules say (M-2, K-1..K-4); the move is never played.
    Forbidden,
    /// `GOAL[handicap:N]`: the learner gives Black N handicap stones as the lesson's rules
    /// give handicap: on the fixed points or anywhere before White's first move (H-1), or
    /// as N board plays with White's obligatory passes between them (H-2).
    Handicap(u32),
    /// `GOAL[result]`: the learner says who won and by how much, as the lesson's rules
    /// count this node's position with no dead stones (C-1, C-2, C-4, C-5).
    Result,
    /// `GOAL[number]`: the learner gives the number written in `ANSWER` (a count, a
    /// number of stones in a bowl).
    Number,
}

impl Goal {
    /// Reads a `GOAL` value; `None` for one the format does not have.
    pub fn parse(value: &str) -> Option<Goal> {
        let value = value.trim();
        let count = |rest: &str| rest.trim().parse::<u32>().ok().filter(|&n| n >= 1);
        if let Some(rest) = value.strip_prefix("capture:") {
            return count(rest).map(Goal::Capture);
        }
        if let Some(rest) = value.strip_prefix("handicap:") {
            return count(rest).filter(|&n| n >= 2).map(Goal::Handicap);
        }
        match value {
            "capture" => Some(Goal::Capture(1)),
            "forbidden" => Some(Goal::Forbidden),
            "result" => Some(Goal::Result),
            "number" => Some(Goal::Number),
            _ => None,
        }
    }

    /// Whether the learner answers with a move on the board (or a point), not a value.
    pub fn takes_a_point(self) -> bool {
        !matches!(self, Goal::Result | Goal::Number)
    }
}

impl fmt::Display for Goal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Goal::Capture(n) => write!(f, "capture:{n}"),
            Goal::Forbidden => f.write_str("forbidden"),
            Goal::Handicap(n) => write!(f, "handicap:{n}"),
            Goal::Result => f.write_str("result"),
            Goal::Number => f.write_str("number"),
        }
    }
}
