//! Differential property test of the incremental board (M-3, issue 17): random games
//! played on `Board` and, side by side, on a naive model that recounts everything from
//! scratch after every move (flood-filled strings, liberties by looking at every stone's
//! neighbours, captures by that count). After each move the two must hold the same
//! stones, the same strings, the same liberties, the same removed stones, and the board's
//! kept hash must equal the hash of the same stones set up from scratch.

use std::collections::BTreeSet;

use hotstone_rules::{Board, BoardSize, Color, Point};
use proptest::prelude::*;

/// The naive model: a grid of stones and nothing else.
#[derive(Clone)]
struct Naive {
    n: u8,
    cells: Vec<Option<Color>>,
}

impl Naive {
    fn new(n: u8) -> Naive {
        Naive {
            n,
            cells: vec![None; n as usize * n as usize],
        }
    }

    fn at(&self, p: Point) -> Option<Color> {
        self.cells[p.row() as usize * self.n as usize + p.col() as usize]
    }

    fn set(&mut self, p: Point, c: Option<Color>) {
        self.cells[p.row() as usize * self.n as usize + p.col() as usize] = c;
    }

    fn neighbours(&self, p: Point) -> Vec<Point> {
        let (c, r, n) = (p.col() as i16, p.row() as i16, self.n as i16);
        [(c - 1, r), (c + 1, r), (c, r - 1), (c, r + 1)]
            .into_iter()
            .filter(|&(c, r)| (0..n).contains(&c) && (0..n).contains(&r))
            .map(|(c, r)| Point::new(c as u8, r as u8).unwrap())
            .collect()
    }

    /// The string through `p` by flood fill, sorted.
    fn string(&self, p: Point) -> BTreeSet<Point> {
        let Some(color) = self.at(p) else {
            return BTreeSet::new();
        };
        let mut seen = BTreeSet::from([p]);
        let mut stack = vec![p];
        while let Some(q) = stack.pop() {
            for m in self.neighbours(q) {
                if self.at(m) == Some(color) && seen.insert(m) {
                    stack.push(m);
                }
            }
        }
        seen
    }

    fn liberties(&self, p: Point) -> BTreeSet<Point> {
        self.string(p)
            .into_iter()
            .flat_map(|s| self.neighbours(s))
            .filter(|&m| self.at(m).is_none())
            .collect()
    }

    /// Plays by the rules of M-3: captures first, then the mover's own string if it has
    /// no liberty. Returns the removed stones.
    fn play(&mut self, p: Point, color: Color) -> BTreeSet<Point> {
        self.set(p, Some(color));
        let mut removed = BTreeSet::new();
        for m in self.neighbours(p) {
            if self.at(m) == Some(color.opponent()) && self.liberties(m).is_empty() {
                removed.extend(self.string(m));
                for s in self.string(m) {
                    self.set(s, None);
                }
            }
        }
        if self.liberties(p).is_empty() {
            removed.extend(self.string(p));
            for s in self.string(p) {
                self.set(s, None);
            }
        }
        removed
    }
}

fn points(n: u8) -> Vec<Point> {
    BoardSize::new(n as i64).unwrap().points().collect()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(40))]

    /// M-3: the fast board and the naive recount agree after every move, on every point.
    #[test]
    fn m3_board_matches_a_recount_from_scratch_after_every_move(
        n in prop_oneof![3 => 2u8..=9, 1 => Just(19u8)],
        choices in proptest::collection::vec(any::<u16>(), 0..400),
    ) {
        let size = BoardSize::new(n as i64).unwrap();
        let mut board = Board::new(size);
        let mut naive = Naive::new(n);
        let all = points(n);
        let mut color = Color::Black;
        for (k, choice) in choices.into_iter().enumerate() {
            let empty: Vec<Point> = all.iter().copied().filter(|&p| naive.at(p).is_none()).collect();
            if empty.is_empty() {
                break;
            }
            let p = empty[choice as usize % empty.len()];
            let expected = naive.play(p, color);
            // Both entry points: the quiet one and the one that lists the effect.
            let removed: BTreeSet<Point> = if k % 2 == 0 {
                let r = board.play_quiet(p, color);
                prop_assert_eq!(r.captured + r.self_removed, board.last_removed().len());
                board.last_removed().collect()
            } else {
                let e = board.play(p, color);
                e.captured.into_iter().chain(e.self_removed).collect()
            };
            prop_assert_eq!(&removed, &expected, "removed stones after {} at {}", color, p);
            // Every string once, by flood fill from its first point; every point by
            // its string's first point.
            let mut first_of: Vec<Option<Point>> = vec![None; all.len()];
            for (i, &q) in all.iter().enumerate() {
                prop_assert_eq!(board.get(q), naive.at(q), "stone at {}", q);
                if naive.at(q).is_none() || first_of[i].is_some() {
                    continue;
                }
                let string = naive.string(q);
                let libs = naive.liberties(q);
                prop_assert_eq!(board.string(q).into_iter().collect::<BTreeSet<_>>(), string.clone());
                prop_assert_eq!(board.liberties(q).into_iter().collect::<BTreeSet<_>>(), libs.clone());
                for &m in &string {
                    first_of[all.iter().position(|&a| a == m).unwrap()] = Some(q);
                    prop_assert!(board.same_string(m, q));
                    prop_assert_eq!(board.string_size(m), string.len());
                    prop_assert_eq!(board.liberty_count(m), libs.len(), "liberty count at {}", m);
                }
            }
            let recount = Board::from_stones(size, board.stones());
            prop_assert_eq!(board.hash(), recount.hash(), "kept hash differs from a recount");
            color = color.opponent();
        }
    }
}
