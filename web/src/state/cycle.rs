//! Stepping through a completed ko cycle's situations on the board (the cycle view).
//! The cycles and their positions are the rules crate's (`Game::cycles`,
//! `Game::position_at`); this keeps only which cycle and which step is shown.

use hotstone_rules::{Color, Game};

/// The cycle shown and its step.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CycleView {
    /// Index into `Game::cycles`.
    pub cycle: usize,
    /// 0 = the cycle's first situation.
    pub step: usize,
}

/// The step shown, for the live region: the step, the cycle's length, the side to move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CycleStep {
    pub step: usize,
    pub of: usize,
    pub to_move: Color,
}

impl CycleView {
    /// The last completed cycle at its first situation; `None` without a cycle.
    pub fn open(game: &Game) -> Option<CycleView> {
        let n = game.cycles().len();
        (n > 0).then(|| CycleView {
            cycle: n - 1,
            step: 0,
        })
    }

    /// `delta` steps on (back when negative), within the cycle; `None` when that changes
    /// nothing.
    pub fn stepped(self, game: &Game, delta: isize) -> Option<CycleView> {
        let cycle = game.cycles().get(self.cycle)?;
        let last = cycle.to - cycle.from;
        let step = self.step.saturating_add_signed(delta).min(last);
        (step != self.step).then_some(CycleView { step, ..self })
    }

    /// What the step shown is, if the game still has it.
    pub fn said(self, game: &Game) -> Option<CycleStep> {
        let cycle = game.cycles().get(self.cycle)?;
        let (_, to_move) = game.position_at(cycle.from + self.step)?;
        Some(CycleStep {
            step: self.step,
            of: cycle.to - cycle.from,
            to_move,
        })
    }
}
