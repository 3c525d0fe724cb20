//! A rename: a typo in a player's name (or a class's or a pupil's in the school team
//! tournament) fixed at any time, results kept, so that it is not printed on every
//! standings sheet. The crate decides whether the new name may be taken
//! (`Event::rename`), and Undo takes it back.

use yew::prelude::*;

use super::tt;
use crate::i18n::{Lang, TournamentText as TT};
use crate::state::tournament::TournamentAction as A;
use hotstone_tournament::System;

#[derive(Properties, PartialEq)]
pub(super) struct RenameFormProps {
    pub lang: Lang,
    pub system: System,
    /// Every entrant in the file's order, those who withdrew too (they stay in the
    /// standings), each with its pupils in the school team tournament.
    pub entrants: Vec<(String, Vec<String>)>,
    /// A refused rename, said here.
    #[prop_or_default]
    pub error: Option<Html>,
    pub send: Callback<A>,
}

#[component]
pub(super) fn RenameForm(props: &RenameFormProps) -> Html {
    let lang = props.lang;
    let chosen = use_state(String::new);
    let typed = use_state(String::new);
    // A name renamed a moment ago is no longer offered: nothing is chosen then.
    let known = |name: &String| {
        props
            .entrants
            .iter()
            .any(|(entrant, pupils)| entrant == name || pupils.contains(name))
    };
    let current = Some((*chosen).clone()).filter(known).unwrap_or_default();
    // The name chosen comes into the field, to be corrected where the typo is.
    let onchange = {
        let (chosen, typed) = (chosen.clone(), typed.clone());
        Callback::from(move |e: Event| {
            let name = e
                .target_unchecked_into::<web_sys::HtmlSelectElement>()
                .value();
            typed.set(name.clone());
            chosen.set(name);
        })
    };
    let oninput = {
        let typed = typed.clone();
        Callback::from(move |e: InputEvent| {
            typed.set(
                e.target_unchecked_into::<web_sys::HtmlInputElement>()
                    .value(),
            )
        })
    };
    // Nothing chosen, or the name as it is: nothing to rename.
    let unchanged = current.is_empty() || typed.trim() == current;
    let rename = {
        let (from, to) = (current.clone(), (*typed).clone());
        props.send.reform(move |_: MouseEvent| A::Renamed {
            from: from.clone(),
            to: to.clone(),
        })
    };
    let option = |name: &String, shown: String| {
        html! { <option value={name.clone()} selected={*name == current}>{ shown }</option> }
    };
    html! {
        <section class="rename no-print" data-rename="">
            <div class="result-form">
                <label>{ tt(lang, TT::RenameLabel(props.system)) }
                    <select name="rename" {onchange}>
                        <option value="" selected={current.is_empty()}>{ tt(lang, TT::NotChosen) }</option>
                        { for props.entrants.iter().map(|(name, pupils)| if props.system == System::SchoolTeam {
                            html! {
                                <optgroup label={name.clone()}>
                                    { option(name, tt(lang, TT::ClassOption(name))) }
                                    { for pupils.iter().map(|p| option(p, p.clone())) }
                                </optgroup>
                            }
                        } else {
                            option(name, name.clone())
                        }) }
                    </select>
                </label>
                <label>{ tt(lang, TT::NewName) }
                    <input type="text" name="rename-to" value={(*typed).clone()} {oninput}
                        autocomplete="off" spellcheck="false" />
                </label>
                <button type="button" disabled={unchanged} onclick={rename}
                    data-rename-submit="">{ tt(lang, TT::Rename) }</button>
            </div>
            { props.error.clone().unwrap_or_default() }
        </section>
    }
}
