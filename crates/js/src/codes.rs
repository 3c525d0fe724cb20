//! The fast path's numbers: 0 for a legal move, else the refusal's code as a small
//! number, so that `tryPlayXY` returns a number and creates no JavaScript value. The
//! numbers are part of the API (docs/js-api.md): new codes are only ever appended.

use hotstone_rules::{Refusal, RefusalKind};

/// The refusal kinds in number order: `KINDS[n - 1]` is the kind of number `n`. Written
/// out rather than taken from `RefusalKind::ALL`, so that a kind added to the rules
/// crate cannot renumber the ones callers already know.
pub const KINDS: [RefusalKind; 12] = [
    RefusalKind::GameOver,
    RefusalKind::WrongPlayer,
    RefusalKind::OffBoard,
    RefusalKind::Occupied,
    RefusalKind::Suicide,
    RefusalKind::SingleStoneSuicide,
    RefusalKind::Ko,
    RefusalKind::Superko,
    RefusalKind::HotStone,
    RefusalKind::Disturber,
    RefusalKind::HandicapPass,
    RefusalKind::HandicapPlay,
];

/// The fast path's number for a move made while a declared free handicap waits to be
/// placed (H-1): not a refusal of the rules, so after theirs. `play()` throws for it.
pub const FREE_HANDICAP: u32 = KINDS.len() as u32 + 1;

/// The codes in number order (`refusalCodes()`).
pub fn codes() -> Vec<&'static str> {
    let mut codes = hotstone_report::each(&KINDS, |k| k.code());
    codes.push("free-handicap");
    codes
}

/// The number of a kind; 0 for one without a number.
pub fn kind_number(kind: RefusalKind) -> u32 {
    KINDS
        .iter()
        .position(|&k| k == kind)
        .map_or(0, |i| i as u32 + 1)
}

/// The number of a code; 0 for none.
pub fn number_of(code: &str) -> u32 {
    RefusalKind::from_code(code).map_or(0, kind_number)
}

/// The number of a refusal.
pub fn number(refusal: &Refusal) -> u32 {
    kind_number(refusal.kind())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_start_at_one_and_round_trip() {
        for (i, code) in codes().iter().take(KINDS.len()).enumerate() {
            assert_eq!(number_of(code), i as u32 + 1);
        }
        for kind in RefusalKind::ALL {
            assert_ne!(kind_number(kind), 0, "{kind:?} has a number");
        }
        assert_eq!(number_of("hot-stone"), 9);
        assert_eq!(codes()[FREE_HANDICAP as usize - 1], "free-handicap");
        assert_eq!(number_of("nonsense"), 0);
    }
}
