//! A question the page asks the organiser before something that cannot be taken back
//! (a new tournament, a withdrawal): the safe answer takes the focus when it is asked, and
//! Escape gives that answer.

use yew::prelude::*;

use crate::state::tournament::TournamentAction as A;

/// A button to focus when `open` turns true (a question that has just been asked).
#[hook]
pub(super) fn use_focus_when(open: bool) -> NodeRef {
    let button = use_node_ref();
    {
        let button = button.clone();
        use_effect_with(open, move |open| {
            if *open {
                if let Some(b) = button.cast::<web_sys::HtmlElement>() {
                    let _ = b.focus();
                }
            }
        });
    }
    button
}

/// Escape answers a question with `action` (the answer that changes nothing).
pub(super) fn on_escape(send: &Callback<A>, action: A) -> Callback<KeyboardEvent> {
    let send = send.clone();
    Callback::from(move |e: KeyboardEvent| {
        if e.key() == "Escape" {
            e.prevent_default();
            send.emit(action.clone());
        }
    })
}
