//! The views over the board, as the core opens and leaves them: each transition of
//! `State::view` that is not a feature's own reducer's is here.

use super::*;

impl State {
    /// A click or a pass while a view stands in for the game: the fill-in count keeps
    /// the board (true, nothing else happens); a cycle or the handicap shown closes
    /// (true); otherwise false, and the click or pass goes to the game.
    pub(super) fn leaves_view(&mut self) -> bool {
        match self.view {
            View::FillIn(_) => true,
            View::Cycle(_) | View::Handicap(_) => {
                self.view = View::Board;
                true
            }
            View::Board | View::Hint(_) => false,
        }
    }

    /// Shows this step of a cycle (opened, or stepped) and says it; false for `None`.
    pub(super) fn show_cycle(&mut self, view: Option<CycleView>) -> bool {
        let Some(view) = view else {
            return false;
        };
        self.view = View::Cycle(view);
        if let Some(s) = view.said(&self.game) {
            self.say(Said::CycleStep {
                step: s.step,
                of: s.of,
                to_move: s.to_move,
            });
        }
        true
    }
}
