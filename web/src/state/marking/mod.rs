//! After play stops: marking dead stones (C-6), each player's marking, their
//! agreement, and under Ing resuming play to settle a dispute (M-5).
//!
//! The view opens when the game ends by two passes, starting from the computer
//! player's seeded suggestion (`hotstone_player::suggest_dead`), and closes when play
//! resumes or the passes are undone. Every rule question goes to the rules crate: strings are toggled with
//! `DeadStones::toggle`, two players' marks merged with `merge`, a dispute settled with
//! `Agreement::settle`, the position counted with `GameResult` and `count::compare`.
//! This module holds only the marking's state and its reducer (tested natively below):
//! it reads the game through `Ctx` and returns what to say (`Effect`).
//!
//! Under the `school-team` preset (000) the referee also gives team penalties: a
//! wrong move order costs one point, consultation ten (`Penalty::offence`). They belong
//! to this stopped position, like the marks: resuming play or a new game drops them.

use hotstone_player::suggest_dead;
use hotstone_rules::{compare, merge, Agreement, Comparison, Lineup};
use hotstone_rules::{Adjustments, BoardSize, Color, DeadStones, End, Game, GameResult, Point};
use hotstone_rules::{Method, Outcome, Penalty, PenaltyReason};

use crate::state::effect::Effect;

/// The suggestion's seed: the same position always gets the same suggestion.
const SEED: u64 = 7;
/// Marking steps kept for "Undo mark".
const UNDO_DEPTH: usize = 200;

/// Playouts for the suggestion: fewer on larger boards, so that 19x19 stays responsive
/// (docs/web/marking.md has the measured times).
pub fn playouts(size: BoardSize) -> u32 {
    match size.get() {
        0..=9 => 48,
        10..=13 => 32,
        _ => 16,
    }
}

/// Who marks: one person for both (a teacher), or each player separately (C-6).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    One,
    Each,
}

impl Mode {
    pub const fn code(self) -> &'static str {
        match self {
            Mode::One => "one",
            Mode::Each => "each",
        }
    }
}

/// Which komi the comparison of counts uses.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CompareKomi {
    /// The game's komi and handicap compensation for every method.
    Game,
    /// Each method's customary ruleset: Japanese, Chinese, Ing.
    Customary,
}

/// The marks as they stand: what "Undo mark" goes back to.
#[derive(Debug, Clone, PartialEq)]
pub struct Marks {
    pub mode: Mode,
    /// One marking (used in `Mode::One`).
    pub one: DeadStones,
    /// Each player's marking (used in `Mode::Each`).
    pub black: DeadStones,
    pub white: DeadStones,
}

/// The marking view's state while play has stopped.
#[derive(Debug, Clone, PartialEq)]
pub struct Marking {
    /// The position the marks belong to: the board's hash and the number of actions.
    pub key: (u64, usize),
    pub suggestion: DeadStones,
    pub marks: Marks,
    /// Whose marks a click changes in `Mode::Each`.
    pub marker: Color,
    pub compare: CompareKomi,
    /// Team penalties given by the referee, in the order given.
    pub penalties: Vec<Penalty>,
    undo: Vec<Marks>,
}

/// What the user did in the marking view.
#[derive(Debug, Clone, PartialEq)]
pub enum MarkingAction {
    ChoseMode(Mode),
    /// In `Mode::Each`: whose marks the next clicks change.
    ChoseMarker(Color),
    /// Back to the rules crate's suggestion.
    Reset,
    UndoMark,
    /// Under Ing a dispute is settled on the board: play resumes (M-5).
    ResumeToSettle,
    ChoseCompare(CompareKomi),
    /// A team penalty against a side (X-3, school-team only).
    AddedPenalty(Color, PenaltyReason),
    /// Takes back one team penalty given earlier.
    RemovedPenalty(Penalty),
}

/// What the live region says about marking.
#[derive(Debug, Clone, PartialEq)]
pub enum MarkingSaid {
    /// A string was marked dead or alive again; `by` is the player in `Mode::Each`.
    Marked {
        point: Point,
        stones: usize,
        dead: bool,
        by: Option<Color>,
        disputed: usize,
    },
    /// Only stones can be marked.
    NoStone(Point),
    Mode(Mode),
    Marker(Color),
    Reset,
    UndidMark,
    /// Play resumed to settle this many disputed strings (M-5).
    Resumed(usize),
    /// A team penalty given (or taken back).
    Penalty {
        penalty: Penalty,
        added: bool,
    },
    /// A change of the marks or penalties, then the result it leads to (C-6): a screen
    /// reader hears the new count after each mark, undo, reset or penalty.
    Counted(Box<MarkingSaid>, Outcome, Method),
}

impl Marking {
    fn new(game: &Game) -> Marking {
        let board = game.board();
        let suggestion = suggest_dead(board, SEED, playouts(board.size()));
        Marking {
            key: key(game),
            marks: Marks {
                mode: Mode::One,
                one: suggestion.clone(),
                black: suggestion.clone(),
                white: suggestion.clone(),
            },
            suggestion,
            marker: Color::Black,
            compare: CompareKomi::Game,
            penalties: Vec::new(),
            undo: Vec::new(),
        }
    }

    /// The marks a click changes and the board shows as dead.
    pub fn shown(&self) -> &DeadStones {
        match (self.marks.mode, self.marker) {
            (Mode::One, _) => &self.marks.one,
            (Mode::Each, Color::Black) => &self.marks.black,
            (Mode::Each, Color::White) => &self.marks.white,
        }
    }

    fn shown_mut(&mut self) -> &mut DeadStones {
        match (self.marks.mode, self.marker) {
            (Mode::One, _) => &mut self.marks.one,
            (Mode::Each, Color::Black) => &mut self.marks.black,
            (Mode::Each, Color::White) => &mut self.marks.white,
        }
    }

    /// The merged view (C-6): one marking agrees with itself.
    pub fn agreement(&self, game: &Game) -> Agreement {
        let board = game.board();
        match self.marks.mode {
            Mode::One => merge(board, &self.marks.one, &self.marks.one),
            Mode::Each => merge(board, &self.marks.black, &self.marks.white),
        }
    }

    pub fn can_undo(&self) -> bool {
        !self.undo.is_empty()
    }

    /// Are the marks the suggestion, untouched?
    pub fn is_suggestion(&self) -> bool {
        let s = &self.suggestion;
        match self.marks.mode {
            Mode::One => self.marks.one == *s,
            Mode::Each => self.marks.black == *s && self.marks.white == *s,
        }
    }

    fn remember(&mut self) {
        if self.undo.len() == UNDO_DEPTH {
            self.undo.remove(0);
        }
        self.undo.push(self.marks.clone());
    }
}

/// The identity of a stopped position: marks saved for another one are ignored.
fn key(game: &Game) -> (u64, usize) {
    (game.board().hash(), game.actions().len())
}

/// What marking reads of the rest of the state: the game, and what is counted beside
/// the board.
pub struct Ctx<'a> {
    pub game: &'a Game,
    /// The rules give team penalties (X-3, `Preset::has_team_penalties`).
    pub team_penalties: bool,
    /// Ing's SP clock: the penalties left after cancelling, with their reason (T-2).
    pub time_penalties: Vec<Penalty>,
}

impl Ctx<'_> {
    /// What counting needs besides the board: the game's prisoners and handicap (H-1,
    /// H-2), and the penalties with their reasons: the clock's, then the referee's team
    /// penalties.
    pub fn adjustments(&self, marking: Option<&Marking>) -> Adjustments {
        let mut penalties = self.time_penalties.clone();
        if let Some(m) = marking {
            penalties.extend_from_slice(&m.penalties);
        }
        Adjustments {
            penalties,
            ..Adjustments::of(self.game)
        }
    }
}

/// The game's result with the agreed dead stones, once nothing is disputed.
pub fn result(m: &Marking, ctx: &Ctx) -> Option<GameResult> {
    let agreement = m.agreement(ctx.game);
    if !agreement.is_settled() {
        return None;
    }
    let dead = agreement.dead_stones(ctx.game.size());
    GameResult::with(ctx.game, &dead, &ctx.adjustments(Some(m))).ok()
}

/// Territory, area and fill-in side by side with the agreed dead stones.
pub fn comparison(m: &Marking, ctx: &Ctx) -> Option<Comparison> {
    let agreement = m.agreement(ctx.game);
    if !agreement.is_settled() {
        return None;
    }
    let dead = agreement.dead_stones(ctx.game.size());
    let lineup = match m.compare {
        CompareKomi::Game => Lineup::of_game(ctx.game.rules()),
        CompareKomi::Customary => Lineup::customary(),
    };
    Some(compare(
        ctx.game.board(),
        &dead,
        &lineup,
        &ctx.adjustments(Some(m)),
    ))
}

/// Applies a marking action to the marks. Resuming play to settle a dispute changes the
/// game, which is the core's (`Marking::agreement`, then `Agreement::settle`).
pub fn apply(m: &mut Marking, ctx: &Ctx, action: MarkingAction) -> Effect<MarkingSaid> {
    let said = match action {
        MarkingAction::ChoseMode(mode) => {
            if m.marks.mode == mode {
                return Effect::Unchanged;
            }
            m.remember();
            if mode == Mode::Each {
                // Each player starts from the marking agreed so far.
                m.marks.black = m.marks.one.clone();
                m.marks.white = m.marks.one.clone();
                m.marker = Color::Black;
            } else {
                // One marking keeps what both agreed dead.
                m.marks.one = m.agreement(ctx.game).dead_stones(ctx.game.size());
            }
            m.marks.mode = mode;
            MarkingSaid::Mode(mode)
        }
        MarkingAction::ChoseMarker(color) => {
            if m.marks.mode != Mode::Each || m.marker == color {
                return Effect::Unchanged;
            }
            m.marker = color;
            MarkingSaid::Marker(color)
        }
        MarkingAction::Reset => {
            if m.is_suggestion() {
                return Effect::Unchanged;
            }
            m.remember();
            m.marks.one = m.suggestion.clone();
            m.marks.black = m.suggestion.clone();
            m.marks.white = m.suggestion.clone();
            MarkingSaid::Reset
        }
        MarkingAction::UndoMark => match m.undo.pop() {
            Some(marks) => {
                m.marks = marks;
                MarkingSaid::UndidMark
            }
            None => return Effect::Unchanged,
        },
        MarkingAction::ChoseCompare(c) => {
            if m.compare == c {
                return Effect::Unchanged;
            }
            m.compare = c;
            return Effect::Changed;
        }
        MarkingAction::AddedPenalty(against, reason) => {
            let Some(penalty) = Penalty::offence(against, reason).filter(|_| ctx.team_penalties)
            else {
                return Effect::Unchanged;
            };
            m.penalties.push(penalty);
            MarkingSaid::Penalty {
                penalty,
                added: true,
            }
        }
        MarkingAction::RemovedPenalty(penalty) => {
            let Some(i) = m.penalties.iter().rposition(|p| *p == penalty) else {
                return Effect::Unchanged;
            };
            m.penalties.remove(i);
            MarkingSaid::Penalty {
                penalty,
                added: false,
            }
        }
        MarkingAction::ResumeToSettle => return Effect::Unchanged,
    };
    Effect::Said(counted(m, ctx, said))
}

/// What to say of a change; after a change of the marks or penalties, with the count it
/// leads to, when nothing is disputed.
fn counted(m: &Marking, ctx: &Ctx, said: MarkingSaid) -> MarkingSaid {
    match (&said, result(m, ctx).and_then(|r| r.score)) {
        (MarkingSaid::Mode(_) | MarkingSaid::Marker(_), _) | (_, None) => said,
        (_, Some(score)) => MarkingSaid::Counted(Box::new(said), score.outcome, score.method),
    }
}

/// A click on the board while marking: the whole string through the point is marked
/// dead, or alive again (the click is marking's either way).
pub fn clicked(m: &mut Marking, ctx: &Ctx, point: Point) -> Effect<MarkingSaid> {
    let board = ctx.game.board();
    if board.get(point).is_none() {
        return Effect::Said(MarkingSaid::NoStone(point));
    }
    m.remember();
    let by = (m.marks.mode == Mode::Each).then_some(m.marker);
    let dead = match m.shown_mut().toggle(board, point) {
        Ok(dead) => dead,
        Err(_) => {
            m.undo.pop();
            return Effect::Changed;
        }
    };
    let stones = board.string(point).len();
    let disputed = m.agreement(ctx.game).disputed.len();
    let said = MarkingSaid::Marked {
        point,
        stones,
        dead,
        by,
        disputed,
    };
    Effect::Said(counted(m, ctx, said))
}

/// Follows the game after every change: the marking opens when play stopped by two
/// passes, stays while the position is the same, and closes otherwise.
pub fn follow(marking: &mut Option<Marking>, game: &Game) {
    // Capture Go's two passes are decided by the captures (L-4): nothing to mark.
    if game.end() != Some(End::TwoPasses) || GameResult::decided(game).is_some() {
        *marking = None;
        return;
    }
    let k = key(game);
    if marking.as_ref().is_some_and(|m| m.key == k) {
        return;
    }
    *marking = Some(Marking::new(game));
}

#[cfg(test)]
mod tests;
