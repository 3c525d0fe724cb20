//! A fault in Hotstone's own code must not leave a frozen page. The panic hook puts a
//! notice over the page ("Something went wrong") with the game as an SGF download and a
//! reload link. Both are plain links made while the hook runs, so they work after the
//! WebAssembly instance has stopped; the game is the one saved before the fault (the app
//! saves after every change, `io::browser::save_game`).

use wasm_bindgen::JsValue;

use super::browser;
use crate::i18n::{t, Text};
use crate::state::{record, Prefs};

/// Installs the hook. The fault's message still goes to the console.
pub fn install() {
    // Through Yew, which would otherwise put its own hook over this one when it renders.
    yew::set_custom_panic_hook(Box::new(|info| {
        web_sys::console::error_1(&JsValue::from_str(&format!("Hotstone stopped: {info}")));
        show_notice();
    }));
}

/// Puts the notice over the page, once. Also called by the tournament page's module
/// (`src/bin/tournament_page.rs`) through its host when a fault stops that module: one
/// notice, the page's.
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
        let sgf = record::save(&settings, &game, record.as_ref());
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
