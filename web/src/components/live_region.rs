//! The polite live region (captures, atari, refusals, for screen readers) and the
//! visible explanation of a refused play.

use yew::prelude::*;

use crate::i18n::{t, Lang, Text};
use crate::state::Action;

#[derive(Properties, PartialEq)]
pub struct LiveRegionProps {
    pub text: AttrValue,
    /// Changes with every announcement, so that the same words are said again.
    pub serial: u32,
}

/// Visually hidden; assistive technology reads each new text once, politely.
#[component]
pub fn LiveRegion(props: &LiveRegionProps) -> Html {
    // A trailing no-break space on every other announcement makes a repeated
    // sentence a change of content.
    let pad = if props.serial % 2 == 1 { "\u{a0}" } else { "" };
    html! {
        <div class="visually-hidden" role="status" aria-live="polite" aria-atomic="true"
            data-live="">
            { format!("{}{pad}", props.text) }
        </div>
    }
}

#[derive(Properties, PartialEq)]
pub struct NoticeProps {
    pub lang: Lang,
    pub text: AttrValue,
    /// The refusal's code, for tests and styles.
    pub code: AttrValue,
    pub send: Callback<Action>,
}

/// A refused play, explained in plain words beside the board.
#[component]
pub fn Notice(props: &NoticeProps) -> Html {
    let send = props.send.clone();
    let dismiss = Callback::from(move |_: MouseEvent| send.emit(Action::DismissedNotice));
    html! {
        <div class="notice" data-refusal={props.code.clone()}>
            <p>{ props.text.clone() }</p>
            <button type="button" class="dismiss" onclick={dismiss}
                aria-label={t(props.lang, Text::Dismiss)}>
                <svg class="icon" viewBox="-10 -10 20 20" aria-hidden="true">
                    <path d="M-6 -6 L6 6 M6 -6 L-6 6" />
                </svg>
            </button>
        </div>
    }
}
