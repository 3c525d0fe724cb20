//! Sorting lists of strings (point letters, labels, values) by heapsort: the standard
//! library's stable sort compiles several KB of wasm for each element type, which the
//! npm package pays for `String` here alone (issue 15, docs/performance.md). Equal
//! strings are indistinguishable, so an unstable sort gives the same lists; heapsort
//! stays O(n log n) on any input.

/// Sorts `v` in ascending order.
pub(crate) fn sort(v: &mut [String]) {
    // Sifts `v[root]` down the heap `v[..end]`.
    fn sift(v: &mut [String], mut root: usize, end: usize) {
        loop {
            let mut child = 2 * root + 1;
            if child >= end {
                return;
            }
            if child + 1 < end && v[child] < v[child + 1] {
                child += 1;
            }
            if v[root] >= v[child] {
                return;
            }
            v.swap(root, child);
            root = child;
        }
    }
    let n = v.len();
    for root in (0..n / 2).rev() {
        sift(v, root, n);
    }
    for end in (1..n).rev() {
        v.swap(0, end);
        sift(v, 0, end);
    }
}

#[cfg(test)]
mod tests {
    use super::sort;

    #[test]
    fn sorts_as_the_standard_library_does() {
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
