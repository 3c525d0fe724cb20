//! The full new-game dialog, behind the short start's "More…" (`super::quick`): start
//! position (empty board or a lesson), size, rules, komi, handicap count and style,
//! clock, player names. It asks before discarding a game in progress (a lesson link's
//! question names the lesson).

use hotstone_rules::{HandicapStyle, Preset};
use yew::prelude::*;

use super::{on_select, use_form_focus, use_trapped_keys, Answer, Form, OPENER_SELECTOR};
use crate::i18n::{new_game as ng, t, ComputerText, Lang, NewGameText as N, Text};
use crate::state::clock::ClockKind;
use crate::state::lessons;
use crate::state::{Draft, HANDICAPS, SIZES};

#[derive(Properties, PartialEq)]
pub struct NewGameProps {
    pub lang: Lang,
    pub form: Form,
    /// Moves of the current game, for the question before discarding it.
    pub moves: usize,
    pub send: Callback<Answer>,
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

/// A text field that edits one field of the draft.
fn on_input(
    draft: &Draft,
    send: &Callback<Answer>,
    edit: fn(Draft, String) -> Draft,
) -> Callback<InputEvent> {
    let (draft, send) = (draft.clone(), send.clone());
    Callback::from(move |e: InputEvent| {
        let value = e
            .target_unchecked_into::<web_sys::HtmlInputElement>()
            .value();
        send.emit(Answer::Edited(edit(draft.clone(), value)));
    })
}

#[component]
pub fn NewGameDialog(props: &NewGameProps) -> Html {
    let l = props.lang;
    let shown = &props.form;
    let draft = &shown.draft;
    let send = &props.send;
    let first = use_node_ref();
    // The last control: Cancel, or "Keep playing" while asking (the question's safe
    // answer, which takes the focus when the question appears).
    let last = use_node_ref();
    use_trapped_keys(&first, &last, send);
    use_form_focus(&first, &last, shown.confirming);
    let emit = |action: Answer| {
        let send = send.clone();
        Callback::from(move |_: MouseEvent| send.emit(action.clone()))
    };
    let lesson = draft.lesson.as_deref().and_then(lessons::find);
    let from_lesson = lesson.is_some();
    let max = draft.max_handicap();
    let field = |label: String, body: Html| {
        html! {
            <label class="field">
                <span>{ label }</span>
                { body }
            </label>
        }
    };

    html! {
        <div class="backdrop">
            <div class="dialog" role="dialog" aria-modal="true" aria-labelledby="new-game-title"
                data-dialog="new-game" data-focus-return={OPENER_SELECTOR}>
                <h2 id="new-game-title">{ ng(l, N::Title) }</h2>
                <form class="fields" onsubmit={
                    let send = send.clone();
                    Callback::from(move |e: SubmitEvent| {
                        e.prevent_default();
                        send.emit(Answer::Started);
                    })
                }>
                    { field(ng(l, N::StartFrom), html! {
                        <select ref={first} name="start"
                            onchange={on_select(draft, send, |d, v| {
                                d.with_lesson((!v.is_empty()).then(|| v.to_string()))
                            })}>
                            <option value="" selected={draft.lesson.is_none()}>{ ng(l, N::EmptyBoard) }</option>
                            { for lessons::all().into_iter().map(|lesson| html! {
                                <option value={lesson.id.clone()} selected={draft.lesson.as_deref() == Some(lesson.id.as_str())}>
                                    { t(l, Text::LessonHeading(lesson.title(l))) }
                                </option>
                            }) }
                        </select>
                    }) }
                    { field(t(l, Text::Computer(ComputerText::Opponent)), html! {
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
                        { field(t(l, Text::Computer(ComputerText::ComputerPlays)), html! {
                            <select name="computer-color"
                                onchange={on_select(draft, send, |d, v| Draft {
                                    computer_color: hotstone_rules::Color::parse(v).unwrap_or(d.computer_color),
                                    ..d
                                })}>
                                { for [hotstone_rules::Color::White, hotstone_rules::Color::Black].map(|c| html! {
                                    <option value={c.letter().to_string()} selected={draft.computer_color == c}>
                                        { ng(l, N::PlayerName(c)) }
                                    </option>
                                }) }
                            </select>
                        }) }
                    }
                    { field(ng(l, N::BoardSize), html! {
                        <select name="size" disabled={from_lesson}
                            onchange={on_select(draft, send, |d, v| Draft { size: v.parse().unwrap_or(d.size), ..d })}>
                            { for SIZES.map(|n| html! {
                                <option value={n.to_string()} selected={lesson.as_ref().map_or(draft.size, |l| l.size().get()) == n}>
                                    { ng(l, N::SizeName(n)) }
                                </option>
                            }) }
                        </select>
                    }) }
                    { field(ng(l, N::Rules), html! {
                        <select name="rules"
                            onchange={on_select(draft, send, |d, v| match Preset::from_name(v) {
                                Ok(p) => d.with_preset(p),
                                Err(_) => d,
                            })}>
                            { for Preset::ALL.iter().map(|&p| html! {
                                <option value={p.name()} selected={draft.preset == p}>{ ng(l, N::PresetName(p)) }</option>
                            }) }
                        </select>
                    }) }
                    { field(ng(l, N::KomiLabel), html! {
                        <input name="komi" type="text" inputmode="decimal" value={draft.komi.clone()}
                            oninput={on_input(draft, send, |d, v| Draft { komi: v, ..d })} />
                    }) }
                    { field(ng(l, N::Handicap), html! {
                        <select name="handicap" disabled={from_lesson}
                            onchange={on_select(draft, send, |d, v| d.with_handicap(v.parse().unwrap_or(0)))}>
                            <option value="0" selected={draft.handicap == 0}>{ ng(l, N::HandicapNone) }</option>
                            { for HANDICAPS.filter(|&n| n <= max).map(|n| html! {
                                <option value={n.to_string()} selected={draft.handicap == n}>{ n }</option>
                            }) }
                        </select>
                    }) }
                    { field(ng(l, N::HandicapStyleLabel), html! {
                        <select name="handicap-style" disabled={from_lesson || draft.handicap == 0}
                            onchange={on_select(draft, send, |d, v| Draft {
                                style: STYLES.into_iter().find(|&s| style_code(s) == v).unwrap_or(d.style),
                                ..d
                            })}>
                            { for STYLES.iter().map(|&s| html! {
                                <option value={style_code(s)} selected={draft.style == s}>{ ng(l, N::HandicapStyleName(s)) }</option>
                            }) }
                        </select>
                    }) }
                    if draft.handicap > 0 && !from_lesson {
                        <p class="note">{ ng(l, N::HandicapNote(draft.style)) }</p>
                    }
                    { field(ng(l, N::ClockField), html! {
                        <select name="clock"
                            onchange={on_select(draft, send, |d, v| match ClockKind::from_code(v) {
                                Some(k) => d.with_clock(k),
                                None => d,
                            })}>
                            { for ClockKind::ALL.iter().map(|&k| html! {
                                <option value={k.code()} selected={draft.clock == k}>
                                    { ng(l, N::ClockKind(k)) }
                                </option>
                            }) }
                        </select>
                    }) }
                    if draft.clock != ClockKind::None {
                        { field(ng(l, N::ClockMinutes), html! {
                            <input name="clock-minutes" type="number" min="1" max="600"
                                inputmode="numeric" value={draft.clock_minutes.clone()}
                                oninput={on_input(draft, send, |d, v| Draft { clock_minutes: v, ..d })} />
                        }) }
                    }
                    if draft.clock.default_periods().is_some() {
                        { field(ng(l, N::ClockPeriods(draft.clock)), html! {
                            <input name="clock-periods" type="number" min="1" max="99"
                                inputmode="numeric" value={draft.clock_periods.clone()}
                                oninput={on_input(draft, send, |d, v| Draft { clock_periods: v, ..d })} />
                        }) }
                        { field(ng(l, N::ClockPeriodSeconds(draft.clock)), html! {
                            <input name="clock-seconds" type="number" min="1" max="600"
                                inputmode="numeric" value={draft.clock_seconds.clone()}
                                oninput={on_input(draft, send, |d, v| Draft { clock_seconds: v, ..d })} />
                        }) }
                    }
                    { field(ng(l, N::PlayerName(hotstone_rules::Color::Black)), html! {
                        <input name="black" type="text" autocomplete="off" value={draft.black.clone()}
                            oninput={on_input(draft, send, |d, v| Draft { black: v, ..d })} />
                    }) }
                    { field(ng(l, N::PlayerName(hotstone_rules::Color::White)), html! {
                        <input name="white" type="text" autocomplete="off" value={draft.white.clone()}
                            oninput={on_input(draft, send, |d, v| Draft { white: v, ..d })} />
                    }) }
                    if let Some(lesson) = &lesson {
                        <p class="note">{ lesson.about(l) }</p>
                    }
                    if let Some(e) = &shown.error {
                        <p class="error" role="alert">{ t(l, Text::CannotStart(e)) }</p>
                    }
                    if shown.confirming {
                        <div class="confirm" role="alert" data-confirm="">
                            <p>{ match (&lesson, shown.from_link) {
                                (Some(lesson), true) => ng(l, N::ConfirmLessonLink {
                                    lesson: lesson.title(l),
                                    moves: props.moves,
                                }),
                                _ => ng(l, N::ConfirmDiscard(props.moves)),
                            } }</p>
                            <div class="controls">
                                <button type="button" class="primary" onclick={emit(Answer::ConfirmedDiscard)}>
                                    { ng(l, N::DiscardAndStart) }
                                </button>
                                <button type="button" ref={last.clone()} onclick={emit(Answer::Cancelled)}>
                                    { t(l, Text::KeepPlaying) }
                                </button>
                            </div>
                        </div>
                    } else {
                        <div class="controls">
                            <button type="submit" class="primary">{ ng(l, N::Start) }</button>
                            <button type="button" ref={last} onclick={emit(Answer::Cancelled)}>
                                { ng(l, N::Cancel) }
                            </button>
                        </div>
                    }
                </form>
            </div>
        </div>
    }
}
