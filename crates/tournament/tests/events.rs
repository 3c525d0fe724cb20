//! Whole tournaments through `Event`: the seeds' worked examples, the run of each system
//! to its end, and refusals that change nothing.

use std::collections::BTreeMap;

use hotstone_tournament::{
    CountProblem, Criterion, Event, Outcome, Pairing, Points, Reason, System, Team, TeamMatch,
    TournamentError, TournamentFile,
};

mod common;
use common::play_matches;

fn names(prefix: &str, n: usize) -> Vec<String> {
    (1..=n).map(|i| format!("{prefix}{i}")).collect()
}

fn file(system: System, players: Vec<String>) -> TournamentFile {
    TournamentFile {
        name: "test".into(),
        system,
        seed: 42,
        players,
        teams: Vec::new(),
        rounds: Vec::new(),
        decisions: Vec::new(),
    }
}

fn table(scores: &[(&str, i64)]) -> Outcome {
    Outcome::Table(scores.iter().map(|(n, s)| (n.to_string(), *s)).collect())
}

fn game(winner: &str, loser: &str) -> Outcome {
    Outcome::Game {
        winner: winner.into(),
        loser: loser.into(),
    }
}

/// Enters a result for every table of the current round: the players' scores fall in
/// seating order (10, 9, 8, ...), offset by `tie` for a tied top at each table.
fn play_tables(mut event: Event, tie: bool) -> Event {
    let round = event.current().unwrap().unwrap();
    for p in round.pairings {
        let Pairing::Table { players, .. } = p else {
            panic!("a table expected")
        };
        let scores: BTreeMap<String, i64> = players
            .iter()
            .enumerate()
            .map(|(i, n)| {
                let score = if tie && i == 1 { 10 } else { 10 - i as i64 };
                (n.clone(), score)
            })
            .collect();
        event = event.record(Outcome::Table(scores)).unwrap();
    }
    event
}

#[test]
fn x9_002_worked_example_two_tied_first_get_four_each() {
    let event = Event::new(file(System::FourTables, names("p", 4))).unwrap();
    let seated = event.current().unwrap().unwrap().pairings[0].names();
    let scores: Vec<(&str, i64)> = seated
        .iter()
        .zip([40, 40, 30, 20])
        .map(|(n, s)| (n.as_str(), s))
        .collect();
    let event = event.record(table(&scores)).unwrap();
    let s = event.standings();
    let points: Vec<Points> = s.rows.iter().map(|r| r.values[0]).collect();
    assert_eq!(points, [4, 4, 2, 1].map(Points::whole).to_vec());
    // The two first share points, shares and raw points: they share the place.
    assert_eq!(s.rows[0].place, 1);
    assert_eq!(s.rows[1].place, 1);
    assert!(matches!(s.rows[1].reason, Reason::Shared { .. }));
    assert_eq!(s.rows[2].place, 3);
}

#[test]
fn x8_ten_players_play_three_rounds_at_a_four_and_two_threes() {
    let mut event = Event::new(file(System::FourTables, names("p", 10))).unwrap();
    for round in 1..=3 {
        let current = event.current().unwrap().unwrap();
        assert_eq!(current.number, round);
        let sizes: Vec<usize> = current.pairings.iter().map(|p| p.names().len()).collect();
        assert_eq!(sizes, [4, 3, 3]);
        if round > 1 {
            // later rounds by standing, table 1 = places 1-4.
            let top: Vec<String> = event
                .standings()
                .rows
                .iter()
                .take(4)
                .map(|r| r.name.clone())
                .collect();
            assert_eq!(current.pairings[0].names(), top);
        }
        event = play_tables(event, false);
    }
    assert!(event.is_over());
    assert!(matches!(
        event.record(table(&[("p1", 1), ("p2", 2), ("p3", 3)])),
        Err(TournamentError::TournamentOver)
    ));
    let s = event.standings();
    assert_eq!(
        s.criteria,
        [Criterion::Points, Criterion::Shares, Criterion::Raw]
    );
    // Points conserved: 3 rounds x (11 + 9 + 9).
    let total: Points = s.rows.iter().map(|r| r.values[0]).sum();
    assert_eq!(total, Points::whole(3 * 29));
}

#[test]
fn x8_round_1_is_a_seeded_lot() {
    let a = Event::new(file(System::FourTables, names("p", 10))).unwrap();
    let mut other = file(System::FourTables, names("p", 10));
    other.seed = 7;
    let b = Event::new(other).unwrap();
    let seating = |e: &Event| e.current().unwrap().unwrap().pairings;
    assert_eq!(seating(&a), seating(&a.clone()));
    assert_ne!(seating(&a), seating(&b));
}

#[test]
fn x10_equal_points_are_split_by_shares_then_raw_points() {
    // Two tables of three: a, b, c and d, e, f. a and d win (5), but a dominated more.
    let mut f = file(System::FourTables, names("x", 6));
    f.seed = 1;
    let event = Event::new(f).unwrap();
    let seating = event.current().unwrap().unwrap().pairings;
    let (t1, t2) = (seating[0].names(), seating[1].names());
    let event = event
        .record(table(&[(&t1[0], 60), (&t1[1], 10), (&t1[2], 10)]))
        .unwrap()
        .record(table(&[(&t2[0], 30), (&t2[1], 25), (&t2[2], 25)]))
        .unwrap();
    let s = event.standings();
    assert_eq!(s.rows[0].name, t1[0]);
    assert_eq!(
        s.rows[0].reason,
        Reason::Ahead {
            criterion: Criterion::Shares,
            of: t2[0].clone()
        }
    );
    // 60 / (80 + 80/3) = 9/16 against 30 / (80 + 80/3) = 9/32.
    assert_eq!(s.rows[0].values[1], Points::fraction(9, 16));
    assert_eq!(s.rows[1].values[1], Points::fraction(9, 32));
}

fn classes(sizes: &[usize]) -> Vec<Team> {
    sizes
        .iter()
        .enumerate()
        .map(|(i, &n)| Team {
            name: format!("{}a", 5 + i),
            players: (1..=n).map(|k| format!("{}a-{k}", 5 + i)).collect(),
        })
        .collect()
}

fn school(sizes: &[usize]) -> TournamentFile {
    TournamentFile {
        teams: classes(sizes),
        ..file(System::SchoolTeam, Vec::new())
    }
}

#[test]
fn x5_000_team_match_with_equal_board_points_is_decided_on_board_1() {
    let event = Event::new(school(&[4, 4])).unwrap();
    let Pairing::Match { teams, boards } = &event.current().unwrap().unwrap().pairings[0] else {
        panic!("a match expected")
    };
    assert_eq!(boards.len(), 4);
    let [a, b] = teams.clone();
    // Board 1 to b, board 2 to a, boards 3 and 4 drawn: 2 - 2, board 1 decides for b.
    let m = TeamMatch {
        teams: [a.clone(), b.clone()],
        black: Some(a.clone()),
        boards: vec![b.clone(), a.clone(), "draw".into(), "draw".into()],
        lot: None,
    };
    let event = event.record(Outcome::Match(m)).unwrap();
    assert!(event.is_over());
    let s = event.standings();
    assert_eq!(s.rows[0].name, b);
    assert_eq!(
        s.rows[0].reason,
        Reason::Ahead {
            criterion: Criterion::Knockout,
            of: a.clone()
        }
    );
    assert_eq!(s.rows[0].values[1], Points::whole(1)); // one victory point
    assert_eq!(s.rows[1].values[1], Points::ZERO);
    // Equal board points per game (2/4 each); board 1: 1 to 0.
    assert_eq!(s.rows[0].values[3], s.rows[1].values[3]);
    assert_eq!(s.rows[0].values[4], Points::whole(1));
}

#[test]
fn x6_x7_six_classes_run_to_final_standings() {
    let mut event = Event::new(school(&[6, 5, 7, 4, 9, 6])).unwrap();
    let mut rounds = 0;
    while !event.is_over() {
        let round = event.current().unwrap().unwrap();
        // Every class is seated once: in a match or with a bye.
        let mut seated: Vec<String> = round.pairings.iter().flat_map(|p| p.seated()).collect();
        seated.sort();
        let mut all: Vec<String> = event.file().teams.iter().map(|t| t.name.clone()).collect();
        all.sort();
        assert_eq!(seated, all);
        event = play_matches(event);
        rounds += 1;
        assert!(rounds <= 6, "the knockout must end");
    }
    // 6 classes: 3 knockout rounds (6 -> 3 -> 2 -> 1).
    assert_eq!(rounds, 3);
    let s = event.standings();
    assert_eq!(
        s.rows[0].values[0],
        Points::whole(1),
        "the knockout winner first"
    );
    assert!(s.rows[1..].iter().all(|r| r.values[0] == Points::ZERO));
    // Places 2 and below: victory points never rise down the table.
    assert!(s.rows[1..]
        .windows(2)
        .all(|w| w[0].values[1] >= w[1].values[1]));
    assert!(s.rows.iter().all(|r| !r.explanation.is_empty()));
}

#[test]
fn x3_classes_too_different_to_meet_are_refused() {
    let e = Event::new(school(&[3, 10])).unwrap_err();
    assert!(
        matches!(e, TournamentError::ClassesCannotMeet { .. }),
        "{e}"
    );
}

#[test]
fn x1_round_robin_ranks_by_wins_then_sodos() {
    let mut event = Event::new(file(System::RoundRobin, names("p", 4))).unwrap();
    // p1 beats everyone; p2 beats p3; p3 beats p4; p4 beats p2: p2, p3, p4 have 1 win.
    let beats = [
        ("p1", "p2"),
        ("p1", "p3"),
        ("p1", "p4"),
        ("p2", "p3"),
        ("p3", "p4"),
        ("p4", "p2"),
    ];
    while let Some(round) = event.current().unwrap() {
        for p in round.pairings {
            let [a, b] = p.names().try_into().unwrap();
            let (w, l) = if beats.contains(&(a.as_str(), b.as_str())) {
                (a, b)
            } else {
                (b, a)
            };
            event = event.record(game(&w, &l)).unwrap();
        }
    }
    let s = event.standings();
    assert_eq!(s.rows[0].name, "p1");
    // p2, p3, p4 each beat an opponent with one win: A1 equal (1); A2 = p1's 3 + the
    // winner over them (1) = 4 for all; so B1 decides... all equal by symmetry: shared.
    assert!(s.rows[1..].iter().all(|r| r.values[0] == Points::whole(1)));
    assert_eq!(s.rows[1].place, 2);
    assert!(matches!(s.rows[2].reason, Reason::Shared { .. }));
    // A play-off or lot, entered as a decision, orders them.
    let decided = event
        .decide(vec!["p4".into(), "p2".into(), "p3".into()])
        .unwrap();
    let standings = decided.standings();
    let order: Vec<&str> = standings.rows.iter().map(|r| r.name.as_str()).collect();
    assert_eq!(order, ["p1", "p4", "p2", "p3"]);
    // Only entrants equal on everything can be ordered by a play-off or lot.
    assert!(matches!(
        event.decide(vec!["p1".into(), "p2".into()]),
        Err(TournamentError::NotTied { .. })
    ));
}

#[test]
fn x2_single_elimination_runs_to_a_winner() {
    let mut event = Event::new(file(System::SingleElimination, names("s", 6))).unwrap();
    let mut rounds = 0;
    while let Some(round) = event.current().unwrap() {
        for p in round.pairings {
            if let Pairing::Game { players: [a, b] } = p {
                // The higher seed (earlier name) wins.
                event = event.record(game(&a, &b)).unwrap();
            }
        }
        rounds += 1;
    }
    assert_eq!(rounds, 3);
    let s = event.standings();
    assert_eq!(s.rows[0].name, "s1");
    // A bye in round 1 and two games won: three primary points (X-1, a bye counted).
    assert_eq!(s.criteria[0], Criterion::Wins);
    assert_eq!(s.rows[0].values[0], Points::whole(3));
    assert_eq!(s.rows[1].name, "s2");
}

/// 001 "Plazierung": an elimination is placed by X-1's primary and secondary points. A
/// bye counts as a game won, so the primary points are the rounds come through: the
/// winner first, the finalist second, then those out in round 2, then those out in
/// round 1; among those out in the same round A1, A2, B1, B2 decide, so a top seed who
/// had a bye is not put behind for it.
#[test]
fn x1_x2_001_a_knockout_is_placed_by_primary_then_secondary_points() {
    // Six players: byes for s1 and s2; s3-s6 and s4-s5.
    let event = Event::new(file(System::SingleElimination, names("s", 6))).unwrap();
    let event = event
        .record(game("s6", "s3"))
        .unwrap()
        .record(game("s4", "s5"))
        .unwrap();
    // Round 2: s1-s4 and s2-s6 (byes first, then the winners, first against last).
    let round = event.current().unwrap().unwrap();
    assert_eq!(
        round.pairings,
        vec![
            Pairing::Game {
                players: ["s1".into(), "s4".into()]
            },
            Pairing::Game {
                players: ["s2".into(), "s6".into()]
            },
        ]
    );
    let event = event
        .record(game("s4", "s1"))
        .unwrap()
        .record(game("s2", "s6"))
        .unwrap()
        .record(game("s4", "s2"))
        .unwrap();
    assert!(event.is_over());
    // Primary points (a bye is one): s4 3 (s5, s1, s2), s2 2 (bye, s6), s1 1 (bye),
    // s6 1 (s3), s3 0, s5 0.
    // A1 (the defeated's points): s4 0+1+2 = 3, s2 1, s1 0, s6 0, s3 0, s5 0.
    // A2 (the others'): s4 0, s2 3, s1 3 (lost to s4), s6 2 (lost to s2), s5 3, s3 1.
    // Secondary (A1 + A2): s1 3, s2 4, s3 1, s4 3, s5 3, s6 2.
    // B1: s4 = s5 3 + s1 3 + s2 4 = 10, s2 = s6 2, s6 = s3 1; B2: s2 = s4 3, s1 = 3,
    // s6 = s2 4, s5 = 3, s3 = s6 2.
    let s = event.standings();
    assert_eq!(
        s.criteria,
        vec![
            Criterion::Wins,
            Criterion::A1,
            Criterion::A2,
            Criterion::B1,
            Criterion::B2
        ]
    );
    let w = Points::whole;
    let table: Vec<(usize, &str, Vec<Points>)> = s
        .rows
        .iter()
        .map(|r| (r.place, r.name.as_str(), r.values.clone()))
        .collect();
    assert_eq!(
        table,
        vec![
            (1, "s4", vec![w(3), w(3), w(0), w(10), w(0)]),
            (2, "s2", vec![w(2), w(1), w(3), w(2), w(3)]),
            (3, "s1", vec![w(1), w(0), w(3), w(0), w(3)]),
            (4, "s6", vec![w(1), w(0), w(2), w(1), w(4)]),
            (5, "s5", vec![w(0), w(0), w(3), w(0), w(3)]),
            (6, "s3", vec![w(0), w(0), w(1), w(0), w(2)]),
        ]
    );
    // The final decides first and second; among those out in the same round, A2: s1 lost
    // to the winner, s6 to the finalist (before, s6 went ahead of s1 on wins, 1 to 0,
    // because s1's bye was no win).
    let reason = |i: usize| s.rows[i].reason.clone();
    assert_eq!(
        reason(0),
        Reason::Ahead {
            criterion: Criterion::Wins,
            of: "s2".into()
        }
    );
    assert_eq!(
        reason(2),
        Reason::Behind {
            criterion: Criterion::Wins,
            of: "s2".into()
        }
    );
    assert_eq!(
        reason(3),
        Reason::Behind {
            criterion: Criterion::A2,
            of: "s1".into()
        }
    );
    assert_eq!(
        reason(5),
        Reason::Behind {
            criterion: Criterion::A2,
            of: "s5".into()
        }
    );
}

#[test]
fn x2_a_game_for_players_who_do_not_meet_is_refused() {
    let event = Event::new(file(System::SingleElimination, names("s", 6))).unwrap();
    // s1 has a bye in round 1.
    let e = event.record(game("s1", "s6")).unwrap_err();
    assert!(
        matches!(e, TournamentError::NoSuchPairing { round: 1, .. }),
        "{e}"
    );
}

#[test]
fn refusals_change_nothing_and_undo_restores() {
    let event = Event::new(file(System::FourTables, names("p", 7))).unwrap();
    let before = (event.file().clone(), event.standings());
    let seated = event.current().unwrap().unwrap().pairings[1].names();
    let wrong = [
        table(&[("p1", 3), ("nobody", 2), ("p2", 1)]),
        table(&[(&seated[0], 3), (&seated[1], 2)]),
        game("p1", "p2"),
        table(&[(&seated[0], -3), (&seated[1], 2), (&seated[2], 1)]),
        table(&[(&seated[0], 1_000_001), (&seated[1], 2), (&seated[2], 1)]),
    ];
    for outcome in wrong {
        assert!(event.record(outcome).is_err());
        assert_eq!((event.file().clone(), event.standings()), before);
    }
    let ok = table(&[(&seated[0], 3), (&seated[1], 2), (&seated[2], 1)]);
    let entered = event.record(ok.clone()).unwrap();
    assert!(matches!(
        entered.record(ok),
        Err(TournamentError::AlreadyEntered { round: 1, .. })
    ));
    let undone = entered.undo().unwrap();
    assert_eq!(undone, event);
    assert!(matches!(event.undo(), Err(TournamentError::NothingToUndo)));
    let mut empty_round = event.file().clone();
    empty_round.rounds = vec![vec![]];
    let empty_round = Event::new(empty_round).unwrap();
    assert!(matches!(
        empty_round.undo(),
        Err(TournamentError::NothingToUndo)
    ));
}

#[test]
fn bad_files_are_refused_with_their_reason() {
    let dup = TournamentFile {
        players: vec!["a".into(), "b".into(), "a".into()],
        ..file(System::RoundRobin, Vec::new())
    };
    assert_eq!(
        Event::new(dup).unwrap_err(),
        TournamentError::DuplicateName { name: "a".into() }
    );
    let five = file(System::FourTables, names("p", 5));
    let e = Event::new(five).unwrap_err();
    assert!(matches!(
        e,
        TournamentError::ImpossibleCount { count: 5, .. }
    ));
    assert!(e.to_string().contains("never fewer than three"), "{e}");
    assert!(matches!(
        Event::from_json("{\"system\": \"four-tables\", \"players\": [1]}"),
        Err(TournamentError::Malformed { .. })
    ));
    // a board says "draw" or "void", or names the class that won it; a class of
    // either name could not be told from those words. A player may be called so.
    let mut teams = classes(&[2, 2]);
    teams[1].name = "draw".into();
    assert_eq!(
        Event::new(TournamentFile {
            teams,
            ..school(&[])
        })
        .unwrap_err(),
        TournamentError::ReservedName {
            name: "draw".into()
        }
    );
    assert!(Event::new(file(System::RoundRobin, vec!["void".into(), "draw".into()])).is_ok());
    // A round followed by another must be complete.
    let mut gap = file(System::RoundRobin, names("p", 4));
    gap.rounds = vec![vec![], vec![game("p1", "p2")]];
    assert!(matches!(
        Event::new(gap),
        Err(TournamentError::RoundIncomplete { round: 1, .. })
    ));
}

/// Each count a system cannot pair or seat is refused with its own reason, as a value the
/// page can say in any language; the CLI's English sentence is the crate's `Display`.
#[test]
fn impossible_counts_are_refused_with_their_reason() {
    let refused = |file: TournamentFile| match Event::new(file) {
        Err(TournamentError::ImpossibleCount { count, why }) => (count, why),
        other => panic!("an impossible count expected, got {other:?}"),
    };
    // fewer than three fill no table; 5 fits no mix of tables of four and three.
    assert_eq!(
        refused(file(System::FourTables, names("p", 2))),
        (2, CountProblem::TableNeedsThree)
    );
    assert_eq!(
        refused(file(System::FourTables, names("p", 5))),
        (5, CountProblem::NoMixOfTables)
    );
    assert_eq!(
        refused(file(System::RoundRobin, names("p", 1))),
        (1, CountProblem::GameNeedsTwo)
    );
    // a match is one class against another, on as many boards as the smaller has
    // pupils.
    assert_eq!(
        refused(school(&[3])),
        (1, CountProblem::MatchNeedsTwoClasses)
    );
    assert_eq!(
        refused(school(&[3, 0])),
        (0, CountProblem::ClassWithoutPupils { class: "6a".into() })
    );
    // The CLI's sentences, as before the reason was typed.
    let said = |file| Event::new(file).unwrap_err().to_string();
    assert_eq!(
        said(file(System::FourTables, names("p", 2))),
        "2 entrants cannot be seated: a table needs at least three players (X-8)"
    );
    assert_eq!(
        said(file(System::RoundRobin, names("p", 1))),
        "1 entrant cannot be seated: a game needs two players"
    );
    assert_eq!(
        said(school(&[3])),
        "1 entrant cannot be seated: a match needs two classes"
    );
    assert_eq!(
        said(school(&[3, 0])),
        "0 entrants cannot be seated: class '6a' has no pupils"
    );
}

#[test]
fn x8_a_correction_that_would_reseat_a_later_round_is_refused() {
    let mut event = Event::new(file(System::FourTables, names("p", 8))).unwrap();
    let round1 = event.current().unwrap().unwrap().pairings;
    let [t1, t2] = [round1[0].names(), round1[1].names()];
    let scores = |t: &[String], s: [i64; 4]| {
        Outcome::Table(t.iter().cloned().zip(s).collect::<BTreeMap<_, _>>())
    };
    event = event.record(scores(&t1, [9, 7, 5, 3])).unwrap();
    // Within the round: corrected freely, the standings follow.
    let corrected = event.correct(1, scores(&t1, [3, 5, 7, 9])).unwrap();
    assert_eq!(corrected.standings().rows[0].name, t1[3]);
    event = corrected.record(scores(&t2, [9, 7, 5, 3])).unwrap();
    let round2 = event.current().unwrap().unwrap().pairings;
    event = event
        .record(scores(&round2[0].names(), [1, 2, 3, 4]))
        .unwrap();
    // Reversing table 1 of round 1 would re-seat round 2, where a table is entered.
    let e = event.correct(1, scores(&t1, [9, 7, 5, 3])).unwrap_err();
    assert_eq!(
        e,
        TournamentError::CorrectionChangesLaterRounds { round: 1 }
    );
    // A correction for a table that was never entered names the pairing.
    assert!(matches!(
        event.correct(3, scores(&t1, [1, 1, 1, 1])),
        Err(TournamentError::NoSuchPairing { round: 3, .. })
    ));
    // An invalid correction is refused for its own reason.
    assert!(matches!(
        event.correct(1, scores(&t2, [1, 1, 1, -1])),
        Err(TournamentError::ScoreOutOfRange { .. })
    ));
}

/// X-6, issue 40: 8 classes; after two rounds four eliminated classes have 1 victory
/// point and two have 0, and a draw that pairs only equals without a repeat exists for
/// some lots. For every lot the third round's Swiss pairs have as few unequal pairs as
/// any pairing without a repeat (tried against all of them).
#[test]
fn x6_the_swiss_draw_pairs_equal_victory_points_for_every_lot() {
    let mut equal_draws = 0;
    for seed in 0..300 {
        let teams: Vec<Team> = (1..=8)
            .map(|i| Team {
                name: format!("class{i}"),
                players: (1..=5).map(|k| format!("p{i}-{k}")).collect(),
            })
            .collect();
        let mut event = Event::new(TournamentFile {
            teams,
            seed,
            ..file(System::SchoolTeam, Vec::new())
        })
        .unwrap();
        // Who is still in the knockout, each class's victory points, and who met whom.
        let mut alive: BTreeMap<String, bool> =
            (1..=8).map(|i| (format!("class{i}"), true)).collect();
        let mut points: BTreeMap<String, i64> = alive.keys().map(|n| (n.clone(), 0)).collect();
        let mut met: Vec<(String, String)> = Vec::new();
        for _ in 0..2 {
            for p in event.current().unwrap().unwrap().pairings {
                let Pairing::Match { teams, .. } = p else {
                    continue;
                };
                *points.get_mut(&teams[0]).unwrap() += 1;
                if alive[&teams[0]] && alive[&teams[1]] {
                    alive.insert(teams[1].clone(), false);
                }
                met.push((teams[0].clone(), teams[1].clone()));
            }
            event = play_matches(event);
        }
        let out: Vec<&String> = alive.iter().filter(|(_, a)| !**a).map(|(n, _)| n).collect();
        let has_met = |a: &String, b: &String| {
            met.iter()
                .any(|(x, y)| (x == a && y == b) || (x == b && y == a))
        };
        let swiss: Vec<[String; 2]> = event
            .current()
            .unwrap()
            .unwrap()
            .pairings
            .into_iter()
            .filter_map(|p| match p {
                Pairing::Match { teams, .. } if !alive[&teams[0]] => Some(teams),
                _ => None,
            })
            .collect();
        let unequal =
            |pairs: &[[String; 2]]| pairs.iter().filter(|[a, b]| points[a] != points[b]).count();
        // Every pairing of the eliminated classes without a repeat, and its unequal pairs.
        fn pairings_of(
            left: &[&String],
            ok: &dyn Fn(&String, &String) -> bool,
        ) -> Vec<Vec<[String; 2]>> {
            let Some((first, rest)) = left.split_first() else {
                return vec![Vec::new()];
            };
            let mut all = Vec::new();
            for (k, other) in rest.iter().enumerate() {
                if !ok(first, other) {
                    continue;
                }
                let mut others: Vec<&String> = rest.to_vec();
                others.remove(k);
                for mut tail in pairings_of(&others, ok) {
                    tail.push([(*first).clone(), (*other).clone()]);
                    all.push(tail);
                }
            }
            all
        }
        let fewest = pairings_of(&out, &|a, b| !has_met(a, b))
            .iter()
            .map(|p| unequal(p))
            .min();
        assert_eq!(swiss.len(), out.len() / 2, "lot {seed}: {swiss:?}");
        assert!(
            swiss.iter().all(|[a, b]| !has_met(a, b)),
            "lot {seed}: a repeat in {swiss:?}"
        );
        assert_eq!(
            Some(unequal(&swiss)),
            fewest,
            "lot {seed}: {swiss:?} with points {points:?}"
        );
        if fewest == Some(0) {
            equal_draws += 1;
        }
    }
    // The case of the issue occurs: most lots allow a draw of equals only.
    assert!(equal_draws > 100, "{equal_draws}");
}
