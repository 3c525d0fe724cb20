//! What a game is started with (its size, rules, komi, handicap, players, lesson), the
//! new-game dialog's draft of it, and the view preferences.

use hotstone_i18n::Lang;
use hotstone_rules::{
    fixed_handicap, max_fixed_handicap, BoardSize, Color, Game, GameError, HandicapError,
    HandicapStyle, Komi, Preset, Ruleset,
};

use super::clock::{ClockKind, ClockSetting};
use hotstone_lessons::{self as lessons, Lesson};

/// Board sizes the new-game dialog offers (B-1).
pub const SIZES: std::ops::RangeInclusive<u8> = 7..=19;

/// Handicap counts the dialog offers besides none (H-1: 9 is the usual maximum).
pub const HANDICAPS: std::ops::RangeInclusive<u32> = 2..=9;

/// What a game is started from: chosen in the new-game dialog, saved with the game.
#[derive(Debug, Clone, PartialEq)]
pub struct Settings {
    pub size: BoardSize,
    pub preset: Preset,
    pub komi: Komi,
    /// Handicap stones (or Ing handicap board plays); 0 is an even game.
    pub handicap: u32,
    pub style: HandicapStyle,
    pub black: String,
    pub white: String,
    /// A lesson's id: the game starts from the lesson's position instead of an empty
    /// board (and without handicap).
    pub lesson: Option<String>,
    /// The clocks (T-1..T-3); none by default.
    pub clock: ClockSetting,
    /// Playing against the computer: its level and colour (issue 21); none by default.
    pub computer: Option<super::computer::Computer>,
}

impl Default for Settings {
    /// A beginner's game: 9x9 under the simple rules of seed 004.
    fn default() -> Settings {
        Settings::even(BoardSize::NINE, Preset::Simple)
    }
}

/// Why a game cannot start.
#[derive(Debug, Clone, PartialEq)]
pub enum StartError {
    Komi,
    Handicap(HandicapError),
    Position(GameError),
    UnknownLesson(String),
    /// The clock's minutes are not a whole number from 1 to 600.
    ClockMinutes,
    /// Byo-yomi's periods or SZ's overruns are not a whole number from 1 to 99.
    ClockPeriods(ClockKind),
    /// The seconds of a period or an overrun are not a whole number from 1 to 600.
    ClockSeconds,
}

impl Settings {
    /// An even game of this size under the preset's own komi and handicap style.
    pub fn even(size: BoardSize, preset: Preset) -> Settings {
        let rules = preset.ruleset();
        Settings {
            size,
            preset,
            komi: rules.komi,
            handicap: 0,
            style: rules.handicap,
            black: String::new(),
            white: String::new(),
            lesson: None,
            clock: ClockSetting::default(),
            computer: None,
        }
    }

    /// A lesson's position under a preset (the lesson's own when `None`).
    pub fn lesson(lesson: &Lesson, preset: Option<Preset>) -> Settings {
        Settings {
            lesson: Some(lesson.id.to_string()),
            ..Settings::even(lesson.size(), preset.unwrap_or(lesson.rules))
        }
    }

    /// The preset with this game's komi and handicap style.
    pub fn ruleset(&self) -> Ruleset {
        Ruleset {
            komi: self.komi,
            handicap: self.style,
            ..self.preset.ruleset()
        }
    }

    /// The starting position: the empty board, or the lesson's.
    pub fn base_game(&self) -> Result<Game, StartError> {
        match &self.lesson {
            Some(id) => {
                let lesson =
                    lessons::find(id).ok_or_else(|| StartError::UnknownLesson(id.clone()))?;
                Game::from_position(lesson.board, lesson.to_move, self.ruleset())
                    .map_err(StartError::Position)
            }
            None => Game::new(self.size, self.ruleset()).map_err(StartError::Position),
        }
    }

    /// The game these settings start, handicap given. Free placement is left to the
    /// player's clicks (`State::placing`), unless the computer plays Black: it places
    /// its own stones (`hotstone_player::handicap_points`), as part of the start.
    pub fn start(&self) -> Result<Game, StartError> {
        let mut game = self.base_game()?;
        if self.handicap > 0 && self.lesson.is_none() {
            let err = StartError::Handicap;
            match self.style {
                HandicapStyle::Fixed => {
                    let points = fixed_handicap(self.size, self.handicap).map_err(err)?;
                    game.place_handicap(&points).map_err(err)?;
                }
                HandicapStyle::IngMoves => game.start_handicap_moves(self.handicap).map_err(err)?,
                HandicapStyle::Free if self.computer_places() => {
                    let points = hotstone_player::handicap_points(game.board(), self.handicap)
                        .map_err(err)?;
                    game.place_handicap(&points).map_err(err)?;
                }
                HandicapStyle::Free => {}
            }
        }
        Ok(game)
    }

    /// Free handicap stones Black still has to place by clicking, before the first move
    /// (none when the computer is Black: it placed them at the start).
    pub fn free_placement(&self) -> Option<u32> {
        (self.handicap >= 2
            && self.style == HandicapStyle::Free
            && self.lesson.is_none()
            && !self.computer_places())
        .then_some(self.handicap)
    }

    /// Does the computer place Black's free handicap stones (it plays Black)?
    fn computer_places(&self) -> bool {
        self.computer.is_some_and(|c| c.color == Color::Black)
    }

    pub fn name(&self, color: Color) -> &str {
        match color {
            Color::Black => &self.black,
            Color::White => &self.white,
        }
    }
}

/// The new-game dialog's fields, as typed.
#[derive(Debug, Clone, PartialEq)]
pub struct Draft {
    pub size: u8,
    pub preset: Preset,
    pub komi: String,
    pub handicap: u32,
    pub style: HandicapStyle,
    pub black: String,
    pub white: String,
    pub lesson: Option<String>,
    pub clock: ClockKind,
    /// The clock's main time in minutes, as typed.
    pub clock_minutes: String,
    /// Byo-yomi's periods or SZ's overruns, and the seconds of each, as typed (empty
    /// for the clocks without them).
    pub clock_periods: String,
    pub clock_seconds: String,
    /// Against the computer: its level, or `None` for two players at the board.
    pub computer_level: Option<hotstone_player::Level>,
    /// The colour the computer plays.
    pub computer_color: Color,
}

impl Draft {
    pub fn from_settings(s: &Settings) -> Draft {
        Draft {
            size: s.size.get(),
            preset: s.preset,
            komi: s.komi.to_string(),
            handicap: s.handicap,
            style: s.style,
            black: s.black.clone(),
            white: s.white.clone(),
            lesson: s.lesson.clone(),
            clock: s.clock.kind,
            clock_minutes: match s.clock.kind {
                ClockKind::None => String::new(),
                _ => s.clock.minutes.to_string(),
            },
            clock_periods: periods_text(s.clock.kind, s.clock.periods),
            clock_seconds: periods_text(s.clock.kind, s.clock.seconds),
            computer_level: s.computer.map(|c| c.level),
            computer_color: s.computer.map_or(Color::White, |c| c.color),
        }
    }

    /// Another clock: its default minutes come with it (absolute time takes the
    /// preset's tournament clock when it has one: 003's 40, 000's 3 minutes).
    pub fn with_clock(mut self, kind: ClockKind) -> Draft {
        self.clock = kind;
        let preset_minutes = self
            .preset
            .time_control()
            .map(|c| (c.system.main().get() / 600) as u32)
            .filter(|_| kind == ClockKind::Absolute);
        self.clock_minutes = match kind {
            ClockKind::None => String::new(),
            _ => preset_minutes.unwrap_or(kind.default_minutes()).to_string(),
        };
        let (periods, seconds) = kind.default_periods().unwrap_or((0, 0));
        self.clock_periods = periods_text(kind, periods);
        self.clock_seconds = periods_text(kind, seconds);
        self
    }

    /// Another start: a lesson brings its own rules with it (its preset's komi and
    /// handicap style, no handicap), as `?lesson=` does; the player may change them
    /// afterwards. Back to the empty board, the rules stay as they are.
    pub fn with_lesson(self, id: Option<String>) -> Draft {
        let rules = id.as_deref().and_then(lessons::find).map(|l| l.rules);
        let draft = Draft { lesson: id, ..self };
        match rules {
            Some(preset) => Draft {
                handicap: 0,
                ..draft
            }
            .with_preset(preset),
            None => draft,
        }
    }

    /// Another preset: its own komi (for the chosen handicap) and handicap style come
    /// with it.
    pub fn with_preset(mut self, preset: Preset) -> Draft {
        self.preset = preset;
        self.komi = preset.komi_for(self.handicap).to_string();
        self.style = preset.ruleset().handicap;
        self
    }

    /// Another handicap. A komi the player has not changed follows it: the preset's
    /// even-game komi is for even games, a handicap game has its own (C-3,
    /// `Preset::komi_for`).
    pub fn with_handicap(mut self, handicap: u32) -> Draft {
        if self.komi == self.preset.komi_for(self.handicap).to_string() {
            self.komi = self.preset.komi_for(handicap).to_string();
        }
        self.handicap = handicap;
        self
    }

    /// The most handicap stones the chosen style allows on the chosen size.
    pub fn max_handicap(&self) -> u32 {
        match (self.style, BoardSize::new(i64::from(self.size))) {
            (HandicapStyle::Fixed, Ok(size)) => max_fixed_handicap(size),
            _ => *HANDICAPS.end(),
        }
    }

    pub fn settings(&self) -> Result<Settings, StartError> {
        let size = BoardSize::new(i64::from(self.size)).unwrap_or(BoardSize::NINE);
        // A decimal comma is fine too (German users type "6,5").
        let komi = Komi::parse(&self.komi.replace(',', ".")).map_err(|_| StartError::Komi)?;
        let clock = match self.clock {
            ClockKind::None => ClockSetting::default(),
            kind => {
                let minutes =
                    whole(&self.clock_minutes, 1..=600).ok_or(StartError::ClockMinutes)?;
                let mut clock = ClockSetting::new(kind, minutes);
                if kind.default_periods().is_some() {
                    clock.periods =
                        whole(&self.clock_periods, 1..=99).ok_or(StartError::ClockPeriods(kind))?;
                    clock.seconds =
                        whole(&self.clock_seconds, 1..=600).ok_or(StartError::ClockSeconds)?;
                }
                clock
            }
        };
        let mut settings = Settings {
            size,
            preset: self.preset,
            komi,
            handicap: self.handicap,
            style: self.style,
            black: clean_name(&self.black),
            white: clean_name(&self.white),
            lesson: None,
            clock,
            computer: self.computer_level.map(|level| super::computer::Computer {
                level,
                color: self.computer_color,
            }),
        };
        if let Some(lesson) = self.lesson.as_deref().and_then(lessons::find) {
            settings.size = lesson.size();
            settings.handicap = 0;
            settings.lesson = Some(lesson.id.to_string());
        }
        Ok(settings)
    }
}

/// A player's name on one line, at most 40 characters.
fn clean_name(name: &str) -> String {
    name.split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .chars()
        .take(40)
        .collect()
}

/// Which stones carry the number of their move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum MoveNumbers {
    #[default]
    Off,
    All,
    /// The last `MoveNumbers::LAST` moves only: the shape of a fight, not the whole game.
    Last,
}

impl MoveNumbers {
    /// How many moves `Last` numbers.
    pub const LAST: u32 = 10;

    /// The next choice of the view's button: off, all, the last moves, off again.
    pub fn next(self) -> MoveNumbers {
        match self {
            MoveNumbers::Off => MoveNumbers::All,
            MoveNumbers::All => MoveNumbers::Last,
            MoveNumbers::Last => MoveNumbers::Off,
        }
    }
}

/// How the board is shown; kept across games and reloads.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Prefs {
    pub lang: Lang,
    pub coordinates: bool,
    pub numbers: MoveNumbers,
    pub projector: bool,
    /// Crosses on every forbidden point without hovering; `None`: on in lessons and
    /// projector mode (`State::shows_forbidden`).
    pub show_forbidden: Option<bool>,
    /// Teaching overlays (issue 37, show why): each string's liberties counted on it,
    /// the strings in atari ringed.
    pub liberties: bool,
    pub atari: bool,
}

impl Default for Prefs {
    fn default() -> Prefs {
        Prefs {
            lang: Lang::En,
            coordinates: true,
            numbers: MoveNumbers::Off,
            projector: false,
            show_forbidden: None,
            liberties: false,
            atari: false,
        }
    }
}

/// A whole number typed into a field, within `range`.
fn whole(typed: &str, range: std::ops::RangeInclusive<u32>) -> Option<u32> {
    typed.trim().parse().ok().filter(|n| range.contains(n))
}

/// A period count or length as a field shows it: empty for the clocks without periods.
fn periods_text(kind: ClockKind, n: u32) -> String {
    match kind.default_periods() {
        Some(_) => n.to_string(),
        None => String::new(),
    }
}
