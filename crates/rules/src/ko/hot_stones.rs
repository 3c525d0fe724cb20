//! Ing's fighting ko (K-2): after a board play, some of the mover's stones are "hot",
//! and the opponent's very next move may not remove them. One intervening move of any
//! kind (a board play elsewhere or a pass) cools them.
//!
//! Shapes, for a play that captured `k >= 1` stones and left the mover's string `S`:
//! - single: k = 1, |S| = 1, S's only liberty is the point just emptied (basic ko);
//! - double: k = 2, |S| = 2, S's only liberty is one of the points just emptied;
//! - twin: S is single or double hot, and three or more kos (either colour's, the one
//!   just taken included) border one opposing string: every ko stone of the mover that
//!   borders that string is hot too (triple ko).
//!
//! Only Ing's ko rule comes here, which the playouts (`simple`) never use: the npm
//! package compiles it for size (`optimize(size)` under `hotstone_size`, src/lib.rs),
//! and keeps its two entries out of line, not inlined into the playouts' path.

use crate::board::{Board, Removal};
use crate::point::Point;
use crate::Color;

/// Why a stone is hot.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum HotKind {
    /// A single stone that just took a single stone (basic ko).
    Single,
    /// Two stones that just took two (double ko stones in eternal life).
    Double,
    /// A ko stone beside a single or double hot stone around one opposing string.
    Twin,
}

impl HotKind {
    /// The kind's stable code.
    pub const fn code(self) -> &'static str {
        match self {
            HotKind::Single => "single",
            HotKind::Double => "double",
            HotKind::Twin => "twin",
        }
    }
}

/// One hot stone and why.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct HotStone {
    /// Where the hot stone stands.
    pub point: Point,
    /// Why it is hot.
    pub kind: HotKind,
}

/// The hot stones left by one board play: for the opponent's next move only.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HotSet {
    /// Whose stones are hot (the player who just moved).
    pub owner: Color,
    /// Sorted by point.
    pub stones: Vec<HotStone>,
    /// For twin hot stones: one stone of the opposing string the kos surround.
    pub surrounded: Option<Point>,
}

impl HotSet {
    #[cfg_attr(hotstone_size, optimize(size))]
    /// The hot stones' points, sorted.
    pub fn points(&self) -> Vec<Point> {
        self.stones.iter().map(|s| s.point).collect()
    }

    #[cfg_attr(hotstone_size, optimize(size))]
    /// Whether a hot stone stands at `p`.
    pub fn contains(&self, p: Point) -> bool {
        self.stones.iter().any(|s| s.point == p)
    }

    /// The requirement behind hot stones.
    pub const fn requirement(&self) -> &'static str {
        "K-2"
    }
}

/// A hot shape: `stones` of the mover took exactly that many (1 or 2), and their only
/// liberty is one of the points just emptied.
#[cfg_attr(hotstone_size, optimize(size))]
fn hot_shape(stones: &[Point], captured: &[Point], liberties: &[Point]) -> Option<HotKind> {
    let kind = match (stones.len(), captured.len()) {
        (1, 1) => HotKind::Single,
        (2, 2) => HotKind::Double,
        _ => return None,
    };
    match liberties {
        [only] if captured.contains(only) => Some(kind),
        _ => None,
    }
}

/// A ko: a string of one or two stones with one liberty whose capture there would leave
/// the capturer single or double hot.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Ko {
    stones: Vec<Point>,
    liberty: Point,
}

/// Is the string through `stone` a ko stone (the local test of the spec: other strings
/// the capturing play would also take are ignored)?
#[cfg_attr(hotstone_size, optimize(size))]
fn ko_at(board: &Board, stone: Point) -> Option<Ko> {
    let owner = board.get(stone)?;
    // Cheap tests first: most strings near a ko are neither small nor in atari.
    if board.string_size(stone) > 2 || board.liberty_count(stone) != 1 {
        return None;
    }
    let stones = board.string(stone);
    let liberty = board.liberties(stone)[0];
    let size = board.size();
    // The capturer's string after playing at the liberty: the liberty plus its own
    // neighbouring strings; it must be as small as the string it takes.
    let capturer = owner.opponent();
    let mut string = vec![liberty];
    for n in liberty.neighbors(size) {
        if board.get(n) == Some(capturer) {
            if board.string_size(n) + 1 > stones.len() {
                return None;
            }
            string.extend(board.string(n));
        }
    }
    hotstone_text::sort(&mut string);
    string.dedup();
    // Loops rather than iterator adapters here and below: the adapters' generic code is
    // compiled at the crate's opt-level, not for size (issue 15).
    let mut liberties: Vec<Point> = Vec::new();
    for &s in &string {
        for n in s.neighbors(size) {
            if n != liberty && (board.get(n).is_none() || stones.contains(&n)) {
                liberties.push(n);
            }
        }
    }
    hotstone_text::sort(&mut liberties);
    liberties.dedup();
    hot_shape(&string, &stones, &liberties).map(|_| Ko { stones, liberty })
}

/// Does the ko have a stone or its liberty next to the string through `member`?
#[cfg_attr(hotstone_size, optimize(size))]
fn borders(ko: &Ko, board: &Board, member: Point) -> bool {
    let size = board.size();
    for &p in ko.stones.iter().chain([&ko.liberty]) {
        for n in p.neighbors(size) {
            if board.same_string(n, member) {
                return true;
            }
        }
    }
    false
}

/// Every ko (of either colour) with a stone or liberty next to the string through
/// `member`.
#[cfg_attr(hotstone_size, optimize(size))]
fn kos_bordering(board: &Board, member: Point) -> Vec<Ko> {
    // Only a string of one or two stones in atari can be a ko (`ko_at`'s first test):
    // the board lists those next to the string or to its liberties, one stone each.
    let mut kos: Vec<Ko> = Vec::new();
    for p in board.small_strings_in_atari_near(member) {
        kos.extend(ko_at(board, p));
    }
    hotstone_text::sort_by(&mut kos, |a, b| a.stones[0] < b.stones[0]);
    kos.dedup();
    let mut bordering = Vec::with_capacity(kos.len());
    for k in kos {
        if borders(&k, board, member) {
            bordering.push(k);
        }
    }
    bordering
}

/// The hot set left by `color`'s board play at `played`, which removed `removal`.
#[cfg_attr(hotstone_size, optimize(size), inline(never))]
pub(crate) fn after_play(
    board: &Board,
    played: Point,
    color: Color,
    removal: Removal,
) -> Option<HotSet> {
    // Cheap tests first: most plays capture nothing.
    if !(1..=2).contains(&removal.captured)
        || removal.self_removed != 0
        || board.string_size(played) != removal.captured
        || board.liberty_count(played) != 1
    {
        return None;
    }
    // `board` is the board just after the play: its last removals are the captures.
    let mut captured = Vec::with_capacity(removal.captured);
    for p in board.last_removed().take(removal.captured) {
        captured.push(p);
    }
    let own = board.string(played);
    let kind = hot_shape(&own, &captured, &board.liberties(played))?;
    let mut stones = Vec::with_capacity(own.len());
    for &point in &own {
        stones.push(HotStone { point, kind });
    }
    let taken = Ko {
        stones: own.clone(),
        liberty: board.liberties(played)[0],
    };
    let size = board.size();
    // Opposing strings next to the ko just taken: the candidates for a twin.
    let mut opposing: Vec<Point> = Vec::new();
    for &p in own.iter().chain(std::iter::once(&taken.liberty)) {
        for n in p.neighbors(size) {
            if board.get(n) == Some(color.opponent())
                && !opposing.iter().any(|&o| board.same_string(o, n))
            {
                opposing.push(n);
            }
        }
    }
    let mut surrounded = None;
    for member in opposing {
        let mut kos = kos_bordering(board, member);
        if !kos.iter().any(|k| k.stones == taken.stones) {
            kos.push(taken.clone()); // always counted
        }
        if kos.len() < 3 {
            continue;
        }
        surrounded.get_or_insert(board.first_of_string(member).unwrap_or(member));
        for ko in &kos {
            if board.get(ko.stones[0]) != Some(color) {
                continue;
            }
            for &point in &ko.stones {
                if !stones.iter().any(|s: &HotStone| s.point == point) {
                    stones.push(HotStone {
                        point,
                        kind: HotKind::Twin,
                    });
                }
            }
        }
    }
    hotstone_text::sort_by(&mut stones, |a, b| a < b);
    Some(HotSet {
        owner: color,
        stones,
        surrounded,
    })
}

/// The hot stones a play at `point` would capture at once (K-2); empty when none.
#[cfg_attr(hotstone_size, optimize(size), inline(never))]
pub(crate) fn taken_by(hot: Option<&HotSet>, board: &Board, point: Point) -> Vec<HotStone> {
    let Some(hot) = hot else {
        return Vec::new();
    };
    let mut removed: Vec<Point> = Vec::new();
    for n in point.neighbors(board.size()) {
        // `point` is empty and next to `n`: one liberty left means it is `point`.
        if board.get(n) == Some(hot.owner) && board.liberty_count(n) == 1 {
            removed.extend(
                hot.points()
                    .into_iter()
                    .filter(|&h| board.same_string(h, n)),
            );
        }
    }
    hot.stones
        .iter()
        .filter(|s| removed.contains(&s.point))
        .copied()
        .collect()
}
