//! What each step of Ing's fill-in count says, as data the catalogue words (C-2, C-3):
//! the web app's animated count and the package's `score()` steps both caption a step
//! from here, so it reads the same in both.

use hotstone_rules::{Color, FillIn, FillInStep, Outcome, PenaltyReason, Place, Point};

/// A step's caption: what the rule is, with the step's figures (C-2, C-3, B-4, B-5).
/// Copy data only, so that the catalogue can take it by value.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Caption {
    Supply {
        stones: u32,
        /// Each side's stones on the board as played (dead ones included), which came
        /// out of its bowl: `[black, white]`. The next step's bowls show them gone.
        on_board: [u32; 2],
    },
    RemoveDead {
        color: Color,
        stones: u32,
    },
    Bowls {
        black: u32,
        white: u32,
    },
    Compensation {
        to: Color,
        stones: u32,
        remainder_half: u32,
    },
    Penalty {
        against: Color,
        stones: u32,
        remainder: u32,
        /// Time (T-2) or a team offence: the caption names it and its requirement.
        reason: PenaltyReason,
    },
    FillTerritory {
        color: Color,
        points: u32,
        /// Points of its area it could not fill, its bowl empty before the shared points:
        /// its winning points (0 when the bowl lasted through its territory).
        unfilled: u32,
    },
    FillShared {
        color: Color,
        points: u32,
    },
    SharedLeftEmpty {
        point: Point,
    },
    WinningPoints {
        color: Color,
        points: u32,
        place: Place,
    },
    LeftInBowls {
        black: u32,
        white: u32,
    },
    LosingStones {
        color: Color,
        stones: u32,
    },
    Difference {
        tally: Tally,
        outcome: Outcome,
    },
}

/// What the difference is made of, per side (index 0 Black, 1 White), as the last step
/// shows it: winning points left (1 each), losing stones (2 each, for the opponent),
/// compensation and penalty stones received (2 each) (C-2, C-3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Tally {
    pub winning_points: [u32; 2],
    pub losing_stones: [u32; 2],
    pub compensation: [u32; 2],
    pub penalty: [u32; 2],
}

impl Tally {
    fn of(fill_in: &FillIn) -> Tally {
        let i = |c: Color| match c {
            Color::Black => 0,
            Color::White => 1,
        };
        let mut t = Tally::default();
        for step in &fill_in.steps {
            match step {
                FillInStep::Difference {
                    black_winning_points,
                    white_winning_points,
                    black_losing_stones,
                    white_losing_stones,
                    ..
                } => {
                    t.winning_points = [*black_winning_points, *white_winning_points];
                    t.losing_stones = [*black_losing_stones, *white_losing_stones];
                }
                FillInStep::Compensation { to, stones, .. } => t.compensation[i(*to)] += stones,
                FillInStep::Penalty {
                    against, stones, ..
                } => t.penalty[i(against.opponent())] += stones,
                _ => {}
            }
        }
        t
    }
}

impl Caption {
    /// What `step`, one of `fill_in`'s steps, says; `outcome` is the count's result,
    /// which the last step (the difference) names.
    pub fn of(step: &FillInStep, fill_in: &FillIn, outcome: Outcome) -> Caption {
        let n = |v: &Vec<Point>| v.len() as u32;
        match step {
            FillInStep::Supply { stones_each } => Caption::Supply {
                stones: *stones_each,
                on_board: [fill_in.played(Color::Black), fill_in.played(Color::White)],
            },
            FillInStep::RemoveDead { color, points } => Caption::RemoveDead {
                color: *color,
                stones: n(points),
            },
            FillInStep::Bowls { black, white } => Caption::Bowls {
                black: black.stones,
                white: white.stones,
            },
            FillInStep::Compensation {
                to,
                stones,
                remainder_half,
            } => Caption::Compensation {
                to: *to,
                stones: *stones,
                remainder_half: *remainder_half,
            },
            FillInStep::Penalty {
                against,
                stones,
                remainder,
                reason,
                ..
            } => Caption::Penalty {
                against: *against,
                stones: *stones,
                remainder: *remainder,
                reason: *reason,
            },
            FillInStep::FillTerritory { color, points } => Caption::FillTerritory {
                color: *color,
                points: n(points),
                // Its bowl ran out in its territory when it fills no shared point.
                unfilled: if fill_in
                    .steps
                    .iter()
                    .any(|s| matches!(s, FillInStep::FillShared { color: c, .. } if c == color))
                {
                    0
                } else {
                    fill_in.side(*color).winning_points
                },
            },
            FillInStep::FillShared { color, points } => Caption::FillShared {
                color: *color,
                points: n(points),
            },
            FillInStep::SharedLeftEmpty { point } => Caption::SharedLeftEmpty { point: *point },
            FillInStep::WinningPoints {
                color,
                points,
                place,
            } => Caption::WinningPoints {
                color: *color,
                points: n(points),
                place: *place,
            },
            FillInStep::LeftInBowls { black, white } => Caption::LeftInBowls {
                black: black.stones,
                white: white.stones,
            },
            FillInStep::LosingStones { color, points } => Caption::LosingStones {
                color: *color,
                stones: n(points),
            },
            FillInStep::Difference { .. } => Caption::Difference {
                tally: Tally::of(fill_in),
                outcome,
            },
        }
    }

    /// The requirement the step shows.
    pub const fn rule(&self) -> &'static str {
        match self {
            Caption::Supply { .. } | Caption::Bowls { .. } => "B-4",
            Caption::Compensation { .. } => "C-3",
            Caption::Penalty { reason, .. } => reason.requirement(),
            _ => "C-2",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use hotstone_rules::{count, Adjustments, Board, DeadStones, Point, Preset};

    /// B-4, C-2 on a counted position: 7x7, supply 24. Black's wall on D holds A..C (21
    /// points) with a dead white stone at B2; White's wall on E holds F..G. Black's bowl
    /// (24 - 7 on the board) runs out after 17 of its 21 points, 4 stay empty.
    #[test]
    fn b4_c2_captions_of_a_count_say_the_board_s_stones_and_the_empty_bowl() {
        let board = Board::from_rows(&[
            "...XO..", "...XO..", "...XO..", "...XO..", "...XO..", ".O.XO..", "...XO..",
        ])
        .unwrap();
        let b2 = Point::parse("B2").unwrap();
        let dead = DeadStones::from_points(&board, [b2]).unwrap();
        let rules = Preset::Ing.ruleset();
        let score = count(&board, &dead, &rules, &Adjustments::default()).unwrap();
        let fill_in = score.fill_in.as_ref().unwrap();
        let captions: Vec<Caption> = fill_in
            .steps
            .iter()
            .map(|s| Caption::of(s, fill_in, score.outcome))
            .collect();
        assert_eq!(
            captions[0],
            Caption::Supply {
                stones: 24,
                on_board: [7, 8],
            },
            "White's dead stone came out of its bowl too"
        );
        assert!(captions.contains(&Caption::FillTerritory {
            color: Color::Black,
            points: 17,
            unfilled: 4,
        }));
        assert!(captions.contains(&Caption::FillTerritory {
            color: Color::White,
            points: 14,
            unfilled: 0,
        }));
    }
}
