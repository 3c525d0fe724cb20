//! Superko (K-4): no board play may recreate an earlier whole-board position
//! (positional), or an earlier position with the same player to move (situational).

use crate::board::{Board, Preview};
use crate::history::History;
use crate::point::Point;
use crate::refusal::Refusal;
use crate::Color;

/// Refuses a play by `color` at `point` whose result repeats an earlier position or
/// situation. Only a hash match costs more than a lookup: then the play is made on a
/// copy and compared point by point with the rebuilt earlier position.
pub(crate) fn check(
    history: &History,
    board: &Board,
    preview: &Preview,
    color: Color,
    point: Point,
    situational: bool,
) -> Result<(), Refusal> {
    let after_hash = preview.hash;
    let needs_look = if situational {
        history.might_hold_situation(after_hash, color.opponent())
    } else {
        history.might_hold_position(after_hash)
    };
    if !needs_look {
        return Ok(());
    }
    let after = board.cells_after(point, color);
    let found = if situational {
        history.same_situation(after_hash, color.opponent(), &after, board.cells())
    } else {
        history.same_position(after_hash, &after, board.cells())
    };
    match found {
        Some(earlier) => Err(Refusal::Superko {
            point,
            earlier,
            situational,
        }),
        None => Ok(()),
    }
}
