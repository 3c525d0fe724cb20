//! SGF's letter coordinates, read by the rules (`BoardSize::parse_sgf`) and by the SGF
//! reader (boards up to 52 lines, not square ones too).

/// The coordinate an SGF letter stands for: `a`..`z` 0..25, then `A`..`Z` 26..51 (`FF[4]`).
pub const fn sgf_coordinate(letter: u8) -> Option<u8> {
    match letter {
        b'a'..=b'z' => Some(letter - b'a'),
        b'A'..=b'Z' => Some(letter - b'A' + 26),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn small_letters_then_capitals() {
        assert_eq!(sgf_coordinate(b'a'), Some(0));
        assert_eq!(sgf_coordinate(b's'), Some(18));
        assert_eq!(sgf_coordinate(b'z'), Some(25));
        assert_eq!(sgf_coordinate(b'A'), Some(26));
        assert_eq!(sgf_coordinate(b'Z'), Some(51));
        assert_eq!(sgf_coordinate(b'1'), None);
    }
}
