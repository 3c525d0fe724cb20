//! Round robin: everyone meets everyone once, by the circle method. The first
//! player stays put while the others turn; with an odd count one player sits out (a bye)
//! each round.

use crate::Pairing;

/// The number of rounds for `players` entrants.
pub fn rounds(players: usize) -> usize {
    match players {
        0 | 1 => 0,
        n if n % 2 == 0 => n - 1,
        n => n,
    }
}

/// The pairings of round `round` (from 0).
pub fn pairings(players: &[String], round: usize) -> Vec<Pairing> {
    let mut circle: Vec<Option<&String>> = players.iter().map(Some).collect();
    if circle.len() % 2 == 1 {
        circle.push(None);
    }
    let n = circle.len();
    if n < 2 {
        return Vec::new();
    }
    // Turn all but the first by `round` places.
    let rest = &mut circle[1..];
    let turns = round % rest.len();
    rest.rotate_right(turns);
    // Only one empty seat is ever added, so (None, None) never occurs.
    (0..n / 2)
        .filter_map(|i| match (circle[i], circle[n - 1 - i]) {
            (Some(a), Some(b)) => Some(Pairing::Game {
                players: [a.clone(), b.clone()],
            }),
            (Some(a), None) | (None, Some(a)) => Some(Pairing::Bye { name: a.clone() }),
            (None, None) => None,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;

    #[test]
    fn x2_everyone_meets_everyone_exactly_once() {
        for n in 2..=9 {
            let players: Vec<String> = (0..n).map(|i| format!("p{i}")).collect();
            let mut met = BTreeSet::new();
            for r in 0..rounds(n) {
                for p in pairings(&players, r) {
                    if let Pairing::Game { players: [a, b] } = p {
                        let key = if a < b { (a, b) } else { (b, a) };
                        assert!(met.insert(key), "n={n} round {r}: a second meeting");
                    }
                }
            }
            assert_eq!(met.len(), n * (n - 1) / 2, "n={n}");
        }
    }
}
