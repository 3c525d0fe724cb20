//! SGF's real numbers (KM, TM, BL, WL, V) as text: exactly what `f64`'s `Display`
//! writes (`6.5`, `3600`, `-0`, `inf`, `NaN`, never an exponent), from ryu's shortest
//! digits. The standard library's float formatting (Grisu, Dragon, their tables) would
//! otherwise be linked into the wasm package for these values alone (issue 15,
//! docs/performance.md "Sizes").

/// `v` as `format!("{v}")` writes it. Written with loops and integers, not `format!`
/// and `parse` (0.5 KB less in the package).
pub fn real(v: f64) -> String {
    if v.is_nan() {
        return "NaN".to_string();
    }
    let mut out = String::new();
    if v.is_sign_negative() {
        out.push('-');
    }
    if v.is_infinite() {
        out.push_str("inf");
        return out;
    }
    // ryu writes the shortest digits that read back as `v` (`1.5`, `3600.0`, `1e16`,
    // `1.5e-7`): taken apart into an integer `d` and an exponent `k`, `v` = d * 10^k.
    let mut buffer = ryu::Buffer::new();
    let (mut d, mut k) = (0u64, 0i32);
    let (mut fraction, mut exponent, mut exp, mut exp_negative) = (false, false, 0i32, false);
    for b in buffer.format_finite(v.abs()).bytes() {
        match b {
            b'.' => fraction = true,
            b'e' => exponent = true,
            b'-' => exp_negative = true,
            b'0'..=b'9' if exponent => exp = exp * 10 + i32::from(b - b'0'),
            b'0'..=b'9' => {
                d = d * 10 + u64::from(b - b'0');
                k -= i32::from(fraction);
            }
            _ => {}
        }
    }
    k += if exp_negative { -exp } else { exp };
    if d == 0 {
        out.push('0');
        return out;
    }
    while d % 10 == 0 {
        d /= 10;
        k += 1;
    }
    // Where two shortest candidates are equally near, ryu takes the even one and std
    // the upper one (`1308548795726862.25` is `...862.3`); both read back as `v`.
    if d % 2 == 0 && halfway(v.abs(), d, k) {
        d += 1;
    }
    let digits = d.to_string();
    let point = digits.len() as i32 + k;
    if point <= 0 {
        out.push_str("0.");
        for _ in point..0 {
            out.push('0');
        }
        out.push_str(&digits);
    } else if k >= 0 {
        out.push_str(&digits);
        for _ in 0..k {
            out.push('0');
        }
    } else {
        let (whole, part) = digits.split_at(point as usize);
        out.push_str(whole);
        out.push('.');
        out.push_str(part);
    }
    out
}

/// Whether `v` (finite, positive) is exactly (d + 1/2) * 10^k, that is 2v = (2d+1) 2^k 5^k:
/// with v = m 2^e and m's odd part o = m / 2^t, when t + e + 1 = k and o = (2d+1) 5^k
/// (k >= 0) or o 5^-k = 2d+1 (k < 0). A product past u64 is past both sides.
fn halfway(v: f64, d: u64, k: i32) -> bool {
    let bits = v.to_bits();
    let (biased, fraction) = ((bits >> 52) as i32, bits & ((1 << 52) - 1));
    let (m, e) = if biased == 0 {
        (fraction, -1074)
    } else {
        (fraction | 1 << 52, biased - 1075)
    };
    let t = m.trailing_zeros() as i32;
    let (odd, twice) = (m >> t, d * 2 + 1);
    if t + e + 1 != k {
        return false;
    }
    let five = 5u64.checked_pow(k.unsigned_abs());
    if k >= 0 {
        five.and_then(|p| p.checked_mul(twice)) == Some(odd)
    } else {
        five.and_then(|p| p.checked_mul(odd)) == Some(twice)
    }
}

#[cfg(test)]
mod tests {
    use super::real;

    fn same(v: f64) {
        assert_eq!(real(v), format!("{v}"), "bits {:#x}", v.to_bits());
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
}
