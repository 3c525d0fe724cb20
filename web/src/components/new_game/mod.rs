//! The new game (issue 38, "a phone that holds"): a short "play the computer" start
//! (`quick`: size, level, colour, Start) and behind its "More…" the full dialog
//! (`full`: start position, rules, komi, handicap, clock, names). Both are a module of
//! their own (`src/bin/new_game_page.rs`), fetched the first time New game is chosen
//! (`host`), so that the page's first download holds neither their code nor their
//! words (issue 35).
//!
//! The page and the module share no memory, and what crosses is what the page already
//! writes and reads: the settings to start from go in as a saved game's text
//! (`io::saved::game_text`, `read_game`), with the moves a new game would discard and
//! whether a lesson link asks; the settings chosen come back the same way, checked and
//! confirmed in the module, and start the game through the page's one reducer
//! (`Action::StartedWith`). The draft, "More…", the question and the refusals are the
//! module's own state. Both forms are modal: Tab stays inside, Escape cancels
//! ([`trap_keys`]), and the focus goes back to the control that opened the new game
//! ([`use_opener`], in the page).

use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::i18n::Lang;
use crate::io::browser;
use crate::state::{Draft, Settings, StartError};

pub mod full;
pub mod host;
pub mod quick;

/// The attribute that marks the control the new game was opened from, and its selector
/// (each form's `data-focus-return`).
const OPENER: &str = "data-new-game-opener";
pub const OPENER_SELECTOR: &str = "[data-new-game-opener]";

/// While the new game is open, the control it was opened from is marked, so that the
/// page's focus keeper (`io::focus`, through the form's `data-focus-return`) lands on
/// it, never on the board, where a passing focus would move the new game's cursor; when
/// it closes the focus goes back there.
#[hook]
pub fn use_opener() {
    use_effect_with((), move |()| {
        let opener = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.active_element())
            .and_then(|el| el.dyn_into::<web_sys::HtmlElement>().ok());
        if let Some(opener) = &opener {
            let _ = opener.set_attribute(OPENER, "");
        }
        move || {
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

#[derive(Properties, PartialEq, Clone)]
pub struct NewGameProps {
    pub lang: Lang,
    /// What the draft starts from: the game's settings, or a lesson link's.
    pub start: Settings,
    /// The moves of the game in progress a new game would discard; `None` when nothing
    /// would be lost (no question then).
    pub discards: Option<usize>,
    /// Opened by a lesson link over a game in progress: the full dialog, asking at
    /// once, the question naming the lesson.
    pub from_link: bool,
    pub on_start: Callback<Settings>,
    pub on_cancel: Callback<()>,
}

/// What the user did in either form.
#[derive(Debug, Clone, PartialEq)]
pub enum Answer {
    Edited(Draft),
    /// "More…": the full dialog.
    More,
    Started,
    ConfirmedDiscard,
    Cancelled,
}

/// The new game's own state.
#[derive(Debug, Clone, PartialEq)]
pub struct Form {
    pub draft: Draft,
    pub more: bool,
    /// Asking before discarding the game in progress.
    pub confirming: bool,
    pub error: Option<StartError>,
    pub from_link: bool,
}

#[component]
pub fn NewGame(props: &NewGameProps) -> Html {
    let form = use_state(|| Form {
        draft: Draft::from_settings(&props.start),
        more: props.from_link,
        confirming: props.from_link && props.discards.is_some(),
        error: None,
        from_link: props.from_link,
    });
    let send = {
        let form = form.clone();
        let (on_start, on_cancel) = (props.on_start.clone(), props.on_cancel.clone());
        let discards = props.discards;
        Callback::from(move |answer: Answer| {
            let mut next = (*form).clone();
            match answer {
                Answer::Edited(draft) => {
                    next = Form {
                        draft,
                        confirming: false,
                        error: None,
                        from_link: false,
                        ..next
                    };
                }
                Answer::More => next.more = true,
                Answer::Cancelled => return on_cancel.emit(()),
                Answer::Started | Answer::ConfirmedDiscard => {
                    // The short start plays the computer on an empty board.
                    let draft = match next.more {
                        true => next.draft.clone(),
                        false => quick::draft(&next.draft),
                    };
                    match draft.settings().and_then(|s| s.start().map(|_| s)) {
                        Err(e) => next.error = Some(e),
                        Ok(_) if answer == Answer::Started && discards.is_some() => {
                            next.confirming = true;
                        }
                        Ok(settings) => return on_start.emit(settings),
                    }
                }
            }
            form.set(next);
        })
    };
    let moves = props.discards.unwrap_or_default();
    if form.more {
        html! { <full::NewGameDialog lang={props.lang} form={(*form).clone()} {moves} {send} /> }
    } else {
        html! { <quick::QuickStart lang={props.lang} form={(*form).clone()} {moves} {send} /> }
    }
}

/// Keys while a form is open, wherever the focus is: Escape cancels (or, while asking,
/// keeps the game: the same answer); Tab from the last control goes to the first,
/// Shift+Tab from the first to the last, and a Tab from outside (after a click on the
/// backdrop) comes back in.
fn trap_keys(e: &web_sys::KeyboardEvent, first: &NodeRef, last: &NodeRef, send: &Callback<Answer>) {
    if e.default_prevented() || e.is_composing() {
        return;
    }
    match e.key().as_str() {
        "Escape" => {
            e.prevent_default();
            send.emit(Answer::Cancelled);
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
            let inside = active
                .as_ref()
                .is_some_and(|a| a.closest("[data-dialog]").ok().flatten().is_some());
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

/// The keys of [`trap_keys`] for as long as the form is there (its latest `send`).
#[hook]
fn use_trapped_keys(first: &NodeRef, last: &NodeRef, send: &Callback<Answer>) {
    let latest = use_mut_ref(|| send.clone());
    *latest.borrow_mut() = send.clone();
    let (first, last) = (first.clone(), last.clone());
    use_effect_with((), move |_| {
        let listener = browser::on_document_keydown(move |e| {
            let send = latest.borrow().clone();
            trap_keys(e, &first, &last, &send);
        });
        move || drop(listener)
    });
}

/// Focuses the first control when the form opens, and the question's safe answer (the
/// last control) whenever the question appears.
#[hook]
fn use_form_focus(first: &NodeRef, last: &NodeRef, confirming: bool) {
    let (first, last) = (first.clone(), last.clone());
    let opening = use_mut_ref(|| true);
    use_effect_with(confirming, move |&confirming| {
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

/// A select that edits one field of the draft.
fn on_select(
    draft: &Draft,
    send: &Callback<Answer>,
    edit: fn(Draft, &str) -> Draft,
) -> Callback<Event> {
    let (draft, send) = (draft.clone(), send.clone());
    Callback::from(move |e: Event| {
        let value = e
            .target_unchecked_into::<web_sys::HtmlSelectElement>()
            .value();
        send.emit(Answer::Edited(edit(draft.clone(), &value)));
    })
}
