//! The create form: name, system, the seed of the lot, the entrants pasted as a list.

use hotstone_tournament::System;
use yew::prelude::*;

use super::tt;
use crate::i18n::{Lang, TournamentText as TT};
use crate::state::tournament::{TournamentAction as A, TournamentDraft};

#[derive(Properties, PartialEq)]
pub(super) struct CreateFormProps {
    pub lang: Lang,
    pub draft: TournamentDraft,
    /// The entrants of a tournament without results are being corrected: the form is
    /// headed as such, not as a new tournament.
    #[prop_or_default]
    pub editing: bool,
    pub send: Callback<A>,
}

#[component]
pub(super) fn CreateForm(props: &CreateFormProps) -> Html {
    let lang = props.lang;
    let send = &props.send;
    let value = |e: InputEvent| {
        e.target_unchecked_into::<web_sys::HtmlInputElement>()
            .value()
    };
    let on_name = send.reform(move |e: InputEvent| A::EditedName(value(e)));
    let on_seed = send.reform(move |e: InputEvent| A::EditedSeed(value(e)));
    let on_entrants = send.reform(|e: InputEvent| {
        A::PastedEntrants(
            e.target_unchecked_into::<web_sys::HtmlTextAreaElement>()
                .value(),
        )
    });
    let on_system = send.reform(|e: Event| {
        let code = e
            .target_unchecked_into::<web_sys::HtmlSelectElement>()
            .value();
        let system = System::from_name(&code).unwrap_or(System::SchoolTeam);
        A::ChoseSystem(system)
    });
    let draft = &props.draft;
    html! {
        <form class="tournament-create no-print" data-tournament-create=""
            onsubmit={send.reform(|e: SubmitEvent| { e.prevent_default(); A::Created })}>
            <h3>{ tt(lang, if props.editing { TT::EditEntrants } else { TT::CreateTitle }) }</h3>
            <label>{ tt(lang, TT::NameLabel) }
                <input type="text" name="tournament-name" value={draft.name.clone()} oninput={on_name} />
            </label>
            <label>{ tt(lang, TT::SystemLabel) }
                <select name="system" onchange={on_system}>
                    { for System::ALL.iter().map(|s| html! {
                        <option value={s.name()} selected={*s == draft.system}>
                            { tt(lang, TT::SystemName(*s)) }
                        </option>
                    }) }
                </select>
            </label>
            <label>{ tt(lang, TT::SeedLabel) }
                <input type="text" inputmode="numeric" name="seed" value={draft.seed.clone()} oninput={on_seed} />
            </label>
            <label class="entrants">{ tt(lang, TT::EntrantsLabel(draft.system)) }
                <textarea name="entrants" rows="8" value={draft.entrants.clone()} oninput={on_entrants} />
            </label>
            <button type="submit" class="primary">{ tt(lang, TT::Create) }</button>
        </form>
    }
}
