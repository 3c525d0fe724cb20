//! SST placement (seed 001 "Plazierung", X-1): primary points are wins; secondary points
//! A1 (the wins of the opponents one defeated, SODOS), A2 (the wins of the other
//! opponents), B1 (the secondary points of the defeated opponents) and B2 (those of the
//! others). 001 leaves open which secondary points B1 and B2 add up; Hotstone takes an
//! opponent's A1 + A2 (docs/tournaments.md).

use crate::ordered;
use std::collections::BTreeMap;

use crate::{Criterion, Points};

/// X-1's columns in the order that breaks ties.
pub const CRITERIA: [Criterion; 5] = [
    Criterion::Wins,
    Criterion::A1,
    Criterion::A2,
    Criterion::B1,
    Criterion::B2,
];

/// One player's X-1 points. Fractions, as a draw is half a primary point.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct SstPoints {
    pub wins: Points,
    pub a1: Points,
    pub a2: Points,
    pub b1: Points,
    pub b2: Points,
}

impl SstPoints {
    pub fn values(&self) -> Vec<Points> {
        vec![self.wins, self.a1, self.a2, self.b1, self.b2]
    }
}

/// A scored game: each player's primary points from it. A win is 1 and 0, a draw 1/2
/// each, a double loss 0 each; a game without result is not a scored game at all.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SstGame {
    pub players: [String; 2],
    pub points: [Points; 2],
}

impl SstGame {
    pub fn won(winner: &str, loser: &str) -> SstGame {
        SstGame {
            players: [winner.to_string(), loser.to_string()],
            points: [Points::whole(1), Points::ZERO],
        }
    }

    pub fn drawn(a: &str, b: &str) -> SstGame {
        SstGame {
            players: [a.to_string(), b.to_string()],
            points: [Points::half(), Points::half()],
        }
    }

    pub fn both_lost(a: &str, b: &str) -> SstGame {
        SstGame {
            players: [a.to_string(), b.to_string()],
            points: [Points::ZERO, Points::ZERO],
        }
    }

    /// Whether player `k` defeated the other (only a win does: A1 and B1 are about "die
    /// besiegten Gegner"; a drawn opponent or one who also lost is one of "den anderen").
    fn defeated(&self, k: usize) -> bool {
        self.points[k] > self.points[1 - k]
    }
}

/// X-1 points for `players` from scored games. A game against the same opponent twice
/// counts twice, as each game is a primary point.
pub fn sst_points(players: &[String], games: &[SstGame]) -> BTreeMap<String, SstPoints> {
    sst_points_with_byes(players, games, &[])
}

/// X-1 points where each name in `byes` also had a bye that counts as a game won without
/// play: a primary point, with no opponent for the secondary points. The knockout counts
/// its byes so (the player goes on as the winner of a game does), which makes a player's
/// primary points the rounds they came through (docs/tournaments.md); a round robin does
/// not.
pub fn sst_points_with_byes(
    players: &[String],
    games: &[SstGame],
    byes: &[String],
) -> BTreeMap<String, SstPoints> {
    let mut points: BTreeMap<String, SstPoints> =
        ordered::map(players.iter().map(|p| (p.clone(), SstPoints::default())));
    for name in byes {
        if let Some(p) = points.get_mut(name) {
            p.wins += Points::whole(1);
        }
    }
    for g in games {
        for k in 0..2 {
            if let Some(p) = points.get_mut(&g.players[k]) {
                p.wins += g.points[k];
            }
        }
    }
    let of = |table: &BTreeMap<String, Points>, name: &String| {
        table.get(name).copied().unwrap_or_default()
    };
    let wins: BTreeMap<String, Points> =
        ordered::map(points.iter().map(|(n, p)| (n.clone(), p.wins)));
    for g in games {
        for k in 0..2 {
            let theirs = of(&wins, &g.players[1 - k]);
            if let Some(p) = points.get_mut(&g.players[k]) {
                if g.defeated(k) {
                    p.a1 += theirs;
                } else {
                    p.a2 += theirs;
                }
            }
        }
    }
    let secondary: BTreeMap<String, Points> =
        ordered::map(points.iter().map(|(n, p)| (n.clone(), p.a1 + p.a2)));
    for g in games {
        for k in 0..2 {
            let theirs = of(&secondary, &g.players[1 - k]);
            if let Some(p) = points.get_mut(&g.players[k]) {
                if g.defeated(k) {
                    p.b1 += theirs;
                } else {
                    p.b2 += theirs;
                }
            }
        }
    }
    points
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(list: &[&str]) -> Vec<String> {
        list.iter().map(|s| s.to_string()).collect()
    }

    fn game(w: &str, l: &str) -> SstGame {
        SstGame::won(w, l)
    }

    fn w(n: i64) -> Points {
        Points::whole(n)
    }

    fn five(p: &SstPoints) -> [Points; 5] {
        [p.wins, p.a1, p.a2, p.b1, p.b2]
    }

    #[test]
    fn x1_a1_a2_b1_b2_on_a_small_round_robin() {
        // a beats b and c; b beats c and d; c beats d; d beats a.
        let players = names(&["a", "b", "c", "d"]);
        let games = [
            game("a", "b"),
            game("a", "c"),
            game("b", "c"),
            game("b", "d"),
            game("c", "d"),
            game("d", "a"),
        ];
        let p = sst_points(&players, &games);
        // wins: a 2, b 2, c 1, d 1.
        assert_eq!(five(&p["a"])[..3], [w(2), w(3), w(1)]);
        assert_eq!(five(&p["b"])[..3], [w(2), w(2), w(2)]);
        assert_eq!(five(&p["c"])[..3], [w(1), w(1), w(4)]);
        assert_eq!(five(&p["d"])[..3], [w(1), w(2), w(3)]);
        // Secondary A1+A2: a 4, b 4, c 5, d 5. a beat b, c: B1 = 9; lost to d: B2 = 5.
        assert_eq!(five(&p["a"])[3..], [w(9), w(5)]);
        assert_eq!(five(&p["b"])[3..], [w(10), w(4)]);
    }

    #[test]
    fn x1_a_draw_is_half_a_win_and_a_drawn_opponent_counts_in_a2() {
        // a beats b; a draws c; b and c both lost (001 Suspendierung).
        let players = names(&["a", "b", "c"]);
        let games = [
            game("a", "b"),
            SstGame::drawn("a", "c"),
            SstGame::both_lost("b", "c"),
        ];
        let pts = sst_points(&players, &games);
        let half = Points::half();
        // Wins: a 1 1/2, b 0, c 1/2.
        // a: A1 = b's 0; A2 = c's 1/2. b: A1 0; A2 = a's 3/2 + c's 1/2 = 2.
        // c: A1 0; A2 = a's 3/2 + b's 0 = 3/2.
        assert_eq!(five(&pts["a"])[..3], [w(1) + half, w(0), half]);
        assert_eq!(five(&pts["b"])[..3], [w(0), w(0), w(2)]);
        assert_eq!(five(&pts["c"])[..3], [half, w(0), w(1) + half]);
        // Secondary: a 1/2, b 2, c 3/2. a: B1 = b's 2, B2 = c's 3/2.
        // b: B2 = a's 1/2 + c's 3/2 = 2. c: B2 = a's 1/2 + b's 2 = 5/2.
        assert_eq!(five(&pts["a"])[3..], [w(2), w(1) + half]);
        assert_eq!(five(&pts["b"])[3..], [w(0), w(2)]);
        assert_eq!(five(&pts["c"])[3..], [w(0), w(2) + half]);
    }
}
