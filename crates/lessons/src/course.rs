//! The built-in course (issue 36): SGF lessons (`course/`, docs/lessons.md) in four
//! groups, in order: Go from zero after seed 004's leaflet (rules I to VII on 7x7), Ing's
//! ko, counting, handicap. Each lesson's titles and texts are in English, German and
//! Japanese; `tests/course.rs` plays every right answer through the rules and reads every
//! file with an independent SGF reader (sgfmill, `tests/lessons/sgfmill_reads.py`).

use crate::sgf::LessonTree;

/// A group of lessons: its id, its title in each language (`Lang::index` order) and its
/// lessons in order.
#[derive(Debug, Clone, Copy)]
pub struct Group {
    pub id: &'static str,
    pub title: [&'static str; 3],
    pub lessons: &'static [Entry],
}

/// A built-in lesson: its id (used in URLs, the element's `lesson`, saved progress) and
/// its SGF text, with only the words of the languages this build speaks (build.rs).
#[derive(Debug, Clone, Copy)]
pub struct Entry {
    pub id: &'static str,
    pub sgf: &'static str,
}

macro_rules! lessons {
    ($dir:literal: $($id:literal),* $(,)?) => {
        &[$(Entry {
            id: $id,
            sgf: include_str!(concat!(env!("OUT_DIR"), "/course/", $dir, "/", $id, ".sgf")),
        }),*]
    };
}

/// The course, in order.
pub const COURSE: [Group; 4] = [
    Group {
        id: "go-from-zero",
        title: ["Go from zero", "Go von Anfang an", "ゼロから碁"],
        lessons: lessons!("go-from-zero":
            "first-moves",
            "no-suicide",
            "capture-one-stone",
            "atari",
            "capture-on-the-edge",
            "capture-three-stones",
            "chase-along-the-edge",
            "counting",
            "komi",
            "ko-rule",
            "handicap",
            "handicap-nine",
        ),
    },
    Group {
        id: "ing-ko",
        title: ["Ing's ko rules", "Ings Ko-Regeln", "応氏ルールのコウ"],
        lessons: lessons!("ing-ko":
            "hot-stone",
            "ko-under-japanese-rules",
            "double-hot-stones",
            "twin-hot-stones",
            "triple-ko-without-result",
            "disturbing-ko",
            "disturber",
            "cycle-with-passes",
        ),
    },
    Group {
        id: "counting",
        title: ["Counting", "Zählen", "計算"],
        lessons: lessons!("counting": "territory", "area", "fill-in"),
    },
    Group {
        id: "handicap",
        title: ["Handicap", "Vorgabe", "置き碁"],
        lessons: lessons!("handicap": "fixed-handicap", "free-handicap", "ing-handicap-moves"),
    },
];

/// Every built-in lesson in the course's order, with its group.
pub fn entries() -> impl Iterator<Item = (&'static Group, &'static Entry)> {
    COURSE
        .iter()
        .flat_map(|g| g.lessons.iter().map(move |e| (g, e)))
}

/// The built-in lesson with this id, read (a test reads and checks every one).
pub fn lesson(id: &str) -> Option<LessonTree> {
    let (_, entry) = entries().find(|(_, e)| e.id == id)?;
    LessonTree::read(entry.id, entry.sgf).ok()
}

/// The lesson after this one in the course ("next lesson" at the end of one).
pub fn next_after(id: &str) -> Option<&'static str> {
    let mut ids = entries().map(|(_, e)| e.id);
    ids.find(|&i| i == id)?;
    ids.next()
}
