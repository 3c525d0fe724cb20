//! Stepping through a game's handicap: Ing's handicap moves with White's obligatory
//! passes, or fixed stones with their placement's name (H-1, H-2). Skeleton, filled by
//! issue 7.

use crate::board::Layers;
use crate::state::State;

/// The step of the handicap being shown.
#[derive(Debug, Clone, PartialEq)]
pub struct HandicapView {}

#[derive(Debug, Clone, PartialEq)]
pub enum HandicapAction {}

#[derive(Debug, Clone, PartialEq)]
pub enum HandicapSaid {}

pub(crate) fn apply(_state: &mut State, action: HandicapAction) -> bool {
    match action {}
}

/// The board at the step shown, while stepping.
pub(crate) fn layers(_state: &State) -> Option<Layers> {
    None
}
