//! A fault in Hotstone's own code must not leave a frozen page. A notice goes over the
//! page ("Something went wrong") with the game as an SGF download and a reload link. Both
//! are plain links made when the fault is seen, so they work after the WebAssembly
//! instance has stopped; the game is the one saved before the fault (the app saves after
//! every change, `io::browser::save_game`).

use wasm_bindgen::{JsCast, JsValue};

use super::browser;
use crate::i18n::{t, Text};
use crate::state::{record, Prefs};

/// Installs the notice. A fault (a panic) ends as a WebAssembly trap, which reaches the
/// page as a `WebAssembly.RuntimeError` thrown out of whatever called the module: an
/// `error` event, or an `unhandledrejection` from a promise. The release build aborts on
/// a panic at once, without a hook or a message (`-Cpanic=immediate-abort`,
/// scripts/env.sh: 9 KB gzipped less); other builds print the panic's message through
/// Yew's hook first. The tournament page's module is seen here too (same page).
pub fn install() {
    let Some(window) = web_sys::window() else {
        return;
    };
    for (kind, field) in [("error", "error"), ("unhandledrejection", "reason")] {
        gloo::events::EventListener::new(&window, kind, move |event| {
            let thrown = js_sys::Reflect::get(event, &JsValue::from_str(field)).unwrap_or_default();
            notice_if_fault(&thrown);
        })
        .forget();
    }
}

/// Shows the notice if `thrown` (an error caught from a call into a module) is a fault,
/// a WebAssembly trap: for the calls the page catches itself, which reach no listener.
pub fn notice_if_fault(thrown: &JsValue) {
    if thrown.is_instance_of::<js_sys::WebAssembly::RuntimeError>() {
        web_sys::console::error_2(&JsValue::from_str("Hotstone stopped:"), thrown);
        show_notice();
    }
}

/// Puts the notice over the page, once.
pub fn show_notice() {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let Some(body) = document.body() else {
        return;
    };
    if document
        .query_selector("[data-crashed]")
        .ok()
        .flatten()
        .is_some()
    {
        return;
    }
    let lang = browser::load_prefs(Prefs::default()).lang;
    let make = |tag: &str, text: Option<Text>| {
        let el = document.create_element(tag).ok()?;
        if let Some(text) = text {
            el.set_text_content(Some(&t(lang, text)));
        }
        Some(el)
    };
    let Some(notice) = make("div", None) else {
        return;
    };
    let _ = notice.set_attribute("class", "crash");
    let _ = notice.set_attribute("role", "alertdialog");
    let _ = notice.set_attribute("aria-labelledby", "hotstone-crash-title");
    let _ = notice.set_attribute("data-crashed", "");
    let _ = notice.set_attribute("lang", lang.code());
    if let Some(title) = make("h2", Some(Text::CrashTitle)) {
        let _ = title.set_attribute("id", "hotstone-crash-title");
        let _ = notice.append_child(&title);
    }
    if let Some(body_text) = make("p", Some(Text::CrashBody)) {
        let _ = notice.append_child(&body_text);
    }
    if let Some(Some(saved)) = browser::load_game() {
        let record = super::saved_record::load_record(&saved.settings, &saved.game, saved.initial);
        let (settings, game) = (saved.settings, saved.game);
        // The clock is not read back here: the record keeps its moves without their times.
        let sgf = record::save(&settings, &game, record.as_ref(), None);
        if let (Some(link), Some(url)) = (
            make("a", Some(Text::CrashDownload)),
            browser::blob_url("application/x-go-sgf", &sgf),
        ) {
            let _ = link.set_attribute("href", &url);
            let _ = link.set_attribute("download", &record::file_name(&settings));
            let _ = link.set_attribute("data-crash-download", "");
            let _ = notice.append_child(&link);
        }
    }
    if let Some(reload) = make("a", Some(Text::CrashReload)) {
        let href = web_sys::window()
            .and_then(|w| w.location().href().ok())
            .unwrap_or_default();
        let _ = reload.set_attribute("href", &href);
        let _ = reload.set_attribute("data-crash-reload", "");
        let _ = notice.append_child(&reload);
    }
    let _ = body.append_child(&notice);
}
