//! The clocks survive a reload honestly (T-1): every move's time, the current move's
//! time so far, whether the clock was paused, and when this was saved. A running clock
//! comes back with the time the page was closed charged to the side to move, as a
//! chess clock would have gone on; a paused one comes back paused.

use hotstone_rules::{Color, Tenths};
use yew::prelude::*;

use crate::state::clock::{self, GameClock};
use crate::state::State;

const SAVE_HEADER: &str = "hotstone-clock 1";
const STORAGE_KEY: &str = "hotstone.clock";

/// The clock as a few lines of text; `saved_at` is the wall time in milliseconds.
pub fn clock_text(c: &GameClock, moves: usize, saved_at: f64) -> String {
    format!(
        "{SAVE_HEADER}\nmoves {moves}\ncharges {}\nthinking {}\npaused {}\nsaved-at {}\nredo {}\nresume {}\n",
        times_text(&c.charges),
        c.thinking.get(),
        u8::from(c.paused),
        saved_at as u64,
        times_text(&c.redo),
        c.resume.get()
    )
}

/// Turn times as `B:50,W:32` (tenths).
fn times_text(times: &[(Color, Tenths)]) -> String {
    let items: Vec<String> = times
        .iter()
        .map(|(color, t)| format!("{}:{}", color.letter(), t.get()))
        .collect();
    items.join(",")
}

/// Turn times read back from `times_text`; `None` if one does not read.
fn read_times(text: &str) -> Option<Vec<(Color, Tenths)>> {
    text.split(',')
        .filter(|s| !s.is_empty())
        .map(|item| {
            let (c, t) = item.split_once(':')?;
            Some((Color::parse(c)?, Tenths::new(t.parse().ok()?)))
        })
        .collect()
}

/// Reads a saved clock onto the state's, if it belongs to the same moves; `now` is the
/// wall time in milliseconds. Returns whether it was restored.
pub fn read_clock(state: &mut State, text: &str, now: f64) -> bool {
    let Some(system) = state.settings.clock.system() else {
        return false;
    };
    let mut lines = text.lines();
    if lines.next() != Some(SAVE_HEADER) {
        return false;
    }
    let (mut moves, mut charges, mut thinking, mut paused, mut saved_at) =
        (None, Vec::new(), 0u64, false, None);
    // The times of the turns taken back (a clock saved before they were kept has none).
    let (mut redo, mut resume) = (Vec::new(), 0u64);
    for line in lines {
        let (word, rest) = line.split_once(' ').unwrap_or((line, ""));
        match word {
            "moves" => moves = rest.parse::<usize>().ok(),
            "charges" => match read_times(rest) {
                Some(times) => charges = times,
                None => return false,
            },
            "thinking" => thinking = rest.parse().unwrap_or(0),
            "paused" => paused = rest == "1",
            "saved-at" => saved_at = rest.parse::<u64>().ok(),
            "redo" => redo = read_times(rest).unwrap_or_default(),
            "resume" => resume = rest.parse().unwrap_or(0),
            _ => {}
        }
    }
    // Timed turns: the moves, and a free handicap placement.
    let turns = clock::turns(&state.game, state.initial).len();
    if moves != Some(turns) || charges.len() != turns {
        return false;
    }
    let Some(mut c) = GameClock::rebuilt(system, &charges) else {
        return false;
    };
    let away = match (paused, saved_at) {
        (false, Some(at)) if state.game.end().is_none() => {
            ((now - at as f64).max(0.0) / 100.0) as u64
        }
        _ => 0,
    };
    c.thinking = Tenths::new(thinking.saturating_add(away));
    c.paused = paused;
    // Only as many as the game can redo: a redo line the game dropped has no times.
    redo.truncate(state.redoable());
    c.redo = redo;
    c.resume = Tenths::new(resume);
    state.clock = Some(c);
    // A flag that fell while the page was closed falls now.
    state.tick_clock(Tenths::ZERO);
    true
}

/// Restores the saved clock on load; true when a saved clock could not be restored.
pub fn restore_clock(state: &mut State) -> bool {
    if state.clock.is_none() {
        return false;
    }
    super::browser::restore_saved(STORAGE_KEY, |text| {
        read_clock(state, text, js_sys::Date::now())
    })
}

/// Saves the clock whenever it changes (every tick while it runs).
#[hook]
pub fn use_saved_clock(state: &UseReducerHandle<State>) {
    let moves = clock::turns(&state.game, state.initial).len();
    use_effect_with((state.clock.clone(), moves), |(c, moves)| {
        let text = c
            .as_ref()
            .map(|c| clock_text(c, *moves, js_sys::Date::now()))
            .unwrap_or_default();
        super::browser::store(STORAGE_KEY, &text);
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::clock::{ClockKind, ClockSetting};
    use crate::state::{Action, Prefs, Settings};
    use hotstone_rules::{BoardSize, Point, Preset};

    fn game() -> State {
        let mut settings = Settings::even(BoardSize::NINE, Preset::Japanese);
        settings.clock = ClockSetting::new(ClockKind::Absolute, 1);
        State::new(settings, Prefs::default())
    }

    #[test]
    fn t1_a_running_clock_comes_back_with_the_time_away_charged() {
        let mut s = game();
        s.apply(Action::ClockTicked(Tenths::seconds(4)));
        s.apply(Action::ClickedPoint(Point::parse("E5").unwrap()));
        s.apply(Action::ClockTicked(Tenths::seconds(2)));
        let text = clock_text(s.clock.as_ref().unwrap(), s.moves_played(), 1_000_000.0);
        let mut back = State::restored(s.settings.clone(), s.game.clone(), 0, Prefs::default());
        // Reloaded 3 seconds later: White's 2 seconds and the 3 away.
        assert!(read_clock(&mut back, &text, 1_003_000.0));
        let c = back.clock.as_ref().unwrap();
        assert_eq!(c.clock.side(Color::Black).used, Tenths::seconds(4));
        assert_eq!(c.thinking, Tenths::seconds(5));
    }

    #[test]
    fn t1_a_paused_clock_comes_back_paused_and_a_flag_that_fell_away_falls() {
        let mut s = game();
        s.apply(Action::ClockTicked(Tenths::seconds(10)));
        s.apply(Action::PausedClock);
        let text = clock_text(s.clock.as_ref().unwrap(), 0, 0.0);
        let mut back = State::restored(s.settings.clone(), s.game.clone(), 0, Prefs::default());
        assert!(read_clock(&mut back, &text, 3_600_000.0));
        assert!(back.clock.as_ref().unwrap().paused);
        assert_eq!(back.clock.as_ref().unwrap().thinking, Tenths::seconds(10));
        // Running, and away for an hour: Black's minute is gone (T-5).
        s.apply(Action::ResumedClock);
        let text = clock_text(s.clock.as_ref().unwrap(), 0, 0.0);
        let mut back = State::restored(s.settings.clone(), s.game.clone(), 0, Prefs::default());
        assert!(read_clock(&mut back, &text, 3_600_000.0));
        assert!(crate::state::clock::time_loss(&back.game).is_some());
    }

    /// Undo, reload, Redo: the move gets its own time back, as without the reload.
    #[test]
    fn t1_the_times_of_the_turns_taken_back_survive_a_reload() {
        let mut s = game();
        s.apply(Action::ClockTicked(Tenths::seconds(4)));
        s.apply(Action::ClickedPoint(Point::parse("E5").unwrap()));
        s.apply(Action::ClockTicked(Tenths::seconds(7)));
        assert!(s.apply(Action::Undid));
        let text = clock_text(s.clock.as_ref().unwrap(), s.moves_played(), 0.0);
        let mut back = State::restored(s.settings.clone(), s.game.clone(), 0, Prefs::default());
        assert!(read_clock(&mut back, &text, 0.0));
        assert!(back.apply(Action::Redid));
        let c = back.clock.as_ref().unwrap();
        assert_eq!(c.charges, [(Color::Black, Tenths::seconds(4))]);
        assert_eq!(c.thinking, Tenths::seconds(7), "White's 7 seconds again");
    }

    #[test]
    fn a_clock_of_other_moves_is_not_restored() {
        let s = game();
        let text = "hotstone-clock 1\nmoves 3\ncharges B:1,W:2,B:3\n";
        let mut back = s.clone();
        assert!(!read_clock(&mut back, text, 0.0));
        assert!(!read_clock(&mut back, "garbage", 0.0));
    }
}
