//! The new-game dialog: start position (empty board or a lesson), size, rules, komi,
//! handicap count and style, player names. It asks before discarding a game in
//! progress. Modal for the keyboard too: Tab and Shift+Tab stay inside it, Escape
//! cancels (in the question, keeps the game), the question takes the focus when it
//! appears, and the focus goes back to where it was when the dialog closes.

use wasm_bindgen::JsCast;

use hotstone_rules::{HandicapStyle, Preset};
use yew::prelude::*;

use crate::i18n::{t, ClockText, ComputerText, Lang, Text};
use crate::io::browser;
use crate::state::clock::ClockKind;
use crate::state::lessons;
use crate::state::{Action, Dialog, Draft, HANDICAPS, SIZES};

#[derive(Properties, PartialEq)]
pub struct NewGameProps {
    pub lang: Lang,
    pub dialog: Dialog,
    /// Moves of the current game, for the question before discarding it.
    pub moves: usize,
    pub send: Callback<Action>,
}

const STYLES: [HandicapStyle; 3] = [
    HandicapStyle::Fixed,
    HandicapStyle::Free,
    HandicapStyle::IngMoves,
];

fn style_code(s: HandicapStyle) -> &'static str {
    match s {
        HandicapStyle::Fixed => "fixed",
        HandicapStyle::Free => "free",
        HandicapStyle::IngMoves => "ing-moves",
    }
}

/// A select that edits one field of the draft.
fn on_select(
    draft: &Draft,
    send: &Callback<Action>,
    edit: fn(Draft, &str) -> Draft,
) -> Callback<Event> {
    let (draft, send) = (draft.clone(), send.clone());
    Callback::from(move |e: Event| {
        let value = e
            .target_unchecked_into::<web_sys::HtmlSelectElement>()
            .value();
        send.emit(Action::EditedDraft(edit(draft.clone(), &value)));
    })
}

/// A text field that edits one field of the draft.
fn on_input(
    draft: &Draft,
    send: &Callback<Action>,
    edit: fn(Draft, String) -> Draft,
) -> Callback<InputEvent> {
    let (draft, send) = (draft.clone(), send.clone());
    Callback::from(move |e: InputEvent| {
        let value = e
            .target_unchecked_into::<web_sys::HtmlInputElement>()
            .value();
        send.emit(Action::EditedDraft(edit(draft.clone(), value)));
    })
}

/// Keys while the dialog is open, wherever the focus is: Escape cancels (or, while
/// asking, keeps the game: the same action); Tab from the last control goes to the
/// first, Shift+Tab from the first to the last, and a Tab from outside (after a click
/// on the backdrop) comes back in.
fn trap_keys(e: &web_sys::KeyboardEvent, first: &NodeRef, last: &NodeRef, send: &Callback<Action>) {
    if e.default_prevented() || e.is_composing() {
        return;
    }
    match e.key().as_str() {
        "Escape" => {
            e.prevent_default();
            send.emit(Action::CancelledNewGame);
        }
        "Tab" => {
            let (Some(first), Some(last)) = (
                first.cast::<web_sys::HtmlElement>(),
                last.cast::<web_sys::HtmlElement>(),
            ) else {
                return;
            };
            let active = web_sys::window()
                .and_then(|w| w.document())
                .and_then(|d| d.active_element());
            let inside = active.as_ref().is_some_and(|a| {
                a.closest("[data-dialog=\"new-game\"]")
                    .ok()
                    .flatten()
                    .is_some()
            });
            let at = |el: &web_sys::HtmlElement| {
                active
                    .as_ref()
                    .is_some_and(|a| a == el.unchecked_ref::<web_sys::Element>())
            };
            let to = match (inside, e.shift_key()) {
                (false, false) => Some(first),
                (false, true) => Some(last),
                (true, false) if at(&last) => Some(first),
                (true, true) if at(&first) => Some(last),
                _ => None,
            };
            if let Some(to) = to {
                e.prevent_default();
                let _ = to.focus();
            }
        }
        _ => {}
    }
}

/// The attribute that marks the control the dialog was opened from, and its selector.
const OPENER: &str = "data-new-game-opener";
const OPENER_SELECTOR: &str = "[data-new-game-opener]";

#[component]
pub fn NewGameDialog(props: &NewGameProps) -> Html {
    let l = props.lang;
    let draft = &props.dialog.draft;
    let send = &props.send;
    let first = use_node_ref();
    // The last control: Cancel, or "Keep playing" while asking (the question's safe
    // answer, which takes the focus when the question appears).
    let last = use_node_ref();
    {
        let (first, last, send) = (first.clone(), last.clone(), send.clone());
        use_effect_with((), move |_| {
            let document = web_sys::window().and_then(|w| w.document());
            let opener = document
                .as_ref()
                .and_then(|d| d.active_element())
                .and_then(|el| el.dyn_into::<web_sys::HtmlElement>().ok());
            // Marked so that the page's focus keeper (`io::focus`, through the dialog's
            // `data-focus-return`) lands on it when the dialog goes, never on the board,
            // where a passing focus would move the new game's cursor.
            if let Some(opener) = &opener {
                let _ = opener.set_attribute(OPENER, "");
            }
            let listener =
                browser::on_document_keydown(move |e| trap_keys(e, &first, &last, &send));
            move || {
                drop(listener);
                // After this render, once the page behind is no longer inert.
                if let Some(opener) = opener {
                    gloo::timers::callback::Timeout::new(0, move || {
                        let _ = opener.remove_attribute(OPENER);
                        if opener.is_connected() {
                            let _ = opener.focus();
                        }
                    })
                    .forget();
                }
            }
        });
    }
    {
        let (first, last) = (first.clone(), last.clone());
        // On opening, the first field; whenever the question appears, its safe answer.
        let opening = use_mut_ref(|| true);
        use_effect_with(props.dialog.confirming, move |&confirming| {
            let target = match (confirming, opening.replace(false)) {
                (true, _) => Some(last),
                (false, true) => Some(first),
                (false, false) => None,
            };
            if let Some(el) = target.and_then(|r| r.cast::<web_sys::HtmlElement>()) {
                let _ = el.focus();
            }
        });
    }
    let emit = |action: Action| {
        let send = send.clone();
        Callback::from(move |_: MouseEvent| send.emit(action.clone()))
    };
    let lesson = draft.lesson.as_deref().and_then(lessons::find);
    let from_lesson = lesson.is_some();
    let max = draft.max_handicap();
    let field = |label: Text, body: Html| {
        html! {
            <label class="field">
                <span>{ t(l, label) }</span>
                { body }
            </label>
        }
    };

    html! {
        <div class="backdrop">
            <div class="dialog" role="dialog" aria-modal="true" aria-labelledby="new-game-title"
                data-dialog="new-game" data-focus-return={OPENER_SELECTOR}>
                <h2 id="new-game-title">{ t(l, Text::DialogTitle) }</h2>
                <form class="fields" onsubmit={
                    let send = send.clone();
                    Callback::from(move |e: SubmitEvent| {
                        e.prevent_default();
                        send.emit(Action::StartedNewGame);
                    })
                }>
                    { field(Text::StartFrom, html! {
                        <select ref={first} name="start"
                            onchange={on_select(draft, send, |d, v| {
                                d.with_lesson((!v.is_empty()).then(|| v.to_string()))
                            })}>
                            <option value="" selected={draft.lesson.is_none()}>{ t(l, Text::EmptyBoard) }</option>
                            { for lessons::all().into_iter().map(|lesson| html! {
                                <option value={lesson.id.clone()} selected={draft.lesson.as_deref() == Some(lesson.id.as_str())}>
                                    { t(l, Text::LessonHeading(lesson.title(l))) }
                                </option>
                            }) }
                        </select>
                    }) }
                    { field(Text::Computer(ComputerText::Opponent), html! {
                        <select name="opponent"
                            onchange={on_select(draft, send, |d, v| Draft {
                                computer_level: v.parse().ok().and_then(|n| hotstone_player::Level::new(n).ok()),
                                ..d
                            })}>
                            <option value="" selected={draft.computer_level.is_none()}>
                                { t(l, Text::Computer(ComputerText::TwoPlayers)) }
                            </option>
                            { for hotstone_player::Level::all().map(|level| html! {
                                <option value={level.get().to_string()} selected={draft.computer_level == Some(level)}>
                                    { t(l, Text::Computer(ComputerText::Level(level.get()))) }
                                </option>
                            }) }
                        </select>
                    }) }
                    if draft.computer_level.is_some() {
                        { field(Text::Computer(ComputerText::ComputerPlays), html! {
                            <select name="computer-color"
                                onchange={on_select(draft, send, |d, v| Draft {
                                    computer_color: hotstone_rules::Color::parse(v).unwrap_or(d.computer_color),
                                    ..d
                                })}>
                                { for [hotstone_rules::Color::White, hotstone_rules::Color::Black].map(|c| html! {
                                    <option value={c.letter().to_string()} selected={draft.computer_color == c}>
                                        { t(l, Text::PlayerName(c)) }
                                    </option>
                                }) }
                            </select>
                        }) }
                    }
                    { field(Text::BoardSize, html! {
                        <select name="size" disabled={from_lesson}
                            onchange={on_select(draft, send, |d, v| Draft { size: v.parse().unwrap_or(d.size), ..d })}>
                            { for SIZES.map(|n| html! {
                                <option value={n.to_string()} selected={lesson.as_ref().map_or(draft.size, |l| l.size().get()) == n}>
                                    { t(l, Text::SizeName(n)) }
                                </option>
                            }) }
                        </select>
                    }) }
                    { field(Text::Rules, html! {
                        <select name="rules"
                            onchange={on_select(draft, send, |d, v| match Preset::from_name(v) {
                                Ok(p) => d.with_preset(p),
                                Err(_) => d,
                            })}>
                            { for Preset::ALL.iter().map(|&p| html! {
                                <option value={p.name()} selected={draft.preset == p}>{ t(l, Text::PresetName(p)) }</option>
                            }) }
                        </select>
                    }) }
                    { field(Text::KomiLabel, html! {
                        <input name="komi" type="text" inputmode="decimal" value={draft.komi.clone()}
                            oninput={on_input(draft, send, |d, v| Draft { komi: v, ..d })} />
                    }) }
                    { field(Text::Handicap, html! {
                        <select name="handicap" disabled={from_lesson}
                            onchange={on_select(draft, send, |d, v| d.with_handicap(v.parse().unwrap_or(0)))}>
                            <option value="0" selected={draft.handicap == 0}>{ t(l, Text::HandicapNone) }</option>
                            { for HANDICAPS.filter(|&n| n <= max).map(|n| html! {
                                <option value={n.to_string()} selected={draft.handicap == n}>{ n }</option>
                            }) }
                        </select>
                    }) }
                    { field(Text::HandicapStyleLabel, html! {
                        <select name="handicap-style" disabled={from_lesson || draft.handicap == 0}
                            onchange={on_select(draft, send, |d, v| Draft {
                                style: STYLES.into_iter().find(|&s| style_code(s) == v).unwrap_or(d.style),
                                ..d
                            })}>
                            { for STYLES.iter().map(|&s| html! {
                                <option value={style_code(s)} selected={draft.style == s}>{ t(l, Text::HandicapStyleName(s)) }</option>
                            }) }
                        </select>
                    }) }
                    if draft.handicap > 0 && !from_lesson {
                        <p class="note">{ t(l, Text::HandicapNote(draft.style)) }</p>
                    }
                    { field(Text::Clock(ClockText::Field), html! {
                        <select name="clock"
                            onchange={on_select(draft, send, |d, v| match ClockKind::from_code(v) {
                                Some(k) => d.with_clock(k),
                                None => d,
                            })}>
                            { for ClockKind::ALL.iter().map(|&k| html! {
                                <option value={k.code()} selected={draft.clock == k}>
                                    { t(l, Text::Clock(ClockText::Kind(k))) }
                                </option>
                            }) }
                        </select>
                    }) }
                    if draft.clock != ClockKind::None {
                        { field(Text::Clock(ClockText::Minutes), html! {
                            <input name="clock-minutes" type="number" min="1" max="600"
                                inputmode="numeric" value={draft.clock_minutes.clone()}
                                oninput={on_input(draft, send, |d, v| Draft { clock_minutes: v, ..d })} />
                        }) }
                    }
                    if draft.clock.default_periods().is_some() {
                        { field(Text::Clock(ClockText::Periods(draft.clock)), html! {
                            <input name="clock-periods" type="number" min="1" max="99"
                                inputmode="numeric" value={draft.clock_periods.clone()}
                                oninput={on_input(draft, send, |d, v| Draft { clock_periods: v, ..d })} />
                        }) }
                        { field(Text::Clock(ClockText::PeriodSeconds(draft.clock)), html! {
                            <input name="clock-seconds" type="number" min="1" max="600"
                                inputmode="numeric" value={draft.clock_seconds.clone()}
                                oninput={on_input(draft, send, |d, v| Draft { clock_seconds: v, ..d })} />
                        }) }
                    }
                    { field(Text::PlayerName(hotstone_rules::Color::Black), html! {
                        <input name="black" type="text" autocomplete="off" value={draft.black.clone()}
                            oninput={on_input(draft, send, |d, v| Draft { black: v, ..d })} />
                    }) }
                    { field(Text::PlayerName(hotstone_rules::Color::White), html! {
                        <input name="white" type="text" autocomplete="off" value={draft.white.clone()}
                            oninput={on_input(draft, send, |d, v| Draft { white: v, ..d })} />
                    }) }
                    if let Some(lesson) = &lesson {
                        <p class="note">{ lesson.about(l) }</p>
                    }
                    if let Some(e) = &props.dialog.error {
                        <p class="error" role="alert">{ t(l, Text::CannotStart(e)) }</p>
                    }
                    if props.dialog.confirming {
                        <div class="confirm" role="alert" data-confirm="">
                            <p>{ match (&lesson, props.dialog.from_link) {
                                (Some(lesson), true) => t(l, Text::ConfirmLessonLink {
                                    lesson: lesson.title(l),
                                    moves: props.moves,
                                }),
                                _ => t(l, Text::ConfirmDiscard(props.moves)),
                            } }</p>
                            <div class="controls">
                                <button type="button" class="primary" onclick={emit(Action::ConfirmedDiscard)}>
                                    { t(l, Text::DiscardAndStart) }
                                </button>
                                <button type="button" ref={last.clone()} onclick={emit(Action::CancelledNewGame)}>
                                    { t(l, Text::KeepPlaying) }
                                </button>
                            </div>
                        </div>
                    } else {
                        <div class="controls">
                            <button type="submit" class="primary">{ t(l, Text::Start) }</button>
                            <button type="button" ref={last} onclick={emit(Action::CancelledNewGame)}>
                                { t(l, Text::Cancel) }
                            </button>
                        </div>
                    }
                </form>
            </div>
        </div>
    }
}
