//! Exact points. Shared places give fractions (three tied first at a table of four get
//! (5+3+2)/3 = 10/3 each, X-9) and relative shares are quotients: comparing them
//! as floats could split a tie that is exact, so every tournament number is a fraction.

use core::fmt;
use core::ops::{Add, AddAssign, Div, Mul};

use num_rational::Ratio;
use num_traits::Zero;
use serde::{Serialize, Serializer};

/// An exact, non-negative tournament number: wins, board points, shares.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct Points(Ratio<i128>);

impl Points {
    pub const ZERO: Points = Points(Ratio::new_raw(0, 1));

    pub fn whole(n: i64) -> Points {
        Points(Ratio::from_integer(i128::from(n)))
    }

    /// `numer / denom`; a zero denominator gives zero (an empty table has no shares).
    pub fn fraction(numer: i64, denom: i64) -> Points {
        if denom == 0 {
            Points::ZERO
        } else {
            Points(Ratio::new(i128::from(numer), i128::from(denom)))
        }
    }

    pub fn half() -> Points {
        Points::fraction(1, 2)
    }

    pub fn numer(self) -> i128 {
        *self.0.numer()
    }

    pub fn denom(self) -> i128 {
        *self.0.denom()
    }

    pub fn is_zero(self) -> bool {
        self.0.is_zero()
    }

    /// The exact value as text: `4`, `1/2`, `10/3`.
    pub fn exact(self) -> String {
        if self.denom() == 1 {
            self.numer().to_string()
        } else {
            format!("{}/{}", self.numer(), self.denom())
        }
    }

    /// Whole numbers as they are, fractions rounded to at most `places` decimals
    /// (`3.333333`, half away from zero): for spreadsheets, which would misread `10/3` as a date.
    /// Worked out from the fraction itself, so no float rounds it twice (and the app
    /// links no float formatting, issue 17).
    pub fn decimal(self, places: usize) -> String {
        // Ratio keeps the denominator positive; the sign is the numerator's.
        let (n, d) = (self.numer(), self.denom());
        let sign = if n < 0 { "-" } else { "" };
        let scale = u32::try_from(places)
            .ok()
            .and_then(|p| 10i128.checked_pow(p));
        let scaled = scale.and_then(|s| Some((n.checked_abs()?.checked_mul(2 * s)? + d) / (2 * d)));
        match (d, scale, scaled) {
            (1, _, _) => n.to_string(),
            (_, Some(scale), Some(scaled)) => {
                let text = format!("{sign}{}.{:0places$}", scaled / scale, scaled % scale);
                text.trim_end_matches('0').trim_end_matches('.').to_string()
            }
            // Beyond i128: the exact fraction says it all the same.
            _ => self.exact(),
        }
    }
}

/// Whole numbers as they are; fractions to three decimals (`3.333`), for tables.
impl fmt::Display for Points {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.decimal(3))
    }
}

/// Serialised as the exact text, so that JSON readers lose nothing.
impl Serialize for Points {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.exact())
    }
}

impl Add for Points {
    type Output = Points;
    fn add(self, other: Points) -> Points {
        Points(self.0 + other.0)
    }
}

impl AddAssign for Points {
    fn add_assign(&mut self, other: Points) {
        self.0 += other.0;
    }
}

impl Mul<i64> for Points {
    type Output = Points;
    fn mul(self, k: i64) -> Points {
        Points(self.0 * i128::from(k))
    }
}

impl Div<i64> for Points {
    type Output = Points;
    fn div(self, k: i64) -> Points {
        if k == 0 {
            Points::ZERO
        } else {
            Points(self.0 / i128::from(k))
        }
    }
}

impl core::iter::Sum for Points {
    fn sum<I: Iterator<Item = Points>>(iter: I) -> Points {
        iter.fold(Points::ZERO, Add::add)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn x9_shared_first_place_is_four() {
        assert_eq!((Points::whole(5) + Points::whole(3)) / 2, Points::whole(4));
    }

    #[test]
    fn fractions_print_exact_and_short() {
        let third = Points::fraction(10, 3);
        assert_eq!(third.exact(), "10/3");
        assert_eq!(third.to_string(), "3.333");
        assert_eq!(Points::half().to_string(), "0.5");
        assert_eq!(Points::whole(7).to_string(), "7");
        assert_eq!(Points::fraction(2, 3).to_string(), "0.667");
        assert_eq!(Points::fraction(1, 8).decimal(2), "0.13");
        assert_eq!(Points::fraction(1, 8).decimal(3), "0.125");
        assert_eq!(Points::fraction(10, 3).decimal(6), "3.333333");
        assert_eq!(Points::fraction(1, 1000).decimal(2), "0");
        assert_eq!(Points::fraction(1, 3).decimal(60), "1/3");
        // Not a tournament's, but said right all the same: half away from zero.
        assert_eq!(Points::fraction(-10, 3).decimal(3), "-3.333");
        assert_eq!(Points::fraction(-1, 8).decimal(2), "-0.13");
        assert_eq!(Points::fraction(1, -8).decimal(2), "-0.13");
        assert_eq!(serde_json::to_string(&third).unwrap(), "\"10/3\"");
    }

    #[test]
    fn equal_fractions_compare_equal() {
        assert_eq!(
            Points::fraction(1, 3) + Points::fraction(1, 6),
            Points::half()
        );
    }
}
