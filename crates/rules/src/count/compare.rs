//! Comparing counts (C-1, C-2, C-4, C-5): one finished position counted by territory,
//! area and Ing's fill-in, side by side, with the reasons their margins differ, so a
//! teacher can show why rulesets agree or not.
//!
//! The three counts use the same board, dead stones and prisoners; each method gets its
//! own ruleset (a `Lineup`): the game's komi for all three, or each method's customary
//! preset (Japanese 6.5, Chinese 7.5, Ing 8 with Black winning a tie). The reasons are
//! derived from the scores themselves, never from a second implementation of a rule:
//!
//! - area minus territory, before komi, is Black's stones-on-board lead less Black's
//!   prisoner lead (`StonesAndPrisoners`) plus the eyes in seki, which are territory
//!   under area counting only (`SekiEyes`);
//! - fill-in's difference equals area's (docs/rules/counting.md); what differs there
//!   is the compensation, its half point no stone can show, and the tie rule.

use super::{count, Adjustments, CountError, DeadStones, Method, Outcome, Score};
use crate::board::Board;
use crate::point::Point;
use crate::rules::{Preset, Ruleset, Scoring};
use crate::Color;

/// The ruleset each method is counted under.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Lineup {
    /// The ruleset as counted by territory.
    pub territory: Ruleset,
    /// The ruleset as counted by area.
    pub area: Ruleset,
    /// The ruleset as counted by Ing's fill-in.
    pub fill_in: Ruleset,
}

impl Lineup {
    /// The game's own ruleset, its scoring swapped: the same komi and handicap
    /// compensation for all three, so only the counting differs.
    #[cfg_attr(hotstone_size, optimize(size))]
    pub fn of_game(rules: &Ruleset) -> Lineup {
        let with = |scoring| rules.with_scoring(scoring);
        Lineup {
            territory: with(Scoring::Territory),
            area: with(Scoring::Area),
            fill_in: with(Scoring::IngFillIn),
        }
    }

    /// Each method under its customary preset: Japanese (territory, komi 6.5), Chinese
    /// (area, 7.5), Ing (fill-in, 8 points, Black wins a tie: C-3).
    #[cfg_attr(hotstone_size, optimize(size))]
    pub fn customary() -> Lineup {
        Lineup {
            territory: Preset::Japanese.ruleset(),
            area: Preset::Chinese.ruleset(),
            fill_in: Preset::Ing.ruleset(),
        }
    }

    #[cfg_attr(hotstone_size, optimize(size))]
    /// The ruleset of one method.
    pub fn get(&self, method: Method) -> &Ruleset {
        match method {
            Method::Territory => &self.territory,
            Method::Area => &self.area,
            Method::FillIn => &self.fill_in,
        }
    }
}

/// Why two of the counts differ. Each reason carries the numbers a UI shows as they are.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Reason {
    /// Territory counts prisoners, area counts stones on the board (C-1, C-4). Area's
    /// lead before komi exceeds territory's by Black's stone lead less Black's prisoner
    /// lead: the difference in board plays (a pass, a handicap stone, a dame filled).
    StonesAndPrisoners {
        /// Black's stones on the board.
        black_stones: usize,
        /// White's stones on the board.
        white_stones: usize,
        /// The prisoners Black took.
        black_prisoners: usize,
        /// The prisoners White took.
        white_prisoners: usize,
        /// Black's gain under area over territory from this, in points (may be < 0).
        black_gain: i32,
    },
    /// Eyes of stones in seki are territory under area (and fill-in) counting, but
    /// nobody's under territory counting (C-4).
    SekiEyes {
        /// Seki eyes surrounded by Black.
        black: usize,
        /// Seki eyes surrounded by White.
        white: usize,
        /// The eyes, sorted.
        points: Vec<Point>,
    },
    /// The methods' compensations differ (komi and handicap points for White), in half
    /// points.
    Compensation {
        /// White's compensation under territory counting, in half points.
        territory_half: i32,
        /// White's compensation under area counting, in half points.
        area_half: i32,
        /// White's compensation under fill-in counting, in half points.
        fill_in_half: i32,
    },
    /// Fill-in counting shows compensation as stones worth two points each (C-2): a
    /// compensation that is not a multiple of two leaves these half points no stone can
    /// show; they still count.
    HalfPoint {
        /// The half points no stone shows.
        remainder_half: u32,
    },
    /// A zero margin went to `winner` by a tie rule (C-3: under Ing, Black wins a tie);
    /// `methods` are those where it decided.
    TieRule {
        /// The player the tie rule gave the game to.
        winner: Color,
        /// The methods where it decided.
        methods: Vec<Method>,
    },
    /// A whole komi allows a draw here (C-4, seed 000), where another method decides.
    Draw {
        /// The methods where the game is a draw.
        methods: Vec<Method>,
    },
}

impl Reason {
    /// A stable kebab-case name.
    pub const fn code(&self) -> &'static str {
        match self {
            Reason::StonesAndPrisoners { .. } => "stones-and-prisoners",
            Reason::SekiEyes { .. } => "seki-eyes",
            Reason::Compensation { .. } => "compensation",
            Reason::HalfPoint { .. } => "half-point",
            Reason::TieRule { .. } => "tie-rule",
            Reason::Draw { .. } => "draw",
        }
    }
}

/// One method's count of the position.
#[derive(Debug, Clone, PartialEq)]
pub struct Column {
    /// The counting method of this column.
    pub method: Method,
    /// The ruleset counted with (the game's, with this method's scoring).
    pub rules: Ruleset,
    /// The count, or why the method cannot count this position (fill-in: more stones on
    /// the board than a bowl holds, B-4).
    pub score: Result<Score, CountError>,
}

impl Column {
    #[cfg_attr(hotstone_size, optimize(size))]
    /// The column's outcome, when it could be counted.
    pub fn outcome(&self) -> Option<Outcome> {
        self.score.as_ref().ok().map(|s| s.outcome)
    }

    /// Black's lead before compensation, in half points: what the method counts.
    #[cfg_attr(hotstone_size, optimize(size))]
    pub fn lead_half(&self) -> Option<i32> {
        let s = self.score.as_ref().ok()?;
        Some(s.points_half(Color::Black) - s.points_half(Color::White))
    }
}

/// The three counts and the reasons they differ.
#[derive(Debug, Clone, PartialEq)]
pub struct Comparison {
    /// Territory, area, fill-in, in that order.
    pub columns: [Column; 3],
    /// Why the columns differ, one reason for each difference.
    pub reasons: Vec<Reason>,
}

impl Comparison {
    #[cfg_attr(hotstone_size, optimize(size))]
    /// The column of one method.
    pub fn column(&self, method: Method) -> &Column {
        let i = match method {
            Method::Territory => 0,
            Method::Area => 1,
            Method::FillIn => 2,
        };
        &self.columns[i]
    }

    /// Do all the methods that could count give the same result (winner and margin)?
    #[cfg_attr(hotstone_size, optimize(size))]
    pub fn agree(&self) -> bool {
        let results: Vec<String> = self
            .columns
            .iter()
            .filter_map(|c| c.outcome().map(|o| o.result()))
            .collect();
        results.windows(2).all(|w| w[0] == w[1])
    }

    /// Do they at least name the same winner (or all a draw)?
    #[cfg_attr(hotstone_size, optimize(size))]
    pub fn same_winner(&self) -> bool {
        let winners: Vec<Option<Color>> = self
            .columns
            .iter()
            .filter_map(|c| c.outcome().map(|o| o.winner()))
            .collect();
        winners.windows(2).all(|w| w[0] == w[1])
    }
}

/// Counts the position by territory, area and fill-in under the lineup's rulesets, and
/// says why the results differ. Never panics; a method that cannot count the position
/// says why in its column.
#[cfg_attr(hotstone_size, optimize(size))]
pub fn compare(
    board: &Board,
    dead: &DeadStones,
    lineup: &Lineup,
    adjustments: &Adjustments,
) -> Comparison {
    let column = |method: Method| {
        let rules = *lineup.get(method);
        Column {
            method,
            rules,
            score: count(board, dead, &rules, adjustments),
        }
    };
    let columns = [
        column(Method::Territory),
        column(Method::Area),
        column(Method::FillIn),
    ];
    let reasons = reasons(&columns, adjustments.handicap);
    Comparison { columns, reasons }
}

#[cfg_attr(hotstone_size, optimize(size))]
fn reasons(columns: &[Column; 3], handicap: u32) -> Vec<Reason> {
    let mut reasons = Vec::new();
    let [territory, area, fill_in] = columns;
    if let (Ok(t), Ok(a)) = (&territory.score, &area.score) {
        let (bs, ws) = (a.black.stones, a.white.stones);
        let (bp, wp) = (t.black.prisoners, t.white.prisoners);
        let gain = (bs as i32 - ws as i32) - (bp as i32 - wp as i32);
        if gain != 0 {
            reasons.push(Reason::StonesAndPrisoners {
                black_stones: bs,
                white_stones: ws,
                black_prisoners: bp,
                white_prisoners: wp,
                black_gain: gain,
            });
        }
        let black = a.black.territory.saturating_sub(t.black.territory);
        let white = a.white.territory.saturating_sub(t.white.territory);
        if black + white > 0 {
            // Seki points that are some colour's territory under area counting: eyes.
            let points = t
                .seki
                .iter()
                .copied()
                .filter(|&p| a.owner(p).is_some())
                .collect();
            reasons.push(Reason::SekiEyes {
                black,
                white,
                points,
            });
        }
    }
    let compensation = |c: &Column| {
        c.rules.komi.half_points() + 2 * c.rules.handicap_compensation.white_points(handicap) as i32
    };
    let (th, ah, fh) = (
        compensation(territory),
        compensation(area),
        compensation(fill_in),
    );
    if th != ah || ah != fh {
        reasons.push(Reason::Compensation {
            territory_half: th,
            area_half: ah,
            fill_in_half: fh,
        });
    }
    let remainder = fill_in.score.as_ref().ok().and_then(|s| {
        s.fill_in
            .as_ref()?
            .steps
            .iter()
            .find_map(|step| match step {
                super::FillInStep::Compensation { remainder_half, .. } if *remainder_half > 0 => {
                    Some(*remainder_half)
                }
                _ => None,
            })
    });
    if let Some(remainder_half) = remainder {
        reasons.push(Reason::HalfPoint { remainder_half });
    }
    let mut tie: Option<(Color, Vec<Method>)> = None;
    let mut draws = Vec::new();
    for c in columns {
        match c.outcome() {
            Some(Outcome::Counted {
                winner: Some(w),
                by_tie_rule: true,
                ..
            }) => tie.get_or_insert((w, Vec::new())).1.push(c.method),
            Some(Outcome::Counted { winner: None, .. }) => draws.push(c.method),
            _ => {}
        }
    }
    if let Some((winner, methods)) = tie {
        reasons.push(Reason::TieRule { winner, methods });
    }
    let decided = columns
        .iter()
        .any(|c| c.outcome().is_some_and(|o| o.winner().is_some()));
    if !draws.is_empty() && decided {
        reasons.push(Reason::Draw { methods: draws });
    }
    reasons
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::count::fixtures::{DEAD_GROUP_INSIDE, SEKI_EYES};
    use crate::{Komi, Prisoners};

    fn p(s: &str) -> Point {
        Point::parse(s).unwrap()
    }

    fn none(b: &Board) -> DeadStones {
        DeadStones::none(b.size())
    }

    fn komi(half: i32) -> Ruleset {
        Ruleset {
            komi: Komi::from_half_points(half),
            ..Preset::Japanese.ruleset()
        }
    }

    /// 004's worked example (C-5): Black 11 stones + 16 points, White 11 + 11.
    use crate::count::area::tests::SEED_004 as C5;

    #[test]
    fn c5_with_equal_stones_and_no_prisoners_all_three_agree() {
        let b = Board::from_rows(&C5).unwrap();
        let c = compare(
            &b,
            &none(&b),
            &Lineup::of_game(&komi(0)),
            &Adjustments::default(),
        );
        assert_eq!(c.column(Method::Area).outcome().unwrap().result(), "B+5");
        assert_eq!(
            c.column(Method::Territory).outcome().unwrap().result(),
            "B+5"
        );
        assert_eq!(c.column(Method::FillIn).outcome().unwrap().result(), "B+5");
        assert!(c.agree());
        assert!(c.reasons.is_empty(), "{:?}", c.reasons);
        // With komi 5.5 for all (C-5): White by half a point everywhere.
        let c = compare(
            &b,
            &none(&b),
            &Lineup::of_game(&komi(11)),
            &Adjustments::default(),
        );
        for col in &c.columns {
            assert_eq!(col.outcome().unwrap().result(), "W+0.5", "{:?}", col.method);
        }
        assert!(c.agree());
    }

    #[test]
    fn c1_c4_prisoners_make_territory_and_area_differ() {
        // Same board; Black took 3 stones in play and White 1: territory adds the
        // prisoners, area sees only the stones on the board.
        let b = Board::from_rows(&C5).unwrap();
        let adj = Adjustments {
            prisoners: Prisoners { black: 3, white: 1 },
            ..Adjustments::default()
        };
        let c = compare(&b, &none(&b), &Lineup::of_game(&komi(0)), &adj);
        assert_eq!(
            c.column(Method::Territory).outcome().unwrap().result(),
            "B+7"
        );
        assert_eq!(c.column(Method::Area).outcome().unwrap().result(), "B+5");
        assert!(!c.agree());
        assert!(c.same_winner());
        assert_eq!(
            c.reasons,
            vec![Reason::StonesAndPrisoners {
                black_stones: 11,
                white_stones: 11,
                black_prisoners: 3,
                white_prisoners: 1,
                black_gain: -2,
            }]
        );
        let (t, a) = (
            c.column(Method::Territory).lead_half().unwrap(),
            c.column(Method::Area).lead_half().unwrap(),
        );
        assert_eq!(a - t, 2 * -2, "the reason accounts for the whole gap");
    }

    #[test]
    fn c4_seki_eyes_count_under_area_but_not_territory() {
        // Black's inner string (eye A3) and White's string (eye E5) share A5 and C5
        // (the position of territory.rs).
        let b = Board::from_rows(&SEKI_EYES).unwrap();
        let c = compare(
            &b,
            &none(&b),
            &Lineup::of_game(&komi(0)),
            &Adjustments::default(),
        );
        let seki = c
            .reasons
            .iter()
            .find(|r| r.code() == "seki-eyes")
            .expect("seki eyes named");
        assert_eq!(
            *seki,
            Reason::SekiEyes {
                black: 1,
                white: 1,
                points: vec![p("A3"), p("E5")],
            }
        );
        let (t, a) = (
            c.column(Method::Territory).lead_half().unwrap(),
            c.column(Method::Area).lead_half().unwrap(),
        );
        let stones = match c
            .reasons
            .iter()
            .find(|r| r.code() == "stones-and-prisoners")
        {
            Some(Reason::StonesAndPrisoners { black_gain, .. }) => *black_gain,
            _ => 0,
        };
        // One eye each: the seki adds nothing to the gap, the stones explain all of it.
        assert_eq!(a - t, 2 * stones);
    }

    #[test]
    fn c2_c3_customary_compensations_differ_and_black_wins_the_fill_in_tie() {
        // Black's 28 points of area against White's 20 (E7 is shared): a lead of
        // exactly 8. Ing's 8 points make a tie that Black wins (C-3); Japanese 6.5 and
        // Chinese 7.5 leave Black ahead.
        let b = Board::from_rows(&[
            "...X.O.", //
            "...XO..", //
            "...XO..", //
            "...XO..", //
            "...XO..", //
            "...XO..", //
            "...XO..",
        ])
        .unwrap();
        let c = compare(&b, &none(&b), &Lineup::customary(), &Adjustments::default());
        let area = c.column(Method::Area).score.as_ref().unwrap();
        assert_eq!((area.black.area(), area.white.area()), (28, 20));
        assert_eq!(c.column(Method::FillIn).outcome().unwrap().result(), "B+0");
        assert_eq!(c.column(Method::Area).outcome().unwrap().result(), "B+0.5");
        assert_eq!(
            c.column(Method::Territory).outcome().unwrap().result(),
            "B+1.5"
        );
        assert!(c.same_winner());
        assert!(c.reasons.contains(&Reason::Compensation {
            territory_half: 13,
            area_half: 15,
            fill_in_half: 16,
        }));
        assert!(c.reasons.contains(&Reason::TieRule {
            winner: Color::Black,
            methods: vec![Method::FillIn],
        }));
    }

    #[test]
    fn c2_a_compensation_of_odd_points_leaves_a_half_point_no_stone_shows() {
        let b = Board::from_rows(&C5).unwrap();
        let rules = Ruleset {
            komi: Komi::from_half_points(11),
            ..Preset::Ing.ruleset()
        };
        let c = compare(
            &b,
            &none(&b),
            &Lineup::of_game(&rules),
            &Adjustments::default(),
        );
        assert!(
            c.reasons.contains(&Reason::HalfPoint { remainder_half: 3 }),
            "5.5 points = 2 stones + 1.5 points: {:?}",
            c.reasons
        );
        assert_eq!(
            c.column(Method::FillIn).outcome().unwrap().result(),
            "W+0.5"
        );
    }

    #[test]
    fn c4_a_whole_komi_draw_is_named_where_another_method_decides() {
        // Black leads by 5 by area, by 6 by territory (a prisoner): komi 5 draws the
        // area count and leaves territory to Black.
        let b = Board::from_rows(&C5).unwrap();
        let adj = Adjustments {
            prisoners: Prisoners { black: 1, white: 0 },
            ..Adjustments::default()
        };
        let c = compare(&b, &none(&b), &Lineup::of_game(&komi(10)), &adj);
        assert!(c.column(Method::Area).outcome().unwrap().is_draw());
        assert_eq!(
            c.column(Method::Territory).outcome().unwrap().result(),
            "B+1"
        );
        assert!(!c.same_winner());
        assert!(c.reasons.contains(&Reason::Draw {
            methods: vec![Method::Area],
        }));
    }

    #[test]
    fn c2_fill_in_that_cannot_count_says_why_and_the_others_still_count() {
        // 13 Black stones on a 5x5 board: more than the 12 of a bowl (B-4).
        let b = Board::from_rows(&["XXXXX", "XXXXX", "XXX..", ".....", "....."]).unwrap();
        let c = compare(&b, &none(&b), &Lineup::customary(), &Adjustments::default());
        assert!(matches!(
            c.column(Method::FillIn).score,
            Err(CountError::SupplyExceeded { .. })
        ));
        assert_eq!(c.column(Method::Area).outcome().unwrap().result(), "B+17.5");
        assert_eq!(
            c.column(Method::Territory).outcome().unwrap().result(),
            "B+5.5"
        );
        assert!(c.same_winner(), "the methods that count are compared");
    }

    #[test]
    fn c6_dead_stones_are_taken_off_for_every_method() {
        let b = Board::from_rows(&DEAD_GROUP_INSIDE).unwrap();
        let dead = DeadStones::from_points(&b, [p("B6")]).unwrap();
        let c = compare(
            &b,
            &dead,
            &Lineup::of_game(&komi(0)),
            &Adjustments::default(),
        );
        // Territory: 21 + 2 prisoners vs 14; area: 28 vs 21.
        assert_eq!(
            c.column(Method::Territory).outcome().unwrap().result(),
            "B+9"
        );
        assert_eq!(c.column(Method::Area).outcome().unwrap().result(), "B+7");
        assert_eq!(c.column(Method::FillIn).outcome().unwrap().result(), "B+7");
    }
}
