//! Hotstone's rules of Go: a pure rules core with no I/O, no clock and no panics.
//! Every refusal is a typed value that names the rule behind it.

pub mod board;
pub mod color;
pub mod point;
mod zobrist;

pub use board::{Board, PlayEffect, Preview};
pub use color::Color;
pub use point::{BoardSize, Point, PointError, SizeError};
