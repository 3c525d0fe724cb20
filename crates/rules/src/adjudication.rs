//! How a computer-Go tournament stops and decides a game besides counting (003 4 e, f,
//! h; E-3, E-4, E-6). The referee program asks these; it never decides them itself.

use crate::{Color, Tenths};

/// After the 400th move (a pass counts as a move) play stops and the game is
/// adjudicated (E-3, 003 e).
pub const MOVE_LIMIT: usize = 400;

/// Whether play stops for the move limit after `moves` moves, passes included (E-3).
pub const fn at_move_limit(moves: usize) -> bool {
    moves >= MOVE_LIMIT
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
