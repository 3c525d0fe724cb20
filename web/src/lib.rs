//! Hotstone's board in the browser. The page is a thin Yew shell over `hotstone-rules`:
//! every coordinate and point name comes from the rules crate, never from here.

pub mod board;
pub mod geometry;

use hotstone_rules::BoardSize;
use yew::prelude::*;

pub use board::{Board, BoardProps};

/// The whole page: a heading and an empty 9x9 board.
#[component]
pub fn App() -> Html {
    html! {
        <main class="page">
            <h1>{ "Hotstone" }</h1>
            <Board size={BoardSize::NINE} />
        </main>
    }
}

/// Mounts [`App`] on the document body.
pub fn run() {
    yew::Renderer::<App>::new().render();
}
