//! Property tests: every entrant seated once per round, points conserved
//! at every table, and standings a total order in which every place states its
//! reason.

use std::collections::BTreeMap;

use hotstone_tournament::{
    place_points, shares, Event, Outcome, Pairing, Points, Reason, Standings, System, Team,
    TeamMatch, TournamentFile,
};
use proptest::prelude::*;

fn base(system: System, seed: u64) -> TournamentFile {
    TournamentFile {
        name: String::new(),
        system,
        seed,
        players: Vec::new(),
        teams: Vec::new(),
        rounds: Vec::new(),
        decisions: Vec::new(),
    }
}

/// Checks the standings' invariants: values never rise down the table; a place is shared
/// exactly when the row equals the one above and no decision split them; every row's
/// reason names the row it was compared with and a criterion where they differ.
fn assert_total_order(s: &Standings) {
    for (i, row) in s.rows.iter().enumerate() {
        assert_eq!(row.values.len(), s.criteria.len());
        assert!(!row.explanation.is_empty());
        if i == 0 {
            assert_eq!(row.place, 1);
            continue;
        }
        let above = &s.rows[i - 1];
        assert!(above.values >= row.values, "{above:?} then {row:?}");
        match &row.reason {
            Reason::Behind { criterion, of } => {
                assert_eq!(of, &above.name);
                let k = s.criteria.iter().position(|c| c == criterion).unwrap();
                assert_eq!(above.values[..k], row.values[..k]);
                assert!(above.values[k] > row.values[k]);
                assert_eq!(row.place, i + 1);
            }
            Reason::Shared { with } => {
                assert_eq!(with, &above.name);
                assert_eq!(above.values, row.values);
                assert_eq!(row.place, above.place);
            }
            Reason::Decision { of, ahead: false } => {
                assert_eq!(of, &above.name);
                assert_eq!(above.values, row.values);
                assert_eq!(row.place, i + 1);
            }
            other => panic!("row {i} has reason {other:?}"),
        }
    }
}

fn assert_seated_once(pairings: &[Pairing], everyone: &[String]) {
    let mut seated: Vec<String> = pairings.iter().flat_map(|p| p.seated()).collect();
    seated.sort();
    let mut all = everyone.to_vec();
    all.sort();
    assert_eq!(seated, all);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn x9_points_are_conserved_at_every_table(scores in prop::collection::vec(0i64..6, 3..=4)) {
        let total: Points = place_points(&scores).into_iter().sum();
        let expected = if scores.len() == 3 { 9 } else { 11 };
        prop_assert_eq!(total, Points::whole(expected));
        let share_total: Points = shares(&scores).into_iter().sum();
        let expected = if scores.len() == 3 { Points::fraction(3, 4) } else { Points::whole(1) };
        prop_assert_eq!(share_total, expected);
    }

    #[test]
    fn x8_x10_four_tables_seat_everyone_once_and_rank_totally(
        n in (3usize..=23).prop_filter("5 is impossible", |n| *n != 5),
        seed in any::<u64>(),
        raw in prop::collection::vec(0i64..4, 3 * 23),
    ) {
        let players: Vec<String> = (0..n).map(|i| format!("p{i}")).collect();
        let mut event = Event::new(TournamentFile { players: players.clone(), ..base(System::FourTables, seed) }).unwrap();
        let mut k = 0;
        while let Some(round) = event.current().unwrap() {
            assert_seated_once(&round.pairings, &players);
            for p in round.pairings {
                let scores: BTreeMap<String, i64> = p.names().into_iter().map(|name| {
                    k += 1;
                    (name, raw[k % raw.len()])
                }).collect();
                event = event.record(Outcome::Table(scores)).unwrap();
            }
            assert_total_order(&event.standings());
        }
        prop_assert_eq!(event.rounds().len(), 3);
    }

    #[test]
    fn x6_x7_school_teams_seat_every_class_once_and_rank_totally(
        sizes in prop::collection::vec(3usize..=8, 2..=9),
        seed in any::<u64>(),
        boards in prop::collection::vec(0u8..3, 64),
    ) {
        let teams: Vec<Team> = sizes.iter().enumerate().map(|(i, &n)| Team {
            name: format!("c{i}"),
            players: (0..n).map(|k| format!("c{i}-{k}")).collect(),
        }).collect();
        let names: Vec<String> = teams.iter().map(|t| t.name.clone()).collect();
        let mut event = Event::new(TournamentFile { teams, ..base(System::SchoolTeam, seed) }).unwrap();
        let mut k = 0;
        let mut rounds = 0;
        while let Some(round) = event.current().unwrap() {
            assert_seated_once(&round.pairings, &names);
            for p in round.pairings {
                let Pairing::Match { teams, boards: seats } = p else { continue };
                let results: Vec<String> = seats.iter().map(|_| {
                    k += 1;
                    match boards[k % boards.len()] {
                        0 => teams[0].clone(),
                        1 => teams[1].clone(),
                        _ => "draw".to_string(),
                    }
                }).collect();
                let all_drawn = results.iter().all(|r| r == "draw");
                let m = TeamMatch {
                    teams: teams.clone(),
                    black: None,
                    boards: results,
                    lot: all_drawn.then(|| teams[0].clone()),
                };
                event = event.record(Outcome::Match(m)).unwrap();
            }
            assert_total_order(&event.standings());
            rounds += 1;
            prop_assert!(rounds <= 5);
        }
        let s = event.standings();
        prop_assert_eq!(s.rows[0].values[0], Points::whole(1));
        prop_assert_eq!(s.rows.iter().filter(|r| r.values[0] == Points::whole(1)).count(), 1);
    }

    #[test]
    fn x1_x2_round_robin_seats_everyone_once_and_ranks_totally(
        n in 2usize..=9,
        coins in prop::collection::vec(any::<bool>(), 64),
    ) {
        let players: Vec<String> = (0..n).map(|i| format!("p{i}")).collect();
        let mut event = Event::new(TournamentFile { players: players.clone(), ..base(System::RoundRobin, 0) }).unwrap();
        let mut k = 0;
        while let Some(round) = event.current().unwrap() {
            assert_seated_once(&round.pairings, &players);
            for p in round.pairings {
                let Pairing::Game { players: [a, b] } = p else { continue };
                k += 1;
                let (winner, loser) = if coins[k % coins.len()] { (a, b) } else { (b, a) };
                event = event.record(Outcome::Game { winner, loser }).unwrap();
            }
        }
        assert_total_order(&event.standings());
        let wins: Points = event.standings().rows.iter().map(|r| r.values[0]).sum();
        prop_assert_eq!(wins, Points::whole((n * (n - 1) / 2) as i64));
    }

    #[test]
    fn x2_single_elimination_seats_the_players_still_in_once_and_ends_with_one(
        n in 2usize..=20,
        coins in prop::collection::vec(any::<bool>(), 32),
    ) {
        let players: Vec<String> = (0..n).map(|i| format!("p{i}")).collect();
        let mut event = Event::new(TournamentFile { players: players.clone(), ..base(System::SingleElimination, 0) }).unwrap();
        let mut alive = players.clone();
        let mut k = 0;
        while let Some(round) = event.current().unwrap() {
            assert_seated_once(&round.pairings, &alive);
            for p in round.pairings {
                let Pairing::Game { players: [a, b] } = p else { continue };
                k += 1;
                let (winner, loser) = if coins[k % coins.len()] { (a, b) } else { (b, a) };
                alive.retain(|x| *x != loser);
                event = event.record(Outcome::Game { winner, loser }).unwrap();
            }
            assert_total_order(&event.standings());
        }
        prop_assert_eq!(alive.len(), 1);
        prop_assert_eq!(&event.standings().rows[0].name, &alive[0]);
        prop_assert_eq!(event.rounds().len(), n.next_power_of_two().trailing_zeros() as usize);
    }
}
