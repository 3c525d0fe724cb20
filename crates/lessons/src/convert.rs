//! The older `key = value` format written as an SGF lesson (`hotstone lesson convert`):
//! the position as the root's setup and `PL`, the rules as `RU`, the title as `GN` and
//! the text as `C`, each language's own as `GNDE`, `CJA`... (docs/lessons.md). The
//! lesson asks nothing: a converted lesson is a position with its words, as before.

use hotstone_i18n::Lang;
use hotstone_rules::Color;

use crate::lesson::Lesson;
use crate::sgf::lesson_tree::LessonTree;

/// The lesson as the text of one SGF game tree.
pub fn to_sgf(lesson: &Lesson) -> String {
    let size = lesson.size();
    let mut sgf = format!(
        "(;GM[1]FF[4]CA[UTF-8]SZ[{}]RU[{}]PL[{}]",
        size.get(),
        lesson.rules.sgf(),
        lesson.to_move.letter()
    );
    for (id, color) in [("AB", Color::Black), ("AW", Color::White)] {
        let points: Vec<String> = lesson
            .board
            .stones()
            .filter(|&(_, c)| c == color)
            .filter_map(|(p, _)| size.sgf(p))
            .collect();
        if !points.is_empty() {
            sgf.push_str(id);
            for p in points {
                sgf.push_str(&format!("[{p}]"));
            }
        }
    }
    sgf.push('\n');
    for (base, texts) in [("GN", &lesson.title), ("C", &lesson.about)] {
        // The first language written is the text as written; the others are its own.
        let first = Lang::ALL.into_iter().find(|l| texts[l.index()].is_some());
        for lang in Lang::ALL {
            let Some(text) = &texts[lang.index()] else {
                continue;
            };
            let id = match Some(lang) == first {
                true => base.to_string(),
                false => format!("{base}{}", lang.code().to_ascii_uppercase()),
            };
            sgf.push_str(&format!("{id}[{}]", escape(text)));
        }
    }
    sgf.push_str(")\n");
    sgf
}

/// SGF's text escapes: `]` and `\`.
fn escape(text: &str) -> String {
    text.replace('\\', "\\\\").replace(']', "\\]")
}

/// Why a lesson text of either format does not read.
#[derive(Debug, Clone, PartialEq)]
pub enum EitherError {
    /// An SGF lesson's fault (the text starts with `(`).
    Sgf(crate::sgf::Fault),
    /// An older lesson's error: its line and reason.
    Older(crate::error::LessonError),
}

impl core::fmt::Display for EitherError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            EitherError::Sgf(fault) => write!(f, "{fault}"),
            EitherError::Older(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for EitherError {}

/// A lesson in either format, as a page gives it (`src`, an inline script): SGF when the
/// text starts with `(`, else the older `key = value` format, converted (`to_sgf`), so
/// that no page that embeds an older lesson breaks. `id` names an SGF lesson; an older
/// one keeps its own `id`.
pub fn read_either(id: &str, text: &str) -> Result<LessonTree, EitherError> {
    if text.trim_start().starts_with('(') {
        return LessonTree::read(id, text).map_err(EitherError::Sgf);
    }
    let older = crate::read::parse(text).map_err(EitherError::Older)?;
    LessonTree::read(&older.id, &to_sgf(&older)).map_err(EitherError::Sgf)
}
