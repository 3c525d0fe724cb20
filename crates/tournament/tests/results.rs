//! Results beyond a win (a draw, a game without result, a double loss) and withdrawals,
//! on small tournaments whose standings are worked out by hand in the comments.

use hotstone_tournament::{
    Criterion, Event, KnockoutRefusal, Outcome, Pairing, Points, Reason, System, Team, TeamMatch,
    TournamentError, TournamentFile, VOID,
};

mod common;
use common::{file, game, named};

fn draw(a: &str, b: &str) -> Outcome {
    Outcome::Draw {
        draw: [a.into(), b.into()],
    }
}

fn void(a: &str, b: &str) -> Outcome {
    Outcome::Void {
        void: [a.into(), b.into()],
    }
}

fn lost(a: &str, b: &str) -> Outcome {
    Outcome::BothLost {
        lost: [a.into(), b.into()],
    }
}

fn w(n: i64) -> Points {
    Points::whole(n)
}

fn f(n: i64, d: i64) -> Points {
    Points::fraction(n, d)
}

/// Each row as (name, values), best first.
fn rows(event: &Event) -> Vec<(String, Vec<Points>)> {
    event
        .standings()
        .rows
        .into_iter()
        .map(|r| (r.name, r.values))
        .collect()
}

fn games_of(round: &hotstone_tournament::Round) -> Vec<[String; 2]> {
    round
        .pairings
        .iter()
        .filter_map(|p| match p {
            Pairing::Game { players } => Some(players.clone()),
            _ => None,
        })
        .collect()
}

#[test]
fn x1_round_robin_with_a_draw_a_void_game_and_a_double_loss() {
    // The circle method pairs A-D, B-C; A-C, D-B; A-B, C-D.
    let mut event = Event::new(file(System::RoundRobin, &["A", "B", "C", "D"])).unwrap();
    for outcome in [
        game("A", "D"),
        draw("B", "C"), // 003 a 6, 000: a draw
        void("A", "C"), // 000: taken out of the scoring
        game("D", "B"),
        game("A", "B"),
        lost("C", "D"), // 001 Suspendierung: both lose
    ] {
        event = event.record(outcome).unwrap();
    }
    assert!(event.is_over());
    // Primary: A 2 (D, B), B 1/2, C 1/2, D 1 (B).
    // A1 (wins of the defeated): A = D 1 + B 1/2 = 3/2; D = B 1/2; B, C 0.
    // A2 (the others; the void game is no game): A 0; B = C 1/2 + D 1 + A 2 = 7/2;
    //   C = B 1/2 + D 1 = 3/2; D = A 2 + C 1/2 = 5/2.
    // Secondary A1+A2: A 3/2, B 7/2, C 3/2, D 3.
    // B1: A = D 3 + B 7/2 = 13/2; D = B 7/2. B2: B = C 3/2 + D 3 + A 3/2 = 6;
    //   C = B 7/2 + D 3 = 13/2; D = A 3/2 + C 3/2 = 3.
    assert_eq!(
        rows(&event),
        vec![
            ("A".into(), vec![w(2), f(3, 2), w(0), f(13, 2), w(0)]),
            ("D".into(), vec![w(1), f(1, 2), f(5, 2), f(7, 2), w(3)]),
            ("B".into(), vec![f(1, 2), w(0), f(7, 2), w(0), w(6)]),
            ("C".into(), vec![f(1, 2), w(0), f(3, 2), w(0), f(13, 2)]),
        ]
    );
    let s = event.standings();
    assert_eq!(
        s.rows[3].reason,
        Reason::Behind {
            criterion: Criterion::A2,
            of: "B".into()
        }
    );
    // The file reads back unchanged, the new kinds in their own shapes.
    let text = event.file().to_json();
    assert!(text.contains(r#""draw": ["#) && text.contains(r#""void": ["#));
    assert_eq!(Event::from_json(&text).unwrap(), event);
}

#[test]
fn a_round_with_an_unplayable_game_can_be_completed_and_the_next_round_paired() {
    let event = Event::new(file(System::RoundRobin, &["A", "B", "C", "D"]))
        .unwrap()
        .record(game("A", "D"))
        .unwrap()
        .record(void("B", "C"))
        .unwrap();
    let round = event.current().unwrap().unwrap();
    assert_eq!(round.number, 2);
    assert_eq!(
        games_of(&round),
        [named(&["A", "C"]), named(&["D", "B"])].map(|v| [v[0].clone(), v[1].clone()])
    );
}

#[test]
fn e5_a_knockout_refuses_a_draw_and_a_void_game_but_takes_a_double_loss() {
    // Seeding s1..s4: s1-s4, s2-s3.
    let event = Event::new(file(System::SingleElimination, &["s1", "s2", "s3", "s4"])).unwrap();
    for (outcome, kind) in [
        (draw("s1", "s4"), KnockoutRefusal::Draw),
        (void("s2", "s3"), KnockoutRefusal::Void),
    ] {
        let e = event.record(outcome).unwrap_err();
        assert!(
            matches!(&e, TournamentError::KnockoutNeedsWinner { kind: k, .. } if *k == kind),
            "{e}"
        );
        assert!(e.to_string().contains("003"), "{e}");
    }
    // Both s1 and s4 lose: s2 - s3 decides the tournament.
    let event = event
        .record(lost("s1", "s4"))
        .unwrap()
        .record(game("s2", "s3"))
        .unwrap();
    assert!(event.is_over());
    let r = rows(&event);
    assert_eq!(r[0].0, "s2");
    // Primary points: s2 one (the only game won), the others none.
    assert_eq!(r[0].1[0], w(1));
    assert!(r[1..].iter().all(|(_, v)| v[0] == w(0)));
}

#[test]
fn a_double_loss_in_a_knockout_leaves_an_odd_field_a_bye() {
    let players = ["s1", "s2", "s3", "s4", "s5", "s6", "s7", "s8"];
    let mut event = Event::new(file(System::SingleElimination, &players)).unwrap();
    // Round 1: s1-s8, s2-s7, s3-s6, s4-s5.
    for outcome in [
        game("s1", "s8"),
        lost("s2", "s7"),
        game("s3", "s6"),
        game("s4", "s5"),
    ] {
        event = event.record(outcome).unwrap();
    }
    // Three go on: s1 first in bracket order takes the bye, s3 meets s4.
    let round = event.current().unwrap().unwrap();
    assert_eq!(round.pairings[0], Pairing::Bye { name: "s1".into() });
    assert_eq!(games_of(&round), [["s3".to_string(), "s4".to_string()]]);
}

#[test]
fn x5_000_a_board_taken_out_of_the_scoring_is_no_board_game_played() {
    let teams = vec![
        Team {
            name: "5a".into(),
            players: named(&["a1", "a2", "a3"]),
        },
        Team {
            name: "5b".into(),
            players: named(&["b1", "b2", "b3"]),
        },
    ];
    let event = Event::new(TournamentFile {
        teams,
        ..file(System::SchoolTeam, &[])
    })
    .unwrap();
    let Pairing::Match { teams, .. } = &event.current().unwrap().unwrap().pairings[0] else {
        panic!("a match expected")
    };
    let [a, b] = teams.clone();
    // Board 1 void, board 2 drawn, board 3 to b: b wins 3/2 to 1/2 on board points.
    let m = TeamMatch {
        teams: [a.clone(), b.clone()],
        black: None,
        boards: vec![VOID.into(), "draw".into(), b.clone()],
        lot: None,
    };
    let event = event.record(Outcome::Match(m)).unwrap();
    let s = event.standings();
    assert_eq!(s.rows[0].name, b);
    // X-7 board points per game played: two games played, not three.
    assert_eq!(s.rows[0].values[3], f(3, 4));
    assert_eq!(s.rows[1].values[3], f(1, 4));
    // Board 1 gives nobody a point.
    assert_eq!(s.rows[0].values[4], w(0));
    // Every board void or drawn: the lot decides (X-7).
    let all_void = TeamMatch {
        teams: [a.clone(), b.clone()],
        black: None,
        boards: vec![VOID.into(), "draw".into(), VOID.into()],
        lot: None,
    };
    assert!(matches!(
        Event::new(TournamentFile {
            rounds: Vec::new(),
            ..event.file().clone()
        })
        .unwrap()
        .record(Outcome::Match(all_void)),
        Err(TournamentError::LotNeeded { .. })
    ));
}

#[test]
fn x1_001_a_withdrawn_player_loses_the_remaining_games() {
    // A-D, B-C; A-C, D-B; A-B, C-D.
    let event = Event::new(file(System::RoundRobin, &["A", "B", "C", "D"]))
        .unwrap()
        .record(game("A", "D"))
        .unwrap()
        .record(game("B", "C"))
        .unwrap();
    let event = event.withdraw("D".into()).unwrap();
    // Round 2: D-B is lost by D without being entered; only A-C waits.
    let round = event.current().unwrap().unwrap();
    assert_eq!(round.number, 2);
    let waiting: Vec<Vec<String>> = round.missing().iter().map(|p| p.names()).collect();
    assert_eq!(waiting, [named(&["A", "C"])]);
    assert!(matches!(
        event.record(game("D", "B")),
        Err(TournamentError::AlreadyEntered { .. })
    ));
    assert!(matches!(
        event.withdraw("D".into()),
        Err(TournamentError::AlreadyWithdrawn { .. })
    ));
    let event = event
        .record(game("C", "A"))
        .unwrap()
        .record(game("A", "B"))
        .unwrap();
    // Round 3's C-D was decided by the withdrawal: the tournament is over.
    assert!(event.is_over());
    // Wins: A 2 (D, B), B 2 (C, D), C 2 (A, D), D 0. A1: A = 0 + 2 = 2,
    // B = 2 + 0 = 2, C = 2 + 0 = 2. A2: A = C 2, B = A 2, C = B 2. B1/B2: all secondary
    // points are 4 but D's (A1 0 + A2 6 = 6): B1: A = D 6 + B 4 = 10, B = C 4 + D 6 = 10,
    // C = A 4 + D 6 = 10. Equal on everything: the three share first place.
    let s = event.standings();
    assert_eq!(
        s.rows.iter().map(|r| r.place).collect::<Vec<_>>(),
        [1, 1, 1, 4]
    );
    assert_eq!(s.rows[3].name, "D");
    assert_eq!(s.rows[3].values, vec![w(0), w(0), w(6), w(0), w(12)]);
    // Undo takes back the results, then the withdrawal.
    let back = event.undo().unwrap().undo().unwrap().undo().unwrap();
    assert!(back.withdrawn().is_empty());
    assert_eq!(back.current().unwrap().unwrap().missing().len(), 2);
}

#[test]
fn two_withdrawn_players_who_meet_both_lose_and_a_round_of_such_games_plays_itself() {
    // Three players: B-C (A bye); A-C (B bye); A-B (C bye).
    let event = Event::new(file(System::RoundRobin, &["A", "B", "C"]))
        .unwrap()
        .record(game("B", "C"))
        .unwrap()
        .withdraw("C".into())
        .unwrap();
    // Round 2 is A's win over C and B's bye: over as soon as paired.
    let round = event.current().unwrap().unwrap();
    assert_eq!(round.number, 3);
    let event = event.record(game("A", "B")).unwrap();
    assert!(event.is_over());
    assert_eq!(event.rounds().len(), 3);
    // The file holds round 2 as an empty list; it reads back and undoes cleanly.
    assert_eq!(event.file().rounds[1], Vec::new());
    assert_eq!(Event::from_json(&event.file().to_json()).unwrap(), event);
    let undone = event.undo().unwrap();
    assert_eq!(undone.file().rounds.len(), 1);

    // A and C withdraw after round 1: their round 2 game is a double loss, and B's
    // game against D is all that is left to enter. (A game still unplayed when the first
    // of its two players withdraws is that player's loss: the order counts.)
    let event = Event::new(file(System::RoundRobin, &["A", "B", "C", "D"]))
        .unwrap()
        .record(game("A", "D"))
        .unwrap()
        .record(game("B", "C"))
        .unwrap()
        .withdraw("A".into())
        .unwrap()
        .withdraw("C".into())
        .unwrap();
    assert_eq!(event.rounds()[0].withdrawn, named(&["A", "C"]));
    let round = event.current().unwrap().unwrap();
    assert_eq!(round.results[0], Some(lost("A", "C")));
    assert_eq!(round.missing().len(), 1);
    let event = event.record(game("B", "D")).unwrap();
    // Round 3 (A-B, C-D) plays itself: B and D win.
    assert!(event.is_over());
    // Wins: B 3 (C, D, A), D 1 (C), A 1 (D), C 0.
    let r = rows(&event);
    assert_eq!(r[0].0, "B");
    assert_eq!(r[0].1[0], w(3));
}

#[test]
fn a_withdrawn_player_in_a_knockout_gives_a_walkover() {
    let event = Event::new(file(System::SingleElimination, &["s1", "s2", "s3", "s4"]))
        .unwrap()
        .record(game("s1", "s4"))
        .unwrap()
        .record(game("s2", "s3"))
        .unwrap()
        .withdraw("s2".into())
        .unwrap();
    // The final s1 - s2 is s1's without being played.
    assert!(event.is_over());
    let r = rows(&event);
    assert_eq!(r[0].0, "s1");
    // s1 won round 1 and the final by walkover: 2 primary points; s2 won round 1.
    assert_eq!(r[0].1[0], w(2));
    assert_eq!(r[1].0, "s2");
    assert_eq!(r[1].1[0], w(1));
    // The final is a forfeit by withdrawal, not a result entered: it says who forfeited
    // and refuses a correction (there is none to correct; undo takes the withdrawal back).
    let last = event.rounds().last().unwrap();
    assert_eq!(last.number, 2);
    assert!(last.is_forfeit(0));
    assert_eq!(last.forfeited_by[0], named(&["s2"]));
    assert!(!event.rounds()[0].is_forfeit(0));
    let e = event.correct(2, game("s2", "s1")).unwrap_err();
    assert_eq!(
        e,
        TournamentError::ForfeitByWithdrawal {
            round: 2,
            names: named(&["s1", "s2"]),
            withdrawn: named(&["s2"]),
        }
    );
    assert!(
        e.to_string().contains("forfeited by the withdrawal of s2"),
        "{e}"
    );
    // A result played and entered is still corrected as before.
    assert!(event.correct(1, game("s3", "s2")).is_ok());
}

#[test]
fn x1_001_a_game_lost_by_withdrawal_is_marked_a_forfeit_in_its_round() {
    let event = Event::new(file(System::RoundRobin, &["A", "B", "C", "D"]))
        .unwrap()
        .record(game("A", "D"))
        .unwrap()
        .withdraw("C".into())
        .unwrap();
    // Round 1: A-D entered; B-C lost by C, who withdrew during the round.
    let round = &event.rounds()[0];
    let at = |names: &[&str]| {
        round
            .pairings
            .iter()
            .position(|p| p.is_for(&named(names)))
            .unwrap()
    };
    assert!(!round.is_forfeit(at(&["A", "D"])));
    assert!(round.is_forfeit(at(&["B", "C"])));
    assert_eq!(round.forfeited_by[at(&["B", "C"])], named(&["C"]));
    assert_eq!(round.results[at(&["B", "C"])], Some(game("B", "C")));
    // Round 2 is paired with C's game forfeited from the start.
    let next = event.current().unwrap().unwrap();
    let c = next
        .pairings
        .iter()
        .position(|p| p.names().contains(&"C".to_string()))
        .unwrap();
    assert!(next.is_forfeit(c));
    assert_eq!(next.forfeited_by[c], named(&["C"]));
    // In the report's JSON the forfeits are listed beside the results.
    let json = serde_json::to_value(&next).unwrap();
    assert_eq!(json["forfeited_by"][c], serde_json::json!(["C"]));
    // A round without a forfeit does not carry the field.
    let plain = Event::new(file(System::RoundRobin, &["A", "B"])).unwrap();
    let json = serde_json::to_value(plain.current().unwrap().unwrap()).unwrap();
    assert!(json.get("forfeited_by").is_none());
}

fn seated(event: &Event) -> Vec<Vec<String>> {
    event
        .current()
        .unwrap()
        .unwrap()
        .pairings
        .iter()
        .map(Pairing::names)
        .collect()
}

/// Scores every table still waiting: in seating order 10, 9, 8, 7.
fn play_tables(mut event: Event) -> Event {
    let round = event.current().unwrap().unwrap();
    for p in round.missing() {
        let scores = p
            .names()
            .into_iter()
            .zip([10, 9, 8, 7])
            .collect::<std::collections::BTreeMap<_, _>>();
        event = event.record(Outcome::Table(scores)).unwrap();
    }
    event
}

#[test]
fn x8_002_the_tables_are_formed_anew_without_a_withdrawn_player() {
    let players: Vec<String> = (1..=10).map(|i| format!("p{i}")).collect();
    let refs: Vec<&str> = players.iter().map(String::as_str).collect();
    let event = play_tables(Event::new(file(System::FourTables, &refs)).unwrap());
    let before: Points = event.standings().rows[0].values[0];
    let top = event.standings().rows[0].name.clone();
    // The leader leaves after round 1: nine remain, three tables of three (X-8).
    let event = event.withdraw(top.clone()).unwrap();
    let tables = seated(&event);
    assert_eq!(tables.iter().map(Vec::len).collect::<Vec<_>>(), [3, 3, 3]);
    assert!(tables.iter().all(|t| !t.contains(&top)));
    // The points of round 1 stand.
    let row = |e: &Event| {
        e.standings()
            .rows
            .into_iter()
            .find(|r| r.name == top)
            .unwrap()
    };
    assert_eq!(row(&event).values[0], before);
    let event = play_tables(event);
    assert_eq!(row(&event).values[0], before);
}

#[test]
fn x9_002_a_table_left_during_the_round_is_scored_as_a_table_of_three() {
    let players: Vec<String> = (1..=8).map(|i| format!("p{i}")).collect();
    let refs: Vec<&str> = players.iter().map(String::as_str).collect();
    let event = Event::new(file(System::FourTables, &refs)).unwrap();
    let tables = seated(&event);
    // The first table is entered, then a player of the second leaves.
    let first = tables[0]
        .iter()
        .cloned()
        .zip([10, 9, 8, 7])
        .collect::<std::collections::BTreeMap<_, _>>();
    let event = event
        .record(Outcome::Table(first))
        .unwrap()
        .withdraw(tables[1][3].clone())
        .unwrap();
    // The three who remain: 30, 20, 10 score 5-3-1; their shares use a virtual fourth
    // player at the mean 20: 30/80, 20/80, 10/80.
    let three = tables[1][..3]
        .iter()
        .cloned()
        .zip([30, 20, 10])
        .collect::<std::collections::BTreeMap<_, _>>();
    let event = event.record(Outcome::Table(three)).unwrap();
    let value = |name: &String| {
        event
            .standings()
            .rows
            .into_iter()
            .find(|r| &r.name == name)
            .unwrap()
            .values
    };
    assert_eq!(value(&tables[1][0]), vec![w(5), f(3, 8), w(30)]);
    assert_eq!(value(&tables[1][1]), vec![w(3), f(1, 4), w(20)]);
    assert_eq!(value(&tables[1][2]), vec![w(1), f(1, 8), w(10)]);
    assert_eq!(value(&tables[1][3]), vec![w(0), w(0), w(0)]);
    // Seven remain for round 2: a table of four and one of three.
    let sizes: Vec<usize> = seated(&event).iter().map(Vec::len).collect();
    assert_eq!(sizes, [4, 3]);
}

#[test]
fn x8_a_withdrawal_that_leaves_a_count_nobody_can_seat_is_refused() {
    let event =
        play_tables(Event::new(file(System::FourTables, &["a", "b", "c", "d", "e", "f"])).unwrap());
    let e = event.withdraw("a".into()).unwrap_err();
    assert!(
        matches!(
            e,
            TournamentError::WithdrawalLeavesUnseatable {
                count: 5,
                round: 2,
                ..
            }
        ),
        "{e}"
    );
    assert!(matches!(
        Event::new(file(System::FourTables, &["a", "b", "c", "d", "e", "f"]))
            .unwrap()
            .withdraw("a".into()),
        Err(TournamentError::WithdrawalBeforeStart { .. })
    ));
}

#[test]
fn x8_a_withdrawal_during_a_round_that_leaves_five_is_refused_at_once() {
    // Six players, two tables of three. One table is entered; a player withdraws while
    // the other is still playing: five would remain for round 2, which X-8 cannot seat.
    let event = Event::new(file(System::FourTables, &["a", "b", "c", "d", "e", "f"])).unwrap();
    let tables = seated(&event);
    assert_eq!(tables.iter().map(Vec::len).collect::<Vec<_>>(), [3, 3]);
    let first = tables[0]
        .iter()
        .cloned()
        .zip([10, 9, 8])
        .collect::<std::collections::BTreeMap<_, _>>();
    let event = event.record(Outcome::Table(first)).unwrap();
    let gone = tables[1][0].clone();
    let e = event.withdraw(gone.clone()).unwrap_err();
    assert_eq!(
        e,
        TournamentError::WithdrawalLeavesUnseatable {
            name: gone.clone(),
            round: 2,
            count: 5,
        }
    );
    assert!(e.to_string().contains("X-8"), "{e}");
    // Nothing changed: the second table can still be entered and round 2 seated.
    let second = tables[1]
        .iter()
        .cloned()
        .zip([10, 9, 8])
        .collect::<std::collections::BTreeMap<_, _>>();
    let event = event.record(Outcome::Table(second)).unwrap();
    assert_eq!(seated(&event).len(), 2);
    // After a complete round the same refusal, naming the same rule.
    assert!(matches!(
        event.withdraw(gone.clone()),
        Err(TournamentError::WithdrawalLeavesUnseatable {
            count: 5,
            round: 2,
            ..
        })
    ));
    // In the last round no later round has to be seated: the withdrawal stands.
    let event = play_tables(event);
    assert_eq!(event.current().unwrap().unwrap().number, 3);
    let first = seated(&event)[0]
        .iter()
        .cloned()
        .zip([10, 9, 8])
        .collect::<std::collections::BTreeMap<_, _>>();
    let event = event.record(Outcome::Table(first)).unwrap();
    let last_table = seated(&event)[1].clone();
    let event = event.withdraw(last_table[0].clone()).unwrap();
    assert_eq!(event.withdrawn()[&last_table[0]], 3);
}

#[test]
fn x6_a_withdrawn_class_leaves_the_knockout_and_is_paired_no_more() {
    let teams: Vec<Team> = ["5a", "5b", "5c", "5d", "5e", "5f"]
        .iter()
        .map(|n| Team {
            name: n.to_string(),
            players: (1..=3).map(|k| format!("{n}-{k}")).collect(),
        })
        .collect();
    let mut event = Event::new(TournamentFile {
        teams,
        ..file(System::SchoolTeam, &[])
    })
    .unwrap();
    let round = event.current().unwrap().unwrap();
    let mut winners = Vec::new();
    for p in round.pairings {
        if let Pairing::Match { teams, boards } = p {
            winners.push(teams[0].clone());
            let m = TeamMatch {
                teams: teams.clone(),
                black: None,
                boards: vec![teams[0].clone(); boards.len()],
                lot: None,
            };
            event = event.record(Outcome::Match(m)).unwrap();
        }
    }
    // Three knockout winners; one withdraws: two remain in the knockout.
    let gone = winners[0].clone();
    let event = event.withdraw(gone.clone()).unwrap();
    let round = event.current().unwrap().unwrap();
    assert!(round.pairings.iter().all(|p| !p.seated().contains(&gone)));
    let s = event.standings();
    let row = s.rows.iter().find(|r| r.name == gone).unwrap();
    assert_eq!(row.values[0], w(0)); // out of the knockout
    assert_eq!(row.values[1], w(1)); // its victory point stands
}
