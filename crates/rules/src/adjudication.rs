//! How a computer-Go tournament stops and decides a game besides counting (003 4 e, f,
//! h; E-3, E-4, E-6). The referee program asks these; it never decides them itself.

use crate::count::Outcome;
use crate::refusal::Refusal;
use crate::{Color, Preset, Tenths};

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

/// What follows a program's abnormal termination (E-6, 003 h).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum AbnormalEnd {
    /// The program that terminated loses.
    Loses { loser: Color },
    /// The game is replayed from move 1 with `each` on both clocks.
    Replay { each: Tenths },
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
