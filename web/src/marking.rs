//! After play stops: marking dead stones (C-6), each player's marking, their
//! agreement, and under Ing resuming play to settle a dispute (M-5).
//!
//! Skeleton: the hooks the state, the scene and the app call are here; the view is
//! filled in by issue 7.

use hotstone_rules::Point;
use yew::prelude::*;

use crate::board::Layers;
use crate::state::State;

/// The marking view's state while play has stopped.
#[derive(Debug, Clone, PartialEq)]
pub struct Marking {}

/// What the user did in the marking view.
#[derive(Debug, Clone, PartialEq)]
pub enum MarkingAction {}

/// What the live region says about marking.
#[derive(Debug, Clone, PartialEq)]
pub enum MarkingSaid {}

/// Applies a marking action; false when nothing changed.
pub(crate) fn apply(_state: &mut State, action: MarkingAction) -> bool {
    match action {}
}

/// A click on the board while marking; true when marking took it.
pub(crate) fn clicked(_state: &mut State, _point: Point) -> bool {
    false
}

/// Called after every change of the game: opens, keeps or closes the marking view.
pub(crate) fn after_change(_state: &mut State) {}

/// Adds dead stones, territory and agreement to the board's layers.
pub(crate) fn decorate(_state: &State, _layers: &mut Layers) {}

/// Restores a saved marking on load.
pub(crate) fn restore(_state: &mut State) {}

/// Saves the marking whenever it changes.
#[hook]
pub fn use_saved_marking(_state: &UseReducerHandle<State>) {}
