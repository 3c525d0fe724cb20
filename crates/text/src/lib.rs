//! Helpers that are not Go but that Hotstone's crates share: `str::trim` and `join`, two
//! sorts in place of the standard library's, and SGF's letter coordinate. They live in
//! one crate so that the wasm package links one copy of each (each crate's own
//! `str::trim`, `[String]::join` or `sort` was a copy of its generic code, issue 15).
//!
//! Internal: the rules, SGF, i18n, tournament, player and web crates use it; its
//! modules are private and every name is re-exported here.
#![cfg_attr(hotstone_size, feature(optimize_attribute))]

mod sgf;
mod sort;
mod text;

pub use sgf::sgf_coordinate;
pub use sort::{sort, sort_by};
pub use text::{joined, trim};
