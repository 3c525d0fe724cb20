//! Counting on random finished positions (C-1, C-2, C-3, C-6). Requirement IDs refer
//! to ../shared/spec/requirements.md.
//!
//! A "finished position" here is any board of random stones with random strings marked
//! dead: counting must not care how the stones got there. The supply (B-4) caps each
//! colour, as a real bowl would.

use hotstone_rules::{count, Board, BoardSize, Color, Komi, Point, Preset, Ruleset};
use hotstone_rules::{
    regions, supply, Adjustments, DeadStones, FillInStep, Penalty, PenaltyReason,
};
use proptest::prelude::*;

/// A board of side `n` from cell codes (0 empty, 1 Black, 2 White), each colour capped
/// at the supply, and the strings through the points of `dead` marked dead.
fn position(n: u8, cells: &[u8], dead: &[usize]) -> (Board, DeadStones) {
    let size = BoardSize::new(i64::from(n)).unwrap();
    let cap = supply(size) as usize;
    let mut counts = [0usize, 0];
    let stones = size
        .points()
        .zip(cells.iter().cycle())
        .filter_map(|(p, &c)| {
            let color = match c {
                1 => Color::Black,
                2 => Color::White,
                _ => return None,
            };
            let k = usize::from(color == Color::White);
            counts[k] += 1;
            (counts[k] <= cap).then_some((p, color))
        });
    let board = Board::from_stones(size, stones);
    let points: Vec<Point> = size.points().collect();
    let marked = dead
        .iter()
        .map(|&i| points[i % points.len()])
        .filter(|&p| board.get(p).is_some());
    let dead = DeadStones::from_points(&board, marked).unwrap();
    (board, dead)
}

fn finished() -> impl Strategy<Value = (Board, DeadStones)> {
    (3u8..=9)
        .prop_flat_map(|n| {
            let area = usize::from(n) * usize::from(n);
            (
                Just(n),
                prop::collection::vec(prop::sample::select(vec![0u8, 0, 1, 2]), area),
                prop::collection::vec(0usize..area, 0..4),
            )
        })
        .prop_map(|(n, cells, dead)| position(n, &cells, &dead))
}

fn with_komi(preset: Preset, half: i32) -> Ruleset {
    Ruleset {
        komi: Komi::from_half_points(half),
        ..preset.ruleset()
    }
}

/// The board after every step, checking that each step only fills empty points (or
/// empties the dead stones it names).
fn replay_steps(board: &Board, steps: &[FillInStep]) -> Result<Vec<Option<Color>>, String> {
    let size = board.size();
    let mut cells: Vec<Option<Color>> = size.points().map(|p| board.get(p)).collect();
    let index = |p: Point| usize::from(p.row()) * usize::from(size.get()) + usize::from(p.col());
    for step in steps {
        for (p, c) in step.changes() {
            let before = cells[index(p)];
            match (before, c) {
                (Some(_), None) | (None, Some(_)) => cells[index(p)] = c,
                _ => return Err(format!("{} at {p}: {before:?} -> {c:?}", step.code())),
            }
        }
    }
    Ok(cells)
}

const ORDER: [&str; 12] = [
    "supply",
    "remove-dead",
    "bowls",
    "compensation",
    "penalty",
    "fill-territory",
    "fill-shared",
    "shared-left-empty",
    "winning-points",
    "left-in-bowls",
    "losing-stones",
    "difference",
];

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    /// C-2, C-3: the seed's difference (1 per winning point, 2 per losing, compensation
    /// or penalty stone) equals the area difference less compensation and penalties.
    #[test]
    fn c2_fill_in_difference_is_area_difference_less_compensation(
        (board, dead) in finished(),
        komi in -40i32..=40,
        penalty_black in prop::sample::select(vec![0u32, 0, 2, 4, 6]),
        penalty_white in prop::sample::select(vec![0u32, 0, 2, 4, 6]),
        handicap in 0u32..5,
    ) {
        let penalties = [(Color::Black, penalty_black), (Color::White, penalty_white)]
            .into_iter()
            .filter(|&(_, p)| p > 0)
            .map(|(against, points)| Penalty { against, points, reason: PenaltyReason::Time })
            .collect();
        let adj = Adjustments { penalties, handicap, ..Adjustments::default() };
        // What White receives for Ing handicap moves (H-2), paid as compensation stones.
        let bonus = Preset::Ing.ruleset().handicap_compensation.white_points(handicap) as i32;
        let area = count(&board, &dead, &with_komi(Preset::Chinese, 0), &Adjustments::default())
            .unwrap();
        let ing = count(&board, &dead, &with_komi(Preset::Ing, komi), &adj).unwrap();
        let f = ing.fill_in.as_ref().unwrap();
        let expected = 2 * (area.black.area() as i32 - area.white.area() as i32) - komi
            - 2 * bonus - 2 * penalty_black as i32 + 2 * penalty_white as i32;
        prop_assert_eq!(f.difference_half(), expected);
        prop_assert_eq!(ing.margin_half(), expected);
        // C-2: each side's line (its points and the compensation it receives, which goes
        // to one side only) differ by the margin, penalties aside.
        let total = |c: Color| ing.points_half(c) + ing.compensation_half(c);
        prop_assert_eq!(ing.compensation_half(Color::Black).min(ing.compensation_half(Color::White)), 0);
        prop_assert_eq!(total(Color::Black) - total(Color::White),
            expected + 2 * penalty_black as i32 - 2 * penalty_white as i32);
        // C-1: the areas and the shared points make up the board.
        let n2 = board.size().area();
        prop_assert_eq!(area.black.area() + area.white.area() + area.shared, n2);
        // The model is physical: every step fills empty points only, and all 2S stones
        // end on the board, leaving N*N - 2S points empty (1 on odd sizes, 2 on even).
        let end = replay_steps(&board, &f.steps).map_err(TestCaseError::fail)?;
        let empty = end.iter().filter(|c| c.is_none()).count();
        prop_assert_eq!(empty, n2 - 2 * f.stones_each as usize);
        for (c, side) in [(Color::Black, f.black), (Color::White, f.white)] {
            prop_assert_eq!(end.iter().filter(|&&x| x == Some(c)).count(), f.stones_each as usize);
            prop_assert_eq!(side.used + side.left, f.stones_each);
            prop_assert!(side.winning_points == 0 || side.losing_stones == 0);
        }
        // The steps keep their order.
        let mut last = 0;
        for step in &f.steps {
            let k = ORDER.iter().position(|&c| c == step.code()).unwrap();
            prop_assert!(k >= last, "{} after {}", step.code(), ORDER[last]);
            last = k;
        }
        prop_assert_eq!(f.steps.last().map(FillInStep::code), Some("difference"));
    }

    /// C-4: territory counting never gives more territory than area counting; dead
    /// stones are off the board for both.
    #[test]
    fn c4_territory_is_part_of_area((board, dead) in finished()) {
        let area = count(&board, &dead, &with_komi(Preset::Chinese, 0), &Adjustments::default())
            .unwrap();
        let terr = count(&board, &dead, &with_komi(Preset::Japanese, 0), &Adjustments::default())
            .unwrap();
        for c in [Color::Black, Color::White] {
            prop_assert!(terr.side(c).territory <= area.side(c).territory);
            prop_assert_eq!(terr.side(c).stones, area.side(c).stones);
        }
        for c in [Color::Black, Color::White] {
            let marked = dead.points().iter().filter(|&&p| board.get(p) == Some(c)).count();
            prop_assert_eq!(area.side(c).stones, board.count(c) - marked);
            prop_assert_eq!(area.side(c).dead, marked);
            prop_assert_eq!(area.side(c.opponent()).prisoners, marked);
        }
        let empty: usize = regions(&board).iter().map(|r| r.points.len()).sum();
        prop_assert_eq!(empty + board.count(Color::Black) + board.count(Color::White),
            board.size().area());
    }
}
