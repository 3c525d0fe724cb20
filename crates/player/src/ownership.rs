//! Who owns each point at the end of a playout, and what that says: the winner of the
//! playout, and over many playouts an estimate of which stones are dead (the suggestion
//! players start marking from, C-6).

use hotstone_rules::{pass_alive, BareBoard, Board, BoardSize, Color, DeadStones, Komi, Point};

use crate::policy::{Line, Policy};

/// The owner of `p` on a played-out board: its stone, or the colour around an empty
/// point whose neighbours are all one colour.
pub fn owner(board: &Board, p: Point) -> Option<Color> {
    board.get(p).or_else(|| {
        let mut n = p.neighbors(board.size()).map(|n| board.get(n));
        let first = n.next().flatten()?;
        n.all(|c| c == Some(first)).then_some(first)
    })
}

/// Area on a played-out board (stones and one-colour empty points), Black minus White,
/// minus komi, in half points.
pub fn area_margin(board: &Board, komi: Komi) -> i32 {
    let mut margin = 0i32;
    for p in board.size().points() {
        match owner(board, p) {
            Some(Color::Black) => margin += 2,
            Some(Color::White) => margin -= 2,
            None => {}
        }
    }
    margin - komi.half_points()
}

fn side(c: Color) -> usize {
    match c {
        Color::Black => 0,
        Color::White => 1,
    }
}

/// Area after two passes (C-1), Black minus White, minus komi, in half points: the
/// stones not in `dead`, and each connected set of the other points bordered by one
/// colour's stones alone. (The stones players would agree are dead come off first.)
pub fn settled_margin(board: &Board, dead: impl Fn(Point) -> bool, komi: Komi) -> i32 {
    let size = board.size();
    let n = size.get() as usize;
    let index = |p: Point| p.row() as usize * n + p.col() as usize;
    let live = |p: Point| board.get(p).filter(|_| !dead(p));
    let mut seen = vec![false; size.area()];
    let mut margin = 0i32;
    for p in size.points() {
        if let Some(c) = live(p) {
            margin += if c == Color::Black { 2 } else { -2 };
            continue;
        }
        if seen[index(p)] {
            continue;
        }
        seen[index(p)] = true;
        let (mut stack, mut points, mut borders) = (vec![p], 0i32, [false; 2]);
        while let Some(q) = stack.pop() {
            points += 1;
            for m in q.neighbors(size) {
                match live(m) {
                    Some(c) => borders[side(c)] = true,
                    None if !seen[index(m)] => {
                        seen[index(m)] = true;
                        stack.push(m);
                    }
                    None => {}
                }
            }
        }
        match borders {
            [true, false] => margin += 2 * points,
            [false, true] => margin -= 2 * points,
            _ => {}
        }
    }
    margin - komi.half_points()
}

/// Counts of playouts in which each point ended owned by Black and by White.
#[derive(Debug, Clone)]
pub struct Ownership {
    size: BoardSize,
    counts: Vec<[u32; 2]>,
    playouts: u32,
}

impl Ownership {
    pub fn new(size: BoardSize) -> Ownership {
        Ownership {
            size,
            counts: vec![[0; 2]; size.area()],
            playouts: 0,
        }
    }

    fn index(&self, p: Point) -> usize {
        p.row() as usize * self.size.get() as usize + p.col() as usize
    }

    /// Adds a played-out board.
    pub fn add(&mut self, board: &Board) {
        for p in self.size.points() {
            if let Some(c) = owner(board, p) {
                let i = self.index(p);
                self.counts[i][side(c)] += 1;
            }
        }
        self.playouts += 1;
    }

    /// The share of playouts in which `color` owned `p` (0 with no playouts).
    pub fn share(&self, p: Point, color: Color) -> f64 {
        if self.playouts == 0 || !self.size.contains(p) {
            return 0.0;
        }
        f64::from(self.counts[self.index(p)][side(color)]) / f64::from(self.playouts)
    }

    pub fn playouts(&self) -> u32 {
        self.playouts
    }

    /// Is the stone at `p` dead by these playouts: did the opponent own its point in
    /// most of them (and were there enough to say)?
    pub fn is_dead(&self, board: &Board, p: Point) -> bool {
        match board.get(p) {
            Some(c) => self.playouts >= 16 && self.share(p, c.opponent()) > 0.6,
            None => false,
        }
    }
}

/// The player's suggestion of dead stones to start marking from (C-6): `playouts`
/// playouts of the player's own policy from the position, each side moving first in
/// turn (the same `seed`, the same suggestion), estimate who owns each stone; a string
/// is suggested dead when the opponent owns its points in most of them. Benson's
/// analysis (`pass_alive`) has the last word: a pass-alive string is never suggested
/// dead, and stones inside the opponent's pass-alive territory always are.
pub fn suggest_dead(board: &Board, seed: u64, playouts: u32) -> DeadStones {
    let size = board.size();
    let mut own = Ownership::new(size);
    let mut policy = Policy::new(size, seed);
    let mut line = Line::default();
    for k in 0..playouts {
        let first = if k % 2 == 0 {
            Color::Black
        } else {
            Color::White
        };
        let mut bare = BareBoard::new(board.clone(), first);
        line.moves.clear();
        policy.run(&mut bare, None, &mut line);
        own.add(hotstone_rules::Engine::board(&bare));
    }
    let safe = pass_alive(board);
    let mut dead = Vec::new();
    let mut seen = vec![false; size.area()];
    for p in size.points() {
        let Some(color) = board.get(p) else { continue };
        if seen[own.index(p)] {
            continue;
        }
        let string = board.string(p);
        for &s in &string {
            seen[own.index(s)] = true;
        }
        let lost: f64 = string.iter().map(|&s| own.share(s, color.opponent())).sum();
        let estimate = 2.0 * lost > string.len() as f64;
        let is_dead = if safe.is_alive(p) {
            false
        } else {
            safe.is_dead(board, p) || estimate
        };
        if is_dead {
            dead.push(p);
        }
    }
    DeadStones::from_points(board, dead).unwrap_or_else(|_| DeadStones::none(size))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(s: &str) -> Point {
        Point::parse(s).unwrap()
    }

    #[test]
    fn c2_area_margin_counts_stones_and_one_colour_points_less_komi() {
        // Black: 11 stones and the one-colour points B5, A1; White: 6 stones. The other
        // empty points touch both colours or another empty point. Komi 0.5.
        let board = Board::from_rows(&["X.XO.", "XXXO.", "..XOO", "XXXO.", ".XXO."]).unwrap();
        let komi = Komi::parse("0.5").unwrap();
        let (black, white) = (13, 6);
        assert_eq!(area_margin(&board, komi), 2 * (black - white) - 1);
        assert_eq!(owner(&board, p("B5")), Some(Color::Black));
        assert_eq!(owner(&board, p("D1")), Some(Color::White));
        assert_eq!(owner(&board, p("E1")), None);
    }

    #[test]
    fn c1_settled_margin_takes_dead_stones_off_and_counts_regions() {
        // White's stone at B4 sits in Black's area; as it stands the region around it
        // is shared, taken off it is Black's.
        let board = Board::from_rows(&["....X", ".O..X", "....X", "XXXXX", "OOOOO"]).unwrap();
        let komi = Komi::from_half_points(0);
        // Black: 8 stones; White: 6 stones; the 11 empty points touch both.
        assert_eq!(settled_margin(&board, |_| false, komi), 2 * (8 - 6));
        let margin = settled_margin(&board, |q| q == p("B4"), komi);
        assert_eq!(margin, 2 * (8 + 12 - 5));
    }

    #[test]
    fn c6_the_suggestion_is_deterministic_and_finds_the_dead_stones() {
        let board = Board::from_rows(&[
            ".......", //
            ".OO....", //
            ".......", //
            "XXXXXXX", //
            "OOOOOOO", //
            "....X..", //
            ".......",
        ])
        .unwrap();
        let one = suggest_dead(&board, 7, 256);
        assert_eq!(one, suggest_dead(&board, 7, 256));
        assert!(one.is_dead(p("B6")), "{:?}", one.points());
        assert!(one.is_dead(p("E2")), "{:?}", one.points());
        assert!(!one.is_dead(p("A4")));
        assert!(!one.is_dead(p("A3")));
    }

    #[test]
    fn c6_the_suggestion_never_marks_a_pass_alive_string_dead() {
        // Black's corner group has two eyes (A1, C1) and is hemmed in by White.
        let board = Board::from_rows(&[
            ".......", //
            ".......", //
            "OOOOO..", //
            "XXXXO..", //
            "X.X.XO.", //
            "XXXXXO.", //
            ".X.XO..",
        ])
        .unwrap();
        for seed in 0..4 {
            assert!(!suggest_dead(&board, seed, 16).is_dead(p("B2")));
        }
    }
}
