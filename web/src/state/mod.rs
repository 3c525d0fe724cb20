//! The app's state and its one reducer. Messages are named for what the user did
//! (`ClickedPoint`, `Passed`, `OpenedNewGame`, ...); every rule question goes to the
//! `hotstone_rules::Game` the state holds. No DOM here: the reducer is plain Rust and
//! its tests run natively.

use std::rc::Rc;

use hotstone_rules::{
    Action as GameAction, BoardSize, Color, DeadStones, End, Game, HandicapError, Move, Played,
    Point, Refusal,
};
use yew::Reducible;

use hotstone_i18n::Lang;
use record::{LoadError, Loaded};

pub mod board_record;
pub mod clock;
pub mod computer;
pub mod embed_problem;
pub mod fill_in;
pub mod handicap_view;
/// Lessons live in their own crate (`hotstone-lessons`), read by the element too.
pub use hotstone_lessons as lessons;
pub mod marking;
mod play;
pub mod record;
mod settings;
pub mod tournament;

pub use settings::{Draft, Prefs, Settings, StartError, HANDICAPS, SIZES};

/// The new-game dialog while it is open.
#[derive(Debug, Clone, PartialEq)]
pub struct Dialog {
    pub draft: Draft,
    /// The current game has moves: asking before discarding it.
    pub confirming: bool,
    pub error: Option<StartError>,
    /// Opened by a lesson link (`?lesson=NAME`) over a game in progress: the question
    /// names the link's lesson.
    pub from_link: bool,
}

/// What the live region says (and the status line shows) after a user's action.
#[derive(Debug, Clone, PartialEq)]
pub enum Said {
    /// The saved game could not be read (`None`), or was read without its last `n`
    /// actions, which no longer replay.
    NotRestored {
        lost: Option<usize>,
    },
    /// A saved view (the clock, the dead-stone marking or the fill-in count) could not
    /// be read back onto the restored game; the game itself is kept.
    ViewNotRestored,
    /// The page's URL asked for a lesson or rules that do not exist (`?lesson=nope`,
    /// `?rules=bogus`): the page goes on without them and says so, with the known ones.
    UnknownInUrl {
        lesson: Option<String>,
        rules: Option<String>,
    },
    Played {
        color: Color,
        point: Point,
        captured: usize,
        /// The player's own stones the play removed: a suicide of a string, where the
        /// rules allow it (M-2).
        self_removed: usize,
        /// Opposing strings the play left with one liberty.
        atari: usize,
        hot: bool,
        cycle: Option<usize>,
        end: Option<End>,
        /// What the rules said of the play, whole (the embedded board's `hotstone-move`).
        played: Rc<Played>,
    },
    Passed {
        color: Color,
        end: Option<End>,
    },
    Resigned {
        color: Color,
    },
    /// A clock ran out (T-5).
    LostOnTime(hotstone_rules::TimeLoss),
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
    /// L pressed while no stone was played last.
    NoLastMove,
    Marking(crate::state::marking::MarkingSaid),
    /// The computer's hint arrived (the words shown under the board).
    Hint(crate::state::computer::Hint),
    /// The computer plays at this level from now on (1 easiest).
    ComputerLevel(u8),
    FillIn(crate::state::fill_in::FillInSaid),
    Handicap(crate::state::handicap_view::HandicapSaid),
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
    /// L on the board: the cursor to the last move.
    PressedLastMoveKey,
    /// G on the board: the "Go to point" field opens.
    OpenedGoTo,
    /// Enter in that field: the text typed. A point's name moves the cursor there and
    /// closes the field; anything else is refused there.
    EnteredPoint(String),
    /// Escape in that field: it closes, the cursor stays.
    ClosedGoTo,
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
    ToggledForbidden,
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
    Marking(crate::state::marking::MarkingAction),
    /// Show Ing's fill-in count of the position with these dead stones (C-2).
    OpenedFillIn(DeadStones),
    /// In the fill-in view.
    FillIn(crate::state::fill_in::FillInAction),
    /// Stepping through the handicap (H-1, H-2).
    Handicap(crate::state::handicap_view::HandicapAction),
    /// Time passed on the page while the side to move thinks (T-1).
    ClockTicked(hotstone_rules::Tenths),
    /// The teacher's pause button.
    PausedClock,
    ResumedClock,
    /// The computer opponent's worker answered (a move, or a hint).
    ComputerReplied(computer::Reply),
    /// The computer's strength changed during the game.
    ChoseComputerLevel(hotstone_player::Level),
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
    /// The "Go to point" field, while it is open (G on the board): the text last
    /// refused there, empty before any.
    pub go_to: Option<String>,
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
    pub marking: Option<crate::state::marking::Marking>,
    /// Ing's fill-in count, while it is shown.
    pub fill_in: Option<crate::state::fill_in::FillInView>,
    /// The handicap step shown, while stepping through it.
    pub handicap_view: Option<crate::state::handicap_view::HandicapView>,
    /// Both sides' clocks, when the game has them (T-1..T-5).
    pub clock: Option<crate::state::clock::GameClock>,
    /// What the game keeps of the record it was opened from, for its download (E-7).
    pub record: Option<Rc<hotstone_sgf::KeptInfo>>,
    /// The hint shown (the computer's best move for the side to move), until the next
    /// change.
    pub hint: Option<computer::Hint>,
    /// The computer's move, arrived while a view of the user's (the new-game dialog, a
    /// cycle, an SGF waiting) kept it from being played: played as soon as it may be.
    pub held: Option<computer::Reply>,
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
            go_to: None,
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
            clock: None,
            record: None,
            hint: None,
            held: None,
        }
        .with_clock()
        .with_end_phase()
    }

    /// A game opened from a record: restored, keeping what its download keeps of the
    /// record.
    pub fn opened(loaded: Loaded, prefs: Prefs) -> State {
        State {
            record: Some(Rc::new(loaded.kept)),
            ..State::restored(loaded.settings, loaded.game, loaded.initial, prefs)
        }
    }

    /// The clocks of the settings, charged with nothing yet (a restored game's times
    /// come back with `io::saved_clock`).
    fn with_clock(mut self) -> State {
        crate::state::clock::after_change(&mut self, false);
        self
    }

    /// The marking view opened (or not) for the game as it stands.
    fn with_end_phase(mut self) -> State {
        crate::state::marking::after_change(&mut self);
        self
    }

    pub fn size(&self) -> BoardSize {
        self.game.size()
    }

    /// Whether every forbidden point shows its cross without hovering: as the toggle
    /// says, else in lessons and projector mode (a teacher at a projector has no mouse
    /// over the board).
    pub fn shows_forbidden(&self) -> bool {
        self.prefs
            .show_forbidden
            .unwrap_or(self.prefs.projector || self.settings.lesson.is_some())
    }

    /// A view over the board is open (a ko cycle, the handicap's placement shown, the
    /// fill-in count): the game's buttons wait for it to close.
    pub fn viewing(&self) -> bool {
        self.cycle_view.is_some() || self.handicap_view.is_some() || self.fill_in.is_some()
    }

    /// Pass may be offered: the game goes on, no free handicap is being placed and no
    /// view is open.
    pub fn can_pass(&self) -> bool {
        self.game.end().is_none() && self.placing_left().is_none() && !self.viewing()
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

    /// A game a link asks for (`?lesson=NAME`, `?rules=PRESET`) while this game is in
    /// progress: the new-game dialog opens on it, asking first; the game stays until the
    /// user agrees to discard it (the same question as New game and Open SGF).
    pub fn offering_lesson(mut self, lesson: Settings) -> State {
        self.dialog = Some(Dialog {
            draft: Draft::from_settings(&lesson),
            confirming: true,
            error: None,
            from_link: true,
        });
        self
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
        let changed = self.apply_action(action);
        // The view that kept the computer's move waiting has closed: it is played now.
        match self.held {
            Some(reply) if self.computer_to_move() => {
                self.held = None;
                self.apply_action(Action::ComputerReplied(reply)) || changed
            }
            _ => changed,
        }
    }

    fn apply_action(&mut self, action: Action) -> bool {
        match action {
            Action::OpenedFillIn(dead) => return crate::state::fill_in::open(self, dead),
            Action::FillIn(a) => return crate::state::fill_in::apply(self, a),
            Action::Handicap(a) => return crate::state::handicap_view::apply(self, a),
            Action::ClockTicked(t) => return crate::state::clock::tick(self, t),
            Action::PausedClock => return crate::state::clock::set_paused(self, true),
            Action::ResumedClock => return crate::state::clock::set_paused(self, false),
            Action::ComputerReplied(reply) => return self.computer_replied(reply),
            Action::ChoseComputerLevel(level) => return self.chose_computer_level(level),
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
            Action::PressedLastMoveKey => return self.cursor_to_last_move(),
            Action::OpenedGoTo => self.go_to = Some(String::new()),
            Action::ClosedGoTo => self.go_to = None,
            Action::EnteredPoint(text) => match self.size().parse_point(&text) {
                Ok(p) => {
                    self.cursor = p;
                    self.go_to = None;
                }
                Err(_) => self.go_to = Some(text),
            },
            Action::ToggledCoordinates => self.prefs.coordinates = !self.prefs.coordinates,
            Action::ToggledNumbers => self.prefs.numbers = !self.prefs.numbers,
            Action::ToggledProjector => self.prefs.projector = !self.prefs.projector,
            Action::ToggledForbidden => self.prefs.show_forbidden = Some(!self.shows_forbidden()),
            Action::ChoseLanguage(lang) => self.prefs.lang = lang,
            Action::DismissedNotice => self.notice = None,
            Action::OpenedNewGame => {
                self.dialog = Some(Dialog {
                    draft: Draft::from_settings(&self.settings),
                    confirming: false,
                    error: None,
                    from_link: false,
                });
            }
            Action::EditedDraft(draft) => match &mut self.dialog {
                Some(d) => {
                    d.draft = draft;
                    d.error = None;
                    d.confirming = false;
                    d.from_link = false;
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
            // The computer's turn: the user waits (the board stays live for views).
            Action::ClickedPoint(_) | Action::PressedPlayKey | Action::Passed
                if self.computer_to_move() =>
            {
                return false
            }
            Action::ClickedPoint(p) => self.click(p),
            Action::PressedPlayKey => self.click(self.cursor),
            Action::Passed => self.pass(),
            Action::Resigned => self.resign(),
            Action::Undid => return self.take_back(),
            Action::Redid => return self.replay(),
            Action::Marking(a) => return crate::state::marking::apply(self, a),
            Action::ResumedPlay => {
                if self.game.resume().is_err() || self.game.end().is_some() {
                    return false;
                }
                self.changed(Said::Resumed);
            }
        }
        true
    }
}

impl Action {
    /// Whether the action may end the side to move's thinking with a move: the page
    /// times it at that moment (`components::clock::Ticker::flush`).
    pub fn ends_a_move(&self) -> bool {
        matches!(
            self,
            Action::ClickedPoint(_)
                | Action::PressedPlayKey
                | Action::Passed
                | Action::ComputerReplied(computer::Reply {
                    task: computer::Task::Move,
                    ..
                })
        )
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
mod tests;
