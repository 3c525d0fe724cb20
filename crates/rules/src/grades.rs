//! Ing's SST grades and the handicap calculator (H-3, 001 "Graduierungen", "Vorgabe").
//!
//! The seed's figures: Ping (professional) 1 (high) to 9 (low), 1/4 move or 2 points
//! apart; Tuan (strong amateur) 9 (high) to 1 (low), 1/2 move or 4 points apart; Chi 1
//! (high) to 9 (low) below 1 Tuan; Black's first move is worth 16 points, and in an even
//! game Black gives White 8; handicap moves from a difference of two moves.
//!
//! Where the seed is silent we decided (docs/rules/counting.md, "Handicap calculator"):
//! - one move is 8 points (from "1/4 Zug oder 2 Punkte" and "1/2 Zug oder 4 Punkte");
//! - a Chi grade is a whole move, 8 points (the tiers double: 1/4, 1/2, 1 move);
//! - a step between tiers counts as a step of the weaker grade's tier (9 Tuan to 9 Ping:
//!   4 points; 1 Chi to 1 Tuan: 8 points);
//! - taking Black instead of giving 8 points is worth one move; each handicap move is
//!   one more move. So a difference of D points is m = D / 8 whole moves and f = D % 8
//!   points. Below two moves the weaker player takes Black and Black gives White 8 - D
//!   (White gives Black D - 8 when that is negative); from two moves Black makes m board
//!   plays while White passes (handicap size m - 1, H-2) and White gives Black f points.

use core::fmt;

use crate::rules::{Komi, Ruleset};

/// The three tiers of SST grades.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Tier {
    /// Professionals: 1 (high) to 9 (low).
    Ping,
    /// Strong amateurs: 9 (high) to 1 (low).
    Tuan,
    /// Below 1 Tuan: 1 (high) to 9 (low).
    Chi,
}

impl Tier {
    /// The tier's name, as a grade is written (`5 kyu`, `2 dan`).
    pub const fn name(self) -> &'static str {
        match self {
            Tier::Ping => "Ping",
            Tier::Tuan => "Tuan",
            Tier::Chi => "Chi",
        }
    }

    /// Points between two neighbouring grades of this tier.
    pub const fn step_points(self) -> u32 {
        match self {
            Tier::Ping => 2,
            Tier::Tuan => 4,
            Tier::Chi => 8,
        }
    }

    /// The same as a fraction of a move, in words.
    pub const fn step_moves(self) -> &'static str {
        match self {
            Tier::Ping => "1/4 move",
            Tier::Tuan => "1/2 move",
            Tier::Chi => "1 move",
        }
    }
}

/// Points in one move (001: "1/4 Zug oder 2 Punkte").
pub const POINTS_PER_MOVE: u32 = 8;

/// Black's compensation to White in an even game (C-3), in points.
pub const EVEN_GAME_COMPENSATION: u32 = 8;

/// An SST grade, e.g. 3 Tuan.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Grade {
    tier: Tier,
    number: u8,
}

/// A grade that does not exist or cannot be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GradeError {
    /// The grade as it was given.
    pub text: String,
}

impl fmt::Display for GradeError {
    #[cfg_attr(hotstone_size, optimize(size))]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "'{}' is not an SST grade: write a number 1 to 9 and Ping, Tuan or Chi, e.g. '3 Tuan'",
            self.text
        )
    }
}

impl std::error::Error for GradeError {}

impl Grade {
    #[cfg_attr(hotstone_size, optimize(size))]
    /// The grade `number` of `tier`.
    pub fn new(tier: Tier, number: u8) -> Result<Grade, GradeError> {
        if (1..=9).contains(&number) {
            Ok(Grade { tier, number })
        } else {
            Err(GradeError {
                text: format!("{number} {}", tier.name()),
            })
        }
    }

    /// The grade's tier.
    pub const fn tier(self) -> Tier {
        self.tier
    }

    /// The grade's number within its tier.
    pub const fn number(self) -> u8 {
        self.number
    }

    /// Reads `3 Tuan`, `Tuan 3`, `3tuan` or `ping1` (any case).
    #[cfg_attr(hotstone_size, optimize(size))]
    pub fn parse(text: &str) -> Result<Grade, GradeError> {
        let err = || GradeError {
            text: text.to_string(),
        };
        let t = hotstone_text::trim(text).to_ascii_lowercase();
        let lead = t.bytes().take_while(u8::is_ascii_digit).count();
        let trail = t.bytes().rev().take_while(u8::is_ascii_digit).count();
        let (digits, name) = if lead > 0 {
            (&t[..lead], &t[lead..])
        } else {
            (&t[t.len() - trail..], &t[..t.len() - trail])
        };
        let tier = match hotstone_text::trim(name) {
            "ping" => Tier::Ping,
            "tuan" => Tier::Tuan,
            "chi" => Tier::Chi,
            _ => return Err(err()),
        };
        if digits.len() != 1 {
            return Err(err());
        }
        let number = digits.parse().map_err(|_| err())?;
        Grade::new(tier, number).map_err(|_| err())
    }

    /// The grade's place on the ladder from the strongest: 1 Ping = 0, 9 Ping = 8,
    /// 9 Tuan = 9, 1 Tuan = 17, 1 Chi = 18, 9 Chi = 26.
    pub const fn rung(self) -> u32 {
        let n = self.number as u32;
        match self.tier {
            Tier::Ping => n - 1,
            Tier::Tuan => 9 + (9 - n),
            Tier::Chi => 17 + n,
        }
    }

    #[cfg_attr(hotstone_size, optimize(size))]
    fn at_rung(rung: u32) -> Grade {
        let (tier, number) = match rung {
            0..=8 => (Tier::Ping, rung + 1),
            9..=17 => (Tier::Tuan, 18 - rung),
            _ => (Tier::Chi, (rung - 17).min(9)),
        };
        Grade {
            tier,
            number: number as u8,
        }
    }
}

impl fmt::Display for Grade {
    /// `3 Tuan`.
    #[cfg_attr(hotstone_size, optimize(size))]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.number, self.tier.name())
    }
}

/// The two players given to the calculator.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Player {
    /// The first player given.
    First,
    /// The second player given.
    Second,
}

/// Who takes Black.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum BlackTaker {
    /// Equal grades: nigiri decides (H-4).
    Nigiri,
    /// This player, the weaker, takes Black.
    Black(Player),
}

/// What the calculator advises for two grades (H-3).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Advice {
    /// The strength difference in points.
    pub difference: u32,
    /// Who takes Black.
    pub colours: BlackTaker,
    /// Black's board plays at the start while White passes between them (H-2); 1 is an
    /// ordinary start, no handicap moves.
    pub black_plays: u32,
    /// The compensation Black gives White (negative: White gives Black), all told.
    pub compensation: Komi,
    /// The working, one sentence per step.
    pub working: Vec<String>,
}

impl Advice {
    /// The handicap size: one less than Black's board plays (H-2); 0 without handicap moves.
    pub const fn handicap_size(&self) -> u32 {
        self.black_plays.saturating_sub(1)
    }

    /// The komi to play with under `rules`: the compensation less what the ruleset
    /// already gives White for the handicap moves (`Ruleset::handicap_compensation`).
    #[cfg_attr(hotstone_size, optimize(size))]
    pub fn komi(&self, rules: &Ruleset) -> Komi {
        let bonus = rules.handicap_compensation.white_points(self.black_plays);
        Komi::from_half_points(self.compensation.half_points() - 2 * bonus as i32)
    }
}

#[cfg_attr(hotstone_size, optimize(size))]
fn pts(n: u32) -> String {
    if n == 1 {
        "1 point".to_string()
    } else {
        format!("{n} points")
    }
}

/// The handicap between two players of these grades (H-3), with the working in words.
#[cfg_attr(hotstone_size, optimize(size))]
pub fn advise(first: Grade, second: Grade) -> Advice {
    let mut working = vec![format!(
        "The first player is {first}, the second {second}. Ping grades are {} apart \
         (2 points), Tuan grades {} (4 points); for Chi grades we count {} (8 points). \
         One move is 8 points.",
        Tier::Ping.step_moves(),
        Tier::Tuan.step_moves(),
        Tier::Chi.step_moves()
    )];
    let (strong, weak, weaker) = match first.rung().cmp(&second.rung()) {
        core::cmp::Ordering::Greater => (second, first, Some(Player::First)),
        core::cmp::Ordering::Less => (first, second, Some(Player::Second)),
        core::cmp::Ordering::Equal => (first, second, None),
    };
    let Some(weaker) = weaker else {
        working.push(format!(
            "Both are {first}: no difference. Nigiri decides who takes Black (H-4); Black \
             gives White {} of compensation, half the first move's 16 (C-3), and wins a tie.",
            pts(EVEN_GAME_COMPENSATION)
        ));
        return Advice {
            difference: 0,
            colours: BlackTaker::Nigiri,
            black_plays: 1,
            compensation: Komi::from_half_points(2 * EVEN_GAME_COMPENSATION as i32),
            working,
        };
    };
    // Walk up from the weaker grade, a step at a time, grouping steps of one tier.
    let mut difference = 0;
    let mut rung = weak.rung();
    while rung > strong.rung() {
        let tier = Grade::at_rung(rung).tier;
        let from = Grade::at_rung(rung);
        let mut steps = 0;
        while rung > strong.rung() && Grade::at_rung(rung).tier == tier {
            steps += 1;
            rung -= 1;
        }
        let points = steps * tier.step_points();
        difference += points;
        working.push(format!(
            "From {from} up to {}: {steps} step{} of {} ({}) = {}.",
            Grade::at_rung(rung),
            if steps == 1 { "" } else { "s" },
            tier.step_moves(),
            pts(tier.step_points()),
            pts(points)
        ));
    }
    let moves = difference / POINTS_PER_MOVE;
    let rest = difference % POINTS_PER_MOVE;
    let who = match weaker {
        Player::First => format!("the first player ({weak})"),
        Player::Second => format!("the second player ({weak})"),
    };
    working.push(format!(
        "The difference is {}: {} move{} and {}.",
        pts(difference),
        moves,
        if moves == 1 { "" } else { "s" },
        pts(rest)
    ));
    let (black_plays, compensation_half) = if moves < 2 {
        let komi = EVEN_GAME_COMPENSATION as i32 - difference as i32;
        working.push(format!(
            "Less than two moves: no handicap moves. The weaker, {who}, takes Black, which \
             is worth one move: Black no longer gives White the {}.",
            pts(EVEN_GAME_COMPENSATION)
        ));
        working.push(match komi.signum() {
            1 => format!(
                "The difference is short of a move by {0}: Black still gives White 8 - {1} = {0}.",
                pts(komi as u32),
                difference
            ),
            0 => "The difference is exactly one move: no compensation.".to_string(),
            _ => format!(
                "The difference is a move and {0} more: White gives Black {0}.",
                pts(komi.unsigned_abs())
            ),
        });
        (1, 2 * komi)
    } else {
        working.push(format!(
            "Two moves or more: handicap moves (H-2). The weaker, {who}, takes Black; taking \
             Black is the first of the {moves} moves and each further move is a handicap \
             move: Black makes {moves} board plays while White passes {} time{} \
             (handicap size {}).",
            moves - 1,
            if moves - 1 == 1 { "" } else { "s" },
            moves - 1
        ));
        working.push(if rest == 0 {
            "No fraction of a move is left: no compensation.".to_string()
        } else {
            format!(
                "The {} left over, a fraction of a move, White gives Black as compensation.",
                pts(rest)
            )
        });
        (moves, -2 * rest as i32)
    };
    Advice {
        difference,
        colours: BlackTaker::Black(weaker),
        black_plays,
        compensation: Komi::from_half_points(compensation_half),
        working,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Preset;

    fn g(text: &str) -> Grade {
        Grade::parse(text).unwrap()
    }

    #[test]
    fn h3_grades_read_and_order() {
        assert_eq!(g("3 Tuan"), Grade::new(Tier::Tuan, 3).unwrap());
        assert_eq!(g("tuan 3"), g("3tuan"));
        assert_eq!(g("Ping1").to_string(), "1 Ping");
        for bad in [
            "", "10 Tuan", "0 Chi", "3 Dan", "Tuan", "3 3 Tuan", "T3uan", "3-Tuan",
        ] {
            assert!(Grade::parse(bad).is_err(), "{bad}");
        }
        assert_eq!(g("1 Ping").rung(), 0);
        assert_eq!(g("9 Ping").rung(), 8);
        assert_eq!(g("9 Tuan").rung(), 9);
        assert_eq!(g("1 Tuan").rung(), 17);
        assert_eq!(g("1 Chi").rung(), 18);
        assert_eq!(g("9 Chi").rung(), 26);
        for r in 0..27 {
            assert_eq!(Grade::at_rung(r).rung(), r);
        }
    }

    #[test]
    fn h3_seed_figures_ping_2_points_tuan_4_points() {
        // 001: "Der Unterschied pro Ping ist 1/4 Zug oder 2 Punkte."
        let a = advise(g("3 Ping"), g("4 Ping"));
        assert_eq!(a.difference, 2);
        assert_eq!(a.colours, BlackTaker::Black(Player::Second));
        assert_eq!(a.black_plays, 1);
        assert_eq!(a.compensation.points(), 6.0, "Black still gives 8 - 2");
        // "Der Unterschied pro Tuan ist 1/2 Zug oder 4 Punkte."
        let a = advise(g("5 Tuan"), g("6 Tuan"));
        assert_eq!(a.difference, 4);
        assert_eq!(a.compensation.points(), 4.0);
        // Two Tuan grades are a move: Black without compensation.
        let a = advise(g("4 Tuan"), g("6 Tuan"));
        assert_eq!((a.difference, a.black_plays), (8, 1));
        assert_eq!(a.compensation.points(), 0.0);
        // Four Ping grades are a move too.
        assert_eq!(advise(g("1 Ping"), g("5 Ping")).difference, 8);
    }

    #[test]
    fn h3_equal_grades_nigiri_and_eight_points() {
        let a = advise(g("2 Chi"), g("2 Chi"));
        assert_eq!(a.colours, BlackTaker::Nigiri);
        assert_eq!(a.compensation.points(), 8.0, "C-3");
        assert_eq!(a.black_plays, 1);
        assert!(a.working.last().unwrap().contains("wins a tie"));
    }

    #[test]
    fn h2_h3_two_moves_or_more_are_handicap_moves() {
        // 4 Tuan grades = 2 moves: Black plays twice with a White pass between (size 1).
        let a = advise(g("7 Tuan"), g("3 Tuan"));
        assert_eq!(a.colours, BlackTaker::Black(Player::Second));
        assert_eq!(a.difference, 16);
        assert_eq!((a.black_plays, a.handicap_size()), (2, 1));
        assert_eq!(a.compensation.points(), 0.0);
        // 1 move and 6 points: no handicap moves, White gives Black 6.
        let a = advise(g("4 Tuan"), g("7 Tuan"));
        assert_eq!(a.difference, 12);
        assert_eq!(a.black_plays, 1);
        assert_eq!(a.compensation.points(), -4.0);
        // 5 Tuan grades = 20 points = 2 moves and 4 points.
        let a = advise(g("1 Tuan"), g("6 Tuan"));
        assert_eq!(a.colours, BlackTaker::Black(Player::First));
        assert_eq!((a.black_plays, a.compensation.points()), (2, -4.0));
    }

    #[test]
    fn h3_steps_across_tiers_count_at_the_weaker_tier() {
        // 9 Tuan -> 9 Ping is a Tuan step (4); 1 Chi -> 1 Tuan a Chi step (8).
        assert_eq!(advise(g("9 Ping"), g("9 Tuan")).difference, 4);
        assert_eq!(advise(g("1 Tuan"), g("1 Chi")).difference, 8);
        // 3 Chi up to 2 Tuan: 3 Chi steps (24) + 1 Tuan step (4) = 28 = 3 moves + 4.
        let a = advise(g("3 Chi"), g("2 Tuan"));
        assert_eq!(a.difference, 28);
        assert_eq!((a.black_plays, a.handicap_size()), (3, 2));
        assert_eq!(a.compensation.points(), -4.0);
        let text = a.working.join(" ");
        assert!(
            text.contains("From 3 Chi up to 1 Tuan: 3 steps of 1 move (8 points) = 24 points."),
            "{text}"
        );
        assert!(
            text.contains("From 1 Tuan up to 2 Tuan: 1 step of 1/2 move (4 points) = 4 points."),
            "{text}"
        );
        assert!(text.contains("handicap size 2"), "{text}");
    }

    #[test]
    fn h3_the_komi_to_play_with_takes_the_ruleset_bonus_into_account() {
        let a = advise(g("7 Tuan"), g("3 Tuan"));
        let ing = Preset::Ing.ruleset();
        let bonus = ing.handicap_compensation.white_points(a.black_plays);
        assert_eq!(
            a.komi(&ing).half_points(),
            a.compensation.half_points() - 2 * bonus as i32
        );
        let even = advise(g("3 Tuan"), g("3 Tuan"));
        assert_eq!(even.komi(&ing).points(), 8.0);
    }
}
