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

/// One player's X-1 points.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct SstPoints {
    pub wins: i64,
    pub a1: i64,
    pub a2: i64,
    pub b1: i64,
    pub b2: i64,
}

impl SstPoints {
    pub fn values(&self) -> Vec<Points> {
        [self.wins, self.a1, self.a2, self.b1, self.b2]
            .map(Points::whole)
            .to_vec()
    }
}

/// X-1 points for `players` from decided games `(winner, loser)`. A game against the same
/// opponent twice counts twice, as each game is a primary point.
pub fn sst_points(players: &[String], games: &[(String, String)]) -> BTreeMap<String, SstPoints> {
    let mut points: BTreeMap<String, SstPoints> =
        ordered::map(players.iter().map(|p| (p.clone(), SstPoints::default())));
    for (winner, _) in games {
        if let Some(p) = points.get_mut(winner) {
            p.wins += 1;
        }
    }
    let wins: BTreeMap<String, i64> = ordered::map(points.iter().map(|(n, p)| (n.clone(), p.wins)));
    let of = |table: &BTreeMap<String, i64>, name: &String| table.get(name).copied().unwrap_or(0);
    for (winner, loser) in games {
        if let Some(p) = points.get_mut(winner) {
            p.a1 += of(&wins, loser);
        }
        if let Some(p) = points.get_mut(loser) {
            p.a2 += of(&wins, winner);
        }
    }
    let secondary: BTreeMap<String, i64> =
        ordered::map(points.iter().map(|(n, p)| (n.clone(), p.a1 + p.a2)));
    for (winner, loser) in games {
        if let Some(p) = points.get_mut(winner) {
            p.b1 += of(&secondary, loser);
        }
        if let Some(p) = points.get_mut(loser) {
            p.b2 += of(&secondary, winner);
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

    fn game(w: &str, l: &str) -> (String, String) {
        (w.to_string(), l.to_string())
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
        assert_eq!((p["a"].wins, p["a"].a1, p["a"].a2), (2, 3, 1));
        assert_eq!((p["b"].wins, p["b"].a1, p["b"].a2), (2, 2, 2));
        assert_eq!((p["c"].wins, p["c"].a1, p["c"].a2), (1, 1, 4));
        assert_eq!((p["d"].wins, p["d"].a1, p["d"].a2), (1, 2, 3));
        // Secondary A1+A2: a 4, b 4, c 5, d 5. a beat b, c: B1 = 9; lost to d: B2 = 5.
        assert_eq!((p["a"].b1, p["a"].b2), (9, 5));
        assert_eq!((p["b"].b1, p["b"].b2), (10, 4));
    }
}
