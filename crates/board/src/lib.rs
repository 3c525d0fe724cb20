//! Hotstone's Go board as a Yew component, a pure function of its props: the size,
//! layered maps of what each point shows (`Layers`), the keyboard cursor, and callbacks
//! for clicks, hovering and focus. It knows no rule and no language, so the app and the
//! embeddable element draw the same board from their own state.

mod geometry;
mod layers;
mod markup;
mod view;

pub use geometry::{index, Geometry, CELL, MARGIN};
pub use layers::{Layers, Line, Mark, Marker};
pub use view::{Board, BoardProps};
