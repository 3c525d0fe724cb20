//! The handicap panel (H-1, H-2, P-2): what the handicap is ("4 handicap moves =
//! handicap 3", or the placement's name from the table), a timeline of its steps with a
//! pass marker for each of White's obligatory passes, step buttons and a replay. Shown
//! only for games with a handicap: open while Black still makes Ing handicap moves or
//! while stepping, collapsed to its statement and two buttons otherwise. Drawn by the
//! handicap panel's module (`src/bin/handicap_page.rs`, `components::handicap_host`).

use gloo::timers::callback::Timeout;
use hotstone_rules::{HandicapPhase, StepKind};
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::i18n::{t, HandicapText, Lang, Text};
use crate::state::handicap_view::{HandicapAction, HandicapView};
use crate::state::{Action, State};

/// How long the replay shows each step.
const REPLAY_STEP_MS: u32 = 900;

/// The panel drawn in place, as the embedded board does (`embed::view`; the page hosts
/// its module instead, `components::handicap_host`).
pub fn side(state: &State, send: &Callback<Action>) -> Html {
    let Some(phase) = state.game.handicap_phase() else {
        return Html::default();
    };
    // Started Ing handicap moves with no play yet still get the statement.
    html! {
        <HandicapPanel lang={state.prefs.lang} {phase} view={state.view.handicap()}
            on_action={send.reform(Action::Handicap)} />
    }
}

#[derive(Properties, PartialEq)]
pub struct HandicapPanelProps {
    pub lang: Lang,
    pub phase: HandicapPhase,
    pub view: Option<HandicapView>,
    pub on_action: Callback<HandicapAction>,
}

#[component]
pub fn HandicapPanel(props: &HandicapPanelProps) -> Html {
    let l = props.lang;
    let ht = |text: HandicapText| t(l, Text::HandicapView(text));
    let phase = &props.phase;
    let kind = phase.kind;
    let view = props.view;
    let of = phase.steps.len();

    // The replay's timer: one tick per step while playing; a new step (or a pause, a
    // close) drops the pending timeout, so input is never blocked.
    {
        let send = props.on_action.clone();
        use_effect_with(view, move |view| {
            let timer = view
                .filter(|v| v.playing)
                .map(|_| Timeout::new(REPLAY_STEP_MS, move || send.emit(HandicapAction::Ticked)));
            move || drop(timer)
        });
    }

    // Opening the view from the panel replaces the button that opened it: focus goes to
    // the step shown on the timeline (where the arrows step), not to the page's start
    // or a disabled button.
    let section = use_node_ref();
    {
        let section = section.clone();
        use_effect_with(view.is_some(), move |open| {
            let Some(panel) = section.cast::<web_sys::Element>() else {
                return;
            };
            let active = web_sys::window()
                .and_then(|w| w.document())
                .and_then(|d| d.active_element());
            let ours = active.is_none_or(|el| {
                el.tag_name().eq_ignore_ascii_case("body") || panel.contains(Some(&el))
            });
            if *open && ours {
                let current = panel
                    .query_selector("button[aria-current]")
                    .ok()
                    .flatten()
                    .and_then(|el| el.dyn_into::<web_sys::HtmlElement>().ok());
                if let Some(el) = current {
                    let _ = el.focus();
                }
            }
        });
    }

    let act = |action: HandicapAction| {
        let send = props.on_action.clone();
        Callback::from(move |_: MouseEvent| send.emit(action))
    };
    // Arrows, Home and End on the timeline step through it.
    let on_key = {
        let send = props.on_action.clone();
        Callback::from(move |e: KeyboardEvent| {
            let action = match e.key().as_str() {
                "ArrowLeft" | "ArrowUp" => HandicapAction::Stepped(-1),
                "ArrowRight" | "ArrowDown" => HandicapAction::Stepped(1),
                "Home" => HandicapAction::First,
                "End" => HandicapAction::Last,
                _ => return,
            };
            e.prevent_default();
            send.emit(action);
        })
    };
    let shown = view.map(|v| v.step);
    let open = view.is_some() || kind.active();
    let playing = view.is_some_and(|v| v.playing);
    let kind_attr = match kind {
        hotstone_rules::HandicapKind::IngMoves { .. } => "ing",
        hotstone_rules::HandicapKind::Fixed { .. } => "fixed",
        hotstone_rules::HandicapKind::Free { .. } => "free",
    };

    let step_button = |(i, step): (usize, &hotstone_rules::HandicapStep)| {
        let n = i + 1;
        let name = ht(HandicapText::Step(step.kind));
        let current = shown == Some(n);
        let (class, face) = match step.kind {
            StepKind::ObligatoryPass { .. } => (
                "pass",
                html! {
                    <span class="pass-marker" aria-hidden="true">{ ht(HandicapText::PassMark) }</span>
                },
            ),
            StepKind::Play { k, point, .. } | StepKind::Stone { k, point, .. } => (
                "play",
                html! {
                    <>
                        <span class="stone-marker" aria-hidden="true">{ k }</span>
                        <span class="point" aria-hidden="true">{ point.to_string() }</span>
                    </>
                },
            ),
        };
        html! {
            <li class={classes!(class, current.then_some("current"))}>
                <button type="button" data-handicap-step={n.to_string()}
                    data-kind={class}
                    aria-label={name.clone()} title={name}
                    aria-current={current.then_some("step")}
                    onclick={act(HandicapAction::Chose(n))}>
                    { face }
                </button>
            </li>
        }
    };

    // While Black still owes handicap moves, the steps to come are drawn faintly, so
    // the timeline shows the whole shape: N plays, a White pass between each two.
    let mut future: Vec<Option<u32>> = Vec::new();
    if let hotstone_rules::HandicapKind::IngMoves { n, played } = kind {
        if kind.active() {
            let last = phase.steps.last().map(|s| s.kind);
            if matches!(last, Some(StepKind::Play { k, .. }) if k < n) {
                future.push(None);
            }
            for k in played + 1..=n {
                future.push(Some(k));
                if k < n {
                    future.push(None);
                }
            }
        }
    }
    let future_item = |slot: &Option<u32>| match slot {
        Some(k) => html! {
            <li class="future play" aria-hidden="true">
                <span class="slot">
                    <span class="stone-marker">{ k }</span>
                    <span class="point">{ "\u{a0}" }</span>
                </span>
            </li>
        },
        None => html! {
            <li class="future pass" aria-hidden="true">
                <span class="slot"><span class="pass-marker">{ ht(HandicapText::PassMark) }</span></span>
            </li>
        },
    };

    html! {
        <section ref={section} class={classes!("handicap-panel", open.then_some("open"))}
            data-handicap-panel="" data-handicap-kind={kind_attr}
            data-handicap-size={kind.size().to_string()}
            data-handicap-step={shown.map(|s| s.to_string())}
            data-playing={playing.then_some("")}
            aria-label={ht(HandicapText::Title(kind))}>
            <h2>{ ht(HandicapText::Title(kind)) }</h2>
            <p class="statement" data-handicap-statement="">{ ht(HandicapText::Statement(kind)) }</p>
            if let hotstone_rules::HandicapKind::IngMoves { played, n } = kind {
                if kind.active() {
                    <p class="so-far">{ ht(HandicapText::SoFar { played, n }) }</p>
                }
            }
            if open && of + future.len() > 0 {
                <ol class="handicap-timeline" aria-label={ht(HandicapText::Timeline)}
                    onkeydown={on_key}>
                    { for phase.steps.iter().enumerate().map(step_button) }
                    { for future.iter().map(future_item) }
                </ol>
            }
            if let Some(v) = view {
                <p class="step" data-step-of="">
                    { ht(HandicapText::StepLine { kind: phase.steps[v.step - 1].kind, step: v.step, of }) }
                </p>
                <div class="controls">
                    <button type="button" data-handicap="first" disabled={v.step == 1}
                        onclick={act(HandicapAction::First)}>{ ht(HandicapText::First) }</button>
                    <button type="button" data-handicap="previous" disabled={v.step == 1}
                        onclick={act(HandicapAction::Stepped(-1))}>{ ht(HandicapText::Previous) }</button>
                    <button type="button" data-handicap="next" disabled={v.step == of}
                        onclick={act(HandicapAction::Stepped(1))}>{ ht(HandicapText::Next) }</button>
                    <button type="button" data-handicap="last" disabled={v.step == of}
                        onclick={act(HandicapAction::Last)}>{ ht(HandicapText::Last) }</button>
                    if playing {
                        <button type="button" data-handicap="pause"
                            onclick={act(HandicapAction::Paused)}>{ ht(HandicapText::Pause) }</button>
                    } else {
                        <button type="button" data-handicap="replay" disabled={of < 2}
                            onclick={act(HandicapAction::Replayed)}>{ ht(HandicapText::Replay) }</button>
                    }
                    <button type="button" data-handicap="close"
                        onclick={act(HandicapAction::Closed)}>{ ht(HandicapText::Close) }</button>
                </div>
            } else if of > 0 {
                <div class="controls">
                    <button type="button" data-handicap="open"
                        onclick={act(HandicapAction::Opened)}>{ ht(HandicapText::Open) }</button>
                    <button type="button" data-handicap="replay" disabled={of < 2}
                        onclick={act(HandicapAction::Replayed)}>{ ht(HandicapText::Replay) }</button>
                </div>
            }
        </section>
    }
}
