//! SGF's real numbers (KM, TM, BL, WL, V), read and written without floats: no float
//! parsing or formatting of the standard library's (`core::num::dec2flt` and its table
//! of powers of five, Grisu and Dragon and theirs) or of any crate's (ryu, 3.2 KB
//! gzipped) is linked into the wasm package for these values (issue 15, issue 35,
//! docs/performance.md "Sizes").
//!
//! Read: a value in Rust's float syntax (`[+-]digits[.digits][(e|E)[+-]digits]`, `inf`,
//! `infinity`, `nan` in any case), taken apart exactly as a decimal (`Decimal`), and
//! kept as that decimal (TM where it is exactly a double, `Decimal::exact`).
//!
//! Written: the decimal without an exponent (`plain`: `6.5`, `3600`, `-0`, `inf`,
//! `NaN`), which is what `f64`'s `Display` writes of the double it means wherever the
//! decimal has at most 15 significant digits (`decimal_text`); a kept real of more
//! digits stays as written.

use hotstone_rules::Decimal;

/// What `f64`'s `Display` writes of the double `decimal` means, when that is certain
/// without a float: zero (and what rounds to it), infinity and NaN, values of 10^309 and
/// more (infinity), and decimals of at most 15 significant digits among the normal
/// doubles (any such decimal reads and writes back as itself: 15 digits are the doubles'
/// decimal precision). `None` otherwise.
pub(crate) fn decimal_text(decimal: &Decimal) -> Option<String> {
    let (negative, digits, scale) = match decimal {
        Decimal::NaN | Decimal::Infinite { .. } => return Some(plain(decimal)),
        Decimal::Number {
            negative,
            digits,
            scale,
        } => (*negative, digits, *scale),
    };
    // Zero, or below half the smallest double: zero.
    if digits.is_empty() || digits.len() as i64 + scale <= -324 {
        return Some(signed(negative, "0"));
    }
    // The power of ten of the first digit.
    let order = digits.len() as i64 + scale - 1;
    if order >= 309 {
        return Some(signed(negative, "inf"));
    }
    if digits.len() <= 15 && (-307..=307).contains(&order) {
        return Some(plain(decimal));
    }
    None
}

/// `decimal` without an exponent: its sign, its digits, the point or the zeros its scale
/// puts (`0.0012`, `3600`, `6.5`, `-0`), `inf`, `NaN`.
pub(crate) fn plain(decimal: &Decimal) -> String {
    match decimal {
        Decimal::NaN => "NaN".to_string(),
        Decimal::Infinite { negative } => signed(*negative, "inf"),
        Decimal::Number {
            negative, digits, ..
        } if digits.is_empty() => signed(*negative, "0"),
        Decimal::Number {
            negative,
            digits,
            scale,
        } => {
            let mut out = signed(*negative, "");
            layout(&mut out, digits, *scale);
            out
        }
    }
}

fn signed(negative: bool, text: &str) -> String {
    let mut out = String::new();
    if negative {
        out.push('-');
    }
    out.push_str(text);
    out
}

/// Writes `digits` * 10^`k` without an exponent: `0.0012`, `3600`, `6.5`.
fn layout(out: &mut String, digits: &str, k: i64) {
    let point = digits.len() as i64 + k;
    if point <= 0 {
        out.push_str("0.");
        for _ in point..0 {
            out.push('0');
        }
        out.push_str(digits);
    } else if k >= 0 {
        out.push_str(digits);
        for _ in 0..k {
            out.push('0');
        }
    } else {
        let (whole, part) = digits.split_at(point as usize);
        out.push_str(whole);
        out.push('.');
        out.push_str(part);
    }
}

#[cfg(test)]
mod tests {
    use super::{decimal_text, plain};
    use hotstone_rules::Decimal;

    /// `v` as `Display` writes it (its shortest digits) is the decimal it reads as,
    /// written `plain`.
    fn same(v: f64) {
        let shown = format!("{v}");
        let read = Decimal::parse(&shown).unwrap_or_else(|| panic!("{shown}"));
        assert_eq!(plain(&read), shown, "bits {:#x}", v.to_bits());
    }

    #[test]
    fn as_display_writes_them() {
        for v in [
            0.0,
            -0.0,
            1.0,
            -1.0,
            6.5,
            -0.5,
            0.1,
            0.3,
            3600.0,
            1e15,
            1e16,
            1e17,
            1.5e300,
            f64::MAX,
            f64::MIN_POSITIVE,
            5e-324,
            1e-7,
            1.25e-5,
            123456.789,
            0.000123,
            f64::INFINITY,
            f64::NEG_INFINITY,
            f64::NAN,
            9007199254740993.0,
            2f64.powi(70),
        ] {
            same(v);
        }
    }

    /// Every exponent, random mantissas; and short decimals, what SGF files hold.
    #[test]
    fn as_display_writes_any_double() {
        let mut x: u64 = 0x9E37_79B9_7F4A_7C15;
        for _ in 0..200_000 {
            // splitmix64
            x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
            let mut z = x;
            z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            z ^= z >> 31;
            same(f64::from_bits(z));
            same((z % 100_000) as f64 / 100.0);
            same((z % 1_000_000_007) as f64);
            same(f64::from_bits(
                z & 0x800F_FFFF_FFFF_FFFF | 0x3FF0_0000_0000_0000,
            ));
        }
        for e in -1074..=1023 {
            same(2f64.powi(e));
            same(-(2f64.powi(e)));
        }
    }

    /// A small random number generator (splitmix64), for the tests below.
    struct Random(u64);

    impl Random {
        fn next(&mut self) -> u64 {
            self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
            let mut z = self.0;
            z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            z ^ (z >> 31)
        }

        fn below(&mut self, n: u64) -> u64 {
            self.next() % n
        }

        fn pick<'a>(&mut self, from: &[&'a str]) -> &'a str {
            from[self.below(from.len() as u64) as usize]
        }
    }

    /// A decimal as SGF files (and the fuzzer) write them: a sign, digits, a point, more
    /// digits, an exponent, each perhaps.
    fn decimal(r: &mut Random) -> String {
        let mut s = r.pick(&["", "", "", "-", "+"]).to_string();
        let digits = |r: &mut Random, n: u64| -> String {
            (0..r.below(n))
                .map(|_| char::from(b'0' + r.below(10) as u8))
                .collect()
        };
        s += &digits(r, 12);
        if r.below(2) == 0 {
            s.push('.');
            s += &digits(r, 12);
        }
        if r.below(3) == 0 {
            s += r.pick(&["e", "E"]);
            s += r.pick(&["", "-", "+"]);
            s += &(r.below(400)).to_string();
        }
        s
    }

    /// What reads as a real is what Rust's float syntax reads, nothing else.
    #[test]
    fn reads_what_rusts_float_syntax_reads() {
        for text in [
            "0",
            "-0",
            "+0",
            "6.5",
            ".5",
            "5.",
            "1e5",
            "1E5",
            "1e+5",
            "1e-5",
            "1.e5",
            "+.5",
            "inf",
            "-inf",
            "+Infinity",
            "INF",
            "nan",
            "NaN",
            "-nan",
            "",
            ".",
            "-",
            "+",
            "e5",
            ".e5",
            "1e",
            "1e+",
            "1e-",
            "--1",
            "+-1",
            "1.5.0",
            "6,5",
            "0x10",
            "1_0",
            " 1",
            "1 ",
            "infin",
            "infinityy",
            "nana",
            "1e5e5",
            "1e5.0",
            "\u{0665}",
            "1e999999999999999999",
        ] {
            assert_eq!(
                Decimal::parse(text).is_some(),
                text.parse::<f64>().is_ok(),
                "{text:?}"
            );
        }
        let mut r = Random(1);
        let alphabet = [
            "0", "1", "9", ".", "e", "E", "+", "-", "i", "n", "f", "a", " ",
        ];
        for _ in 0..100_000 {
            let text: String = (0..r.below(7)).map(|_| r.pick(&alphabet)).collect();
            assert_eq!(
                Decimal::parse(&text).is_some(),
                text.parse::<f64>().is_ok(),
                "{text:?}"
            );
        }
    }

    /// `exact` is the float std reads, where it gives one; `text` what `Display` writes
    /// of it. Checked on random decimals of every length and exponent, and on the edges.
    #[test]
    fn exact_and_text_agree_with_float_parsing() {
        let mut r = Random(2);
        let (mut exact, mut text) = (0, 0);
        let edges = [
            "9007199254740992",
            "9007199254740993",
            "0.1",
            "1e22",
            "1e23",
            "123e20",
            "1e-22",
            "1e-23",
            "1e-323",
            "1e-324",
            "3e-324",
            "1e308",
            "1e309",
            "-0.0",
            "0e999999999",
            "1e-999999999",
            "1e999999999",
            "1797693134862315e293",
            "2225073858507201e-323",
        ];
        let randoms = (0..100_000).map(|_| decimal(&mut r));
        for s in edges.iter().map(|e| e.to_string()).chain(randoms) {
            let Ok(v) = s.parse::<f64>() else {
                assert_eq!(Decimal::parse(&s), None, "{s:?}");
                continue;
            };
            let d = Decimal::parse(&s).unwrap_or_else(|| panic!("{s:?} not read"));
            if let Some(e) = d.exact() {
                assert_eq!(e.to_bits(), v.to_bits(), "{s:?}");
                exact += 1;
            }
            if let Some(t) = decimal_text(&d) {
                assert_eq!(t, format!("{v}"), "{s:?}");
                text += 1;
            }
        }
        // Most of them: the random decimals have up to 24 digits.
        assert!(exact > 50_000 && text > 66_000, "{exact} {text}");
    }
}
