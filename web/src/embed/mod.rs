//! The embedded board: the app's board and panels for another page, as
//! `<hotstone-board>` (built by `web/element`) and as the app's `?embed` view.
//! `options` reads what the page asks for and starts the game, `events` says what
//! happened, `view` draws it from the same components as the app.

mod events;
mod options;
mod view;

pub use events::{events, move_detail, EmbedEvent};
pub use options::{problem_detail, Options, Panel, Problem, Source, Start};
pub use view::{options_from_query, EmbedBoard, EmbedProps};
