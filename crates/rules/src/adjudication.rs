//! How a computer-Go tournament stops and decides a game (003 4 a, e, f, h; E-1, E-3,
//! E-4, E-6, C-6): which results the referee program may give itself, and which it must
//! hand to the human referee. The referee program asks these; it never decides them
//! itself.

use crate::count::{merge, Adjustments, Agreement, CountError, DeadStones, Outcome};
use crate::penalty::Penalty;
use crate::refusal::Refusal;
use crate::result::GameResult;
use crate::{Color, Game, Preset, Tenths};

/// After the 400th move (a pass counts as a move) play stops and the game is
/// adjudicated (E-3, 003 e).
pub const MOVE_LIMIT: usize = 400;

/// Whether play stops for the move limit after `moves` moves, passes included (E-3).
pub const fn at_move_limit(moves: usize) -> bool {
    moves >= MOVE_LIMIT
}

/// The verdict on an illegal move (E-4, 003 4 f): the player who made it loses, by
/// forfeit (`W+F` when Black made it).
pub const fn illegal_move(mover: Color) -> Outcome {
    Outcome::Forfeit {
        winner: mover.opponent(),
    }
}

/// Whether, under `preset`, an illegal move found in a game's record decides the game
/// (E-4). 003 4 f says an illegal move loses even when the opponent overlooked it and
/// play went on, so under `ComputerTournament` the record's first illegal move
/// decides. The other seeds say nothing of an illegal move left in a record: the
/// position is counted as it stands, and the caller reports the refusal beside it.
pub const fn record_illegal_move_loses(preset: Preset) -> bool {
    matches!(preset, Preset::ComputerTournament)
}

/// Whether a refused move of a record was an illegal move by its player (E-4): every
/// refusal but a move after the game had ended (a resignation, a loss on time, no
/// result), which plays in no game.
pub const fn is_illegal_move(refusal: &Refusal) -> bool {
    !matches!(refusal, Refusal::GameOver { .. })
}

/// The verdict on a record whose refused moves are `refused` (each mover with its
/// refusal, in the record's order), under `preset` (E-4): where the preset's seed makes
/// an illegal move lose (`record_illegal_move_loses`), the first illegal one
/// (`is_illegal_move`) forfeits the game for its mover; otherwise `None`, and the
/// count or the game's own end decides.
#[cfg_attr(hotstone_size, optimize(size))]
pub fn record_verdict<'a>(
    preset: Preset,
    refused: impl IntoIterator<Item = (Color, &'a Refusal)>,
) -> Option<Outcome> {
    if !record_illegal_move_loses(preset) {
        return None;
    }
    let (mover, _) = refused.into_iter().find(|(_, r)| is_illegal_move(r))?;
    Some(illegal_move(mover))
}

/// Why play stopped for a count or a judgement.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Stop {
    /// Two consecutive passes (E-1, 003 a).
    TwoPasses,
    /// The 400th move (E-3, 003 e).
    MoveLimit,
}

/// What one program claims once play has stopped (003 a 1, 2): the stones it marks dead
/// (GTP `final_status_list dead`) and the result it outputs (GTP `final_score`). `None`
/// where it gave no answer that can be read: 003 asks for both "if possible".
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Claim {
    /// The stones it marks dead, if it answered.
    pub dead: Option<DeadStones>,
    /// The result it outputs, if it answered.
    pub score: Option<Outcome>,
}

/// Why the result is the human referee's to decide, not the program's (003 a, e).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Referral {
    /// Play stopped at the 400th move: the referee judges the position, win, loss or
    /// draw, in front of both operators (E-3, 003 e). Always referred.
    MoveLimit,
    /// `by` showed no dead stones (003 a 1): its marks cannot be compared.
    NoDeadStones {
        /// The program that showed none.
        by: Color,
    },
    /// The two programs' dead stones differ on `strings` strings (003 a 1, C-6): the
    /// referee judges life and death string by string.
    DeadStonesDiffer {
        /// How many strings the two marked differently.
        strings: usize,
    },
    /// `by` output no result (003 a 2).
    NoScore {
        /// The program that output none.
        by: Color,
    },
    /// `by`'s result differs from the count of the position (003 a 2, 3).
    ScoreDiffers {
        /// The program whose result differs.
        by: Color,
        /// The result it claimed.
        claimed: Outcome,
    },
    /// The position cannot be counted.
    Uncountable,
}

impl Referral {
    /// A short name for reports: `move-limit`, `no-dead-stones`, ...
    pub const fn code(self) -> &'static str {
        match self {
            Referral::MoveLimit => "move-limit",
            Referral::NoDeadStones { .. } => "no-dead-stones",
            Referral::DeadStonesDiffer { .. } => "dead-stones-differ",
            Referral::NoScore { .. } => "no-score",
            Referral::ScoreDiffers { .. } => "score-differs",
            Referral::Uncountable => "uncountable",
        }
    }

    /// The requirement behind it: E-3 for the move limit, C-6 (003 a) for the rest.
    pub const fn requirement(self) -> &'static str {
        match self {
            Referral::MoveLimit => "E-3",
            _ => "C-6",
        }
    }
}

/// The referee program's finding on a stopped game (E-1, E-3, C-6).
#[derive(Debug, Clone, PartialEq)]
pub struct Adjudication {
    /// Why play stopped.
    pub stop: Stop,
    /// The two programs' marks merged (a program that showed none counts as marking
    /// nothing).
    pub agreement: Agreement,
    /// For each of `agreement.disputed`, in order: whether the referee program's own
    /// estimate takes it for dead. Part of the proposal, never of a result.
    pub estimate_dead: Vec<bool>,
    /// The count of the position with the agreed dead stones and, for disputed strings,
    /// the estimate's. The result when `referrals` is empty; otherwise a proposal for
    /// the human referee.
    pub count: Result<GameResult, CountError>,
    /// Why the human referee decides, in order; empty when the result is automatic.
    pub referrals: Vec<Referral>,
}

impl Adjudication {
    /// The result, when the referee program may give it (003 a 3): both programs'
    /// dead stones and both results agree with each other and with the count.
    #[cfg_attr(hotstone_size, optimize(size))]
    pub fn result(&self) -> Option<&GameResult> {
        if self.referrals.is_empty() {
            self.count.as_ref().ok()
        } else {
            None
        }
    }

    /// The count offered to the human referee (or the result, when automatic).
    #[cfg_attr(hotstone_size, optimize(size))]
    pub fn proposal(&self) -> Option<&GameResult> {
        self.count.as_ref().ok()
    }
}

/// Whether two results say the same: the same winner (or a draw) by the same margin.
/// A tie given to Black by a tie rule (`B+0`) is not the same as a draw.
#[cfg_attr(hotstone_size, optimize(size))]
pub fn same_result(a: &Outcome, b: &Outcome) -> bool {
    a.winner() == b.winner() && a.margin() == b.margin()
}

/// Decides what follows a stop for counting (E-1, E-3; 003 a, e). `estimate` is the
/// referee program's own estimate of the dead stones, used only for disputed strings in
/// the proposal; `penalties` are counted with the position (Ing's SP time penalties,
/// T-2: `Clock::time_penalties`).
///
/// - At the move limit the human referee judges the position (003 e): always referred.
/// - After two passes the result is automatic only when both programs showed their dead
///   stones and agree on every string, both output a result, and both results equal the
///   count of the position with those dead stones (003 a 1-3). Anything else goes to
///   the human referee, who judges life and death string by string, then the territory,
///   then the position, else gives a draw (003 a 1-6): this finds no result for them.
#[cfg_attr(hotstone_size, optimize(size))]
pub fn adjudicate(
    game: &Game,
    stop: Stop,
    black: &Claim,
    white: &Claim,
    estimate: &DeadStones,
    penalties: &[Penalty],
) -> Adjudication {
    let board = game.board();
    let none = DeadStones::none(board.size());
    let agreement = merge(
        board,
        black.dead.as_ref().unwrap_or(&none),
        white.dead.as_ref().unwrap_or(&none),
    );
    let estimate_dead: Vec<bool> = agreement
        .disputed
        .iter()
        .map(|d| d.stones.iter().any(|&p| estimate.is_dead(p)))
        .collect();
    let mut dead = agreement.dead_stones(board.size());
    for (d, &judged) in agreement.disputed.iter().zip(&estimate_dead) {
        if judged {
            for &p in &d.stones {
                // The stones of a disputed string are on the board: marking cannot fail.
                let _ = dead.mark(board, p);
            }
        }
    }
    let adjustments = Adjustments {
        penalties: penalties.to_vec(),
        ..Adjustments::of(game)
    };
    let count = GameResult::with(game, &dead, &adjustments);
    let mut referrals = Vec::new();
    if stop == Stop::MoveLimit {
        referrals.push(Referral::MoveLimit);
    }
    for (by, claim) in [(Color::Black, black), (Color::White, white)] {
        if claim.dead.is_none() {
            referrals.push(Referral::NoDeadStones { by });
        }
    }
    if !agreement.disputed.is_empty() {
        referrals.push(Referral::DeadStonesDiffer {
            strings: agreement.disputed.len(),
        });
    }
    for (by, claim) in [(Color::Black, black), (Color::White, white)] {
        match (&claim.score, &count) {
            (None, _) => referrals.push(Referral::NoScore { by }),
            (Some(claimed), Ok(counted)) if !same_result(claimed, &counted.outcome) => referrals
                .push(Referral::ScoreDiffers {
                    by,
                    claimed: *claimed,
                }),
            _ => {}
        }
    }
    if count.is_err() {
        referrals.push(Referral::Uncountable);
    }
    Adjudication {
        stop,
        agreement,
        estimate_dead,
        count,
        referrals,
    }
}

/// What follows a program's abnormal termination (E-6, 003 h).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum AbnormalEnd {
    /// The program that terminated loses.
    Loses {
        /// The program that terminated.
        loser: Color,
    },
    /// The game is replayed from move 1 with `each` on both clocks.
    Replay {
        /// The time each clock starts with again.
        each: Tenths,
    },
}

/// Both sides' remaining time below which a crash loses (003 h 1: 50 minutes).
pub const CRASH_LOSS_BELOW: Tenths = Tenths::minutes(50);
/// The clock of a replay (003 h 2, 3: 30 minutes each).
pub const REPLAY_TIME: Tenths = Tenths::minutes(30);

/// The verdict on `crashed`'s abnormal termination (E-6). `remaining` is both sides'
/// remaining time added up; `earlier` lists the sides that terminated abnormally
/// earlier in the same pairing, in order (one entry per replay so far).
///
/// - A program terminating a second time in the pairing loses (h 4).
/// - The first termination: below 50 minutes left in all it loses (h 1), otherwise the
///   game is replayed with 30 minutes each (h 2).
/// - In a replay, when the other program terminates: with 30 minutes or more left in
///   all, replay again with 30 minutes each (h 3); with less, 003 says nothing: we
///   apply h 1's principle and the program that terminated loses.
#[cfg_attr(hotstone_size, optimize(size))]
pub fn abnormal_end(crashed: Color, remaining: Tenths, earlier: &[Color]) -> AbnormalEnd {
    let loses = AbnormalEnd::Loses { loser: crashed };
    let replay = AbnormalEnd::Replay { each: REPLAY_TIME };
    if earlier.contains(&crashed) {
        return loses;
    }
    let threshold = if earlier.is_empty() {
        CRASH_LOSS_BELOW
    } else {
        REPLAY_TIME
    };
    if remaining < threshold {
        loses
    } else {
        replay
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const B: Color = Color::Black;
    const W: Color = Color::White;

    #[test]
    fn e4_an_illegal_move_loses_by_forfeit() {
        assert_eq!(illegal_move(W).result(), "B+F");
        assert_eq!(illegal_move(B).winner(), Some(W));
        assert_eq!(illegal_move(B).margin(), None);
    }

    #[test]
    fn e4_a_record_illegal_move_decides_under_003_only() {
        use crate::Point;
        let ko = Refusal::Occupied {
            point: Point::parse("E5").unwrap(),
        };
        let t = Preset::ComputerTournament;
        assert_eq!(
            record_verdict(t, [(W, &ko), (B, &ko)]),
            Some(illegal_move(W)),
            "the first one decides"
        );
        assert_eq!(record_verdict(t, []), None);
        for p in [
            Preset::Japanese,
            Preset::Ing,
            Preset::SchoolTeam,
            Preset::Chinese,
        ] {
            assert_eq!(record_verdict(p, [(W, &ko)]), None, "{p:?}");
        }
        // A move after the game ended is no illegal move in it.
        let over = Refusal::GameOver {
            end: crate::End::Resignation { loser: B },
        };
        assert!(!is_illegal_move(&over));
        assert_eq!(record_verdict(t, [(W, &over)]), None);
        assert_eq!(
            record_verdict(t, [(W, &over), (B, &ko)]),
            Some(illegal_move(B))
        );
    }

    /// 9x9 under computer-tournament (territory, komi 6.5): a black wall on column E, a
    /// white wall on column F, a lone black stone at H5 in White's area, two passes.
    fn walls() -> Game {
        use crate::{BoardSize, Move, Point};
        let mut game = Game::new(BoardSize::NINE, Preset::ComputerTournament.ruleset()).unwrap();
        for row in 1..=9 {
            for (color, col) in [(B, 'E'), (W, 'F')] {
                let p = Point::parse(&format!("{col}{row}")).unwrap();
                game.play(color, Move::Play(p)).unwrap();
            }
        }
        let h5 = Point::parse("H5").unwrap();
        game.play(B, Move::Play(h5)).unwrap();
        game.play(W, Move::Pass).unwrap();
        game.play(B, Move::Pass).unwrap();
        game
    }

    fn marks(game: &Game, points: &[&str]) -> DeadStones {
        let points = points.iter().map(|p| crate::Point::parse(p).unwrap());
        DeadStones::from_points(game.board(), points).unwrap()
    }

    fn claim(game: &Game, dead: &[&str], score: &str) -> Claim {
        Claim {
            dead: Some(marks(game, dead)),
            score: Some(score_of(score)),
        }
    }

    /// `B+1.5`, `W+3`, `0` as a counted outcome.
    fn score_of(text: &str) -> Outcome {
        let half = match text.split_once('+') {
            Some(("B", m)) => crate::Komi::parse(m).unwrap().half_points(),
            Some(("W", m)) => -crate::Komi::parse(m).unwrap().half_points(),
            _ => 0,
        };
        Outcome::from_margin(half, None)
    }

    #[test]
    fn c6_all_agreeing_the_result_is_automatic() {
        let game = walls();
        let both = claim(&game, &["H5"], "B+1.5");
        let a = adjudicate(
            &game,
            Stop::TwoPasses,
            &both,
            &both,
            &marks(&game, &[]),
            &[],
        );
        assert_eq!(a.referrals, vec![]);
        assert_eq!(a.result().unwrap().outcome.result(), "B+1.5");
        assert_eq!(a.agreement.dead.len(), 1);
    }

    #[test]
    fn c6_a_score_that_differs_from_the_count_goes_to_the_referee() {
        let game = walls();
        let black = claim(&game, &["H5"], "B+1.5");
        let white = claim(&game, &["H5"], "W+0.5");
        let a = adjudicate(
            &game,
            Stop::TwoPasses,
            &black,
            &white,
            &marks(&game, &[]),
            &[],
        );
        assert_eq!(
            a.referrals,
            vec![Referral::ScoreDiffers {
                by: W,
                claimed: score_of("W+0.5")
            }]
        );
        assert!(a.result().is_none());
        assert_eq!(a.proposal().unwrap().outcome.result(), "B+1.5");
        // Both programs agreeing with each other but not with the count: referred too.
        let wrong = claim(&game, &["H5"], "B+2.5");
        let a = adjudicate(
            &game,
            Stop::TwoPasses,
            &wrong,
            &wrong,
            &marks(&game, &[]),
            &[],
        );
        assert_eq!(a.referrals.len(), 2, "{:?}", a.referrals);
    }

    #[test]
    fn c6_a_program_that_shows_nothing_goes_to_the_referee() {
        let game = walls();
        let black = claim(&game, &["H5"], "B+1.5");
        let silent = Claim::default();
        let a = adjudicate(
            &game,
            Stop::TwoPasses,
            &black,
            &silent,
            &marks(&game, &["H5"]),
            &[],
        );
        assert_eq!(
            a.referrals,
            vec![
                Referral::NoDeadStones { by: W },
                Referral::DeadStonesDiffer { strings: 1 },
                Referral::NoScore { by: W },
            ]
        );
        assert_eq!(a.estimate_dead, vec![true]);
        assert!(a.result().is_none());
        assert_eq!(a.proposal().unwrap().outcome.result(), "B+1.5");
    }

    #[test]
    fn c6_disputed_dead_stones_go_to_the_referee_with_the_estimate_as_proposal() {
        let game = walls();
        let black = claim(&game, &[], "B+1.5");
        let white = claim(&game, &["H5"], "B+1.5");
        let alive = adjudicate(
            &game,
            Stop::TwoPasses,
            &black,
            &white,
            &marks(&game, &[]),
            &[],
        );
        assert_eq!(
            alive.referrals.first(),
            Some(&Referral::DeadStonesDiffer { strings: 1 })
        );
        assert_eq!(alive.agreement.disputed[0].dead_by, W);
        assert_eq!(alive.estimate_dead, vec![false]);
        let dead = adjudicate(
            &game,
            Stop::TwoPasses,
            &black,
            &white,
            &marks(&game, &["H5"]),
            &[],
        );
        assert_eq!(dead.estimate_dead, vec![true]);
        assert_eq!(dead.proposal().unwrap().outcome.result(), "B+1.5");
        assert_ne!(alive.proposal(), dead.proposal());
        assert!(alive.result().is_none() && dead.result().is_none());
    }

    #[test]
    fn t2_time_penalties_are_counted_with_the_position() {
        let game = walls();
        let penalty = [Penalty {
            against: B,
            points: 2,
            reason: crate::PenaltyReason::Time,
        }];
        let both = claim(&game, &["H5"], "W+0.5");
        let a = adjudicate(
            &game,
            Stop::TwoPasses,
            &both,
            &both,
            &marks(&game, &[]),
            &penalty,
        );
        assert_eq!(a.referrals, vec![]);
        assert_eq!(
            a.result().unwrap().outcome.result(),
            "W+0.5",
            "B+1.5 less 2"
        );
    }

    #[test]
    fn e3_the_move_limit_always_goes_to_the_referee() {
        let game = walls();
        let both = claim(&game, &["H5"], "B+1.5");
        let a = adjudicate(
            &game,
            Stop::MoveLimit,
            &both,
            &both,
            &marks(&game, &[]),
            &[],
        );
        assert_eq!(a.referrals, vec![Referral::MoveLimit]);
        assert_eq!(Referral::MoveLimit.requirement(), "E-3");
        assert!(a.result().is_none());
        assert_eq!(a.proposal().unwrap().outcome.result(), "B+1.5");
    }

    #[test]
    fn c6_a_tie_to_black_is_not_a_draw() {
        assert!(!same_result(
            &score_of("0"),
            &Outcome::from_margin(0, Some(B))
        ));
        assert!(same_result(
            &score_of("W+3"),
            &Outcome::from_margin(-6, None)
        ));
    }

    #[test]
    fn e3_the_400th_move_stops_play_a_pass_counts() {
        assert!(!at_move_limit(399));
        assert!(at_move_limit(400));
    }

    #[test]
    fn e6_h1_below_fifty_minutes_in_all_the_crash_loses() {
        let just_below = Tenths::new(Tenths::minutes(50).get() - 1);
        assert_eq!(
            abnormal_end(B, just_below, &[]),
            AbnormalEnd::Loses { loser: B }
        );
    }

    #[test]
    fn e6_h2_fifty_minutes_or_more_replay_with_thirty_each() {
        assert_eq!(
            abnormal_end(W, Tenths::minutes(50), &[]),
            AbnormalEnd::Replay {
                each: Tenths::minutes(30)
            }
        );
    }

    #[test]
    fn e6_h3_the_other_program_crashing_in_the_replay_replays_again() {
        assert_eq!(
            abnormal_end(W, Tenths::minutes(30), &[B]),
            AbnormalEnd::Replay {
                each: Tenths::minutes(30)
            }
        );
        let below = Tenths::new(Tenths::minutes(30).get() - 1);
        assert_eq!(
            abnormal_end(W, below, &[B]),
            AbnormalEnd::Loses { loser: W }
        );
    }

    #[test]
    fn e6_h4_a_second_crash_in_the_pairing_loses() {
        assert_eq!(
            abnormal_end(B, Tenths::minutes(60), &[B]),
            AbnormalEnd::Loses { loser: B }
        );
        assert_eq!(
            abnormal_end(B, Tenths::minutes(60), &[B, W]),
            AbnormalEnd::Loses { loser: B }
        );
    }
}
