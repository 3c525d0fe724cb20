//! A withdrawal (001 "Suspendierung", "Disqualifikation"): who has withdrawn, and a field
//! to withdraw a player (or a class in the school team tournament). The page asks first,
//! since the entrant "verliert seine restlichen Partien"; the crate decides whether it
//! is allowed (`Event::withdraw`), and Undo takes it back.

use yew::prelude::*;

use super::question::{on_escape, use_focus_when};
use super::{et, tt};
use crate::i18n::{EntryText, Lang, TournamentText as TT};
use crate::state::tournament::TournamentAction as A;
use hotstone_tournament::System;

#[derive(Properties, PartialEq)]
pub(super) struct WithdrawFormProps {
    pub lang: Lang,
    pub system: System,
    /// The entrants still in, in the file's order.
    pub entrants: Vec<String>,
    /// Who withdrew, with the round of the withdrawal.
    pub withdrawn: Vec<(String, usize)>,
    /// The entrant whose withdrawal waits for confirmation.
    pub confirming: Option<String>,
    /// Whether a round is still to be played (a withdrawal after the last is refused).
    pub open: bool,
    /// A refused withdrawal, said here.
    #[prop_or_default]
    pub error: Option<Html>,
    pub send: Callback<A>,
}

#[component]
pub(super) fn WithdrawForm(props: &WithdrawFormProps) -> Html {
    let lang = props.lang;
    let send = &props.send;
    let chosen = use_state(String::new);
    let onchange = {
        let chosen = chosen.clone();
        Callback::from(move |e: Event| {
            chosen.set(
                e.target_unchecked_into::<web_sys::HtmlSelectElement>()
                    .value(),
            )
        })
    };
    // One who has just withdrawn is no longer offered: nothing is chosen then.
    let chosen = Some((*chosen).clone())
        .filter(|c| props.entrants.contains(c))
        .unwrap_or_default();
    let ask = {
        let chosen = chosen.clone();
        send.reform(move |_: MouseEvent| A::AskedToWithdraw(chosen.clone()))
    };
    let label = tt(lang, TT::WithdrawLabel(props.system));
    // The question takes the focus on Cancel; Escape cancels.
    let cancel = use_focus_when(props.confirming.is_some());
    html! {
        <section class="withdrawals" data-withdrawals="">
            if !props.withdrawn.is_empty() {
                <ul class="withdrawn">
                    { for props.withdrawn.iter().map(|(name, round)| html! {
                        <li data-withdrawn={name.clone()}>{ tt(lang, TT::Withdrawn { name, round: *round }) }</li>
                    }) }
                </ul>
            }
            if props.open && !props.entrants.is_empty() {
                <div class="result-form no-print">
                    <label>{ label }
                        <select name="withdraw" {onchange}>
                            <option value="" selected={chosen.is_empty()}>{ tt(lang, TT::NotChosen) }</option>
                            { for props.entrants.iter().map(|n| html! {
                                <option value={n.clone()} selected={*n == chosen}>{ n.clone() }</option>
                            }) }
                        </select>
                    </label>
                    <button type="button" disabled={chosen.is_empty()} onclick={ask}
                        data-withdraw="">{ tt(lang, TT::Withdraw) }</button>
                </div>
            }
            if let Some(name) = &props.confirming {
                <div class="confirm no-print" role="alertdialog" data-withdraw-confirm={name.clone()}
                    data-focus-return="[data-withdrawals] select[name='withdraw']"
                    onkeydown={on_escape(send, A::CancelledWithdraw)}>
                    <p>{ tt(lang, TT::ConfirmWithdraw { name, system: props.system }) }</p>
                    <div class="controls">
                        <button type="button" class="primary"
                            onclick={send.reform(|_: MouseEvent| A::ConfirmedWithdraw)}>{ tt(lang, TT::ConfirmWithdrawal) }</button>
                        <button type="button" ref={cancel.clone()}
                            onclick={send.reform(|_: MouseEvent| A::CancelledWithdraw)}>{ et(lang, EntryText::Cancel) }</button>
                    </div>
                </div>
            }
            { props.error.clone().unwrap_or_default() }
        </section>
    }
}
