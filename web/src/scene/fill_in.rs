//! The board during Ing's fill-in count (C-2, B-5): the stones as the count has them
//! at the current step, the points each side fills, the winning points gathered and
//! the shared point left empty.

use hotstone_board::{index, Layers, Marker};
use hotstone_rules::{FillInStep, Point};

use crate::state::fill_in::FillInView;
use hotstone_i18n::Lang;

/// The board as the count has it at the current step, while the view is open: the
/// stones (dead ones marked until they come off), the points each side will fill, the
/// winning points and the shared point left empty.
pub(crate) fn layers(view: &FillInView, lang: Lang) -> Layers {
    let c = &view.counted;
    let size = c.board.size();
    let at = |p: Point| index(size, p);
    let mut l = Layers::new(size);
    // Only the colours: the board is redrawn at every stone (P-2).
    let cells = c.fill_in.stones_at(&c.board, view.step, view.placed);
    let stone = |p: Point| cells.get(at(p)).copied().flatten();
    // A stone the count put where the game left none of its colour: named as such.
    let mut placed = vec![false; size.area()];
    for p in size.points() {
        match stone(p) {
            Some(color) => {
                let played = c.board.get(p) == Some(color);
                l.stones[at(p)] = Some(color);
                l.dimmed[at(p)] = c.dead.is_dead(p) && played;
                placed[at(p)] = !played;
            }
            None => l.paint[at(p)] = c.owners.get(at(p)).copied().flatten(),
        }
    }
    for st in c.fill_in.steps.iter().take(view.step + 1) {
        match st {
            FillInStep::WinningPoints { points, .. } => {
                for &p in points {
                    if stone(p).is_none() {
                        l.markers[at(p)] = Some(Marker::Winning);
                    }
                }
            }
            FillInStep::SharedLeftEmpty { point } => {
                l.markers[at(*point)] = Some(Marker::LeftEmpty);
            }
            _ => {}
        }
    }
    super::name_points(&mut l, size, lang, None, &[], &placed);
    l
}
