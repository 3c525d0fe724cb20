//! A table's result: each player's in-game score.

use std::collections::BTreeMap;

use hotstone_tournament::Outcome;
use yew::prelude::*;

use super::tt;
use crate::i18n::{Lang, TournamentText as TT};

#[derive(Properties, PartialEq)]
pub(super) struct TableFormProps {
    pub lang: Lang,
    pub players: Vec<String>,
    /// The scores entered before, when correcting.
    pub initial: Option<BTreeMap<String, i64>>,
    /// Who has withdrawn: their score may be left empty (a table of three, X-8).
    #[prop_or_default]
    pub withdrawn: Vec<String>,
    pub on_submit: Callback<Outcome>,
}

#[component]
pub(super) fn TableForm(props: &TableFormProps) -> Html {
    let lang = props.lang;
    // The fields as typed; the inputs are uncontrolled, so this is only read on submit.
    let typed = {
        let initial = props.initial.clone().unwrap_or_default();
        // Filled by `extend`, not `collect`, which sorts first: a sort is several KB of
        // wasm for each type (issue 17).
        use_mut_ref(move || {
            let mut typed = BTreeMap::new();
            typed.extend(initial.into_iter().map(|(n, s)| (n, s.to_string())));
            typed
        })
    };
    let inputs = props.players.iter().map(|name| {
        let oninput = {
            let (typed, name) = (typed.clone(), name.clone());
            Callback::from(move |e: InputEvent| {
                let value = e
                    .target_unchecked_into::<web_sys::HtmlInputElement>()
                    .value();
                typed.borrow_mut().insert(name.clone(), value);
            })
        };
        let value = typed.borrow().get(name).cloned().unwrap_or_default();
        html! {
            <label>{ name.clone() }
                <input type="number" min="0" name={format!("score-{name}")} {value}
                    aria-label={tt(lang, TT::Score(name))} {oninput} />
            </label>
        }
    });
    // The players whose score is missing or not a whole number, said at the table.
    let missing = use_state(Vec::<String>::new);
    let submit = {
        let (typed, players, on_submit) = (
            typed.clone(),
            props.players.clone(),
            props.on_submit.clone(),
        );
        let (withdrawn, missing) = (props.withdrawn.clone(), missing.clone());
        Callback::from(move |_: MouseEvent| {
            let read = |n: &String| typed.borrow().get(n)?.trim().parse::<i64>().ok();
            // A withdrawn player may be left out; anyone else needs a score.
            let lacking: Vec<String> = players
                .iter()
                .filter(|n| read(n).is_none() && !withdrawn.contains(n))
                .cloned()
                .collect();
            if !lacking.is_empty() {
                missing.set(lacking);
                return;
            }
            missing.set(Vec::new());
            let mut scores = BTreeMap::new();
            scores.extend(players.iter().filter_map(|n| Some((n.clone(), read(n)?))));
            on_submit.emit(Outcome::Table(scores));
        })
    };
    html! {
        <div class="result-form no-print">
            { for inputs }
            <button type="button" class="primary" onclick={submit}>{ tt(lang, TT::EnterResult) }</button>
            if !missing.is_empty() {
                <p class="notice" role="alert" data-missing-scores={missing.join(",")}>
                    { tt(lang, TT::MissingScores(&missing)) }
                </p>
            }
        </div>
    }
}
