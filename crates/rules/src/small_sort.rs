//! Sorting the short lists of Ing's hot stones (the kos around one play, the hot
//! stones it leaves) by insertion: the standard library's sort compiles about 8 KB of
//! wasm per element type and order, which the npm package pays for each one
//! (docs/performance.md); these lists hold a handful of items.

/// Sorts `v` by `less`, stably: equal items keep their order.
pub(crate) fn sort_by<T>(v: &mut [T], less: impl Fn(&T, &T) -> bool) {
    for i in 1..v.len() {
        let mut j = i;
        while j > 0 && less(&v[j], &v[j - 1]) {
            v.swap(j, j - 1);
            j -= 1;
        }
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
}
