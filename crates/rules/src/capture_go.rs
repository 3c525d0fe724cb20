//! Capture Go (L-4): the first side whose captured stones reach the goal wins at once.
//! It is Yasuda Yasutoshi's "First Capture", the AGA's capture-game teaching method:
//! first to capture one stone, then five or ten, before the full game. The other rules
//! are the full game's: suicide forbidden, the basic ko (`Preset::CaptureGo`,
//! docs/rulesets.md).

use core::fmt;

use crate::Color;

/// How many stones a side must capture to win: 1 to 10 (the teaching method's one,
/// then five or ten).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CaptureGoal(u8);

/// A capture goal outside 1 to 10, or not a whole number.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CaptureGoalError {
    /// The goal as it was given.
    pub text: String,
}

impl fmt::Display for CaptureGoalError {
    #[cfg_attr(hotstone_size, optimize(size))]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "capture goal '{}' is not a whole number from 1 to {}",
            self.text,
            CaptureGoal::MAX
        )
    }
}

impl std::error::Error for CaptureGoalError {}

impl CaptureGoal {
    /// The first capture wins (the teaching method's first game).
    pub const FIRST: CaptureGoal = CaptureGoal(1);
    /// The largest goal.
    pub const MAX: u32 = 10;

    #[cfg_attr(hotstone_size, optimize(size))]
    /// A goal of `stones` captured stones, 1 to [`CaptureGoal::MAX`].
    pub fn new(stones: u32) -> Result<CaptureGoal, CaptureGoalError> {
        match stones {
            1..=CaptureGoal::MAX => Ok(CaptureGoal(stones as u8)),
            _ => Err(CaptureGoalError {
                text: stones.to_string(),
            }),
        }
    }

    /// A goal as written: digits only, spaces aside (`3`).
    #[cfg_attr(hotstone_size, optimize(size))]
    pub fn parse(text: &str) -> Result<CaptureGoal, CaptureGoalError> {
        let digits = hotstone_text::trim(text);
        let error = || CaptureGoalError {
            text: text.to_string(),
        };
        if digits.is_empty() || digits.len() > 2 || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return Err(error());
        }
        let n = digits.bytes().fold(0, |n, b| n * 10 + u32::from(b - b'0'));
        CaptureGoal::new(n).map_err(|_| error())
    }

    /// How many captured stones win.
    pub const fn stones(self) -> u32 {
        self.0 as u32
    }

    /// Has a side that captured `captured` stones reached the goal?
    pub const fn reached(self, captured: usize) -> bool {
        captured >= self.0 as usize
    }

    /// SGF's RU for Capture Go with this goal: `Capture Go 3` (docs/sgf.md). RU is free
    /// text; the goal is in it so that the record reads back as it was played.
    #[cfg_attr(hotstone_size, optimize(size))]
    pub fn ru(self) -> String {
        format!("Capture Go {}", self.0)
    }

    /// The goal an RU names: `Capture Go 3`, `capture-go 3`, `capture-go:3`; a bare
    /// `Capture Go` is the first capture. `None` when RU names no capture game;
    /// `Some(Err)` when its goal is not 1 to 10. (Other names, `Atari Go`, were left out
    /// for the package's bytes.)
    #[cfg_attr(hotstone_size, optimize(size))]
    pub fn from_ru(ru: &str) -> Option<Result<CaptureGoal, CaptureGoalError>> {
        let lower = hotstone_text::trim(ru).to_ascii_lowercase();
        let key = lower.strip_suffix(" rules").unwrap_or(&lower);
        let rest = key
            .strip_prefix("capture go")
            .or_else(|| key.strip_prefix("capture-go"))?;
        // The goal is set off by a colon or a space: "capture gone" is no capture game.
        let goal = match rest.strip_prefix([':', ' ']) {
            Some(goal) => goal,
            None if rest.is_empty() => "",
            None => return None,
        };
        if hotstone_text::trim(goal).is_empty() {
            return Some(Ok(CaptureGoal::FIRST));
        }
        Some(CaptureGoal::parse(goal))
    }
}

impl fmt::Display for CaptureGoal {
    #[cfg_attr(hotstone_size, optimize(size))]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// The winner when play stops by two passes before either side reached the goal: the
/// side that captured more, `None` (a draw) when both captured as many
/// (docs/rulesets.md, "Capture Go").
pub const fn more_captures(black: usize, white: usize) -> Option<Color> {
    if black > white {
        Some(Color::Black)
    } else if white > black {
        Some(Color::White)
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn l4_a_goal_is_one_to_ten() {
        assert_eq!(CaptureGoal::new(1), Ok(CaptureGoal::FIRST));
        assert_eq!(CaptureGoal::new(10).unwrap().stones(), 10);
        assert!(CaptureGoal::new(0).is_err());
        assert!(CaptureGoal::new(11).is_err());
        assert_eq!(CaptureGoal::parse(" 3 ").unwrap().stones(), 3);
        for bad in ["", "0", "11", "-1", "2.5", "three", "+3", "003"] {
            let e = CaptureGoal::parse(bad).unwrap_err();
            assert!(e.to_string().contains("from 1 to 10"), "{bad}");
        }
    }

    #[test]
    fn l4_the_goal_is_reached_at_n_captured_stones() {
        let three = CaptureGoal::new(3).unwrap();
        assert!(!three.reached(2));
        assert!(three.reached(3));
        assert!(
            three.reached(4),
            "a capture of two stones may pass the goal"
        );
    }

    #[test]
    fn l4_e7_ru_round_trips_the_goal() {
        for n in 1..=10 {
            let goal = CaptureGoal::new(n).unwrap();
            assert_eq!(CaptureGoal::from_ru(&goal.ru()), Some(Ok(goal)));
        }
        assert_eq!(CaptureGoal::new(3).unwrap().ru(), "Capture Go 3");
        let read = |ru: &str| CaptureGoal::from_ru(ru).map(|r| r.map(CaptureGoal::stones));
        assert_eq!(read("capture-go"), Some(Ok(1)));
        assert_eq!(read("capture-go:5"), Some(Ok(5)));
        assert_eq!(read("Capture Go 5 rules"), Some(Ok(5)));
        assert!(matches!(read("Capture Go 12"), Some(Err(_))));
        assert_eq!(read("Japanese"), None);
        assert_eq!(read("capture gone"), None);
    }

    #[test]
    fn l4_two_passes_give_the_game_to_more_captures() {
        assert_eq!(more_captures(2, 1), Some(Color::Black));
        assert_eq!(more_captures(0, 1), Some(Color::White));
        assert_eq!(more_captures(0, 0), None);
    }
}
