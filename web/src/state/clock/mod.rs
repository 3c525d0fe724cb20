//! The game's clocks in the app (T-1..T-5): both sides' time as the rules crate keeps it
//! (`hotstone_rules::Clock`), charged turn by turn. No clock is read here: the page
//! sends the time that passed (`Action::ClockTicked`), the core charges it to the side
//! to move, and a move charges the whole of its time. Every move's time is kept
//! (`charges`), so undo, redo and a reload rebuild the clock exactly. Nothing here
//! changes the game: a loss on time is returned, and the core ends the game with it.

mod setting;

pub use setting::{ClockKind, ClockSetting};

use hotstone_rules::{
    Action as GameAction, Clock, Color, End, Game, Penalty, Tenths, TimeLoss, TimeSystem,
};

/// The clocks of the game in play.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameClock {
    pub clock: Clock,
    /// Each timed turn's time, in order, for the side that took it (`turns`).
    pub charges: Vec<(Color, Tenths)>,
    /// The side to move's time on the current move so far.
    pub thinking: Tenths,
    pub paused: bool,
    /// The times of the turns taken back, the next to play again last: redo gives each
    /// its own time back, so that undo and redo gain nobody time.
    pub redo: Vec<(Color, Tenths)>,
    /// The thinking in progress when the first of those turns was taken back: it is the
    /// thinking side's again when redo comes back to it.
    pub resume: Tenths,
}

impl GameClock {
    pub fn new(system: TimeSystem) -> Option<GameClock> {
        Some(GameClock {
            clock: Clock::new(system).ok()?,
            charges: Vec::new(),
            thinking: Tenths::ZERO,
            paused: false,
            redo: Vec::new(),
            resume: Tenths::ZERO,
        })
    }

    /// The clock after these turns' times, from the start.
    pub fn rebuilt(system: TimeSystem, charges: &[(Color, Tenths)]) -> Option<GameClock> {
        let mut c = GameClock::new(system)?;
        for &(color, t) in charges {
            let _ = c.clock.spend(color, t);
        }
        c.charges = charges.to_vec();
        Some(c)
    }

    /// The SP penalties (T-2) for the count, with their reason.
    pub fn penalties(&self) -> Vec<Penalty> {
        self.clock.time_penalties()
    }
}

/// The timed turns of the game, by the side that took them: every move (board play or
/// pass), and Black's free handicap placement (H-1), which is Black's time though no
/// move (the placement made at the start, before `initial`, is not timed).
pub fn turns(game: &Game, initial: usize) -> Vec<Color> {
    game.actions()
        .iter()
        .enumerate()
        .filter_map(|(i, a)| match a {
            GameAction::Move { color, .. } => Some(*color),
            GameAction::Setup(s) if i >= initial && s.handicap.is_some() => Some(Color::Black),
            _ => None,
        })
        .collect()
}

/// Is the side to move's clock running? Not once the game is over or play has
/// stopped, not while paused, and not while the computer, to move, is kept from moving
/// by a view the user opened (`blocked`: the new-game dialog, say): a clock runs only
/// while its side may move. The user's own clock runs on while they look away.
pub fn running(clock: Option<&GameClock>, game: &Game, blocked: bool) -> bool {
    clock.is_some_and(|c| !c.paused && c.clock.loss().is_none()) && game.end().is_none() && !blocked
}

/// Keeps the clock in step with the game's timed turns after a change
/// (`State::changed`; `replayed`: a redo): a new turn is charged its time, a turn played
/// again its own time back; undo and a new position rebuild the clock from the turns'
/// times. A new turn that came too late is returned: the game ends on time all the same
/// (T-5).
pub fn follow(
    clock: &mut Option<GameClock>,
    setting: ClockSetting,
    turns: &[Color],
    replayed: bool,
) -> Option<TimeLoss> {
    let Some(system) = setting.system() else {
        *clock = None;
        return None;
    };
    let Some(c) = clock.as_mut() else {
        *clock = GameClock::new(system);
        return None;
    };
    let n = c.charges.len();
    let kept = c
        .charges
        .iter()
        .zip(turns)
        .take_while(|((col, _), m)| col == *m)
        .count();
    if kept == n && turns.len() > n {
        // New turns: the first is charged the time thought; any made for the player at
        // once (Ing's obligatory passes) cost nothing. Turns played again (redo) take
        // their own times back.
        let mut t = if replayed {
            Tenths::ZERO
        } else {
            c.redo.clear();
            c.resume = Tenths::ZERO;
            std::mem::take(&mut c.thinking)
        };
        let mut loss = None;
        for (i, &color) in turns[n..].iter().enumerate() {
            if replayed {
                let own = match c.redo.pop() {
                    Some((col, own)) if col == color => own,
                    _ => Tenths::ZERO,
                };
                // The first turn played again is the side whose clock ran since the
                // undo: that time is its own too.
                let since = if i == 0 {
                    std::mem::take(&mut c.thinking)
                } else {
                    Tenths::ZERO
                };
                t = Tenths::new(own.get().saturating_add(since.get()));
            }
            c.charges.push((color, t));
            if let Err(l) = c.clock.spend(color, t) {
                loss = loss.or(Some(l));
            }
            t = Tenths::ZERO;
        }
        if replayed && c.redo.is_empty() {
            // Back where the first undo was: the thinking then goes on.
            c.thinking = std::mem::take(&mut c.resume);
        }
        return loss;
    }
    if kept == n && turns.len() == n {
        return None;
    }
    let mut fresh = c.charges[..kept].to_vec();
    let (mut redo, mut resume, mut thinking) = (Vec::new(), Tenths::ZERO, Tenths::ZERO);
    if kept == turns.len() {
        // Taken back: the turns' times wait for redo; the thinking in progress waits
        // for the way back to it, and the time from now on is the side to move's.
        redo = std::mem::take(&mut c.redo);
        if redo.is_empty() {
            resume = c.thinking;
        } else {
            resume = c.resume;
            thinking = c.thinking;
        }
        redo.extend(c.charges[kept..].iter().rev());
    }
    // Another line: each turn keeps its time where it is known.
    for &color in &turns[kept..] {
        fresh.push((color, Tenths::ZERO));
    }
    let paused = c.paused;
    if let Some(mut rebuilt) = GameClock::rebuilt(system, &fresh) {
        rebuilt.paused = paused;
        rebuilt.redo = redo;
        rebuilt.resume = resume;
        rebuilt.thinking = thinking;
        *c = rebuilt;
    }
    None
}

/// Time passed on the page while the side to move (`color`) thinks: charged to it; past
/// its allowance it loses on time (T-5), which is returned.
pub fn tick(c: &mut GameClock, color: Color, elapsed: Tenths) -> Option<TimeLoss> {
    c.thinking = Tenths::new(c.thinking.get().saturating_add(elapsed.get()));
    c.clock.check_flag(color, c.thinking)
}

/// The teacher's pause button: the side to move's clock stops and goes on. False when
/// that changes nothing.
pub fn set_paused(c: &mut GameClock, paused: bool) -> bool {
    if c.paused == paused {
        return false;
    }
    c.paused = paused;
    true
}

/// The end the game came to on time, if it did.
pub fn time_loss(game: &Game) -> Option<TimeLoss> {
    match game.end() {
        Some(End::Time { loser, reason }) => Some(TimeLoss { loser, reason }),
        _ => None,
    }
}

/// The last seconds of a period are announced: 10, then 5 down to 1 (the seconds
/// left, counted up: 9.3 seconds left is "10"); `None` between them, so that a live
/// region says each number once.
pub fn countdown(to_flag: Tenths) -> Option<u64> {
    let t = to_flag.get();
    if t == 0 {
        return None;
    }
    let s = t.div_ceil(10);
    (s == 10 || s <= 5).then_some(s)
}

#[cfg(test)]
mod tests;
