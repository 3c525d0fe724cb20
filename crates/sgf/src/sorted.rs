//! Sets and maps kept as one sorted vector, for what a node holds: its setup's points and
//! its markup, a few items each (at most the board's 625 points, or pairs of them). They
//! iterate in ascending order as `BTreeSet` and `BTreeMap` do and print as they do
//! (`{..}`), but each is one `Vec` instead of a B-tree: the npm package compiled the
//! B-tree's code once for each of the tree's element types (about 14 KB raw of wasm;
//! issue 15, docs/performance.md).

use core::fmt;

/// A set in ascending order without duplicates.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct SortedSet<T>(Vec<T>);

impl<T> SortedSet<T> {
    /// An empty set.
    pub const fn new() -> Self {
        SortedSet(Vec::new())
    }

    /// The items in ascending order.
    pub fn iter(&self) -> core::slice::Iter<'_, T> {
        self.0.iter()
    }

    /// The items in ascending order, as a slice.
    pub fn as_slice(&self) -> &[T] {
        &self.0
    }

    pub fn len(&self) -> usize {
        self.0.len()
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    pub fn first(&self) -> Option<&T> {
        self.0.first()
    }

    pub fn last(&self) -> Option<&T> {
        self.0.last()
    }

    pub fn clear(&mut self) {
        self.0.clear();
    }
}

impl<T: Ord> SortedSet<T> {
    /// Adds `value`; false (and the set unchanged) if it was there.
    pub fn insert(&mut self, value: T) -> bool {
        match self.0.binary_search(&value) {
            Ok(_) => false,
            Err(at) => {
                self.0.insert(at, value);
                true
            }
        }
    }

    pub fn contains(&self, value: &T) -> bool {
        self.0.binary_search(value).is_ok()
    }

    /// Takes `value` out; false if it was not there.
    pub fn remove(&mut self, value: &T) -> bool {
        match self.0.binary_search(value) {
            Ok(at) => {
                self.0.remove(at);
                true
            }
            Err(_) => false,
        }
    }
}

impl<T> Default for SortedSet<T> {
    fn default() -> Self {
        SortedSet::new()
    }
}

impl<T: fmt::Debug> fmt::Debug for SortedSet<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.0.iter()).finish()
    }
}

impl<T: Ord> Extend<T> for SortedSet<T> {
    /// Appends, then sorts once (hotstone-text's heapsort, in O(n log n) however long
    /// the list) and drops duplicates: equal items are indistinguishable in the sets
    /// this crate keeps (points, pairs of points), so which of two is kept is no matter.
    fn extend<I: IntoIterator<Item = T>>(&mut self, items: I) {
        let before = self.0.len();
        self.0.extend(items);
        if self.0.len() > before {
            crate::sort::sort(&mut self.0);
            self.0.dedup();
        }
    }
}

impl<'a, T: Ord + Copy + 'a> Extend<&'a T> for SortedSet<T> {
    fn extend<I: IntoIterator<Item = &'a T>>(&mut self, items: I) {
        self.extend(items.into_iter().copied());
    }
}

impl<T: Ord> FromIterator<T> for SortedSet<T> {
    fn from_iter<I: IntoIterator<Item = T>>(items: I) -> Self {
        let mut set = SortedSet::new();
        set.extend(items);
        set
    }
}

impl<T: Ord, const N: usize> From<[T; N]> for SortedSet<T> {
    fn from(items: [T; N]) -> Self {
        items.into_iter().collect()
    }
}

impl<T> IntoIterator for SortedSet<T> {
    type Item = T;
    type IntoIter = std::vec::IntoIter<T>;
    fn into_iter(self) -> Self::IntoIter {
        self.0.into_iter()
    }
}

impl<'a, T> IntoIterator for &'a SortedSet<T> {
    type Item = &'a T;
    type IntoIter = core::slice::Iter<'a, T>;
    fn into_iter(self) -> Self::IntoIter {
        self.0.iter()
    }
}

/// A map in ascending order of its keys, one value a key.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct SortedMap<K, V>(Vec<(K, V)>);

/// The entries of a `SortedMap` in ascending order of their keys.
pub struct Iter<'a, K, V>(core::slice::Iter<'a, (K, V)>);

impl<'a, K, V> Iterator for Iter<'a, K, V> {
    type Item = (&'a K, &'a V);
    fn next(&mut self) -> Option<Self::Item> {
        self.0.next().map(|(k, v)| (k, v))
    }
    fn size_hint(&self) -> (usize, Option<usize>) {
        self.0.size_hint()
    }
}

impl<K, V> DoubleEndedIterator for Iter<'_, K, V> {
    fn next_back(&mut self) -> Option<Self::Item> {
        self.0.next_back().map(|(k, v)| (k, v))
    }
}

impl<K, V> ExactSizeIterator for Iter<'_, K, V> {}

impl<K, V> SortedMap<K, V> {
    /// An empty map.
    pub const fn new() -> Self {
        SortedMap(Vec::new())
    }

    /// The entries in ascending order of their keys.
    pub fn iter(&self) -> Iter<'_, K, V> {
        Iter(self.0.iter())
    }

    pub fn keys(&self) -> impl DoubleEndedIterator<Item = &K> + ExactSizeIterator {
        self.0.iter().map(|(k, _)| k)
    }

    pub fn values(&self) -> impl DoubleEndedIterator<Item = &V> + ExactSizeIterator {
        self.0.iter().map(|(_, v)| v)
    }

    pub fn len(&self) -> usize {
        self.0.len()
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    pub fn clear(&mut self) {
        self.0.clear();
    }
}

impl<K: Ord, V> SortedMap<K, V> {
    fn find(&self, key: &K) -> Result<usize, usize> {
        self.0.binary_search_by(|(k, _)| k.cmp(key))
    }

    /// Sets `key`'s value; the value it had before, if any.
    pub fn insert(&mut self, key: K, value: V) -> Option<V> {
        match self.find(&key) {
            Ok(at) => Some(core::mem::replace(&mut self.0[at].1, value)),
            Err(at) => {
                self.0.insert(at, (key, value));
                None
            }
        }
    }

    pub fn get(&self, key: &K) -> Option<&V> {
        self.find(key).ok().map(|at| &self.0[at].1)
    }

    pub fn get_mut(&mut self, key: &K) -> Option<&mut V> {
        match self.find(key) {
            Ok(at) => Some(&mut self.0[at].1),
            Err(_) => None,
        }
    }

    pub fn contains_key(&self, key: &K) -> bool {
        self.find(key).is_ok()
    }

    /// Takes `key` out; its value, if it had one.
    pub fn remove(&mut self, key: &K) -> Option<V> {
        self.find(key).ok().map(|at| self.0.remove(at).1)
    }
}

impl<K, V> Default for SortedMap<K, V> {
    fn default() -> Self {
        SortedMap::new()
    }
}

impl<K: fmt::Debug, V: fmt::Debug> fmt::Debug for SortedMap<K, V> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_map().entries(self.iter()).finish()
    }
}

impl<K: Ord, V> core::ops::Index<&K> for SortedMap<K, V> {
    type Output = V;
    /// Panics if `key` is not in the map, as `BTreeMap`'s index does.
    fn index(&self, key: &K) -> &V {
        self.get(key).expect("no entry for the key")
    }
}

impl<K: Ord, V> Extend<(K, V)> for SortedMap<K, V> {
    /// Inserts each entry in turn: of two entries with one key the later one stays.
    fn extend<I: IntoIterator<Item = (K, V)>>(&mut self, entries: I) {
        for (k, v) in entries {
            self.insert(k, v);
        }
    }
}

impl<K: Ord, V> FromIterator<(K, V)> for SortedMap<K, V> {
    fn from_iter<I: IntoIterator<Item = (K, V)>>(entries: I) -> Self {
        let mut map = SortedMap::new();
        map.extend(entries);
        map
    }
}

impl<K: Ord, V, const N: usize> From<[(K, V); N]> for SortedMap<K, V> {
    fn from(entries: [(K, V); N]) -> Self {
        entries.into_iter().collect()
    }
}

impl<'a, K, V> IntoIterator for &'a SortedMap<K, V> {
    type Item = (&'a K, &'a V);
    type IntoIter = Iter<'a, K, V>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

impl<K, V> IntoIterator for SortedMap<K, V> {
    type Item = (K, V);
    type IntoIter = std::vec::IntoIter<(K, V)>;
    fn into_iter(self) -> Self::IntoIter {
        self.0.into_iter()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::{BTreeMap, BTreeSet};

    /// The same items, order and answers as the B-trees they replace, on a seeded mix of
    /// inserts, removals and extends.
    #[test]
    fn behaves_as_the_b_trees() {
        let mut state = 0x2545_f491_u32;
        let mut next = move |n: u32| {
            state ^= state << 13;
            state ^= state >> 17;
            state ^= state << 5;
            state % n
        };
        let mut set = SortedSet::new();
        let mut tree = BTreeSet::new();
        let mut map = SortedMap::new();
        let mut tree_map = BTreeMap::new();
        for _ in 0..5_000 {
            let (a, b) = (next(40), next(40));
            match next(6) {
                0 | 1 => assert_eq!(set.insert((a, b)), tree.insert((a, b))),
                2 => assert_eq!(set.remove(&(a, b)), tree.remove(&(a, b))),
                3 => {
                    let items: Vec<_> = (0..next(8)).map(|_| (next(40), next(40))).collect();
                    set.extend(items.iter().copied());
                    tree.extend(items);
                }
                4 => assert_eq!(map.insert(a, b), tree_map.insert(a, b)),
                _ => assert_eq!(map.remove(&a), tree_map.remove(&a)),
            }
            assert_eq!(set.contains(&(a, b)), tree.contains(&(a, b)));
            assert_eq!(map.get(&a), tree_map.get(&a));
        }
        assert!(set.iter().eq(tree.iter()));
        assert!(map.iter().eq(tree_map.iter()));
        assert_eq!(format!("{set:?}"), format!("{tree:?}"));
        assert_eq!(format!("{map:?}"), format!("{tree_map:?}"));
        assert_eq!(set.len(), tree.len());
        assert_eq!(map.len(), tree_map.len());
        let collected: SortedSet<u32> = [5, 1, 5, 3, 1].into_iter().collect();
        assert_eq!(collected.as_slice(), [1, 3, 5]);
        let pairs: SortedMap<u32, char> = [(2, 'a'), (1, 'b'), (2, 'c')].into_iter().collect();
        assert!(
            pairs.iter().eq([(&1, &'b'), (&2, &'c')]),
            "the later value stays"
        );
    }
}
