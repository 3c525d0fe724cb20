//! Area counting (C-1, C-5): a side's area is its stones on the board plus the empty
//! regions bordered by its stones alone. Regions bordered by both colours (neutral
//! points, shared points in seki) count for nobody; the eyes of stones in seki count for
//! their owner like any other territory. The two areas and the shared points add up to
//! the board's points.

use super::{Analysis, SideCount};
use crate::Color;

/// Black's and White's counts and the shared points. Prisoners are filled in by the
/// caller; area counting does not use them.
#[cfg_attr(hotstone_size, optimize(size))]
pub(crate) fn count(analysis: &Analysis) -> (SideCount, SideCount, usize) {
    let mut territory = [0usize, 0];
    let mut shared = 0;
    for region in &analysis.regions {
        match region.owner() {
            Some(c) => territory[c.index()] += region.points.len(),
            None => shared += region.points.len(),
        }
    }
    let side = |c: Color| SideCount {
        stones: analysis.stones[c.index()],
        territory: territory[c.index()],
        ..SideCount::default()
    };
    (side(Color::Black), side(Color::White), shared)
}

#[cfg(test)]
pub(crate) mod tests {
    use crate::count::{count, Adjustments, DeadStones, Method};
    use crate::{Board, Color, Komi, Point, Preset, Ruleset};

    /// A 7x7 final position with seed 004's numbers (§4): Black 11 stones and 16 points,
    /// White 11 stones and 11 points. The seed's diagram is not in the text; this
    /// position is ours, with the same counts.
    pub(crate) const SEED_004: [&str; 7] = [
        "..XO...", //
        "..XO.O.", //
        "..XOO..", //
        ".XXXOO.", //
        "...XOO.", //
        ".X.XXO.", //
        "....XO.",
    ];

    fn rules(preset: Preset, komi: Option<&str>) -> Ruleset {
        let mut r = preset.ruleset();
        if let Some(k) = komi {
            r.komi = Komi::parse(k).unwrap();
        }
        r
    }

    #[test]
    fn c5_seed_004_black_11_plus_16_white_11_plus_11() {
        let board = Board::from_rows(&SEED_004).unwrap();
        let none = DeadStones::none(board.size());
        let s = count(
            &board,
            &none,
            &rules(Preset::Simple, Some("0")),
            &Adjustments::default(),
        )
        .unwrap();
        assert_eq!(s.method, Method::Area);
        assert_eq!((s.black.stones, s.black.territory), (11, 16));
        assert_eq!((s.white.stones, s.white.territory), (11, 11));
        assert_eq!(s.shared, 0);
        assert_eq!(s.outcome.result(), "B+5", "11+16 - (11+11) = 5");
        // With the simple preset's komi 5.5 White wins by half a point (C-5).
        let s = count(
            &board,
            &none,
            &Preset::Simple.ruleset(),
            &Adjustments::default(),
        )
        .unwrap();
        assert_eq!(s.komi.points(), 5.5);
        assert_eq!(s.outcome.result(), "W+0.5");
        assert_eq!(s.outcome.winner(), Some(Color::White));
    }

    #[test]
    fn c1_areas_and_shared_points_add_up_to_the_board() {
        // Lower left: White's string and Black's inner stones share A2 and C2 (a seki);
        // B1 is an eye among Black's stones.
        let board = Board::from_rows(&[
            ".....", //
            "XXXXX", //
            "OOOOX", //
            ".X.OX", //
            "X.XOX",
        ])
        .unwrap();
        let s = count(
            &board,
            &DeadStones::none(board.size()),
            &rules(Preset::Chinese, Some("0")),
            &Adjustments::default(),
        )
        .unwrap();
        assert_eq!(s.black.area() + s.white.area() + s.shared, 25);
        // A2 and C2 touch both colours; B1 is Black's eye among Black stones.
        assert_eq!(s.shared, 2);
        assert_eq!(s.owner(Point::parse("B1").unwrap()), Some(Color::Black));
        assert_eq!(s.owner(Point::parse("A2").unwrap()), None);
    }

    #[test]
    fn c1_a_dead_string_counts_for_the_surrounding_colour() {
        let board = Board::from_rows(&[
            ".....", //
            ".O...", //
            ".....", //
            "XXXXX", //
            ".....",
        ])
        .unwrap();
        let none = DeadStones::none(board.size());
        let r = rules(Preset::Chinese, Some("0"));
        let before = count(&board, &none, &r, &Adjustments::default()).unwrap();
        assert_eq!(before.black.area(), 10, "the top is shared while B4 lives");
        assert_eq!(before.white.area(), 1);
        let dead = DeadStones::from_points(&board, [Point::parse("B4").unwrap()]).unwrap();
        let after = count(&board, &dead, &r, &Adjustments::default()).unwrap();
        assert_eq!(after.black.area(), 25);
        assert_eq!(after.white.dead, 1);
        assert_eq!(after.black.prisoners, 1);
        assert_eq!(
            after.owner(Point::parse("B4").unwrap()),
            Some(Color::Black),
            "the dead stone's point is shown as Black's territory"
        );
        assert_eq!(after.outcome.result(), "B+25");
    }
}
