//! Why a lesson text does not read, and on which line.

use std::fmt;

/// The first error in a lesson text: its line (1-based) and the reason.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LessonError {
    pub line: usize,
    pub reason: Reason,
}

/// What is wrong. `docs/lessons.md` lists each with an example.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Reason {
    /// A line before `rows =` that is neither `key = value`, a comment nor blank.
    NotKeyValue,
    /// A key the format does not have.
    UnknownKey(String),
    /// `title.XX` or `about.XX` with a language other than `en`, `de`, `ja`.
    UnknownLanguage(String),
    /// A key given twice.
    Repeated(String),
    /// `key =` with nothing after it.
    EmptyValue(String),
    /// An id with characters other than letters, digits and `-`.
    BadId(String),
    /// A `rules` value that names no preset.
    UnknownRules(String),
    /// A `to-move` value other than `black` or `white`.
    NotAColor(String),
    /// A key that must be there is not (the line is the text's last).
    Missing(&'static str),
    /// A row with a character other than `X`, `O`, `.` (or spaces between them).
    NotAPoint(char),
    /// A row whose number of points differs from the number of rows.
    RowLength { expected: usize, found: usize },
    /// As many rows as no board has (boards are 2x2 to 25x25).
    BoardSize(usize),
    /// Stones without a liberty: no game can start there. Names them, as `A1`.
    NoLiberties(Vec<String>),
}

impl fmt::Display for LessonError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "lesson line {}: {}", self.line, self.reason)
    }
}

impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Reason::NotKeyValue => write!(f, "not `key = value`, a `#` comment or blank"),
            Reason::UnknownKey(k) => write!(
                f,
                "unknown key `{k}`: the keys are id, rules, to-move, title.LANG, about.LANG, rows"
            ),
            Reason::UnknownLanguage(k) => {
                write!(f, "`{k}`: the languages are en, de and ja")
            }
            Reason::Repeated(k) => write!(f, "`{k}` is given twice"),
            Reason::EmptyValue(k) => write!(f, "`{k}` has no value"),
            Reason::BadId(id) => write!(
                f,
                "id `{id}`: an id is letters, digits and `-` (it goes into URLs)"
            ),
            Reason::UnknownRules(r) => write!(
                f,
                "unknown rules `{r}`: the presets are {}",
                hotstone_rules::Preset::ALL.map(|p| p.name()).join(", ")
            ),
            Reason::NotAColor(c) => write!(f, "to-move `{c}` is not black or white"),
            Reason::Missing(k) => write!(f, "no `{k}`"),
            Reason::NotAPoint(c) => write!(f, "`{c}` is not X (Black), O (White) or . (empty)"),
            Reason::RowLength { expected, found } => write!(
                f,
                "a row of {found} points on a board of {expected} rows (a board is square)"
            ),
            Reason::BoardSize(n) => write!(f, "{n} rows: boards have 2 to 25"),
            Reason::NoLiberties(stones) => write!(
                f,
                "the stones at {} have no liberty: no game starts there",
                stones.join(", ")
            ),
        }
    }
}

impl std::error::Error for LessonError {}
