//! The seeded lot (X-8 round 1, X-6 Swiss draws): the seed is a value in the tournament
//! file, so the same file always gives the same seating. No clock, no OS randomness.

use rand_chacha::ChaCha8Rng;
use rand_core::{Rng, SeedableRng};

/// `items` shuffled by Fisher-Yates under the lot for `seed` and `round` (each round draws
/// afresh, yet reproducibly).
pub fn shuffled<T: Clone>(items: &[T], seed: u64, round: usize) -> Vec<T> {
    let mut rng =
        ChaCha8Rng::seed_from_u64(seed ^ (round as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15));
    let mut out = items.to_vec();
    for i in (1..out.len()).rev() {
        let j = below(&mut rng, i as u64 + 1) as usize;
        out.swap(i, j);
    }
    out
}

/// An unbiased number in `0..n` (rejection sampling), `n > 0`.
fn below(rng: &mut ChaCha8Rng, n: u64) -> u64 {
    let zone = u64::MAX - u64::MAX % n;
    loop {
        let x = rng.next_u64();
        if x < zone {
            return x % n;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn x8_same_seed_same_lot_other_seed_other_lot() {
        let names: Vec<u32> = (0..10).collect();
        assert_eq!(shuffled(&names, 7, 1), shuffled(&names, 7, 1));
        assert_ne!(shuffled(&names, 7, 1), shuffled(&names, 8, 1));
        let mut sorted = shuffled(&names, 7, 1);
        sorted.sort();
        assert_eq!(sorted, names);
    }
}
