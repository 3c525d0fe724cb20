//! X-7's last step: entrants still equal on every criterion are ordered by a play-off or
//! lot, entered best first (`Event::decide`, as the CLI's `--decide`).

use yew::prelude::*;

use super::et;
use crate::i18n::{EntryText, Lang};
use crate::state::tournament::TournamentAction as A;

#[derive(Properties, PartialEq)]
pub(super) struct DecisionFormProps {
    pub lang: Lang,
    /// The entrants sharing a place, in the standings' order.
    pub names: Vec<String>,
    pub send: Callback<A>,
}

#[component]
pub(super) fn DecisionForm(props: &DecisionFormProps) -> Html {
    let lang = props.lang;
    // The order as chosen; read when the decision is entered.
    let order = {
        let names = props.names.clone();
        use_mut_ref(move || names)
    };
    let places = props.names.iter().enumerate().map(|(i, first)| {
        let onchange = {
            let order = order.clone();
            Callback::from(move |e: Event| {
                order.borrow_mut()[i] = e
                    .target_unchecked_into::<web_sys::HtmlSelectElement>()
                    .value();
            })
        };
        html! {
            <label>{ et(lang, EntryText::DecisionPlace(i + 1)) }
                <select name={format!("decision-{}", i + 1)} {onchange}>
                    { for props.names.iter().map(|n| html! {
                        <option value={n.clone()} selected={n == first}>{ n.clone() }</option>
                    }) }
                </select>
            </label>
        }
    });
    let decide = {
        let (order, send) = (order.clone(), props.send.clone());
        Callback::from(move |_: MouseEvent| send.emit(A::Decided(order.borrow().clone())))
    };
    html! {
        <section class="decision no-print" data-decision={props.names.join(", ")}>
            <h3>{ et(lang, EntryText::DecisionTitle) }</h3>
            <p>{ et(lang, EntryText::DecisionHint(&props.names)) }</p>
            <div class="result-form">
                { for places }
                <button type="button" class="primary" onclick={decide}>{ et(lang, EntryText::Decide) }</button>
            </div>
        </section>
    }
}
