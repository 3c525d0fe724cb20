//! The fast path's numbers: 0 for a legal move, else the refusal's code as a small
//! number, so that `tryPlayXY` returns a number and creates no JavaScript value. The
//! numbers are part of the API (docs/js-api.md): new codes are only ever appended.

use hotstone_rules::Refusal;

/// The refusal codes in number order: `CODES[n - 1]` is the code of number `n`.
pub const CODES: [&str; 12] = [
    "game-over",
    "wrong-player",
    "off-board",
    "occupied",
    "suicide",
    "single-stone-suicide",
    "ko",
    "superko",
    "hot-stone",
    "disturber",
    "handicap-pass",
    "handicap-play",
];

/// The number of a code; 0 for none.
pub fn number_of(code: &str) -> u32 {
    CODES
        .iter()
        .position(|&c| c == code)
        .map_or(0, |i| i as u32 + 1)
}

/// The number of a refusal (never 0).
pub fn number(refusal: &Refusal) -> u32 {
    number_of(refusal.code())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_start_at_one_and_round_trip() {
        for (i, code) in CODES.iter().enumerate() {
            assert_eq!(number_of(code), i as u32 + 1);
        }
        assert_eq!(number_of("hot-stone"), 9);
        assert_eq!(number_of("nonsense"), 0);
    }
}
