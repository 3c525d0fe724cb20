//! The fill-in view's controls and captions (C-2, C-3, B-4, B-5): play and pause, step
//! back and forward, first and last, the speed; the caption of the step shown; at the
//! end the result with the territory and area counts of the same position beside it.
//! Under the board: `fill_in_bowls`.
//!
//! The timer lives here: while playing, one `Tick` is sent after the step's delay and
//! each tick changes one stone, so the page stays responsive.

use gloo::events::{EventListener, EventListenerOptions, EventListenerPhase};
use gloo::timers::callback::Timeout;
use hotstone_rules::FillInStep;
use hotstone_rules::Scoring;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::components::fill_in_bowls;
use crate::i18n::{t, FillInText, Lang, Text};
use crate::state::fill_in::{FillInAction, FillInView, Speed};
use crate::state::{Action, State};

fn tx(lang: Lang, text: FillInText) -> String {
    t(lang, Text::FillIn(text))
}

/// Does the user ask for less motion? Then a tick shows a whole step at once.
fn reduced_motion() -> bool {
    web_sys::window()
        .and_then(|w| w.match_media("(prefers-reduced-motion: reduce)").ok())
        .flatten()
        .is_some_and(|m| m.matches())
}

/// The view's key, if it has one: Space plays or pauses, the arrows step, Home and End
/// go to the first step and the result, Escape closes.
pub fn key_action(key: &str) -> Option<FillInAction> {
    Some(match key {
        " " | "Spacebar" => FillInAction::ToggledPlay,
        "ArrowLeft" | "ArrowUp" => FillInAction::Stepped(-1),
        "ArrowRight" | "ArrowDown" => FillInAction::Stepped(1),
        "Home" => FillInAction::First,
        "End" => FillInAction::Last,
        "Escape" => FillInAction::Closed,
        _ => return None,
    })
}

/// Marks the element whose keys the count takes while it is open: the board and the
/// panels beside it (the app's `main`, the embedded board's wrapper).
pub const KEY_SCOPE: &str = "[data-key-scope]";

fn in_field(target: Option<web_sys::EventTarget>) -> bool {
    target
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .is_some_and(|el| {
            matches!(
                el.tag_name().to_ascii_lowercase().as_str(),
                "input" | "select" | "textarea"
            )
        })
}

#[derive(Properties, PartialEq)]
pub struct FillInControlsProps {
    pub lang: Lang,
    pub view: FillInView,
    pub on_action: Callback<FillInAction>,
}

/// The controls beside the board, while the view is open.
pub fn side(state: &State, send: &Callback<Action>) -> Html {
    match state.view.fill_in() {
        Some(view) => html! {
            <FillInControls lang={state.prefs.lang} view={view.clone()}
                on_action={send.reform(Action::FillIn)} />
        },
        None => Html::default(),
    }
}

#[component]
pub fn FillInControls(props: &FillInControlsProps) -> Html {
    let l = props.lang;
    let view = &props.view;
    // The timer: one tick after the delay of the moment shown, again after each change.
    {
        let send = props.on_action.clone();
        let key = (view.step, view.placed, view.playing, view.speed);
        let delay = view.delay_ms();
        use_effect_with(key, move |_| {
            let timeout = delay.map(|ms| {
                Timeout::new(ms, move || {
                    send.emit(FillInAction::Tick {
                        whole_step: reduced_motion(),
                    })
                })
            });
            move || drop(timeout)
        });
    }
    // The keys of the board and its panels (the nearest `data-key-scope` around the
    // panel: the app's board and side, the embedded board's wrapper), captured there
    // before the board's own: while the count is open its arrows and Space step and play
    // it. Never the window's: a host page's button, its own key listeners and another
    // board keep their keys (issue 39). The default is prevented, the key not stopped,
    // so listeners above see it with `defaultPrevented`.
    let section = use_node_ref();
    {
        let send = props.on_action.clone();
        let section = section.clone();
        use_effect_with((), move |_| {
            let listener = section.cast::<web_sys::Element>().map(|el| {
                let scope = el.closest(KEY_SCOPE).ok().flatten().unwrap_or(el);
                EventListener::new_with_options(
                    &scope,
                    "keydown",
                    EventListenerOptions {
                        phase: EventListenerPhase::Capture,
                        passive: false,
                    },
                    move |event| {
                        let Some(e) = event.dyn_ref::<web_sys::KeyboardEvent>() else {
                            return;
                        };
                        if e.default_prevented()
                            || e.ctrl_key()
                            || e.meta_key()
                            || e.alt_key()
                            || in_field(e.target())
                        {
                            return;
                        }
                        if let Some(a) = key_action(&e.key()) {
                            e.prevent_default();
                            send.emit(a);
                        }
                    },
                )
            });
            move || drop(listener)
        });
    }
    let act = |a: FillInAction| {
        let send = props.on_action.clone();
        Callback::from(move |_: MouseEvent| send.emit(a.clone()))
    };
    let on_speed = {
        let send = props.on_action.clone();
        Callback::from(move |e: Event| {
            let Some(select) = e
                .target()
                .and_then(|t| t.dyn_into::<web_sys::HtmlSelectElement>().ok())
            else {
                return;
            };
            if let Some(speed) = Speed::from_code(&select.value()) {
                send.emit(FillInAction::ChoseSpeed(speed));
            }
        })
    };
    let steps = view.steps();
    let first = view.step == 0;
    let last = view.at_end();
    let caption = view.caption();
    let code = view.fill_in().steps.get(view.step).map(FillInStep::code);
    let dead = crate::i18n::points(view.counted.dead.points().iter().copied()).replace(' ', "");
    html! {
        <section ref={section} class="fill-in-panel" data-fill-in="" data-focus-scope=""
            data-focus-return="[data-action=open-fill-in]"
            data-step={view.step.to_string()}
            data-steps={steps.to_string()}
            data-step-code={code}
            data-playing={view.playing.to_string()}
            data-at-end={last.to_string()}
            data-dead={dead}
            aria-label={tx(l, FillInText::Title)}>
            <h2>{ tx(l, FillInText::Title) }</h2>
            <div class="controls fill-in-controls" role="group"
                aria-label={tx(l, FillInText::Controls)}>
                <button type="button" data-fill-in-action="first" disabled={first}
                    title={tx(l, FillInText::First)} aria-label={tx(l, FillInText::First)}
                    onclick={act(FillInAction::First)}>{ "|◀" }</button>
                <button type="button" data-fill-in-action="back" disabled={first}
                    title={tx(l, FillInText::Back)} aria-label={tx(l, FillInText::Back)}
                    onclick={act(FillInAction::Stepped(-1))}>{ "◀" }</button>
                <button type="button" class="primary" data-fill-in-action="play"
                    aria-pressed={view.playing.to_string()}
                    onclick={act(FillInAction::ToggledPlay)}>
                    { if view.playing { tx(l, FillInText::Pause) } else { tx(l, FillInText::Play) } }
                </button>
                <button type="button" data-fill-in-action="forward" disabled={last}
                    title={tx(l, FillInText::Forward)} aria-label={tx(l, FillInText::Forward)}
                    onclick={act(FillInAction::Stepped(1))}>{ "▶" }</button>
                <button type="button" data-fill-in-action="last" disabled={last}
                    title={tx(l, FillInText::Last)} aria-label={tx(l, FillInText::Last)}
                    onclick={act(FillInAction::Last)}>{ "▶|" }</button>
            </div>
            <label class="fill-in-speed">
                { tx(l, FillInText::Speed) }
                <select data-fill-in-speed="" onchange={on_speed}>
                    { for Speed::ALL.into_iter().map(|s| html! {
                        <option value={s.code()} selected={s == view.speed}>
                            { tx(l, FillInText::SpeedName(s)) }
                        </option>
                    }) }
                </select>
            </label>
            <p class="fill-in-step">{ tx(l, FillInText::StepOf { number: view.step + 1, of: steps }) }
                if let Some(c) = caption {
                    <span class="rule-id">{ c.rule() }</span>
                }
            </p>
            <p class="fill-in-caption" data-caption="" aria-live="off">
                { caption.map(|c| tx(l, FillInText::Caption(c))).unwrap_or_default() }
            </p>
            { result(l, view) }
            <div class="controls">
                <button type="button" data-fill-in-action="close"
                    onclick={act(FillInAction::Closed)}>{ tx(l, FillInText::Close) }</button>
            </div>
            <p class="keys">{ tx(l, FillInText::KeysHelp) }</p>
        </section>
    }
}

/// The result, once the count has reached it (C-2, C-3): the announced outcome, and the
/// same position under territory and area counting beside it.
fn result(l: Lang, view: &FillInView) -> Html {
    if !view.at_end() {
        return Html::default();
    }
    let counted = &view.counted;
    let outcome = counted.outcome;
    html! {
        <div class="fill-in-result" data-result={outcome.result()}>
            <h3>{ tx(l, FillInText::Result) }</h3>
            <p class="announced" data-announced={outcome.result()}>
                <strong>{ tx(l, FillInText::Outcome(outcome)) }</strong>
                { format!(" ({})", outcome.result()) }
            </p>
            <dl class="compared">
                { for [(Scoring::Territory, counted.territory), (Scoring::Area, counted.area)]
                    .into_iter()
                    .map(|(scoring, o)| html! {
                        <div data-under={match scoring {
                                Scoring::Territory => "territory",
                                Scoring::Area => "area",
                                Scoring::IngFillIn => "fill-in",
                            }}
                            data-result={o.map(|o| o.result())}>
                            <dt>{ tx(l, FillInText::Under(scoring)) }</dt>
                            <dd>{ o.map(|o| format!("{} ({})", tx(l, FillInText::Outcome(o)), o.result())).unwrap_or_else(|| "—".into()) }</dd>
                        </div>
                    }) }
            </dl>
        </div>
    }
}

/// What shows under the board while the count is shown (`fill_in_bowls`).
pub fn under_board(state: &State, _send: &Callback<Action>) -> Html {
    match state.view.fill_in() {
        Some(view) => fill_in_bowls::under(state.prefs.lang, view),
        None => Html::default(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_view_s_keys() {
        assert_eq!(key_action(" "), Some(FillInAction::ToggledPlay));
        assert_eq!(key_action("ArrowLeft"), Some(FillInAction::Stepped(-1)));
        assert_eq!(key_action("ArrowRight"), Some(FillInAction::Stepped(1)));
        assert_eq!(key_action("Escape"), Some(FillInAction::Closed));
        assert_eq!(key_action("p"), None);
    }
}
