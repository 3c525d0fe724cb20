//! The embedded board's options (the `<hotstone-board>` attributes, `mount`'s options
//! and the `?embed` URL parameters, all spelt alike) and the game they start. Pure:
//! no DOM, tested natively.

use hotstone_i18n::Lang;
use hotstone_lessons::{Lesson, LessonError};
use hotstone_rules::{BoardSize, Komi, Preset};

use crate::state::record::{self, LoadError};
use crate::state::{Action, Prefs, Settings, State};

/// The options as given, as text (attributes are text); `start` reads them.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Options {
    pub size: Option<String>,
    pub rules: Option<String>,
    pub komi: Option<String>,
    pub handicap: Option<String>,
    /// A built-in lesson's id.
    pub lesson: Option<String>,
    /// An SGF record, inline.
    pub sgf: Option<String>,
    /// A lesson or an SGF record from the page: a `<script type="text/x-hotstone-lesson">`,
    /// the file `src` names, or `load()`'s argument. It wins over `lesson` and `sgf`.
    pub text: Option<String>,
    /// The URL `src` named (for the message when it cannot be fetched).
    pub src: Option<String>,
    /// Why `src` could not be fetched, if it could not.
    pub unreachable: Option<String>,
    /// Show the record at this move (`move`).
    pub move_number: Option<String>,
    pub lang: Option<String>,
    pub readonly: bool,
    /// On unless given as `off`, `false` or `0`.
    pub coordinates: bool,
    pub projector: bool,
    pub show_forbidden: bool,
    pub panels: Option<String>,
    /// The localStorage key the game is kept under; none: nothing is written.
    pub persist: Option<String>,
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
}

impl Panel {
    pub const ALL: [Panel; 7] = [
        Panel::Status,
        Panel::Lesson,
        Panel::Ko,
        Panel::Legend,
        Panel::FillIn,
        Panel::Handicap,
        Panel::Marking,
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
        }
    }
}

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

    /// The detail for the console, in English.
    pub fn detail(&self) -> String {
        let names = || Preset::ALL.map(Preset::name).join(", ");
        match self {
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
            Problem::Sgf(e) => format!("SGF: {e:?}"),
            Problem::Unreachable { url, detail } => format!("src=\"{url}\": {detail}"),
            Problem::Move(m) => format!("move=\"{m}\": not a move number of the record"),
            Problem::Panel(p) => format!(
                "panels: \"{p}\" is none of {}",
                Panel::ALL.map(Panel::name).join(", ")
            ),
        }
    }
}

/// A game ready to show: the state, and the lesson whose words go with it.
#[derive(Debug, Clone)]
pub struct Start {
    pub state: State,
    pub lesson: Option<Lesson>,
}

impl Options {
    /// The default options: an empty 9x9 board under the simple rules, coordinates on.
    pub fn new() -> Options {
        Options {
            coordinates: true,
            ..Options::default()
        }
    }

    /// Sets one option by its attribute name (`None`: the attribute is absent). A flag
    /// is on when present, unless its value is `false`, `off` or `0`. Unknown names are
    /// left alone, as HTML does with attributes.
    pub fn set(&mut self, name: &str, value: Option<&str>) {
        let text = || value.map(str::to_string);
        let flag = value.is_some_and(|v| !matches!(v.trim(), "false" | "off" | "0"));
        match name {
            "size" => self.size = text(),
            "rules" => self.rules = text(),
            "komi" => self.komi = text(),
            "handicap" => self.handicap = text(),
            "lesson" => self.lesson = text(),
            "sgf" => self.sgf = text(),
            "text" => self.text = text(),
            "src" => self.src = text(),
            "unreachable" => self.unreachable = text(),
            "move" => self.move_number = text(),
            "lang" => self.lang = text(),
            "readonly" => self.readonly = flag,
            "coordinates" => self.coordinates = value.is_none() || flag,
            "projector" => self.projector = flag,
            "show-forbidden" => self.show_forbidden = flag,
            "panels" => self.panels = text(),
            "persist" => self.persist = text().filter(|k| !k.is_empty()),
            _ => {}
        }
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
            numbers: false,
            projector: self.projector,
            show_forbidden: Some(self.show_forbidden),
        }
    }

    /// The panels asked for; by default the lesson's text only.
    pub fn panels(&self) -> Result<Vec<Panel>, Problem> {
        let Some(list) = self.panels.as_deref() else {
            return Ok(vec![Panel::Lesson]);
        };
        list.split([',', ' '])
            .filter(|n| !n.is_empty())
            .map(|n| {
                Panel::ALL
                    .into_iter()
                    .find(|p| p.name() == n.trim())
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
        let mut state = if let Some(text) = saved.filter(|t| record::load(t.as_bytes()).is_ok()) {
            let loaded = record::load(text.as_bytes()).map_err(Problem::Sgf)?;
            State::restored(loaded.settings, loaded.game, loaded.initial, prefs)
        } else if let Some(text) = record {
            let loaded = record::load(text.as_bytes()).map_err(Problem::Sgf)?;
            let mut state = State::restored(loaded.settings, loaded.game, loaded.initial, prefs);
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
        Ok(Start { state, lesson })
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
        if let Some(k) = self.komi.as_deref() {
            settings.komi = Komi::parse(k.trim()).map_err(|_| Problem::Komi(k.to_string()))?;
        }
        if let Some(h) = self.handicap.as_deref() {
            settings.handicap = h
                .trim()
                .parse::<u32>()
                .ok()
                .filter(|&n| n == 0 || (2..=9).contains(&n))
                .ok_or_else(|| Problem::Handicap(h.to_string()))?;
        }
        Ok(settings)
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
mod tests {
    use super::*;

    fn with(f: impl FnOnce(&mut Options)) -> Options {
        let mut o = Options::new();
        f(&mut o);
        o
    }

    fn problem(o: Options) -> Problem {
        o.start(None).expect_err("these options must not start")
    }

    #[test]
    fn an_empty_options_start_a_beginners_9x9() {
        let s = with(|_| {}).start(None).unwrap();
        assert_eq!(s.state.size().get(), 9);
        assert_eq!(s.state.settings.preset, Preset::Simple);
        assert!(s.lesson.is_none());
    }

    #[test]
    fn a_built_in_lesson_under_another_preset() {
        let s = with(|o| {
            o.lesson = Some("triple-ko".into());
            o.rules = Some("japanese".into());
        })
        .start(None)
        .unwrap();
        assert_eq!(s.state.settings.preset, Preset::Japanese);
        assert_eq!(s.lesson.unwrap().id, "triple-ko");
    }

    #[test]
    fn a_lesson_from_the_page_wins_over_the_id() {
        let text =
            "id = x\nrules = ing\nto-move = white\ntitle.en = X\nabout.en = Y\nrows =\n..\n..";
        let s = with(|o| {
            o.lesson = Some("triple-ko".into());
            o.text = Some(text.into());
        })
        .start(None)
        .unwrap();
        assert_eq!(s.state.size().get(), 2);
        assert_eq!(s.state.game.to_move(), hotstone_rules::Color::White);
    }

    #[test]
    fn an_sgf_at_a_move() {
        let s = with(|o| {
            o.sgf = Some("(;SZ[9];B[ee];W[cc];B[gg])".into());
            o.move_number = Some("1".into());
        })
        .start(None)
        .unwrap();
        assert_eq!(s.state.moves_played(), 1);
        assert_eq!(s.state.redoable, 2);
    }

    #[test]
    fn a_saved_record_wins_when_it_reads() {
        let o = with(|o| o.lesson = Some("basic-ko".into()));
        let s = o.start(Some("(;SZ[9];B[ee])")).unwrap();
        assert_eq!(s.state.size().get(), 9);
        let s = o.start(Some("not a record")).unwrap();
        assert_eq!(s.state.size().get(), 7);
    }

    #[test]
    fn every_bad_input_names_its_problem() {
        assert_eq!(
            problem(with(|o| o.rules = Some("korean".into()))).code(),
            "rules"
        );
        assert_eq!(problem(with(|o| o.size = Some("30".into()))).code(), "size");
        assert_eq!(
            problem(with(|o| o.size = Some("big".into()))).code(),
            "size"
        );
        assert_eq!(
            problem(with(|o| o.komi = Some("lots".into()))).code(),
            "komi"
        );
        assert_eq!(
            problem(with(|o| o.handicap = Some("12".into()))).code(),
            "handicap"
        );
        assert_eq!(
            problem(with(|o| o.lesson = Some("nope".into()))).code(),
            "lesson"
        );
        assert_eq!(
            problem(with(|o| o.text = Some("id = x".into()))).code(),
            "lesson-text"
        );
        assert_eq!(
            problem(with(|o| o.sgf = Some("(;SZ[9];B[zz".into()))).code(),
            "sgf"
        );
        let unreachable = with(|o| {
            o.src = Some("missing.sgf".into());
            o.unreachable = Some("404".into());
        });
        assert_eq!(problem(unreachable).code(), "src");
        let far = with(|o| {
            o.sgf = Some("(;SZ[9];B[ee])".into());
            o.move_number = Some("5".into());
        });
        assert_eq!(problem(far).code(), "move");
        assert_eq!(
            problem(with(|o| o.panels = Some("ko,clock".into()))).code(),
            "panels"
        );
    }

    #[test]
    fn every_problem_reads_in_three_distinct_languages() {
        use crate::i18n::{t, EmbedText, Text};
        let lesson = hotstone_lessons::parse("x").unwrap_err();
        let problems = [
            Problem::UnknownRules("korean".into()),
            Problem::Size("30".into()),
            Problem::Komi("lots".into()),
            Problem::Handicap("12".into()),
            Problem::UnknownLesson("nope".into()),
            Problem::Lesson(lesson),
            Problem::Sgf(LoadError::NoGame),
            Problem::Unreachable {
                url: "a.sgf".into(),
                detail: "404".into(),
            },
            Problem::Move("5".into()),
            Problem::Panel("clock".into()),
        ];
        for p in &problems {
            let texts = Lang::ALL.map(|l| t(l, Text::Embed(EmbedText::Problem(p))));
            assert!(texts.iter().all(|s| s.len() > 10), "{texts:?}");
            assert!(texts[0] != texts[1] && texts[1] != texts[2], "{texts:?}");
            assert!(!p.detail().is_empty());
        }
    }

    #[test]
    fn attributes_set_options() {
        let mut o = Options::new();
        for (name, value) in [
            ("size", Some("13")),
            ("readonly", Some("")),
            ("coordinates", Some("off")),
            ("show-forbidden", Some("false")),
            ("persist", Some("")),
        ] {
            o.set(name, value);
        }
        assert_eq!(o.size.as_deref(), Some("13"));
        assert!(o.readonly && !o.coordinates && !o.show_forbidden);
        assert_eq!(o.persist, None);
        o.set("coordinates", None);
        assert!(o.coordinates);
    }

    #[test]
    fn panels_default_to_the_lesson() {
        assert_eq!(with(|_| {}).panels().unwrap(), [Panel::Lesson]);
        let o = with(|o| o.panels = Some("status, fill-in marking".into()));
        assert_eq!(
            o.panels().unwrap(),
            [Panel::Status, Panel::FillIn, Panel::Marking]
        );
    }
}
