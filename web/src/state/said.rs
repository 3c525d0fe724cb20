//! What the live region says (and the status line shows) after an action: the core's
//! words about the game, and each feature's own, wrapped.

use std::rc::Rc;

use hotstone_rules::{Color, End, HandicapError, Played, Point, Refusal};

use super::computer::Hint;
use super::fill_in::FillInSaid;
use super::handicap_view::HandicapSaid;
use super::marking::MarkingSaid;
use super::record::LoadError;

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
    /// Stepped through the record to a node this many moves in.
    Stepped {
        moves: usize,
    },
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
    Marking(MarkingSaid),
    /// An edit of the teacher's (issue 37).
    Edit(super::edit::EditSaid),
    /// The computer's hint arrived (the words shown under the board).
    Hint(Hint),
    /// The computer plays at this level from now on (1 easiest).
    ComputerLevel(u8),
    FillIn(FillInSaid),
    Handicap(HandicapSaid),
}
