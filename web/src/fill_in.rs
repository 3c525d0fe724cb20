//! Ing's fill-in count, animated (C-2, C-3, B-4, B-5): the view's state, stepping
//! through the rules crate's `FillIn` model.
//!
//! Everything counted comes from `count::count`; the view only keeps where it stands
//! (the step shown and how many of its stones are placed), whether it plays and how
//! fast. A timer in the panel sends `Tick`s while it plays; each tick is one small
//! change (one stone, or the next step), so input is never blocked.

use std::rc::Rc;

use hotstone_rules::{count, Adjustments, Bowl, CountError, FillIn, FillInStep, Outcome, Place};
use hotstone_rules::{Board, Color, DeadStones, End, Point, Ruleset, Scoring};
use yew::prelude::*;

use crate::i18n::{t, PointFacts, Text};
use crate::state::{Said, State};
use hotstone_board::index;
use hotstone_board::{Layers, Marker};

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

/// A step's caption: what the rule is, with the step's figures (C-2, C-3, B-4, B-5).
/// Copy data only, so that the catalogue can take it by value.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Caption {
    Supply {
        stones: u32,
    },
    RemoveDead {
        color: Color,
        stones: u32,
    },
    Bowls {
        black: u32,
        white: u32,
    },
    Compensation {
        to: Color,
        stones: u32,
        remainder_half: u32,
    },
    Penalty {
        against: Color,
        stones: u32,
        remainder: u32,
    },
    FillTerritory {
        color: Color,
        points: u32,
    },
    FillShared {
        color: Color,
        points: u32,
    },
    SharedLeftEmpty {
        point: Point,
    },
    WinningPoints {
        color: Color,
        points: u32,
        place: Place,
    },
    LeftInBowls {
        black: u32,
        white: u32,
    },
    LosingStones {
        color: Color,
        stones: u32,
    },
    Difference {
        tally: Tally,
        outcome: Outcome,
    },
}

/// What the difference is made of, per side (index 0 Black, 1 White), as the last step
/// shows it: winning points left (1 each), losing stones (2 each, for the opponent),
/// compensation and penalty stones received (2 each) (C-2, C-3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Tally {
    pub winning_points: [u32; 2],
    pub losing_stones: [u32; 2],
    pub compensation: [u32; 2],
    pub penalty: [u32; 2],
}

impl Tally {
    fn of(fill_in: &FillIn) -> Tally {
        let i = |c: Color| match c {
            Color::Black => 0,
            Color::White => 1,
        };
        let mut t = Tally::default();
        for step in &fill_in.steps {
            match step {
                FillInStep::Difference {
                    black_winning_points,
                    white_winning_points,
                    black_losing_stones,
                    white_losing_stones,
                    ..
                } => {
                    t.winning_points = [*black_winning_points, *white_winning_points];
                    t.losing_stones = [*black_losing_stones, *white_losing_stones];
                }
                FillInStep::Compensation { to, stones, .. } => t.compensation[i(*to)] += stones,
                FillInStep::Penalty {
                    against, stones, ..
                } => t.penalty[i(against.opponent())] += stones,
                _ => {}
            }
        }
        t
    }
}

impl Caption {
    pub fn of(step: &FillInStep, fill_in: &FillIn, outcome: Outcome) -> Caption {
        let n = |v: &Vec<Point>| v.len() as u32;
        match step {
            FillInStep::Supply { stones_each } => Caption::Supply {
                stones: *stones_each,
            },
            FillInStep::RemoveDead { color, points } => Caption::RemoveDead {
                color: *color,
                stones: n(points),
            },
            FillInStep::Bowls { black, white } => Caption::Bowls {
                black: black.stones,
                white: white.stones,
            },
            FillInStep::Compensation {
                to,
                stones,
                remainder_half,
            } => Caption::Compensation {
                to: *to,
                stones: *stones,
                remainder_half: *remainder_half,
            },
            FillInStep::Penalty {
                against,
                stones,
                remainder,
            } => Caption::Penalty {
                against: *against,
                stones: *stones,
                remainder: *remainder,
            },
            FillInStep::FillTerritory { color, points } => Caption::FillTerritory {
                color: *color,
                points: n(points),
            },
            FillInStep::FillShared { color, points } => Caption::FillShared {
                color: *color,
                points: n(points),
            },
            FillInStep::SharedLeftEmpty { point } => Caption::SharedLeftEmpty { point: *point },
            FillInStep::WinningPoints {
                color,
                points,
                place,
            } => Caption::WinningPoints {
                color: *color,
                points: n(points),
                place: *place,
            },
            FillInStep::LeftInBowls { black, white } => Caption::LeftInBowls {
                black: black.stones,
                white: white.stones,
            },
            FillInStep::LosingStones { color, points } => Caption::LosingStones {
                color: *color,
                stones: n(points),
            },
            FillInStep::Difference { .. } => Caption::Difference {
                tally: Tally::of(fill_in),
                outcome,
            },
        }
    }

    /// The requirement the step shows.
    pub const fn rule(&self) -> &'static str {
        match self {
            Caption::Supply { .. } | Caption::Bowls { .. } => "B-4",
            Caption::Compensation { .. } => "C-3",
            Caption::Penalty { .. } => "T-2",
            _ => "C-2",
        }
    }
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

    fn said(&self) -> Option<Said> {
        Some(Said::FillIn(FillInSaid::Step {
            number: self.step + 1,
            of: self.steps(),
            caption: self.caption()?,
        }))
    }
}

enum TickResult {
    Nothing,
    Stone,
    NewStep,
    Stopped,
}

/// The ruleset the count is made under: the game's, counted by filling in. Under
/// another preset the view still shows Ing's method on the same position and komi.
fn fill_in_rules(state: &State) -> Ruleset {
    state.game.rules().with_scoring(Scoring::IngFillIn)
}

/// Counts the game's final position with these dead stones.
pub fn count_fill_in(state: &State, dead: DeadStones) -> Result<Counted, CountError> {
    let board = state.game.board().clone();
    let rules = fill_in_rules(state);
    let adj = Adjustments::of(&state.game);
    let mut score = count(&board, &dead, &rules, &adj)?;
    let fill_in = score
        .fill_in
        .take()
        .expect("Ing's scoring always gives the fill-in model");
    let under = |scoring| {
        count(&board, &dead, &Ruleset { scoring, ..rules }, &adj)
            .ok()
            .map(|s| s.outcome)
    };
    let owners = state.size().points().map(|p| score.owner(p)).collect();
    Ok(Counted {
        territory: under(Scoring::Territory),
        area: under(Scoring::Area),
        outcome: score.outcome,
        owners,
        fill_in,
        board,
        dead,
    })
}

/// Opens the view on the position counted with these dead stones, at its first step
/// and paused; refuses with the reason when the position cannot be counted.
pub(crate) fn open(state: &mut State, dead: DeadStones) -> bool {
    if state.game.end() != Some(End::TwoPasses) {
        return false;
    }
    match count_fill_in(state, dead) {
        Ok(counted) => {
            let view = FillInView {
                counted: Rc::new(counted),
                step: 0,
                placed: 0,
                playing: false,
                speed: state.fill_in.as_ref().map_or(Speed::Normal, |v| v.speed),
            };
            state.notice = None;
            if let Some(said) = view.said() {
                state.say(said);
            }
            state.fill_in = Some(view);
        }
        Err(e) => state.refuse(Said::FillIn(FillInSaid::CannotCount(e))),
    }
    true
}

pub(crate) fn apply(state: &mut State, action: FillInAction) -> bool {
    if action == FillInAction::Closed {
        if state.fill_in.take().is_none() {
            return false;
        }
        state.say(Said::FillIn(FillInSaid::Closed));
        return true;
    }
    let Some(view) = state.fill_in.as_mut() else {
        return false;
    };
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
        return false;
    }
    if say {
        if let Some(said) = view.said() {
            state.say(said);
        }
    }
    true
}

/// The board as the count has it at the current step, while the view is open: the
/// stones (dead ones marked until they come off), the points each side will fill, the
/// winning points and the shared point left empty.
pub(crate) fn layers(state: &State) -> Option<Layers> {
    let view = state.fill_in.as_ref()?;
    let c = &view.counted;
    let size = state.size();
    let at = |p: Point| index(size, p);
    let mut l = Layers::new(size);
    // Only the colours: the board is redrawn at every stone (P-2).
    let cells = c.fill_in.stones_at(&c.board, view.step, view.placed);
    let stone = |p: Point| cells.get(at(p)).copied().flatten();
    for p in size.points() {
        match stone(p) {
            Some(color) => {
                l.stones[at(p)] = Some(color);
                l.dimmed[at(p)] = c.dead.is_dead(p) && c.board.get(p) == Some(color);
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
    let lang = state.prefs.lang;
    for p in size.points() {
        let i = at(p);
        let facts = PointFacts {
            point: p,
            stone: l.stones[i],
            hot: false,
            last: false,
            number: None,
            forbidden: None,
        };
        l.labels[i] = AttrValue::from(t(lang, Text::PointName(facts)));
    }
    Some(l)
}

const SAVED_KEY: &str = "hotstone.fill-in";
const SAVED_HEADER: &str = "hotstone-fill-in 1";

/// The board as rows of `X`, `O` and `.`: which position a saved count belongs to.
fn board_rows(board: &Board) -> String {
    let n = board.size().get();
    (0..n)
        .rev()
        .map(|row| {
            (0..n)
                .map(
                    |col| match Point::new(col, row).and_then(|p| board.get(p)) {
                        Some(Color::Black) => 'X',
                        Some(Color::White) => 'O',
                        None => '.',
                    },
                )
                .collect::<String>()
        })
        .collect::<Vec<_>>()
        .join("/")
}

/// The open view as text for localStorage; empty when closed.
pub fn saved_text(state: &State) -> String {
    let Some(view) = &state.fill_in else {
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
        format!("board {}", board_rows(&view.counted.board)),
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
    if rows.as_deref() != Some(board_rows(state.game.board()).as_str()) {
        return false;
    }
    let Ok(dead) = DeadStones::from_points(state.game.board(), dead) else {
        return false;
    };
    let Ok(counted) = count_fill_in(state, dead) else {
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
    state.fill_in = Some(view);
    true
}

/// Restores an open count on load.
pub(crate) fn restore(state: &mut State) {
    if let Some(text) = crate::storage::browser::load(SAVED_KEY) {
        restore_text(state, &text);
    }
}

/// Saves the view whenever its step, its dead stones or its speed change (not every
/// stone: a reload shows the step).
#[hook]
pub fn use_saved_fill_in(state: &UseReducerHandle<State>) {
    let key = state.fill_in.as_ref().map(|v| {
        (
            Rc::as_ptr(&v.counted) as usize,
            v.step,
            v.placed >= v.step_len(),
            v.speed,
        )
    });
    let state = state.clone();
    use_effect_with(key, move |_| {
        crate::storage::browser::store(SAVED_KEY, &saved_text(&state));
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::{Action, Prefs, Settings};
    use hotstone_rules::{BoardSize, Preset};

    fn pt(n: &str) -> Point {
        Point::parse(n).unwrap()
    }

    /// A finished 7x7 Ing game: Black's wall on D, White's on E, then two passes.
    fn finished() -> State {
        let mut s = State::new(
            Settings::even(BoardSize::SEVEN, Preset::Ing),
            Prefs::default(),
        );
        for n in [
            "D1", "E1", "D2", "E2", "D3", "E3", "D4", "E4", "D5", "E5", "D6", "E6", "D7", "E7",
        ] {
            s.apply(Action::ClickedPoint(pt(n)));
        }
        s.apply(Action::Passed);
        s.apply(Action::Passed);
        assert_eq!(s.game.end(), Some(End::TwoPasses));
        s
    }

    fn open_on(s: &mut State) {
        let dead = DeadStones::none(s.size());
        assert!(s.apply(Action::OpenedFillIn(dead)));
    }

    fn act(s: &mut State, a: FillInAction) -> bool {
        s.apply(Action::FillIn(a))
    }

    #[test]
    fn c2_opens_paused_at_the_supply_and_plays_to_the_result() {
        let mut s = finished();
        open_on(&mut s);
        let v = s.fill_in.as_ref().unwrap();
        assert_eq!((v.step, v.placed, v.playing), (0, 0, false));
        assert_eq!(v.caption(), Some(Caption::Supply { stones: 24 }));
        assert!(matches!(
            s.said,
            Some((Said::FillIn(FillInSaid::Step { number: 1, .. }), _))
        ));
        assert!(
            !act(&mut s, FillInAction::Tick { whole_step: false }),
            "paused"
        );
        assert!(act(&mut s, FillInAction::ToggledPlay));
        let mut ticks = 0;
        while act(&mut s, FillInAction::Tick { whole_step: false }) {
            ticks += 1;
            assert!(ticks < 1000, "the count ends");
        }
        let v = s.fill_in.as_ref().unwrap();
        assert!(v.at_end() && !v.playing);
        // Black 28 points (D wall + A..C), White 21 (E wall + F, G): 7 less 8 komi.
        assert_eq!(v.counted.outcome.result(), "W+1");
        // Black runs out 4 short, White has 3 losing stones that go into Black's
        // winning points: 1 + 2 x 3 = 7 for Black, 4 compensation stones = 8 for White.
        assert_eq!(
            v.caption(),
            Some(Caption::Difference {
                tally: Tally {
                    winning_points: [1, 0],
                    losing_stones: [0, 3],
                    compensation: [0, 4],
                    penalty: [0, 0],
                },
                outcome: v.counted.outcome
            })
        );
        assert_eq!(v.counted.area.map(|o| o.result()), Some("W+1".into()));
        assert!(v.counted.territory.is_some());
        // Every stone came one tick at a time: one tick per stone plus one per step.
        let stones: usize = (0..v.steps()).map(|i| v.fill_in().step_len(i)).sum();
        assert_eq!(ticks, stones + v.steps() - 1 + 1);
        let board = v.fill_in().board_at(&v.counted.board, v.step, v.placed);
        assert_eq!(board.stones().count(), 48, "all but the winning point left");
    }

    #[test]
    fn c2_steps_back_and_forth_by_whole_steps_and_the_bowls_follow() {
        let mut s = finished();
        open_on(&mut s);
        assert!(!act(&mut s, FillInAction::Stepped(-1)), "already first");
        assert!(act(&mut s, FillInAction::Stepped(1)));
        let v = s.fill_in.as_ref().unwrap();
        assert_eq!(v.caption().map(|c| c.rule()), Some("B-4"), "the bowls");
        assert_eq!(
            v.bowls().map(|b| b.stones),
            [17, 17],
            "24 less 7 on the board"
        );
        act(&mut s, FillInAction::Last);
        let v = s.fill_in.as_ref().unwrap();
        assert!(v.at_end());
        act(&mut s, FillInAction::First);
        assert_eq!(s.fill_in.as_ref().unwrap().step, 0);
        // Play from the end starts again.
        act(&mut s, FillInAction::Last);
        act(&mut s, FillInAction::ToggledPlay);
        let v = s.fill_in.as_ref().unwrap();
        assert_eq!((v.step, v.playing), (0, true));
    }

    #[test]
    fn b5_a_half_placed_step_empties_the_bowl_stone_by_stone() {
        let mut s = finished();
        open_on(&mut s);
        let fill = s
            .fill_in
            .as_ref()
            .unwrap()
            .fill_in()
            .steps
            .iter()
            .position(|st| st.code() == "fill-territory")
            .unwrap();
        act(&mut s, FillInAction::Stepped(fill as isize));
        act(&mut s, FillInAction::Stepped(-1));
        act(&mut s, FillInAction::ToggledPlay);
        act(&mut s, FillInAction::Tick { whole_step: false });
        let v = s.fill_in.as_ref().unwrap();
        assert_eq!((v.step, v.placed), (fill, 0));
        let full = v.bowls()[0].stones;
        act(&mut s, FillInAction::Tick { whole_step: false });
        act(&mut s, FillInAction::Tick { whole_step: false });
        let v = s.fill_in.as_ref().unwrap();
        assert_eq!(v.placed, 2);
        assert_eq!(v.bowls()[0].stones, full - 2);
        let l = layers(&s).unwrap();
        assert_eq!(l.stones.iter().flatten().count(), 14 + 2);
        // Reduced motion: the rest of the step at once.
        act(&mut s, FillInAction::Tick { whole_step: true });
        let v = s.fill_in.as_ref().unwrap();
        assert_eq!(v.placed, v.step_len());
    }

    #[test]
    fn playback_delays_follow_the_speed_and_stop_when_paused() {
        let mut s = finished();
        open_on(&mut s);
        assert_eq!(s.fill_in.as_ref().unwrap().delay_ms(), None);
        act(&mut s, FillInAction::ToggledPlay);
        let normal = s.fill_in.as_ref().unwrap().delay_ms().unwrap();
        act(&mut s, FillInAction::ChoseSpeed(Speed::Quadruple));
        let fast = s.fill_in.as_ref().unwrap().delay_ms().unwrap();
        assert_eq!(normal, STEP_MS);
        assert_eq!(fast, STEP_MS / 4);
    }

    #[test]
    fn the_view_opens_only_after_two_passes_and_clicks_do_nothing_while_open() {
        let mut s = State::new(
            Settings::even(BoardSize::SEVEN, Preset::Ing),
            Prefs::default(),
        );
        assert!(!s.apply(Action::OpenedFillIn(DeadStones::none(s.size()))));
        let mut s = finished();
        open_on(&mut s);
        let before = s.game.actions().len();
        s.apply(Action::ClickedPoint(pt("A1")));
        s.apply(Action::Passed);
        assert_eq!(s.game.actions().len(), before);
        assert!(act(&mut s, FillInAction::Closed));
        assert!(s.fill_in.is_none());
        assert!(!act(&mut s, FillInAction::Closed));
    }

    #[test]
    fn b4_a_position_beyond_the_supply_is_refused_with_the_reason() {
        // 7x7 allows 24 stones each: 25 Black stones cannot come from the bowl.
        let mut s = State::new(
            Settings::even(BoardSize::SEVEN, Preset::Ing),
            Prefs::default(),
        );
        let black: Vec<Point> = BoardSize::SEVEN.points().take(25).collect();
        s.game
            .setup(hotstone_rules::Setup {
                black,
                ..Default::default()
            })
            .unwrap();
        s.apply(Action::Passed);
        s.apply(Action::Passed);
        assert!(s.apply(Action::OpenedFillIn(DeadStones::none(s.size()))));
        assert!(s.fill_in.is_none());
        assert!(matches!(
            s.notice,
            Some(Said::FillIn(FillInSaid::CannotCount(
                CountError::SupplyExceeded { .. }
            )))
        ));
    }

    #[test]
    fn the_step_shown_survives_a_reload_on_the_same_position_only() {
        let mut s = finished();
        let dead = DeadStones::none(s.size());
        s.apply(Action::OpenedFillIn(dead));
        act(&mut s, FillInAction::Stepped(3));
        act(&mut s, FillInAction::ChoseSpeed(Speed::Double));
        let text = saved_text(&s);
        let mut again = finished();
        assert!(restore_text(&mut again, &text));
        let (a, b) = (s.fill_in.unwrap(), again.fill_in.unwrap());
        assert_eq!((a.step, a.placed, a.speed), (b.step, b.placed, b.speed));
        assert!(!b.playing);
        let mut other = finished();
        other.apply(Action::Undid);
        assert!(!restore_text(&mut other, &text), "play goes on: no count");
        assert!(!restore_text(&mut finished(), ""));
        assert!(!restore_text(
            &mut finished(),
            "hotstone-fill-in 1\nboard ./."
        ));
    }
}
