//! Comparing counts (C-1, C-2, C-4, C-5): territory, area and fill-in results of the
//! agreed position side by side, and the reasons they differ, from
//! `hotstone_rules::compare`. Shown in the marking panel once nothing is
//! disputed.

use hotstone_rules::{Color, Comparison};
use yew::prelude::*;

use crate::i18n::{t, Lang, MarkingText, Text};
use crate::state::marking::{CompareKomi, MarkingAction};

fn m(lang: Lang, text: MarkingText<'_>) -> String {
    t(lang, Text::Marking(text))
}

/// The comparison table (shown once nothing is disputed): `comparison` the counts of
/// the agreed position (`State::comparison`), `compare` which komi it uses; under the
/// beginners' rules (`folded`) the table is folded away. Drawn by the marking panel as
/// part of its own render, not as a component of its own: the panel is drawn again only
/// when its props change (the comparison among them), and a component here cost the
/// page's first download its own Yew machinery (issue 35).
pub fn view(
    l: Lang,
    c: &Comparison,
    compare: CompareKomi,
    folded: bool,
    send: &Callback<MarkingAction>,
) -> Html {
    let choose = |k: CompareKomi, code: &'static str| {
        let send = send.clone();
        let onclick =
            Callback::from(move |_: MouseEvent| send.emit(MarkingAction::ChoseCompare(k)));
        html! {
            <button type="button" class="toggle" aria-pressed={(compare == k).to_string()}
                data-compare-komi={code} {onclick}>
                { m(l, MarkingText::CompareKomiName(k)) }
            </button>
        }
    };
    let head = c.columns.iter().map(|col| html! {
        <th scope="col" data-method={col.method.code()}>{ m(l, MarkingText::MethodName(col.method)) }</th>
    });
    let komi = c.columns.iter().map(|col| {
        let half = col.rules.komi.half_points();
        html! { <td>{ m(l, MarkingText::Komi(half)) }</td> }
    });
    let side = |color: Color| {
        c.columns
            .iter()
            .map(|col| match &col.score {
                Ok(s) => html! { <td>{ s.side(color).points(col.method) }</td> },
                Err(_) => html! { <td>{ "–" }</td> },
            })
            .collect::<Html>()
    };
    let results = c.columns.iter().map(|col| match &col.score {
        Ok(s) => html! {
            <td data-result={s.outcome.result()} data-method={col.method.code()}>
                <strong>{ s.outcome.result() }</strong>
            </td>
        },
        Err(_) => html! {
            <td data-method={col.method.code()} class="cannot">{ m(l, MarkingText::CannotCount(col.method)) }</td>
        },
    });
    let body = html! {
        <>
            <div class="controls" role="group" aria-label={m(l, MarkingText::CompareKomiLabel)}>
                { choose(CompareKomi::Game, "game") }
                { choose(CompareKomi::Customary, "customary") }
            </div>
            <table>
                <thead>
                    <tr><th scope="col">{ m(l, MarkingText::RowRules) }</th>{ for head }</tr>
                </thead>
                <tbody>
                    <tr><th scope="row">{ m(l, MarkingText::RowKomi) }</th>{ for komi }</tr>
                    <tr><th scope="row">{ m(l, MarkingText::RowBlack) }</th>{ side(Color::Black) }</tr>
                    <tr><th scope="row">{ m(l, MarkingText::RowWhite) }</th>{ side(Color::White) }</tr>
                    <tr><th scope="row">{ m(l, MarkingText::RowResult) }</th>{ for results }</tr>
                </tbody>
            </table>
            <p class="verdict">{ m(l, MarkingText::Verdict { agree: c.agree(), same_winner: c.same_winner() }) }</p>
            if !c.reasons.is_empty() {
                <h4>{ m(l, MarkingText::ReasonsTitle { agree: c.agree() }) }</h4>
                <ul class="reasons">
                    { for c.reasons.iter().map(|r| html! {
                        <li data-reason={r.code()}>{ m(l, MarkingText::Reason(r)) }</li>
                    }) }
                </ul>
            }
        </>
    };
    let title = html! { <h3>{ m(l, MarkingText::CompareTitle) }</h3> };
    let agree = c.agree().to_string();
    // Under the beginners' rules (004's leaflet counts one way) the other methods are
    // folded away, one click from a teacher who wants them.
    if folded {
        html! {
            <details class="compare" data-compare="" data-agree={agree}>
                <summary>{ title }</summary>
                { body }
            </details>
        }
    } else {
        html! {
            <div class="compare" data-compare="" data-agree={agree}>
                { title }
                { body }
            </div>
        }
    }
}
