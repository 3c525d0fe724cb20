//! Decimal numbers as Rust writes floats (`6.5`, `-0.5`, `+7`, `.5`, `65e-1`, `inf`,
//! `NaN`), taken apart exactly: komi (`Komi::parse`, C-4) and SGF's reals (KM, TM, BL,
//! WL, V; hotstone-sgf) are read through it, without the standard library's float
//! parsing, whose code and table of powers of five the wasm package would otherwise
//! carry (issue 15, docs/performance.md "Sizes").

/// A real as written: its sign, its significant digits (no leading or trailing zeros;
/// none for zero) and the power of ten they are scaled by; or infinity, or NaN.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Decimal {
    /// A finite number: `digits` scaled by ten to the power `-scale`.
    Number {
        /// Whether it is below zero.
        negative: bool,
        /// The significant digits, without leading zeros (empty for zero).
        digits: String,
        /// The power of ten the digits are divided by.
        scale: i64,
    },
    /// Plus or minus infinity.
    Infinite {
        /// Whether it is minus infinity.
        negative: bool,
    },
    /// Not a number.
    NaN,
}

/// The powers of ten that are exact doubles.
const POWERS: [f64; 23] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16,
    1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
];

/// `text` split around its first byte among `marks` (ASCII), which is dropped. Bytes, not
/// `str`'s pattern searchers, whose generic code this crate's opt-level makes large in
/// the npm package (issue 15): an ASCII byte is never part of a multi-byte character.
#[cfg_attr(hotstone_size, optimize(size))]
fn split_at<'a>(text: &'a str, marks: &[u8]) -> Option<(&'a str, &'a str)> {
    let at = text.bytes().position(|b| marks.contains(&b))?;
    Some((&text[..at], &text[at + 1..]))
}

impl Decimal {
    /// Reads `text` if it is in Rust's float syntax (no whitespace), else `None`.
    #[cfg_attr(hotstone_size, optimize(size))]
    pub fn parse(text: &str) -> Option<Decimal> {
        let (negative, rest) = match text.as_bytes().first() {
            Some(b'-') => (true, &text[1..]),
            Some(b'+') => (false, &text[1..]),
            _ => (false, text),
        };
        if rest.eq_ignore_ascii_case("inf") || rest.eq_ignore_ascii_case("infinity") {
            return Some(Decimal::Infinite { negative });
        }
        if rest.eq_ignore_ascii_case("nan") {
            return Some(Decimal::NaN);
        }
        let (number, exponent) = match split_at(rest, b"eE") {
            Some((number, exponent)) => (number, Some(exponent)),
            None => (rest, None),
        };
        let (whole, fraction) = split_at(number, b".").unwrap_or((number, ""));
        let all_digits = |s: &str| s.bytes().all(|b| b.is_ascii_digit());
        if whole.is_empty() && fraction.is_empty() || !all_digits(whole) || !all_digits(fraction) {
            return None;
        }
        let mut scale = match exponent {
            None => 0,
            Some(e) => {
                let magnitude = match e.as_bytes().first() {
                    Some(b'+' | b'-') => &e[1..],
                    _ => e,
                };
                if magnitude.is_empty() || !all_digits(magnitude) {
                    return None;
                }
                // Saturating: past a billion, any exponent means infinity or zero.
                let n = magnitude.bytes().fold(0i64, |n, b| {
                    (n * 10 + i64::from(b - b'0')).min(1_000_000_000)
                });
                if e.starts_with('-') {
                    -n
                } else {
                    n
                }
            }
        };
        scale -= fraction.len() as i64;
        // Two pushes rather than `concat`, whose generic join this crate's opt-level
        // makes 2 KB of the npm package (issue 15).
        let mut joined = String::with_capacity(whole.len() + fraction.len());
        joined.push_str(whole);
        joined.push_str(fraction);
        // The zeros counted as bytes too (`split_at`).
        let significant = &joined[joined.bytes().take_while(|&b| b == b'0').count()..];
        let trailing = significant.bytes().rev().take_while(|&b| b == b'0').count();
        let digits = &significant[..significant.len() - trailing];
        scale += (significant.len() - digits.len()) as i64;
        Some(Decimal::Number {
            negative,
            digits: digits.to_string(),
            scale,
        })
    }

    /// The double the decimal means, when it is exact to compute without float parsing:
    /// zero (or less than 10^-324, which rounds to zero), or at most 2^53 scaled by a
    /// power of ten up to 10^22 (Clinger's fast path: both are exact doubles, so one
    /// multiplication or division rounds once, correctly). `None` otherwise, and for
    /// infinity and NaN.
    #[cfg_attr(hotstone_size, optimize(size))]
    pub fn exact(&self) -> Option<f64> {
        let Decimal::Number {
            negative,
            digits,
            scale,
        } = self
        else {
            return None;
        };
        let sign = |v: f64| if *negative { -v } else { v };
        // Zero, or below half the smallest double: zero.
        if digits.is_empty() || digits.len() as i64 + scale <= -324 {
            return Some(sign(0.0));
        }
        if digits.len() > 16 {
            return None;
        }
        let mut mantissa = digits
            .bytes()
            .fold(0u64, |n, b| n * 10 + u64::from(b - b'0'));
        let mut scale = *scale;
        // 1e25 is 1000 * 10^22: an integer part that stays exact moves into the mantissa.
        while scale > 22 && mantissa <= (1 << 53) / 10 {
            mantissa *= 10;
            scale -= 1;
        }
        if mantissa > 1 << 53 || scale.abs() > 22 {
            return None;
        }
        let power = POWERS[scale.unsigned_abs() as usize];
        let v = mantissa as f64;
        Some(sign(if scale < 0 { v / power } else { v * power }))
    }
}
