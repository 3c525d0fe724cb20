//! The built-in course (issue 36): SGF lessons (`course/`, docs/lessons.md) in four
//! groups, in order: Go from zero after seed 004's leaflet (rules I to VII on 7x7), Ing's
//! ko, counting, handicap. Each lesson's titles and texts are in English, German and
//! Japanese; `tests/course.rs` plays every right answer through the rules and reads every
//! file with an independent SGF reader (sgfmill, `tests/lessons/sgfmill_reads.py`).

use crate::sgf::lesson_tree::LessonTree;

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

/// A lesson's state in the table of contents.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum LessonState {
    NotStarted,
    Started,
    Done,
}

/// The learner's progress through the course: the lessons started and done, kept across
/// reloads as text (`to_text`, one `done ID` or `started ID` a line), read back
/// forgivingly (`from_text`: a line it does not know, a lesson no longer in the course,
/// is left out, so an old save never stops the course).
#[derive(Debug, Clone, Default)]
pub struct Progress {
    started: Vec<&'static str>,
    done: Vec<&'static str>,
}

impl Progress {
    /// The state of the lesson with this id.
    pub fn state(&self, id: &str) -> LessonState {
        if self.done.contains(&id) {
            LessonState::Done
        } else if self.started.contains(&id) {
            LessonState::Started
        } else {
            LessonState::NotStarted
        }
    }

    /// The learner opened the lesson.
    pub fn start(&mut self, id: &str) {
        if let Some(id) = course_id(id) {
            if !self.started.contains(&id) {
                self.started.push(id);
            }
        }
    }

    /// The learner finished the lesson (`Attempt::is_done`).
    pub fn finish(&mut self, id: &str) {
        self.start(id);
        if let Some(id) = course_id(id) {
            if !self.done.contains(&id) {
                self.done.push(id);
            }
        }
    }

    /// How many lessons are done, of how many.
    pub fn done_of(&self) -> (usize, usize) {
        (self.done.len(), entries().count())
    }

    /// The first lesson in the course's order not done yet.
    pub fn next(&self) -> Option<&'static str> {
        entries()
            .map(|(_, e)| e.id)
            .find(|id| !self.done.contains(id))
    }

    /// The progress as text to keep (localStorage).
    pub fn to_text(&self) -> String {
        let mut text = String::new();
        for (_, e) in entries() {
            let word = match self.state(e.id) {
                LessonState::Done => "done",
                LessonState::Started => "started",
                LessonState::NotStarted => continue,
            };
            text.push_str(word);
            text.push(' ');
            text.push_str(e.id);
            text.push('\n');
        }
        text
    }

    /// Progress kept by `to_text`.
    pub fn from_text(text: &str) -> Progress {
        let mut progress = Progress::default();
        for line in text.lines() {
            match line.trim().split_once(' ') {
                Some(("done", id)) => progress.finish(id.trim()),
                Some(("started", id)) => progress.start(id.trim()),
                _ => {}
            }
        }
        progress
    }
}

/// The course's own `&'static str` for an id, if the course has that lesson.
fn course_id(id: &str) -> Option<&'static str> {
    entries().map(|(_, e)| e.id).find(|&e| e == id)
}
