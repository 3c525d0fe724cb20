//! The lessons that ship with Hotstone, one file each in `lessons/`.

use crate::{parse, Lesson};

/// The built-in lesson files, in the order the new-game dialog lists them.
pub const BUILT_IN: [&str; 6] = [
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
