//! Territory counting (C-4, seeds 000 and 003): a side scores the empty points it
//! surrounds plus its prisoners (stones taken during play and the opponent's dead
//! stones). Stones on the board score nothing, neutral points score nothing, and there
//! is no territory in seki: the shared liberties and the eyes of stones in seki count for
//! nobody.
//!
//! Finding seki. Japanese rules fill the neutral points (dame) before counting; stones
//! that still touch an unfilled point then "possess dame" and are in seki. We do the
//! same on a scratch board: every empty point bordered by both colours that one side
//! can fill safely (capturing nothing, its string keeping two liberties or more) is
//! filled, repeatedly, Black tried first. The points left where neither side's fill
//! would capture are the seki points; strings touching them are in seki, and an eye
//! region touching a string in seki is no territory. A point left where a fill would
//! capture is no seki: in a seki no single fill captures, so a string in atari there was
//! walled in by the filling itself (in a wide open area, or a game stopped early), and
//! the point is neutral. docs/rules/counting.md discusses the choice.

use super::{Analysis, SideCount};
use crate::board::Board;
use crate::point::Point;
use crate::Color;

pub(crate) struct TerritoryCount {
    pub black: SideCount,
    pub white: SideCount,
    pub shared: usize,
    pub seki: Vec<Point>,
    pub owners: Vec<Option<Color>>,
}

/// Would `color` playing at the empty point `p` capture nothing and keep its new string
/// at least two liberties?
#[cfg_attr(hotstone_size, optimize(size))]
fn safe_fill(board: &Board, p: Point, color: Color) -> bool {
    let preview = board.preview(p, color);
    if preview.captured > 0 || preview.self_removed > 0 {
        return false;
    }
    let size = board.size();
    let mut libs: Vec<Point> = Vec::new();
    for n in p.neighbors(size) {
        match board.get(n) {
            None => libs.push(n),
            Some(c) if c == color => libs.extend(board.liberties(n)),
            Some(_) => {}
        }
    }
    libs.retain(|&l| l != p);
    hotstone_text::sort(&mut libs);
    libs.dedup();
    libs.len() >= 2
}

/// Fills every point of `shared` that one side can fill safely, Black tried first,
/// until nothing changes.
#[cfg_attr(hotstone_size, optimize(size))]
fn fill(scratch: &mut Board, shared: &[Point]) {
    loop {
        let mut changed = false;
        for &p in shared {
            if scratch.get(p).is_some() {
                continue;
            }
            if let Some(c) = [Color::Black, Color::White]
                .into_iter()
                .find(|&c| safe_fill(scratch, p, c))
            {
                scratch.play(p, c);
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
}

/// Would a fill at `p` by either side capture? In a seki no single fill does (every
/// string in it keeps two shared liberties or an eye and one); a point left unfilled
/// next to a string in atari is a neutral point that the filling left, and the strings
/// beside it are not in seki on its account.
#[cfg_attr(hotstone_size, optimize(size))]
fn captures_either(scratch: &Board, p: Point) -> bool {
    [Color::Black, Color::White]
        .into_iter()
        .any(|c| scratch.preview(p, c).captured > 0)
}

#[cfg_attr(hotstone_size, optimize(size))]
pub(crate) fn count(a: &Analysis) -> TerritoryCount {
    let size = a.size;
    // Dame filling on a scratch board.
    // Loops, not iterator adapters, whose generic code is compiled at the crate's
    // opt-level rather than for size (issue 15).
    let mut shared = Vec::new();
    for r in &a.regions {
        if r.borders_black && r.borders_white {
            shared.extend_from_slice(&r.points);
        }
    }
    let mut scratch = a.alive.clone();
    fill(&mut scratch, &shared);
    let mut seki_points = Vec::new();
    for &p in &shared {
        if scratch.get(p).is_none() && !captures_either(&scratch, p) {
            seki_points.push(p);
        }
    }
    let mut in_seki = vec![false; size.area()];
    for &p in &seki_points {
        for n in p.neighbors(size) {
            if scratch.get(n).is_some() && !in_seki[size.index(n)] {
                for s in scratch.string(n) {
                    in_seki[size.index(s)] = true;
                }
            }
        }
    }
    let mut territory = [0usize, 0];
    let mut owners = Vec::with_capacity(size.area());
    for p in size.points() {
        owners.push(a.alive.get(p));
    }
    let mut seki = seki_points.clone();
    let mut neutral = 0;
    for region in &a.regions {
        let touches_seki = || {
            for &p in &region.points {
                for n in p.neighbors(size) {
                    if a.alive.get(n).is_some() && in_seki[size.index(n)] {
                        return true;
                    }
                }
            }
            false
        };
        match region.owner() {
            Some(c) if !touches_seki() => {
                territory[c.index()] += region.points.len();
                for &p in &region.points {
                    owners[size.index(p)] = Some(c);
                }
            }
            Some(_) => seki.extend(region.points.iter().copied()),
            None => neutral += region.points.len(),
        }
    }
    hotstone_text::sort(&mut seki);
    let side = |c: Color| SideCount {
        stones: a.stones[c.index()],
        territory: territory[c.index()],
        ..SideCount::default()
    };
    TerritoryCount {
        black: side(Color::Black),
        white: side(Color::White),
        shared: neutral + seki.len() - seki_points.len(),
        seki,
        owners,
    }
}

#[cfg(test)]
mod tests {
    use crate::count::fixtures::{counted, DEAD_GROUP_INSIDE, SEKI_EYES};
    use crate::count::{count, Adjustments, DeadStones, Method, Prisoners};
    use crate::{Board, Color, Komi, Point, Preset, Ruleset};

    fn p(s: &str) -> Point {
        Point::parse(s).unwrap()
    }

    fn japanese(komi: &str) -> Ruleset {
        Ruleset {
            komi: Komi::parse(komi).unwrap(),
            ..Preset::Japanese.ruleset()
        }
    }

    #[test]
    fn c4_territory_plus_prisoners_with_a_dead_group_inside() {
        // White's two stones at B6, C6 are dead inside Black's top left.
        let board = Board::from_rows(&DEAD_GROUP_INSIDE).unwrap();
        let dead = DeadStones::from_points(&board, [p("B6")]).unwrap();
        assert_eq!(dead.points(), vec![p("B6"), p("C6")], "the whole string");
        let adj = Adjustments {
            prisoners: Prisoners { black: 3, white: 1 },
            ..Adjustments::default()
        };
        let s = count(&board, &dead, &japanese("0"), &adj).unwrap();
        assert_eq!(s.method, Method::Territory);
        assert_eq!(
            s.black.territory, 21,
            "three rows, the dead stones' points included"
        );
        assert_eq!(s.black.prisoners, 5, "3 taken in play + 2 dead");
        assert_eq!(s.white.territory, 14);
        assert_eq!(s.white.prisoners, 1);
        assert_eq!(s.shared, 0);
        // 21 + 5 - (14 + 1) = 11.
        assert_eq!(s.outcome.result(), "B+11");
    }

    #[test]
    fn c4_neutral_points_count_for_nobody() {
        let board = Board::from_rows(&[
            ".....", //
            "XXXXX", //
            ".....", //
            "OOOOO", //
            ".....",
        ])
        .unwrap();
        let s = counted(&board, &DeadStones::none(board.size()), &japanese("0"));
        assert_eq!((s.black.territory, s.white.territory), (5, 5));
        assert_eq!(s.shared, 5, "row 3 is dame");
        assert!(s.seki.is_empty(), "dame can be filled safely: no seki");
        assert!(s.outcome.is_draw(), "whole komi 0: a draw");
    }

    /// A seki without eyes in the lower left: White's string A3-C3-C1 and Black's A1 and
    /// B2 share A2 and B1; whoever fills one is captured.
    const SEKI: [&str; 7] = [
        ".......", //
        ".......", //
        ".......", //
        "XXXX...", //
        "OOOX...", //
        ".XOX...", //
        "X.OX...",
    ];

    #[test]
    fn c4_no_territory_in_seki_and_shared_liberties_score_nothing() {
        let board = Board::from_rows(&SEKI).unwrap();
        let s = counted(&board, &DeadStones::none(board.size()), &japanese("0"));
        assert_eq!(s.seki, vec![p("A2"), p("B1")]);
        assert_eq!(s.owner(p("A2")), None);
        // Black's outer wall owns every other empty point: 49 points less 7 outer,
        // 5 White and 2 inner Black stones, less the 2 seki points.
        assert_eq!(s.black.territory, 49 - 7 - 5 - 2 - 2);
        assert_eq!(s.white.territory, 0);
    }

    /// A 9x9 game a computer and a beginner stopped early (a teacher's review): the left
    /// side is still open, White's stones there have no eyes, and Black's right side is
    /// walled off. Filling Black first walls White's left strings in until C5 is their
    /// last liberty; no fill there is safe, but Black's would capture, so C5 is no seki
    /// point, and Black's strings beside it keep their territory (C-4).
    #[test]
    fn c4_a_point_the_filling_leaves_beside_a_string_in_atari_is_no_seki() {
        let board = Board::from_rows(&[
            ".....X.X.", //
            "...O.XXO.", //
            ".OO.XX.O.", //
            ".O.XXOO..", //
            ".X.X.XXX.", //
            ".O.XO.X.X", //
            "..OX...X.", //
            "..OX.XX..", //
            "....X....",
        ])
        .unwrap();
        let dead = DeadStones::from_points(&board, ["H8", "H7", "F6", "G6", "E4"].map(p)).unwrap();
        let s = counted(&board, &dead, &japanese("6.5"));
        assert!(s.seki.is_empty(), "no seki on this board: {:?}", s.seki);
        // The right side: 20 empty points and the 5 dead stones' points, and the two
        // one-point eyes G9 and H4.
        assert_eq!(s.black.territory, 27);
        assert_eq!(s.owner(p("J1")), Some(Color::Black));
        assert_eq!(s.owner(p("C5")), None, "neutral");
        assert_eq!(s.white.territory, 0);
    }

    #[test]
    fn c4_eyes_of_stones_in_seki_are_no_territory() {
        // Black's inner string (eye A3) and White's string (eye E5) share A5 and C5.
        // Filling A5 is safe for Black; then C5 is a seki point, and both eyes belong
        // to stones in seki.
        let board = Board::from_rows(&SEKI_EYES).unwrap();
        let none = DeadStones::none(board.size());
        let s = count(&board, &none, &japanese("0"), &Adjustments::default()).unwrap();
        assert_eq!(s.seki, vec![p("A3"), p("C5"), p("E5")]);
        assert_eq!(s.white.territory, 0, "White's only eye is in seki");
        assert_eq!(s.owner(p("A3")), None);
        assert_eq!(s.shared, 4, "A5 and C5 (neutral), A3 and E5 (eyes in seki)");
        // Under area counting the eyes count for their owners (C-1).
        let area = count(
            &board,
            &none,
            &Ruleset {
                komi: Komi::from_half_points(0),
                ..Preset::Chinese.ruleset()
            },
            &Adjustments::default(),
        )
        .unwrap();
        assert_eq!(area.owner(p("A3")), Some(Color::Black));
        assert_eq!(area.owner(p("E5")), Some(Color::White));
        assert_eq!(area.shared, 2, "A5 and C5");
    }
}
