//! A game: the actions played, the situations they made, whose turn it is, how play
//! stopped, and undo/redo. Every rule check goes through `Game::check`.

use core::fmt;

use crate::board::{Board, Preview};
use crate::handicap::{
    check_free_placement, handicap_setup, HandicapError, HandicapKind, PlacementName,
};
use crate::history::History;
use crate::ko::superko::{self, Scratch};
use crate::ko::{basic, hot_stones, Ban, BasicKo, Cycle, DisturbingKo, HotSet};
use crate::moves::Move;
use crate::point::{BoardSize, Point};
use crate::refusal::{End, Refusal};
use crate::rules::{KoRule, Ruleset, Suicide};
use crate::setup::{Setup, SetupError};
use crate::{Color, TimeLoss, TimeReason};

/// Why a game could not be created.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GameError {
    /// The starting position has strings without liberties (listed by one stone each).
    NoLiberties {
        /// One stone of each string without liberties.
        strings: Vec<Point>,
    },
}

impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameError::NoLiberties { strings } => {
                write!(
                    f,
                    "the starting position has strings without liberties at {}",
                    crate::point::joined(strings.iter().map(Point::to_string))
                )
            }
        }
    }
}

impl std::error::Error for GameError {}

/// Something done to a game, in order; undo takes back the last one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Action {
    /// A move (a board play or a pass).
    Move {
        /// The player who moved.
        color: Color,
        /// The move.
        mv: Move,
    },
    /// Stones set up on the board (SGF's AB, AW, AE), not a move.
    Setup(Setup),
    /// A player resigned.
    Resign {
        /// The player who resigned.
        color: Color,
    },
    /// The given player lost on time (T-5).
    LoseOnTime {
        /// The player who lost.
        color: Color,
        /// Why the time counts as lost.
        reason: TimeReason,
    },
    /// Play resumes after two passes, to settle a dispute on the board (M-5).
    Resume,
    /// Ing handicap moves start (H-2): Black makes `n` board plays while White passes.
    HandicapMoves {
        /// How many board plays Black makes.
        n: u32,
    },
}

/// Ing handicap moves (H-2): Black makes `n` board plays while White passes; the
/// handicap size is `n - 1`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct IngHandicap {
    /// Black's handicap board plays in all.
    pub n: u32,
    /// Those made so far.
    pub played: u32,
}

impl IngHandicap {
    /// The handicap size: one less than Black's handicap board plays (H-2).
    pub const fn size(self) -> u32 {
        self.n.saturating_sub(1)
    }

    /// Handicap board plays Black still owes.
    pub const fn left(self) -> u32 {
        self.n.saturating_sub(self.played)
    }

    /// Still in the handicap phase: Black owes board plays, White must pass.
    pub const fn active(self) -> bool {
        self.played < self.n
    }
}

/// A move made in the Ing handicap-move phase (H-2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum HandicapMove {
    /// Black's handicap board play number `k` of `n`.
    Play {
        /// The play's number, from 1.
        k: u32,
        /// How many Black makes.
        n: u32,
    },
    /// White's obligatory pass after Black's handicap play `k` of `n`; it does not count
    /// toward the two passes that stop play.
    ObligatoryPass {
        /// The number of Black's play it follows.
        k: u32,
        /// How many Black makes.
        n: u32,
    },
}

/// What an applied move did.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Played {
    /// The opponent's stones the move captured.
    pub captured: Vec<Point>,
    /// The opponent's strings this board play left with one liberty (atari), each
    /// named by its first stone (by column, then row).
    pub ataris: Vec<Point>,
    /// The player's own stones the move removed (suicide, where the rules allow it).
    pub self_removed: Vec<Point>,
    /// Under Ing, the hot stones this board play left (K-2); `None` when none.
    pub hot: Option<HotSet>,
    /// The situation this move made occurred before.
    pub cycle: Option<Cycle>,
    /// Under Ing, the play this cycle banned for its disturber (K-3).
    pub ban: Option<Ban>,
    /// Play stopped or the game ended with this move.
    pub end: Option<End>,
    /// The move belonged to Ing handicap moves (H-2).
    pub handicap: Option<HandicapMove>,
}

/// How much a refusal must say: the full reason for `check` and `play`, the verdict
/// alone for `try_play` (a forbidden suicide's stones are not listed then).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Explain {
    Reason,
    Verdict,
}

/// A game of Go under one ruleset.
#[derive(Debug)]
pub struct Game {
    rules: Ruleset,
    /// Who was to move at the start (the starting stones are the history's first
    /// position).
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
    /// Ing handicap moves (H-2), once started.
    ing_handicap: Option<IngHandicap>,
    /// Buffers the superko check reuses, made at the first hash match: boxed, so that
    /// lending them to a check moves one pointer.
    scratch: Option<Box<Scratch>>,
}

/// Written out rather than derived: a derived `clone` is inlined into each crate that
/// copies a game, so the npm package carried two copies of it (hotstone-sgf's and
/// hotstone-js's, 1.9 KB; docs/performance.md "The package's last 5.3 KB").
impl Clone for Game {
    #[inline(never)]
    #[cfg_attr(hotstone_size, optimize(size))]
    fn clone(&self) -> Game {
        Game {
            rules: self.rules,
            start_to_move: self.start_to_move,
            board: self.board.clone(),
            to_move: self.to_move,
            actions: self.actions.clone(),
            redo: self.redo.clone(),
            history: self.history.clone(),
            passes: self.passes,
            end: self.end,
            ko: self.ko,
            hot: self.hot.clone(),
            bans: self.bans.clone(),
            prisoners: self.prisoners,
            cycles: self.cycles.clone(),
            ing_handicap: self.ing_handicap,
            scratch: self.scratch.clone(),
        }
    }
}

impl Game {
    /// An empty board, Black to move (M-1).
    #[cfg_attr(hotstone_size, optimize(size))]
    pub fn new(size: BoardSize, rules: Ruleset) -> Result<Game, GameError> {
        Game::from_position(Board::new(size), Color::Black, rules)
    }

    /// A game starting from a given position and player to move.
    #[cfg_attr(hotstone_size, optimize(size))]
    pub fn from_position(board: Board, to_move: Color, rules: Ruleset) -> Result<Game, GameError> {
        let strings = board.strings_without_liberties();
        if !strings.is_empty() {
            return Err(GameError::NoLiberties { strings });
        }
        Ok(Game {
            rules,
            history: History::with_capacity(board.hash(), to_move, board.size().area()),
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
            ing_handicap: None,
            scratch: None,
        })
    }

    /// The rules the game is played under.
    pub fn rules(&self) -> &Ruleset {
        &self.rules
    }

    /// The board's size.
    pub fn size(&self) -> BoardSize {
        self.board.size()
    }

    /// The position now.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The player to move.
    pub fn to_move(&self) -> Color {
        self.to_move
    }

    /// How the game ended (or stopped), if it has.
    pub fn end(&self) -> Option<End> {
        self.end
    }

    /// Everything done to the game so far, in order.
    pub fn actions(&self) -> &[Action] {
        &self.actions
    }

    /// The point of the last action, if it was a board play (not a pass, a setup or a
    /// resignation): the last-move mark and the keyboard's way to it ask this.
    pub fn last_play(&self) -> Option<Point> {
        match self.actions.last()? {
            Action::Move {
                mv: Move::Play(p), ..
            } => Some(*p),
            _ => None,
        }
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
    #[cfg_attr(hotstone_size, optimize(size))]
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
        self.check_play(color, mv, Explain::Reason, &mut None)
            .map(|_| ())
    }

    /// Every empty point the side to move may not play, with the reason.
    #[cfg_attr(hotstone_size, optimize(size))]
    pub fn forbidden(&self) -> Vec<(Point, Refusal)> {
        // A loop, not iterator adapters compiled at the crate's opt-level (issue 15).
        let mut forbidden = Vec::new();
        for p in self.size().points() {
            if self.board.get(p).is_none() {
                if let Err(r) = self.check(self.to_move, Move::Play(p)) {
                    forbidden.push((p, r));
                }
            }
        }
        forbidden
    }

    /// Plays a move for `color`. A refused move changes nothing.
    ///
    /// A basic ko (K-1) on 5x5 under Japanese rules: Black's D3 takes C3, and White may
    /// not take back at once.
    ///
    /// ```
    /// use hotstone_rules::{BoardSize, Color, Game, Move, Preset};
    ///
    /// let size = BoardSize::new(5).unwrap();
    /// let at = |name: &str| Move::Play(size.parse_point(name).unwrap());
    /// let mut game = Game::new(size, Preset::Japanese.ruleset()).unwrap();
    /// for name in ["C4", "D4", "B3", "E3", "C2", "D2", "A5", "C3"] {
    ///     game.play(game.to_move(), at(name)).unwrap();
    /// }
    /// let took = game.play(Color::Black, at("D3")).unwrap();
    /// assert_eq!(took.captured, vec![size.parse_point("C3").unwrap()]);
    ///
    /// let refused = game.play(Color::White, at("C3")).unwrap_err();
    /// assert_eq!((refused.code(), refused.requirement()), ("ko", "K-1"));
    /// assert_eq!(game.to_move(), Color::White, "a refused move changes nothing");
    /// ```
    pub fn play(&mut self, color: Color, mv: Move) -> Result<Played, Refusal> {
        let preview = self.check_play_reusing(color, mv, Explain::Reason)?;
        let mut played = Played::default();
        self.apply_move(color, mv, preview, Some(&mut played));
        self.actions.push(Action::Move { color, mv });
        self.redo.clear();
        Ok(played)
    }

    /// Plays a move for `color` if the rules allow it, as `play` does, without building
    /// the report or the refusal: the fast path for playouts. Returns whether it played.
    pub fn try_play(&mut self, color: Color, mv: Move) -> bool {
        let Ok(preview) = self.check_play_reusing(color, mv, Explain::Verdict) else {
            return false;
        };
        self.apply_move(color, mv, preview, None);
        self.actions.push(Action::Move { color, mv });
        self.redo.clear();
        true
    }

    /// The given player resigns (M-4, E-2); either player may, at any time before the end.
    #[cfg_attr(hotstone_size, optimize(size))]
    pub fn resign(&mut self, color: Color) -> Result<(), Refusal> {
        if let Some(end) = self.end {
            return Err(Refusal::GameOver { end });
        }
        self.apply_resign(color);
        self.actions.push(Action::Resign { color });
        self.redo.clear();
        Ok(())
    }

    /// A loss on time ends the game (T-5, E-2): the clock's verdict (`Clock::spend`,
    /// `Clock::check_flag`) applied. Refused once the game has ended.
    #[cfg_attr(hotstone_size, optimize(size))]
    pub fn lose_on_time(&mut self, loss: TimeLoss) -> Result<(), Refusal> {
        if let Some(end) = self.end {
            return Err(Refusal::GameOver { end });
        }
        self.apply_time_loss(loss.loser, loss.reason);
        self.actions.push(Action::LoseOnTime {
            color: loss.loser,
            reason: loss.reason,
        });
        self.redo.clear();
        Ok(())
    }

    /// Resumes play stopped by two passes, to settle a dispute on the board (M-5). The
    /// hot set and the cycle history are kept.
    #[cfg_attr(hotstone_size, optimize(size))]
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

    /// Places setup stones (SGF AB/AW/AE/PL). It clears the basic ko and the pass count,
    /// and Ing's hot stones when it changes the side to move (`set_to_move` says why).
    #[cfg_attr(hotstone_size, optimize(size))]
    pub fn setup(&mut self, setup: Setup) -> Result<(), SetupError> {
        self.apply_setup(&setup)?;
        self.actions.push(Action::Setup(setup));
        self.redo.clear();
        Ok(())
    }

    /// Gives the move to `color`: a setup that only says who is to move (SGF's PL), for
    /// a controller that makes one colour move twice in a row (GTP 2 allows it: a
    /// position set up by moves, free handicap stones played as moves). It is not a
    /// pass and no move (M-1, M-5): no move or pass is counted and no stone changes.
    ///
    /// - It is recorded as `Action::Setup` with only `to_move`: `undo` takes it back
    ///   like any action, and an SGF written from the game (`hotstone_sgf::game_tree`)
    ///   has a node with `PL` there (in the root, before the first move).
    /// - The pass count starts again (E-1, M-5: two passes stop play when both players
    ///   pass, so a player's pass, the move given back to it and its second pass do not).
    /// - The basic ko (K-1) and Ing's hot stones (K-2) are cleared: they bind the side
    ///   to move, and the new side to move is the other player; its next move makes
    ///   them anew.
    /// - The history gains the situation it makes (the same position, the other player
    ///   to move), as every setup's: positional superko (K-4) sees no new position;
    ///   situational superko counts the situation as having occurred, so a later move
    ///   that recreates it is refused; a setup never completes a cycle itself, but its
    ///   situation is one a later move can repeat (K-3, K-5). Ing's bans stay, and bind
    ///   when the current situation is theirs (K-3).
    ///
    /// Asking for the player already to move records nothing. Refused once the game has
    /// ended (two passes included: resume first, as a board play after them does).
    #[cfg_attr(hotstone_size, optimize(size))]
    pub fn set_to_move(&mut self, color: Color) -> Result<(), SetupError> {
        if self.end.is_some() {
            return Err(SetupError::GameOver);
        }
        if color == self.to_move {
            return Ok(());
        }
        self.setup(Setup {
            to_move: Some(color),
            ..Setup::default()
        })
    }

    /// Starts Ing handicap moves (H-2): Black makes `n` board plays (n >= 2; the
    /// handicap size is n - 1) and every White move meanwhile must be a pass, an
    /// obligatory pass that does not count toward stopping play. Only before the first
    /// move, with Black to move. Undo takes it back like any action.
    #[cfg_attr(hotstone_size, optimize(size))]
    pub fn start_handicap_moves(&mut self, n: u32) -> Result<(), HandicapError> {
        if self.end.is_some() {
            return Err(HandicapError::GameOver);
        }
        if n < 2 {
            return Err(HandicapError::TooFew { stones: n });
        }
        // Black's n plays must leave a point empty, as a free placement must.
        if n as usize >= self.size().area() {
            return Err(HandicapError::TooMany {
                stones: n,
                size: self.size(),
            });
        }
        if self.ing_handicap.is_some() || self.has_moves() {
            return Err(HandicapError::NotAtStart);
        }
        if self.to_move != Color::Black {
            return Err(HandicapError::NotBlacksTurn);
        }
        self.apply_handicap_moves(n);
        self.actions.push(Action::HandicapMoves { n });
        self.redo.clear();
        Ok(())
    }

    /// Ing handicap moves (H-2), if this game has them: how many, how many made.
    pub fn ing_handicap(&self) -> Option<IngHandicap> {
        self.ing_handicap
    }

    /// Places handicap stones before the first move (H-1, freely or on the points of
    /// `fixed_handicap`) and gives White the move. Recorded as a setup marked as the
    /// handicap, so undo takes the stones back and counting knows them.
    #[cfg_attr(hotstone_size, optimize(size))]
    pub fn place_handicap(&mut self, points: &[Point]) -> Result<(), HandicapError> {
        if self.end.is_some() {
            return Err(HandicapError::GameOver);
        }
        if self.has_moves() {
            return Err(HandicapError::NotAtStart);
        }
        check_free_placement(&self.board, points)?;
        self.setup(handicap_setup(points))
            .map_err(HandicapError::Setup)
    }

    /// How this game's handicap was given, if it has one: Ing handicap moves (H-2) or
    /// stones placed as the handicap (H-1), on the conventional points or freely.
    #[cfg_attr(hotstone_size, optimize(size))]
    pub fn handicap(&self) -> Option<HandicapKind> {
        let (_, action) = self.handicap_action()?;
        match action {
            Action::HandicapMoves { n } => Some(HandicapKind::IngMoves {
                n: *n,
                played: self.ing_handicap.map_or(0, |h| h.played),
            }),
            Action::Setup(Setup {
                black,
                handicap: Some(n),
                ..
            }) => {
                let n = *n;
                let conventional = crate::handicap::fixed_placement(self.size(), n)
                    .ok()
                    .filter(|table| {
                        table.len() == black.len() && table.iter().all(|(p, _)| black.contains(p))
                    });
                Some(match (conventional, PlacementName::of(n)) {
                    (Some(_), Some(name)) => HandicapKind::Fixed { name },
                    _ => HandicapKind::Free { stones: n },
                })
            }
            _ => None,
        }
    }

    /// The action that gave the handicap and its index: Ing handicap moves, or a setup
    /// marked as the handicap, before the first move.
    pub(crate) fn handicap_action(&self) -> Option<(usize, &Action)> {
        self.actions
            .iter()
            .take_while(|a| !matches!(a, Action::Move { .. }))
            .enumerate()
            .find(|(_, a)| match a {
                Action::HandicapMoves { .. } => true,
                Action::Setup(s) => s.handicap.is_some(),
                _ => false,
            })
    }

    fn has_moves(&self) -> bool {
        self.actions
            .iter()
            .any(|a| matches!(a, Action::Move { .. }))
    }

    /// White owes an obligatory pass now: Black is making Ing handicap moves (H-2).
    pub fn obligatory_pass_due(&self) -> bool {
        self.to_move == Color::White && self.ing_handicap.is_some_and(|h| h.active())
    }

    /// Makes the obligatory passes White owes now (H-2); how many were made.
    #[cfg_attr(hotstone_size, optimize(size))]
    pub fn make_obligatory_passes(&mut self) -> u32 {
        let mut made = 0;
        while self.obligatory_pass_due() && self.play(Color::White, Move::Pass).is_ok() {
            made += 1;
        }
        made
    }

    /// Why a turn may not be taken back now: a loss on time is the clock's verdict and
    /// ends the game (T-5, 003 d), so no player takes it back with a turn
    /// (`undo_turn`). `None` when a turn may be taken back (or there is none).
    #[cfg_attr(hotstone_size, optimize(size))]
    pub fn undo_turn_refused(&self) -> Option<Refusal> {
        match (self.actions.last(), self.end) {
            (Some(Action::LoseOnTime { .. }), Some(end)) => Some(Refusal::GameOver { end }),
            _ => None,
        }
    }

    /// Takes back the last turn: the last action, and then any obligatory pass (H-2)
    /// that would otherwise be left due, never going below `keep` actions. Returns how
    /// many actions were taken back: none after a loss on time (`undo_turn_refused`).
    /// `undo` alone, for editing a record, takes back any action.
    #[cfg_attr(hotstone_size, optimize(size))]
    pub fn undo_turn(&mut self, keep: usize) -> usize {
        if self.undo_turn_refused().is_some() {
            return 0;
        }
        if self.actions.len() <= keep || self.undo().is_none() {
            return 0;
        }
        let mut undone = 1;
        while self.obligatory_pass_due() && self.actions.len() > keep && self.undo().is_some() {
            undone += 1;
        }
        undone
    }

    /// Plays again the last turn taken back, with the obligatory passes (H-2) that
    /// follow it. Returns how many actions were played again.
    #[cfg_attr(hotstone_size, optimize(size))]
    pub fn redo_turn(&mut self) -> usize {
        if self.redo().is_none() {
            return 0;
        }
        let mut redone = 1;
        while self.obligatory_pass_due() && self.redo().is_some() {
            redone += 1;
        }
        redone
    }

    /// The opponent strings next to `point` left in atari by `color`'s play there.
    fn ataris_around(&self, point: Point, color: Color) -> Vec<Point> {
        let mut ataris: Vec<Point> = Vec::new();
        for n in point.neighbors(self.size()) {
            if self.board.get(n) == Some(color.opponent()) && self.board.liberty_count(n) == 1 {
                let first = self.board.first_of_string(n).unwrap_or(n);
                if !ataris.contains(&first) {
                    ataris.push(first);
                }
            }
        }
        ataris
    }

    /// Takes back the last action. Returns it, or `None` at the start.
    #[cfg_attr(hotstone_size, optimize(size))]
    pub fn undo(&mut self) -> Option<Action> {
        let last = self.actions.pop()?;
        let keep = std::mem::take(&mut self.actions);
        let redo = std::mem::take(&mut self.redo);
        let start = self
            .position_at(0)
            .map_or_else(|| self.board.clone(), |(board, _)| board);
        // Not `expect`: `Result::expect` would link `GameError`'s `Debug` into the wasm
        // package for a message no one sees (issue 15).
        let Ok(mut fresh) = Game::from_position(start, self.start_to_move, self.rules) else {
            unreachable!("the ruleset was accepted when this game was made")
        };
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

    /// The action `redo` would play again, if any: a caller that is asked for that
    /// same move can redo instead of playing it, keeping the rest of the line.
    pub fn next_redo(&self) -> Option<&Action> {
        self.redo.last()
    }

    /// The actions taken back that `redo` would play again, the next one first (a
    /// saved game keeps them, so that a reload loses no redo).
    pub fn redo_line(&self) -> impl Iterator<Item = &Action> {
        self.redo.iter().rev()
    }

    /// Plays again the last action taken back. Returns it, or `None` if there is none.
    #[cfg_attr(hotstone_size, optimize(size))]
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

    /// Makes an action as recorded (a saved game's, a document node's), as `redo` does
    /// but leaving the redo list alone: false, and nothing changed, when a move or a setup
    /// is refused now. A document replays its line through here (L-1).
    #[cfg_attr(hotstone_size, optimize(size))]
    pub fn replay_action(&mut self, action: &Action) -> bool {
        let ok = self.redo_action(action).is_ok();
        if ok {
            self.actions.push(action.clone());
        }
        ok
    }

    #[cfg_attr(hotstone_size, optimize(size))]
    fn redo_action(&mut self, action: &Action) -> Result<(), ()> {
        match action {
            Action::Move { color, mv } => {
                let preview = self
                    .check_play_reusing(*color, *mv, Explain::Verdict)
                    .map_err(|_| ())?;
                self.apply_move(*color, *mv, preview, None);
                Ok(())
            }
            Action::Setup(s) => self.apply_setup(s).map_err(|_| ()),
            Action::Resign { color } => {
                self.apply_resign(*color);
                Ok(())
            }
            Action::LoseOnTime { color, reason } => {
                self.apply_time_loss(*color, *reason);
                Ok(())
            }
            Action::Resume => {
                self.apply_resume();
                Ok(())
            }
            Action::HandicapMoves { n } => {
                self.apply_handicap_moves(*n);
                Ok(())
            }
        }
    }

    #[cfg_attr(hotstone_size, optimize(size))]
    fn apply_handicap_moves(&mut self, n: u32) {
        self.ing_handicap = Some(IngHandicap { n, played: 0 });
        self.history.push_unchanged();
    }

    // --- the rules ---

    /// `check_play` with the game's own superko buffers, so a move allocates nothing.
    fn check_play_reusing(
        &mut self,
        color: Color,
        mv: Move,
        explain: Explain,
    ) -> Result<Option<Preview>, Refusal> {
        let mut scratch = self.scratch.take();
        let verdict = self.check_play(color, mv, explain, &mut scratch);
        self.scratch = scratch;
        verdict
    }

    fn check_play(
        &self,
        color: Color,
        mv: Move,
        explain: Explain,
        scratch: &mut Option<Box<Scratch>>,
    ) -> Result<Option<Preview>, Refusal> {
        if let Some(end) = self.end {
            return Err(Refusal::GameOver { end });
        }
        if color != self.to_move {
            return Err(Refusal::WrongPlayer {
                to_move: self.to_move,
            });
        }
        if let Some(h) = self.ing_handicap.filter(|h| h.active()) {
            match (color, mv) {
                (Color::White, Move::Play(point)) => {
                    return Err(Refusal::HandicapPass {
                        point,
                        left: h.left(),
                    })
                }
                (Color::Black, Move::Pass) => return Err(Refusal::HandicapPlay { left: h.left() }),
                _ => {}
            }
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
                    let mut stones = Vec::new();
                    if explain == Explain::Reason {
                        stones.push(point);
                        for n in point.neighbors(size) {
                            if self.board.get(n) == Some(color) {
                                stones.extend(self.board.string(n));
                            }
                        }
                        hotstone_text::sort(&mut stones);
                        stones.dedup();
                    }
                    return Err(Refusal::Suicide { point, stones });
                }
                Suicide::MultiStoneOnly if preview.self_removed == 1 => {
                    return Err(Refusal::SingleStoneSuicide { point });
                }
                _ => {}
            }
        }
        match self.rules.ko {
            KoRule::Basic => {
                if let Some(ko) = basic::forbids(self.ko, point) {
                    return Err(Refusal::Ko {
                        point,
                        retakes: ko.retakes,
                    });
                }
            }
            KoRule::PositionalSuperko | KoRule::SituationalSuperko => {
                let situational = self.rules.ko == KoRule::SituationalSuperko;
                let repeats = superko::repeats(
                    &self.history,
                    &self.board,
                    &preview,
                    (color, point),
                    situational,
                    scratch,
                );
                if let Some(earlier) = repeats {
                    return Err(Refusal::Superko {
                        point,
                        earlier,
                        situational,
                    });
                }
            }
            KoRule::Ing => {
                let hot = hot_stones::taken_by(self.hot.as_ref(), &self.board, point);
                if !hot.is_empty() {
                    return Err(Refusal::HotStone { point, hot });
                }
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

    /// Applies a move that `check_play` allowed (with the preview it made of a board
    /// play), and fills `report` with what it did if the caller wants it (`play`;
    /// `try_play` and replays do not).
    fn apply_move(
        &mut self,
        color: Color,
        mv: Move,
        preview: Option<Preview>,
        mut report: Option<&mut Played>,
    ) {
        let mut handicap = None;
        let mut board_play = None;
        let handicap_phase = self.ing_handicap.filter(|h| h.active());
        match mv {
            Move::Pass => {
                match handicap_phase {
                    // White's obligatory pass (H-2): not a pass toward stopping play.
                    Some(h) => {
                        handicap = Some(HandicapMove::ObligatoryPass {
                            k: h.played,
                            n: h.n,
                        })
                    }
                    None => self.passes += 1,
                }
                self.ko = None;
                self.hot = None;
            }
            Move::Play(point) => {
                let removal = match preview {
                    Some(preview) => self.board.play_previewed(point, color, &preview),
                    None => self.board.play_quiet(point, color),
                };
                board_play = Some((self.size().index(point) as u16, removal));
                self.ko = basic::after_play(&self.board, point, removal);
                if self.rules.ko == KoRule::Ing {
                    self.hot = hot_stones::after_play(&self.board, point, color, removal);
                }
                self.prisoners[color.index()] += removal.captured;
                self.prisoners[color.opponent().index()] += removal.self_removed;
                self.passes = 0;
                if let Some(h) = self.ing_handicap.as_mut().filter(|h| h.active()) {
                    h.played += 1;
                    handicap = Some(HandicapMove::Play {
                        k: h.played,
                        n: h.n,
                    });
                }
                if let Some(played) = report.as_deref_mut() {
                    played.hot = self.hot.clone();
                    played.ataris = self.ataris_around(point, color);
                    let mut removed: Vec<Point> = self.board.last_removed().collect();
                    played.self_removed = removed.split_off(removal.captured);
                    played.captured = removed;
                    hotstone_text::sort(&mut played.captured);
                    hotstone_text::sort(&mut played.self_removed);
                }
            }
        }
        self.to_move = color.opponent();
        // The points the move changed, with what they held before: the played point was
        // empty, captured stones were the opponent's, self-removed ones the mover's.
        if let Some((i, removal)) = board_play {
            let (captured, own) = self.board.last_removed_indices().split_at(removal.captured);
            self.history.note_change(i, None);
            for &j in captured {
                self.history.note_change(j, Some(color.opponent()));
            }
            for &j in own.iter().filter(|&&j| j != i) {
                self.history.note_change(j, Some(color));
            }
        }
        let earlier = self.history.push(
            self.board.hash(),
            self.to_move,
            std::iter::empty(),
            self.board.cells(),
        );
        let cycle = earlier.and_then(|from| self.cycle_since(from, (color, mv)));
        let mut ban = None;
        // Capture Go (L-4): the capture that reaches the goal ends the game at once.
        if let Some(goal) = self.rules.capture_goal {
            if goal.reached(self.prisoners[color.index()]) {
                self.end = Some(End::Captures { winner: color });
            }
        }
        if let Some(c) = &cycle {
            self.cycles.push(c.clone());
            match self.rules.ko {
                KoRule::Basic if c.occurrence >= 3 && self.end.is_none() => {
                    self.end = Some(End::NoResult)
                }
                KoRule::Ing => ban = self.ban_for(c),
                _ => {}
            }
        }
        if self.end.is_none() && self.passes >= 2 {
            self.end = Some(End::TwoPasses);
        }
        if let Some(played) = report {
            played.handicap = handicap;
            played.cycle = cycle;
            played.ban = ban;
            played.end = self.end;
        }
    }

    /// The cycle completed by the move just made, whose situation last occurred at
    /// history index `from`. A cycle needs a board play in it: passes alone end the game
    /// by two passes instead.
    fn cycle_since(&self, from: usize, pending: (Color, Move)) -> Option<Cycle> {
        let now = self.history.len() - 1;
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
        Some(Cycle {
            from,
            to: now,
            moves: steps.into_iter().flatten().collect(),
            occurrence: self.history.occurrences(now),
            first_play_situation: from + first_play,
        })
    }

    /// The ban a completed cycle makes (K-3): its first board play, in the situation it
    /// was made in, for its player. The situation is named by its first occurrence, so
    /// a ban already in force is recognised without comparing boards.
    fn ban_for(&mut self, cycle: &Cycle) -> Option<Ban> {
        let (color, point) = cycle.first_board_play()?;
        let situation = self.history.first(cycle.first_play_situation)?;
        let ban = Ban {
            color,
            point,
            situation,
            cycle: cycle.clone(),
        };
        let known = self
            .bans
            .iter()
            .any(|b| b.color == color && b.point == point && b.situation == situation);
        if !known {
            self.bans.push(ban.clone());
        }
        Some(ban)
    }

    /// Does this ban forbid its play to the side to move now? Only if the current
    /// situation is the ban's (equal situations share their first occurrence).
    fn ban_applies(&self, ban: &Ban) -> bool {
        ban.color == self.to_move
            && self.history.first(self.history.len() - 1) == Some(ban.situation)
    }

    #[cfg_attr(hotstone_size, optimize(size))]
    fn apply_resume(&mut self) {
        self.end = None;
        self.passes = 0;
        self.history.push_unchanged();
    }

    #[cfg_attr(hotstone_size, optimize(size))]
    fn apply_time_loss(&mut self, loser: Color, reason: TimeReason) {
        self.end = Some(End::Time { loser, reason });
        self.history.push_unchanged();
    }

    #[cfg_attr(hotstone_size, optimize(size))]
    fn apply_resign(&mut self, color: Color) {
        self.end = Some(End::Resignation { loser: color });
        self.history.push_unchanged();
    }

    #[cfg_attr(hotstone_size, optimize(size))]
    fn apply_setup(&mut self, setup: &Setup) -> Result<(), SetupError> {
        if self.end.is_some() {
            return Err(SetupError::GameOver);
        }
        let size = self.size();
        let mut seen = crate::point::PointSet::default();
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
        if let Some(c) = setup.to_move.filter(|&c| c != self.to_move) {
            self.to_move = c;
            // Ing's hot stones bind the side to move, which is now the other player.
            self.hot = None;
        }
        self.ko = None;
        self.passes = 0;
        self.history
            .push(self.board.hash(), self.to_move, changes, self.board.cells());
        Ok(())
    }
}
