//! The board while the handicap phase is stepped through (H-1, H-2): the position at
//! the step shown, the step's stone marked.

use hotstone_board::{index, Layers, Marker};
use hotstone_rules::StepKind;

use crate::state::State;

/// The board at the step shown, while stepping: the position after the step, its stone
/// marked as the last move, points named as the game's scene names them.
pub(crate) fn layers(state: &State) -> Option<Layers> {
    let view = state.view.handicap()?;
    let phase = crate::state::handicap_view::phase(&state.game)?;
    let step = phase.steps.get(view.step.checked_sub(1)?)?;
    let size = state.size();
    let mut l = Layers::new(size);
    for (p, c) in step.board.stones() {
        l.stones[index(size, p)] = Some(c);
    }
    let marked = step.kind.point();
    if let Some(p) = marked {
        l.markers[index(size, p)] = Some(Marker::LastMove);
    }
    if state.prefs.numbers {
        // The handicap stones numbered in the order they came.
        for s in &phase.steps[..view.step] {
            if let StepKind::Play { k, point, .. } | StepKind::Stone { k, point, .. } = s.kind {
                if step.board.get(point).is_some() {
                    l.numbers[index(size, point)] = Some(k);
                }
            }
        }
    }
    super::name_points(&mut l, size, state.prefs.lang, marked, &[], &[]);
    Some(l)
}
