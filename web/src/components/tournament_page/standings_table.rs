//! The standings: one column per tie-break and, for each place, why it stands there.

use hotstone_tournament::{Reason, Row, Standings};
use yew::prelude::*;

use super::tt;
use crate::i18n::{Lang, TournamentText as TT};

#[derive(Properties, PartialEq)]
pub(super) struct StandingsTableProps {
    pub lang: Lang,
    pub standings: Standings,
    /// The tournament is over: these are the final standings.
    pub last: bool,
    /// Who withdrew, with the round (`Event::withdrawn`): marked beside the name.
    pub withdrawn: std::collections::BTreeMap<String, usize>,
}

#[component]
pub(super) fn StandingsTable(props: &StandingsTableProps) -> Html {
    let (lang, standings) = (props.lang, &props.standings);
    html! {
        <section class="standings" data-standings="">
            <h3 id="standings-title">{ tt(lang, if props.last { TT::FinalStandings } else { TT::Standings }) }</h3>
            // Wider than a phone, the table scrolls in this box, which the keyboard
            // reaches and a screen reader names (WCAG 1.4.10, 2.1.1).
            <div class="table-scroll" role="region" aria-labelledby="standings-title" tabindex="0">
            <table>
                <thead>
                    <tr>
                        <th scope="col">{ tt(lang, TT::Place) }</th>
                        <th scope="col">{ tt(lang, TT::Name) }</th>
                        { for standings.criteria.iter().map(|c| html! {
                            <th scope="col">{ tt(lang, TT::Criterion(*c)) }</th>
                        }) }
                        <th scope="col">{ tt(lang, TT::ReasonColumn) }</th>
                    </tr>
                </thead>
                <tbody>
                    { for standings.rows.iter().map(|row| {
                        let (mine, theirs) = compared(standings, row);
                        let withdrew = props.withdrawn.get(&row.name).copied();
                        html! {
                            <tr data-place={row.place.to_string()} data-name={row.name.clone()}
                                data-withdrew-in={withdrew.map(|r| r.to_string())}>
                                <td>{ row.place }</td>
                                <th scope="row">
                                    { row.name.clone() }
                                    if let Some(round) = withdrew {
                                        <span class="withdrew">{ " (" }{ tt(lang, TT::WithdrewIn(round)) }{ ")" }</span>
                                    }
                                </th>
                                { for row.values.iter().map(|v| html! { <td>{ v.to_string() }</td> }) }
                                <td data-reason={reason_code(&row.reason)}>
                                    { tt(lang, TT::Why { reason: &row.reason, mine: &mine, theirs: &theirs }) }
                                </td>
                            </tr>
                        }
                    }) }
                </tbody>
            </table>
            </div>
        </section>
    }
}

/// The value of `row` and of the row it was compared with, on the reason's criterion.
fn compared(standings: &Standings, row: &Row) -> (String, String) {
    let (criterion, other) = match &row.reason {
        Reason::Ahead { criterion, of } | Reason::Behind { criterion, of } => (criterion, of),
        _ => return (String::new(), String::new()),
    };
    let k = standings
        .criteria
        .iter()
        .position(|c| c == criterion)
        .unwrap_or(0);
    let value = |r: &Row| r.values.get(k).map(|v| v.to_string()).unwrap_or_default();
    let theirs = standings
        .rows
        .iter()
        .find(|r| &r.name == other)
        .map(value)
        .unwrap_or_default();
    (value(row), theirs)
}

fn reason_code(reason: &Reason) -> String {
    match reason {
        Reason::Alone => "alone".into(),
        Reason::Ahead { criterion, .. } => format!("ahead:{}", criterion.label()),
        Reason::Behind { criterion, .. } => format!("behind:{}", criterion.label()),
        Reason::Decision { .. } => "decision".into(),
        Reason::Shared { .. } => "shared".into(),
    }
}
