//! Ing's fill-in count, animated (C-2, B-4, B-5): the view's state, stepping through
//! the rules crate's `FillIn` model. Skeleton, filled by issue 7.

use hotstone_rules::DeadStones;
use yew::prelude::*;

use crate::board::Layers;
use crate::state::State;

/// The fill-in view while it is open.
#[derive(Debug, Clone, PartialEq)]
pub struct FillInView {}

/// What the user did in the fill-in view (play, pause, step, speed, close).
#[derive(Debug, Clone, PartialEq)]
pub enum FillInAction {}

/// What the live region says about the count.
#[derive(Debug, Clone, PartialEq)]
pub enum FillInSaid {}

/// Opens the view on the position counted with these dead stones.
pub(crate) fn open(_state: &mut State, _dead: DeadStones) -> bool {
    false
}

pub(crate) fn apply(_state: &mut State, action: FillInAction) -> bool {
    match action {}
}

/// The board as the count has it at the current step, while the view is open.
pub(crate) fn layers(_state: &State) -> Option<Layers> {
    None
}

/// Restores an open count on load.
pub(crate) fn restore(_state: &mut State) {}

/// Saves the view whenever it changes.
#[hook]
pub fn use_saved_fill_in(_state: &UseReducerHandle<State>) {}
