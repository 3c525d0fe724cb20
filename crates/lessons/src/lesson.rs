//! One lesson, as read.

use hotstone_i18n::Lang;
use hotstone_rules::{Board, BoardSize, Color, Game, Preset};

/// A lesson: where it starts, under which rules, and what it says.
#[derive(Debug, Clone, PartialEq)]
pub struct Lesson {
    /// Letters, digits and `-`: it is used in URLs and attributes.
    pub id: String,
    pub rules: Preset,
    pub to_move: Color,
    /// The position; `parse` has checked that it starts a game.
    pub board: Board,
    /// Per language (`Lang::index`); an author may leave languages out.
    pub(crate) title: [Option<String>; 3],
    pub(crate) about: [Option<String>; 3],
}

impl Lesson {
    pub fn size(&self) -> BoardSize {
        self.board.size()
    }

    /// The board and the player to move as a game under `preset`.
    pub fn game(&self, preset: Preset) -> Game {
        Game::from_position(self.board.clone(), self.to_move, preset.ruleset())
            .expect("parse checked that every string has a liberty")
    }

    /// The title in `lang`, else in the first language the author wrote one in.
    pub fn title(&self, lang: Lang) -> &str {
        pick(&self.title, lang)
    }

    /// The text in `lang`, else in the first language the author wrote one in.
    pub fn about(&self, lang: Lang) -> &str {
        pick(&self.about, lang)
    }

    /// Whether the author wrote both the title and the text in `lang`.
    pub fn has(&self, lang: Lang) -> bool {
        self.title[lang.index()].is_some() && self.about[lang.index()].is_some()
    }
}

fn pick(texts: &[Option<String>; 3], lang: Lang) -> &str {
    texts[lang.index()]
        .iter()
        .chain(texts.iter().flatten())
        .next()
        .map_or("", String::as_str)
}
