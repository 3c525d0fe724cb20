//! A game: the actions played, the situations they made, whose turn it is, how play
//! stopped, and undo/redo. Every rule check goes through `Game::check`.

use core::fmt;

use crate::board::{Board, Preview};
use crate::history::History;
use crate::ko::{basic, cycle::Cycle, hot_stones, superko, Ban, BasicKo, DisturbingKo, HotSet};
use crate::point::{BoardSize, Point, PointError};
use crate::refusal::{End, Refusal};
use crate::rules::{KoRule, Ruleset, Suicide};
use crate::Color;

/// A move (M-1): a board play or a pass.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Move {
    Play(Point),
    Pass,
}

impl Move {
    /// Reads `pass` or a point name such as `C3`.
    pub fn parse(text: &str) -> Result<Move, PointError> {
        if text.trim().eq_ignore_ascii_case("pass") {
            Ok(Move::Pass)
        } else {
            Point::parse(text).map(Move::Play)
        }
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Play(p) => write!(f, "{p}"),
            Move::Pass => f.write_str("pass"),
        }
    }
}

/// Setup stones (SGF AB, AW, AE, PL): placed, not played.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Setup {
    pub black: Vec<Point>,
    pub white: Vec<Point>,
    pub empty: Vec<Point>,
    pub to_move: Option<Color>,
}

/// Why a setup was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SetupError {
    OffBoard {
        point: Point,
        size: BoardSize,
    },
    /// The same point is given two contents.
    Twice {
        point: Point,
    },
    /// The setup leaves a string without liberties (listed by one stone each).
    NoLiberties {
        strings: Vec<Point>,
    },
    GameOver,
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::OffBoard { point, size } => {
                write!(f, "setup point {point} is not on the {size} board")
            }
            SetupError::Twice { point } => write!(f, "setup gives point {point} two contents"),
            SetupError::NoLiberties { strings } => {
                let names: Vec<String> = strings.iter().map(Point::to_string).collect();
                write!(
                    f,
                    "setup leaves the string at {} without liberties",
                    names.join(", ")
                )
            }
            SetupError::GameOver => write!(f, "the game is over"),
        }
    }
}

impl std::error::Error for SetupError {}

/// Why a game could not be created.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GameError {
    /// The starting position has strings without liberties (listed by one stone each).
    NoLiberties { strings: Vec<Point> },
}

impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameError::NoLiberties { strings } => {
                let names: Vec<String> = strings.iter().map(Point::to_string).collect();
                write!(
                    f,
                    "the starting position has strings without liberties at {}",
                    names.join(", ")
                )
            }
        }
    }
}

impl std::error::Error for GameError {}

/// Something done to a game, in order; undo takes back the last one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Action {
    Move {
        color: Color,
        mv: Move,
    },
    Setup(Setup),
    Resign {
        color: Color,
    },
    /// Play resumes after two passes, to settle a dispute on the board (M-5).
    Resume,
}

/// What an applied move did.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Played {
    pub captured: Vec<Point>,
    pub self_removed: Vec<Point>,
    /// Under Ing, the hot stones this board play left (K-2); `None` when none.
    pub hot: Option<HotSet>,
    /// The situation this move made occurred before.
    pub cycle: Option<Cycle>,
    /// Under Ing, the play this cycle banned for its disturber (K-3).
    pub ban: Option<Ban>,
    /// Play stopped or the game ended with this move.
    pub end: Option<End>,
}

/// A game of Go under one ruleset.
#[derive(Debug, Clone)]
pub struct Game {
    rules: Ruleset,
    start: Board,
    start_to_move: Color,
    board: Board,
    to_move: Color,
    actions: Vec<Action>,
    redo: Vec<Action>,
    history: History,
    passes: u32,
    end: Option<End>,
    ko: Option<BasicKo>,
    /// Ing: the hot stones the side to move may not remove now.
    hot: Option<HotSet>,
    /// Ing: every (situation, play) banned to its disturber.
    bans: Vec<Ban>,
    /// Stones taken off the board by each colour's moves: captures, plus the opponent's
    /// self-removed stones (they are lost to their owner all the same).
    prisoners: [usize; 2],
    cycles: Vec<Cycle>,
}

impl Game {
    /// An empty board, Black to move (M-1).
    pub fn new(size: BoardSize, rules: Ruleset) -> Result<Game, GameError> {
        Game::from_position(Board::new(size), Color::Black, rules)
    }

    /// A game starting from a given position and player to move.
    pub fn from_position(board: Board, to_move: Color, rules: Ruleset) -> Result<Game, GameError> {
        let strings = board.strings_without_liberties();
        if !strings.is_empty() {
            return Err(GameError::NoLiberties { strings });
        }
        Ok(Game {
            rules,
            history: History::new(board.hash(), to_move),
            start: board.clone(),
            start_to_move: to_move,
            board,
            to_move,
            actions: Vec::new(),
            redo: Vec::new(),
            passes: 0,
            end: None,
            ko: None,
            hot: None,
            bans: Vec::new(),
            prisoners: [0, 0],
            cycles: Vec::new(),
        })
    }

    pub fn rules(&self) -> &Ruleset {
        &self.rules
    }

    pub fn size(&self) -> BoardSize {
        self.board.size()
    }

    pub fn board(&self) -> &Board {
        &self.board
    }

    pub fn to_move(&self) -> Color {
        self.to_move
    }

    pub fn end(&self) -> Option<End> {
        self.end
    }

    pub fn actions(&self) -> &[Action] {
        &self.actions
    }

    /// Stones taken off the board by `color`'s moves.
    pub fn prisoners(&self, color: Color) -> usize {
        self.prisoners[color.index()]
    }

    /// The basic ko the side to move may not retake now, if any (K-1).
    pub fn basic_ko(&self) -> Option<BasicKo> {
        self.ko
    }

    /// Ing: the hot stones the side to move may not remove now (K-2).
    pub fn hot(&self) -> Option<&HotSet> {
        self.hot.as_ref()
    }

    /// Ing: the state of disturbing ko (K-3): cycles, bans, and the bans that bind the
    /// side to move now.
    pub fn disturbing_ko(&self) -> DisturbingKo<'_> {
        let banned_now = self.bans.iter().filter(|b| self.ban_applies(b)).collect();
        DisturbingKo {
            cycles: &self.cycles,
            bans: &self.bans,
            banned_now,
        }
    }

    /// Number of entries in the history: the start, then one per action.
    pub fn history_len(&self) -> usize {
        self.history.len()
    }

    /// The board and player to move at history index `k` (0 = the start).
    pub fn position_at(&self, k: usize) -> Option<(Board, Color)> {
        let to_move = self.history.to_move_at(k)?;
        let cells = self.history.position_at(k, self.board.cells());
        Some((Board::from_cells(self.size(), cells), to_move))
    }

    /// Every cycle completed so far.
    pub fn cycles(&self) -> &[Cycle] {
        &self.cycles
    }

    /// Consecutive passes at the end of the game so far.
    pub fn consecutive_passes(&self) -> u32 {
        self.passes
    }

    /// Would this move be legal? Checks in the order of the spec: game over, turn,
    /// off-board, occupied, suicide, then the ko rule.
    pub fn check(&self, color: Color, mv: Move) -> Result<(), Refusal> {
        self.check_play(color, mv).map(|_| ())
    }

    /// Every empty point the side to move may not play, with the reason.
    pub fn forbidden(&self) -> Vec<(Point, Refusal)> {
        self.size()
            .points()
            .filter(|&p| self.board.get(p).is_none())
            .filter_map(|p| {
                self.check(self.to_move, Move::Play(p))
                    .err()
                    .map(|r| (p, r))
            })
            .collect()
    }

    /// Plays a move for `color`. A refused move changes nothing.
    pub fn play(&mut self, color: Color, mv: Move) -> Result<Played, Refusal> {
        let played = self.apply_move(color, mv)?;
        self.actions.push(Action::Move { color, mv });
        self.redo.clear();
        Ok(played)
    }

    /// The given player resigns (M-4, E-2); either player may, at any time before the end.
    pub fn resign(&mut self, color: Color) -> Result<(), Refusal> {
        if let Some(end) = self.end {
            return Err(Refusal::GameOver { end });
        }
        self.apply_resign(color);
        self.actions.push(Action::Resign { color });
        self.redo.clear();
        Ok(())
    }

    /// Resumes play stopped by two passes, to settle a dispute on the board (M-5). The
    /// hot set and the cycle history are kept.
    pub fn resume(&mut self) -> Result<(), Refusal> {
        match self.end {
            Some(End::TwoPasses) => {
                self.apply_resume();
                self.actions.push(Action::Resume);
                self.redo.clear();
                Ok(())
            }
            Some(end) => Err(Refusal::GameOver { end }),
            None => Ok(()),
        }
    }

    /// Places setup stones (SGF AB/AW/AE/PL). It clears the basic ko and the pass count.
    pub fn setup(&mut self, setup: Setup) -> Result<(), SetupError> {
        self.apply_setup(&setup)?;
        self.actions.push(Action::Setup(setup));
        self.redo.clear();
        Ok(())
    }

    /// Takes back the last action. Returns it, or `None` at the start.
    pub fn undo(&mut self) -> Option<Action> {
        let last = self.actions.pop()?;
        let keep = std::mem::take(&mut self.actions);
        let redo = std::mem::take(&mut self.redo);
        let mut fresh = Game::from_position(self.start.clone(), self.start_to_move, self.rules)
            .expect("the ruleset was accepted when this game was made");
        for a in keep {
            // Each action was legal when it was made, and replay is deterministic.
            let _ = fresh.redo_action(&a);
            fresh.actions.push(a);
        }
        fresh.redo = redo;
        fresh.redo.push(last.clone());
        *self = fresh;
        Some(last)
    }

    /// Plays again the last action taken back. Returns it, or `None` if there is none.
    pub fn redo(&mut self) -> Option<Action> {
        let next = self.redo.pop()?;
        match self.redo_action(&next) {
            Ok(()) => {
                self.actions.push(next.clone());
                Some(next)
            }
            Err(()) => {
                self.redo.push(next);
                None
            }
        }
    }

    fn redo_action(&mut self, action: &Action) -> Result<(), ()> {
        match action {
            Action::Move { color, mv } => self.apply_move(*color, *mv).map(|_| ()).map_err(|_| ()),
            Action::Setup(s) => self.apply_setup(s).map_err(|_| ()),
            Action::Resign { color } => {
                self.apply_resign(*color);
                Ok(())
            }
            Action::Resume => {
                self.apply_resume();
                Ok(())
            }
        }
    }

    // --- the rules ---

    fn check_play(&self, color: Color, mv: Move) -> Result<Option<Preview>, Refusal> {
        if let Some(end) = self.end {
            return Err(Refusal::GameOver { end });
        }
        if color != self.to_move {
            return Err(Refusal::WrongPlayer {
                to_move: self.to_move,
            });
        }
        let Move::Play(point) = mv else {
            return Ok(None);
        };
        let size = self.size();
        if !size.contains(point) {
            return Err(Refusal::OffBoard { point, size });
        }
        if self.board.get(point).is_some() {
            return Err(Refusal::Occupied { point });
        }
        let preview = self.board.preview(point, color);
        if preview.captured == 0 && preview.self_removed > 0 {
            match self.rules.suicide {
                Suicide::Forbidden => {
                    let mut stones = vec![point];
                    for n in point.neighbors(size) {
                        if self.board.get(n) == Some(color) {
                            stones.extend(self.board.string(n));
                        }
                    }
                    stones.sort();
                    stones.dedup();
                    return Err(Refusal::Suicide { point, stones });
                }
                Suicide::MultiStoneOnly if preview.self_removed == 1 => {
                    return Err(Refusal::SingleStoneSuicide { point });
                }
                _ => {}
            }
        }
        match self.rules.ko {
            KoRule::Basic => basic::check(self.ko, point)?,
            KoRule::PositionalSuperko => {
                superko::check(&self.history, &self.board, &preview, color, point, false)?
            }
            KoRule::SituationalSuperko => {
                superko::check(&self.history, &self.board, &preview, color, point, true)?
            }
            KoRule::Ing => {
                hot_stones::check(self.hot.as_ref(), &self.board, point)?;
                if let Some(ban) = self
                    .bans
                    .iter()
                    .find(|b| b.point == point && self.ban_applies(b))
                {
                    return Err(Refusal::Disturber {
                        point,
                        ban: Box::new(ban.clone()),
                    });
                }
            }
        }
        Ok(Some(preview))
    }

    fn apply_move(&mut self, color: Color, mv: Move) -> Result<Played, Refusal> {
        self.check_play(color, mv)?;
        let mut played = Played::default();
        let mut changes = Vec::new();
        match mv {
            Move::Pass => {
                self.passes += 1;
                self.ko = None;
                self.hot = None;
            }
            Move::Play(point) => {
                let effect = self.board.play(point, color);
                let size = self.size();
                let index = |p: Point| size.index(p) as u16;
                changes.push((index(point), None));
                changes.extend(
                    effect
                        .captured
                        .iter()
                        .map(|&p| (index(p), Some(color.opponent()))),
                );
                changes.extend(
                    effect
                        .self_removed
                        .iter()
                        .filter(|&&p| p != point)
                        .map(|&p| (index(p), Some(color))),
                );
                self.ko = basic::after_play(&self.board, point, &effect);
                self.hot = match self.rules.ko {
                    KoRule::Ing => hot_stones::after_play(&self.board, point, color, &effect),
                    _ => None,
                };
                played.hot = self.hot.clone();
                self.prisoners[color.index()] += effect.captured.len();
                self.prisoners[color.opponent().index()] += effect.self_removed.len();
                self.passes = 0;
                played.captured = effect.captured;
                played.self_removed = effect.self_removed;
            }
        }
        self.to_move = color.opponent();
        self.history
            .push(self.board.hash(), self.to_move, changes, true);
        played.cycle = self.detect_cycle((color, mv));
        if let Some(c) = &played.cycle {
            self.cycles.push(c.clone());
            match self.rules.ko {
                KoRule::Basic if c.occurrence >= 3 => self.end = Some(End::NoResult),
                KoRule::Ing => played.ban = self.ban_for(c),
                _ => {}
            }
        }
        if self.end.is_none() && self.passes >= 2 {
            self.end = Some(End::TwoPasses);
        }
        played.end = self.end;
        Ok(played)
    }

    /// Has the situation just made occurred before? A cycle needs a board play in it:
    /// passes alone end the game by two passes instead.
    fn detect_cycle(&self, pending: (Color, Move)) -> Option<Cycle> {
        let now = self.history.len() - 1;
        let cells = self.board.cells();
        let earlier: Vec<usize> = self
            .history
            .same_situation(self.board.hash(), self.to_move, cells, cells)
            .into_iter()
            .filter(|&k| k < now)
            .collect();
        let &from = earlier.last()?;
        // History index k is the situation after k actions, so actions[from..] (and the
        // move being applied) are the cycle.
        let actions = self.actions[from..].iter().map(|a| match a {
            Action::Move { color, mv } => Some((*color, *mv)),
            _ => None,
        });
        let steps: Vec<Option<(Color, Move)>> =
            actions.chain(std::iter::once(Some(pending))).collect();
        let first_play = steps
            .iter()
            .position(|s| matches!(s, Some((_, Move::Play(_)))))?;
        let cycle = Cycle {
            from,
            to: now,
            moves: steps.into_iter().flatten().collect(),
            occurrence: earlier.len() + 1,
            first_play_situation: from + first_play,
        };
        Some(cycle)
    }

    /// The ban a completed cycle makes (K-3): its first board play, in the situation it
    /// was made in, for its player. A ban already in force is not added twice.
    fn ban_for(&mut self, cycle: &Cycle) -> Option<Ban> {
        let (color, point) = cycle.first_board_play()?;
        let situation = cycle.first_play_situation;
        let cells = self.board.cells();
        let position = self.history.position_at(situation, cells);
        let hash = Board::from_cells(self.size(), position.clone()).hash();
        let ban = Ban {
            color,
            point,
            situation,
            situation_hash: crate::zobrist::situation(hash, color),
            cycle: cycle.clone(),
        };
        let known = self.bans.iter().any(|b| {
            b.color == color
                && b.point == point
                && b.situation_hash == ban.situation_hash
                && self.history.position_at(b.situation, cells) == position
        });
        if !known {
            self.bans.push(ban.clone());
        }
        Some(ban)
    }

    /// Does this ban forbid its play to the side to move now? Its situation must be the
    /// current one: the hash decides quickly, the stored position for certain.
    fn ban_applies(&self, ban: &Ban) -> bool {
        ban.color == self.to_move
            && ban.situation_hash == crate::zobrist::situation(self.board.hash(), self.to_move)
            && self.history.position_at(ban.situation, self.board.cells()) == self.board.cells()
    }

    fn apply_resume(&mut self) {
        self.end = None;
        self.passes = 0;
        self.history
            .push(self.board.hash(), self.to_move, Vec::new(), false);
    }

    fn apply_resign(&mut self, color: Color) {
        self.end = Some(End::Resignation { loser: color });
        self.history
            .push(self.board.hash(), self.to_move, Vec::new(), false);
    }

    fn apply_setup(&mut self, setup: &Setup) -> Result<(), SetupError> {
        if self.end.is_some() {
            return Err(SetupError::GameOver);
        }
        let size = self.size();
        let mut seen = std::collections::HashSet::new();
        let mut changes = Vec::new();
        let wanted = setup
            .black
            .iter()
            .map(|&p| (p, Some(Color::Black)))
            .chain(setup.white.iter().map(|&p| (p, Some(Color::White))))
            .chain(setup.empty.iter().map(|&p| (p, None)));
        let mut edits = Vec::new();
        for (p, c) in wanted {
            if !size.contains(p) {
                return Err(SetupError::OffBoard { point: p, size });
            }
            if !seen.insert(p) {
                return Err(SetupError::Twice { point: p });
            }
            edits.push((p, c));
        }
        let mut board = self.board.clone();
        board.edit(edits.iter().copied());
        let dead = board.strings_without_liberties();
        if !dead.is_empty() {
            return Err(SetupError::NoLiberties { strings: dead });
        }
        for &(p, _) in &edits {
            let before = self.board.get(p);
            if before != board.get(p) {
                changes.push((size.index(p) as u16, before));
            }
        }
        self.board = board;
        if let Some(c) = setup.to_move {
            self.to_move = c;
        }
        self.ko = None;
        self.passes = 0;
        self.history
            .push(self.board.hash(), self.to_move, changes, true);
        Ok(())
    }
}
