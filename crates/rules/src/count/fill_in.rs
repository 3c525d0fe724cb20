//! Ing's fill-in counting (C-2, C-3, B-4, B-5) as an ordered list of steps a UI can
//! animate, not only a number.
//!
//! Each side has a fixed supply of floor((N*N-1)/2) stones (B-4). With the dead stones
//! and the prisoners back in their owners' bowls, each side fills its own territory and
//! its half of the shared points from its bowl, moving no stone. A side that runs out
//! leaves empty points: its *winning points*, gathered in a corner (or on a side). A side
//! with stones to spare keeps them: its *losing stones*, which go into the opponent's
//! winning points. Compensation (and time penalties) are shown as stones, one per two
//! points, in a separate area. The difference is 1 per winning point left empty and 2
//! per losing, compensation or penalty stone (001 "Zählen").
//!
//! Reconciliation with area counting (docs/rules/counting.md): for each side, winning
//! points minus losing stones = area + half the shared points - supply, so the seed's
//! difference equals Black's area minus White's, less the compensation. The property
//! test in crates/rules/tests/counting.rs checks it on random finished positions.

use core::fmt;

use super::{color_name, Analysis, CountError, DeadStones};
use crate::board::Board;
use crate::penalty::{self, Penalty, PenaltyReason};
use crate::point::{BoardSize, Point};
use crate::rules::Komi;
use crate::Color;

/// The kinds of Ing's measuring frame (B-5, 001 "Meßrahmen").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum FrameKind {
    /// 36 holes of 5 stones around a centre hole for reserves (180 = 36 x 5).
    Hexagonal,
    /// 18 holes of 10 stones around a centre hole holding 9 reserves.
    Round,
}

impl FrameKind {
    /// How many holes the frame has for full hole loads (the centre hole not counted).
    pub const fn holes(self) -> u32 {
        match self {
            FrameKind::Hexagonal => 36,
            FrameKind::Round => 18,
        }
    }

    /// How many stones one hole holds.
    pub const fn per_hole(self) -> u32 {
        match self {
            FrameKind::Hexagonal => 5,
            FrameKind::Round => 10,
        }
    }
}

/// A bowl's stones as its measuring frame shows them (B-5): the holes are filled one
/// after another; what the holes cannot take lies in the centre hole (reserve).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Frame {
    /// The frame's shape.
    pub kind: FrameKind,
    /// Holes holding their full number of stones.
    pub full_holes: u32,
    /// Stones in the next hole, fewer than a full one.
    pub partial: u32,
    /// Stones in the centre hole.
    pub reserve: u32,
}

impl Frame {
    /// The frame of `kind` holding `stones`.
    pub const fn of(kind: FrameKind, stones: u32) -> Frame {
        let capacity = kind.holes() * kind.per_hole();
        if stones >= capacity {
            Frame {
                kind,
                full_holes: kind.holes(),
                partial: 0,
                reserve: stones - capacity,
            }
        } else {
            Frame {
                kind,
                full_holes: stones / kind.per_hole(),
                partial: stones % kind.per_hole(),
                reserve: 0,
            }
        }
    }

    /// How many stones the frame holds in all.
    pub const fn stones(&self) -> u32 {
        self.full_holes * self.kind.per_hole() + self.partial + self.reserve
    }
}

/// A side's bowl at some step.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Bowl {
    /// Whose bowl.
    pub color: Color,
    /// The stones in it.
    pub stones: u32,
}

impl Bowl {
    /// The bowl of `color` holding `stones`.
    pub const fn of(color: Color, stones: u32) -> Bowl {
        Bowl { color, stones }
    }

    /// The bowl's stones as a frame of `kind` shows them.
    pub const fn frame(&self, kind: FrameKind) -> Frame {
        Frame::of(kind, self.stones)
    }
}

/// An edge of the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Side {
    /// The bottom edge (row 1).
    Bottom,
    /// The top edge.
    Top,
    /// The left edge (column A).
    Left,
    /// The right edge.
    Right,
}

impl Side {
    /// The side's stable code.
    pub const fn code(self) -> &'static str {
        match self {
            Side::Bottom => "bottom",
            Side::Top => "top",
            Side::Left => "left",
            Side::Right => "right",
        }
    }
}

/// Where a side's winning points were gathered (001 "Positionierung": in a corner, or
/// on a side if no corner is available).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Place {
    /// Around this corner point.
    Corner(Point),
    /// Along this edge.
    Side(Side),
    /// The side's territory touches no edge.
    Inside,
}

impl fmt::Display for Place {
    #[cfg_attr(hotstone_size, optimize(size))]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Place::Corner(p) => write!(f, "in the {p} corner"),
            Place::Side(s) => write!(f, "on the {} side", s.code()),
            Place::Inside => f.write_str("together"),
        }
    }
}

/// One step of fill-in counting, in the order a UI shows them. Each step says which
/// points it changes (`changes`) and what it means in words (`Display`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FillInStep {
    /// Each bowl holds the supply for this board (B-4), checked with the frame (B-5).
    Supply {
        /// The supply of each bowl.
        stones_each: u32,
    },
    /// The dead stones of `color` are taken off and go back to its bowl.
    RemoveDead {
        /// Whose dead stones.
        color: Color,
        /// Where they stood, sorted.
        points: Vec<Point>,
    },
    /// With the dead stones and the prisoners back, each bowl holds its supply less the
    /// side's stones on the board.
    Bowls {
        /// Black's bowl.
        black: Bowl,
        /// White's bowl.
        white: Bowl,
    },
    /// Compensation (C-3): `stones` stones worth 2 points each for `to`, laid in a
    /// separate area; `remainder_half` half points that no stone can show (a
    /// compensation that is not a multiple of 2 points).
    Compensation {
        /// Who receives the compensation.
        to: Color,
        /// Compensation stones, 2 points each.
        stones: u32,
        /// Half points that no stone can show.
        remainder_half: u32,
    },
    /// Penalty points against `against` (T-2 time, X-3 team rules): one stone per two
    /// points, for the other; `remainder` points (0 or 1) no stone can show.
    Penalty {
        /// The side the penalty is against.
        against: Color,
        /// Penalty stones, 2 points each, for the other side.
        stones: u32,
        /// Points (0 or 1) no stone can show.
        remainder: u32,
        /// Why the penalty was given.
        reason: PenaltyReason,
    },
    /// `color` fills these points of its own territory from its bowl.
    FillTerritory {
        /// The side filling.
        color: Color,
        /// The points filled, in order.
        points: Vec<Point>,
    },
    /// `color` fills its half of the shared points.
    FillShared {
        /// The side filling.
        color: Color,
        /// The points filled, in order.
        points: Vec<Point>,
    },
    /// An odd number of shared points: this one is filled by nobody.
    SharedLeftEmpty {
        /// The shared point left empty.
        point: Point,
    },
    /// `color` ran out of stones: these empty points of its area are its winning
    /// points, nearest the gathering place first.
    WinningPoints {
        /// The side that ran out of stones.
        color: Color,
        /// Its winning points, nearest the gathering place first.
        points: Vec<Point>,
        /// Where they gather.
        place: Place,
    },
    /// What is left in the bowls: losing stones.
    LeftInBowls {
        /// Black's bowl.
        black: Bowl,
        /// White's bowl.
        white: Bowl,
    },
    /// `color`'s losing stones go into the opponent's winning points, farthest from the
    /// gathering place first, so that those left empty stay together.
    LosingStones {
        /// Whose losing stones.
        color: Color,
        /// Where they go, in order.
        points: Vec<Point>,
    },
    /// The difference value: 1 point per winning point left empty, 2 per losing,
    /// compensation and penalty stone. `difference_half` is Black's lead in half points.
    Difference {
        /// Black's winning points left empty.
        black_winning_points: u32,
        /// White's winning points left empty.
        white_winning_points: u32,
        /// Black's losing stones left in its bowl.
        black_losing_stones: u32,
        /// White's losing stones left in its bowl.
        white_losing_stones: u32,
        /// Black's lead in half points (negative: White's).
        difference_half: i32,
    },
}

impl FillInStep {
    /// A stable kebab-case name of the step.
    pub const fn code(&self) -> &'static str {
        match self {
            FillInStep::Supply { .. } => "supply",
            FillInStep::RemoveDead { .. } => "remove-dead",
            FillInStep::Bowls { .. } => "bowls",
            FillInStep::Compensation { .. } => "compensation",
            FillInStep::Penalty { .. } => "penalty",
            FillInStep::FillTerritory { .. } => "fill-territory",
            FillInStep::FillShared { .. } => "fill-shared",
            FillInStep::SharedLeftEmpty { .. } => "shared-left-empty",
            FillInStep::WinningPoints { .. } => "winning-points",
            FillInStep::LeftInBowls { .. } => "left-in-bowls",
            FillInStep::LosingStones { .. } => "losing-stones",
            FillInStep::Difference { .. } => "difference",
        }
    }

    /// What the step does to the board: each point and its new content.
    #[cfg_attr(hotstone_size, optimize(size))]
    pub fn changes(&self) -> Vec<(Point, Option<Color>)> {
        match self {
            FillInStep::RemoveDead { points, .. } => points.iter().map(|&p| (p, None)).collect(),
            FillInStep::FillTerritory { color, points }
            | FillInStep::FillShared { color, points }
            | FillInStep::LosingStones { color, points } => {
                points.iter().map(|&p| (p, Some(*color))).collect()
            }
            _ => Vec::new(),
        }
    }
}

#[cfg_attr(hotstone_size, optimize(size))]
fn stones(n: u32) -> String {
    if n == 1 {
        "1 stone".to_string()
    } else {
        format!("{n} stones")
    }
}

#[cfg_attr(hotstone_size, optimize(size))]
fn points(n: usize) -> String {
    if n == 1 {
        "1 point".to_string()
    } else {
        format!("{n} points")
    }
}

impl fmt::Display for FillInStep {
    /// One sentence for the UI.
    #[cfg_attr(hotstone_size, optimize(size))]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FillInStep::Supply { stones_each } => write!(
                f,
                "Each bowl holds {}, half the board's points less one; the measuring frame shows it at a glance.",
                stones(*stones_each)
            ),
            FillInStep::RemoveDead { color, points: p } => write!(
                f,
                "{}'s dead {} come off the board and go back to {}'s bowl.",
                color_name(*color),
                if p.len() == 1 { "stone" } else { "stones" },
                color_name(*color)
            ),
            FillInStep::Bowls { black, white } => write!(
                f,
                "With prisoners and dead stones returned, Black's bowl holds {} and White's {}.",
                stones(black.stones),
                stones(white.stones)
            ),
            FillInStep::Compensation {
                to,
                stones: n,
                remainder_half,
            } => {
                write!(
                    f,
                    "Compensation: {} for {} in a separate area, 2 points each",
                    stones(*n),
                    color_name(*to)
                )?;
                if *remainder_half > 0 {
                    write!(
                        f,
                        ", and {} more point{} that no stone can show",
                        Komi::from_half_points(*remainder_half as i32),
                        if *remainder_half == 2 { "" } else { "s" }
                    )?;
                }
                f.write_str(".")
            }
            FillInStep::Penalty {
                against,
                stones: n,
                remainder,
                reason,
            } => write!(
                f,
                "{} penalty ({}) against {}: {} for {}, 2 points each{}.",
                match reason {
                    PenaltyReason::Time => "Time",
                    PenaltyReason::MoveOrder => "Move-order",
                    PenaltyReason::Consultation => "Consultation",
                },
                reason.requirement(),
                color_name(*against),
                stones(*n),
                color_name(against.opponent()),
                if *remainder > 0 {
                    format!(", and {} more", points(*remainder as usize))
                } else {
                    String::new()
                }
            ),
            FillInStep::FillTerritory { color, points: p } => write!(
                f,
                "{} fills {} of its territory from its bowl, moving no stone.",
                color_name(*color),
                points(p.len())
            ),
            FillInStep::FillShared { color, points: p } => write!(
                f,
                "{} fills its half of the shared points: {}.",
                color_name(*color),
                points(p.len())
            ),
            FillInStep::SharedLeftEmpty { point } => write!(
                f,
                "The shared points are odd in number: {point} is filled by nobody."
            ),
            FillInStep::WinningPoints {
                color,
                points: p,
                place,
            } => write!(
                f,
                "{} has no stones left: {} stay empty, its winning points, gathered {place}.",
                color_name(*color),
                points(p.len())
            ),
            FillInStep::LeftInBowls { black, white } => write!(
                f,
                "Left in the bowls: Black {}, White {}; these are losing stones.",
                stones(black.stones),
                stones(white.stones)
            ),
            FillInStep::LosingStones { color, points: p } => write!(
                f,
                "{}'s {} losing {} go into {}'s winning points.",
                color_name(*color),
                p.len(),
                if p.len() == 1 { "stone" } else { "stones" },
                color_name(color.opponent())
            ),
            FillInStep::Difference {
                difference_half, ..
            } => match difference_half.signum() {
                0 => f.write_str("No difference: both sides have the same."),
                s => write!(
                    f,
                    "The difference: {} by {}, counting 1 per winning point left and 2 per losing, compensation or penalty stone.",
                    if s > 0 { "Black" } else { "White" },
                    Komi::from_half_points(difference_half.abs())
                ),
            },
        }
    }
}

/// One side's figures in fill-in counting.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct FillInSide {
    /// Stones plus territory (C-1).
    pub area: u32,
    /// Its stones on the board, the dead ones taken off.
    pub on_board: u32,
    /// Its bowl once the dead stones and prisoners are back: supply less `on_board`.
    pub in_bowl: u32,
    /// Stones it put into its territory and its half of the shared points.
    pub filled: u32,
    /// Stones out of the bowl after filling: `on_board + filled`.
    pub used: u32,
    /// Stones left in the bowl after filling: its losing stones.
    pub left: u32,
    /// Empty points of its area it could not fill.
    pub winning_points: u32,
    /// Its winning points still empty once the opponent's losing stones are in.
    pub winning_points_left: u32,
    /// = `left`.
    pub losing_stones: u32,
}

/// The fill-in count of a position: the figures and the ordered steps.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FillIn {
    /// Each side's supply (B-4).
    pub stones_each: u32,
    /// Black's figures.
    pub black: FillInSide,
    /// White's figures.
    pub white: FillInSide,
    /// Empty points bordered by both colours (or by none).
    pub shared: u32,
    /// Shared points each side fills: half of them, rounded down.
    pub shared_each: u32,
    /// The shared point nobody fills, when there is an odd number of them.
    pub shared_left_empty: Option<Point>,
    /// Compensation stones (2 points each) and who receives them; see
    /// `FillInStep::Compensation`.
    pub compensation_to: Option<Color>,
    /// How many compensation stones.
    pub compensation_stones: u32,
    /// Compensation half points no stone can show.
    pub compensation_remainder_half: u32,
    /// The count's steps, in order.
    pub steps: Vec<FillInStep>,
    difference_half: i32,
}

impl FillIn {
    #[cfg_attr(hotstone_size, optimize(size))]
    /// The figures of `color`.
    pub fn side(&self, color: Color) -> &FillInSide {
        match color {
            Color::Black => &self.black,
            Color::White => &self.white,
        }
    }

    /// Black's lead in half points by the seed's rule: 1 point per winning point left
    /// empty, 2 per losing, compensation or penalty stone (and any remainder no stone
    /// shows).
    #[cfg_attr(hotstone_size, optimize(size))]
    pub fn difference_half(&self) -> i32 {
        self.difference_half
    }

    /// The board after the first `steps` steps, starting from the counted `board`.
    #[cfg_attr(hotstone_size, optimize(size))]
    pub fn board_after(&self, board: &Board, steps: usize) -> Board {
        self.board_at(board, steps, 0)
    }

    /// The changes made when the first `step` steps are done and the first `placed`
    /// changes of step `step`: a UI that shows a step stone by stone is there.
    #[cfg_attr(hotstone_size, optimize(size))]
    fn changes_until(
        &self,
        step: usize,
        placed: usize,
    ) -> impl Iterator<Item = (usize, Point, Option<Color>)> + '_ {
        self.steps
            .iter()
            .enumerate()
            .take(step.saturating_add(1))
            .flat_map(move |(i, st)| {
                let n = if i < step { usize::MAX } else { placed };
                st.changes()
                    .into_iter()
                    .take(n)
                    .map(move |(p, c)| (i, p, c))
            })
    }

    /// The board when the first `step` steps are done and the first `placed` changes of
    /// step `step` (its stones one by one, C-2), starting from the counted `board`.
    #[cfg_attr(hotstone_size, optimize(size))]
    pub fn board_at(&self, board: &Board, step: usize, placed: usize) -> Board {
        let size = board.size();
        let cells = self.stones_at(board, step, placed);
        Board::from_stones(
            size,
            size.points()
                .zip(cells)
                .filter_map(|(p, c)| c.map(|c| (p, c))),
        )
    }

    /// What `board_at` holds on each point, in `BoardSize::points` order (row by row from
    /// A1), without building strings and liberties: a UI redrawing at every stone of a
    /// 19x19 count needs only the colours.
    #[cfg_attr(hotstone_size, optimize(size))]
    pub fn stones_at(&self, board: &Board, step: usize, placed: usize) -> Vec<Option<Color>> {
        let size = board.size();
        let mut cells: Vec<Option<Color>> = size.points().map(|p| board.get(p)).collect();
        for (_, p, c) in self.changes_until(step, placed) {
            if size.contains(p) {
                cells[size.index(p)] = c;
            }
        }
        cells
    }
}

impl FillIn {
    /// A side's stones on the board as played, its dead ones included: what came out of
    /// its bowl before the count begins (B-4).
    #[cfg_attr(hotstone_size, optimize(size))]
    pub fn played(&self, color: Color) -> u32 {
        let dead: usize = self
            .steps
            .iter()
            .map(|st| match st {
                FillInStep::RemoveDead { color: c, points } if *c == color => points.len(),
                _ => 0,
            })
            .sum();
        self.side(color).on_board + dead as u32
    }

    /// Black's and White's bowls when the first `step` steps are done and the first
    /// `placed` changes of step `step`, as `board_at` has the board (B-4, B-5).
    ///
    /// While nothing but the supply has been shown (step 0) each bowl holds the supply,
    /// as the measuring frame checks it before the game. From then on a bowl holds what
    /// of its supply is not on the board: a dead stone counts on the board until its
    /// `RemoveDead` step returns it, every stone filled or put in as a losing stone comes
    /// out of it. Compensation and penalty stones are laid apart and never come from the
    /// bowls (the count's `in_bowl` and `left` do not include them).
    #[cfg_attr(hotstone_size, optimize(size))]
    pub fn bowls_at(&self, step: usize, placed: usize) -> [Bowl; 2] {
        let bowl = |color, stones| Bowl { color, stones };
        if step == 0 {
            return [
                bowl(Color::Black, self.stones_each),
                bowl(Color::White, self.stones_each),
            ];
        }
        // In the bowls before any step: the supply less every stone on the board as
        // played, the dead ones included.
        let mut stones =
            [Color::Black, Color::White].map(|c| i64::from(self.stones_each - self.played(c)));
        for (i, _, c) in self.changes_until(step, placed) {
            match (c, &self.steps[i]) {
                (Some(c), _) => stones[c.index()] -= 1,
                (None, FillInStep::RemoveDead { color, .. }) => stones[color.index()] += 1,
                (None, _) => {}
            }
        }
        // The model's figures keep these within 0..=supply; clamp rather than wrap.
        let clamp = |n: i64| n.clamp(0, i64::from(self.stones_each)) as u32;
        [
            bowl(Color::Black, clamp(stones[0])),
            bowl(Color::White, clamp(stones[1])),
        ]
    }

    /// How many board changes a step makes: the stones a UI moves one by one.
    #[cfg_attr(hotstone_size, optimize(size))]
    pub fn step_len(&self, step: usize) -> usize {
        self.steps.get(step).map_or(0, |s| s.changes().len())
    }
}

/// What is paid besides the board: compensation (komi and handicap bonus, in half
/// points, positive for White) and penalties in points, with their reasons.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(crate) struct Payments {
    pub compensation_half: i32,
    pub penalties: Vec<Penalty>,
}

/// Each side's supply for a board (B-4): floor((N*N - 1) / 2).
pub const fn supply(size: BoardSize) -> u32 {
    (size.area() as u32 - 1) / 2
}

/// A1, the bottom right, the top left and the top right corner points.
#[cfg_attr(hotstone_size, optimize(size))]
fn corners(size: BoardSize) -> [Point; 4] {
    let n = size.get() as usize;
    [0, n - 1, n * (n - 1), n * n - 1].map(|i| size.point(i))
}

#[cfg_attr(hotstone_size, optimize(size))]
fn manhattan(a: Point, b: Point) -> u32 {
    (a.col().abs_diff(b.col()) + a.row().abs_diff(b.row())) as u32
}

/// How far a point lies from an edge.
#[cfg_attr(hotstone_size, optimize(size))]
fn edge_distance(size: BoardSize, side: Side, p: Point) -> u32 {
    let n = size.get() - 1;
    u32::from(match side {
        Side::Bottom => p.row(),
        Side::Top => n - p.row(),
        Side::Left => p.col(),
        Side::Right => n - p.col(),
    })
}

/// The `k` candidates nearest by `distance` (ties in point order), and their total
/// distance. Picked one by one rather than sorted, and `distance` a `dyn`: a sort is compiled
/// per element and closure type, several KB each in the wasm package (docs/performance.md);
/// at most 361 candidates, so k passes cost nothing that matters.
#[cfg_attr(hotstone_size, optimize(size))]
fn nearest(candidates: &[Point], k: usize, distance: &dyn Fn(Point) -> u32) -> (Vec<Point>, u32) {
    let mut rest: Vec<(u32, Point)> = candidates.iter().map(|&p| (distance(p), p)).collect();
    let mut chosen = Vec::with_capacity(k.min(rest.len()));
    let mut cost = 0;
    while chosen.len() < k {
        // The point is part of the key: no two keys are equal.
        let Some((i, _)) = rest.iter().enumerate().min_by_key(|&(_, key)| key) else {
            break;
        };
        let (d, p) = rest.swap_remove(i);
        cost += d;
        chosen.push(p);
    }
    (chosen, cost)
}

/// Chooses `k` of the candidates, gathered in a corner whose point is a candidate (the
/// corner that needs the least spread wins), else on a side, else together: the chosen
/// points nearest the place first.
#[cfg_attr(hotstone_size, optimize(size))]
fn gather(size: BoardSize, candidates: &[Point], k: usize) -> (Vec<Point>, Place) {
    type Best = Option<(u32, Vec<Point>, Place)>;
    #[cfg_attr(hotstone_size, optimize(size))]
    fn consider(best: &mut Best, (v, cost): (Vec<Point>, u32), place: Place) {
        if best.as_ref().is_none_or(|b| cost < b.0) {
            *best = Some((cost, v, place));
        }
    }
    let mut best: Best = None;
    for corner in corners(size) {
        if candidates.contains(&corner) {
            consider(
                &mut best,
                nearest(candidates, k, &|p| manhattan(p, corner)),
                Place::Corner(corner),
            );
        }
    }
    if best.is_none() {
        for side in [Side::Bottom, Side::Top, Side::Left, Side::Right] {
            if candidates
                .iter()
                .any(|&p| edge_distance(size, side, p) == 0)
            {
                consider(
                    &mut best,
                    nearest(candidates, k, &|p| edge_distance(size, side, p)),
                    Place::Side(side),
                );
            }
        }
    }
    match best {
        Some((_, v, place)) => (v, place),
        None => {
            let first = candidates.first().copied();
            let (v, _) = nearest(candidates, k, &|p| first.map_or(0, |f| manhattan(p, f)));
            (v, Place::Inside)
        }
    }
}

/// One side's filling (C-2): its figures, the points it fills, and its winning points
/// with the place they are gathered in.
struct Filling {
    side: FillInSide,
    territory: Vec<Point>,
    shared: Vec<Point>,
    winning: Vec<Point>,
    place: Place,
}

/// Fill-in counting of an analysed position (dead stones off). `board` and `dead` are
/// the position as played, for the dead stones' points.
#[cfg_attr(hotstone_size, optimize(size))]
pub(crate) fn fill_in(
    a: &Analysis,
    board: &Board,
    dead: &DeadStones,
    pay: Payments,
) -> Result<FillIn, CountError> {
    let s = supply(a.size);
    let on_board = stones_within_supply(a, s)?;
    let bowl = COLORS.map(|c| s - on_board[c.index()]);
    let (territory, shared_points) = territory_and_shared(a);
    let half = (shared_points.len() / 2) as u32;
    let (shared, shared_left_empty) = split_shared(a, &shared_points, half);
    let [mut black, mut white] = COLORS.map(|c| {
        let i = c.index();
        fill_side(
            a.size,
            on_board[i],
            bowl[i],
            &territory[i],
            &shared[i],
            half,
        )
    });
    let losing_points = place_losing_stones(&mut black, &mut white);
    let difference_half = difference(&black.side, &white.side, &losing_points, &pay);
    let (compensation_to, comp_stones, comp_rem) = compensation_stones(pay.compensation_half);

    let mut steps = vec![FillInStep::Supply { stones_each: s }];
    steps.extend(dead_stone_steps(board, dead));
    steps.push(FillInStep::Bowls {
        black: Bowl::of(Color::Black, bowl[0]),
        white: Bowl::of(Color::White, bowl[1]),
    });
    if let Some(to) = compensation_to {
        steps.push(FillInStep::Compensation {
            to,
            stones: comp_stones,
            remainder_half: comp_rem,
        });
    }
    steps.extend(penalty_steps(&pay));
    // Loops, not iterator adapters, whose generic code is compiled at the crate's
    // opt-level rather than for size (issue 15).
    let sides = [(&black, COLORS[0]), (&white, COLORS[1])];
    for (f, color) in sides {
        if !f.territory.is_empty() {
            let points = f.territory.clone();
            steps.push(FillInStep::FillTerritory { color, points });
        }
    }
    for (f, color) in sides {
        if !f.shared.is_empty() {
            let points = f.shared.clone();
            steps.push(FillInStep::FillShared { color, points });
        }
    }
    if let Some(point) = shared_left_empty {
        steps.push(FillInStep::SharedLeftEmpty { point });
    }
    for (f, color) in sides {
        if !f.winning.is_empty() {
            let (points, place) = (f.winning.clone(), f.place);
            steps.push(FillInStep::WinningPoints {
                color,
                points,
                place,
            });
        }
    }
    if black.side.left + white.side.left > 0 {
        steps.push(FillInStep::LeftInBowls {
            black: Bowl::of(Color::Black, black.side.left),
            white: Bowl::of(Color::White, white.side.left),
        });
    }
    for (points, color) in [
        (&losing_points[0], COLORS[0]),
        (&losing_points[1], COLORS[1]),
    ] {
        if !points.is_empty() {
            let points = points.clone();
            steps.push(FillInStep::LosingStones { color, points });
        }
    }
    steps.push(FillInStep::Difference {
        black_winning_points: black.side.winning_points_left,
        white_winning_points: white.side.winning_points_left,
        black_losing_stones: black.side.losing_stones,
        white_losing_stones: white.side.losing_stones,
        difference_half,
    });

    Ok(FillIn {
        stones_each: s,
        black: black.side,
        white: white.side,
        shared: shared_points.len() as u32,
        shared_each: half,
        shared_left_empty,
        compensation_to,
        compensation_stones: comp_stones,
        compensation_remainder_half: comp_rem,
        steps,
        difference_half,
    })
}

const COLORS: [Color; 2] = [Color::Black, Color::White];

/// Each side's stones on the board, refused when more than its bowl holds (B-4).
#[cfg_attr(hotstone_size, optimize(size))]
fn stones_within_supply(a: &Analysis, supply: u32) -> Result<[u32; 2], CountError> {
    for c in COLORS {
        if a.stones[c.index()] as u32 > supply {
            return Err(CountError::SupplyExceeded {
                color: c,
                on_board: a.stones[c.index()],
                supply: supply as usize,
            });
        }
    }
    Ok(COLORS.map(|c| a.stones[c.index()] as u32))
}

/// Each side's territory and the shared points, sorted.
#[cfg_attr(hotstone_size, optimize(size))]
fn territory_and_shared(a: &Analysis) -> ([Vec<Point>; 2], Vec<Point>) {
    let mut territory: [Vec<Point>; 2] = [Vec::new(), Vec::new()];
    let mut shared = Vec::new();
    for region in &a.regions {
        match region.owner() {
            Some(c) => territory[c.index()].extend(region.points.iter().copied()),
            None => shared.extend(region.points.iter().copied()),
        }
    }
    for t in &mut territory {
        hotstone_text::sort(t);
    }
    hotstone_text::sort(&mut shared);
    (territory, shared)
}

/// Shared points in seki (C-2): each side fills `half` of them, each point going to
/// the side whose stones alone touch it where one is still open, else to the side
/// with fewer so far; an odd one is left empty.
#[cfg_attr(hotstone_size, optimize(size))]
fn split_shared(a: &Analysis, points: &[Point], half: u32) -> ([Vec<Point>; 2], Option<Point>) {
    let mut shared: [Vec<Point>; 2] = [Vec::new(), Vec::new()];
    let mut left_empty = None;
    for &p in points {
        let open: Vec<Color> = COLORS
            .into_iter()
            .filter(|c| (shared[c.index()].len() as u32) < half)
            .collect();
        let touches = |c: Color| p.neighbors(a.size).any(|n| a.alive.get(n) == Some(c));
        let choice = match open.as_slice() {
            [] => None,
            [c] => Some(*c),
            _ => {
                let (tb, tw) = (touches(Color::Black), touches(Color::White));
                Some(if tb != tw {
                    if tb {
                        Color::Black
                    } else {
                        Color::White
                    }
                } else if shared[1].len() < shared[0].len() {
                    Color::White
                } else {
                    Color::Black
                })
            }
        };
        match choice {
            Some(c) => shared[c.index()].push(p),
            None => left_empty = Some(p),
        }
    }
    (shared, left_empty)
}

/// One side fills its territory and its share of the shared points from its bowl
/// (C-2); what it cannot fill are its winning points, gathered in a corner or a side.
#[cfg_attr(hotstone_size, optimize(size))]
fn fill_side(
    size: BoardSize,
    on_board: u32,
    bowl: u32,
    territory: &[Point],
    shared: &[Point],
    half: u32,
) -> Filling {
    let need = territory.len() as u32 + half;
    let w = need.saturating_sub(bowl);
    let w_t = (w as usize).min(territory.len());
    let w_h = w as usize - w_t;
    let (mut winning, place) = if w_t > 0 {
        gather(size, territory, w_t)
    } else {
        (Vec::new(), Place::Inside)
    };
    // Shared points a side cannot fill are its winning points too: its last ones.
    let h_keep = shared.len().saturating_sub(w_h);
    let h_win = &shared[h_keep..];
    let place = if w_t == 0 && w_h > 0 {
        gather(size, h_win, w_h).1
    } else {
        place
    };
    winning.extend(h_win.iter().copied());
    let mut fill_territory = Vec::new();
    for &p in territory {
        if !winning.contains(&p) {
            fill_territory.push(p);
        }
    }
    let fill_shared = shared[..h_keep].to_vec();
    let filled = (fill_territory.len() + fill_shared.len()) as u32;
    Filling {
        side: FillInSide {
            area: on_board + territory.len() as u32,
            on_board,
            in_bowl: bowl,
            filled,
            used: on_board + filled,
            left: bowl.saturating_sub(filled),
            winning_points: w,
            winning_points_left: w,
            losing_stones: bowl.saturating_sub(filled),
        },
        territory: fill_territory,
        shared: fill_shared,
        winning,
        place,
    }
}

/// Each side's losing stones go into the opponent's winning points, farthest first
/// (C-2); the points they fill, per side.
#[cfg_attr(hotstone_size, optimize(size))]
fn place_losing_stones(black: &mut Filling, white: &mut Filling) -> [Vec<Point>; 2] {
    let into = |losing: &FillInSide, winning: &mut Filling| -> Vec<Point> {
        let n = (losing.losing_stones as usize).min(winning.winning.len());
        winning.side.winning_points_left -= n as u32;
        let mut points = Vec::with_capacity(n);
        for &p in winning.winning.iter().rev().take(n) {
            points.push(p);
        }
        points
    };
    let black_losing = into(&black.side, white);
    let white_losing = into(&white.side, black);
    [black_losing, white_losing]
}

/// The seed's difference in half points, from the final state (C-2, C-3, T-2): 1 per
/// winning point, 2 per losing stone, less compensation and penalties.
#[cfg_attr(hotstone_size, optimize(size))]
fn difference(
    black: &FillInSide,
    white: &FillInSide,
    losing_points: &[Vec<Point>; 2],
    pay: &Payments,
) -> i32 {
    let unplaced =
        |side: &FillInSide, i: usize| side.losing_stones as i32 - losing_points[i].len() as i32;
    2 * (black.winning_points_left as i32 - white.winning_points_left as i32)
        + 4 * (losing_points[1].len() as i32 - losing_points[0].len() as i32)
        + 4 * (unplaced(white, 1) - unplaced(black, 0))
        - pay.compensation_half
        - 2 * penalty::total(&pay.penalties, Color::Black) as i32
        + 2 * penalty::total(&pay.penalties, Color::White) as i32
}

/// Compensation as stones of two points (C-3): who receives it, the stones and the
/// remainder in half points.
#[cfg_attr(hotstone_size, optimize(size))]
fn compensation_stones(compensation_half: i32) -> (Option<Color>, u32, u32) {
    let to = match compensation_half.signum() {
        1 => Some(Color::White),
        -1 => Some(Color::Black),
        _ => None,
    };
    let abs = compensation_half.unsigned_abs();
    (to, abs / 4, abs % 4)
}

/// Dead stones back to their bowls, Black's first (C-2).
#[cfg_attr(hotstone_size, optimize(size))]
fn dead_stone_steps(board: &Board, dead: &DeadStones) -> Vec<FillInStep> {
    // Loops, not iterator adapters, whose generic code is compiled at the crate's
    // opt-level rather than for size (issue 15).
    let mut steps = Vec::new();
    for color in COLORS {
        let mut points = Vec::new();
        for (p, c) in board.stones() {
            if c == color && dead.is_dead(p) {
                points.push(p);
            }
        }
        if !points.is_empty() {
            steps.push(FillInStep::RemoveDead { color, points });
        }
    }
    steps
}

/// Penalties as stones of two points (T-2, X-3), one step per penalty so that each
/// keeps its reason (an odd point is told as a remainder, never shown as a stone).
#[cfg_attr(hotstone_size, optimize(size))]
fn penalty_steps(pay: &Payments) -> Vec<FillInStep> {
    pay.penalties
        .iter()
        .filter(|p| p.points > 0)
        .map(|p| FillInStep::Penalty {
            against: p.against,
            stones: p.points / 2,
            remainder: p.points % 2,
            reason: p.reason,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::count::fixtures::{counted, p, score, WALLS_WITH_DEAD};
    use crate::count::{count, Adjustments, Score};
    use crate::{Preset, Ruleset};

    fn ing(komi_half: i32) -> Ruleset {
        Ruleset {
            komi: Komi::from_half_points(komi_half),
            ..Preset::Ing.ruleset()
        }
    }

    /// WALLS_WITH_DEAD under Ing with B7 and G3 dead.
    fn walls_with_dead_counted() -> Score {
        let board = Board::from_rows(&WALLS_WITH_DEAD).unwrap();
        let dead = DeadStones::from_points(&board, [p("B7"), p("G3")]).unwrap();
        counted(&board, &dead, &Preset::Ing.ruleset())
    }

    /// Black's area 30, White's 19, no shared points.
    const SEVEN_30_19: [&str; 7] = [
        "..XO...", //
        "...XO..", //
        "...XO..", //
        "..XXOO.", //
        "...XXO.", //
        "....XO.", //
        "....XO.",
    ];

    #[test]
    fn b4_supply_is_half_the_points_less_one() {
        assert_eq!(supply(BoardSize::SEVEN), 24);
        assert_eq!(supply(BoardSize::NINE), 40);
        assert_eq!(supply(BoardSize::NINETEEN), 180);
    }

    #[test]
    fn b5_measuring_frames() {
        let hex = Frame::of(FrameKind::Hexagonal, 180);
        assert_eq!((hex.full_holes, hex.partial, hex.reserve), (36, 0, 0));
        let round = Frame::of(FrameKind::Round, 180);
        assert_eq!((round.full_holes, round.partial, round.reserve), (18, 0, 0));
        let spare = Frame::of(FrameKind::Round, 189);
        assert_eq!(
            spare.reserve, 9,
            "the round frame's centre holds 9 reserves"
        );
        let seven = Frame::of(FrameKind::Hexagonal, 24);
        assert_eq!((seven.full_holes, seven.partial), (4, 4));
        assert_eq!(seven.stones(), 24);
    }

    #[test]
    fn c2_c3_seven_by_seven_area_30_against_19_black_by_3() {
        let s = score(&SEVEN_30_19, Preset::Ing.ruleset());
        assert_eq!((s.black.area(), s.white.area(), s.shared), (30, 19, 0));
        let f = s.fill_in.as_ref().unwrap();
        assert_eq!(f.stones_each, 24);
        assert_eq!((f.black.on_board, f.black.in_bowl), (9, 15));
        assert_eq!((f.black.winning_points, f.black.left), (6, 0));
        assert_eq!((f.white.on_board, f.white.in_bowl), (8, 16));
        assert_eq!((f.white.filled, f.white.losing_stones), (11, 5));
        assert_eq!(
            f.black.winning_points_left, 1,
            "5 losing stones in 6 winning points"
        );
        assert_eq!(
            (f.compensation_to, f.compensation_stones),
            (Some(Color::White), 4)
        );
        // 1 winning point + 2 x 5 losing stones - 2 x 4 compensation stones = 3.
        assert_eq!(f.difference_half(), 6);
        assert_eq!(s.outcome.result(), "B+3");
        assert_eq!(s.margin_half(), f.difference_half(), "area 30 - 19 - 8");
    }

    #[test]
    fn c2_winning_points_gather_in_a_corner_and_losing_stones_fill_from_afar() {
        let s = score(&SEVEN_30_19, Preset::Ing.ruleset());
        let f = s.fill_in.unwrap();
        let winning = f
            .steps
            .iter()
            .find_map(|st| match st {
                FillInStep::WinningPoints { points, place, .. } => Some((points, place)),
                _ => None,
            })
            .unwrap();
        assert_eq!(*winning.1, Place::Corner(p("A1")));
        assert_eq!(
            winning.0,
            &["A1", "A2", "B1", "A3", "B2", "C1"].map(p).to_vec()
        );
        let losing = f
            .steps
            .iter()
            .find_map(|st| match st {
                FillInStep::LosingStones { color, points } => Some((*color, points)),
                _ => None,
            })
            .unwrap();
        assert_eq!(losing.0, Color::White);
        assert_eq!(losing.1, &["C1", "B2", "A3", "B1", "A2"].map(p).to_vec());
        let board = Board::from_rows(&SEVEN_30_19).unwrap();
        let end = f.board_after(&board, f.steps.len());
        let empty: Vec<Point> = BoardSize::SEVEN
            .points()
            .filter(|&q| end.get(q).is_none())
            .collect();
        assert_eq!(
            empty,
            vec![p("A1")],
            "one point stays empty: 48 stones on 49 points"
        );
    }

    #[test]
    fn c2_the_steps_come_in_the_order_the_ui_shows_them() {
        let f = score(&SEVEN_30_19, Preset::Ing.ruleset()).fill_in.unwrap();
        let codes: Vec<&str> = f.steps.iter().map(FillInStep::code).collect();
        assert_eq!(
            codes,
            [
                "supply",
                "bowls",
                "compensation",
                "fill-territory",
                "fill-territory",
                "winning-points",
                "left-in-bowls",
                "losing-stones",
                "difference"
            ]
        );
        assert_eq!(
            f.steps[2].to_string(),
            "Compensation: 4 stones for White in a separate area, 2 points each."
        );
        assert!(f.steps[5].to_string().contains("gathered in the A1 corner"));
    }

    /// 19x19: Black owns columns A..J below row 15 and A..H above it, White the rest.
    fn nineteen() -> Vec<String> {
        (0..19)
            .rev()
            .map(|row| {
                (0..19)
                    .map(|col| {
                        let black_wall = (col == 9 && row < 14) || (col == 8 && row >= 14);
                        let white_wall = (col == 10 && row < 14) || (col == 9 && row >= 14);
                        match (black_wall, white_wall) {
                            (true, _) => 'X',
                            (_, true) => 'O',
                            _ => '.',
                        }
                    })
                    .collect()
            })
            .collect()
    }

    #[test]
    fn c2_c3_nineteen_area_185_against_176_black_by_1() {
        let rows = nineteen();
        let rows: Vec<&str> = rows.iter().map(String::as_str).collect();
        let s = score(&rows, Preset::Ing.ruleset());
        assert_eq!((s.black.area(), s.white.area()), (185, 176));
        let f = s.fill_in.as_ref().unwrap();
        assert_eq!(f.stones_each, 180);
        assert_eq!(f.black.winning_points, 5);
        assert_eq!(f.white.losing_stones, 4);
        assert_eq!(f.black.winning_points_left, 1);
        assert_eq!(s.outcome.result(), "B+1");
    }

    /// Black 28, White 20, and E4 a single shared point.
    const TIE: [&str; 7] = [
        "...XO..", //
        "...XO..", //
        "...XO..", //
        "...X.O.", //
        "...XO..", //
        "...XO..", //
        "...XO..",
    ];

    #[test]
    fn c3_an_exact_tie_is_black_s_win() {
        let s = score(&TIE, Preset::Ing.ruleset());
        assert_eq!((s.black.area(), s.white.area(), s.shared), (28, 20, 1));
        let f = s.fill_in.as_ref().unwrap();
        assert_eq!(
            f.shared_left_empty,
            Some(p("E4")),
            "a single shared point: nobody"
        );
        assert_eq!((f.black.winning_points, f.white.losing_stones), (4, 4));
        assert_eq!(f.black.winning_points_left, 0);
        assert_eq!(f.difference_half(), 0);
        assert_eq!(s.outcome.result(), "B+0");
        assert_eq!(s.outcome.winner(), Some(Color::Black));
        // Without compensation the tie rule does not apply: no difference is a draw
        // (C-2: "Eine Partie ohne Differenz ist unentschieden").
        let level = score(
            &[
                ".......", //
                ".......", //
                "XXXXXXX", //
                ".......", //
                "OOOOOOO", //
                ".......", //
                ".......",
            ],
            ing(0),
        );
        let f = level.fill_in.as_ref().unwrap();
        assert_eq!((f.shared, f.shared_each), (7, 3));
        assert_eq!(f.difference_half(), 0);
        assert!(level.outcome.is_draw(), "{}", level.outcome);
    }

    #[test]
    fn c2_shared_points_split_evenly_odd_one_left_empty() {
        // Two shared points in a seki (A2, B1): each side fills one.
        let even = score(
            &[
                ".......", //
                ".......", //
                ".......", //
                "XXXX...", //
                "OOOX...", //
                ".XOX...", //
                "X.OX...",
            ],
            Preset::Ing.ruleset(),
        );
        let f = even.fill_in.as_ref().unwrap();
        assert_eq!((f.shared, f.shared_each, f.shared_left_empty), (2, 1, None));
        let fills: Vec<(Color, Vec<Point>)> = f
            .steps
            .iter()
            .filter_map(|st| match st {
                FillInStep::FillShared { color, points } => Some((*color, points.clone())),
                _ => None,
            })
            .collect();
        assert_eq!(
            fills,
            vec![(Color::Black, vec![p("A2")]), (Color::White, vec![p("B1")])]
        );
        // Three: E2, E4 and E6 between the walls; each fills one, one stays empty.
        let odd = score(
            &[
                "...XO..", //
                "...X.O.", //
                "...XO..", //
                "...X.O.", //
                "...XO..", //
                "...X.O.", //
                "...XO..",
            ],
            Preset::Ing.ruleset(),
        );
        let f = odd.fill_in.as_ref().unwrap();
        assert_eq!((f.shared, f.shared_each), (3, 1));
        assert!(f.shared_left_empty.is_some());
        assert_eq!(odd.margin_half(), f.difference_half());
    }

    #[test]
    fn c2_dead_stones_go_back_to_their_bowl_first() {
        let s = walls_with_dead_counted();
        let f = s.fill_in.unwrap();
        assert_eq!(
            f.steps[1],
            FillInStep::RemoveDead {
                color: Color::Black,
                points: vec![p("G3")]
            }
        );
        assert_eq!(
            f.steps[2],
            FillInStep::RemoveDead {
                color: Color::White,
                points: vec![p("B7")]
            }
        );
        assert_eq!(f.black.on_board, 7, "G3 is back in Black's bowl");
        assert_eq!(f.black.in_bowl, 17);
    }

    #[test]
    fn b4_b5_bowls_at_every_step_follow_the_stones() {
        let board = Board::from_rows(&WALLS_WITH_DEAD).unwrap();
        let s = walls_with_dead_counted();
        let f = s.fill_in.unwrap();
        let stones = |step, placed| f.bowls_at(step, placed).map(|b| b.stones);
        // The supply first, as the frame checks it: 24 each on 7x7.
        assert_eq!(stones(0, 0), [24, 24]);
        // Then what is not on the board: Black 8 stones as played (G3 among them),
        // White 8 (B7 among them).
        assert_eq!(f.steps[1].code(), "remove-dead");
        assert_eq!(stones(1, 0), [16, 16]);
        assert_eq!(stones(1, 1), [17, 16], "G3 back in Black's bowl");
        assert_eq!(stones(2, 1), [17, 17], "B7 back in White's bowl");
        assert_eq!(f.steps[3].code(), "bowls");
        assert_eq!(stones(3, 0), [f.black.in_bowl, f.white.in_bowl]);
        // Black fills its territory stone by stone: one fewer in the bowl each time.
        let fill = f
            .steps
            .iter()
            .position(|st| {
                matches!(
                    st,
                    FillInStep::FillTerritory {
                        color: Color::Black,
                        ..
                    }
                )
            })
            .unwrap();
        assert_eq!(stones(fill, 3)[0], f.black.in_bowl - 3);
        assert_eq!(
            f.board_at(&board, fill, 3).stones().count(),
            f.board_after(&board, fill).stones().count() + 3
        );
        // The colours alone, point by point, are the same board.
        let at = f.board_at(&board, fill, 3);
        let cells = f.stones_at(&board, fill, 3);
        assert_eq!(cells.len(), 49);
        for (p, c) in board.size().points().zip(&cells) {
            assert_eq!(at.get(p), *c, "{p}");
        }
        assert_eq!(cells.iter().flatten().count(), at.stones().count());
        // At the end the bowls hold the losing stones not put in.
        let end = f.steps.len();
        assert_eq!(stones(end, 0), [0, 0], "every losing stone went in");
        let left = f
            .steps
            .iter()
            .position(|st| st.code() == "left-in-bowls")
            .unwrap();
        assert_eq!(stones(left, 0), [f.black.left, f.white.left]);
        // Past the end, or more placed than a step has, changes nothing.
        assert_eq!(stones(end + 5, 99), stones(end, 0));
        assert_eq!(f.step_len(fill), f.black.filled as usize);
        assert_eq!(f.step_len(end), 0);
    }

    #[test]
    fn b5_the_supply_of_nineteen_fills_the_hexagonal_frame_and_empties_with_the_bowl() {
        let rows = nineteen();
        let rows: Vec<&str> = rows.iter().map(String::as_str).collect();
        let f = score(&rows, Preset::Ing.ruleset()).fill_in.unwrap();
        let frame = |step, placed| f.bowls_at(step, placed)[0].frame(FrameKind::Hexagonal);
        assert_eq!(frame(0, 0).full_holes, 36, "180 = 36 x 5");
        let bowls = f.steps.iter().position(|st| st.code() == "bowls").unwrap();
        let before = frame(bowls, 0);
        assert_eq!(before.stones(), f.black.in_bowl);
        let fill = bowls + 2; // after the compensation step
        assert_eq!(f.steps[fill].code(), "fill-territory");
        assert_eq!(frame(fill, 5).stones(), before.stones() - 5);
        assert_eq!(frame(f.steps.len(), 0).stones(), 0, "Black ran out");
    }

    #[test]
    fn fill_in_refuses_more_stones_than_the_supply() {
        // 5x5: 12 stones each; 13 Black stones on the board cannot come from the bowl.
        let rows = ["XXXXX", "XXXXX", "XXX..", ".....", "....."];
        let board = Board::from_rows(&rows).unwrap();
        let e = count(
            &board,
            &DeadStones::none(board.size()),
            &Preset::Ing.ruleset(),
            &Adjustments::default(),
        )
        .unwrap_err();
        assert_eq!(
            e,
            CountError::SupplyExceeded {
                color: Color::Black,
                on_board: 13,
                supply: 12
            }
        );
    }
}
