//! A played board's SGF as a result: the file button, then what the record says with
//! a button to take it, or why it gives nothing. Nothing is entered until it is taken.

use yew::prelude::*;

use super::et;
use crate::i18n::{EntryText, Lang};
use crate::io::browser;
use crate::state::board_record::{propose, Proposal, RecordError, Sides};

#[derive(Properties, PartialEq)]
pub(super) struct RecordInputProps {
    pub lang: Lang,
    /// The file button's words.
    pub label: AttrValue,
    /// Who sits at the pairing or board, for PB and PW.
    pub sides: Sides,
    /// Whether a draw is a result here (a board, X-5) or not (a game).
    pub draws: bool,
    /// Called with the proposal when the user takes it.
    pub on_take: Callback<Proposal>,
}

#[component]
pub(super) fn RecordInput(props: &RecordInputProps) -> Html {
    let lang = props.lang;
    let read = use_state(|| None::<Result<Proposal, RecordError>>);
    let chosen = {
        let read = read.clone();
        let sides = props.sides.clone();
        let draws = props.draws;
        browser::on_file_chosen(move |bytes| read.set(Some(propose(&bytes, &sides, draws))))
    };
    let close = {
        let read = read.clone();
        Callback::from(move |_: MouseEvent| read.set(None))
    };
    let said = match &*read {
        None => Html::default(),
        Some(Ok(proposal)) => {
            let winner = proposal.winner.map(|w| winner_name(&props.sides.0[w]));
            let take = {
                let (read, on_take, proposal) =
                    (read.clone(), props.on_take.clone(), proposal.clone());
                Callback::from(move |_: MouseEvent| {
                    read.set(None);
                    on_take.emit(proposal.clone());
                })
            };
            html! {
                <div class="proposal no-print" role="status" data-record-proposal="">
                    <p>{ et(lang, EntryText::Proposal(proposal)) }</p>
                    if let Some(refused) = &proposal.refused {
                        <p data-record-refused={refused.first.refusal.code()}>
                            { et(lang, EntryText::Refused(refused)) }
                        </p>
                    }
                    <button type="button" class="primary" onclick={take} data-record-take="">
                        { et(lang, EntryText::Take(winner.as_deref())) }
                    </button>
                    <button type="button" onclick={close}>{ et(lang, EntryText::Discard) }</button>
                </div>
            }
        }
        Some(Err(error)) => html! {
            <div class="notice no-print" role="alert" data-record-error="">
                <p>{ et(lang, EntryText::RecordError(error)) }</p>
                <button type="button" onclick={close}>{ et(lang, EntryText::Discard) }</button>
            </div>
        },
    };
    html! {
        <>
            <label class="file-button no-print">
                <input type="file" accept=".sgf,application/x-go-sgf" onchange={chosen}
                    data-record-input="" />
                <span>{ props.label.clone() }</span>
            </label>
            { said }
        </>
    }
}

/// A side's name as the take button says it: a player, or a board's pupils.
fn winner_name(side: &[String]) -> String {
    side.join(" + ")
}
