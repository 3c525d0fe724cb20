//! The embedded board's options (the `<hotstone-board>` attributes, `mount`'s options
//! and the `?embed` URL parameters, all spelt alike) and the game they start. Pure:
//! no DOM, tested natively.

use hotstone_i18n::Lang;
use hotstone_lessons::Lesson;
use hotstone_rules::{BoardSize, Komi, Preset};
use serde::de::value::MapDeserializer;
use serde::de::{self, Deserializer, Visitor};
use serde::Deserialize;

pub use crate::state::embed_problem::Problem;
use crate::state::record;
use crate::state::{Action, Prefs, Settings, State};

/// The options, one typed field per attribute: what the element's JavaScript hands over
/// as one object (attribute names as keys; `null` is an absent attribute) and what the
/// `?embed` address names, read by serde. The values that decide the game stay the text
/// given, so that `start` can say what was wrong with it; flags are read here. Unknown
/// names are left alone, as HTML does with attributes.
#[derive(Debug, Clone, Default, PartialEq, Deserialize)]
#[serde(default = "Options::new", rename_all = "kebab-case")]
pub struct Options {
    #[serde(deserialize_with = "text")]
    pub size: Option<String>,
    #[serde(deserialize_with = "text")]
    pub rules: Option<String>,
    #[serde(deserialize_with = "text")]
    pub komi: Option<String>,
    #[serde(deserialize_with = "text")]
    pub handicap: Option<String>,
    /// A built-in lesson's id.
    #[serde(deserialize_with = "text")]
    pub lesson: Option<String>,
    /// An SGF record, inline.
    #[serde(deserialize_with = "text")]
    pub sgf: Option<String>,
    /// A lesson or an SGF record from the page: a `<script type="text/x-hotstone-lesson">`,
    /// the file `src` names, or `load()`'s argument. It wins over `lesson` and `sgf`.
    /// Given apart from the attributes (`Source`).
    #[serde(skip)]
    pub text: Option<String>,
    /// The URL `src` named (for the message when it cannot be fetched).
    #[serde(skip)]
    pub src: Option<String>,
    /// Why `src` could not be fetched, if it could not.
    #[serde(skip)]
    pub unreachable: Option<String>,
    /// Show the record at this move (`move`).
    #[serde(rename = "move", deserialize_with = "text")]
    pub move_number: Option<String>,
    #[serde(deserialize_with = "text")]
    pub lang: Option<String>,
    #[serde(deserialize_with = "flag")]
    pub readonly: bool,
    /// On unless given as `off`, `false` or `0`.
    #[serde(deserialize_with = "coordinates")]
    pub coordinates: bool,
    #[serde(deserialize_with = "flag")]
    pub projector: bool,
    #[serde(deserialize_with = "flag")]
    pub show_forbidden: bool,
    #[serde(deserialize_with = "text")]
    pub panels: Option<String>,
    /// The localStorage key the game is kept under; none (or empty): nothing is written.
    #[serde(deserialize_with = "persist")]
    pub persist: Option<String>,
}

/// What the page gives besides the attributes: its lesson or record (an inline script,
/// the file `src` names) and, when `src` could not be fetched, why.
#[derive(Debug, Clone, Default, PartialEq, Deserialize)]
#[serde(default)]
pub struct Source {
    #[serde(deserialize_with = "text")]
    pub text: Option<String>,
    #[serde(deserialize_with = "text")]
    pub src: Option<String>,
    #[serde(deserialize_with = "text")]
    pub unreachable: Option<String>,
}

/// The address' parameters cannot fail to read (every value is text): an error that
/// keeps no message, so that the `?embed` view carries no words for one.
#[derive(Debug)]
struct Unread;

impl std::fmt::Display for Unread {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str("unreadable parameters")
    }
}

impl std::error::Error for Unread {}

impl de::Error for Unread {
    fn custom<T: std::fmt::Display>(_: T) -> Unread {
        Unread
    }
}

/// An attribute's value: its text, or none when it is absent (`null`).
fn text<'de, D: Deserializer<'de>>(d: D) -> Result<Option<String>, D::Error> {
    struct Text;
    impl<'de> Visitor<'de> for Text {
        type Value = Option<String>;
        fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
            f.write_str("an attribute's text or null")
        }
        fn visit_str<E: de::Error>(self, v: &str) -> Result<Self::Value, E> {
            Ok(Some(v.to_string()))
        }
        // `null`, read as any value is (JavaScript's and JSON's).
        fn visit_unit<E: de::Error>(self) -> Result<Self::Value, E> {
            Ok(None)
        }
    }
    d.deserialize_any(Text)
}

/// A flag is on when present, unless its value is `false`, `off` or `0`.
fn is_on(value: Option<&str>) -> bool {
    value.is_some_and(|v| !matches!(v.trim(), "false" | "off" | "0"))
}

fn flag<'de, D: Deserializer<'de>>(d: D) -> Result<bool, D::Error> {
    Ok(is_on(text(d)?.as_deref()))
}

/// `coordinates` is on when absent too.
fn coordinates<'de, D: Deserializer<'de>>(d: D) -> Result<bool, D::Error> {
    let value = text(d)?;
    Ok(value.is_none() || is_on(value.as_deref()))
}

fn persist<'de, D: Deserializer<'de>>(d: D) -> Result<Option<String>, D::Error> {
    Ok(text(d)?.filter(|key| !key.is_empty()))
}

/// A panel of the app that can appear beside the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Panel {
    Status,
    Lesson,
    Ko,
    Legend,
    FillIn,
    Handicap,
    Marking,
    /// The app's Pass, Undo and Redo buttons (Pass not on a read-only board): what the
    /// keys do, for a reader without a keyboard.
    Controls,
}

impl Panel {
    pub const ALL: [Panel; 8] = [
        Panel::Status,
        Panel::Lesson,
        Panel::Ko,
        Panel::Legend,
        Panel::FillIn,
        Panel::Handicap,
        Panel::Marking,
        Panel::Controls,
    ];

    pub const fn name(self) -> &'static str {
        match self {
            Panel::Status => "status",
            Panel::Lesson => "lesson",
            Panel::Ko => "ko",
            Panel::Legend => "legend",
            Panel::FillIn => "fill-in",
            Panel::Handicap => "handicap",
            Panel::Marking => "marking",
            Panel::Controls => "controls",
        }
    }
}

/// The detail of a problem for the console, in English.
pub fn problem_detail(problem: &Problem) -> String {
    let names = || Preset::ALL.map(Preset::name).join(", ");
    match problem {
        Problem::UnknownRules(r) => format!("rules=\"{r}\": the presets are {}", names()),
        Problem::Size(s) => format!("size=\"{s}\": boards are 2 to 25 lines"),
        Problem::Komi(k) => format!("komi=\"{k}\": a komi is a number of half points"),
        Problem::Handicap(h) => {
            format!("handicap=\"{h}\": 0 or 2 to 9 stones, as the board size allows")
        }
        Problem::UnknownLesson(id) => {
            let ids: Vec<String> = hotstone_lessons::all().into_iter().map(|l| l.id).collect();
            format!("lesson=\"{id}\": the lessons are {}", ids.join(", "))
        }
        Problem::Lesson(e) => e.to_string(),
        Problem::Sgf(e) => crate::i18n::t(
            crate::i18n::Lang::En,
            crate::i18n::Text::Said(&crate::state::Said::SgfUnreadable(e.clone())),
        ),
        Problem::Unreachable { url, detail } => format!("src=\"{url}\": {detail}"),
        Problem::Move(m) => format!("move=\"{m}\": not a move number of the record"),
        Problem::Panel(p) => format!(
            "panels: \"{p}\" is none of {}",
            Panel::ALL.map(Panel::name).join(", ")
        ),
    }
}

/// A game ready to show: the state, and the lesson whose words go with it.
#[derive(Debug, Clone)]
pub struct Start {
    pub state: State,
    pub lesson: Option<Lesson>,
    /// Moves of the record's main line the rules refused, skipped (the app's Open says
    /// so; the embedded board, in the console).
    pub skipped: usize,
}

impl Options {
    /// The default options: an empty 9x9 board under the simple rules, coordinates on.
    pub fn new() -> Options {
        Options {
            coordinates: true,
            ..Options::default()
        }
    }

    /// The options named by `(name, value)` parameters (the `?embed` address); a name
    /// given twice is its last value, as when an attribute is set again.
    pub fn from_params(params: impl IntoIterator<Item = (String, String)>) -> Options {
        let mut last: Vec<(String, String)> = Vec::new();
        for (name, value) in params {
            last.retain(|(n, _)| *n != name);
            last.push((name, value));
        }
        let params = MapDeserializer::<_, Unread>::new(last.into_iter());
        // Every value is text, which every option reads: this cannot fail.
        Options::deserialize(params).unwrap_or_else(|_| Options::new())
    }

    /// The page's lesson or record, which wins over `lesson` and `sgf` until another is
    /// given.
    pub fn give(&mut self, source: Source) {
        self.text = source.text;
        self.src = source.src;
        self.unreachable = source.unreachable;
    }

    /// The language: `lang` when it names one of the catalogue's, else English.
    pub fn language(&self) -> Lang {
        self.lang
            .as_deref()
            .and_then(Lang::from_tag)
            .unwrap_or_default()
    }

    /// The view preferences the options ask for.
    pub fn prefs(&self) -> Prefs {
        Prefs {
            lang: self.language(),
            coordinates: self.coordinates,
            numbers: crate::state::MoveNumbers::Off,
            projector: self.projector,
            show_forbidden: Some(self.show_forbidden),
            ..Prefs::default()
        }
    }

    /// The panels asked for; by default the lesson's text only.
    pub fn panels(&self) -> Result<Vec<Panel>, Problem> {
        let Some(list) = self.panels.as_deref() else {
            return Ok(vec![Panel::Lesson]);
        };
        // Any white space separates, as in HTML's token lists: an attribute written over
        // several lines (or with a tab) names its panels the same.
        list.split(|c: char| c == ',' || c.is_ascii_whitespace())
            .filter(|n| !n.is_empty())
            .map(|n| {
                Panel::ALL
                    .into_iter()
                    .find(|p| p.name() == n)
                    .ok_or_else(|| Problem::Panel(n.to_string()))
            })
            .collect()
    }

    /// Only what decides the game (a change here starts it again; a change of the view
    /// options does not).
    pub fn game_part(&self) -> Options {
        Options {
            size: self.size.clone(),
            rules: self.rules.clone(),
            komi: self.komi.clone(),
            handicap: self.handicap.clone(),
            lesson: self.lesson.clone(),
            sgf: self.sgf.clone(),
            text: self.text.clone(),
            src: self.src.clone(),
            unreachable: self.unreachable.clone(),
            move_number: self.move_number.clone(),
            persist: self.persist.clone(),
            ..Options::default()
        }
    }

    /// The game the options describe, or the first thing wrong with them. `saved` is
    /// what `persist` kept, if anything (an SGF record); it wins when it reads.
    pub fn start(&self, saved: Option<&str>) -> Result<Start, Problem> {
        self.panels()?;
        if let Some(detail) = &self.unreachable {
            return Err(Problem::Unreachable {
                url: self.src.clone().unwrap_or_default(),
                detail: detail.clone(),
            });
        }
        let preset = match self.rules.as_deref().filter(|r| !r.trim().is_empty()) {
            Some(r) => Some(Preset::from_name(r).map_err(|_| Problem::UnknownRules(r.into()))?),
            None => None,
        };
        let prefs = self.prefs();
        let lesson = self.lesson_asked()?;
        let record = match (&self.text, &self.sgf) {
            (Some(t), _) if looks_like_sgf(t) => Some(t.as_str()),
            (None, Some(sgf)) => Some(sgf.as_str()),
            _ => None,
        };
        let mut skipped = 0;
        let mut state = if let Some(text) = saved.filter(|t| record::load(t.as_bytes()).is_ok()) {
            let loaded = record::load(text.as_bytes()).map_err(Problem::Sgf)?;
            State::opened(loaded, prefs)
        } else if let Some(text) = record {
            // `rules` and `komi` beside a record win over its RU and KM (`Game.fromSgf`).
            let loaded = record::load_with(text.as_bytes(), preset, self.komi_given()?)
                .map_err(Problem::Sgf)?;
            skipped = loaded.skipped;
            let mut state = State::opened(loaded, prefs);
            self.go_to_move(&mut state)?;
            state
        } else if let Some(lesson) = &lesson {
            let preset = preset.unwrap_or(lesson.rules);
            let settings = Settings::even(lesson.size(), preset);
            State::with_game(settings, lesson.game(preset), prefs)
        } else {
            let settings = self.settings(preset.unwrap_or(Preset::Simple))?;
            let game = settings.start().map_err(|e| match e {
                crate::state::StartError::Komi => {
                    Problem::Komi(self.komi.clone().unwrap_or_default())
                }
                _ => Problem::Handicap(self.handicap.clone().unwrap_or_default()),
            })?;
            State::with_game(settings, game, prefs)
        };
        state.notice = None;
        Ok(Start {
            state,
            lesson,
            skipped,
        })
    }

    /// The lesson from the page's text, else the built-in one named.
    fn lesson_asked(&self) -> Result<Option<Lesson>, Problem> {
        if let Some(text) = self.text.as_deref().filter(|t| !looks_like_sgf(t)) {
            return hotstone_lessons::parse(text)
                .map(Some)
                .map_err(Problem::Lesson);
        }
        match self.lesson.as_deref().filter(|id| !id.trim().is_empty()) {
            Some(id) if self.text.is_none() => hotstone_lessons::find(id.trim())
                .map(Some)
                .ok_or_else(|| Problem::UnknownLesson(id.to_string())),
            _ => Ok(None),
        }
    }

    /// An empty board's settings: size (9 by default), rules, komi, handicap.
    fn settings(&self, preset: Preset) -> Result<Settings, Problem> {
        let size = match self.size.as_deref() {
            Some(s) => s
                .trim()
                .parse::<i64>()
                .ok()
                .and_then(|n| BoardSize::new(n).ok())
                .ok_or_else(|| Problem::Size(s.to_string()))?,
            None => BoardSize::NINE,
        };
        let mut settings = Settings::even(size, preset);
        if let Some(h) = self.handicap.as_deref() {
            settings.handicap = h
                .trim()
                .parse::<u32>()
                .ok()
                .filter(|&n| n == 0 || (2..=9).contains(&n))
                .ok_or_else(|| Problem::Handicap(h.to_string()))?;
        }
        // Without `komi`, the preset's komi for this handicap (C-3: the even-game komi is
        // for even games).
        settings.komi = match self.komi_given()? {
            Some(komi) => komi,
            None => preset.komi_for(settings.handicap),
        };
        Ok(settings)
    }

    /// The `komi` given, if any.
    fn komi_given(&self) -> Result<Option<Komi>, Problem> {
        self.komi
            .as_deref()
            .map(|k| Komi::parse(k.trim()).map_err(|_| Problem::Komi(k.to_string())))
            .transpose()
    }

    /// `move`: takes the record back to move N (Redo and the arrow keys go on).
    fn go_to_move(&self, state: &mut State) -> Result<(), Problem> {
        let Some(m) = self.move_number.as_deref() else {
            return Ok(());
        };
        let wanted = m
            .trim()
            .parse::<usize>()
            .ok()
            .filter(|&n| n <= state.moves_played())
            .ok_or_else(|| Problem::Move(m.to_string()))?;
        while state.moves_played() > wanted && state.apply(Action::Undid) {}
        state.said = None;
        Ok(())
    }
}

/// A record starts with `(` (after blanks); a lesson never does.
fn looks_like_sgf(text: &str) -> bool {
    text.trim_start().starts_with('(')
}

#[cfg(test)]
mod tests;
