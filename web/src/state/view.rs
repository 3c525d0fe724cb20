//! What is shown over the board: one view at a time. Opening a view replaces the one
//! shown; any change of the game goes back to the board (`State::changed`), so a view
//! never has to be cleared by hand.

use crate::state::computer::Hint;
use crate::state::cycle::CycleView;
use crate::state::fill_in::FillInView;
use crate::state::handicap_view::HandicapView;

/// The view over the board. The marking of dead stones is not one: it is the game's end
/// phase, which the fill-in count is shown over.
#[derive(Debug, Clone, PartialEq, Default)]
pub enum View {
    /// The game as it stands.
    #[default]
    Board,
    /// A completed ko cycle's situations, stepped through.
    Cycle(CycleView),
    /// Ing's fill-in count, animated (C-2).
    FillIn(FillInView),
    /// The handicap's steps (H-1, H-2).
    Handicap(HandicapView),
    /// The computer's best move for the side to move, over the game.
    Hint(Hint),
}

impl View {
    pub fn cycle(&self) -> Option<CycleView> {
        match self {
            View::Cycle(v) => Some(*v),
            _ => None,
        }
    }

    pub fn fill_in(&self) -> Option<&FillInView> {
        match self {
            View::FillIn(v) => Some(v),
            _ => None,
        }
    }

    pub fn handicap(&self) -> Option<HandicapView> {
        match self {
            View::Handicap(v) => Some(*v),
            _ => None,
        }
    }

    pub fn hint(&self) -> Option<Hint> {
        match self {
            View::Hint(h) => Some(*h),
            _ => None,
        }
    }

    /// A view that stands in for the game (a cycle, the handicap, the count): the
    /// game's buttons wait for it to close. The hint is shown over the game, which goes on.
    pub fn hides_game(&self) -> bool {
        matches!(self, View::Cycle(_) | View::FillIn(_) | View::Handicap(_))
    }
}
