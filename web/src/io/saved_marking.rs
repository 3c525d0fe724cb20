//! The marking of dead stones survives a reload: each marker's marks as a few lines of
//! text in localStorage, read back only onto the same stopped position, with the team
//! penalties given there as `penalties B:consultation,W:move-order`.

use hotstone_rules::{Color, DeadStones, Penalty, Point};

use crate::state::marking::{CompareKomi, Mode};

use yew::prelude::*;

use crate::state::marking::Marking;
use crate::state::State;

const SAVE_HEADER: &str = "hotstone-marking 1";

/// The marking as a few lines of text for localStorage.
pub fn marking_text(m: &Marking) -> String {
    let list = |d: &DeadStones| {
        d.points()
            .iter()
            .map(Point::to_string)
            .collect::<Vec<_>>()
            .join(",")
    };
    format!(
        "{SAVE_HEADER}\nkey {} {}\nmode {}\nmarker {}\ncompare {}\none {}\nblack {}\nwhite {}\npenalties {}\n",
        m.key.0,
        m.key.1,
        m.marks.mode.code(),
        m.marker.letter(),
        match m.compare {
            CompareKomi::Game => "game",
            CompareKomi::Customary => "customary",
        },
        list(&m.marks.one),
        list(&m.marks.black),
        list(&m.marks.white),
        m.penalties
            .iter()
            .map(|p| format!("{}:{}", p.against.letter(), p.reason.code()))
            .collect::<Vec<_>>()
            .join(","),
    )
}

/// Reads saved marks over the state's marking, if they belong to its position.
pub fn read_marking(state: &mut State, text: &str) -> bool {
    let game = &state.game;
    let Some(m) = state.marking.as_mut() else {
        return false;
    };
    let mut lines = text.lines();
    if lines.next() != Some(SAVE_HEADER) {
        return false;
    }
    let mut saved = m.clone();
    for line in lines {
        let (word, rest) = line.split_once(' ').unwrap_or((line, ""));
        let points = || -> Option<DeadStones> {
            let points: Option<Vec<Point>> = rest
                .split(',')
                .filter(|s| !s.is_empty())
                .map(|s| Point::parse(s).ok())
                .collect();
            DeadStones::from_points(game.board(), points?).ok()
        };
        match word {
            "key" => {
                let mut w = rest.split(' ');
                let hash = w.next().and_then(|s| s.parse::<u64>().ok());
                let len = w.next().and_then(|s| s.parse::<usize>().ok());
                if (hash, len) != (Some(m.key.0), Some(m.key.1)) {
                    return false;
                }
                saved.key = m.key;
            }
            "mode" => {
                saved.marks.mode = match rest {
                    "each" => Mode::Each,
                    _ => Mode::One,
                }
            }
            "marker" => saved.marker = Color::parse(rest).unwrap_or(Color::Black),
            "compare" => {
                saved.compare = match rest {
                    "customary" => CompareKomi::Customary,
                    _ => CompareKomi::Game,
                }
            }
            "one" | "black" | "white" => {
                let Some(d) = points() else { return false };
                match word {
                    "one" => saved.marks.one = d,
                    "black" => saved.marks.black = d,
                    _ => saved.marks.white = d,
                }
            }
            "penalties" => {
                // Only the seed's offences at its price (`Penalty::offence`).
                let read = |s: &str| {
                    let (c, r) = s.split_once(':')?;
                    let reason = hotstone_rules::PenaltyReason::offence(r)?;
                    Penalty::offence(Color::parse(c)?, reason)
                };
                let Some(p) = rest
                    .split(',')
                    .filter(|s| !s.is_empty())
                    .map(read)
                    .collect()
                else {
                    return false;
                };
                saved.penalties = p;
            }
            _ => {}
        }
    }
    // Without a matching key line nothing is restored.
    if !text.lines().any(|l| l.starts_with("key ")) {
        return false;
    }
    *m = saved;
    true
}

const STORAGE_KEY: &str = "hotstone.marking";

/// Restores a saved marking on load; true when a saved marking could not be restored.
pub fn restore_marking(state: &mut State) -> bool {
    if state.marking.is_none() {
        return false;
    }
    super::browser::restore_saved(STORAGE_KEY, |text| read_marking(state, text))
}

/// Saves the marking whenever it changes.
#[hook]
pub fn use_saved_marking(state: &UseReducerHandle<State>) {
    use_effect_with(state.marking.clone(), |m| {
        let text = m.as_ref().map(marking_text).unwrap_or_default();
        super::browser::store(STORAGE_KEY, &text);
    });
}
