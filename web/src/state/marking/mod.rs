//! After play stops: marking dead stones (C-6), each player's marking, their
//! agreement, and under Ing resuming play to settle a dispute (M-5).
//!
//! The view opens when the game ends by two passes, starting from the computer
//! player's seeded suggestion (`hotstone_player::suggest_dead`), and closes when play
//! resumes or the passes are undone. Every rule question goes to the rules crate: strings are toggled with
//! `DeadStones::toggle`, two players' marks merged with `merge`, a dispute settled with
//! `Agreement::settle`, the position counted with `GameResult` and `count::compare`.
//! This module holds only the view's state and its reducer (tested natively below).
//!
//! Under the `school-team` preset (000) the referee also gives team penalties: a
//! wrong move order costs one point, consultation ten (`Penalty::offence`). They belong
//! to this stopped position, like the marks: resuming play or a new game drops them.

use hotstone_player::suggest_dead;
use hotstone_rules::{compare, merge, Agreement, Comparison, Lineup};
use hotstone_rules::{Adjustments, BoardSize, Color, DeadStones, End, Game, GameResult, Point};
use hotstone_rules::{Method, Outcome, Penalty, PenaltyReason};

use crate::state::{Said, State};

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

/// Whether the game's rules have team penalties, as the rules crate says.
pub fn has_team_penalties(state: &State) -> bool {
    state.settings.preset.has_team_penalties()
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

/// What counting needs besides the board: the game's prisoners and handicap (H-1, H-2),
/// and the penalties with their reasons.
pub fn adjustments(state: &State) -> Adjustments {
    // Ing's SP clock: the penalty left after cancelling, with its reason (T-2).
    let mut penalties = state
        .clock
        .as_ref()
        .map(|c| c.penalties())
        .unwrap_or_default();
    // The referee's team penalties.
    if let Some(m) = &state.marking {
        penalties.extend_from_slice(&m.penalties);
    }
    Adjustments {
        penalties,
        ..Adjustments::of(&state.game)
    }
}

/// The game's result with the agreed dead stones, once nothing is disputed.
pub fn result(state: &State) -> Option<GameResult> {
    let m = state.marking.as_ref()?;
    let agreement = m.agreement(&state.game);
    if !agreement.is_settled() {
        return None;
    }
    let dead = agreement.dead_stones(state.size());
    GameResult::with(&state.game, &dead, &adjustments(state)).ok()
}

/// Territory, area and fill-in side by side with the agreed dead stones.
pub fn comparison(state: &State) -> Option<Comparison> {
    let m = state.marking.as_ref()?;
    let agreement = m.agreement(&state.game);
    if !agreement.is_settled() {
        return None;
    }
    let dead = agreement.dead_stones(state.size());
    let lineup = match m.compare {
        CompareKomi::Game => Lineup::of_game(state.game.rules()),
        CompareKomi::Customary => Lineup::customary(),
    };
    Some(compare(
        state.game.board(),
        &dead,
        &lineup,
        &adjustments(state),
    ))
}

/// Applies a marking action; false when nothing changed.
pub(crate) fn apply(state: &mut State, action: MarkingAction) -> bool {
    if state.view.fill_in().is_some() {
        return false;
    }
    if action == MarkingAction::ResumeToSettle {
        return resume_to_settle(state);
    }
    let team = has_team_penalties(state);
    let Some(m) = state.marking.as_mut() else {
        return false;
    };
    let said = match action {
        MarkingAction::ChoseMode(mode) => {
            if m.marks.mode == mode {
                return false;
            }
            m.remember();
            if mode == Mode::Each {
                // Each player starts from the marking agreed so far.
                m.marks.black = m.marks.one.clone();
                m.marks.white = m.marks.one.clone();
                m.marker = Color::Black;
            } else {
                // One marking keeps what both agreed dead.
                m.marks.one = m.agreement(&state.game).dead_stones(state.game.size());
            }
            m.marks.mode = mode;
            MarkingSaid::Mode(mode)
        }
        MarkingAction::ChoseMarker(color) => {
            if m.marks.mode != Mode::Each || m.marker == color {
                return false;
            }
            m.marker = color;
            MarkingSaid::Marker(color)
        }
        MarkingAction::Reset => {
            if m.is_suggestion() {
                return false;
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
            None => return false,
        },
        MarkingAction::ChoseCompare(c) => {
            if m.compare == c {
                return false;
            }
            m.compare = c;
            return true;
        }
        MarkingAction::AddedPenalty(against, reason) => {
            let Some(penalty) = Penalty::offence(against, reason).filter(|_| team) else {
                return false;
            };
            m.penalties.push(penalty);
            MarkingSaid::Penalty {
                penalty,
                added: true,
            }
        }
        MarkingAction::RemovedPenalty(penalty) => {
            let Some(i) = m.penalties.iter().rposition(|p| *p == penalty) else {
                return false;
            };
            m.penalties.remove(i);
            MarkingSaid::Penalty {
                penalty,
                added: false,
            }
        }
        MarkingAction::ResumeToSettle => return false,
    };
    say_counted(state, said);
    true
}

/// Says what changed; after a change of the marks or penalties, with the count it
/// leads to, when nothing is disputed.
fn say_counted(state: &mut State, said: MarkingSaid) {
    let said = match (&said, result(state).and_then(|r| r.score)) {
        (MarkingSaid::Mode(_) | MarkingSaid::Marker(_), _) | (_, None) => said,
        (_, Some(score)) => MarkingSaid::Counted(Box::new(said), score.outcome, score.method),
    };
    state.say(Said::Marking(said));
}

/// Under Ing, a dispute resumes play (M-5, `Agreement::settle`).
fn resume_to_settle(state: &mut State) -> bool {
    let Some(m) = state.marking.as_ref() else {
        return false;
    };
    let agreement = m.agreement(&state.game);
    let disputed = agreement.disputed.len();
    if disputed == 0 {
        return false;
    }
    match agreement.settle(&mut state.game) {
        Ok(hotstone_rules::Settlement::ResumePlay) if state.game.end().is_none() => {
            state.notice = None;
            state.changed(Said::Marking(MarkingSaid::Resumed(disputed)));
            true
        }
        _ => false,
    }
}

/// A click on the board while marking; true when marking took it: the whole string
/// through the point is marked dead, or alive again.
pub(crate) fn clicked(state: &mut State, point: Point) -> bool {
    let Some(m) = state.marking.as_mut() else {
        return false;
    };
    let board = state.game.board();
    if board.get(point).is_none() {
        state.say(Said::Marking(MarkingSaid::NoStone(point)));
        return true;
    }
    m.remember();
    let by = (m.marks.mode == Mode::Each).then_some(m.marker);
    let dead = match m.shown_mut().toggle(board, point) {
        Ok(dead) => dead,
        Err(_) => {
            m.undo.pop();
            return true;
        }
    };
    let stones = board.string(point).len();
    let disputed = m.agreement(&state.game).disputed.len();
    say_counted(
        state,
        MarkingSaid::Marked {
            point,
            stones,
            dead,
            by,
            disputed,
        },
    );
    true
}

/// Called after every change of the game: opens the view when play stopped by two
/// passes, keeps it while the position is the same, closes it otherwise.
pub(crate) fn after_change(state: &mut State) {
    if state.game.end() != Some(End::TwoPasses) {
        state.marking = None;
        return;
    }
    let k = key(&state.game);
    if state.marking.as_ref().is_some_and(|m| m.key == k) {
        return;
    }
    state.marking = Some(Marking::new(&state.game));
}

#[cfg(test)]
mod tests;
