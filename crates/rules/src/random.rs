//! A small deterministic random source (xorshift64*) for seeded estimates, such as the
//! dead-stone suggestion. The rules crate reads no clock and no OS randomness: a caller
//! that wants variety passes a different seed.

/// xorshift64*: small, fast and deterministic; plenty for picking points.
#[derive(Debug, Clone)]
pub struct Xorshift(u64);

impl Xorshift {
    /// A generator started from `seed` (any seed, 0 too).
    pub fn new(seed: u64) -> Xorshift {
        // Never zero, and different seeds spread over the whole state.
        Xorshift(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }

    /// The next number.
    pub fn next_u64(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// A number in `0..n` (0 when `n` is 0).
    pub fn below(&mut self, n: usize) -> usize {
        (((self.next_u64() >> 32) * n as u64) >> 32) as usize
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_same_numbers_and_below_stays_below() {
        let (mut a, mut b) = (Xorshift::new(7), Xorshift::new(7));
        for _ in 0..100 {
            assert_eq!(a.next_u64(), b.next_u64());
        }
        assert!((0..100).all(|_| a.below(9) < 9));
        assert_ne!(Xorshift::new(1).next_u64(), Xorshift::new(2).next_u64());
        assert_eq!(Xorshift::new(3).below(0), 0);
    }
}
