//! B-tree maps and sets built by inserting, and lists sorted by hotstone-text's two
//! sorts. The standard library's `collect` into a B-tree sorts its items first, and its
//! `sort` compiles a stable sort for each element type and order: about 3.5 KB of wasm
//! each, 16 of them in the app, nearly all from this crate (issue 17,
//! docs/performance.md). Tournaments are small, so inserting costs nothing that shows.

use std::collections::{BTreeMap, BTreeSet};

/// The map of `pairs`; of equal keys the last value stays, as with `collect`.
pub(crate) fn map<K: Ord, V>(pairs: impl IntoIterator<Item = (K, V)>) -> BTreeMap<K, V> {
    let mut map = BTreeMap::new();
    map.extend(pairs);
    map
}

/// The set of `items`.
pub(crate) fn set<T: Ord>(items: impl IntoIterator<Item = T>) -> BTreeSet<T> {
    let mut set = BTreeSet::new();
    set.extend(items);
    set
}

/// Sorts names (or anything whose equal values are indistinguishable) ascending.
pub(crate) use hotstone_text::sort;

/// Sorts `v` by `less`, stably: equal items keep their order.
pub(crate) use hotstone_text::sort_by;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_map_keeps_the_last_value_of_equal_keys_as_collect_does() {
        let pairs = [("b", 1), ("a", 2), ("b", 3)];
        assert_eq!(map(pairs), pairs.into_iter().collect::<BTreeMap<_, _>>());
        assert_eq!(map(pairs).get("b"), Some(&3));
        assert_eq!(
            set(["c", "a", "c"]).into_iter().collect::<Vec<_>>(),
            ["a", "c"]
        );
    }
}
