//! Lessons as data: one file per lesson in `web/lessons/` (a position, the player to
//! move, a ruleset, and the words in each language). Nothing here knows a rule.

use hotstone_rules::{Board, BoardSize, Color, Preset};

use hotstone_i18n::Lang;

/// The lesson files, in the order the new-game dialog lists them.
const FILES: [&str; 6] = [
    include_str!("../../lessons/basic-ko.txt"),
    include_str!("../../lessons/double-ko-seki.txt"),
    include_str!("../../lessons/triple-ko.txt"),
    include_str!("../../lessons/eternal-life.txt"),
    include_str!("../../lessons/sending-two-returning-one.txt"),
    include_str!("../../lessons/cycle-with-passes.txt"),
];

/// One lesson, read from its file.
#[derive(Debug, Clone, PartialEq)]
pub struct Lesson {
    pub id: &'static str,
    pub rules: Preset,
    pub to_move: Color,
    pub rows: Vec<&'static str>,
    title: [&'static str; 3],
    about: [&'static str; 3],
}

impl Lesson {
    pub fn board(&self) -> Board {
        Board::from_rows(&self.rows).expect("lesson rows are checked when read")
    }

    pub fn size(&self) -> BoardSize {
        self.board().size()
    }

    pub fn title(&self, lang: Lang) -> &'static str {
        self.title[lang.index()]
    }

    pub fn about(&self, lang: Lang) -> &'static str {
        self.about[lang.index()]
    }
}

/// Reads one lesson file; the error names what is wrong.
pub fn parse(text: &'static str) -> Result<Lesson, String> {
    let mut id = None;
    let mut rules = None;
    let mut to_move = None;
    let mut title = [""; 3];
    let mut about = [""; 3];
    let mut rows = Vec::new();
    let mut in_rows = false;
    for line in text.lines().map(str::trim) {
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        if in_rows {
            rows.push(line);
            continue;
        }
        let (key, value) = line
            .split_once('=')
            .map(|(k, v)| (k.trim(), v.trim()))
            .ok_or_else(|| format!("not `key = value`: {line}"))?;
        let lang = |k: &str| {
            Lang::ALL
                .iter()
                .position(|l| k.strip_suffix(l.code()).is_some_and(|r| r.ends_with('.')))
        };
        match key {
            "id" => id = Some(value),
            "rules" => rules = Some(Preset::from_name(value).map_err(|e| e.to_string())?),
            "to-move" => to_move = Color::parse(value),
            "rows" => in_rows = true,
            k if k.starts_with("title.") => title[lang(k).ok_or(format!("key {k}"))?] = value,
            k if k.starts_with("about.") => about[lang(k).ok_or(format!("key {k}"))?] = value,
            k => return Err(format!("unknown key {k}")),
        }
    }
    let id = id.ok_or("no id")?;
    if title.contains(&"") || about.contains(&"") {
        return Err(format!("{id}: a title or text is missing in a language"));
    }
    Board::from_rows(&rows).map_err(|e| format!("{id}: {e}"))?;
    Ok(Lesson {
        id,
        rules: rules.ok_or("no rules")?,
        to_move: to_move.ok_or("no to-move")?,
        rows,
        title,
        about,
    })
}

/// Every lesson, in order (a file that does not read is left out; a test reads them all).
pub fn all() -> Vec<Lesson> {
    FILES.iter().filter_map(|t| parse(t).ok()).collect()
}

pub fn find(id: &str) -> Option<Lesson> {
    all().into_iter().find(|l| l.id == id)
}

#[cfg(test)]
mod tests {
    use super::*;
    use hotstone_rules::{Game, Move, Point};

    fn game(id: &str, preset: Preset) -> Game {
        let l = find(id).unwrap();
        Game::from_position(l.board(), l.to_move, preset.ruleset()).unwrap()
    }

    fn play(g: &mut Game, m: &str) -> Result<hotstone_rules::Played, hotstone_rules::Refusal> {
        g.play(g.to_move(), Move::parse(m).unwrap())
    }

    #[test]
    fn every_lesson_file_reads_and_starts_a_game() {
        for text in FILES {
            let l = parse(text).unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(l.size(), BoardSize::SEVEN, "{}", l.id);
            Game::from_position(l.board(), l.to_move, l.rules.ruleset()).unwrap();
        }
        assert_eq!(all().len(), FILES.len());
    }

    #[test]
    fn the_padded_cases_keep_their_verdicts() {
        let mut g = game("basic-ko", Preset::Ing);
        assert!(play(&mut g, "C3").unwrap().hot.is_some());
        assert_eq!(play(&mut g, "B3").unwrap_err().code(), "hot-stone");

        let mut g = game("triple-ko", Preset::Ing);
        let hot = play(&mut g, "D5").unwrap().hot.unwrap();
        assert_eq!(
            hot.points(),
            [Point::parse("D1").unwrap(), Point::parse("D5").unwrap()]
        );
        assert_eq!(play(&mut g, "C5").unwrap_err().code(), "hot-stone");
        assert_eq!(play(&mut g, "C1").unwrap_err().code(), "hot-stone");

        let mut g = game("triple-ko", Preset::Japanese);
        for m in ["D5", "C1", "D3", "C5", "D1"] {
            assert!(play(&mut g, m).unwrap().cycle.is_none());
        }
        assert_eq!(play(&mut g, "C3").unwrap().cycle.unwrap().length(), 6);

        let mut g = game("double-ko-seki", Preset::Ing);
        for m in ["E1", "A5", "pass", "E2", "A4"] {
            play(&mut g, m).unwrap();
        }
        let ban = play(&mut g, "pass").unwrap().ban.unwrap();
        assert_eq!(ban.point.to_string(), "E1");
        assert_eq!(play(&mut g, "E1").unwrap_err().code(), "disturber");
    }
}
