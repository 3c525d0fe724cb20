//! The lessons that ship with Hotstone, one file each in `lessons/`, listed in build.rs.

use hotstone_rules::{Board, BoardSize, Color, Point, Preset};

use crate::lesson::Lesson;

// `BUILT_IN` (the files as text) and `TABLE` (the same lessons split at build time).
include!(concat!(env!("OUT_DIR"), "/built_in.rs"));

/// A built-in lesson as build.rs split it: the app makes a `Lesson` of it without the
/// reader (`parse`), which only authors' lessons need (issue 17: the reader is code in
/// every module that shows lessons).
struct Entry {
    id: &'static str,
    rules: &'static str,
    black: bool,
    size: u8,
    /// `X`, `O` and `.`, top row first.
    cells: &'static str,
    title: [Option<&'static str>; 3],
    about: [Option<&'static str>; 3],
}

impl Entry {
    fn lesson(&self) -> Option<Lesson> {
        let size = BoardSize::new(self.size.into()).ok()?;
        let n = self.size as usize;
        let stones = self.cells.bytes().enumerate().filter_map(|(i, c)| {
            let color = match c {
                b'X' => Color::Black,
                b'O' => Color::White,
                _ => return None,
            };
            Some((Point::new((i % n) as u8, (n - 1 - i / n) as u8)?, color))
        });
        let texts = |t: &[Option<&str>; 3]| t.map(|t| t.map(str::to_string));
        Some(Lesson {
            id: self.id.to_string(),
            rules: Preset::ALL.into_iter().find(|p| p.name() == self.rules)?,
            to_move: if self.black {
                Color::Black
            } else {
                Color::White
            },
            board: Board::from_stones(size, stones),
            title: texts(&self.title),
            about: texts(&self.about),
        })
    }
}

/// Every built-in lesson, in order (a test checks each against `parse` of its file).
pub fn all() -> Vec<Lesson> {
    TABLE.iter().filter_map(Entry::lesson).collect()
}

/// The built-in lesson with this id.
pub fn find(id: &str) -> Option<Lesson> {
    TABLE.iter().find(|e| e.id == id).and_then(Entry::lesson)
}
