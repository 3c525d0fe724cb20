//! A free handicap placement under way survives a reload, and so a change of language,
//! which reloads (io/page_lang.rs): the stones placed so far (H-1), read back only onto a
//! game of the same size still waiting for that many stones, each point still empty.

use hotstone_rules::Point;
use yew::prelude::*;

use crate::state::State;

const SAVED_KEY: &str = "hotstone.placing";

const SAVED_HEADER: &str = "hotstone-placing 1";

/// The stones placed so far as text for localStorage; empty when none wait.
pub fn saved_text(state: &State) -> String {
    if state.placing.is_empty() || state.placing_left().is_none() {
        return String::new();
    }
    let points: Vec<String> = state.placing.iter().map(Point::to_string).collect();
    format!(
        "{SAVED_HEADER}\nsize {}\nhandicap {}\nplaced {}",
        state.size().get(),
        state.settings.handicap,
        points.join(",")
    )
}

/// Puts the saved stones back while the game still waits for them; false when they do
/// not fit (another game, a point taken, more stones than the handicap).
pub fn restore_text(state: &mut State, text: &str) -> bool {
    let mut lines = text.lines();
    if lines.next() != Some(SAVED_HEADER) || state.placing_left().is_none() {
        return false;
    }
    let (mut size, mut handicap, mut placed) = (None, None, Vec::new());
    for line in lines {
        let (key, value) = line.split_once(' ').unwrap_or((line, ""));
        match key {
            "size" => size = value.parse::<u8>().ok(),
            "handicap" => handicap = value.parse::<u32>().ok(),
            "placed" => {
                for name in value.split(',') {
                    let Ok(p) = Point::parse(name) else {
                        return false;
                    };
                    placed.push(p);
                }
            }
            _ => {}
        }
    }
    let board = state.game.board();
    let fits = size == Some(state.size().get())
        && handicap == Some(state.settings.handicap)
        && placed.len() < state.settings.handicap as usize
        && placed.iter().enumerate().all(|(i, &p)| {
            state.size().contains(p) && board.get(p).is_none() && !placed[..i].contains(&p)
        });
    if fits {
        state.placing = placed;
    }
    fits
}

/// Restores the stones placed so far on load; true when saved ones could not be.
pub fn restore_placing(state: &mut State) -> bool {
    super::browser::restore_saved(SAVED_KEY, |text| restore_text(state, text))
}

/// Saves the stones placed so far whenever they change.
#[hook]
pub fn use_saved_placing(state: &UseReducerHandle<State>) {
    let key = (state.placing.clone(), state.placing_left().is_some());
    let state = state.clone();
    use_effect_with(key, move |_| {
        super::browser::store(SAVED_KEY, &saved_text(&state));
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::{Action, Prefs, Settings};
    use hotstone_rules::HandicapStyle;

    fn placing(handicap: u32) -> State {
        State::new(
            Settings {
                handicap,
                style: HandicapStyle::Free,
                ..Settings::default()
            },
            Prefs::default(),
        )
    }

    fn click(s: &mut State, names: &[&str]) {
        for name in names {
            s.apply(Action::ClickedPoint(Point::parse(name).unwrap()));
        }
    }

    // H-1: the stones of a free handicap placed so far come back onto the same game.
    #[test]
    fn h1_a_free_placement_under_way_survives_a_reload() {
        let mut s = placing(3);
        click(&mut s, &["C3", "G7"]);
        let text = saved_text(&s);
        let mut back = placing(3);
        assert!(restore_text(&mut back, &text));
        assert_eq!(back.placing, s.placing);
        assert_eq!(back.placing_left(), Some(1));
        // The last stone places the handicap; nothing waits any more.
        click(&mut back, &["G3"]);
        assert_eq!(back.placing_left(), None);
        assert_eq!(saved_text(&back), "");
    }

    #[test]
    fn h1_saved_stones_that_do_not_fit_are_not_put_back() {
        let mut s = placing(3);
        click(&mut s, &["C3", "G7"]);
        let text = saved_text(&s);
        // Another handicap, another game, a finished placement.
        assert!(!restore_text(&mut placing(2), &text));
        assert!(!restore_text(&mut placing(0), &text));
        let mut done = placing(2);
        click(&mut done, &["C3", "G7"]);
        assert!(!restore_text(&mut done, &text));
        // A point twice, or off the board.
        let twice = text.replace("C3,G7", "C3,C3");
        assert!(!restore_text(&mut placing(3), &twice));
        assert!(!restore_text(
            &mut placing(3),
            &text.replace("C3,G7", "C3,Z99")
        ));
        assert_eq!(saved_text(&placing(3)), "");
    }
}
