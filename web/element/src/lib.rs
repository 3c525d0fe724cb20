//! `<hotstone-board>`'s WebAssembly half: mounts the web app's embedded board
//! (`hotstone_web::embed::EmbedBoard`, the app's own board and panels) into an element
//! the JavaScript half has put in a shadow root, and hands the page its events and a
//! view of the game. No rule and no word is written here: the rules come from
//! `hotstone-rules` through the app's state, the words from the app's catalogue.
//! `js/board.js` defines the custom element and `mount` over this module.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use hotstone_web::embed::{EmbedBoard, EmbedEvent, EmbedProps, Options, Source};
use hotstone_web::state::State;
use js_sys::{Array, Function, Object, Reflect};
use serde::Serialize;
use wasm_bindgen::prelude::*;
use yew::{AppHandle, Callback, UseReducerHandle};

/// The element's stylesheet: the app's CSS with its variables on the shadow root's host,
/// and the documented theming properties over them (`docs/embed.md`).
#[wasm_bindgen]
pub fn styles() -> String {
    let app = [
        include_str!("../../style.css"),
        include_str!("../../styles/marking.css"),
        include_str!("../../styles/fill-in.css"),
        include_str!("../../styles/handicap.css"),
        include_str!("../../styles/record.css"),
        include_str!("../../styles/embed.css"),
    ]
    .join("\n");
    // `:root.projector` marks the app's page; in the element the wrapper carries it.
    let app = app
        .replace(":root.projector", ".hotstone-embed.projector")
        .replace(":root", ":host");
    format!("{}\n{}", host_rem(&app), include_str!("../element.css"))
}

/// The app's CSS with its `rem` lengths in the element's own unit, `--rem-size`
/// (element.css: `--hotstone-font-size`, else the page's root size but never under 16
/// px): a host page's `html { font-size: 62.5% }` shrank the board's smallest text to 9
/// px (issue 39). `0.75rem` becomes `calc(0.75*var(--rem-size))`.
fn host_rem(css: &str) -> String {
    let mut out = String::with_capacity(css.len() + css.len() / 4);
    let mut rest = css;
    while let Some(at) = rest.find("rem") {
        let (before, after) = rest.split_at(at);
        let digits = before
            .bytes()
            .rev()
            .take_while(|b| b.is_ascii_digit() || *b == b'.')
            .count();
        let sign = usize::from(digits > 0 && before[..before.len() - digits].ends_with('-'));
        let number = before.len() - digits - sign;
        // A length: digits right before `rem` and no letter after it (not `remove`).
        let is_length = digits > 0
            && !after[3..]
                .bytes()
                .next()
                .is_some_and(|b| b.is_ascii_alphanumeric() || b == b'-');
        if is_length {
            out.push_str(&before[..number]);
            out.push_str("calc(");
            out.push_str(&before[number..]);
            out.push_str("*var(--rem-size))");
        } else {
            out.push_str(before);
            out.push_str("rem");
        }
        rest = &after[3..];
    }
    out.push_str(rest);
    out
}

/// One mounted board.
#[wasm_bindgen]
pub struct Board {
    handle: Option<AppHandle<EmbedBoard>>,
    options: Options,
    generation: u32,
    /// The game drawn now, as the board tells it (`None` while a message stands in its
    /// place).
    shown: Rc<RefCell<Option<UseReducerHandle<State>>>>,
    on_event: Callback<EmbedEvent>,
    on_state: Callback<Option<UseReducerHandle<State>>>,
    /// The changes asked for (`set`, `reset`, `load`) and the last one drawn: the board
    /// draws in Yew's own time, its effects (which tell `shown`) perhaps after a yield to
    /// the browser.
    asked: u32,
    drawn: Rc<Cell<Option<u32>>>,
    on_drawn: Callback<u32>,
}

#[wasm_bindgen]
impl Board {
    /// Mounts a board into `root` with the `attributes` (one object, attribute names as
    /// keys, `null` for an absent one) and the page's `source` (`{ text, src,
    /// unreachable }`). `emit(type, detail)` hears every event.
    #[wasm_bindgen(constructor)]
    pub fn new(
        root: web_sys::Element,
        attributes: JsValue,
        source: JsValue,
        emit: Function,
    ) -> Result<Board, JsError> {
        let mut options = read::<Options>(attributes)?;
        options.give(read::<Source>(source)?);
        let on_event = Callback::from(move |e: EmbedEvent| {
            let _ = emit.call2(&JsValue::NULL, &e.name().into(), &detail(&e));
        });
        let shown = Rc::new(RefCell::new(None));
        let on_state = {
            let shown = shown.clone();
            Callback::from(move |state| *shown.borrow_mut() = state)
        };
        let drawn = Rc::new(Cell::new(None));
        let on_drawn = {
            let drawn = drawn.clone();
            Callback::from(move |asked| drawn.set(Some(asked)))
        };
        let props = EmbedProps {
            options: Rc::new(options.clone()),
            generation: 0,
            on_event: on_event.clone(),
            on_state: on_state.clone(),
            asked: 0,
            on_drawn: on_drawn.clone(),
        };
        let handle = yew::Renderer::<EmbedBoard>::with_root_and_props(root, props).render();
        Ok(Board {
            handle: Some(handle),
            options,
            generation: 0,
            shown,
            on_event,
            on_state,
            asked: 0,
            drawn,
            on_drawn,
        })
    }

    /// Takes the attributes as they are now (as `new`'s) and redraws; a change of what
    /// decides the game starts it again, a change of the view does not. The page's
    /// `source` is given again with a change of the game (`null`: what was given, or
    /// `load()`ed, stays).
    pub fn set(&mut self, attributes: JsValue, source: JsValue) -> Result<(), JsError> {
        let mut options = read::<Options>(attributes)?;
        let source = if source.is_null() {
            Source {
                text: self.options.text.take(),
                src: self.options.src.take(),
                unreachable: self.options.unreachable.take(),
            }
        } else {
            read::<Source>(source)?
        };
        options.give(source);
        self.options = options;
        self.render();
        Ok(())
    }

    /// Starts the game again from the options.
    pub fn reset(&mut self) {
        self.generation = self.generation.wrapping_add(1);
        self.render();
    }

    /// Shows a lesson or an SGF record (told apart by its first character).
    pub fn load(&mut self, text: String) {
        self.options.text = Some(text);
        self.options.src = None;
        self.options.unreachable = None;
        self.reset();
    }

    /// Has the board drawn the last change asked for, and told its game (`game()`)?
    pub fn drawn(&self) -> bool {
        self.drawn.get() == Some(self.asked)
    }

    /// The game as it stands, or `null` while a message stands in the board's place.
    pub fn game(&self) -> JsValue {
        let cell = self.shown.borrow();
        let Some(state) = cell.as_ref() else {
            return JsValue::NULL;
        };
        let game = &state.game;
        let o = Object::new();
        let put = |k: &str, v: JsValue| {
            let _ = Reflect::set(&o, &k.into(), &v);
        };
        put("size", game.size().get().into());
        put("rules", state.settings.preset.name().into());
        put(
            "komi",
            (f64::from(state.settings.komi.half_points()) / 2.0).into(),
        );
        put("toMove", game.to_move().name().into());
        put("moves", (state.moves_played() as u32).into());
        put("end", game.end().map_or(JsValue::NULL, |e| e.code().into()));
        put("rows", strings(game.board().rows()));
        // The package's HotStone[] (issue 35): one vocabulary for one game.
        let hot = hotstone_report::HotStone::now(game);
        put("hot", to_js(&hot));
        let forbidden = Array::new();
        for (p, refusal) in game.forbidden() {
            let f = Object::new();
            let _ = Reflect::set(&f, &"point".into(), &p.to_string().into());
            let _ = Reflect::set(&f, &"code".into(), &refusal.code().into());
            forbidden.push(&f);
        }
        put("forbidden", forbidden.into());
        put("sgf", state.sgf().into());
        o.into()
    }

    /// Unmounts the board; the handle does nothing afterwards.
    pub fn destroy(&mut self) {
        if let Some(handle) = self.handle.take() {
            handle.destroy();
        }
        self.shown.borrow_mut().take();
    }
}

impl Board {
    fn render(&mut self) {
        self.asked = self.asked.wrapping_add(1);
        let props = EmbedProps {
            options: Rc::new(self.options.clone()),
            generation: self.generation,
            on_event: self.on_event.clone(),
            on_state: self.on_state.clone(),
            asked: self.asked,
            on_drawn: self.on_drawn.clone(),
        };
        if let Some(handle) = &mut self.handle {
            handle.update(props);
        }
    }
}

/// The glue's object as the board's typed options; a value of the wrong type (a bug of
/// the glue, which hands over text or `null`) is an error that names it.
fn read<T: serde::de::DeserializeOwned>(value: JsValue) -> Result<T, JsError> {
    serde_wasm_bindgen::from_value(value)
        .map_err(|e| JsError::new(&format!("<hotstone-board>: {e}")))
}

fn strings(list: Vec<String>) -> JsValue {
    list.into_iter()
        .map(JsValue::from)
        .collect::<Array>()
        .into()
}

/// An event's `detail`, as docs/embed.md lists it: `null` for what is not there.
fn detail(e: &EmbedEvent) -> JsValue {
    to_js(e)
}

/// A report as the page reads it, `null` for what is not there (as the package's).
fn to_js<T: Serialize + ?Sized>(value: &T) -> JsValue {
    value
        .serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .unwrap_or(JsValue::NULL)
}

#[cfg(test)]
mod tests {
    use super::host_rem;

    #[test]
    fn rem_lengths_follow_the_element_not_the_page_s_root() {
        assert_eq!(
            host_rem("a { gap: 0.8rem 1.2rem; margin: -2rem; } .remove { x: 1em }"),
            "a { gap: calc(0.8*var(--rem-size)) calc(1.2*var(--rem-size)); \
             margin: calc(-2*var(--rem-size)); } .remove { x: 1em }"
        );
    }
}
