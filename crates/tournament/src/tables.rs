//! Four-player tables (seed 002, X-8..X-10): how many tables of which size, the points for
//! the places at a table, and each player's relative share of a table.

use crate::{CountProblem, Points, TournamentError};

/// The rounds of a qualification (X-8: three, whatever the player count).
pub const ROUNDS: usize = 3;

/// The largest in-game score accepted: far above any table game's, and small enough that
/// three rounds of exact shares never overflow.
pub const MAX_SCORE: i64 = 1_000_000;

/// Table sizes for `players`, tables of four first: as many tables of four as
/// possible, at most three tables of three, never fewer than three at a table.
pub fn table_sizes(players: usize) -> Result<Vec<usize>, TournamentError> {
    let impossible = |why| TournamentError::ImpossibleCount {
        count: players,
        why,
    };
    if players < 3 {
        return Err(impossible(CountProblem::TableNeedsThree));
    }
    let tables = players.div_ceil(4);
    let threes = 4 * tables - players;
    if threes > tables {
        // Only 5: one table of four leaves one player, a table of three leaves two.
        return Err(impossible(CountProblem::NoMixOfTables));
    }
    let mut sizes = vec![4; tables - threes];
    sizes.extend(std::iter::repeat_n(3, threes));
    Ok(sizes)
}

/// The points for the places at a table: 5-3-2-1, or 5-3-1 at a table of three.
fn scale(players: usize) -> &'static [i64] {
    if players == 3 {
        &[5, 3, 1]
    } else {
        &[5, 3, 2, 1]
    }
}

/// Each player's place (1 = best) by in-game score; equal scores share the better place.
pub fn places(scores: &[i64]) -> Vec<usize> {
    scores
        .iter()
        .map(|s| 1 + scores.iter().filter(|o| *o > s).count())
        .collect()
}

/// Tournament points per player, aligned with `scores`: players on the same place
/// share the points of the places they occupy, e.g. two first: (5+3)/2 = 4 each.
pub fn place_points(scores: &[i64]) -> Vec<Points> {
    let scale = scale(scores.len());
    let places = places(scores);
    places
        .iter()
        .map(|&place| {
            let tied = places.iter().filter(|p| **p == place).count();
            let sum: i64 = scale.iter().skip(place - 1).take(tied).sum();
            Points::whole(sum) / tied as i64
        })
        .collect()
}

/// Each player's relative share of the table, aligned with `scores`: own score /
/// the table's total. A table of three gets a virtual fourth player scoring the mean of
/// the three, so its total is 4/3 of the three scores. A table where nobody scored gives
/// everyone a quarter (decided here: 002 is silent; equal play, equal share).
pub fn shares(scores: &[i64]) -> Vec<Points> {
    let sum: i64 = scores.iter().sum();
    if sum == 0 {
        return vec![Points::fraction(1, 4); scores.len()];
    }
    scores
        .iter()
        .map(|&s| match scores.len() {
            3 => Points::fraction(3 * s, 4 * sum),
            _ => Points::fraction(s, sum),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn x8_table_sizes_for_every_small_count() {
        assert_eq!(table_sizes(4).unwrap(), [4]);
        assert_eq!(table_sizes(3).unwrap(), [3]);
        assert_eq!(table_sizes(6).unwrap(), [3, 3]);
        assert_eq!(table_sizes(7).unwrap(), [4, 3]);
        assert_eq!(table_sizes(9).unwrap(), [3, 3, 3]);
        assert_eq!(table_sizes(10).unwrap(), [4, 3, 3]);
        assert_eq!(table_sizes(13).unwrap(), [4, 3, 3, 3]);
        assert_eq!(table_sizes(17).unwrap(), [4, 4, 3, 3, 3]);
    }

    #[test]
    fn x8_impossible_counts_are_refused_with_the_reason() {
        for (n, why) in [
            (0, CountProblem::TableNeedsThree),
            (1, CountProblem::TableNeedsThree),
            (2, CountProblem::TableNeedsThree),
            (5, CountProblem::NoMixOfTables),
        ] {
            assert_eq!(
                table_sizes(n),
                Err(TournamentError::ImpossibleCount { count: n, why })
            );
            assert!(table_sizes(n).unwrap_err().to_string().contains("X-8"));
        }
        assert_eq!(
            table_sizes(5).unwrap_err().to_string(),
            "5 entrants cannot be seated: no mix of tables of four and of three seats 5 \
             (never fewer than three at a table, X-8)"
        );
        assert!(table_sizes(1)
            .unwrap_err()
            .to_string()
            .starts_with("1 entrant cannot be seated: "));
    }

    #[test]
    fn x9_two_tied_first_get_five_plus_three_over_two() {
        // 002's worked example: 2 x place 1 = (5 + 3) / 2 = 4; place 3 = 2; place 4 = 1.
        let points = place_points(&[40, 40, 30, 20]);
        assert_eq!(points, [4, 4, 2, 1].map(Points::whole).to_vec());
    }

    #[test]
    fn x9_three_players_score_five_three_one_and_ties_share() {
        assert_eq!(
            place_points(&[1, 9, 5]),
            [1, 5, 3].map(Points::whole).to_vec()
        );
        assert_eq!(
            place_points(&[7, 7, 7]),
            [3, 3, 3].map(Points::whole).to_vec()
        );
        assert_eq!(
            place_points(&[8, 8, 8, 2]),
            vec![
                Points::fraction(10, 3),
                Points::fraction(10, 3),
                Points::fraction(10, 3),
                Points::whole(1)
            ]
        );
    }

    #[test]
    fn x10_a_table_of_three_has_a_virtual_fourth_at_the_mean() {
        // Scores 30, 20, 10: the virtual player scores 20, the total is 80.
        assert_eq!(
            shares(&[30, 20, 10]),
            vec![
                Points::fraction(30, 80),
                Points::fraction(20, 80),
                Points::fraction(10, 80)
            ]
        );
        assert_eq!(shares(&[1, 1, 1, 1])[0], Points::fraction(1, 4));
        assert_eq!(shares(&[0, 0, 0]), vec![Points::fraction(1, 4); 3]);
    }
}
