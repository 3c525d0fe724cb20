//! Superko (K-4): no board play may recreate an earlier whole-board position
//! (positional), or an earlier position with the same player to move (situational).

use crate::board::{Board, Preview};
use crate::history::History;
use crate::point::Point;
use crate::Color;

/// The history index of the earlier position (or situation) that a play by `color`
/// at `point` would repeat, if any. Only a hash match costs more than a lookup: then the play is made on a
/// copy and compared point by point with the rebuilt earlier position.
pub(crate) fn repeats(
    history: &History,
    board: &Board,
    preview: &Preview,
    color: Color,
    point: Point,
    situational: bool,
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
    let mut after = board.clone();
    after.play(point, color);
    if situational {
        history.same_situation(after_hash, color.opponent(), after.cells(), board.cells())
    } else {
        history.same_position(after_hash, after.cells(), board.cells())
    }
}
