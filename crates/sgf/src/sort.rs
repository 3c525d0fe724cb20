//! SGF's lists of strings (point letters, labels, values) are sorted by hotstone-text's
//! heapsort: the standard library's sort would compile several KB of wasm for `String`
//! alone, which the npm package pays for (issue 15, docs/performance.md). Equal strings
//! are indistinguishable, so an unstable sort gives the same lists (its test is there).

pub(crate) use hotstone_text::sort;
