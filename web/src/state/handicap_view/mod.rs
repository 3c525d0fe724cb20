//! Stepping through a game's handicap: Ing's handicap moves with White's obligatory
//! passes, or handicap stones one by one with their placement's name (H-1, H-2, P-2).
//! The steps are the rules crate's `Game::handicap_phase()`; this module only keeps
//! which step is shown. Stepping never changes the game: a click on the board or a pass
//! closes the view, and so does any change of the game (`State::changed`).

use hotstone_rules::{Game, HandicapPhase, StepKind};

/// The step of the handicap being shown, while stepping.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct HandicapView {
    /// 1-based: the position after this step is shown.
    pub step: usize,
    /// Replay is running: a timer in the panel sends `Ticked` until the last step.
    pub playing: bool,
}

/// What the user (or the replay timer) did in the handicap view.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HandicapAction {
    /// Open the view at the first step.
    Opened,
    /// One step back (-1) or on (+1); stops a replay.
    Stepped(isize),
    First,
    Last,
    /// A step of the timeline chosen (1-based).
    Chose(usize),
    /// Replay from the first step, one step per tick.
    Replayed,
    Paused,
    /// The replay timer: the next step, or the end of the replay.
    Ticked,
    Closed,
}

/// What the live region says about the handicap.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HandicapSaid {
    /// The step shown now: what it does, and where it is among all steps.
    Step {
        kind: StepKind,
        step: usize,
        of: usize,
    },
}

/// The game's handicap as steps, if it has one with at least one step.
pub fn phase(game: &Game) -> Option<HandicapPhase> {
    game.handicap_phase().filter(|p| !p.steps.is_empty())
}

/// The view after an action, from the view shown now (`None`: closed): `None` when the
/// action changes nothing, else the view to show (closed again: `Some(None)`) and what
/// to say of the step it shows.
pub fn apply(
    current: Option<HandicapView>,
    phase: &HandicapPhase,
    action: HandicapAction,
) -> Option<(Option<HandicapView>, Option<HandicapSaid>)> {
    let last = phase.steps.len();
    let next = match (action, current) {
        (HandicapAction::Opened, _) => Some(HandicapView {
            step: 1,
            playing: false,
        }),
        (HandicapAction::Replayed, _) => Some(HandicapView {
            step: 1,
            playing: last > 1,
        }),
        (HandicapAction::Closed, Some(_)) => None,
        (HandicapAction::Stepped(delta), Some(v)) => Some(HandicapView {
            step: v.step.saturating_add_signed(delta).clamp(1, last),
            playing: false,
        }),
        (HandicapAction::First, Some(_)) => Some(HandicapView {
            step: 1,
            playing: false,
        }),
        (HandicapAction::Last, Some(_)) => Some(HandicapView {
            step: last,
            playing: false,
        }),
        // A step of the timeline opens the view at it.
        (HandicapAction::Chose(step), _) if (1..=last).contains(&step) => Some(HandicapView {
            step,
            playing: false,
        }),
        (HandicapAction::Paused, Some(v)) => Some(HandicapView {
            playing: false,
            ..v
        }),
        (HandicapAction::Ticked, Some(v)) if v.playing => {
            let step = (v.step + 1).min(last);
            Some(HandicapView {
                step,
                playing: step < last,
            })
        }
        // Nothing to step while the view is closed; a late tick changes nothing.
        _ => return None,
    };
    if next == current {
        return None;
    }
    let said = next
        .filter(|view| current.map(|c| c.step) != Some(view.step))
        .map(|view| HandicapSaid::Step {
            kind: phase.steps[view.step - 1].kind,
            step: view.step,
            of: last,
        });
    Some((next, said))
}

#[cfg(test)]
mod tests;
