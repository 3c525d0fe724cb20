//! The tournament page's reducer on concrete events: creation from a pasted list,
//! refusals, results, corrections, play-off or lot, undo and reload (X-1..X-10).

use super::*;
use hotstone_tournament::{CountProblem, Pairing, TeamMatch};

fn page_with(system: System, entrants: &str) -> TournamentPage {
    TournamentPage::restored(None)
        .apply(TournamentAction::ChoseSystem(system))
        .apply(TournamentAction::PastedEntrants(entrants.to_string()))
        .apply(TournamentAction::Created)
}

#[test]
fn x3_a_pasted_class_list_creates_the_school_tournament() {
    let page = page_with(System::SchoolTeam, "5a: Ali, Bea\n\n5b: Cem, Dana, Eli\n");
    let event = page.event.as_ref().expect("created");
    assert_eq!(event.file().teams.len(), 2);
    assert_eq!(event.file().teams[1].players, ["Cem", "Dana", "Eli"]);
    assert_eq!(page.revision, 1);
}

#[test]
fn refusals_change_nothing_but_the_error() {
    let dup = page_with(System::FourTables, "Ann\nBo\nAnn\n");
    assert_eq!(dup.event, None);
    assert_eq!(
        dup.error,
        Some(PageError::Refused(TournamentError::DuplicateName {
            name: "Ann".into()
        }))
    );
    let five = page_with(System::FourTables, "A\nB\nC\nD\nE");
    assert_eq!(
        five.error,
        Some(PageError::Refused(TournamentError::ImpossibleCount {
            count: 5,
            why: CountProblem::NoMixOfTables,
        }))
    );
    let line = page_with(System::SchoolTeam, "5a Ali, Bea");
    assert_eq!(line.error, Some(PageError::ClassLine("5a Ali, Bea".into())));

    let page = page_with(System::SchoolTeam, "5a: Ali, Bea\n5b: Cem, Dana");
    let before = page.event.clone();
    let wrong = TeamMatch {
        teams: ["5a".into(), "6c".into()],
        black: None,
        boards: vec!["5a".into(), "5a".into()],
        lot: None,
    };
    let after = page
        .clone()
        .apply(TournamentAction::Recorded(Outcome::Match(wrong)));
    assert_eq!(after.event, before);
    assert_eq!(after.revision, page.revision);
    assert!(after.error.is_some());
    let bad_import = page.clone().apply(TournamentAction::Imported("{".into()));
    assert_eq!(bad_import.event, before);
}

#[test]
fn x5_a_result_then_undo_and_a_reload_keeps_the_event() {
    let page = page_with(System::SchoolTeam, "5a: Ali, Bea\n5b: Cem, Dana");
    let Some(round) = page.event.as_ref().unwrap().current().unwrap() else {
        panic!("a round")
    };
    let Pairing::Match { teams, .. } = &round.pairings[0] else {
        panic!("a match")
    };
    let m = TeamMatch {
        teams: teams.clone(),
        black: Some(teams[0].clone()),
        boards: vec![teams[1].clone(), "draw".into()],
        lot: None,
    };
    let played = page.apply(TournamentAction::Recorded(Outcome::Match(m)));
    assert!(played.event.as_ref().unwrap().is_over());
    let reloaded = TournamentPage::restored(played.saved_text().as_deref());
    assert_eq!(reloaded.event, played.event);
    let undone = played.apply(TournamentAction::Undid);
    assert!(!undone.event.as_ref().unwrap().is_over());
}

fn game(winner: &str, loser: &str) -> Outcome {
    Outcome::Game {
        winner: winner.into(),
        loser: loser.into(),
    }
}

/// A round robin of three where everyone won once (X-1: all equal).
fn circle() -> TournamentPage {
    let mut page = page_with(System::RoundRobin, "Ing\nKato\nLee");
    for _ in 0..3 {
        let round = page.event.as_ref().unwrap().current().unwrap().unwrap();
        let players = round
            .pairings
            .iter()
            .find_map(|p| match p {
                Pairing::Game { players } => Some(players.clone()),
                _ => None,
            })
            .unwrap();
        // Ing beats Kato, Kato beats Lee, Lee beats Ing.
        let beats =
            |a: &str, b: &str| matches!((a, b), ("Ing", "Kato") | ("Kato", "Lee") | ("Lee", "Ing"));
        let outcome = if beats(&players[0], &players[1]) {
            game(&players[0], &players[1])
        } else {
            game(&players[1], &players[0])
        };
        page = page.apply(TournamentAction::Recorded(outcome));
        assert_eq!(page.error, None);
    }
    assert!(page.event.as_ref().unwrap().is_over());
    page
}

fn winner_of(page: &TournamentPage, round: usize) -> String {
    match &page.event.as_ref().unwrap().file().rounds[round - 1][0] {
        Outcome::Game { winner, .. } => winner.clone(),
        other => panic!("{other:?}"),
    }
}

#[test]
fn x1_a_result_other_than_the_last_is_corrected_and_undo_takes_it_back() {
    let page = circle();
    let first = winner_of(&page, 1);
    let Outcome::Game { winner, loser } = page.event.as_ref().unwrap().file().rounds[0][0].clone()
    else {
        panic!()
    };
    let corrected = page.clone().apply(TournamentAction::Corrected {
        round: 1,
        outcome: game(&loser, &winner),
    });
    assert_eq!(corrected.error, None);
    assert_eq!(winner_of(&corrected, 1), loser);
    assert_eq!(
        winner_of(&corrected, 3),
        winner_of(&page, 3),
        "nothing else lost"
    );
    assert!(corrected.event.as_ref().unwrap().is_over());
    let undone = corrected.apply(TournamentAction::Undid);
    assert_eq!(winner_of(&undone, 1), first);
    assert_eq!(undone.event, page.event);
}

#[test]
fn x7_a_lot_orders_a_tie_and_undo_takes_it_back() {
    let page = circle();
    let rows = page.event.as_ref().unwrap().standings().rows;
    assert!(rows.iter().all(|r| r.place == 1), "a three-way tie");
    let order: Vec<String> = ["Lee", "Ing", "Kato"].map(String::from).to_vec();
    let decided = page.clone().apply(TournamentAction::Decided(order.clone()));
    assert_eq!(decided.error, None);
    let names: Vec<String> = decided
        .event
        .as_ref()
        .unwrap()
        .standings()
        .rows
        .into_iter()
        .map(|r| r.name)
        .collect();
    assert_eq!(names, order);
    let undone = decided.apply(TournamentAction::Undid);
    assert_eq!(undone.event, page.event);
    // Undo without history (a file imported by hand) withdraws the last result.
    let reloaded = TournamentPage::restored(page.saved_text().as_deref());
    assert!(reloaded.can_undo());
    let withdrawn = reloaded.apply(TournamentAction::Undid);
    assert!(!withdrawn.event.as_ref().unwrap().is_over());
}

#[test]
fn refused_corrections_and_decisions_change_nothing() {
    let page = circle();
    let not_tied = page.clone().apply(TournamentAction::Decided(vec![
        "Ing".into(),
        "Nobody".into(),
    ]));
    assert_eq!(not_tied.event, page.event);
    assert_eq!(
        not_tied.error,
        Some(PageError::Refused(TournamentError::UnknownName {
            name: "Nobody".into()
        }))
    );
    let no_pairing = page.clone().apply(TournamentAction::Corrected {
        round: 9,
        outcome: game("Ing", "Kato"),
    });
    assert_eq!(no_pairing.event, page.event);
    assert!(matches!(
        no_pairing.error,
        Some(PageError::Refused(TournamentError::NoSuchPairing {
            round: 9,
            ..
        }))
    ));
    assert_eq!(no_pairing.history.len(), page.history.len());
}

#[test]
fn x7_the_history_survives_a_reload_and_undo_goes_on_from_it() {
    let page = circle();
    let order: Vec<String> = ["Kato", "Lee", "Ing"].map(String::from).to_vec();
    let decided = page.clone().apply(TournamentAction::Decided(order));
    assert_eq!(decided.history.len(), page.history.len() + 1);
    let reloaded = TournamentPage::restored(decided.saved_text().as_deref())
        .with_history(Some(&decided.history_text()));
    assert_eq!(reloaded.event, decided.event);
    assert_eq!(reloaded.history, decided.history);
    let undone = reloaded.apply(TournamentAction::Undid);
    assert_eq!(undone.event, page.event, "the decision is taken back");

    // A step that no longer reads drops it and everything before it.
    let text = decided.history_text();
    let steps: Vec<&str> = text.split('\u{1e}').filter(|t| !t.is_empty()).collect();
    let broken = format!("\u{1e}{}\u{1e}{{\u{1e}{}", steps[0], steps[2]);
    let kept =
        TournamentPage::restored(decided.saved_text().as_deref()).with_history(Some(&broken));
    assert_eq!(kept.history.len(), 1);
    assert_eq!(kept.history[0].file().to_json(), steps[2]);
    // No event: no history.
    assert!(TournamentPage::restored(None)
        .with_history(Some(&text))
        .history
        .is_empty());
}

// Issue 20 (saved state read defensively): a saved tournament that no longer reads is
// said, not silently dropped; an empty or missing one is simply no tournament.
#[test]
fn a_saved_tournament_that_no_longer_reads_is_said() {
    let broken = TournamentPage::restored(Some("{\"system\": \"no such system\""));
    assert!(broken.event.is_none());
    assert!(
        matches!(broken.error, Some(PageError::NotRestored(_))),
        "{:?}",
        broken.error
    );
    assert_eq!(TournamentPage::restored(Some("  ")).error, None);
    assert_eq!(TournamentPage::restored(None).error, None);
}

/// The first game of the current round, as its two players.
fn first_game(page: &TournamentPage) -> [String; 2] {
    let round = page.event.as_ref().unwrap().current().unwrap().unwrap();
    round
        .pairings
        .iter()
        .find_map(|p| match p {
            Pairing::Game { players } => Some(players.clone()),
            _ => None,
        })
        .unwrap()
}

/// 001 "Suspendierung": a withdrawal is asked first, then the crate's; its games still
/// without a result are lost, and Undo takes it back.
#[test]
fn x1_a_withdrawal_is_confirmed_forfeits_the_remaining_games_and_undo_takes_it_back() {
    let page = page_with(System::RoundRobin, "A\nB\nC\nD");
    let [a, b] = first_game(&page);
    let page = page.apply(TournamentAction::Recorded(game(&a, &b)));
    let round = page.event.as_ref().unwrap().current().unwrap().unwrap();
    let Some(Pairing::Game { players: [c, d] }) = round.missing().first().map(|p| (*p).clone())
    else {
        panic!("a game still to play")
    };

    let asked = page
        .clone()
        .apply(TournamentAction::AskedToWithdraw(c.clone()));
    assert_eq!(asked.confirming_withdraw.as_deref(), Some(c.as_str()));
    assert_eq!(
        asked.event, page.event,
        "nothing changes before it is confirmed"
    );
    let kept = asked.clone().apply(TournamentAction::CancelledWithdraw);
    assert_eq!(
        (kept.confirming_withdraw, kept.event),
        (None, page.event.clone())
    );

    let gone = asked.apply(TournamentAction::ConfirmedWithdraw);
    assert_eq!(gone.error, None);
    assert_eq!(gone.confirming_withdraw, None);
    let event = gone.event.as_ref().unwrap();
    assert_eq!(event.withdrawn().get(&c), Some(&1));
    let round1 = &event.rounds()[0];
    assert!(
        round1.is_complete(),
        "the game of {c} is lost without being entered"
    );
    assert!(round1.results.contains(&Some(game(&d, &c))));
    assert_eq!(event.current().unwrap().unwrap().number, 2);

    let undone = gone.apply(TournamentAction::Undid);
    assert_eq!(undone.event, page.event, "Undo takes the withdrawal back");
}

/// a withdrawal that leaves five at four-player tables is the crate's refusal, and
/// changes nothing; so is a withdrawal before any result, or a second one.
#[test]
fn x8_refused_withdrawals_change_nothing_but_the_error() {
    let page = page_with(System::FourTables, "A\nB\nC\nD\nE\nF");
    let early = page
        .clone()
        .apply(TournamentAction::AskedToWithdraw("A".into()))
        .apply(TournamentAction::ConfirmedWithdraw);
    assert!(matches!(
        early.error,
        Some(PageError::Refused(
            TournamentError::WithdrawalBeforeStart { .. }
        ))
    ));
    assert_eq!(early.event, page.event);

    // Round 1 played (two tables of three): round 2 would seat the five who remain.
    let round = page.event.as_ref().unwrap().current().unwrap().unwrap();
    let mut page = page;
    for pairing in &round.pairings {
        let Pairing::Table { players, .. } = pairing else {
            panic!("a table")
        };
        let scores = players.iter().map(|p| (p.clone(), 10)).collect();
        page = page.apply(TournamentAction::Recorded(Outcome::Table(scores)));
        assert_eq!(page.error, None);
    }
    let five = page
        .clone()
        .apply(TournamentAction::AskedToWithdraw("A".into()))
        .apply(TournamentAction::ConfirmedWithdraw);
    assert!(
        matches!(
            five.error,
            Some(PageError::Refused(
                TournamentError::WithdrawalLeavesUnseatable {
                    count: 5,
                    round: 2,
                    ..
                }
            ))
        ),
        "{:?}",
        five.error
    );
    assert_eq!(five.event, page.event);
    assert_eq!(five.history, page.history);
    assert_eq!(five.confirming_withdraw, None);
}

/// The create form survives a reload (saved as text), every system and an empty list.
#[test]
fn the_create_form_as_typed_reads_back_from_its_saved_text() {
    for system in System::ALL {
        let draft = TournamentDraft {
            name: "Club night".into(),
            system,
            seed: "12x".into(),
            entrants: "Anna\nBen\n\nClara: a, b\n".into(),
        };
        assert_eq!(TournamentDraft::from_text(&draft.to_text()), Some(draft));
    }
    let empty = TournamentDraft::default();
    assert_eq!(TournamentDraft::from_text(&empty.to_text()), Some(empty));
    assert_eq!(TournamentDraft::from_text("x\nno-such-system\n1\n"), None);
    assert_eq!(TournamentDraft::from_text(""), None);
}

/// Before the first result the entrants may be edited (the crate refuses a withdrawal
/// then: "leave the entrant out"); the form comes back filled in, and a result entered
/// ends that.
#[test]
fn the_entrants_are_edited_until_the_first_result() {
    for (system, list) in [
        (System::RoundRobin, "Anna\nBen\nJonsa"),
        (System::SchoolTeam, "5a: Ali, Bea\n5b: Cem, Dana, Eli"),
    ] {
        let page = page_with(system, list).apply(TournamentAction::EditedSeed("9".into()));
        let page = page
            .apply(TournamentAction::EditedName("Club".into()))
            .apply(TournamentAction::PastedEntrants(String::new()))
            .apply(TournamentAction::EditEntrants);
        assert!(page.editing);
        assert_eq!(page.draft.entrants, list);
        assert_eq!(page.draft.system, system);
        // The event stays until it is created anew, or the edit is cancelled.
        assert!(page.event.is_some());
        let cancelled = page.clone().apply(TournamentAction::CancelledEdit);
        assert!(!cancelled.editing);
        assert!(cancelled.event.is_some());
    }
    let page = page_with(System::RoundRobin, "Anna\nBen\nJonsa")
        .apply(TournamentAction::EditEntrants)
        .apply(TournamentAction::PastedEntrants(
            "Anna\nBen\nJonas\nKarl".into(),
        ))
        .apply(TournamentAction::Created);
    assert!(!page.editing);
    assert_eq!(
        page.event.as_ref().unwrap().file().players,
        ["Anna", "Ben", "Jonas", "Karl"]
    );
    // Once a result is in, the list stays.
    let Pairing::Game { players } = first_open(&page) else {
        panic!("a game")
    };
    let played = page.apply(TournamentAction::Recorded(Outcome::Game {
        winner: players[0].clone(),
        loser: players[1].clone(),
    }));
    let again = played.clone().apply(TournamentAction::EditEntrants);
    assert!(!again.editing);
    assert_eq!(again.draft, played.draft);
}

/// A refused result or correction is said beside its pairing; a refused withdrawal
/// beside the withdrawal form; anything else at the top.
#[test]
fn a_refusal_is_said_where_it_happened() {
    let page = page_with(System::FourTables, "A\nB\nC\nD\nE\nF\nG\nH");
    let Pairing::Table { players, .. } = page
        .event
        .as_ref()
        .unwrap()
        .current()
        .unwrap()
        .unwrap()
        .pairings[1]
        .clone()
    else {
        panic!("a table")
    };
    let scores = players.iter().map(|p| (p.clone(), -1)).collect();
    let refused = page
        .clone()
        .apply(TournamentAction::Recorded(Outcome::Table(scores)));
    assert!(refused.error.is_some());
    assert_eq!(
        refused.error_at,
        Some(ErrorAt::Pairing { round: 1, index: 1 })
    );
    let dismissed = refused.clone().apply(TournamentAction::DismissedError);
    assert_eq!((dismissed.error, dismissed.error_at), (None, None));
    let top = refused.apply(TournamentAction::Imported("{".into()));
    assert!(top.error.is_some());
    assert_eq!(top.error_at, None);
}

fn first_open(page: &TournamentPage) -> Pairing {
    let round = page.event.as_ref().unwrap().current().unwrap().unwrap();
    round
        .pairings
        .iter()
        .zip(&round.results)
        .find(|(p, r)| r.is_none() && !matches!(p, Pairing::Bye { .. }))
        .map(|(p, _)| p.clone())
        .unwrap()
}

/// A typo found after the first result: the rename keeps every result and the points,
/// goes into the history (Undo takes it back) and is saved with the file.
#[test]
fn x1_a_rename_after_a_result_keeps_the_points_and_undo_takes_it_back() {
    // Three players: Anna has the bye, Jonsa beats Ben.
    let page = page_with(System::RoundRobin, "Anna\nBen\nJonsa");
    assert!(first_open(&page).names().contains(&"Jonsa".to_string()));
    let page = page.apply(TournamentAction::Recorded(game("Jonsa", "Ben")));
    assert_eq!(page.error, None);
    let points = |page: &TournamentPage, name: &str| {
        let standings = page.event.as_ref().unwrap().standings();
        let row = standings.rows.into_iter().find(|r| r.name == name);
        row.map(|r| (r.place, r.values))
    };
    let before = points(&page, "Jonsa").unwrap();

    let renamed = page.clone().apply(TournamentAction::Renamed {
        from: "Jonsa".into(),
        to: "  Jonas ".into(),
    });
    assert_eq!(renamed.error, None);
    assert_eq!(points(&renamed, "Jonas"), Some(before));
    assert_eq!(points(&renamed, "Jonsa"), None);
    let file = renamed.event.as_ref().unwrap().file();
    assert_eq!(file.players, ["Anna", "Ben", "Jonas"], "trimmed as created");
    assert_eq!(file.rounds, [[game("Jonas", "Ben")]]);
    assert_eq!(renamed.history.len(), page.history.len() + 1);
    assert_eq!(renamed.revision, page.revision + 1);
    // Saved like every change: the file and the history read back.
    let reloaded = TournamentPage::restored(renamed.saved_text().as_deref())
        .with_history(Some(&renamed.history_text()));
    assert_eq!(reloaded.event, renamed.event);

    let undone = reloaded.apply(TournamentAction::Undid);
    assert_eq!(undone.event, page.event, "Undo takes the rename back");
    assert!(points(&undone, "Jonsa").is_some());
}

/// A refused rename is said beside the rename form and changes nothing; in the school
/// team tournament classes and pupils share one list of names.
#[test]
fn a_refused_rename_is_said_at_the_form_and_changes_nothing() {
    let page = page_with(System::SchoolTeam, "5a: Ali, Bea\n5b: Cem, Dana");
    for (from, to, refusal) in [
        (
            "Ali",
            "Bea",
            TournamentError::DuplicateName { name: "Bea".into() },
        ),
        (
            "Ali",
            "5b",
            TournamentError::DuplicateName { name: "5b".into() },
        ),
        ("5a", " ", TournamentError::EmptyName),
        (
            "5a",
            "draw",
            TournamentError::ReservedName {
                name: "draw".into(),
            },
        ),
        (
            "6c",
            "6d",
            TournamentError::UnknownName { name: "6c".into() },
        ),
    ] {
        let refused = page.clone().apply(TournamentAction::Renamed {
            from: from.into(),
            to: to.into(),
        });
        assert_eq!(refused.error, Some(PageError::Refused(refusal)));
        assert_eq!(refused.error_at, Some(ErrorAt::Renaming));
        assert_eq!(refused.event, page.event);
        assert_eq!(refused.history, page.history);
        assert_eq!(refused.revision, page.revision);
    }
    // A colon or a comma would break the list of entrants that writes a class with them
    // ("Edit the entrants"): refused at the form, in school-team only.
    for (from, to) in [("Ali", "Ali, Jr."), ("5a", "5a: A")] {
        let refused = page.clone().apply(TournamentAction::Renamed {
            from: from.into(),
            to: to.into(),
        });
        assert_eq!(refused.error, Some(PageError::NameSeparator(to.into())));
        assert_eq!(refused.error_at, Some(ErrorAt::Renaming));
        assert_eq!(refused.event, page.event);
    }
    let players = page_with(System::RoundRobin, "Anna\nBen\nClara");
    let renamed = players.apply(TournamentAction::Renamed {
        from: "Anna".into(),
        to: "Anna, Jr.".into(),
    });
    assert_eq!(renamed.error, None, "a player's name may hold a comma");
    // A pupil and a class renamed: the boards seat the new names.
    let renamed = page
        .apply(TournamentAction::Renamed {
            from: "Ali".into(),
            to: "Aliye".into(),
        })
        .apply(TournamentAction::Renamed {
            from: "5b".into(),
            to: "5c".into(),
        });
    assert_eq!(renamed.error, None);
    let Pairing::Match { teams, boards } = first_open(&renamed) else {
        panic!("a match")
    };
    let mut teams = teams.to_vec();
    teams.sort();
    assert_eq!(teams, ["5a", "5c"]);
    assert!(boards
        .iter()
        .any(|b| b.pupils.iter().any(|p| p == &["Aliye"])));
}
