//! Sorting without the standard library's sorts, which compile several KB of wasm for
//! each element type and order; the npm package paid for each one (issue 15,
//! docs/performance.md). Two sorts serve every list of the rules and of hotstone-sgf:
//! insertion, stable, for the short lists of Ing's hot stones (the kos around one play,
//! the hot stones it leaves), and heapsort for lists of any length whose equal items are
//! indistinguishable (points, strings), where an unstable sort gives the same list.

/// Sorts `v` by `less`, stably: equal items keep their order.
pub fn sort_by<T>(v: &mut [T], less: impl Fn(&T, &T) -> bool) {
    for i in 1..v.len() {
        let mut j = i;
        while j > 0 && less(&v[j], &v[j - 1]) {
            v.swap(j, j - 1);
            j -= 1;
        }
    }
}

/// Sorts `v` in ascending order by heapsort: O(n log n) on any input, in place, not
/// stable (for items whose equal values are indistinguishable).
pub fn sort<T: Ord>(v: &mut [T]) {
    // Sifts `v[root]` down the heap `v[..end]`.
    fn sift<T: Ord>(v: &mut [T], mut root: usize, end: usize) {
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
    use super::*;

    #[test]
    fn sorts_stably() {
        let mut v = [(3, 'a'), (1, 'b'), (3, 'c'), (0, 'd'), (1, 'e')];
        sort_by(&mut v, |a, b| a.0 < b.0);
        assert_eq!(v, [(0, 'd'), (1, 'b'), (1, 'e'), (3, 'a'), (3, 'c')]);
        let mut empty: [u32; 0] = [];
        sort_by(&mut empty, |a, b| a < b);
        let mut long: Vec<u32> = (0..300).rev().collect();
        sort_by(&mut long, |a, b| a < b);
        assert!(long.windows(2).all(|w| w[0] < w[1]));
    }

    #[test]
    fn heapsort_sorts_as_the_standard_library_does() {
        let mut seed = 7u64;
        for n in 0..300 {
            let mut v: Vec<u16> = (0..n)
                .map(|_| {
                    seed = seed
                        .wrapping_mul(6364136223846793005)
                        .wrapping_add(1442695040888963407);
                    (seed >> 55) as u16
                })
                .collect();
            let mut expected = v.clone();
            expected.sort();
            sort(&mut v);
            assert_eq!(v, expected, "{n} items");
        }
    }
}
