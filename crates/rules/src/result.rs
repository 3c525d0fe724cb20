//! The result of a game: resignation (M-4, E-2), no result from a cycle (K-5, E-5),
//! time (T-5: `Game::lose_on_time`), or the count of the final position with its winner and
//! margin, a draw when a whole komi allows it (C-4) and Black winning a tie under Ing
//! (C-3).

use crate::count::{count, Adjustments, CountError, DeadStones, Outcome, Score};
use crate::refusal::End;
use crate::{Color, Game};

/// How a game came out, and the count behind it when it was counted.
#[derive(Debug, Clone, PartialEq)]
pub struct GameResult {
    /// The outcome.
    pub outcome: Outcome,
    /// The count behind it, when it was counted.
    pub score: Option<Score>,
}

impl GameResult {
    /// The result of `game` as it stands: a resignation or a no-result as it ended;
    /// otherwise its position is counted under its ruleset with `dead` taken off, its
    /// prisoners, and its handicap if any (H-1, H-2). Counting is meant for a game
    /// whose play has stopped; it is not refused before that.
    #[cfg_attr(hotstone_size, optimize(size))]
    pub fn of(game: &Game, dead: &DeadStones) -> Result<GameResult, CountError> {
        GameResult::with(game, dead, &Adjustments::of(game))
    }

    /// As `of`, with the adjustments given by the caller (handicap stones placed by
    /// setup, time penalties).
    #[cfg_attr(hotstone_size, optimize(size))]
    pub fn with(
        game: &Game,
        dead: &DeadStones,
        adjustments: &Adjustments,
    ) -> Result<GameResult, CountError> {
        if let Some(outcome) = GameResult::decided(game) {
            return Ok(GameResult {
                outcome,
                score: None,
            });
        }
        let score = count(game.board(), dead, game.rules(), adjustments)?;
        Ok(GameResult {
            outcome: score.outcome,
            score: Some(score),
        })
    }

    /// The outcome a game's end decided without a count: a resignation, a loss on time,
    /// no result, or Capture Go's captures (L-4); `None` while play goes on or after two passes (then the count
    /// decides).
    #[cfg_attr(hotstone_size, optimize(size))]
    pub fn decided(game: &Game) -> Option<Outcome> {
        match game.end()? {
            End::Resignation { loser } => Some(Outcome::Resignation {
                winner: loser.opponent(),
            }),
            End::Time { loser, .. } => Some(Outcome::Time {
                winner: loser.opponent(),
            }),
            End::NoResult => Some(Outcome::NoResult),
            End::Captures { winner } => Some(Outcome::Captures {
                winner: Some(winner),
            }),
            // Capture Go stopped before either side reached the goal: more captures win.
            End::TwoPasses if game.rules().capture_goal.is_some() => Some(Outcome::Captures {
                winner: crate::capture_go::more_captures(
                    game.prisoners(Color::Black),
                    game.prisoners(Color::White),
                ),
            }),
            End::TwoPasses => None,
        }
    }

    /// A loss on time (T-5, E-2).
    #[cfg_attr(hotstone_size, optimize(size))]
    pub fn on_time(loser: Color) -> GameResult {
        GameResult {
            outcome: Outcome::Time {
                winner: loser.opponent(),
            },
            score: None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{BoardSize, Move, Point, Preset};

    fn p(s: &str) -> Point {
        Point::parse(s).unwrap()
    }

    fn none() -> DeadStones {
        DeadStones::none(BoardSize::SEVEN)
    }

    #[test]
    fn e2_resignation_and_time() {
        let mut game = Game::new(BoardSize::SEVEN, Preset::Japanese.ruleset()).unwrap();
        game.resign(Color::Black).unwrap();
        let r = GameResult::of(&game, &none()).unwrap();
        assert_eq!(r.outcome.result(), "W+R");
        assert_eq!(r.outcome.winner(), Some(Color::White));
        assert!(r.score.is_none());
        assert_eq!(GameResult::on_time(Color::White).outcome.result(), "B+T");
    }

    #[test]
    fn t5_a_loss_on_time_ends_the_game_with_its_reason() {
        use crate::{Clock, Tenths, TimeReason, TimeSystem};
        let mut game = Game::new(BoardSize::SEVEN, Preset::ComputerTournament.ruleset()).unwrap();
        let mut clock = Clock::new(TimeSystem::Absolute {
            main: Tenths::seconds(10),
        })
        .unwrap();
        game.play(Color::Black, Move::Play(p("D4"))).unwrap();
        clock.spend(Color::Black, Tenths::seconds(3)).unwrap();
        let loss = clock.spend(Color::White, Tenths::new(101)).unwrap_err();
        game.lose_on_time(loss).unwrap();
        let end = End::Time {
            loser: Color::White,
            reason: TimeReason::Absolute,
        };
        assert_eq!(game.end(), Some(end));
        assert_eq!(end.code(), "time");
        // The game is over: no more moves, no second verdict.
        assert_eq!(
            game.play(Color::White, Move::Pass),
            Err(crate::Refusal::GameOver { end })
        );
        assert!(game.lose_on_time(loss).is_err());
        let r = GameResult::of(&game, &none()).unwrap();
        assert_eq!(r.outcome.result(), "B+T");
        assert!(r.score.is_none());
        // T-5: the verdict stands; no turn is taken back after it (the user's undo).
        assert_eq!(
            game.undo_turn_refused(),
            Some(crate::Refusal::GameOver { end })
        );
        assert_eq!(game.undo_turn(0), 0);
        assert_eq!(game.end(), Some(end));
        assert_eq!(game.redo_turn(), 0);
        // Editing a record, `undo` takes any action back; redo applies it again.
        game.undo();
        assert_eq!(game.end(), None);
        game.redo();
        assert_eq!(game.end(), Some(end));
    }

    #[test]
    fn k5_a_third_repetition_is_no_result() {
        // The triple ko of tests/conformance/triple-ko/japanese-no-result.sgf.
        let start =
            crate::Board::from_rows(&["XXO.O", "XXXOO", "XXO.O", "XXXOO", "XX.XO"]).unwrap();
        let mut game =
            Game::from_position(start, Color::Black, Preset::Japanese.ruleset()).unwrap();
        let mut color = Color::Black;
        for m in ["D5", "C1", "D3", "C5", "D1", "C3"].repeat(2) {
            game.play(color, Move::Play(p(m))).unwrap();
            color = color.opponent();
        }
        assert_eq!(game.end(), Some(End::NoResult));
        let r = GameResult::of(&game, &DeadStones::none(game.size())).unwrap();
        assert_eq!(r.outcome, Outcome::NoResult);
        assert_eq!(r.outcome.result(), "Void");
        assert!(r.score.is_none());
    }

    #[test]
    fn c4_a_counted_game_has_its_score() {
        let mut game = Game::new(BoardSize::SEVEN, Preset::SchoolTeam.ruleset()).unwrap();
        game.play(Color::Black, Move::Pass).unwrap();
        game.play(Color::White, Move::Pass).unwrap();
        let r = GameResult::of(&game, &none()).unwrap();
        // An empty board, komi 5: White by 5.
        assert_eq!(r.outcome.result(), "W+5");
        assert!(r.score.is_some());
    }
}
