//! SGF's lists of strings (point letters, labels, values) are sorted by the rules crate's
//! heapsort: the standard library's sort would compile several KB of wasm for `String`
//! alone, which the npm package pays for (issue 15, docs/performance.md). Equal strings
//! are indistinguishable, so an unstable sort gives the same lists.

pub(crate) use hotstone_rules::sort::sort;

#[cfg(test)]
mod tests {
    use super::sort;

    #[test]
    fn sorts_strings_as_the_standard_library_does() {
        let mut seed = 7u64;
        for n in 0..200 {
            let mut v: Vec<String> = (0..n)
                .map(|_| {
                    seed = seed
                        .wrapping_mul(6364136223846793005)
                        .wrapping_add(1442695040888963407);
                    let len = (seed >> 60) as usize % 4;
                    (0..len)
                        .map(|k| (b'a' + ((seed >> (8 * k + 8)) % 5) as u8) as char)
                        .collect()
                })
                .collect();
            let mut expected = v.clone();
            expected.sort();
            sort(&mut v);
            assert_eq!(v, expected);
        }
    }
}
