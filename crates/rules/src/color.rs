//! The two players (M-1: Black moves first).

use core::fmt;

/// A player, and the colour of that player's stones.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Color {
    /// The player who moves first (without a handicap).
    Black,
    /// The second player.
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

    /// The player's name in the formats and the page: `black` or `white` (GTP's colour
    /// argument, the lesson format's `to-move`, the board's `data-stone`).
    pub const fn name(self) -> &'static str {
        match self {
            Color::Black => "black",
            Color::White => "white",
        }
    }

    /// Reads a name (`black`, `white`) in any case; not the letters (see `parse`).
    #[cfg_attr(hotstone_size, optimize(size))]
    pub fn from_name(s: &str) -> Option<Color> {
        [Color::Black, Color::White]
            .into_iter()
            .find(|c| s.eq_ignore_ascii_case(c.name()))
    }

    /// Reads `B`/`W` (either case) or the names `black`/`white`.
    #[cfg_attr(hotstone_size, optimize(size))]
    pub fn parse(s: &str) -> Option<Color> {
        let by_letter =
            |&c: &Color| matches!(s.as_bytes(), [b] if b.to_ascii_uppercase() == c.letter() as u8);
        [Color::Black, Color::White]
            .into_iter()
            .find(by_letter)
            .or_else(|| Color::from_name(s))
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
        assert_eq!(Color::parse("W"), Some(Color::White));
        assert_eq!(Color::parse("BLACK"), Some(Color::Black));
        assert_eq!(Color::parse("bl"), None);
        assert_eq!(Color::parse(""), None);
    }

    #[test]
    fn a_color_is_named_and_read_back_by_its_name() {
        for c in [Color::Black, Color::White] {
            assert_eq!(Color::from_name(c.name()), Some(c));
        }
        assert_eq!(Color::Black.name(), "black");
        assert_eq!(Color::White.name(), "white");
        assert_eq!(Color::from_name("WHITE"), Some(Color::White));
        assert_eq!(Color::from_name("Black"), Some(Color::Black));
        assert_eq!(Color::from_name("b"), None);
        assert_eq!(Color::from_name(" black"), None);
        assert_eq!(Color::from_name("schwarz"), None);
    }
}
