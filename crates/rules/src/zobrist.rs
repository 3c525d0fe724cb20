//! Zobrist keys: one random 64-bit key per (point, colour), so a position's hash is the
//! XOR of its stones' keys, kept by the board move by move (a situation is that hash
//! and the player to move, compared as such). Keys are fixed, so hashes are stable
//! across runs.
//!
//! The keys are splitmix64's outputs from a fixed seed, the k-th key being
//! `mix(SEED + k * GAMMA)`. Natively they are a table built at compile time (a lookup
//! is 1.5 % fewer instructions per playout move than the two multiplications); in
//! WebAssembly they are computed when asked, because the table's 10 KB of random bytes
//! would cost every download 10 KB gzipped (issue 17, docs/performance.md).

use crate::Color;

const SEED: u64 = 0x486F_7473_746F_6E65; // "Hotstone"
const GAMMA: u64 = 0x9E37_79B9_7F4A_7C15;

/// splitmix64's output function.
const fn mix(z: u64) -> u64 {
    let z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    let z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The key of a stone of `color` at the point with linear index `index`, computed.
const fn key(index: usize, color: usize) -> u64 {
    let k = (2 * index + color + 1) as u64;
    mix(SEED.wrapping_add(k.wrapping_mul(GAMMA)))
}

/// Every point of the largest board, 25x25.
#[cfg(any(test, not(target_family = "wasm")))]
const POINTS: usize = 25 * 25;

#[cfg(not(target_family = "wasm"))]
static KEYS: [[u64; 2]; POINTS] = {
    let mut keys = [[0u64; 2]; POINTS];
    let mut i = 0;
    while i < POINTS {
        keys[i] = [key(i, 0), key(i, 1)];
        i += 1;
    }
    keys
};

/// The key of a stone of `color` at the point with linear index `index` (row * 25 + col
/// is not assumed: callers pass the board's own index, which is unique per size).
#[cfg(not(target_family = "wasm"))]
#[inline]
pub(crate) fn stone(index: usize, color: Color) -> u64 {
    KEYS[index][color.index()]
}

#[cfg(target_family = "wasm")]
#[inline]
pub(crate) fn stone(index: usize, color: Color) -> u64 {
    key(index, color.index())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The keys are exactly the table this module kept before (splitmix64 stepped from
    /// the seed, two keys per point), so every hash stays what it was.
    #[test]
    fn keys_are_splitmix64_from_the_seed() {
        let mut state = SEED;
        for i in 0..POINTS {
            for color in [Color::Black, Color::White] {
                state = state.wrapping_add(GAMMA);
                assert_eq!(stone(i, color), mix(state), "point {i} {color:?}");
                assert_eq!(key(i, color.index()), mix(state), "point {i} {color:?}");
            }
        }
    }

    #[test]
    fn keys_are_distinct_and_nonzero() {
        let mut all: Vec<u64> = (0..POINTS)
            .flat_map(|i| [stone(i, Color::Black), stone(i, Color::White)])
            .collect();
        assert!(all.iter().all(|&k| k != 0));
        all.sort_unstable();
        all.dedup();
        assert_eq!(all.len(), POINTS * 2);
    }
}
