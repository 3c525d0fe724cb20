//! The computer opponent on the page (issue 21): the Web Worker it thinks in, the
//! "thinking" indicator, the hint button and the hint on the board.
//!
//! The worker (`src/bin/player_worker.rs`, built by Trunk beside the app) gets the game
//! as text whenever the computer is due to move, or when the user asks for a hint; its
//! replies come back as `Action::ComputerReplied`, which the reducer checks against the
//! position they were asked for.

use std::cell::RefCell;
use std::rc::Rc;

use hotstone_board::{index, Layers, Marker};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use hotstone_player::Level;

use crate::i18n::{t, ComputerText, Lang, Text};
use crate::state::computer::{Hint, Reply, Request};
use crate::state::{Action, State};

/// The worker's loader (web/js/player-worker-loader.js, copied by Trunk next to
/// index.html), which loads the worker's script and module beside it.
const WORKER_LOADER: &str = "player-worker-loader.js";

/// The worker, from its loader file: not from a blob made here, which a page served with
/// a strict Content-Security-Policy refuses (issue 39).
fn new_worker() -> Option<web_sys::Worker> {
    let href = web_sys::window()?.location().href().ok()?;
    let loader = web_sys::Url::new_with_base(WORKER_LOADER, &href)
        .ok()?
        .href();
    web_sys::Worker::new(&loader).ok()
}

/// The worker and what waits for it: a request posted before it said "ready" would be
/// lost, so the last one is kept until then.
#[derive(Default)]
pub struct Link {
    worker: Option<web_sys::Worker>,
    ready: bool,
    waiting: Option<String>,
    /// The last request posted, so that a re-render does not ask twice.
    asked: Option<(crate::state::computer::Task, u32)>,
    _onmessage: Option<Closure<dyn Fn(web_sys::MessageEvent)>>,
}

impl Link {
    fn post(&mut self, request: &Request) {
        let key = (request.task, request.revision);
        if self.asked == Some(key) {
            return;
        }
        self.asked = Some(key);
        let message = request.message();
        match (&self.worker, self.ready) {
            (Some(w), true) => {
                let _ = w.post_message(&JsValue::from_str(&message));
            }
            _ => self.waiting = Some(message),
        }
    }
}

/// Starts the worker on first use; its replies go to `send`.
fn start(link: &Rc<RefCell<Link>>, send: &Callback<Action>) {
    if link.borrow().worker.is_some() {
        return;
    }
    let Some(worker) = new_worker() else {
        return;
    };
    let weak = Rc::downgrade(link);
    let send = send.clone();
    let onmessage =
        Closure::<dyn Fn(web_sys::MessageEvent)>::new(move |e: web_sys::MessageEvent| {
            let Some(text) = e.data().as_string() else {
                return;
            };
            if text == "ready" {
                let Some(link) = weak.upgrade() else { return };
                let mut link = link.borrow_mut();
                link.ready = true;
                let waiting = link.waiting.take();
                if let (Some(w), Some(m)) = (&link.worker, waiting) {
                    let _ = w.post_message(&JsValue::from_str(&m));
                }
                return;
            }
            if let Some(reply) = Reply::parse(&text) {
                send.emit(Action::ComputerReplied(reply));
            }
        });
    worker.set_onmessage(Some(onmessage.as_ref().unchecked_ref()));
    let mut l = link.borrow_mut();
    l.worker = Some(worker);
    l._onmessage = Some(onmessage);
}

/// The page's link to the worker: asks for the computer's move whenever it is due.
/// Returns a callback that asks for a hint.
#[hook]
pub fn use_computer(state: &UseReducerHandle<State>, send: &Callback<Action>) -> Callback<()> {
    let link = use_mut_ref(Link::default);
    let request = crate::io::worker::computer_request(state);
    {
        let link = link.clone();
        let send = send.clone();
        use_effect_with(request, move |request| {
            if let Some(r) = request {
                start(&link, &send);
                link.borrow_mut().post(r);
            }
        });
    }
    // The hint's question is written when the button is pressed: it carries the whole
    // game as text, which every render (a hover, a tick of the clock) would otherwise
    // write again.
    let state = state.clone();
    let send = send.clone();
    Callback::from(move |()| {
        if let Some(r) = crate::io::worker::hint_request(&state) {
            start(&link, &send);
            link.borrow_mut().post(&r);
        }
    })
}

/// The hint on the board: a ghost stone of the side to move, marked as the next move,
/// its point named so ("F6, empty, hint").
pub fn with_hint(mut layers: Layers, state: &State) -> Layers {
    if let Some(Hint::Play(p)) = state.view.hint() {
        let i = index(state.size(), p);
        if i < layers.ghosts.len() && layers.stones.get(i) == Some(&None) {
            layers.ghosts[i] = Some(state.game.to_move());
            layers.markers[i] = Some(Marker::Next);
            let hinted = t(state.prefs.lang, Text::Computer(ComputerText::HintedPoint));
            layers.labels[i] = format!("{}{hinted}", layers.labels[i]).into();
        }
    }
    layers
}

/// Under the status: the thinking indicator and the hint shown, or nothing without a
/// computer player or a hint.
pub fn panel(state: &State, send: &Callback<Action>) -> Html {
    if state.settings.computer.is_none() && state.view.hint().is_none() {
        return Html::default();
    }
    // The computer's strength, changeable while the game goes on: a beginner who finds it
    // too strong (or too gentle) need not start again.
    let level = state
        .settings
        .computer
        .filter(|_| state.game.end().is_none())
        .map(|c| c.level);
    html! {
        <ComputerPanel lang={state.prefs.lang} thinking={state.computer_to_move()}
            hint={state.view.hint()} {level} on_level={send.reform(Action::ChoseComputerLevel)} />
    }
}

#[derive(Properties, PartialEq)]
pub struct ComputerPanelProps {
    pub lang: Lang,
    /// The computer is to move (its worker thinks).
    pub thinking: bool,
    pub hint: Option<Hint>,
    /// The level it plays at, while it may still change.
    pub level: Option<Level>,
    pub on_level: Callback<Level>,
}

#[component]
pub fn ComputerPanel(props: &ComputerPanelProps) -> Html {
    let (l, thinking) = (props.lang, props.thinking);
    let on_level = props.on_level.reform(|e: Event| {
        let value = e
            .target_unchecked_into::<web_sys::HtmlSelectElement>()
            .value();
        value
            .parse()
            .ok()
            .and_then(|n| Level::new(n).ok())
            .unwrap_or(Level::EASIEST)
    });
    html! {
        <div class="computer" data-computer="">
            <p class="thinking" role="status" aria-live="polite" data-thinking={thinking.to_string()}>
                if thinking {
                    <span class="spinner" aria-hidden="true"></span>
                    { t(l, Text::Computer(ComputerText::Thinking)) }
                }
            </p>
            if let Some(h) = props.hint {
                <p class="hint-shown" data-hint-shown="">{ t(l, Text::Computer(ComputerText::HintIs(h))) }</p>
            }
            if let Some(level) = props.level {
                <label class="computer-level">
                    <span>{ t(l, Text::Computer(ComputerText::Opponent)) }</span>
                    <select name="computer-level" onchange={on_level}>
                        { for Level::all().map(|each| html! {
                            <option value={each.get().to_string()} selected={each == level}>
                                { t(l, Text::Computer(ComputerText::Level(each.get()))) }
                            </option>
                        }) }
                    </select>
                </label>
            }
        </div>
    }
}
