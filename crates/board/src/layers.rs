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
        }
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
}
