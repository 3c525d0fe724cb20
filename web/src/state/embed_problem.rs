//! What an embedded board's option got wrong: the embedded board (`embed`) finds it and
//! the catalogue (`i18n`) words it, so it stands below both.

use hotstone_lessons::LessonError;

use super::record::LoadError;

/// Why the options give no board. Each is shown as one short sentence in the element's
/// language, with the detail in one `console.error`.
#[derive(Debug, Clone, PartialEq)]
pub enum Problem {
    UnknownRules(String),
    Size(String),
    Komi(String),
    Handicap(String),
    UnknownLesson(String),
    Lesson(LessonError),
    Sgf(LoadError),
    Unreachable { url: String, detail: String },
    Move(String),
    Panel(String),
}

impl Problem {
    /// A stable code, on the message as `data-problem`.
    pub const fn code(&self) -> &'static str {
        match self {
            Problem::UnknownRules(_) => "rules",
            Problem::Size(_) => "size",
            Problem::Komi(_) => "komi",
            Problem::Handicap(_) => "handicap",
            Problem::UnknownLesson(_) => "lesson",
            Problem::Lesson(_) => "lesson-text",
            Problem::Sgf(_) => "sgf",
            Problem::Unreachable { .. } => "src",
            Problem::Move(_) => "move",
            Problem::Panel(_) => "panels",
        }
    }
}
