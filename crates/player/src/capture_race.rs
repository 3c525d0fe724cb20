//! Capture Go (L-4) in the search: a line ends at the capture that reaches the goal, and
//! it is worth the whole board to its winner, whatever the area. Who wins is the rules
//! crate's word (`CaptureGoal::reached`, `more_captures`); this only keeps the count
//! along a playout, where the rules' `Game` is not at hand.

use hotstone_rules::{more_captures, Color, End, Game};

/// The stones each side has captured so far, and the goal.
#[derive(Debug, Clone, Copy)]
pub struct Race {
    goal: hotstone_rules::CaptureGoal,
    black: usize,
    white: usize,
}

impl Race {
    /// The race of a Capture Go game as it stands; `None` under every other ruleset.
    pub fn of(game: &Game) -> Option<Race> {
        let goal = game.rules().capture_goal?;
        Some(Race {
            goal,
            black: game.prisoners(Color::Black),
            white: game.prisoners(Color::White),
        })
    }

    /// Counts a play by `color` that took `captured` stones: its colour when that
    /// reaches the goal.
    pub fn take(&mut self, color: Color, captured: usize) -> Option<Color> {
        let taken = match color {
            Color::Black => &mut self.black,
            Color::White => &mut self.white,
        };
        *taken += captured;
        self.goal.reached(*taken).then_some(color)
    }

    /// The winner when play stops before the goal (two passes): more captures win.
    pub fn leader(&self) -> Option<Color> {
        more_captures(self.black, self.white)
    }
}

/// The winner of a game the rules have ended as a capture game, if they have.
pub fn ended(game: &Game) -> Option<Option<Color>> {
    match game.end()? {
        End::Captures { winner } => Some(Some(winner)),
        End::TwoPasses => Race::of(game).map(|race| race.leader()),
        _ => None,
    }
}

/// Black's margin in half points for a capture game won by `winner`: the whole board
/// (the playouts' largest), 0 for a draw.
pub fn margin(winner: Option<Color>, area: usize) -> i32 {
    let whole = 2 * area as i32;
    match winner {
        Some(Color::Black) => whole,
        Some(Color::White) => -whole,
        None => 0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use hotstone_rules::{BoardSize, CaptureGoal, Preset};

    fn capture_go(goal: u32) -> Game {
        let rules = Preset::CaptureGo
            .ruleset()
            .with_capture_goal(Some(CaptureGoal::new(goal).unwrap()));
        Game::new(BoardSize::SEVEN, rules).unwrap()
    }

    #[test]
    fn l4_the_race_ends_at_the_goal_and_not_before() {
        let mut race = Race::of(&capture_go(3)).unwrap();
        assert_eq!(race.take(Color::Black, 2), None);
        assert_eq!(race.take(Color::White, 1), None);
        assert_eq!(race.leader(), Some(Color::Black));
        assert_eq!(race.take(Color::Black, 1), Some(Color::Black));
    }

    #[test]
    fn l4_no_race_outside_capture_go() {
        let game = Game::new(BoardSize::SEVEN, Preset::Chinese.ruleset()).unwrap();
        assert!(Race::of(&game).is_none());
        assert_eq!(ended(&game), None);
    }

    #[test]
    fn l4_a_won_race_is_worth_the_whole_board() {
        assert_eq!(margin(Some(Color::Black), 49), 98);
        assert_eq!(margin(Some(Color::White), 49), -98);
        assert_eq!(margin(None, 49), 0);
    }
}
