//! An open fill-in count survives a reload: the position, the dead stones, the step
//! and the speed as a few lines of text in localStorage, read back only onto the same
//! finished position.

use std::rc::Rc;

use hotstone_rules::{DeadStones, End, Point};
use yew::prelude::*;

use crate::state::fill_in::{count_fill_in, FillInView, Speed};
use crate::state::State;

const SAVED_KEY: &str = "hotstone.fill-in";

const SAVED_HEADER: &str = "hotstone-fill-in 1";

/// The open view as text for localStorage; empty when closed.
pub fn saved_text(state: &State) -> String {
    let Some(view) = state.view.fill_in() else {
        return String::new();
    };
    let dead: Vec<String> = view
        .counted
        .dead
        .points()
        .iter()
        .map(Point::to_string)
        .collect();
    [
        SAVED_HEADER.to_string(),
        format!("board {}", view.counted.board.rows().join("/")),
        format!("dead {}", dead.join(",")),
        format!("step {}", view.step),
        format!("placed {}", view.placed),
        format!("speed {}", view.speed.code()),
    ]
    .join("\n")
}

/// Reopens a saved count on the same finished position, paused at the saved moment.
/// Anything that does not fit (another game, another position) is ignored.
pub fn restore_text(state: &mut State, text: &str) -> bool {
    let mut lines = text.lines();
    if lines.next() != Some(SAVED_HEADER) || state.game.end() != Some(End::TwoPasses) {
        return false;
    }
    let (mut rows, mut dead, mut step, mut placed, mut speed) =
        (None, Vec::new(), 0, 0, Speed::Normal);
    for line in lines {
        let (key, value) = line.split_once(' ').unwrap_or((line, ""));
        match key {
            "board" => rows = Some(value.to_string()),
            "dead" => {
                for name in value.split(',').filter(|s| !s.is_empty()) {
                    match Point::parse(name) {
                        Ok(p) => dead.push(p),
                        Err(_) => return false,
                    }
                }
            }
            "step" => step = value.parse().unwrap_or(0),
            "placed" => placed = value.parse().unwrap_or(0),
            "speed" => speed = Speed::from_code(value).unwrap_or(Speed::Normal),
            _ => {}
        }
    }
    if rows.as_deref() != Some(state.game.board().rows().join("/").as_str()) {
        return false;
    }
    let Ok(dead) = DeadStones::from_points(state.game.board(), dead) else {
        return false;
    };
    let Ok(counted) = count_fill_in(&state.game, dead, &state.adjustments()) else {
        return false;
    };
    let mut view = FillInView {
        counted: Rc::new(counted),
        step: 0,
        placed: 0,
        playing: false,
        speed,
    };
    view.step = step.min(view.steps().saturating_sub(1));
    view.placed = placed.min(view.step_len());
    state.view = crate::state::View::FillIn(view);
    true
}

/// Restores an open count on load; true when a saved count could not be restored.
pub fn restore_fill_in(state: &mut State) -> bool {
    super::browser::restore_saved(SAVED_KEY, |text| restore_text(state, text))
}

/// Saves the view whenever its step, its dead stones or its speed change (not every
/// stone: a reload shows the step).
#[hook]
pub fn use_saved_fill_in(state: &UseReducerHandle<State>) {
    let key = state.view.fill_in().map(|v| {
        (
            Rc::as_ptr(&v.counted) as usize,
            v.step,
            v.placed >= v.step_len(),
            v.speed,
        )
    });
    let state = state.clone();
    use_effect_with(key, move |_| {
        super::browser::store(SAVED_KEY, &saved_text(&state));
    });
}
