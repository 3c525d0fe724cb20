//! The handicap panel: the timeline of handicap moves and passes, or the fixed
//! placement's name (H-1, H-2). Skeleton, filled by issue 7.

use yew::prelude::*;

use crate::state::{Action, State};

pub fn side(_state: &State, _send: &Callback<Action>) -> Html {
    Html::default()
}
