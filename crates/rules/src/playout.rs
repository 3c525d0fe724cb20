//! Random playouts by one fixed rule, shared by the benchmarks and whatever plays random
//! games (an opponent, an estimate): the same games everywhere, so figures compare.
//!
//! Each turn the mover draws points one at a time by a partial Fisher-Yates shuffle of
//! all points (the crate's seeded `Xorshift`) and plays the first one that is empty, is
//! not its own single-point eye (every neighbour its own stone or the edge) and is legal
//! by the engine's own check; with none left it passes. A game stops after two passes in
//! a row, at 3*N*N moves, or when the engine refuses even a pass (the game is over).

use crate::point::{BoardSize, Point};
use crate::random::Xorshift;
use crate::{Board, Color, Game, Move};

/// What a playout needs from an engine: its board, whose turn it is, and its own rules.
pub trait Engine {
    /// The engine's position.
    fn board(&self) -> &Board;
    /// The player to move.
    fn to_move(&self) -> Color;
    /// Plays the side to move at the empty point `point` if the engine's rules allow it;
    /// a refused play changes nothing.
    fn try_play(&mut self, point: Point) -> bool;
    /// The side to move passes, if the engine allows it (not after the end).
    fn pass(&mut self) -> bool;
}

impl Engine for Game {
    fn board(&self) -> &Board {
        Game::board(self)
    }

    fn to_move(&self) -> Color {
        Game::to_move(self)
    }

    /// The full check of the game's ruleset (suicide, ko, superko, hot stones,
    /// disturbing ko), and the cycles and end that a play may make.
    fn try_play(&mut self, point: Point) -> bool {
        Game::try_play(self, Game::to_move(self), Move::Play(point))
    }

    fn pass(&mut self) -> bool {
        Game::try_play(self, Game::to_move(self), Move::Pass)
    }
}

/// A bare board with the side to move and the basic ko only: captures, no suicide
/// (M-3), no immediate retake of a single stone (K-1), no history.
#[derive(Debug, Clone)]
pub struct BareBoard {
    board: Board,
    to_move: Color,
    /// The point the side to move may not play now (the basic ko).
    ko: Option<Point>,
}

impl BareBoard {
    /// A given position with `to_move` to move and no ko.
    pub fn new(board: Board, to_move: Color) -> BareBoard {
        BareBoard {
            board,
            to_move,
            ko: None,
        }
    }

    /// The basic ko the side to move may not retake now.
    pub fn ko(&self) -> Option<Point> {
        self.ko
    }
}

impl Engine for BareBoard {
    fn board(&self) -> &Board {
        &self.board
    }

    fn to_move(&self) -> Color {
        self.to_move
    }

    fn try_play(&mut self, point: Point) -> bool {
        let color = self.to_move;
        if self.ko == Some(point) || !self.board.size().contains(point) {
            return false;
        }
        if self.board.get(point).is_some() {
            return false;
        }
        let preview = self.board.preview(point, color);
        if preview.captured == 0 && preview.self_removed > 0 {
            return false;
        }
        let taken = self.board.play_previewed(point, color, &preview);
        self.ko = taken
            .single_capture()
            .filter(|_| self.board.string_size(point) == 1 && self.board.liberty_count(point) == 1);
        self.to_move = color.opponent();
        true
    }

    fn pass(&mut self) -> bool {
        self.ko = None;
        self.to_move = self.to_move.opponent();
        true
    }
}

/// How a playout ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PlayoutEnd {
    /// Moves made, passes included.
    pub moves: usize,
    /// It stopped after two passes in a row (otherwise at the move cap or the end).
    pub two_passes: bool,
}

/// The playout rule's state: the seeded random source and the order of all points,
/// shuffled a little more each turn.
#[derive(Debug, Clone)]
pub struct Playout {
    rng: Xorshift,
    /// Every point with its board index: most draws late in a game hit a stone, and the
    /// index makes that test one load.
    order: Vec<(u16, Point)>,
}

impl Playout {
    /// Playouts on boards of `size`, seeded with `seed`: the same seed, the same games.
    pub fn new(size: BoardSize, seed: u64) -> Playout {
        Playout {
            rng: Xorshift::new(seed),
            // By index, so the list is allocated once at its size (`points()` is two
            // nested ranges, which `collect` cannot size in advance).
            order: (0..size.area())
                .map(|i| (i as u16, size.point(i)))
                .collect(),
        }
    }

    /// One turn by the rule: the move made, or `None` if the engine refused even a pass.
    /// Inlined always, for the npm package's playouts (as `is_empty_and_no_eye_of`).
    #[inline(always)]
    pub fn turn<E: Engine>(&mut self, engine: &mut E) -> Option<Move> {
        let color = engine.to_move();
        let n = self.order.len();
        for k in 0..n {
            let j = k + self.rng.below(n - k);
            self.order.swap(k, j);
            let (i, p) = self.order[k];
            if !engine.board().is_empty_and_no_eye_of(i as usize, color) {
                continue;
            }
            if engine.try_play(p) {
                return Some(Move::Play(p));
            }
        }
        engine.pass().then_some(Move::Pass)
    }

    /// Plays turns until two passes in a row, 3*N*N moves, or the end of the game.
    pub fn run<E: Engine>(&mut self, engine: &mut E) -> PlayoutEnd {
        let cap = 3 * self.order.len();
        let mut moves = 0;
        let mut passes = 0;
        while moves < cap && passes < 2 {
            match self.turn(engine) {
                Some(Move::Play(_)) => passes = 0,
                Some(Move::Pass) => passes += 1,
                None => break,
            }
            moves += 1;
        }
        PlayoutEnd {
            moves,
            two_passes: passes >= 2,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Preset;

    fn size(n: i64) -> BoardSize {
        BoardSize::new(n).unwrap()
    }

    #[test]
    fn same_seed_same_game_and_different_seeds_differ() {
        let play = |seed| {
            let mut game = Game::new(size(9), Preset::Simple.ruleset()).unwrap();
            let end = Playout::new(size(9), seed).run(&mut game);
            (end, game.actions().to_vec())
        };
        assert_eq!(play(3), play(3));
        assert_ne!(play(3).1, play(4).1);
    }

    #[test]
    fn m3_playouts_end_by_two_passes_within_the_cap_and_fill_no_own_eye() {
        for preset in [Preset::Simple, Preset::Japanese, Preset::Ing] {
            for seed in 0..4 {
                let mut game = Game::new(size(9), preset.ruleset()).unwrap();
                let end = Playout::new(size(9), seed).run(&mut game);
                assert!(end.moves <= 3 * 81, "{preset} seed {seed}: {end:?}");
                assert_eq!(end.moves, game.actions().len());
                if end.two_passes {
                    // The last pass: no empty point was playable for the mover but its
                    // own eyes, or points the rules refuse.
                    let color = game.to_move();
                    for p in size(9).points() {
                        if game.board().get(p).is_none() && !game.board().is_eye_of(p, color) {
                            assert!(
                                game.check(color, Move::Play(p)).is_err() || game.end().is_some()
                            );
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn turn_skips_own_eyes_and_passes_when_nothing_else_is_left() {
        // Bottom row ".XX": A1 is Black's own eye, the only empty point.
        let mut bare = BareBoard::new(
            Board::from_rows(&["XXX", "XXX", ".XX"]).unwrap(),
            Color::Black,
        );
        let mut playout = Playout::new(size(3), 1);
        assert_eq!(playout.turn(&mut bare), Some(Move::Pass));
        assert_eq!(bare.to_move(), Color::White);
        // For White, A1 is no eye and the play captures every Black stone.
        assert_eq!(
            playout.turn(&mut bare),
            Some(Move::Play(Point::parse("A1").unwrap()))
        );
        assert_eq!(bare.board().count(Color::Black), 0);
    }

    #[test]
    fn turn_plays_some_empty_point_that_is_no_own_eye() {
        // A1 and B1 are empty and neither is an eye yet: one of them is played.
        let mut bare = BareBoard::new(
            Board::from_rows(&["XXX", "XXX", "..X"]).unwrap(),
            Color::Black,
        );
        let played = Playout::new(size(3), 5).turn(&mut bare);
        assert!(matches!(played, Some(Move::Play(p)) if p.row() == 0 && p.col() < 2));
        assert_eq!(bare.board().count(Color::Black), 8);
    }

    #[test]
    fn k1_bare_board_refuses_the_immediate_retake() {
        // Black C2 takes White B2 in a ko; White may not take back at B2 at once.
        let board = Board::from_rows(&["....", ".XO.", "XO.O", ".XO."]).unwrap();
        let mut bare = BareBoard::new(board, Color::Black);
        let c2 = Point::parse("C2").unwrap();
        let b2 = Point::parse("B2").unwrap();
        assert!(bare.try_play(c2));
        assert_eq!(bare.ko(), Some(b2));
        assert!(!bare.try_play(b2), "immediate retake refused (K-1)");
        assert!(bare.pass());
        assert_eq!(bare.ko(), None);
    }

    #[test]
    fn m3_bare_board_refuses_suicide() {
        let board = Board::from_rows(&["...", "O..", ".O."]).unwrap();
        let mut bare = BareBoard::new(board, Color::Black);
        assert!(!bare.try_play(Point::parse("A1").unwrap()));
        assert_eq!(bare.to_move(), Color::Black);
    }
}
