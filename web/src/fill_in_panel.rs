//! The fill-in view's controls and captions (C-2). Skeleton, filled by issue 7.

use yew::prelude::*;

use crate::state::{Action, State};

/// The controls beside the board, while the view is open.
pub fn side(_state: &State, _send: &Callback<Action>) -> Html {
    Html::default()
}

/// What shows under the board (bowls, frames, the compensation area).
pub fn under_board(_state: &State, _send: &Callback<Action>) -> Html {
    Html::default()
}
