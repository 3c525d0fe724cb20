//! Where the new game goes: its module (`src/bin/new_game_page.rs`, `new-game-page.js`)
//! is imported the first time New game is chosen (or a lesson link asks over a game in
//! progress) and draws [`super::NewGame`] into this element. The settings to start from
//! go in as a saved game's text; the settings chosen come back the same way and become
//! `Action::StartedWith`. While the module loads a box says so; if it cannot be loaded
//! the box says that and Cancel keeps the game.

use wasm_bindgen::prelude::*;
use yew::prelude::*;

use super::use_opener;
use crate::components::later::{tell, use_later_module, Loading};
use crate::i18n::{t, Lang, Text};
use crate::io::saved::{game_text, read_game};
use crate::state::{Action, Draft};

#[derive(Properties, PartialEq)]
pub struct NewGameHostProps {
    pub lang: Lang,
    /// The settings to start from, as a saved game's text ([`start_text`]).
    pub start: AttrValue,
    /// The moves a new game would discard, when a game is in progress.
    pub discards: Option<usize>,
    /// Opened by a lesson link over a game in progress.
    pub from_link: bool,
    pub send: Callback<Action>,
}

/// The dialog's draft as the module reads it: its settings and a game started from
/// them, in the saved game's text (empty if they do not start one, which the page's
/// drafts always do).
pub fn start_text(draft: &Draft) -> AttrValue {
    let text = draft
        .settings()
        .and_then(|s| s.start().map(|game| game_text(&s, &game, 0)));
    text.unwrap_or_default().into()
}

#[component]
pub fn NewGameHost(props: &NewGameHostProps) -> Html {
    use_opener();
    let lang = props.lang;
    let (root, loading, mounted) = {
        let send = props.send.clone();
        let (start, discards, from_link) = (props.start.clone(), props.discards, props.from_link);
        use_later_module("new-game-page.js", "", move || {
            let started = {
                let send = send.clone();
                Closure::<dyn Fn(String)>::new(move |text: String| {
                    if let Some(saved) = read_game(&text) {
                        send.emit(Action::StartedWith(Box::new(saved.settings)));
                    }
                })
            };
            let cancelled = Closure::<dyn Fn()>::new(move || send.emit(Action::CancelledNewGame));
            let args = vec![
                JsValue::from_str(lang.code()),
                JsValue::from_str(&start),
                discards.map_or(JsValue::UNDEFINED, |n| JsValue::from(n as u32)),
                JsValue::from_bool(from_link),
                started.as_ref().clone(),
                cancelled.as_ref().clone(),
            ];
            (args, (started, cancelled))
        })
    };
    // The header's language selector stays the page's: the module follows it.
    {
        let mounted = mounted.clone();
        use_effect_with((lang, loading), move |(lang, _)| {
            tell(&mounted, "set_lang", &[JsValue::from_str(lang.code())]);
        });
    }

    let cancel = props.send.reform(|_: MouseEvent| Action::CancelledNewGame);
    html! {
        <div data-new-game-host={loading.code()}>
            if loading != Loading::Mounted {
                <div class="backdrop">
                    <div class="dialog" role="dialog" aria-modal="true" data-dialog="new-game-loading">
                        if loading == Loading::Waiting {
                            <p class="loading" role="status">{ t(lang, Text::NewGameLoading) }</p>
                        } else {
                            <p class="error" role="alert">{ t(lang, Text::NewGameNotLoaded) }</p>
                            <div class="controls">
                                <button type="button" onclick={cancel}>{ t(lang, Text::BackToBoard) }</button>
                            </div>
                        }
                    </div>
                </div>
            }
            <div ref={root}></div>
        </div>
    }
}
