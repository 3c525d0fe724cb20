//! Superko (K-4): no board play may recreate an earlier whole-board position
//! (positional), or an earlier position with the same player to move (situational).

use crate::board::{Board, Preview};
use crate::history::History;
use crate::point::Point;
use crate::Color;

/// Two positions' worth of buffers the check reuses (the stones after the play, and an
/// earlier position rebuilt from the history), so that a check allocates nothing once
/// they have grown to the board's size. Made at the first hash match (`repeats`).
#[derive(Debug, Clone, Default)]
pub(crate) struct Scratch {
    after: Vec<Option<Color>>,
    /// The points where `after` differs from the board now.
    changed: Vec<u16>,
    earlier: Vec<Option<Color>>,
}

/// The history index of the earlier position (or situation) that a play by `color`
/// at `point` would repeat, if any. Only a hash match costs more than a lookup: then the
/// stones after the play are worked out and compared point by point with the rebuilt
/// earlier position. Inlined always into its one caller, the legality check, for the
/// npm package's playouts (as `Board::is_empty_and_no_eye_of`).
#[inline(always)]
pub(crate) fn repeats(
    history: &History,
    board: &Board,
    preview: &Preview,
    (color, point): (Color, Point),
    situational: bool,
    scratch: &mut Option<Box<Scratch>>,
) -> Option<usize> {
    let after_hash = preview.hash;
    let needs_look = if situational {
        history.might_hold_situation(after_hash, color.opponent())
    } else {
        history.might_hold_position(after_hash)
    };
    if !needs_look {
        return None;
    }
    let scratch = scratch.get_or_insert_with(Box::default);
    board.cells_after(point, color, &mut scratch.after, &mut scratch.changed);
    let to_move = situational.then_some(color.opponent());
    history.same_position(
        after_hash,
        to_move,
        (&scratch.after, &scratch.changed),
        board.cells(),
        &mut scratch.earlier,
    )
}
