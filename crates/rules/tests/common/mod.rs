//! Names shared by the integration tests: the colours, points and plays by name.
#![allow(dead_code)]

use hotstone_rules::{Color, Move, Point};

pub const B: Color = Color::Black;
pub const W: Color = Color::White;

pub fn pt(name: &str) -> Point {
    Point::parse(name).unwrap()
}

pub fn play(name: &str) -> Move {
    Move::Play(pt(name))
}
