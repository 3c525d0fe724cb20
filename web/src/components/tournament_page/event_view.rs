//! A running event: its toolbar (undo, export, print, new), the round to play, the rounds
//! played (each result open to correction), who withdrew and a field to withdraw an
//! entrant (001 "Suspendierung"), a field to rename one, the standings and, once the
//! tournament is over, a play-off or lot for every place still shared.

use hotstone_tournament::{Event, Round, System};
use yew::prelude::*;

use super::decision_form::DecisionForm;
use super::pairing_item::PairingItem;
use super::question::{on_escape, use_focus_when};
use super::rename_form::RenameForm;
use super::standings_table::StandingsTable;
use super::withdraw_form::WithdrawForm;
use super::{error_box, et, tt};
use crate::i18n::{EntryText, Lang, TournamentText as TT};
use crate::io::browser;
use crate::state::tournament::{ErrorAt, TournamentAction as A};

#[derive(Properties, PartialEq)]
pub(super) struct EventViewProps {
    pub lang: Lang,
    pub event: Event,
    pub can_undo: bool,
    pub confirming: bool,
    /// The entrant whose withdrawal waits for confirmation.
    pub confirming_withdraw: Option<String>,
    /// A refusal said beside what was refused, with its words.
    #[prop_or_default]
    pub error: Option<(ErrorAt, String)>,
    pub send: Callback<A>,
}

#[component]
pub(super) fn EventView(props: &EventViewProps) -> Html {
    let lang = props.lang;
    let send = &props.send;
    let event = &props.event;
    let file = event.file();
    let keep = use_focus_when(props.confirming);
    // Before the first result the list of entrants may still change (a typo, a late
    // entry, a no-show: the crate refuses a withdrawal then, "leave the entrant out").
    let started = file.has_results();
    let error = props.error.clone();
    let pairing_error = {
        let error = error.clone();
        let send = send.clone();
        move |round: usize, index: usize| match &error {
            Some((ErrorAt::Pairing { round: r, index: i }, text)) if *r == round && *i == index => {
                Some(error_box(lang, text, &send))
            }
            _ => None,
        }
    };
    let gone: Vec<String> = event.withdrawn().keys().cloned().collect();
    let withdraw_error = match &error {
        Some((ErrorAt::Withdrawal, text)) => Some(error_box(lang, text, send)),
        _ => None,
    };
    let rename_error = match &error {
        Some((ErrorAt::Renaming, text)) => Some(error_box(lang, text, send)),
        _ => None,
    };
    let current = event.current().ok().flatten();
    let standings = event.standings();
    let export = {
        let text = file.to_json();
        let name = if file.name.trim().is_empty() {
            "tournament".to_string()
        } else {
            file.name.trim().replace(char::is_whitespace, "-")
        };
        Callback::from(move |_: MouseEvent| {
            browser::download(
                &format!("{name}.tournament.json"),
                "application/json",
                &text,
            )
        })
    };
    let print = Callback::from(|_: MouseEvent| {
        if let Some(w) = web_sys::window() {
            let _ = w.print();
        }
    });
    let current_number = current.as_ref().map(|r| r.number);
    let played: Vec<&Round> = event
        .rounds()
        .iter()
        .filter(|r| Some(r.number) != current_number)
        .collect();
    // X-7's last step: places still shared once every round is in.
    let ties = if current.is_none() {
        shared_places(&standings.rows)
    } else {
        Vec::new()
    };
    let withdrawn: Vec<(String, usize)> = event
        .withdrawn()
        .iter()
        .map(|(name, round)| (name.clone(), *round))
        .collect();
    // Anyone may be renamed, one who withdrew too: the name stays in the standings.
    let named: Vec<(String, Vec<String>)> = match file.system {
        System::SchoolTeam => file
            .teams
            .iter()
            .map(|t| (t.name.clone(), t.players.clone()))
            .collect(),
        _ => file
            .players
            .iter()
            .map(|p| (p.clone(), Vec::new()))
            .collect(),
    };
    let entrants: Vec<String> = match file.system {
        System::SchoolTeam => file.teams.iter().map(|t| t.name.clone()).collect(),
        _ => file.players.clone(),
    }
    .into_iter()
    .filter(|n| !event.withdrawn().contains_key(n))
    .collect();
    html! {
        <>
            <h3 data-tournament-name="">
                { if file.name.is_empty() { tt(lang, TT::Title) } else { file.name.clone() } }
                <span class="system">{ format!(" · {}", tt(lang, TT::SystemName(file.system))) }</span>
            </h3>
            <div class="controls no-print" role="toolbar">
                <button type="button" disabled={!props.can_undo} data-tournament-undo=""
                    onclick={send.reform(|_: MouseEvent| A::Undid)}>{ tt(lang, TT::Undo) }</button>
                if !started {
                    <button type="button" onclick={send.reform(|_: MouseEvent| A::EditEntrants)}
                        data-tournament-edit="">{ tt(lang, TT::EditEntrants) }</button>
                }
                <button type="button" onclick={export} data-tournament-export="">{ tt(lang, TT::Export) }</button>
                <button type="button" onclick={print}>{ tt(lang, TT::Print) }</button>
                <button type="button" onclick={send.reform(|_: MouseEvent| A::AskedToClose)}
                    data-tournament-new="">{ tt(lang, TT::NewTournament) }</button>
            </div>
            if props.confirming {
                // Putting a tournament away cannot be undone: the question takes the
                // focus on "Keep it", Escape keeps it too, and the focus goes back to
                // "New tournament" when it closes.
                <div class="confirm no-print" role="alertdialog" data-tournament-confirm=""
                    data-focus-return="[data-tournament-new]"
                    onkeydown={on_escape(send, A::CancelledClose)}>
                    <p>{ tt(lang, TT::ConfirmClose) }</p>
                    <div class="controls">
                        <button type="button" class="primary"
                            onclick={send.reform(|_: MouseEvent| A::ConfirmedClose)}>{ tt(lang, TT::Discard) }</button>
                        <button type="button" ref={keep.clone()}
                            onclick={send.reform(|_: MouseEvent| A::CancelledClose)}>{ tt(lang, TT::Keep) }</button>
                    </div>
                </div>
            }
            {
                match &current {
                    Some(round) => html! {
                        <section class="round" data-round={round.number.to_string()} data-focus-scope="">
                            <h3>{ tt(lang, TT::Round(round.number)) }</h3>
                            { pairings(lang, event.system(), round, send, &pairing_error, &gone) }
                        </section>
                    },
                    None => html! { <p class="over" data-tournament-over="">{ tt(lang, TT::Over) }</p> },
                }
            }
            <WithdrawForm {lang} system={file.system} {entrants} {withdrawn} error={withdraw_error}
                confirming={props.confirming_withdraw.clone()} open={current.is_some() && started}
                send={send.clone()} />
            <RenameForm {lang} system={file.system} entrants={named} error={rename_error}
                send={send.clone()} />
            <StandingsTable {lang} standings={standings.clone()} last={current.is_none()}
                withdrawn={event.withdrawn().clone()} />
            { for ties.into_iter().map(|names| {
                let key = names.join("\n");
                html! { <DecisionForm {key} {lang} {names} send={send.clone()} /> }
            }) }
            if !played.is_empty() {
                <details class="played" data-rounds-played="">
                    <summary>{ et(lang, EntryText::RoundsPlayed) }</summary>
                    { for played.iter().rev().map(|round| html! {
                        <section class="round" data-played-round={round.number.to_string()}>
                            <h4>{ tt(lang, TT::Round(round.number)) }</h4>
                            { pairings(lang, event.system(), round, send, &pairing_error, &gone) }
                        </section>
                    }) }
                </details>
            }
        </>
    }
}

fn pairings(
    lang: Lang,
    system: System,
    round: &Round,
    send: &Callback<A>,
    error: &dyn Fn(usize, usize) -> Option<Html>,
    withdrawn: &[String],
) -> Html {
    html! {
        <ol class="pairings">
            { for round.pairings.iter().zip(&round.results).enumerate().map(|(i, (p, r))| html! {
                <PairingItem key={format!("{}-{i}", round.number)} {lang} round={round.number}
                    index={i} pairing={p.clone()} result={r.clone()}
                    forfeit={round.forfeited_by.get(i).cloned().unwrap_or_default()}
                    {system} error={error(round.number, i)} withdrawn={withdrawn.to_vec()}
                    send={send.clone()} />
            }) }
        </ol>
    }
}

/// The groups of two or more entrants sharing a place, best place first.
fn shared_places(rows: &[hotstone_tournament::Row]) -> Vec<Vec<String>> {
    rows.chunk_by(|a, b| a.place == b.place)
        .filter(|group| group.len() > 1)
        .map(|group| group.iter().map(|r| r.name.clone()).collect())
        .collect()
}
