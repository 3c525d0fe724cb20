//! The light playout policy: answer the last move locally when it matters (take a
//! string it left in atari, save an own string it put in atari), otherwise play by the
//! rules crate's one random rule (`Playout`: any empty point but the mover's own eyes).
//! Legality is always the engine's: a refused move is simply not played.

use hotstone_rules::{BoardSize, Color, Engine, Move, Playout, Point, Xorshift};

/// Odds (out of 16) of answering the last move when an answer exists: mostly, not
/// always, so that the playouts stay varied.
const CAPTURE_ODDS: usize = 15;
const SAVE_ODDS: usize = 12;

/// The playout policy's state: its random source and the shared random rule.
#[derive(Debug, Clone)]
pub struct Policy {
    rng: Xorshift,
    random: Playout,
}

/// How a playout ended: the moves made, in order, with who made them.
#[derive(Debug, Clone, Default)]
pub struct Line {
    pub moves: Vec<(Color, Move)>,
}

impl Policy {
    pub fn new(size: BoardSize, seed: u64) -> Policy {
        Policy {
            rng: Xorshift::new(seed ^ 0x5EED),
            random: Playout::new(size, seed),
        }
    }

    /// One turn: a local answer to `last` when there is one and the odds say so, else
    /// the random rule. `None` when the engine refuses even a pass.
    pub fn turn<E: Engine>(&mut self, engine: &mut E, last: Option<Point>) -> Option<Move> {
        if let Some(last) = last {
            for p in answers(engine, last) {
                let odds = if p.1 { CAPTURE_ODDS } else { SAVE_ODDS };
                if self.rng.below(16) < odds && engine.try_play(p.0) {
                    return Some(Move::Play(p.0));
                }
            }
        }
        self.random.turn(engine)
    }

    /// Plays until two passes in a row or 3*N*N moves; records the line.
    pub fn run<E: Engine>(&mut self, engine: &mut E, last: Option<Point>, line: &mut Line) {
        self.run_until(engine, last, line, |_, _| false);
    }

    /// Plays like `run`, and stops early when `after(engine, mover)`, asked after each
    /// play, says so (Capture Go's goal reached: `capture_race`).
    pub fn run_until<E: Engine>(
        &mut self,
        engine: &mut E,
        mut last: Option<Point>,
        line: &mut Line,
        mut after: impl FnMut(&E, Color) -> bool,
    ) {
        let cap = 3 * engine.board().size().area();
        let mut passes = 0;
        for _ in 0..cap {
            let color = engine.to_move();
            match self.turn(engine, last) {
                Some(Move::Play(p)) => {
                    passes = 0;
                    last = Some(p);
                    line.moves.push((color, Move::Play(p)));
                    if after(engine, color) {
                        break;
                    }
                }
                Some(Move::Pass) => {
                    passes += 1;
                    last = None;
                    line.moves.push((color, Move::Pass));
                    if passes >= 2 {
                        break;
                    }
                }
                None => break,
            }
        }
    }
}

/// The local answers to a play at `last` for the side to move, most urgent first:
/// `(point, is_capture)`. A capture of the played string if it is in atari; then for
/// each own string next to it left in atari, its liberty when extending there gains
/// liberties.
pub fn answers<E: Engine>(engine: &E, last: Point) -> Vec<(Point, bool)> {
    let board = engine.board();
    let size = board.size();
    let me = engine.to_move();
    let mut out = Vec::new();
    match board.get(last) {
        Some(c) if c == me.opponent() => {
            if board.liberty_count(last) == 1 {
                out.extend(board.liberties(last).into_iter().map(|p| (p, true)));
            }
        }
        _ => return out,
    }
    for n in last.neighbors(size) {
        if board.get(n) == Some(me) && board.liberty_count(n) == 1 {
            // Taking a neighbouring string in atari saves it too.
            for s in board.string(n) {
                for m in s.neighbors(size) {
                    if board.get(m) == Some(me.opponent()) && board.liberty_count(m) == 1 {
                        out.extend(board.liberties(m).into_iter().map(|p| (p, true)));
                    }
                }
            }
            for lib in board.liberties(n) {
                if extension_liberties(board, lib, me) >= 2 {
                    out.push((lib, false));
                }
            }
        }
    }
    out
}

/// A cheap lower bound of the liberties `color` would have after playing at the empty
/// point `p`: its empty neighbours, plus one for any own neighbouring string with more
/// than two liberties (it brings at least one other).
pub fn extension_liberties(board: &hotstone_rules::Board, p: Point, color: Color) -> usize {
    let size = board.size();
    let mut libs = 0;
    for n in p.neighbors(size) {
        match board.get(n) {
            None => libs += 1,
            Some(c) if c == color && board.liberty_count(n) > 2 => libs += 1,
            _ => {}
        }
    }
    libs
}

#[cfg(test)]
mod tests {
    use super::*;
    use hotstone_rules::{BareBoard, Board};

    fn p(s: &str) -> Point {
        Point::parse(s).unwrap()
    }

    #[test]
    fn m3_answers_take_a_string_the_last_move_left_in_atari() {
        // White's last play at B2 has one liberty left, C2... and B1? B2's neighbours:
        // A2 X, C2 ., B1 X, B3 X: the answer for Black is C2.
        let board = Board::from_rows(&["...", "XO.", ".X."]).unwrap();
        let bare = BareBoard::new(
            Board::from_rows(&["XX.", "XO.", ".X."]).unwrap(),
            Color::Black,
        );
        assert_eq!(answers(&bare, p("B2")), vec![(p("C2"), true)]);
        let quiet = BareBoard::new(board, Color::Black);
        assert!(answers(&quiet, p("A1")).is_empty(), "an empty point");
    }

    #[test]
    fn m3_answers_save_an_own_string_put_in_atari_by_extending() {
        // White played B3 and left Black's B2 with one liberty at C2; extending there
        // gives liberties C1, C3, D2.
        let board = Board::from_rows(&["....", ".O..", "OX..", ".O.."]).unwrap();
        let bare = BareBoard::new(board, Color::Black);
        assert_eq!(answers(&bare, p("B3")), vec![(p("C2"), false)]);
    }

    #[test]
    fn playouts_are_reproducible_and_end() {
        let run = |seed| {
            let mut bare = BareBoard::new(Board::new(BoardSize::SEVEN), Color::Black);
            let mut line = Line::default();
            Policy::new(BoardSize::SEVEN, seed).run(&mut bare, None, &mut line);
            line.moves
        };
        assert_eq!(run(1), run(1));
        assert_ne!(run(1), run(2));
        assert!(run(1).len() <= 3 * 49);
    }
}
