//! Pass-alive stones and territory: Benson's algorithm (1976).
//!
//! For one colour, take its strings and the regions of the rest of the board (maximal
//! connected sets of points without its stones: empty points and opposing stones). A
//! region is *vital* to a string bordering it when it has an empty point and every empty
//! point of it is a liberty of that string. Then repeat until nothing changes: drop the
//! strings with fewer than two vital regions left, and drop the regions bordering a
//! dropped string. The strings left can never be captured, even if their owner passes
//! every move: they are pass-alive. A dead-stone suggestion must never mark them dead.
//!
//! A region left at the end that is vital to one of the pass-alive strings is
//! pass-alive territory: all its empty points are that string's liberties, so the
//! opponent can make no eye in it, and its opposing stones are dead.

use crate::board::Board;
use crate::point::{BoardSize, Point};
use crate::Color;

const NONE: u32 = u32::MAX;

/// The result of Benson's algorithm for both colours.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PassAlive {
    size: BoardSize,
    /// Per point: the colour of a pass-alive stone on it.
    alive: Vec<Option<Color>>,
    /// Per point: the colour whose pass-alive territory it lies in.
    territory: Vec<Option<Color>>,
}

impl PassAlive {
    /// Is the stone on `p` pass-alive?
    #[cfg_attr(hotstone_size, optimize(size))]
    pub fn is_alive(&self, p: Point) -> bool {
        self.size.contains(p) && self.alive[self.size.index(p)].is_some()
    }

    /// The colour whose pass-alive territory `p` lies in (empty points and dead stones).
    #[cfg_attr(hotstone_size, optimize(size))]
    pub fn territory(&self, p: Point) -> Option<Color> {
        if !self.size.contains(p) {
            return None;
        }
        self.territory[self.size.index(p)]
    }

    /// A stone that lies in the opponent's pass-alive territory: certainly dead.
    #[cfg_attr(hotstone_size, optimize(size))]
    pub fn is_dead(&self, board: &Board, p: Point) -> bool {
        match (board.get(p), self.territory(p)) {
            (Some(stone), Some(owner)) => stone != owner,
            _ => false,
        }
    }

    /// The pass-alive stones of a colour, sorted.
    #[cfg_attr(hotstone_size, optimize(size))]
    pub fn stones(&self, color: Color) -> Vec<Point> {
        self.size
            .points()
            .filter(|&p| self.alive[self.size.index(p)] == Some(color))
            .collect()
    }
}

/// Benson's algorithm for both colours.
#[cfg_attr(hotstone_size, optimize(size))]
pub fn pass_alive(board: &Board) -> PassAlive {
    let size = board.size();
    let mut result = PassAlive {
        size,
        alive: vec![None; size.area()],
        territory: vec![None; size.area()],
    };
    for color in [Color::Black, Color::White] {
        benson(board, color, &mut result);
    }
    result
}

/// Labels the connected components of the points `inside` accepts: returns the label
/// of each point (`NONE` outside) and the points of each component.
#[cfg_attr(hotstone_size, optimize(size))]
fn components(size: BoardSize, inside: impl Fn(Point) -> bool) -> (Vec<u32>, Vec<Vec<Point>>) {
    let mut label = vec![NONE; size.area()];
    let mut parts = Vec::new();
    let mut stack = Vec::new();
    for start in size.points() {
        if label[size.index(start)] != NONE || !inside(start) {
            continue;
        }
        let id = parts.len() as u32;
        let mut part = Vec::new();
        label[size.index(start)] = id;
        stack.push(start);
        while let Some(p) = stack.pop() {
            part.push(p);
            for n in p.neighbors(size) {
                if label[size.index(n)] == NONE && inside(n) {
                    label[size.index(n)] = id;
                    stack.push(n);
                }
            }
        }
        parts.push(part);
    }
    (label, parts)
}

#[cfg_attr(hotstone_size, optimize(size))]
fn benson(board: &Board, color: Color, result: &mut PassAlive) {
    let size = board.size();
    let (string_of, strings) = components(size, |p| board.get(p) == Some(color));
    let (_, regions) = components(size, |p| board.get(p) != Some(color));
    // Per region: the strings bordering it, and those it is vital to.
    let mut borders: Vec<Vec<u32>> = Vec::with_capacity(regions.len());
    let mut vital: Vec<Vec<u32>> = Vec::with_capacity(regions.len());
    for region in &regions {
        let mut b: Vec<u32> = region
            .iter()
            .flat_map(|&p| p.neighbors(size))
            .map(|n| string_of[size.index(n)])
            .filter(|&s| s != NONE)
            .collect();
        hotstone_text::sort(&mut b);
        b.dedup();
        let empties: Vec<Point> = region
            .iter()
            .copied()
            .filter(|&p| board.get(p).is_none())
            .collect();
        let v = if empties.is_empty() {
            Vec::new()
        } else {
            b.iter()
                .copied()
                .filter(|&s| {
                    empties
                        .iter()
                        .all(|&e| e.neighbors(size).any(|n| string_of[size.index(n)] == s))
                })
                .collect()
        };
        borders.push(b);
        vital.push(v);
    }
    let mut string_in = vec![true; strings.len()];
    let mut region_in: Vec<bool> = borders.iter().map(|b| !b.is_empty()).collect();
    loop {
        let mut changed = false;
        let mut count = vec![0u32; strings.len()];
        for (r, v) in vital.iter().enumerate() {
            if region_in[r] {
                for &s in v {
                    count[s as usize] += 1;
                }
            }
        }
        for (s, alive) in string_in.iter_mut().enumerate() {
            if *alive && count[s] < 2 {
                *alive = false;
                changed = true;
            }
        }
        for (r, b) in borders.iter().enumerate() {
            if region_in[r] && b.iter().any(|&s| !string_in[s as usize]) {
                region_in[r] = false;
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    for (s, stones) in strings.iter().enumerate() {
        if string_in[s] {
            for &p in stones {
                result.alive[size.index(p)] = Some(color);
            }
        }
    }
    for (r, points) in regions.iter().enumerate() {
        if region_in[r] && !vital[r].is_empty() {
            for &p in points {
                result.territory[size.index(p)] = Some(color);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::count::fixtures::PASS_ALIVE_CORNER;

    fn p(s: &str) -> Point {
        Point::parse(s).unwrap()
    }

    #[test]
    fn two_eyes_are_pass_alive_and_their_territory_holds_dead_stones() {
        let board = Board::from_rows(&[
            ".......", //
            ".......", //
            "XXXXX..", //
            "X.X.X..", //
            "XXXXX..", //
            "OOOOO..", //
            ".......",
        ])
        .unwrap();
        let pa = pass_alive(&board);
        assert!(pa.is_alive(p("A3")));
        assert_eq!(pa.territory(p("B4")), Some(Color::Black));
        assert_eq!(pa.territory(p("D4")), Some(Color::Black));
        assert!(!pa.is_alive(p("A2")), "White has no eyes");
    }

    #[test]
    fn a_false_eye_does_not_make_a_group_pass_alive() {
        // Black's string A1..C3 has a real eye at A2 and a false eye at C2: the lone
        // Black stone D2 shares C2 and White can take it there.
        let board = Board::from_rows(&[
            ".....", //
            "OOOO.", //
            "XXXO.", //
            ".X.XO", //
            "XXXO.",
        ])
        .unwrap();
        let pa = pass_alive(&board);
        assert!(!pa.is_alive(p("B2")), "one real eye is not enough");
        assert!(!pa.is_alive(p("D2")));
        assert_eq!(pa.territory(p("A2")), None);
        // With D2 joined to the string through D1, C2 is a real eye: pass-alive.
        let board = Board::from_rows(&PASS_ALIVE_CORNER).unwrap();
        let pa = pass_alive(&board);
        assert!(pa.is_alive(p("B2")) && pa.is_alive(p("D2")));
        assert_eq!(pa.territory(p("C2")), Some(Color::Black));
    }

    #[test]
    fn every_stone_of_a_filled_corner_with_two_eyes_on_the_edge() {
        // The whole 5x5 is Black with two single eyes: all pass-alive.
        let board = Board::from_rows(&["X.XXX", "XXXXX", "XXXXX", "XXX.X", "XXXXX"]).unwrap();
        let pa = pass_alive(&board);
        assert_eq!(pa.stones(Color::Black).len(), 23);
        assert!(pa.stones(Color::White).is_empty());
    }
}
