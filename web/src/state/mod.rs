//! The app's state and its one reducer. Messages are named for what the user did
//! (`ClickedPoint`, `Passed`, `OpenedNewGame`, ...); every rule question goes to the
//! `hotstone_rules::Game` the state holds. No DOM here: the reducer is plain Rust and
//! its tests run natively.
//!
//! The core is this file (the state, one `View` over the board, the reducer) with
//! `action`, `said`, `play`, `opponent` and `features`; each feature below it (`marking`,
//! `fill_in`, `handicap_view`, `clock`, `computer`, `cycle`) owns its sub-state and
//! reduces it over a narrow context, never importing the core (`features.rs` routes to
//! them).

use std::rc::Rc;

use hotstone_rules::{
    Action as GameAction, BoardSize, Color, End, Game, Move, Played, Point, Refusal,
};
use yew::Reducible;

use hotstone_sgf::Document;
use record::Loaded;

mod action;
pub mod board_record;
pub mod clock;
pub mod computer;
pub mod cycle;
pub mod edit;
mod effect;
pub mod embed_problem;
mod features;
pub mod fill_in;
pub mod handicap_view;
/// Lessons live in their own crate (`hotstone-lessons`), read by the element too.
pub use hotstone_lessons as lessons;
pub mod course_play;
pub mod marking;
mod opponent;
mod play;
pub mod record;
mod said;
mod settings;
mod step;
pub mod tournament;
pub mod view;

pub use action::{Action, Direction};
pub use cycle::CycleView;
pub use edit::{EditAction, EditSaid, Editor, Tool};
pub use said::Said;
pub use settings::{Draft, MoveNumbers, Prefs, Settings, StartError, HANDICAPS, SIZES};
pub use step::{NodeView, Step};
pub use view::View;

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
    /// What is shown over the board (a cycle, the count, the handicap, a hint).
    pub view: View,
    /// Bumped whenever the game or its settings change: the app saves then.
    pub revision: u32,
    /// The game as a document (L-1): its tree, with every line played and taken back,
    /// and the node shown, whose position `game` is.
    pub document: hotstone_sgf::Document,
    /// An SGF game read while a game was in progress: waiting for "discard and open".
    pub pending: Option<Box<Loaded>>,
    /// Dead stones and agreement after play stopped (the end phase, not a view: the
    /// fill-in count is shown over it).
    pub marking: Option<marking::Marking>,
    /// Both sides' clocks, when the game has them (T-1..T-5).
    pub clock: Option<clock::GameClock>,
    /// What the game keeps of the record it was opened from, for its download (E-7).
    pub record: Option<Rc<hotstone_sgf::KeptInfo>>,
    /// The computer's move, arrived while a view of the user's (the new-game dialog, a
    /// cycle, an SGF waiting) kept it from being played: played as soon as it may be.
    pub held: Option<computer::Reply>,
    /// The teacher's edit mode, while it is on (issue 37, P-2, P-3).
    pub editor: Option<Editor>,
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

    /// A state around a game restored from its actions: a document of its one line, and
    /// the turns its game had taken back (a save of before the document) as the line
    /// Redo follows.
    pub fn restored(settings: Settings, game: Game, initial: usize, prefs: Prefs) -> State {
        let mut document = Document::of_game(&game, initial);
        let mut ahead = game.clone();
        if ahead.redo().is_some() {
            while ahead.redo().is_some() {}
            document.follow(&ahead);
            document.follow(&game);
        }
        State::with_document(settings, game, initial, document, prefs)
    }

    /// A state around a game and its document, at the document's node shown.
    pub fn with_document(
        settings: Settings,
        game: Game,
        initial: usize,
        document: Document,
        prefs: Prefs,
    ) -> State {
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
            view: View::Board,
            revision: 0,
            document,
            pending: None,
            marking: None,
            clock: None,
            record: None,
            held: None,
            editor: None,
        }
        .with_clock()
        .with_end_phase()
    }

    /// A game opened from a record: its whole tree, the main line shown to its end,
    /// keeping what its download keeps of the record.
    pub fn opened(loaded: Loaded, prefs: Prefs) -> State {
        State {
            record: Some(Rc::new(loaded.kept)),
            ..State::with_document(
                loaded.settings,
                loaded.game,
                loaded.initial,
                loaded.document,
                prefs,
            )
        }
    }

    /// The clocks of the settings, charged with nothing yet (a restored game's times
    /// come back with `io::saved_clock`).
    fn with_clock(mut self) -> State {
        self.follow_clock(false);
        self
    }

    /// The marking view opened (or not) for the game as it stands.
    fn with_end_phase(mut self) -> State {
        marking::follow(&mut self.marking, &self.game);
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
        self.view.hides_game()
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
        self.has_progress() || self.editor.as_ref().is_some_and(Editor::can_undo)
    }

    /// Nodes Redo can enter, one after the other, from the node shown (L-1).
    pub fn redoable(&self) -> usize {
        self.document.ahead()
    }

    pub fn can_redo(&self) -> bool {
        self.document.next().is_some()
    }

    /// The game as an SGF record: the document's whole tree (E-7, L-1).
    pub fn sgf(&self) -> String {
        record::save_document(
            &self.settings,
            &self.game,
            &self.document,
            self.record.as_deref(),
            self.clock.as_ref(),
        )
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
            // The features' own actions (`features.rs`).
            Action::OpenedFillIn(dead) => return self.open_fill_in(dead),
            Action::FillIn(a) => return self.apply_fill_in(a),
            Action::Handicap(a) => return self.apply_handicap(a),
            Action::ClockTicked(t) => return self.tick_clock(t),
            Action::PausedClock => return self.pause_clock(true),
            Action::ResumedClock => return self.pause_clock(false),
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
            Action::ToggledNumbers => self.prefs.numbers = self.prefs.numbers.next(),
            Action::ToggledProjector => self.prefs.projector = !self.prefs.projector,
            Action::ToggledForbidden => self.prefs.show_forbidden = Some(!self.shows_forbidden()),
            Action::ToggledLiberties => self.prefs.liberties = !self.prefs.liberties,
            Action::ToggledAtari => self.prefs.atari = !self.prefs.atari,
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
            Action::StartedWith(settings) => match &mut self.dialog {
                Some(d) => {
                    d.draft = Draft::from_settings(&settings);
                    return self.start_new_game(true);
                }
                None => return false,
            },
            Action::ConfirmedDiscard => return self.start_new_game(true),
            Action::OpenedCycle => return self.show_cycle(CycleView::open(&self.game)),
            Action::SteppedCycle(delta) => {
                let view = self.view.cycle();
                return self.show_cycle(view.and_then(|v| v.stepped(&self.game, delta)));
            }
            Action::ClosedCycle => {
                if self.view.cycle().is_some() {
                    self.view = View::Board;
                }
            }
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
            Action::Edit(a) => return self.edit(a),
            Action::Undid => return self.undo_edit() || self.take_back(),
            Action::Redid => {
                self.forget_edits();
                return self.replay();
            }
            Action::Stepped(step) => {
                self.forget_edits();
                return self.step(step);
            }
            Action::Marking(a) => return self.apply_marking(a),
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
