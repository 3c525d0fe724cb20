//! "Go to point" (G on the board, WCAG 2.1.1): a small labelled field under the board
//! that takes a point's name (`C3` or `c3`). Enter moves the keyboard cursor there,
//! Escape leaves it; either closes the field, and the focus goes back to the board's
//! cursor (`io::focus`, through `data-focus-return`). A name that is not on the board
//! is said, with what the board's names are (WCAG 3.3.1, 3.3.3). A plain function over
//! the reducer's state, not a component of its own: the app gives the field its focus.

use hotstone_rules::BoardSize;
use yew::prelude::*;

use crate::i18n::{t, Lang, Text};
use crate::state::Action;

/// The field, with the name last refused (`refused`, empty before any).
pub fn field(
    lang: Lang,
    size: BoardSize,
    refused: &str,
    send: &Callback<Action>,
    input: NodeRef,
) -> Html {
    let send = send.clone();
    let onkeydown = Callback::from(move |e: KeyboardEvent| {
        let action = match e.key().as_str() {
            "Escape" => Action::ClosedGoTo,
            "Enter" => Action::EnteredPoint(
                e.target_unchecked_into::<web_sys::HtmlInputElement>()
                    .value(),
            ),
            _ => return,
        };
        e.prevent_default();
        send.emit(action);
    });
    let bad = (!refused.is_empty()).then_some("go-to-error");
    html! {
        <div class="go-to" data-focus-return="[data-point][tabindex='0']">
            <label>
                { t(lang, Text::GoToPoint) }
                <input ref={input} size="4" aria-invalid={bad.map(|_| "true")}
                    aria-describedby={bad} {onkeydown} />
            </label>
            if bad.is_some() {
                <p id="go-to-error" role="alert">
                    { t(lang, Text::GoToRefused {
                        text: refused,
                        last: size.column_letters().last().unwrap_or('A'),
                        rows: size.get(),
                    }) }
                </p>
            }
        </div>
    }
}
