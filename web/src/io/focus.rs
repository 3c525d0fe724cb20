//! Focus that never falls to the page (WCAG 2.4.3): when the focused control is removed
//! or disabled (a panel opens or closes, the last pass disables Pass, a view of the
//! tournament page replaces another), the focus moves to the first of these that exists:
//!
//! 1. the opener of a closed panel: the panel's `data-focus-return` names it (a selector);
//! 2. the first enabled control left in the nearest `data-focus-scope` around the control
//!    (a tournament pairing: "Correct" after its result; the round: the next round's
//!    first pairing after its last result; the fill-in count's controls);
//! 3. the first of [`LANDINGS`]: the newest view's heading, the end of the game, the board.
//!
//! One document-wide watcher for the app and the tournament module alike. A heading
//! gets `tabindex="-1"` when it is focused so. Nothing moves while the focus is anywhere
//! but on the page's body (or on the control that went), so a dialog that returns the
//! focus itself, or a click beside the controls, is left alone.

use wasm_bindgen::prelude::*;

/// Where a lost focus lands, first match first.
const LANDINGS: &str = "[data-fill-in] h2|#marking-title|[data-tournament-name]|\
[data-tournament] h2|.turn[data-end]|[data-point][tabindex='0']";

#[wasm_bindgen(module = "/js/focus.js")]
extern "C" {
    fn keep_focus(landings: &str);
}

/// Starts the watcher; once per page.
pub fn keep() {
    keep_focus(LANDINGS);
}

/// Focuses the language menu (after a language chosen there has loaded its page:
/// io/page_lang.rs).
pub fn language_menu() {
    let menu = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.query_selector("[data-language]").ok().flatten())
        .and_then(|e| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(e).ok());
    if let Some(menu) = menu {
        let _ = menu.focus();
    }
}
