//! Single elimination: a knockout. The players list is the seeding. Round 1 gives
//! byes to the first seeds, as many as fill the bracket to a power of two, and pairs the
//! rest first against last; later rounds pair the winners (in the order of the previous
//! round's pairings) first against last. A game must have a winner.

use crate::Pairing;

/// The pairings of a round for the players still in, in bracket order. Round 1 (`first`)
/// gives byes to fill the bracket; later rounds always have an even number in.
pub fn pairings(alive: &[String], first: bool) -> Vec<Pairing> {
    let n = alive.len();
    if n < 2 {
        return Vec::new();
    }
    let byes = if first {
        n.next_power_of_two() - n
    } else {
        n % 2
    };
    let mut out: Vec<Pairing> = alive[..byes]
        .iter()
        .map(|name| Pairing::Bye { name: name.clone() })
        .collect();
    let rest = &alive[byes..];
    let m = rest.len();
    out.extend((0..m / 2).map(|i| Pairing::Game {
        players: [rest[i].clone(), rest[m - 1 - i].clone()],
    }));
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(n: usize) -> Vec<String> {
        (1..=n).map(|i| format!("s{i}")).collect()
    }

    #[test]
    fn x2_six_players_give_two_byes_and_two_games() {
        let p = pairings(&names(6), true);
        assert_eq!(
            p,
            vec![
                Pairing::Bye { name: "s1".into() },
                Pairing::Bye { name: "s2".into() },
                Pairing::Game {
                    players: ["s3".into(), "s6".into()]
                },
                Pairing::Game {
                    players: ["s4".into(), "s5".into()]
                },
            ]
        );
    }
}
