//! Handicap (H-1, H-2, B-3): star points, the conventional fixed placements for every
//! size 7..19, free placement, and what White receives in a handicap game under each
//! ruleset. The table and the sources are in docs/rules/handicap.md.
//!
//! Ing's handicap moves (H-2), where Black makes N board plays while White passes, are a
//! phase of the game itself: see `Game::start_handicap_moves`.

use core::fmt;

use crate::board::Board;
use crate::point::{BoardSize, Point};
use crate::setup::{Setup, SetupError};
use crate::Color;

/// The smallest and largest sizes with conventional placements (B-1, H-1).
pub const FIXED_SIZES: core::ops::RangeInclusive<u8> = 7..=19;

/// Why a handicap cannot be given.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum HandicapError {
    /// No conventional placement exists on this board size (only 7x7..19x19 have one).
    NoPlacementForSize {
        /// The board's size.
        size: BoardSize,
    },
    /// This many stones has no conventional placement on this size (`max` is the most).
    NoPlacementForCount {
        /// The board's size.
        size: BoardSize,
        /// The stones asked for.
        stones: u32,
        /// The most stones with a conventional placement on this size.
        max: u32,
    },
    /// A handicap needs at least two stones (or two handicap moves, H-2): one stone is
    /// no handicap, just Black without komi.
    TooFew {
        /// The stones asked for.
        stones: u32,
    },
    /// A free placement would fill the board.
    TooMany {
        /// The stones asked for.
        stones: u32,
        /// The board's size.
        size: BoardSize,
    },
    /// A chosen point is not on the board.
    OffBoard {
        /// The point chosen.
        point: Point,
        /// The board's size.
        size: BoardSize,
    },
    /// The same point is chosen twice.
    Twice {
        /// The point chosen twice.
        point: Point,
    },
    /// The point already holds a stone.
    Occupied {
        /// The occupied point.
        point: Point,
    },
    /// A handicap is given before the first move; this game has moves already.
    NotAtStart,
    /// Black must be the player to move when handicap moves start (H-2).
    NotBlacksTurn,
    /// The stones could not be placed (they would leave a string without liberties).
    Setup(SetupError),
    /// The game has ended.
    GameOver,
}

impl fmt::Display for HandicapError {
    #[cfg_attr(hotstone_size, optimize(size))]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HandicapError::NoPlacementForSize { size } => write!(
                f,
                "the {size} board has no conventional handicap points: fixed handicap is defined for 7x7 to 19x19 (place the stones freely instead)"
            ),
            HandicapError::NoPlacementForCount { size, stones, max } => write!(
                f,
                "{stones} handicap stones have no conventional placement on the {size} board: it has fixed points for 2 to {max} stones"
            ),
            HandicapError::TooFew { stones } => write!(
                f,
                "a handicap of {stones} is no handicap: give at least 2 stones (a one-stone handicap is Black without komi)"
            ),
            HandicapError::TooMany { stones, size } => write!(
                f,
                "{stones} handicap stones would fill the {size} board"
            ),
            HandicapError::OffBoard { point, size } => {
                write!(f, "handicap point {point} is not on the {size} board")
            }
            HandicapError::Twice { point } => write!(f, "handicap point {point} is chosen twice"),
            HandicapError::Occupied { point } => {
                write!(f, "handicap point {point} already holds a stone")
            }
            HandicapError::NotAtStart => {
                write!(f, "a handicap is given before the first move, and this game has moves")
            }
            HandicapError::NotBlacksTurn => {
                write!(f, "handicap moves start with Black to move (H-2)")
            }
            HandicapError::Setup(e) => write!(f, "handicap stones cannot be placed: {e}"),
            HandicapError::GameOver => write!(f, "the game is over"),
        }
    }
}

impl std::error::Error for HandicapError {}

/// The three lines a board's star and handicap points sit on: the near line (the 3rd
/// below 13x13, else the 4th), the far one mirrored, and the middle (odd sizes only).
struct Lines {
    near: u8,
    far: u8,
    middle: Option<u8>,
}

#[cfg_attr(hotstone_size, optimize(size))]
fn lines(size: BoardSize) -> Option<Lines> {
    let n = size.get();
    if n < *FIXED_SIZES.start() {
        return None;
    }
    let near = if n >= 13 { 3 } else { 2 };
    Some(Lines {
        near,
        far: n - 1 - near,
        middle: (n % 2 == 1).then_some((n - 1) / 2),
    })
}

#[cfg_attr(hotstone_size, optimize(size))]
fn at(col: u8, row: u8) -> Point {
    Point::new(col, row).expect("star lines lie on boards of at most 25 lines")
}

/// The star points (hoshi) of a board, sorted (B-3): the four corner points on the
/// 3rd line below 13x13 and on the 4th from 13x13 up; the centre on odd sizes; the four
/// side points on odd sizes from 17x17 up. 19x19: D/K/Q x 4/10/16. 7x7: C3, E3, C5, E5
/// and D4 (the centre and the 3-3 points, as seed 004's diagrams use). Empty below 7x7.
#[cfg_attr(hotstone_size, optimize(size))]
pub fn star_points(size: BoardSize) -> Vec<Point> {
    let Some(Lines { near, far, middle }) = lines(size) else {
        return Vec::new();
    };
    let mut points = vec![at(near, near), at(far, near), at(near, far), at(far, far)];
    if let Some(m) = middle {
        points.push(at(m, m));
        if size.get() >= 17 {
            points.extend([at(near, m), at(far, m), at(m, near), at(m, far)]);
        }
    }
    hotstone_text::sort(&mut points);
    points
}

/// The most stones with a conventional placement on this size: 9 on odd sizes, 4 on
/// even ones (no middle line), 0 outside 7..19.
#[cfg_attr(hotstone_size, optimize(size))]
pub fn max_fixed_handicap(size: BoardSize) -> u32 {
    if !FIXED_SIZES.contains(&size.get()) {
        0
    } else if size.get() % 2 == 1 {
        9
    } else {
        4
    }
}

/// Where a conventional handicap point lies on the board: one of the four corner
/// points, the middle of a side, or the centre (H-1). Lower and left are row 1 and
/// column A, as the board is drawn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum HandicapPoint {
    /// The lower left star point (Black's lower left).
    LowerLeft,
    /// The upper right star point.
    UpperRight,
    /// The lower right star point.
    LowerRight,
    /// The upper left star point.
    UpperLeft,
    /// The star point on the middle of the left side.
    LeftSide,
    /// The star point on the middle of the right side.
    RightSide,
    /// The star point on the middle of the lower side.
    LowerSide,
    /// The star point on the middle of the upper side.
    UpperSide,
    /// The centre point.
    Centre,
}

/// The name of a conventional placement, as the table in docs/rules/handicap.md reads
/// it (H-1): which points the stones take. The count is the handicap itself.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PlacementName {
    /// 2 stones: lower-left and upper-right corners.
    Diagonal,
    /// 3 stones: three corners (not the upper left).
    ThreeCorners,
    /// 4 stones: the four corners.
    FourCorners,
    /// 5 stones: the four corners and the centre.
    CornersAndCentre,
    /// 6 stones: the four corners and the middles of the left and right sides.
    CornersAndLeftRight,
    /// 7 stones: as 6, and the centre.
    CornersLeftRightAndCentre,
    /// 8 stones: the four corners and the middles of all four sides.
    CornersAndSides,
    /// 9 stones: as 8, and the centre (every handicap point).
    CornersSidesAndCentre,
}

impl PlacementName {
    /// The name of the conventional placement of `stones` stones, if there is one.
    pub const fn of(stones: u32) -> Option<PlacementName> {
        Some(match stones {
            2 => PlacementName::Diagonal,
            3 => PlacementName::ThreeCorners,
            4 => PlacementName::FourCorners,
            5 => PlacementName::CornersAndCentre,
            6 => PlacementName::CornersAndLeftRight,
            7 => PlacementName::CornersLeftRightAndCentre,
            8 => PlacementName::CornersAndSides,
            9 => PlacementName::CornersSidesAndCentre,
            _ => return None,
        })
    }

    /// How many stones the placement has.
    pub const fn stones(self) -> u32 {
        match self {
            PlacementName::Diagonal => 2,
            PlacementName::ThreeCorners => 3,
            PlacementName::FourCorners => 4,
            PlacementName::CornersAndCentre => 5,
            PlacementName::CornersAndLeftRight => 6,
            PlacementName::CornersLeftRightAndCentre => 7,
            PlacementName::CornersAndSides => 8,
            PlacementName::CornersSidesAndCentre => 9,
        }
    }
}

impl fmt::Display for PlacementName {
    #[cfg_attr(hotstone_size, optimize(size))]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            PlacementName::Diagonal => "two corners on the diagonal",
            PlacementName::ThreeCorners => "three corners",
            PlacementName::FourCorners => "four corners",
            PlacementName::CornersAndCentre => "four corners and centre",
            PlacementName::CornersAndLeftRight => "four corners and left and right sides",
            PlacementName::CornersLeftRightAndCentre => {
                "four corners, left and right sides and centre"
            }
            PlacementName::CornersAndSides => "four corners and four sides",
            PlacementName::CornersSidesAndCentre => "four corners, four sides and centre",
        })
    }
}

/// The conventional placement of `stones` stones (H-1): each point with where it lies,
/// in the order the stones are traditionally placed. The one source of the table:
/// `fixed_handicap` is its points. Errors as `fixed_handicap`.
#[cfg_attr(hotstone_size, optimize(size))]
pub fn fixed_placement(
    size: BoardSize,
    stones: u32,
) -> Result<Vec<(Point, HandicapPoint)>, HandicapError> {
    use HandicapPoint::*;
    let max = max_fixed_handicap(size);
    if max == 0 {
        return Err(HandicapError::NoPlacementForSize { size });
    }
    match stones {
        0 => return Ok(Vec::new()),
        1 => return Err(HandicapError::TooFew { stones }),
        s if s > max => return Err(HandicapError::NoPlacementForCount { size, stones, max }),
        _ => {}
    }
    let Some(Lines { near, far, middle }) = lines(size) else {
        return Err(HandicapError::NoPlacementForSize { size });
    };
    let corners = [
        (at(near, near), LowerLeft),
        (at(far, far), UpperRight),
        (at(far, near), LowerRight),
        (at(near, far), UpperLeft),
    ];
    let mut points = corners[..stones.min(4) as usize].to_vec();
    if stones > 4 {
        // Only odd sizes get here (max is 4 on even ones).
        let m = middle.unwrap_or(near);
        let centre = (at(m, m), Centre);
        let left_right = [(at(near, m), LeftSide), (at(far, m), RightSide)];
        let bottom_top = [(at(m, near), LowerSide), (at(m, far), UpperSide)];
        match stones {
            5 => points.push(centre),
            6 => points.extend(left_right),
            7 => {
                points.extend(left_right);
                points.push(centre);
            }
            8 => {
                points.extend(left_right);
                points.extend(bottom_top);
            }
            _ => {
                points.extend(left_right);
                points.extend(bottom_top);
                points.push(centre);
            }
        }
    }
    Ok(points)
}

/// The conventional points for `stones` handicap stones (H-1), in the order they are
/// traditionally placed: lower left and upper right, then lower right, upper left; with
/// 5 and 7 the centre; with 6 and 7 the middle of the left and right sides; with 8 and
/// 9 the middles of all four sides, and with 9 the centre. 0 stones is an even game (no
/// points). Sizes outside 7..19, one stone, and counts above `max_fixed_handicap` are
/// errors. Seed 004: 3 stones on 7x7 are C3, E5, E3; 9 fill C3..E5.
#[cfg_attr(hotstone_size, optimize(size))]
pub fn fixed_handicap(size: BoardSize, stones: u32) -> Result<Vec<Point>, HandicapError> {
    Ok(fixed_placement(size, stones)?
        .into_iter()
        .map(|(p, _)| p)
        .collect())
}

/// Checks a free placement (Ing places handicap stones anywhere, H-2; New Zealand and
/// Tromp-Taylor have free placement): at least two distinct empty points on the board,
/// not filling it.
#[cfg_attr(hotstone_size, optimize(size))]
pub fn check_free_placement(board: &Board, points: &[Point]) -> Result<(), HandicapError> {
    let size = board.size();
    let stones = points.len() as u32;
    if stones < 2 {
        return Err(HandicapError::TooFew { stones });
    }
    let mut seen = crate::point::PointSet::default();
    for &point in points {
        if !size.contains(point) {
            return Err(HandicapError::OffBoard { point, size });
        }
        if !seen.insert(point) {
            return Err(HandicapError::Twice { point });
        }
        if board.get(point).is_some() {
            return Err(HandicapError::Occupied { point });
        }
    }
    let empty = size.points().filter(|&p| board.get(p).is_none()).count();
    if points.len() >= empty {
        return Err(HandicapError::TooMany { stones, size });
    }
    Ok(())
}

/// The setup that places handicap stones: black stones, White to move (H-1).
#[cfg_attr(hotstone_size, optimize(size))]
pub fn handicap_setup(points: &[Point]) -> Setup {
    let mut black = points.to_vec();
    hotstone_text::sort(&mut black);
    Setup {
        black,
        to_move: Some(Color::White),
        handicap: Some(points.len() as u32),
        ..Setup::default()
    }
}

/// How the game's handicap was given.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum HandicapKind {
    /// Ing handicap moves (H-2): Black's `n` board plays, `played` made so far.
    IngMoves {
        /// How many board plays Black makes.
        n: u32,
        /// How many it has made.
        played: u32,
    },
    /// Stones on the conventional points of the table, which names them (H-1).
    Fixed {
        /// The placement's name in the table.
        name: PlacementName,
    },
    /// Stones placed freely (H-1 with free placement).
    Free {
        /// How many stones.
        stones: u32,
    },
}

impl HandicapKind {
    /// The handicap's size: N-1 for N Ing handicap moves (H-2), else the stones.
    pub const fn size(self) -> u32 {
        match self {
            HandicapKind::IngMoves { n, .. } => n.saturating_sub(1),
            HandicapKind::Fixed { name } => name.stones(),
            HandicapKind::Free { stones } => stones,
        }
    }

    /// The stones White's handicap compensation is counted from (H-1, H-2): the
    /// stones placed, or Black's N handicap board plays.
    pub const fn compensated_stones(self) -> u32 {
        match self {
            HandicapKind::IngMoves { n, .. } => n,
            HandicapKind::Fixed { name } => name.stones(),
            HandicapKind::Free { stones } => stones,
        }
    }

    /// Black is still making Ing handicap moves.
    pub const fn active(self) -> bool {
        matches!(self, HandicapKind::IngMoves { n, played } if played < n)
    }
}

/// How many points White receives for a handicap (KataGo's "white handicap bonus").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum HandicapBonus {
    /// Nothing: territory counting, or area counting whose rules say nothing.
    Zero,
    /// One point per handicap stone (per handicap board play under Ing).
    N,
    /// One point per handicap stone after the first.
    NMinusOne,
}

/// What White receives in a handicap game, beyond the komi the game is played with
/// (a handicap game's komi is the record's KM, usually 0 or 0.5). Sources per preset:
/// `Preset::handicap_compensation_source`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct HandicapCompensation {
    /// The points White receives for the handicap.
    pub bonus: HandicapBonus,
    /// Who wins a tie (a whole-point draw) in a handicap game; `None`: a draw stands.
    pub tie_winner: Option<Color>,
}

impl HandicapCompensation {
    /// No bonus, and a draw stands.
    pub const NONE: HandicapCompensation = HandicapCompensation {
        bonus: HandicapBonus::Zero,
        tie_winner: None,
    };

    /// The points White receives for a handicap of `stones` stones (for Ing handicap
    /// moves, Black's N board plays). 0 and 1 stone is no handicap: nothing.
    pub const fn white_points(self, stones: u32) -> u32 {
        if stones < 2 {
            return 0;
        }
        match self.bonus {
            HandicapBonus::Zero => 0,
            HandicapBonus::N => stones,
            HandicapBonus::NMinusOne => stones - 1,
        }
    }

    /// One plain sentence for a result's explanation, e.g. "handicap 3: White receives
    /// 3 points (one per handicap stone) and wins a tie".
    #[cfg_attr(hotstone_size, optimize(size))]
    pub fn explain(self, stones: u32) -> String {
        if stones < 2 {
            return "no handicap: no handicap compensation".to_string();
        }
        let points = self.white_points(stones);
        let why = match self.bonus {
            HandicapBonus::Zero => "this ruleset gives nothing for handicap stones",
            HandicapBonus::N => "one per handicap stone",
            HandicapBonus::NMinusOne => "one per handicap stone after the first",
        };
        let tie = match self.tie_winner {
            Some(Color::White) => " and wins a tie",
            Some(Color::Black) => "; Black wins a tie",
            None => "",
        };
        format!(
            "handicap {stones}: White receives {points} point{} ({why}){tie}",
            if points == 1 { "" } else { "s" }
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(points: &[Point]) -> Vec<String> {
        points.iter().map(Point::to_string).collect()
    }

    fn size(n: i64) -> BoardSize {
        BoardSize::new(n).unwrap()
    }

    #[test]
    fn b3_nineteen_star_points_are_d_k_q_by_4_10_16() {
        let mut expected: Vec<Point> = ["D4", "K4", "Q4", "D10", "K10", "Q10", "D16", "K16", "Q16"]
            .iter()
            .map(|n| Point::parse(n).unwrap())
            .collect();
        expected.sort();
        assert_eq!(star_points(BoardSize::NINETEEN), expected);
        assert_eq!(
            names(&star_points(BoardSize::SEVEN)),
            ["C3", "C5", "D4", "E3", "E5"]
        );
        assert!(star_points(size(5)).is_empty());
    }

    #[test]
    fn h1_seed_004_three_and_nine_on_seven() {
        let three = fixed_handicap(BoardSize::SEVEN, 3).unwrap();
        assert_eq!(names(&three), ["C3", "E5", "E3"]);
        let mut nine = names(&fixed_handicap(BoardSize::SEVEN, 9).unwrap());
        nine.sort();
        assert_eq!(nine, ["C3", "C4", "C5", "D3", "D4", "D5", "E3", "E4", "E5"]);
        let e = fixed_handicap(BoardSize::NINETEEN, 10).unwrap_err();
        assert!(e.to_string().contains("2 to 9"), "{e}");
        assert!(fixed_handicap(size(8), 5).is_err());
        assert!(fixed_handicap(size(6), 2).is_err());
        assert!(fixed_handicap(size(21), 2).is_err());
        assert_eq!(
            fixed_handicap(BoardSize::NINE, 1),
            Err(HandicapError::TooFew { stones: 1 })
        );
        assert_eq!(fixed_handicap(BoardSize::NINE, 0), Ok(Vec::new()));
    }

    #[test]
    fn h1_placements_name_their_points() {
        let four = fixed_placement(BoardSize::NINE, 4).unwrap();
        let read: Vec<(String, HandicapPoint)> =
            four.iter().map(|&(p, r)| (p.to_string(), r)).collect();
        assert_eq!(
            read,
            [
                ("C3".to_string(), HandicapPoint::LowerLeft),
                ("G7".to_string(), HandicapPoint::UpperRight),
                ("G3".to_string(), HandicapPoint::LowerRight),
                ("C7".to_string(), HandicapPoint::UpperLeft),
            ]
        );
        let nine = fixed_placement(BoardSize::NINETEEN, 9).unwrap();
        assert_eq!(
            nine[4],
            (Point::parse("D10").unwrap(), HandicapPoint::LeftSide)
        );
        assert_eq!(
            nine[8],
            (Point::parse("K10").unwrap(), HandicapPoint::Centre)
        );
        for n in 2..=9 {
            let name = PlacementName::of(n).unwrap();
            assert_eq!(name.stones(), n);
        }
        assert_eq!(PlacementName::of(1), None);
        assert_eq!(PlacementName::of(10), None);
        assert_eq!(
            PlacementName::of(5).unwrap().to_string(),
            "four corners and centre"
        );
    }

    #[test]
    fn h1_free_placement_checks() {
        let board = Board::new(size(7));
        let p = |n: &str| Point::parse(n).unwrap();
        assert!(check_free_placement(&board, &[p("A1"), p("G7")]).is_ok());
        assert_eq!(
            check_free_placement(&board, &[p("A1")]),
            Err(HandicapError::TooFew { stones: 1 })
        );
        assert_eq!(
            check_free_placement(&board, &[p("A1"), p("A1")]),
            Err(HandicapError::Twice { point: p("A1") })
        );
        assert!(matches!(
            check_free_placement(&board, &[p("A1"), p("H8")]),
            Err(HandicapError::OffBoard { .. })
        ));
        let all: Vec<Point> = size(7).points().collect();
        assert!(matches!(
            check_free_placement(&board, &all),
            Err(HandicapError::TooMany { .. })
        ));
    }

    #[test]
    fn compensation_points_and_sentences() {
        let n = HandicapCompensation {
            bonus: HandicapBonus::N,
            tie_winner: Some(Color::White),
        };
        assert_eq!(n.white_points(3), 3);
        assert_eq!(n.white_points(1), 0);
        assert_eq!(
            n.explain(3),
            "handicap 3: White receives 3 points (one per handicap stone) and wins a tie"
        );
        let aga = HandicapCompensation {
            bonus: HandicapBonus::NMinusOne,
            tie_winner: None,
        };
        assert_eq!(aga.white_points(2), 1);
        assert!(aga
            .explain(2)
            .contains("1 point (one per handicap stone after the first)"));
        assert_eq!(HandicapCompensation::NONE.white_points(9), 0);
    }
}
