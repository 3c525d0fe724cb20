//! Zobrist keys: one random 64-bit key per (point, colour), so a position's hash is the
//! XOR of its stones' keys, kept by the board move by move (a situation is that hash
//! and the player to move, compared as such). Keys are fixed at compile time, so hashes
//! are stable across runs.

use crate::Color;

const POINTS: usize = 25 * 25;

const fn splitmix64(state: u64) -> (u64, u64) {
    let next = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = next;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    (next, z ^ (z >> 31))
}

const fn table() -> [[u64; 2]; POINTS] {
    let mut keys = [[0u64; 2]; POINTS];
    let mut state = 0x486F_7473_746F_6E65; // "Hotstone"
    let mut i = 0;
    while i < POINTS {
        let (s, a) = splitmix64(state);
        let (s, b) = splitmix64(s);
        keys[i] = [a, b];
        state = s;
        i += 1;
    }
    keys
}

static KEYS: [[u64; 2]; POINTS] = table();

/// The key of a stone of `color` at the point with linear index `index` (row * 25 + col
/// is not assumed: callers pass the board's own index, which is unique per size).
pub(crate) fn stone(index: usize, color: Color) -> u64 {
    KEYS[index][color.index()]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_are_distinct_and_nonzero() {
        let mut all: Vec<u64> = KEYS.iter().flatten().copied().collect();
        assert!(all.iter().all(|&k| k != 0));
        all.sort_unstable();
        all.dedup();
        assert_eq!(all.len(), POINTS * 2);
    }
}
