//! Everything the user can do, named for what they did; each feature's actions wrapped.

use hotstone_i18n::Lang;
use hotstone_rules::{DeadStones, Point};

use super::computer::{Reply, Task};
use super::fill_in::FillInAction;
use super::handicap_view::HandicapAction;
use super::marking::MarkingAction;
use super::settings::Draft;

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
    /// A step through the record: the arrows off the board, Home, End, PageUp and
    /// PageDown (a presentation clicker), the record's panel.
    Stepped(super::step::Step),
    ResumedPlay,
    OpenedNewGame,
    EditedDraft(Draft),
    /// The new-game module's Start, confirmed there if a game was in progress: these
    /// settings, checked there, start the new game (`components::new_game`).
    StartedWith(Box<super::Settings>),
    StartedNewGame,
    ConfirmedDiscard,
    CancelledNewGame,
    ToggledCoordinates,
    ToggledNumbers,
    ToggledProjector,
    ToggledForbidden,
    /// The teaching overlays (issue 37): liberties counted, strings in atari ringed.
    ToggledLiberties,
    ToggledAtari,
    ChoseLanguage(Lang),
    OpenedCycle,
    SteppedCycle(isize),
    ClosedCycle,
    DismissedNotice,
    /// An SGF file was chosen; its bytes.
    OpenedSgf(Vec<u8>),
    ConfirmedOpen,
    CancelledOpen,
    /// In the teacher's edit mode (issue 37).
    Edit(super::edit::EditAction),
    /// In the marking view after play stopped (C-6, M-5).
    Marking(MarkingAction),
    /// Show Ing's fill-in count of the position with these dead stones (C-2).
    OpenedFillIn(DeadStones),
    /// In the fill-in view.
    FillIn(FillInAction),
    /// Stepping through the handicap (H-1, H-2).
    Handicap(HandicapAction),
    /// Time passed on the page while the side to move thinks (T-1).
    ClockTicked(hotstone_rules::Tenths),
    /// The teacher's pause button.
    PausedClock,
    ResumedClock,
    /// The computer opponent's worker answered (a move, or a hint).
    ComputerReplied(Reply),
    /// The computer's strength changed during the game.
    ChoseComputerLevel(hotstone_player::Level),
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
                | Action::ComputerReplied(Reply {
                    task: Task::Move,
                    ..
                })
        )
    }
}
