//! A move (M-1): a board play or a pass, and how it is written.

use core::fmt;

use crate::point::{Point, PointError};

/// A move (M-1): a board play or a pass.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Move {
    /// A stone played on this point.
    Play(Point),
    /// A pass.
    Pass,
}

impl Move {
    /// Reads `pass` or a point name such as `C3`.
    #[cfg_attr(hotstone_size, optimize(size))]
    pub fn parse(text: &str) -> Result<Move, PointError> {
        if hotstone_text::trim(text).eq_ignore_ascii_case("pass") {
            Ok(Move::Pass)
        } else {
            Point::parse(text).map(Move::Play)
        }
    }
}

impl fmt::Display for Move {
    #[cfg_attr(hotstone_size, optimize(size))]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Play(p) => write!(f, "{p}"),
            Move::Pass => f.write_str("pass"),
        }
    }
}
