//! The marking panel beside the board (C-6, M-5): who marks, the merged view of
//! agreed-alive, agreed-dead and disputed strings, what a dispute leads to under the
//! game's ruleset, the result, and the comparison of counts (`compare_panel`).
//!
//! Contract with the fill-in view: while the game has ended by two passes and the
//! dead stones are agreed (with no marks made, the suggestion is agreed), a button
//! `data-action="open-fill-in"` sends `Action::OpenedFillIn` with the agreed dead stones.
//! While strings are disputed it is disabled, and the panel says why.
//!
//! The result lists the penalties the count took, each with its reason and requirement;
//! under the school-team preset the referee gives and takes back team penalties
//! there (`MarkingAction::AddedPenalty`, `RemovedPenalty`).

use hotstone_rules::{Agreement, Color, Comparison, End, GameResult, Penalty, PenaltyReason};
use hotstone_rules::{Preset, Settlement};
use yew::prelude::*;

use crate::components::compare_panel;
use crate::i18n::{t, Lang, MarkingText, Text};
use crate::state::marking::{Marking, MarkingAction, Mode};
use crate::state::{Action, State};

fn m(lang: Lang, text: MarkingText<'_>) -> String {
    t(lang, Text::Marking(text))
}

/// A button that sends a marking action.
fn action_button(
    label: String,
    action: MarkingAction,
    send: &Callback<MarkingAction>,
    code: &'static str,
    enabled: bool,
) -> Html {
    let send = send.clone();
    let onclick = Callback::from(move |_: MouseEvent| send.emit(action.clone()));
    html! {
        <button type="button" data-action={code} disabled={!enabled} {onclick}>{ label }</button>
    }
}

/// A pressed-or-not choice among a few.
fn choice(
    label: String,
    on: bool,
    action: MarkingAction,
    send: &Callback<MarkingAction>,
    code: &'static str,
) -> Html {
    let send = send.clone();
    let onclick = Callback::from(move |_: MouseEvent| send.emit(action.clone()));
    html! {
        <button type="button" class="toggle" aria-pressed={on.to_string()} data-choice={code} {onclick}>
            { label }
        </button>
    }
}

/// The penalties the count took (T-2, X-3), each with a button that takes a team
/// penalty back; then, under the school-team preset, the buttons that give one.
fn penalties(l: Lang, taken: &[Penalty], send: &Callback<MarkingAction>, give: bool) -> Html {
    let remove = |p: Penalty| {
        let send = send.clone();
        let onclick =
            Callback::from(move |_: MouseEvent| send.emit(MarkingAction::RemovedPenalty(p)));
        html! {
            <button type="button" data-action="remove-penalty"
                aria-label={m(l, MarkingText::RemovePenalty(p))} {onclick}>
                { m(l, MarkingText::Remove) }
            </button>
        }
    };
    html! { <>
        <ul class="penalties">
            { for taken.iter().map(|&p| html! {
                <li data-penalty={format!("{} {}", p.against.name(), p.reason.code())}>
                    { m(l, MarkingText::Penalty(p)) }
                    if give && p.reason != PenaltyReason::Time { { " " }{ remove(p) } }
                </li>
            }) }
        </ul>
        if give {
            <p class="penalties-title" id="penalties-title">{ m(l, MarkingText::PenaltiesTitle) }</p>
            <div class="controls" role="group" aria-labelledby="penalties-title" data-penalties="">
                { for [Color::Black, Color::White].into_iter().flat_map(|c| hotstone_rules::PenaltyReason::OFFENCES.map(|r| {
                    action_button(m(l, MarkingText::AddPenalty { against: c, reason: r }),
                        MarkingAction::AddedPenalty(c, r), send, "add-penalty", true)
                })) }
            </div>
        }
    </> }
}

/// A small picture for the key, drawn with the board's own classes.
fn icon(body: Html) -> Html {
    html! {
        <svg class="icon" viewBox="-20 -20 40 40" aria-hidden="true">{ body }</svg>
    }
}

/// The key to the marks the view adds to the board.
fn key(l: Lang) -> Html {
    html! {
        <ul class="marking-key" data-marking-key="">
            <li>
                { icon(html! { <circle class="stone black dead" r="17" /> }) }
                { m(l, MarkingText::LegendDead) }
            </li>
            <li>
                { icon(html! { <>
                    <rect class="territory-mark black" x="-7" y="-7" width="14" height="14" />
                </> }) }
                { m(l, MarkingText::LegendTerritory) }
            </li>
            <li class="agreement-disputed">
                { icon(html! { <circle class="stone white" r="17" /> }) }
                { m(l, MarkingText::LegendDisputed) }
            </li>
        </ul>
    }
}

/// The panel, or nothing while play goes on or the fill-in count is shown. Without
/// `can_mark` (a read-only embedded board) it shows the marks, the count and the
/// fill-in's button, and none of the controls that change the marks or resume play.
pub fn side(state: &State, send: &Callback<Action>, can_mark: bool) -> Html {
    if state.game.end() != Some(End::TwoPasses) || state.view.fill_in().is_some() {
        return Html::default();
    }
    let Some(marking) = state.marking.as_ref() else {
        return Html::default();
    };
    let agreement = marking.agreement(&state.game);
    let dead = agreement.dead_stones(state.size());
    let on_fill_in = send.reform(move |()| Action::OpenedFillIn(dead.clone()));
    html! {
        <MarkingPanel lang={state.prefs.lang} marking={marking.clone()}
            settlement={agreement.settlement(state.game.rules())} {agreement}
            result={state.agreed_result()} comparison={state.comparison()}
            preset={state.settings.preset} {can_mark}
            on_marking={send.reform(Action::Marking)} {on_fill_in} />
    }
}

#[derive(Properties, PartialEq)]
pub struct MarkingPanelProps {
    pub lang: Lang,
    pub marking: Marking,
    /// The two markings merged (C-6).
    pub agreement: Agreement,
    /// What a dispute leads to under the game's rules (M-5).
    pub settlement: Settlement,
    /// The count, once nothing is disputed.
    pub result: Option<GameResult>,
    pub comparison: Option<Comparison>,
    /// The game's rules: the beginners' fold the comparison away; the school-team
    /// preset's referee gives team penalties.
    pub preset: Preset,
    pub can_mark: bool,
    pub on_marking: Callback<MarkingAction>,
    /// "Show the fill-in count" with the agreed dead stones.
    pub on_fill_in: Callback<()>,
}

#[component]
pub fn MarkingPanel(props: &MarkingPanelProps) -> Html {
    let MarkingPanelProps {
        lang: l,
        marking,
        agreement,
        settlement,
        result,
        preset,
        can_mark,
        ..
    } = props;
    let (l, settlement, preset, can_mark) = (*l, *settlement, *preset, *can_mark);
    let send = &props.on_marking;
    let settled = agreement.is_settled();
    let mode = marking.marks.mode;
    let open_fill_in = props.on_fill_in.reform(|_: MouseEvent| ());
    let disputes = agreement.disputed.iter().filter_map(|d| {
        let first = d.stones.iter().copied().min()?;
        Some(html! {
            <li data-disputed={first.to_string()} data-dead-by={d.dead_by.name()}>
                { m(l, MarkingText::Disputed { first, stones: d.stones.len(), dead_by: d.dead_by }) }
            </li>
        })
    });
    html! {
        <section class="marking-panel" data-marking={mode.code()}
            data-settled={settled.to_string()}
            aria-labelledby="marking-title">
            <h2 id="marking-title">{ m(l, MarkingText::Title) }</h2>
            if can_mark {
                <p class="how-to">{ m(l, MarkingText::HowTo) }</p>
                <div class="controls" role="group" aria-label={m(l, MarkingText::ModeLabel)}>
                    { for [Mode::One, Mode::Each].into_iter().map(|x| choice(
                        m(l, MarkingText::ModeName(x)), mode == x,
                        MarkingAction::ChoseMode(x), send, x.code())) }
                </div>
            }
            if can_mark && mode == Mode::Each {
                <div class="controls marker" role="group" aria-label={m(l, MarkingText::MarkerLabel)}
                    data-marker={marking.marker.name()}>
                    { for [Color::Black, Color::White].into_iter().map(|c| choice(
                        m(l, MarkingText::MarkerName(c)), marking.marker == c,
                        MarkingAction::ChoseMarker(c), send, c.name())) }
                </div>
            }
            <p class="summary" data-summary="">
                { m(l, MarkingText::Summary {
                    alive: agreement.alive.len(),
                    dead: agreement.dead.len(),
                    disputed: agreement.disputed.len(),
                }) }
            </p>
            if !settled {
                <ul class="disputes">{ for disputes }</ul>
                if settlement == Settlement::ResumePlay {
                    <p class="settle">{ m(l, MarkingText::ResumeExplained) }</p>
                    if can_mark {
                        <div class="controls">
                            { action_button(m(l, MarkingText::ResumeToSettle), MarkingAction::ResumeToSettle,
                                send, "resume-to-settle", true) }
                        </div>
                    }
                } else {
                    <p class="settle" data-referee="">{ m(l, MarkingText::RefereeDecides) }</p>
                }
            }
            if can_mark {
                <div class="controls">
                    { action_button(m(l, MarkingText::UndoMark), MarkingAction::UndoMark, send,
                        "undo-mark", marking.can_undo()) }
                    { action_button(m(l, MarkingText::Reset), MarkingAction::Reset, send,
                        "reset-marking", !marking.is_suggestion()) }
                </div>
            }
            <div class="controls">
                <button type="button" data-action="open-fill-in"
                    class={(preset != Preset::Simple).then_some("primary")}
                    disabled={!settled} aria-describedby={(!settled).then_some("fill-in-waits")}
                    onclick={open_fill_in}>
                    { t(l, Text::ShowFillIn) }
                </button>
            </div>
            if !settled {
                <p id="fill-in-waits" class="waits">{ m(l, MarkingText::FillInWaits) }</p>
            }
            if let Some(score) = result.as_ref().and_then(|r| r.score.as_ref()) {
                <div class="result" data-result={score.outcome.result()}>
                    <h3>{ m(l, MarkingText::ResultTitle) }</h3>
                    <p class="outcome">{ m(l, MarkingText::Result { outcome: score.outcome, method: score.method }) }</p>
                    { for [Color::Black, Color::White].into_iter().map(|c| {
                        let side = score.side(c);
                        // Komi and handicap points on the line of the side they go to
                        // (Black's, for a negative komi): the totals differ by the result.
                        let komi = score.compensation_half(c);
                        html! { <p class="side-count">{ m(l, MarkingText::SideCount {
                            color: c, method: score.method,
                            stones: side.stones, territory: side.territory, prisoners: side.prisoners,
                            komi, total: score.points_half(c) + komi,
                        }) }</p> }
                    }) }
                    { penalties(l, &score.penalties, send,
                        can_mark && preset.has_team_penalties()) }
                </div>
            }
            { key(l) }
            if let Some(comparison) = &props.comparison {
                { compare_panel::view(l, comparison, marking.compare, preset == Preset::Simple, send) }
            }
        </section>
    }
}
