//! Ing's fill-in count, animated (C-2, C-3, B-4, B-5): the view's state, stepping
//! through the rules crate's `FillIn` model.
//!
//! Everything counted comes from `count::count`; the view only keeps where it stands
//! (the step shown and how many of its stones are placed), whether it plays and how
//! fast. A timer in the panel sends `Tick`s while it plays; each tick is one small
//! change (one stone, or the next step), so input is never blocked.

// A step's caption is the shared catalogue's, so the package's `score()` says the same.
pub use hotstone_i18n::{Caption, Tally};

use std::rc::Rc;

use hotstone_rules::{compare, Bowl, CountError, FillIn, Lineup, Outcome};
use hotstone_rules::{Adjustments, Board, Color, DeadStones, Game};

use crate::state::effect::Effect;

/// The playback speeds the panel offers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Speed {
    Half,
    Normal,
    Double,
    Quadruple,
}

impl Speed {
    pub const ALL: [Speed; 4] = [Speed::Half, Speed::Normal, Speed::Double, Speed::Quadruple];

    /// The stored and `<select>` value.
    pub const fn code(self) -> &'static str {
        match self {
            Speed::Half => "0.5",
            Speed::Normal => "1",
            Speed::Double => "2",
            Speed::Quadruple => "4",
        }
    }

    pub fn from_code(code: &str) -> Option<Speed> {
        Speed::ALL.into_iter().find(|s| s.code() == code)
    }

    /// Speed-up over normal, in quarters.
    const fn quarters(self) -> u32 {
        match self {
            Speed::Half => 2,
            Speed::Normal => 4,
            Speed::Double => 8,
            Speed::Quadruple => 16,
        }
    }
}

/// How long a step without stones stays on screen at normal speed (its caption read).
const STEP_MS: u32 = 2400;
/// How long a step's stones take together at normal speed, whatever their number: a
/// region fills in about the same time on 7x7 and on 19x19.
const FILL_MS: u32 = 3000;
/// One stone at least this long at normal speed, at most this long at any speed.
const STONE_MAX_MS: u32 = 300;
const STONE_MIN_MS: u32 = 16;

/// The count being shown: the position as played, the agreed dead stones, the fill-in
/// model and, for comparison, the outcome under territory and area counting.
#[derive(Debug, Clone, PartialEq)]
pub struct Counted {
    pub board: Board,
    pub dead: DeadStones,
    pub fill_in: FillIn,
    pub outcome: Outcome,
    /// The area each point counts for (`Score::owner`), indexed as `geometry::index`.
    pub owners: Vec<Option<Color>>,
    pub territory: Option<Outcome>,
    pub area: Option<Outcome>,
}

/// The fill-in view while it is open.
#[derive(Debug, Clone, PartialEq)]
pub struct FillInView {
    pub counted: Rc<Counted>,
    /// The step shown (index into `FillIn::steps`).
    pub step: usize,
    /// Its stones placed so far; the step is complete at `FillIn::step_len`.
    pub placed: usize,
    pub playing: bool,
    pub speed: Speed,
}

/// What the user did in the fill-in view (play, pause, step, speed, close), and the
/// timer's ticks.
#[derive(Debug, Clone, PartialEq)]
pub enum FillInAction {
    ToggledPlay,
    /// Whole steps back (negative) or forward; stepping pauses.
    Stepped(isize),
    First,
    Last,
    ChoseSpeed(Speed),
    /// The timer: one stone more, or the next step. `whole_step` (reduced motion): the
    /// step's stones all at once.
    Tick {
        whole_step: bool,
    },
    Closed,
}

/// What the live region says about the count.
#[derive(Debug, Clone, PartialEq)]
pub enum FillInSaid {
    /// Step `number` (from 1) of `of` is shown.
    Step {
        number: usize,
        of: usize,
        caption: Caption,
    },
    /// The position cannot be counted by filling in.
    CannotCount(CountError),
    Closed,
}

impl FillInView {
    pub fn fill_in(&self) -> &FillIn {
        &self.counted.fill_in
    }

    pub fn steps(&self) -> usize {
        self.fill_in().steps.len()
    }

    pub fn step_len(&self) -> usize {
        self.fill_in().step_len(self.step)
    }

    pub fn at_end(&self) -> bool {
        self.step + 1 >= self.steps() && self.placed >= self.step_len()
    }

    pub fn caption(&self) -> Option<Caption> {
        let step = self.fill_in().steps.get(self.step)?;
        Some(Caption::of(step, self.fill_in(), self.counted.outcome))
    }

    /// Black's and White's bowls at the moment shown.
    pub fn bowls(&self) -> [Bowl; 2] {
        self.fill_in().bowls_at(self.step, self.placed)
    }

    /// How long until the next tick while playing; `None` when paused.
    pub fn delay_ms(&self) -> Option<u32> {
        if !self.playing {
            return None;
        }
        let q = self.speed.quarters();
        let len = self.step_len() as u32;
        let ms = if self.placed < len as usize {
            (FILL_MS / len.max(1)).min(STONE_MAX_MS) * 4 / q
        } else {
            STEP_MS * 4 / q
        };
        Some(ms.max(STONE_MIN_MS))
    }

    /// One tick: a stone more, else the next step; false at the end (playing stops).
    fn tick(&mut self, whole_step: bool) -> TickResult {
        if !self.playing {
            return TickResult::Nothing;
        }
        let len = self.step_len();
        if self.placed < len {
            self.placed = if whole_step { len } else { self.placed + 1 };
            return TickResult::Stone;
        }
        if self.step + 1 < self.steps() {
            self.step += 1;
            self.placed = if whole_step { self.step_len() } else { 0 };
            return TickResult::NewStep;
        }
        self.playing = false;
        TickResult::Stopped
    }

    /// Shows step `step` complete, paused.
    fn show(&mut self, step: usize) {
        self.step = step.min(self.steps().saturating_sub(1));
        self.placed = self.step_len();
        self.playing = false;
    }

    /// What the live region says of the step shown.
    pub fn said(&self) -> Option<FillInSaid> {
        Some(FillInSaid::Step {
            number: self.step + 1,
            of: self.steps(),
            caption: self.caption()?,
        })
    }
}

enum TickResult {
    Nothing,
    Stone,
    NewStep,
    Stopped,
}

/// Counts the game's final position with these dead stones: the comparison of the
/// three counts under the game's own ruleset (`Lineup::of_game`), so that under another
/// preset the view still shows Ing's method on the same position and komi.
pub fn count_fill_in(
    game: &Game,
    dead: DeadStones,
    adjustments: &Adjustments,
) -> Result<Counted, CountError> {
    let board = game.board().clone();
    let lineup = Lineup::of_game(game.rules());
    let [territory, area, fill_in] = compare(&board, &dead, &lineup, adjustments).columns;
    let territory = territory.outcome();
    let area = area.outcome();
    let mut score = fill_in.score?;
    let fill_in = score
        .fill_in
        .take()
        .expect("Ing's scoring always gives the fill-in model");
    let owners = game.size().points().map(|p| score.owner(p)).collect();
    Ok(Counted {
        territory,
        area,
        outcome: score.outcome,
        owners,
        fill_in,
        board,
        dead,
    })
}

/// The view on this count, at its first step and paused.
pub fn open(counted: Counted, speed: Speed) -> FillInView {
    FillInView {
        counted: Rc::new(counted),
        step: 0,
        placed: 0,
        playing: false,
        speed,
    }
}

/// Applies an action inside the open view (closing it is the core's: a transition of the
/// `View`).
pub fn apply(view: &mut FillInView, action: FillInAction) -> Effect<FillInSaid> {
    let before = (view.step, view.placed, view.playing, view.speed);
    let mut say = false;
    match action {
        FillInAction::ToggledPlay => {
            if view.playing {
                view.playing = false;
            } else {
                if view.at_end() {
                    view.step = 0;
                    view.placed = 0;
                    say = true;
                }
                view.playing = true;
            }
        }
        FillInAction::Stepped(delta) => {
            let step = if delta < 0 && view.placed < view.step_len() {
                // Back from a step half placed: that step, complete, first.
                view.step.saturating_add_signed(delta + 1)
            } else {
                view.step.saturating_add_signed(delta)
            };
            view.show(step);
            say = true;
        }
        FillInAction::First => {
            view.show(0);
            say = true;
        }
        FillInAction::Last => {
            view.show(usize::MAX);
            say = true;
        }
        FillInAction::ChoseSpeed(speed) => view.speed = speed,
        FillInAction::Tick { whole_step } => {
            say = matches!(view.tick(whole_step), TickResult::NewStep);
        }
        FillInAction::Closed => {}
    }
    if (view.step, view.placed, view.playing, view.speed) == before {
        return Effect::Unchanged;
    }
    match view.said().filter(|_| say) {
        Some(said) => Effect::Said(said),
        None => Effect::Changed,
    }
}

#[cfg(test)]
mod tests;
