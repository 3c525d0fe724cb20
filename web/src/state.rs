//! The app's state and its one reducer. Messages are named for what the user did
//! (`ClickedPoint`, `Passed`, `OpenedNewGame`, ...); every rule question goes to the
//! `hotstone_rules::Game` the state holds. No DOM here: the reducer is plain Rust and
//! its tests run natively.

use std::rc::Rc;

use hotstone_rules::{
    fixed_handicap, max_fixed_handicap, Action as GameAction, BoardSize, Color, DeadStones, End,
    Game, GameError, HandicapError, HandicapStyle, Komi, Move, Played, Point, Preset, Refusal,
    Ruleset,
};
use yew::Reducible;

use crate::i18n::Lang;
use crate::lessons::{self, Lesson};
use crate::sgf::{self, LoadError, Loaded};

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
                Game::from_position(lesson.board(), lesson.to_move, self.ruleset())
                    .map_err(StartError::Position)
            }
            None => Game::new(self.size, self.ruleset()).map_err(StartError::Position),
        }
    }

    /// The game these settings start, handicap given. Free placement is left to the
    /// player's clicks (`State::placing`).
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
                HandicapStyle::Free => {}
            }
        }
        Ok(game)
    }

    /// Free handicap stones Black still has to place by clicking, before the first move.
    pub fn free_placement(&self) -> Option<u32> {
        (self.handicap >= 2 && self.style == HandicapStyle::Free && self.lesson.is_none())
            .then_some(self.handicap)
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
        }
    }

    /// Another preset: its own komi and handicap style come with it.
    pub fn with_preset(mut self, preset: Preset) -> Draft {
        let rules = preset.ruleset();
        self.preset = preset;
        self.komi = rules.komi.to_string();
        self.style = rules.handicap;
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
        let mut settings = Settings {
            size,
            preset: self.preset,
            komi,
            handicap: self.handicap,
            style: self.style,
            black: clean_name(&self.black),
            white: clean_name(&self.white),
            lesson: None,
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

/// How the board is shown; kept across games and reloads.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Prefs {
    pub lang: Lang,
    pub coordinates: bool,
    pub numbers: bool,
    pub projector: bool,
}

impl Default for Prefs {
    fn default() -> Prefs {
        Prefs {
            lang: Lang::En,
            coordinates: true,
            numbers: false,
            projector: false,
        }
    }
}

/// The new-game dialog while it is open.
#[derive(Debug, Clone, PartialEq)]
pub struct Dialog {
    pub draft: Draft,
    /// The current game has moves: asking before discarding it.
    pub confirming: bool,
    pub error: Option<StartError>,
}

/// What the live region says (and the status line shows) after a user's action.
#[derive(Debug, Clone, PartialEq)]
pub enum Said {
    Played {
        color: Color,
        point: Point,
        captured: usize,
        /// Opposing strings the play left with one liberty.
        atari: usize,
        hot: bool,
        cycle: Option<usize>,
        end: Option<End>,
    },
    Passed {
        color: Color,
        end: Option<End>,
    },
    Resigned {
        color: Color,
    },
    Refused {
        color: Color,
        refusal: Refusal,
    },
    HandicapRefused(HandicapError),
    Placed {
        point: Point,
        left: u32,
    },
    TookBack,
    Replayed,
    Resumed,
    NewGame,
    CycleStep {
        step: usize,
        of: usize,
        to_move: Color,
    },
    OpenedSgf {
        moves: usize,
        skipped: usize,
    },
    SgfUnreadable(LoadError),
    Marking(crate::marking::MarkingSaid),
    FillIn(crate::fill_in::FillInSaid),
    Handicap(crate::handicap_view::HandicapSaid),
}

/// Stepping through a completed cycle's situations on the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CycleView {
    /// Index into `Game::cycles`.
    pub cycle: usize,
    /// 0 = the cycle's first situation.
    pub step: usize,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Direction {
    Up,
    Down,
    Left,
    Right,
}

/// Everything the user can do, named for what they did.
#[derive(Debug, Clone, PartialEq)]
pub enum Action {
    /// A click or tap on a point, or Enter/Space on the cursor.
    ClickedPoint(Point),
    HoveredPoint(Option<Point>),
    FocusedPoint(Point),
    PressedArrow(Direction),
    PressedPlayKey,
    Passed,
    Resigned,
    Undid,
    Redid,
    ResumedPlay,
    OpenedNewGame,
    EditedDraft(Draft),
    StartedNewGame,
    ConfirmedDiscard,
    CancelledNewGame,
    ToggledCoordinates,
    ToggledNumbers,
    ToggledProjector,
    ChoseLanguage(Lang),
    OpenedCycle,
    SteppedCycle(isize),
    ClosedCycle,
    DismissedNotice,
    /// An SGF file was chosen; its bytes.
    OpenedSgf(Vec<u8>),
    ConfirmedOpen,
    CancelledOpen,
    /// In the marking view after play stopped (C-6, M-5).
    Marking(crate::marking::MarkingAction),
    /// Show Ing's fill-in count of the position with these dead stones (C-2).
    OpenedFillIn(DeadStones),
    /// In the fill-in view.
    FillIn(crate::fill_in::FillInAction),
    /// Stepping through the handicap (H-1, H-2).
    Handicap(crate::handicap_view::HandicapAction),
}

/// The whole app.
#[derive(Debug, Clone)]
pub struct State {
    pub settings: Settings,
    pub game: Game,
    /// Actions made when the game started (fixed handicap stones, the start of Ing
    /// handicap moves): undo stops before them.
    pub initial: usize,
    pub prefs: Prefs,
    pub cursor: Point,
    pub hover: Option<Point>,
    /// Free handicap stones placed so far (H-1), before they go on the board together.
    pub placing: Vec<Point>,
    pub dialog: Option<Dialog>,
    /// The last refusal, explained until the next move.
    pub notice: Option<Said>,
    /// The last announcement and a counter, so that the same words are said again.
    pub said: Option<(Said, u32)>,
    pub cycle_view: Option<CycleView>,
    /// Bumped whenever the game or its settings change: the app saves then.
    pub revision: u32,
    /// Actions taken back that Redo can play again.
    pub redoable: usize,
    /// An SGF game read while a game was in progress: waiting for "discard and open".
    pub pending: Option<Box<Loaded>>,
    /// Dead stones and agreement after play stopped.
    pub marking: Option<crate::marking::Marking>,
    /// Ing's fill-in count, while it is shown.
    pub fill_in: Option<crate::fill_in::FillInView>,
    /// The handicap step shown, while stepping through it.
    pub handicap_view: Option<crate::handicap_view::HandicapView>,
}

impl State {
    /// A fresh game from settings (falls back to the beginner's default if they fail).
    pub fn new(settings: Settings, prefs: Prefs) -> State {
        let (settings, game) = match settings.start() {
            Ok(game) => (settings, game),
            Err(_) => {
                let s = Settings::default();
                let g = s.start().expect("the default settings start a game");
                (s, g)
            }
        };
        State::with_game(settings, game, prefs)
    }

    /// A state around a game already made (a restored one, say).
    pub fn with_game(settings: Settings, game: Game, prefs: Prefs) -> State {
        let initial = game.actions().len();
        State::restored(settings, game, initial, prefs)
    }

    pub fn restored(settings: Settings, game: Game, initial: usize, prefs: Prefs) -> State {
        let n = game.size().get();
        State {
            settings,
            cursor: Point::new(n / 2, n / 2).expect("the centre is on the board"),
            game,
            initial,
            prefs,
            hover: None,
            placing: Vec::new(),
            dialog: None,
            notice: None,
            said: None,
            cycle_view: None,
            revision: 0,
            redoable: 0,
            pending: None,
            marking: None,
            fill_in: None,
            handicap_view: None,
        }
        .with_end_phase()
    }

    /// The marking view opened (or not) for the game as it stands.
    fn with_end_phase(mut self) -> State {
        crate::marking::after_change(&mut self);
        self
    }

    pub fn size(&self) -> BoardSize {
        self.game.size()
    }

    /// Free handicap stones still to place, while placing.
    pub fn placing_left(&self) -> Option<u32> {
        let n = self.settings.free_placement()?;
        let started = self.game.actions().len() > self.initial;
        (!started).then(|| n.saturating_sub(self.placing.len() as u32))
    }

    /// Moves (board plays and passes) made so far.
    pub fn moves_played(&self) -> usize {
        self.game
            .actions()
            .iter()
            .filter(|a| matches!(a, GameAction::Move { .. }))
            .count()
    }

    /// Has anything been done that a new game would throw away?
    pub fn has_progress(&self) -> bool {
        self.game.actions().len() > self.initial || !self.placing.is_empty()
    }

    pub fn can_undo(&self) -> bool {
        self.has_progress()
    }

    /// Applies one user action. Returns false when nothing changed (no re-render).
    pub fn apply(&mut self, action: Action) -> bool {
        match action {
            Action::OpenedFillIn(dead) => return crate::fill_in::open(self, dead),
            Action::FillIn(a) => return crate::fill_in::apply(self, a),
            Action::Handicap(a) => return crate::handicap_view::apply(self, a),
            Action::HoveredPoint(p) => {
                if self.hover == p {
                    return false;
                }
                self.hover = p;
                return true;
            }
            Action::FocusedPoint(p) => {
                if self.cursor == p {
                    return false;
                }
                self.cursor = p;
                return true;
            }
            Action::PressedArrow(d) => return self.move_cursor(d),
            Action::ToggledCoordinates => self.prefs.coordinates = !self.prefs.coordinates,
            Action::ToggledNumbers => self.prefs.numbers = !self.prefs.numbers,
            Action::ToggledProjector => self.prefs.projector = !self.prefs.projector,
            Action::ChoseLanguage(lang) => self.prefs.lang = lang,
            Action::DismissedNotice => self.notice = None,
            Action::OpenedNewGame => {
                self.dialog = Some(Dialog {
                    draft: Draft::from_settings(&self.settings),
                    confirming: false,
                    error: None,
                });
            }
            Action::EditedDraft(draft) => match &mut self.dialog {
                Some(d) => {
                    d.draft = draft;
                    d.error = None;
                    d.confirming = false;
                }
                None => return false,
            },
            Action::CancelledNewGame => self.dialog = None,
            Action::StartedNewGame => return self.start_new_game(false),
            Action::ConfirmedDiscard => return self.start_new_game(true),
            Action::OpenedCycle => {
                let n = self.game.cycles().len();
                if n == 0 {
                    return false;
                }
                self.cycle_view = Some(CycleView {
                    cycle: n - 1,
                    step: 0,
                });
                self.say_cycle_step();
            }
            Action::SteppedCycle(delta) => return self.step_cycle(delta),
            Action::ClosedCycle => self.cycle_view = None,
            Action::OpenedSgf(text) => self.open_sgf(&text),
            Action::ConfirmedOpen => match self.pending.take() {
                Some(loaded) => self.replace_with(*loaded),
                None => return false,
            },
            Action::CancelledOpen => self.pending = None,
            // Everything below changes the game; none of it while the dialog is open.
            _ if self.dialog.is_some() => return false,
            Action::ClickedPoint(p) => self.click(p),
            Action::PressedPlayKey => self.click(self.cursor),
            Action::Passed => self.pass(),
            Action::Resigned => self.resign(),
            Action::Undid => return self.take_back(),
            Action::Redid => return self.replay(),
            Action::Marking(a) => return crate::marking::apply(self, a),
            Action::ResumedPlay => {
                if self.game.resume().is_err() || self.game.end().is_some() {
                    return false;
                }
                self.changed(Said::Resumed);
            }
        }
        true
    }

    fn move_cursor(&mut self, d: Direction) -> bool {
        let n = self.size().get();
        let (col, row) = (self.cursor.col(), self.cursor.row());
        let (col, row) = match d {
            Direction::Left => (col.saturating_sub(1), row),
            Direction::Right => ((col + 1).min(n - 1), row),
            Direction::Down => (col, row.saturating_sub(1)),
            Direction::Up => (col, (row + 1).min(n - 1)),
        };
        match Point::new(col, row) {
            Some(p) if p != self.cursor => {
                self.cursor = p;
                true
            }
            _ => false,
        }
    }

    /// Records a change of the game: closes the views of the old game, lets the
    /// marking view follow the end of play, says what happened.
    pub(crate) fn changed(&mut self, said: Said) {
        if !matches!(said, Said::TookBack | Said::Replayed) {
            // Anything new played or placed clears the game's redo list.
            self.redoable = 0;
        }
        self.cycle_view = None;
        self.fill_in = None;
        self.handicap_view = None;
        crate::marking::after_change(self);
        self.revision = self.revision.wrapping_add(1);
        self.say(said);
    }

    pub(crate) fn say(&mut self, said: Said) {
        let n = self.said.as_ref().map_or(0, |(_, n)| n.wrapping_add(1));
        self.said = Some((said, n));
    }

    pub(crate) fn refuse(&mut self, said: Said) {
        self.notice = Some(said.clone());
        self.say(said);
    }

    fn click(&mut self, p: Point) {
        self.cursor = p;
        if self.fill_in.is_some() {
            return;
        }
        if self.cycle_view.is_some() || self.handicap_view.is_some() {
            self.cycle_view = None;
            self.handicap_view = None;
            return;
        }
        if crate::marking::clicked(self, p) {
            return;
        }
        if let Some(left) = self.placing_left() {
            self.place(p, left);
            return;
        }
        let color = self.game.to_move();
        match self.game.play(color, Move::Play(p)) {
            Ok(played) => {
                self.notice = None;
                let said = Self::describe_play(color, p, &played);
                self.game.make_obligatory_passes();
                self.changed(said);
            }
            Err(refusal) => self.refuse(Said::Refused { color, refusal }),
        }
    }

    /// Free handicap placement: a click adds a stone or takes one back; the last one
    /// puts them all on the board through the rules crate.
    fn place(&mut self, p: Point, left: u32) {
        if let Some(i) = self.placing.iter().position(|&q| q == p) {
            self.placing.remove(i);
            self.changed(Said::Placed {
                point: p,
                left: left + 1,
            });
            return;
        }
        if self.game.board().get(p).is_some() {
            let refusal = Refusal::Occupied { point: p };
            self.refuse(Said::Refused {
                color: Color::Black,
                refusal,
            });
            return;
        }
        self.placing.push(p);
        if left > 1 {
            self.changed(Said::Placed {
                point: p,
                left: left - 1,
            });
            return;
        }
        let points = std::mem::take(&mut self.placing);
        match self.game.place_handicap(&points) {
            Ok(()) => {
                self.notice = None;
                self.changed(Said::Placed { point: p, left: 0 });
            }
            Err(e) => {
                self.placing = points;
                self.placing.pop();
                self.refuse(Said::HandicapRefused(e));
            }
        }
    }

    /// What a board play did, for the live region.
    fn describe_play(color: Color, point: Point, played: &Played) -> Said {
        Said::Played {
            color,
            point,
            captured: played.captured.len(),
            atari: played.ataris.len(),
            hot: played.hot.is_some(),
            cycle: played.cycle.as_ref().map(|c| c.length()),
            end: played.end,
        }
    }

    fn pass(&mut self) {
        if self.fill_in.is_some() {
            return;
        }
        let viewing = self.cycle_view.take().is_some() || self.handicap_view.take().is_some();
        if viewing || self.placing_left().is_some() {
            return;
        }
        let color = self.game.to_move();
        match self.game.play(color, Move::Pass) {
            Ok(played) => {
                self.notice = None;
                self.changed(Said::Passed {
                    color,
                    end: played.end,
                });
            }
            Err(refusal) => self.refuse(Said::Refused { color, refusal }),
        }
    }

    fn resign(&mut self) {
        let color = self.game.to_move();
        match self.game.resign(color) {
            Ok(()) => {
                self.notice = None;
                self.changed(Said::Resigned { color });
            }
            Err(refusal) => self.refuse(Said::Refused { color, refusal }),
        }
    }

    fn take_back(&mut self) -> bool {
        if self.placing_left().is_some() && self.placing.pop().is_some() {
            self.changed(Said::TookBack);
            return true;
        }
        let undone = self.game.undo_turn(self.initial);
        if undone == 0 {
            return false;
        }
        self.redoable += undone;
        self.notice = None;
        self.changed(Said::TookBack);
        true
    }

    fn replay(&mut self) -> bool {
        let redone = self.game.redo_turn();
        if redone == 0 {
            self.redoable = 0;
            return false;
        }
        self.redoable = self.redoable.saturating_sub(redone);
        self.notice = None;
        self.changed(Said::Replayed);
        true
    }

    fn start_new_game(&mut self, confirmed: bool) -> bool {
        let progress = self.has_progress();
        let Some(dialog) = &mut self.dialog else {
            return false;
        };
        let started = dialog
            .draft
            .settings()
            .and_then(|s| s.start().map(|g| (s, g)));
        let (settings, game) = match started {
            Ok(ok) => ok,
            Err(e) => {
                dialog.error = Some(e);
                return true;
            }
        };
        if !confirmed && progress {
            dialog.confirming = true;
            return true;
        }
        let prefs = self.prefs;
        let said = self.said.take();
        *self = State::with_game(settings, game, prefs);
        self.said = said;
        self.changed(Said::NewGame);
        true
    }

    fn open_sgf(&mut self, bytes: &[u8]) {
        self.pending = None;
        match sgf::load(bytes) {
            Ok(loaded) if self.has_progress() => self.pending = Some(Box::new(loaded)),
            Ok(loaded) => self.replace_with(loaded),
            Err(e) => self.refuse(Said::SgfUnreadable(e)),
        }
    }

    /// A game read from a file replaces this one (the preferences stay).
    fn replace_with(&mut self, loaded: Loaded) {
        let skipped = loaded.skipped;
        let said = self.said.take();
        *self = State::restored(loaded.settings, loaded.game, loaded.initial, self.prefs);
        self.said = said;
        let moves = self.moves_played();
        self.changed(Said::OpenedSgf { moves, skipped });
    }

    fn step_cycle(&mut self, delta: isize) -> bool {
        let Some(view) = self.cycle_view else {
            return false;
        };
        let Some(cycle) = self.game.cycles().get(view.cycle) else {
            return false;
        };
        let last = cycle.to - cycle.from;
        let step = view.step.saturating_add_signed(delta).min(last);
        if step == view.step {
            return false;
        }
        self.cycle_view = Some(CycleView { step, ..view });
        self.say_cycle_step();
        true
    }

    fn say_cycle_step(&mut self) {
        let Some(view) = self.cycle_view else { return };
        let Some(cycle) = self.game.cycles().get(view.cycle) else {
            return;
        };
        let k = cycle.from + view.step;
        if let Some((_, to_move)) = self.game.position_at(k) {
            self.say(Said::CycleStep {
                step: view.step,
                of: cycle.to - cycle.from,
                to_move,
            });
        }
    }
}

impl Reducible for State {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        // Cheap actions that change nothing return the same state: no re-render.
        match &action {
            Action::HoveredPoint(p) if self.hover == *p => return self,
            Action::FocusedPoint(p) if self.cursor == *p => return self,
            _ => {}
        }
        let mut next = (*self).clone();
        if next.apply(action) {
            Rc::new(next)
        } else {
            self
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pt(name: &str) -> Point {
        Point::parse(name).unwrap()
    }

    fn state(settings: Settings) -> State {
        State::new(settings, Prefs::default())
    }

    fn click(s: &mut State, names: &[&str]) {
        for n in names {
            if *n == "pass" {
                assert!(s.apply(Action::Passed));
            } else {
                s.apply(Action::ClickedPoint(pt(n)));
            }
        }
    }

    #[test]
    fn the_default_is_a_beginners_nine_by_nine_under_simple_rules() {
        let s = state(Settings::default());
        assert_eq!(s.size(), BoardSize::NINE);
        assert_eq!(s.settings.preset, Preset::Simple);
        assert_eq!(s.cursor, pt("E5"));
    }

    #[test]
    fn a_ko_under_ing_is_refused_and_explained() {
        let mut s = state(Settings::even(BoardSize::NINE, Preset::Ing));
        click(
            &mut s,
            &["B4", "C4", "A3", "B3", "B2", "C2", "J9", "D3", "C3"],
        );
        assert!(s.game.hot().is_some_and(|h| h.contains(pt("C3"))));
        s.apply(Action::ClickedPoint(pt("B3")));
        let Some(Said::Refused { color, refusal }) = &s.notice else {
            panic!("refused: {:?}", s.notice)
        };
        assert_eq!(*color, Color::White);
        assert_eq!(refusal.code(), "hot-stone");
        assert_eq!(s.game.to_move(), Color::White);
        s.apply(Action::Passed);
        assert!(s.notice.is_none(), "a move clears the explanation");
    }

    #[test]
    fn undo_and_redo_walk_the_game() {
        let mut s = state(Settings::default());
        assert!(!s.can_undo());
        click(&mut s, &["C3", "D4"]);
        assert!(s.apply(Action::Undid));
        assert_eq!(s.moves_played(), 1);
        assert_eq!(s.redoable, 1);
        assert!(s.apply(Action::Redid));
        assert_eq!(s.moves_played(), 2);
        assert_eq!(s.redoable, 0);
        assert!(!s.apply(Action::Redid));
        s.apply(Action::Undid);
        click(&mut s, &["E5"]);
        assert_eq!(s.redoable, 0, "a new move clears redo");
    }

    #[test]
    fn the_cursor_stays_on_the_board() {
        let mut s = state(Settings::even(BoardSize::SEVEN, Preset::Simple));
        for _ in 0..10 {
            s.apply(Action::PressedArrow(Direction::Left));
            s.apply(Action::PressedArrow(Direction::Down));
        }
        assert_eq!(s.cursor, pt("A1"));
        s.apply(Action::PressedArrow(Direction::Up));
        s.apply(Action::PressedPlayKey);
        assert_eq!(s.game.board().get(pt("A2")), Some(Color::Black));
    }

    #[test]
    fn a_new_game_asks_before_discarding_moves() {
        let mut s = state(Settings::default());
        click(&mut s, &["C3"]);
        s.apply(Action::OpenedNewGame);
        let mut draft = s.dialog.as_ref().unwrap().draft.clone();
        draft.size = 13;
        s.apply(Action::EditedDraft(draft));
        s.apply(Action::StartedNewGame);
        assert!(s.dialog.as_ref().unwrap().confirming);
        assert_eq!(s.size(), BoardSize::NINE, "nothing discarded yet");
        s.apply(Action::ConfirmedDiscard);
        assert!(s.dialog.is_none());
        assert_eq!(s.size().get(), 13);
    }

    #[test]
    fn komi_takes_a_point_or_a_comma_and_refuses_the_rest() {
        let mut draft = Draft::from_settings(&Settings::default());
        draft.komi = "6,5".into();
        assert_eq!(draft.settings().unwrap().komi.half_points(), 13);
        draft.komi = "6.3".into();
        assert_eq!(draft.settings().unwrap_err(), StartError::Komi);
    }

    #[test]
    fn fixed_handicap_gives_white_the_move_and_undo_keeps_it() {
        let mut draft = Draft::from_settings(&Settings::default());
        draft.handicap = 4;
        draft.style = HandicapStyle::Fixed;
        let mut s = state(draft.settings().unwrap());
        assert_eq!(s.game.to_move(), Color::White);
        assert_eq!(s.game.board().stones().count(), 4);
        assert!(!s.apply(Action::Undid));
    }

    #[test]
    fn free_handicap_is_placed_by_clicks() {
        let mut s = state(Settings {
            handicap: 2,
            style: HandicapStyle::Free,
            ..Settings::default()
        });
        assert_eq!(s.placing_left(), Some(2));
        click(&mut s, &["A1"]);
        assert_eq!(s.placing_left(), Some(1));
        click(&mut s, &["J9"]);
        assert_eq!(s.placing_left(), None);
        assert_eq!(s.game.board().get(pt("J9")), Some(Color::Black));
        assert_eq!(s.game.to_move(), Color::White);
    }

    #[test]
    fn ing_handicap_moves_pass_for_white() {
        let mut settings = Settings::even(BoardSize::NINE, Preset::Ing);
        settings.handicap = 3;
        let mut s = state(settings);
        assert_eq!(s.settings.style, HandicapStyle::IngMoves);
        click(&mut s, &["C3", "G7"]);
        assert_eq!(
            s.game.to_move(),
            Color::Black,
            "White passed twice for itself"
        );
        click(&mut s, &["E5"]);
        assert_eq!(s.game.to_move(), Color::White);
        s.apply(Action::Undid);
        assert_eq!(s.game.to_move(), Color::Black);
        s.apply(Action::Undid);
        assert_eq!(
            s.game.board().stones().count(),
            1,
            "the pass went with its play"
        );
        s.apply(Action::Redid);
        assert_eq!(s.game.board().stones().count(), 2);
        assert_eq!(s.game.to_move(), Color::Black);
    }

    #[test]
    fn a_completed_cycle_can_be_stepped_through() {
        let lesson = lessons::find("double-ko-seki").unwrap();
        let mut s = state(Settings::lesson(&lesson, None));
        click(&mut s, &["E1", "A5", "pass", "E2", "A4", "pass"]);
        assert_eq!(s.game.cycles().len(), 1);
        assert!(s.apply(Action::OpenedCycle));
        assert!(s.apply(Action::SteppedCycle(1)));
        assert_eq!(s.cycle_view.unwrap().step, 1);
        assert!(s.apply(Action::SteppedCycle(-5)));
        assert_eq!(s.cycle_view.unwrap().step, 0);
        s.apply(Action::SteppedCycle(100));
        assert_eq!(s.cycle_view.unwrap().step, 6);
        s.apply(Action::ClosedCycle);
        assert!(s.cycle_view.is_none());
    }
}
