//! The two players (M-1: Black moves first).

use core::fmt;

/// A player, and the colour of that player's stones.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Color {
    Black,
    White,
}

impl Color {
    /// The other player.
    pub const fn opponent(self) -> Color {
        match self {
            Color::Black => Color::White,
            Color::White => Color::Black,
        }
    }

    /// The SGF letter, also used in the CLI's JSON: `B` or `W`.
    pub const fn letter(self) -> char {
        match self {
            Color::Black => 'B',
            Color::White => 'W',
        }
    }

    /// Reads `B`/`W` (either case) or the words `black`/`white`.
    #[cfg_attr(hotstone_size, optimize(size))]
    pub fn parse(s: &str) -> Option<Color> {
        match s.to_ascii_lowercase().as_str() {
            "b" | "black" => Some(Color::Black),
            "w" | "white" => Some(Color::White),
            _ => None,
        }
    }

    pub(crate) const fn index(self) -> usize {
        match self {
            Color::Black => 0,
            Color::White => 1,
        }
    }
}

impl fmt::Display for Color {
    #[cfg_attr(hotstone_size, optimize(size))]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn m1_black_and_white_alternate() {
        assert_eq!(Color::Black.opponent(), Color::White);
        assert_eq!(Color::White.opponent(), Color::Black);
        assert_eq!(Color::parse("b"), Some(Color::Black));
        assert_eq!(Color::parse("White"), Some(Color::White));
        assert_eq!(Color::parse("x"), None);
    }
}
