//! Where the handicap panel goes (H-1, H-2, P-2): the panel (`handicap_panel`) is a module
//! of its own (`src/bin/handicap_page.rs`, `handicap-page.js`), fetched when a game with
//! a handicap is first shown, so that the page's first download holds neither its code
//! nor its words (issue 35). The game goes in as its saved text (`io::saved`, the page's
//! own format), the view shown as a step (0: closed) and whether a replay runs; each of
//! the panel's actions comes back through a function of its own, called with the number
//! it carries, and is the page's `Action::Handicap`.

use wasm_bindgen::prelude::*;
use yew::prelude::*;

use crate::components::later::{tell, use_later_module};
use crate::i18n::Lang;
use crate::io::saved::game_text;
use crate::state::handicap_view::HandicapAction;
use crate::state::{Action, State};

/// The panel beside the board, for a game with a handicap.
pub fn side(state: &State, game: &Option<AttrValue>, send: &Callback<Action>) -> Html {
    let Some(game) = game.clone() else {
        return Html::default();
    };
    let view = state.view.handicap();
    html! {
        <HandicapHost lang={state.prefs.lang} {game}
            step={view.map_or(0, |v| v.step as u32)} playing={view.is_some_and(|v| v.playing)}
            on_action={send.reform(Action::Handicap)} />
    }
}

/// The game as the panel's module reads it, when it has a handicap: made once per
/// change of the game, not on every hover. The revision alone does not tell two games
/// apart (a record opened starts a state of its own), so its settings, its length and
/// the record it came from go with it.
#[hook]
pub fn use_game(state: &UseReducerHandle<State>) -> Option<AttrValue> {
    let key = (
        state.revision,
        state.game.actions().len(),
        state.settings.clone(),
        state
            .record
            .as_ref()
            .map(|r| std::rc::Rc::as_ptr(r) as usize),
    );
    let state = state.clone();
    (*use_memo(key, move |_| {
        state
            .game
            .handicap_phase()
            .map(|_| game_text(&state.settings, &state.game, state.initial).into())
    }))
    .clone()
}

#[derive(Properties, PartialEq)]
pub struct HandicapHostProps {
    pub lang: Lang,
    /// The game, as its saved text.
    pub game: AttrValue,
    /// The step shown, 1-based; 0 while the view is closed.
    pub step: u32,
    pub playing: bool,
    pub on_action: Callback<HandicapAction>,
}

/// The panel's actions, as the functions the module calls: in the order of its `mount`'s
/// arguments (`src/bin/handicap_page.rs`).
fn calls(send: &Callback<HandicapAction>) -> Vec<Closure<dyn Fn(i32)>> {
    let each: [fn(i32) -> HandicapAction; 9] = [
        |_| HandicapAction::Opened,
        |n| HandicapAction::Stepped(n as isize),
        |_| HandicapAction::First,
        |_| HandicapAction::Last,
        |n| HandicapAction::Chose(n.max(0) as usize),
        |_| HandicapAction::Replayed,
        |_| HandicapAction::Paused,
        |_| HandicapAction::Ticked,
        |_| HandicapAction::Closed,
    ];
    each.into_iter()
        .map(|f| {
            let send = send.clone();
            Closure::<dyn Fn(i32)>::new(move |n| send.emit(f(n)))
        })
        .collect()
}

#[component]
pub fn HandicapHost(props: &HandicapHostProps) -> Html {
    let lang = props.lang;
    let (root, loading, mounted) = {
        let (send, game, step, playing) = (
            props.on_action.clone(),
            props.game.clone(),
            props.step,
            props.playing,
        );
        use_later_module("handicap-page.js", "handicap-page.css", move || {
            let calls = calls(&send);
            let mut args = vec![
                JsValue::from_str(lang.code()),
                JsValue::from_str(&game),
                JsValue::from(step),
                JsValue::from_bool(playing),
            ];
            args.extend(calls.iter().map(|c| c.as_ref().clone()));
            (args, calls)
        })
    };
    {
        let mounted = mounted.clone();
        let key = (lang, props.game.clone(), props.step, props.playing, loading);
        use_effect_with(key, move |(lang, game, step, playing, _)| {
            let args = [
                JsValue::from_str(lang.code()),
                JsValue::from_str(game),
                JsValue::from(*step),
                JsValue::from_bool(*playing),
            ];
            tell(&mounted, "set", &args);
        });
    }
    html! {
        <div class="handicap-host" data-handicap-host={loading.code()}>
            <div ref={root}></div>
        </div>
    }
}
