//! Hotstone's board in the browser. The page is a thin Yew shell over `hotstone-rules`:
//! every rule, coordinate and point name comes from the rules crate, every word from
//! the message catalogue (`i18n`), every lesson from a data file (`web/lessons/`).
//!
//! - `board`: the SVG board, a pure renderer of layered maps;
//! - `state`: the app state and its one reducer, messages named for user actions;
//! - `scene`: the board's layers computed from the state;
//! - components: `controls`, `status`, `ko_panel`, `legend`, `live_region`, `new_game`;
//! - `storage`: localStorage and URL parameters; `sgf`: download and upload;
//!   `keyboard`: the key map.
//! - the end of the game and the handicap (issue 7): `marking` and `marking_panel`
//!   (dead stones, agreement), `fill_in` and `fill_in_panel` (Ing's fill-in count),
//!   `handicap_view` and `handicap_panel` (stepping through the handicap).

pub mod app;
pub mod compare_panel;
pub mod controls;
pub mod fill_in;
pub mod fill_in_panel;
pub mod handicap_panel;
pub mod handicap_view;
pub mod i18n;
pub mod keyboard;
pub mod ko_panel;
pub mod legend;
pub mod lessons;
pub mod live_region;
pub mod marking;
pub mod marking_panel;
pub mod new_game;
pub mod scene;
pub mod sgf;
pub mod state;
pub mod status;
pub mod storage;

pub use app::App;

/// Mounts [`App`] on the document body.
pub fn run() {
    yew::Renderer::<App>::new().render();
}
