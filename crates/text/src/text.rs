//! The few string helpers the rules, the SGF reader and writer and the catalogue share,
//! compiled once: each crate's own `str::trim` or `[String]::join` was a copy of its
//! generic code in the wasm package (issue 15).

/// `str::trim`, compiled once: one copy of its Unicode whitespace search.
#[inline(never)]
#[cfg_attr(hotstone_size, optimize(size))]
pub fn trim(text: &str) -> &str {
    text.trim()
}

/// `parts` with `separator` between them, by a loop: `[String]::join`'s generic code is
/// about 1 KB of the wasm package.
pub fn joined(parts: &[String], separator: &str) -> String {
    let mut out = String::new();
    for (k, part) in parts.iter().enumerate() {
        if k > 0 {
            out.push_str(separator);
        }
        out.push_str(part);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn trims_and_joins_as_the_standard_library() {
        assert_eq!(trim("\u{3000} C3\t"), "C3");
        let parts = ["a".to_string(), "b".to_string(), "c".to_string()];
        assert_eq!(joined(&parts, "]["), parts.join("]["));
        assert_eq!(joined(&parts[..1], ", "), "a");
        assert_eq!(joined(&[], ", "), "");
    }
}
