//! Hotstone's board in the browser. The page is a thin Yew shell over `hotstone-rules`:
//! every rule, coordinate and point name comes from the rules crate, every word from
//! the message catalogue (`i18n`), every lesson from `hotstone-lessons`.
//! docs/architecture.md draws the house; dependencies point one way, down this list:
//!
//! - `embed`: the board for other pages (`<hotstone-board>`, `?embed`): the same
//!   components around a state of its own;
//! - `components`: the page (`app`), its controls and panels; Yew function components
//!   with narrow props, and the key map;
//! - `io`: every saved format, the URL parameters and the browser (localStorage,
//!   downloads, files);
//! - `scene`: the board's layers computed from the state (`hotstone_board` draws them);
//! - `i18n`: the app's words, one file per language over one typed catalogue (the
//!   rules' own words come from `hotstone_i18n`);
//! - `state`: the app state and its one reducer, each feature's sub-state beside it
//!   (marking, fill-in, handicap view), lessons and records; plain Rust, no DOM, no
//!   words.

pub mod components;
pub mod embed;
pub mod i18n;
pub mod io;
pub mod scene;
pub mod state;

pub use components::app::App;

/// Talc rather than the standard library's dlmalloc, as in the npm package: smaller
/// (issue 17) and, by its own benchmarks, faster; each module (the page, the computer
/// player's worker, the embeddable board) is single-threaded.
#[cfg(all(not(target_feature = "atomics"), target_family = "wasm"))]
#[global_allocator]
static TALC: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

/// Mounts [`App`] on the document body, with the crash notice ready (`io::crash`).
/// `?embed` is not this module's: the page's loader starts `src/bin/embed_page.rs`
/// instead ([`run_embed`]; scripts/trunk-page.mjs), so that the embedded view's code is
/// not in every visitor's first download (issue 17).
pub fn run() {
    let query = io::browser::query();
    let wanted = components::app::initial_prefs(&io::UrlParams::parse(&query)).lang;
    let io::page_lang::Start::Here { chosen, .. } = io::page_lang::start(wanted) else {
        return;
    };
    io::crash::install();
    yew::Renderer::<App>::new().render();
    // Back from choosing a language: the menu has the focus again, as before the reload.
    if chosen {
        gloo::timers::callback::Timeout::new(0, io::focus::language_menu).forget();
    }
    // A test hook, as the data-* attributes are: `?crash-test` stops the page by a
    // panic once it is drawn, so the browser suite can see the notice.
    if io::UrlParams::crash_test(&query) == Some("") {
        gloo::timers::callback::Timeout::new(0, || panic!("crash test (?crash-test)")).forget();
    }
}

/// Mounts the embedded board alone on the document body (for sites that allow no
/// scripts, in an iframe: `?embed&lesson=triple-ko`, the element's attributes as
/// parameters), with the crash notice ready: the `embed-page` module's start.
pub fn run_embed() {
    io::crash::install();
    let query = io::browser::query();
    let props = embed::EmbedProps {
        options: std::rc::Rc::new(embed::options_from_query(query)),
        generation: 0,
        on_event: yew::Callback::noop(),
        on_state: yew::Callback::noop(),
        asked: 0,
        on_drawn: yew::Callback::noop(),
    };
    yew::Renderer::<embed::EmbedBoard>::with_props(props).render();
}
