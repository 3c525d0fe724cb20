//! The lessons that ship with Hotstone, one file each in `lessons/`.

use crate::{parse, Lesson};

/// The built-in lesson files, in the order the new-game dialog lists them: first the
/// beginners' lessons after seed 004's leaflet (rules I to VII on 7x7, simple rules), then
/// the Ing ko cases of `docs/rules/ing-ko.md`.
pub const BUILT_IN: [&str; 13] = [
    include_str!("../lessons/first-moves.txt"),
    include_str!("../lessons/capture-one-stone.txt"),
    include_str!("../lessons/capture-three-stones.txt"),
    include_str!("../lessons/counting.txt"),
    include_str!("../lessons/komi.txt"),
    include_str!("../lessons/ko-rule.txt"),
    include_str!("../lessons/handicap.txt"),
    include_str!("../lessons/basic-ko.txt"),
    include_str!("../lessons/double-ko-seki.txt"),
    include_str!("../lessons/triple-ko.txt"),
    include_str!("../lessons/eternal-life.txt"),
    include_str!("../lessons/sending-two-returning-one.txt"),
    include_str!("../lessons/cycle-with-passes.txt"),
];

/// Every built-in lesson, in order (a test reads each file, so none is left out).
pub fn all() -> Vec<Lesson> {
    BUILT_IN.iter().filter_map(|t| parse(t).ok()).collect()
}

/// The built-in lesson with this id.
pub fn find(id: &str) -> Option<Lesson> {
    all().into_iter().find(|l| l.id == id)
}
