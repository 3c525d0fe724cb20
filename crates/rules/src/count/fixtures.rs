//! Positions and helpers shared by the counting tests, so that a position named in two
//! tests is written once.

use super::{count, Adjustments, DeadStones, Score};
use crate::{Board, Point, Ruleset};

pub(crate) fn p(s: &str) -> Point {
    Point::parse(s).unwrap()
}

/// Counts `board` under `rules` with these dead stones and nothing else to pay.
pub(crate) fn counted(board: &Board, dead: &DeadStones, rules: &Ruleset) -> Score {
    count(board, dead, rules, &Adjustments::default()).unwrap()
}

/// Counts rows with no dead stones.
pub(crate) fn score(rows: &[&str], rules: Ruleset) -> Score {
    let board = Board::from_rows(rows).unwrap();
    counted(&board, &DeadStones::none(board.size()), &rules)
}

/// Black's inner string (eye A3) and White's string (eye E5) share A5 and C5: filling
/// A5 is safe for Black; then C5 is a seki point, and both eyes belong to stones in
/// seki (C-4: no territory in seki; area counting counts the eyes).
pub(crate) const SEKI_EYES: [&str; 9] = [
    ".........", //
    ".........", //
    "XXXXXXX..", //
    "OOOOOOX..", //
    ".X.O.OX..", //
    "XXOOOOX..", //
    ".XOXXXX..", //
    "XXOX.....", //
    "XXOX.....",
];

/// Walls on D and E of 7x7 with a dead stone each: White's B7, Black's G3 (C-2).
pub(crate) const WALLS_WITH_DEAD: [&str; 7] = [
    ".O.XO..", //
    "...XO..", //
    "...XO..", //
    "...XO..", //
    "...XO.X", //
    "...XO..", //
    "...XO..",
];

/// Black's corner group, pass-alive with real eyes at A2 and C2 (Benson).
pub(crate) const PASS_ALIVE_CORNER: [&str; 5] = [
    ".....", //
    "OOOO.", //
    "XXXO.", //
    ".X.XO", //
    "XXXXO",
];

/// White's two stones at B6 and C6 dead inside Black's top half; White owns the bottom.
pub(crate) const DEAD_GROUP_INSIDE: [&str; 7] = [
    ".......", //
    ".OO....", //
    ".......", //
    "XXXXXXX", //
    "OOOOOOO", //
    ".......", //
    ".......",
];
