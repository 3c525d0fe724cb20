//! The browser side: localStorage, the URL, the preferred languages, downloads and
//! chosen files. Only called in the page (it compiles natively, where nothing calls it).

use super::saved::{game_text, prefs_text, read_game, read_prefs, SavedGame, GAME_KEY, PREFS_KEY};
use super::url::UrlParams;
use crate::state::{Prefs, State};

fn local_storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

pub fn load(key: &str) -> Option<String> {
    // A read sees every write before it.
    flush();
    local_storage()?.get_item(key).ok().flatten()
}

/// Reads what is saved under `key` back with `restore`; true when something was saved
/// but `restore` refused it (the caller then says it could not be restored), false when
/// nothing (or only whitespace) was saved.
pub fn restore_saved(key: &str, restore: impl FnOnce(&str) -> bool) -> bool {
    load(key)
        .filter(|text| !text.trim().is_empty())
        .is_some_and(|text| !restore(&text))
}

/// Saves `value` under `key` right after the next painted frame, so that a click's frame
/// does not wait for localStorage (docs/performance.md, "Click to painted board"). A
/// later value for the same key replaces a waiting one; a hidden page (where no frame
/// comes) writes at once, and leaving or hiding the page writes what waits, so a reload
/// or a closed tab loses nothing.
pub fn store(key: &str, value: &str) {
    let value = value.to_owned();
    store_with(key, move || value);
}

/// As `store`, but the value is written out only when it is saved: a whole game's text
/// grows with the game, and writing it inside the click's frame cost that frame about
/// half a millisecond at 4x after a hundred moves (docs/performance.md).
pub fn store_with(key: &str, value: impl FnOnce() -> String + 'static) {
    let hidden = web_sys::window()
        .and_then(|w| w.document())
        .is_none_or(|d| d.hidden());
    if hidden {
        write(key, &value());
        return;
    }
    let value: Box<dyn FnOnce() -> String> = Box::new(value);
    let first = PENDING.with_borrow_mut(|pending| {
        let first = pending.is_empty();
        match pending.iter_mut().find(|(k, _)| k == key) {
            Some(waiting) => waiting.1 = value,
            None => pending.push((key.to_owned(), value)),
        }
        first
    });
    if first {
        after_next_frame(flush);
        if !LISTENING.replace(true) {
            flush_when_leaving();
        }
    }
}

/// sessionStorage's value under `key`, removed as it is read.
pub fn take_session(key: &str) -> Option<String> {
    let storage = web_sys::window()?.session_storage().ok().flatten()?;
    let value = storage.get_item(key).ok().flatten();
    let _ = storage.remove_item(key);
    value
}

/// Writes `value` under `key` in sessionStorage (the tab's, kept over a reload); whether
/// it is there (a sandboxed frame may have no storage).
pub fn set_session(key: &str, value: &str) -> bool {
    let Some(storage) = web_sys::window().and_then(|w| w.session_storage().ok().flatten()) else {
        return false;
    };
    storage.set_item(key, value).is_ok()
        && storage.get_item(key).ok().flatten().as_deref() == Some(value)
}

/// Reloads the page, writing what waits first.
pub fn reload() {
    flush();
    if let Some(window) = web_sys::window() {
        let _ = window.location().reload();
    }
}

/// A value waiting to be written: made when it is written.
type Waiting = (String, Box<dyn FnOnce() -> String>);

thread_local! {
    /// Writes waiting for the frame to be painted, in the order they were asked for.
    static PENDING: std::cell::RefCell<Vec<Waiting>> = const { std::cell::RefCell::new(Vec::new()) };
    /// Whether `flush_when_leaving` has been set up (once per page).
    static LISTENING: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

fn write(key: &str, value: &str) {
    if let Some(s) = local_storage() {
        // A full or disabled storage only costs the reload; nothing to tell.
        let _ = s.set_item(key, value);
    }
}

/// Writes every waiting value now.
pub fn flush() {
    let pending = PENDING.with_borrow_mut(std::mem::take);
    for (key, value) in pending {
        write(&key, &value());
    }
}

/// Runs `then` once the next frame has been painted: a timeout set from an animation
/// frame callback runs after that frame's style, layout and paint.
fn after_next_frame(then: fn()) {
    use wasm_bindgen::JsCast;
    let Some(window) = web_sys::window() else {
        return then();
    };
    let frame = wasm_bindgen::closure::Closure::once_into_js(move || {
        gloo::timers::callback::Timeout::new(0, then).forget();
    });
    if window
        .request_animation_frame(frame.unchecked_ref())
        .is_err()
    {
        then();
    }
}

/// Writes what waits when the page is left or hidden (no frame would come to write it).
fn flush_when_leaving() {
    let Some(window) = web_sys::window() else {
        return;
    };
    gloo::events::EventListener::new(&window, "pagehide", |_| flush()).forget();
    if let Some(document) = window.document() {
        gloo::events::EventListener::new(&document, "visibilitychange", |_| flush()).forget();
    }
}

/// The saved game: `None` when nothing is saved, `Some(None)` when what is saved cannot
/// be read.
pub fn load_game() -> Option<Option<SavedGame>> {
    Some(read_game(&load(GAME_KEY)?))
}

/// Saves the game as it is in `state` (the reducer's handle of one render: a later move
/// is a new state, not a change of this one).
pub fn save_game(state: impl std::ops::Deref<Target = State> + 'static) {
    store_with(GAME_KEY, move || {
        game_text(&state.settings, &state.game, state.initial)
    });
}

pub fn load_prefs(base: Prefs) -> Prefs {
    load(PREFS_KEY).map_or(base, |t| read_prefs(&t, base))
}

pub fn save_prefs(p: &Prefs) {
    store(PREFS_KEY, &prefs_text(p));
}

/// The page's URL parameters, decoded by the browser's own `URLSearchParams` (issue 40:
/// its rules are the ones links are encoded by).
pub fn query() -> Vec<(String, String)> {
    let search = web_sys::window()
        .and_then(|w| w.location().search().ok())
        .unwrap_or_default();
    decoded(&search)
}

/// `query`'s `key=value` pairs decoded as `URLSearchParams` decodes them.
pub fn decoded(query: &str) -> Vec<(String, String)> {
    let Ok(params) = web_sys::UrlSearchParams::new_with_str(query) else {
        return Vec::new();
    };
    let Ok(Some(entries)) = js_sys::try_iter(&params) else {
        return Vec::new();
    };
    entries
        .flatten()
        .filter_map(|entry| {
            let entry: js_sys::Array = entry.into();
            Some((entry.get(0).as_string()?, entry.get(1).as_string()?))
        })
        .collect()
}

/// A `key=value` pair's key as the page reads it.
fn key_of(pair: &str) -> String {
    decoded(pair)
        .into_iter()
        .next()
        .map(|(key, _)| key)
        .unwrap_or_default()
}

/// Takes the game-starting parameters out of the address bar.
pub fn forget_game_params() {
    rewrite_query(|query, key_of| UrlParams::without_game(query, key_of));
}

/// Takes `lang` out of the address bar (a language chosen in the menu).
pub fn forget_lang_param() {
    rewrite_query(|query, key_of| UrlParams::without_lang(query, key_of));
}

/// Replaces the address bar's query by `kept(query)`, without a reload or a history entry.
/// Reads a `key=value` pair's key as the page reads it (`key_of`).
type KeyOf = fn(&str) -> String;

fn rewrite_query(kept: fn(&str, KeyOf) -> String) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let location = window.location();
    let (Ok(path), Ok(search), Ok(hash)) =
        (location.pathname(), location.search(), location.hash())
    else {
        return;
    };
    let kept = kept(&search, key_of);
    if kept != search {
        if let Ok(history) = window.history() {
            let url = format!("{path}{kept}{hash}");
            let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&url));
        }
    }
}

/// An object URL for `text` as a file of type `mime`.
pub fn blob_url(mime: &str, text: &str) -> Option<String> {
    let parts = js_sys::Array::of1(&wasm_bindgen::JsValue::from_str(text));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type(mime);
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options).ok()?;
    web_sys::Url::create_object_url_with_blob(&blob).ok()
}

/// Offers `text` as a file download named `name`.
pub fn download(name: &str, mime: &str, text: &str) {
    use wasm_bindgen::JsCast;
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let Some(url) = blob_url(mime, text) else {
        return;
    };
    if let Some(a) = document
        .create_element("a")
        .ok()
        .and_then(|a| a.dyn_into::<web_sys::HtmlAnchorElement>().ok())
    {
        a.set_href(&url);
        a.set_download(name);
        a.click();
    }
    // Give the download a moment before the address is freed.
    gloo::timers::callback::Timeout::new(10_000, move || {
        let _ = web_sys::Url::revoke_object_url(&url);
    })
    .forget();
}

/// A file input's change handler: the chosen file's bytes go to `then`, and the input is
/// cleared so that the same file can be chosen again.
pub fn on_file_chosen(then: impl Fn(Vec<u8>) + Clone + 'static) -> yew::Callback<web_sys::Event> {
    yew::Callback::from(move |e: web_sys::Event| {
        use yew::TargetCast;
        let input = e.target_unchecked_into::<web_sys::HtmlInputElement>();
        let Some(file) = input.files().and_then(|files| files.get(0)) else {
            return;
        };
        input.set_value("");
        read_file(file, then.clone());
    })
}

/// Reads a chosen file's bytes, then hands them on.
pub fn read_file(file: web_sys::File, then: impl FnOnce(Vec<u8>) + 'static) {
    yew::platform::spawn_local(async move {
        if let Ok(buffer) = wasm_bindgen_futures::JsFuture::from(file.array_buffer()).await {
            then(js_sys::Uint8Array::new(&buffer).to_vec());
        }
    });
}

/// The browser's preferred languages, best first.
pub fn languages() -> Vec<String> {
    let Some(nav) = web_sys::window().map(|w| w.navigator()) else {
        return Vec::new();
    };
    let mut list: Vec<String> = nav
        .languages()
        .iter()
        .filter_map(|v| v.as_string())
        .collect();
    if list.is_empty() {
        list.extend(nav.language());
    }
    list
}

/// The address's fragment without its `#` (the tournament page is `#tournament`).
pub fn fragment() -> String {
    web_sys::window()
        .and_then(|w| w.location().hash().ok())
        .map(|h| h.trim_start_matches('#').to_string())
        .unwrap_or_default()
}

/// Sets the address's fragment (empty: none), so that a reload returns to the same page.
pub fn set_fragment(fragment: &str) {
    if let Some(w) = web_sys::window() {
        let _ = w.location().set_hash(fragment);
    }
}

/// Calls `on_key` for every key pressed anywhere in the document, as long as the
/// returned listener lives; `on_key` may prevent the key's default action.
pub fn on_document_keydown(
    mut on_key: impl FnMut(&web_sys::KeyboardEvent) + 'static,
) -> Option<gloo::events::EventListener> {
    use gloo::events::{EventListener, EventListenerOptions};
    use wasm_bindgen::JsCast;
    let document = web_sys::window()?.document()?;
    Some(EventListener::new_with_options(
        &document,
        "keydown",
        EventListenerOptions::enable_prevent_default(),
        move |event| {
            if let Some(e) = event.dyn_ref::<web_sys::KeyboardEvent>() {
                on_key(e);
            }
        },
    ))
}
