//! The board while the handicap phase is stepped through (H-1, H-2): the position at
//! the step shown, the step's stone marked.

use hotstone_board::{index, Layers, Marker};
use hotstone_rules::StepKind;

use hotstone_rules::Game;

use super::Shown;
use crate::state::handicap_view::HandicapView;

/// The board at the step shown, while stepping: the position after the step, its stone
/// marked as the last move, points named as the game's scene names them.
pub(crate) fn layers(game: &Game, view: HandicapView, shown: Shown) -> Option<Layers> {
    let phase = crate::state::handicap_view::phase(game)?;
    let step = phase.steps.get(view.step.checked_sub(1)?)?;
    let size = game.size();
    let mut l = Layers::new(size);
    for (p, c) in step.board.stones() {
        l.stones[index(size, p)] = Some(c);
    }
    let marked = step.kind.point();
    if let Some(p) = marked {
        l.markers[index(size, p)] = Some(Marker::LastMove);
    }
    if shown.numbers != crate::state::MoveNumbers::Off {
        // The handicap stones numbered in the order they came.
        for s in &phase.steps[..view.step] {
            if let StepKind::Play { k, point, .. } | StepKind::Stone { k, point, .. } = s.kind {
                if step.board.get(point).is_some() {
                    l.numbers[index(size, point)] = Some(k);
                }
            }
        }
    }
    super::name_points(&mut l, size, shown.lang, marked, &[], &[]);
    Some(l)
}
