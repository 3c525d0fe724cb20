//! What the board shows, as layered maps with one entry per point (as @sabaki/shudan
//! draws a board): stones, ghost stones, hot stones, forbidden points, markers, move
//! numbers, accessible labels, dimmed stones and paint. The app computes them from the
//! rules crate and its catalogue; the board only draws them.

use hotstone_rules::{BoardSize, Color, Point};
use yew::AttrValue;

use crate::geometry::index;

/// A mark drawn on a point, over its stone if it has one.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Marker {
    /// The last move.
    LastMove,
    /// A stone a refusal is about (the hot stone, the ko stone).
    Highlight,
    /// Where a refused play was tried.
    Refused,
    /// The move a cycle makes next, while stepping through it.
    Next,
    /// Fill-in counting: one of the winning points gathered in a corner (C-2).
    Winning,
    /// Fill-in counting: the odd shared point left empty (C-2).
    LeftEmpty,
}

/// A record's markup on a point (SGF's TR, SQ, CR, MA, LB), drawn over its stone.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Mark {
    Triangle,
    Square,
    Circle,
    /// MA.
    Cross,
    /// LB: a short text.
    Label(AttrValue),
}

impl Mark {
    /// The point's `data-mark`: `triangle`, `square`, `circle`, `cross`, `label:A`.
    pub fn code(&self) -> String {
        match self {
            Mark::Triangle => "triangle".into(),
            Mark::Square => "square".into(),
            Mark::Circle => "circle".into(),
            Mark::Cross => "cross".into(),
            Mark::Label(text) => format!("label:{text}"),
        }
    }
}

/// A record's arrow (AR) or line (LN) from one point to another.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Line {
    pub from: Point,
    pub to: Point,
    pub arrow: bool,
}

/// Everything drawn on the board, one entry per point in `geometry::index` order.
/// Shorter vectors leave the remaining points empty.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Layers {
    pub stones: Vec<Option<Color>>,
    pub ghosts: Vec<Option<Color>>,
    pub hot: Vec<bool>,
    /// The refusal code of each point the side to move may not play.
    pub forbidden: Vec<Option<&'static str>>,
    pub markers: Vec<Option<Marker>>,
    pub numbers: Vec<Option<u32>>,
    /// Accessible names; the point's name where missing.
    pub labels: Vec<AttrValue>,
    /// Dimmed stones: marked dead after play stopped (C-6).
    pub dimmed: Vec<bool>,
    /// The colour a point is painted: who it counts for in the territory view (C-1).
    pub paint: Vec<Option<Color>>,
    /// A string's standing in the agreement on dead stones: `alive`, `dead` or
    /// `disputed` (C-6).
    pub agreement: Vec<Option<&'static str>>,
    /// A record's markup (TR, SQ, CR, MA, LB).
    pub marks: Vec<Option<Mark>>,
    /// Points a record dims (DD).
    pub dim: Vec<bool>,
    /// The next move of a variation at the node shown: its number (1, 2, ... in the
    /// record's order) and colour.
    pub variations: Vec<Option<(u8, Color)>>,
    /// A record's arrows and lines (AR, LN), over the points.
    pub lines: Vec<Line>,
    /// A teaching overlay: a string's liberties, counted on one of its stones.
    pub liberties: Vec<Option<u8>>,
    /// A teaching overlay: the stones of strings in atari.
    pub atari: Vec<bool>,
}

impl Layers {
    /// Empty layers for a board of `size`.
    pub fn new(size: BoardSize) -> Layers {
        let n = size.area();
        Layers {
            stones: vec![None; n],
            ghosts: vec![None; n],
            hot: vec![false; n],
            forbidden: vec![None; n],
            markers: vec![None; n],
            numbers: vec![None; n],
            labels: vec![AttrValue::default(); n],
            dimmed: vec![false; n],
            paint: vec![None; n],
            agreement: vec![None; n],
            marks: vec![None; n],
            dim: vec![false; n],
            variations: vec![None; n],
            lines: Vec::new(),
            liberties: vec![None; n],
            atari: vec![false; n],
        }
    }

    /// Whether one row of the board shows the same in both layers. Compares the stored
    /// entries, so it may say "different" for rows that look alike (one vector shorter
    /// than the other), never "same" for rows that differ.
    pub(crate) fn same_row(&self, other: &Layers, size: BoardSize, row: u8) -> bool {
        let n = usize::from(size.get());
        let range = usize::from(row) * n..(usize::from(row) + 1) * n;
        fn part<'a, T>(v: &'a [T], r: &std::ops::Range<usize>) -> Option<&'a [T]> {
            v.get(r.start.min(v.len())..r.end.min(v.len()))
        }
        let r = &range;
        part(&self.stones, r) == part(&other.stones, r)
            && part(&self.ghosts, r) == part(&other.ghosts, r)
            && part(&self.hot, r) == part(&other.hot, r)
            && part(&self.forbidden, r) == part(&other.forbidden, r)
            && part(&self.markers, r) == part(&other.markers, r)
            && part(&self.numbers, r) == part(&other.numbers, r)
            && part(&self.labels, r) == part(&other.labels, r)
            && part(&self.dimmed, r) == part(&other.dimmed, r)
            && part(&self.paint, r) == part(&other.paint, r)
            && part(&self.agreement, r) == part(&other.agreement, r)
            && part(&self.marks, r) == part(&other.marks, r)
            && part(&self.dim, r) == part(&other.dim, r)
            && part(&self.variations, r) == part(&other.variations, r)
            && part(&self.liberties, r) == part(&other.liberties, r)
            && part(&self.atari, r) == part(&other.atari, r)
    }

    pub(crate) fn spot(&self, size: BoardSize, p: Point) -> Spot {
        let i = index(size, p);
        Spot {
            stone: self.stones.get(i).copied().flatten(),
            ghost: self.ghosts.get(i).copied().flatten(),
            hot: self.hot.get(i).copied().unwrap_or(false),
            forbidden: self.forbidden.get(i).copied().flatten(),
            marker: self.markers.get(i).copied().flatten(),
            number: self.numbers.get(i).copied().flatten(),
            label: self
                .labels
                .get(i)
                .filter(|l| !l.is_empty())
                .cloned()
                .unwrap_or_else(|| AttrValue::from(p.to_string())),
            dimmed: self.dimmed.get(i).copied().unwrap_or(false),
            paint: self.paint.get(i).copied().flatten(),
            agreement: self.agreement.get(i).copied().flatten(),
            mark: self.marks.get(i).cloned().flatten(),
            dim: self.dim.get(i).copied().unwrap_or(false),
            variation: self.variations.get(i).copied().flatten(),
            liberties: self.liberties.get(i).copied().flatten(),
            atari: self.atari.get(i).copied().unwrap_or(false),
        }
    }
}

/// What one point shows.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Spot {
    pub(crate) stone: Option<Color>,
    pub(crate) ghost: Option<Color>,
    pub(crate) hot: bool,
    pub(crate) forbidden: Option<&'static str>,
    pub(crate) marker: Option<Marker>,
    pub(crate) number: Option<u32>,
    pub(crate) label: AttrValue,
    pub(crate) dimmed: bool,
    pub(crate) paint: Option<Color>,
    pub(crate) agreement: Option<&'static str>,
    pub(crate) mark: Option<Mark>,
    pub(crate) dim: bool,
    pub(crate) variation: Option<(u8, Color)>,
    pub(crate) liberties: Option<u8>,
    pub(crate) atari: bool,
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pt(name: &str) -> Point {
        Point::parse(name).unwrap()
    }

    /// P-2: the board shows every change; a row is only skipped when nothing on it changed.
    #[test]
    fn a_row_is_the_same_only_when_nothing_on_it_changed() {
        let size = BoardSize::NINE;
        let before = Layers::new(size);
        let mut after = before.clone();
        after.stones[index(size, pt("C3"))] = Some(Color::Black);
        after.labels[index(size, pt("E5"))] = "E5, empty, forbidden: hot stone".into();
        assert!(!before.same_row(&after, size, 2), "row 3 has a new stone");
        assert!(!before.same_row(&after, size, 4), "row 5 has a new name");
        assert!(before.same_row(&after, size, 0));
        assert!(before.same_row(&after, size, 8));
        // A shorter vector is compared as stored: "different" where the other has more.
        let mut short = before.clone();
        short.hot.truncate(20);
        assert!(before.same_row(&short, size, 0));
        assert!(!before.same_row(&short, size, 2));
    }
}
