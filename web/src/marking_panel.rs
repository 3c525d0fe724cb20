//! The marking panel beside the board (C-6, M-5). Skeleton, filled by issue 7.
//!
//! Contract with the fill-in view: while the game has ended by two passes and the
//! dead stones are agreed (with no marks made, the suggestion is agreed), a button
//! `data-action="open-fill-in"` sends `Action::OpenedFillIn` with the agreed dead stones.

use hotstone_rules::{count::suggest_dead, End};
use yew::prelude::*;

use crate::i18n::{t, Text};
use crate::state::{Action, State};

/// The panel, or nothing while play goes on.
pub fn side(state: &State, send: &Callback<Action>) -> Html {
    if state.game.end() != Some(End::TwoPasses) || state.fill_in.is_some() {
        return Html::default();
    }
    let dead = suggest_dead(state.game.board(), 7, 32);
    let send = send.clone();
    let onclick =
        Callback::from(move |_: MouseEvent| send.emit(Action::OpenedFillIn(dead.clone())));
    html! {
        <section class="marking-panel">
            <button type="button" data-action="open-fill-in" {onclick}>
                { t(state.prefs.lang, Text::ShowFillIn) }
            </button>
        </section>
    }
}
