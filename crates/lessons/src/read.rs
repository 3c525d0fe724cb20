//! Reading a lesson text: `key = value` lines, then `rows =` and the rows.

use hotstone_i18n::Lang;
use hotstone_rules::{Board, BoardSize, Color, Preset};

use crate::error::{LessonError, Reason};
use crate::lesson::Lesson;

/// Reads one lesson; the error names the first wrong line and why.
pub fn parse(text: &str) -> Result<Lesson, LessonError> {
    let mut draft = Draft::default();
    let mut lines = text.lines().enumerate().map(|(i, l)| (i + 1, l.trim()));
    let mut rows_line = None;
    for (n, line) in lines.by_ref() {
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let at = |reason| LessonError { line: n, reason };
        let (key, value) = line.split_once('=').ok_or(at(Reason::NotKeyValue))?;
        let (key, value) = (key.trim(), value.trim());
        if key == "rows" {
            rows_line = Some(n);
            break;
        }
        draft.set(key, value).map_err(at)?;
    }
    let last = text.lines().count().max(1);
    let missing = |what| LessonError {
        line: last,
        reason: Reason::Missing(what),
    };
    let rows_line = rows_line.ok_or(missing("rows"))?;
    let rows: Vec<(usize, &str)> = lines
        .filter(|(_, l)| !l.is_empty() && !l.starts_with('#'))
        .collect();
    let board = read_rows(rows_line, &rows)?;
    let to_move = draft.to_move.ok_or(missing("to-move"))?;
    let rules = draft.rules.ok_or(missing("rules"))?;
    let lesson = Lesson {
        id: draft.id.ok_or(missing("id"))?,
        rules,
        to_move,
        board,
        title: draft.title,
        about: draft.about,
    };
    if lesson.title.iter().all(Option::is_none) {
        return Err(missing("title"));
    }
    if lesson.about.iter().all(Option::is_none) {
        return Err(missing("about"));
    }
    hotstone_rules::Game::from_position(lesson.board.clone(), to_move, rules.ruleset()).map_err(
        |e| match e {
            hotstone_rules::GameError::NoLiberties { strings } => LessonError {
                line: rows_line,
                reason: Reason::NoLiberties(strings.iter().map(|p| p.to_string()).collect()),
            },
        },
    )?;
    Ok(lesson)
}

/// The keys read so far.
#[derive(Default)]
struct Draft {
    id: Option<String>,
    rules: Option<Preset>,
    to_move: Option<Color>,
    title: [Option<String>; 3],
    about: [Option<String>; 3],
}

impl Draft {
    fn set(&mut self, key: &str, value: &str) -> Result<(), Reason> {
        if value.is_empty() {
            return Err(Reason::EmptyValue(key.to_string()));
        }
        let repeated = || Reason::Repeated(key.to_string());
        match key {
            "id" => {
                let ok = value.chars().all(|c| c.is_ascii_alphanumeric() || c == '-');
                if !ok {
                    return Err(Reason::BadId(value.to_string()));
                }
                put(&mut self.id, value.to_string()).ok_or_else(repeated)
            }
            "rules" => {
                let preset = Preset::from_name(value)
                    .map_err(|_| Reason::UnknownRules(value.to_string()))?;
                put(&mut self.rules, preset).ok_or_else(repeated)
            }
            "to-move" => {
                let color =
                    Color::from_name(value).ok_or_else(|| Reason::NotAColor(value.to_string()))?;
                put(&mut self.to_move, color).ok_or_else(repeated)
            }
            _ => {
                let (field, code) = key
                    .split_once('.')
                    .ok_or_else(|| Reason::UnknownKey(key.to_string()))?;
                let texts = match field {
                    "title" => &mut self.title,
                    "about" => &mut self.about,
                    _ => return Err(Reason::UnknownKey(key.to_string())),
                };
                let lang = Lang::ALL
                    .into_iter()
                    .find(|l| l.code() == code)
                    .ok_or_else(|| Reason::UnknownLanguage(key.to_string()))?;
                put(&mut texts[lang.index()], value.to_string()).ok_or_else(repeated)
            }
        }
    }
}

/// Sets an unset slot; `None` when it was set already.
fn put<T>(slot: &mut Option<T>, value: T) -> Option<()> {
    match slot {
        Some(_) => None,
        None => {
            *slot = Some(value);
            Some(())
        }
    }
}

/// The rows, top row first; each error names the row's own line.
fn read_rows(rows_line: usize, rows: &[(usize, &str)]) -> Result<Board, LessonError> {
    let n = rows.len();
    if BoardSize::new(n as i64).is_err() {
        return Err(LessonError {
            line: rows_line,
            reason: Reason::BoardSize(n),
        });
    }
    for &(line, row) in rows {
        let at = |reason| LessonError { line, reason };
        let points: Vec<char> = row.chars().filter(|c| !c.is_whitespace()).collect();
        if let Some(&c) = points.iter().find(|c| !matches!(c, 'X' | 'O' | '.')) {
            return Err(at(Reason::NotAPoint(c)));
        }
        if points.len() != n {
            return Err(at(Reason::RowLength {
                expected: n,
                found: points.len(),
            }));
        }
    }
    let texts: Vec<&str> = rows.iter().map(|&(_, r)| r).collect();
    // The rows are checked above, so this reads; a refusal would still be an error here.
    Board::from_rows(&texts).map_err(|_| LessonError {
        line: rows_line,
        reason: Reason::BoardSize(n),
    })
}
