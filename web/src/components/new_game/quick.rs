//! The short new game (issue 38, "a phone that holds"): board size, the computer's level
//! and colour, Start; "More…" opens the full dialog (`super::full`). Start plays the
//! computer on an empty board (the level shown, level 1 unless another was chosen); the
//! rules, komi, handicap, clock and names stay as last chosen in the full dialog.

use yew::prelude::*;

use super::{on_select, use_form_focus, use_trapped_keys, Answer, Form, OPENER_SELECTOR};
use crate::i18n::{new_game as ng, t, ComputerText, Lang, NewGameText as N, Text};
use crate::state::{Draft, SIZES};
use hotstone_player::Level;
use hotstone_rules::Color;

#[derive(Properties, PartialEq)]
pub struct QuickStartProps {
    pub lang: Lang,
    pub form: Form,
    /// Moves of the current game, for the question before discarding it.
    pub moves: usize,
    pub send: Callback<Answer>,
}

/// The draft that the short start's Start plays: against the computer, on an empty board.
pub fn draft(draft: &Draft) -> Draft {
    Draft {
        computer_level: Some(draft.computer_level.unwrap_or(Level::EASIEST)),
        lesson: None,
        ..draft.clone()
    }
}

#[component]
pub fn QuickStart(props: &QuickStartProps) -> Html {
    let l = props.lang;
    let form = &props.form;
    let draft = &form.draft;
    let send = &props.send;
    let first = use_node_ref();
    // The last control: Cancel, or "Keep playing" while asking.
    let last = use_node_ref();
    use_trapped_keys(&first, &last, send);
    use_form_focus(&first, &last, form.confirming);
    let emit = |answer: Answer| send.reform(move |_: MouseEvent| answer.clone());
    let level = draft.computer_level.unwrap_or(Level::EASIEST);
    let field = |label: String, body: Html| {
        html! {
            <label class="field">
                <span>{ label }</span>
                { body }
            </label>
        }
    };
    let onsubmit = send.reform(|e: SubmitEvent| {
        e.prevent_default();
        Answer::Started
    });

    html! {
        <div class="backdrop">
            <div class="dialog" role="dialog" aria-modal="true" aria-labelledby="new-game-title"
                data-dialog="quick-start" data-focus-return={OPENER_SELECTOR}>
                <h2 id="new-game-title">{ ng(l, N::Title) }</h2>
                <form class="fields" {onsubmit}>
                    { field(ng(l, N::BoardSize), html! {
                        <select ref={first} name="size"
                            onchange={on_select(draft, send, |d, v| Draft { size: v.parse().unwrap_or(d.size), ..d })}>
                            { for SIZES.map(|n| html! {
                                <option value={n.to_string()} selected={draft.size == n}>{ ng(l, N::SizeName(n)) }</option>
                            }) }
                        </select>
                    }) }
                    { field(t(l, Text::Computer(ComputerText::Opponent)), html! {
                        <select name="opponent"
                            onchange={on_select(draft, send, |d, v| Draft {
                                computer_level: v.parse().ok().and_then(|n| Level::new(n).ok()).or(d.computer_level),
                                ..d
                            })}>
                            { for Level::all().map(|n| html! {
                                <option value={n.get().to_string()} selected={level == n}>
                                    { t(l, Text::Computer(ComputerText::Level(n.get()))) }
                                </option>
                            }) }
                        </select>
                    }) }
                    { field(t(l, Text::Computer(ComputerText::ComputerPlays)), html! {
                        <select name="computer-color"
                            onchange={on_select(draft, send, |d, v| Draft {
                                computer_color: Color::parse(v).unwrap_or(d.computer_color),
                                ..d
                            })}>
                            { for [Color::White, Color::Black].map(|c| html! {
                                <option value={c.letter().to_string()} selected={draft.computer_color == c}>
                                    { ng(l, N::PlayerName(c)) }
                                </option>
                            }) }
                        </select>
                    }) }
                    if let Some(e) = &form.error {
                        <p class="error" role="alert">{ t(l, Text::CannotStart(e)) }</p>
                    }
                    if form.confirming {
                        <div class="confirm" role="alert" data-confirm="">
                            <p>{ ng(l, N::ConfirmDiscard(props.moves)) }</p>
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
                            <button type="button" data-new-game-more="" onclick={emit(Answer::More)}>
                                { ng(l, N::MoreOptions) }
                            </button>
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
