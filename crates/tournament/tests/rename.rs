//! Renaming an entrant after results are in (`Event::rename`): on a concrete event of each
//! system the rounds, the round to play and the standings are the old ones with the one
//! name replaced; and each refusal, with its typed reason.

use std::collections::BTreeMap;

use hotstone_tournament::{Event, Outcome, Pairing, System, Team, TournamentError, TournamentFile};
use serde_json::Value;

mod common;
use common::{file, game, named, play_matches};

/// `value` with every string and map key that is `from` made `to`; in an explanation
/// (an English sentence naming entrants) the name is replaced where it occurs.
fn replaced(value: Value, from: &str, to: &str) -> Value {
    let name = |s: String| if s == from { to.to_string() } else { s };
    match value {
        Value::String(s) => Value::String(name(s)),
        Value::Array(items) => items.into_iter().map(|v| replaced(v, from, to)).collect(),
        Value::Object(map) => map
            .into_iter()
            .map(|(k, v)| {
                let v = match (k.as_str(), v) {
                    ("explanation", Value::String(s)) => Value::String(s.replace(from, to)),
                    (_, v) => replaced(v, from, to),
                };
                (name(k), v)
            })
            .collect(),
        other => other,
    }
}

/// What the event shows: every round with its results, the round to play, who withdrew
/// and the standings with their reasons.
fn shown(event: &Event) -> Value {
    serde_json::json!({
        "rounds": event.rounds(),
        "current": event.current().unwrap(),
        "withdrawn": event.withdrawn(),
        "standings": event.standings(),
    })
}

/// Renames `from` to `to` and checks that the event shows what it showed before with the
/// one name replaced, and that the name is gone from the file.
fn rename_keeps_everything(event: &Event, from: &str, to: &str) -> Event {
    let renamed = event.rename(from, to.to_string()).unwrap();
    assert_eq!(shown(&renamed), replaced(shown(event), from, to));
    let text = renamed.file().to_json();
    assert!(!text.contains(&format!("\"{from}\"")), "{text}");
    assert!(text.contains(&format!("\"{to}\"")), "{text}");
    renamed
}

/// Enters the winner of every game of the current round still open: the first named.
fn play_games(mut event: Event) -> Event {
    for p in event.current().unwrap().unwrap().missing() {
        if let Pairing::Game { players: [a, b] } = p {
            event = event.record(game(a, b)).unwrap();
        }
    }
    event
}

/// a round robin of five with a draw, a game without result and a double loss,
/// a withdrawal, a play-off or lot; the typo's games are renamed in every round.
#[test]
fn x1_x2_a_round_robin_player_is_renamed_with_all_results_and_the_withdrawal() {
    let players = ["Anna", "Ben", "Clara", "Jonsa", "Emil"];
    let mut event = Event::new(file(System::RoundRobin, &players)).unwrap();
    // Round 1: the first game drawn, the second a double loss.
    let round = event.current().unwrap().unwrap();
    let games: Vec<[String; 2]> = round
        .pairings
        .iter()
        .filter_map(|p| match p {
            Pairing::Game { players } => Some(players.clone()),
            _ => None,
        })
        .collect();
    let [a, b] = &games[0];
    event = event
        .record(Outcome::Draw {
            draw: [a.clone(), b.clone()],
        })
        .unwrap();
    let [c, d] = &games[1];
    event = event
        .record(Outcome::BothLost {
            lost: [c.clone(), d.clone()],
        })
        .unwrap();
    // Round 2 with a game without result, then Emil withdraws.
    let first = event.current().unwrap().unwrap().missing()[0].names();
    event = event
        .record(Outcome::Void {
            void: [first[0].clone(), first[1].clone()],
        })
        .unwrap()
        .withdraw("Emil".into())
        .unwrap();
    assert!(event.file().has_results());
    let renamed = rename_keeps_everything(&event, "Jonsa", "Jonas");
    assert_eq!(renamed.file().players[3], "Jonas");
    // The withdrawn player is renamed too: the withdrawal and its forfeits follow.
    let renamed = rename_keeps_everything(&renamed, "Emil", "Emile");
    assert_eq!(renamed.withdrawn().get("Emile"), Some(&2));
    // Played to the end (the first named winning each game), the renamed event ends as
    // the old one does.
    let (mut old, mut new) = (event, renamed);
    while !old.is_over() {
        (old, new) = (play_games(old), play_games(new));
    }
    let twice = |v: Value| replaced(replaced(v, "Jonsa", "Jonas"), "Emil", "Emile");
    assert_eq!(shown(&new), twice(shown(&old)));
}

/// a play-off or lot names the renamed entrant; it stays in force.
#[test]
fn x7_a_decision_follows_the_renamed_entrant() {
    let mut event = Event::new(file(System::RoundRobin, &["Ing", "Kato", "jonsa"])).unwrap();
    // Ing beats Kato, Kato beats jonsa, jonsa beats Ing: all equal.
    let beats = |a: &str, b: &str| {
        matches!(
            (a, b),
            ("Ing", "Kato") | ("Kato", "jonsa") | ("jonsa", "Ing")
        )
    };
    while let Some(round) = event.current().unwrap() {
        for p in round.missing() {
            let [a, b] = &p.names()[..] else {
                panic!("a game")
            };
            let (w, l) = if beats(a, b) { (a, b) } else { (b, a) };
            event = event.record(game(w, l)).unwrap();
        }
    }
    let event = event.decide(named(&["jonsa", "Ing", "Kato"])).unwrap();
    assert_eq!(event.standings().rows[0].name, "jonsa");
    // Only the letter case differs: the crate compares names exactly, so it is a rename.
    let renamed = rename_keeps_everything(&event, "jonsa", "Jonas");
    assert_eq!(renamed.file().decisions, [named(&["Jonas", "Ing", "Kato"])]);
    let renamed = rename_keeps_everything(&renamed, "Jonas", "jonas");
    assert_eq!(renamed.standings().rows[0].name, "jonas");
}

/// a knockout of six (byes for the first two seeds); the bracket goes on with the
/// renamed player in the same place.
#[test]
fn x2_a_knockout_player_is_renamed_in_the_bracket() {
    let players = ["s1", "s2", "Jonsa", "s4", "s5", "s6"];
    let event = play_games(Event::new(file(System::SingleElimination, &players)).unwrap());
    let renamed = rename_keeps_everything(&event, "Jonsa", "Jonas");
    // A player who had a bye (no game yet) is renamed in the bye.
    let renamed = rename_keeps_everything(&renamed, "s1", "Seed 1");
    let old = play_games(event);
    let new = play_games(renamed);
    let both = |v: Value| replaced(replaced(v, "Jonsa", "Jonas"), "s1", "Seed 1");
    assert_eq!(shown(&new), both(shown(&old)));
}

/// Enters every table of the current round: scores in seating order 10, 9, 8, 7.
fn play_tables(mut event: Event) -> Event {
    for p in event.current().unwrap().unwrap().missing() {
        let scores: BTreeMap<String, i64> = p.names().into_iter().zip([10, 9, 8, 7]).collect();
        event = event.record(Outcome::Table(scores)).unwrap();
    }
    event
}

/// X-8..X-10: ten players at tables; round 2 is seated by the standings, so a rename
/// must not move anyone. A withdrawn player is renamed too.
#[test]
fn x8_x10_a_table_player_is_renamed_and_the_seating_stays() {
    let players = [
        "Anna", "Ben", "Clara", "David", "Emma", "Felix", "Greta", "Hannes", "Ida", "Jonsa",
    ];
    let event = play_tables(Event::new(file(System::FourTables, &players)).unwrap());
    let event = play_tables(event);
    let gone = event.standings().rows[9].name.clone();
    let event = event.withdraw(gone.clone()).unwrap();
    let renamed = rename_keeps_everything(&event, "Jonsa", "Jonas");
    let renamed = rename_keeps_everything(&renamed, &gone, "Zoe");
    let twice = |v: Value| replaced(replaced(v, "Jonsa", "Jonas"), &gone, "Zoe");
    assert_eq!(
        shown(&play_tables(renamed)),
        twice(shown(&play_tables(event)))
    );
}

fn classes(list: &[(&str, &[&str])]) -> Vec<Team> {
    list.iter()
        .map(|(name, pupils)| Team {
            name: name.to_string(),
            players: named(pupils),
        })
        .collect()
}

fn school() -> Event {
    let teams = classes(&[
        ("5a", &["Ali", "Bea", "Cem"]),
        ("5b", &["Dana", "Eli", "Finn", "Gül"]),
        ("6a", &["Hana", "Jonsa", "Kai"]),
        ("6b", &["Lea", "Mia", "Nils"]),
        ("7a", &["Ole", "Pia", "Rosa"]),
        ("7b", &["Sami", "Tom", "Uwe"]),
    ]);
    Event::new(TournamentFile {
        teams,
        ..file(System::SchoolTeam, &[])
    })
    .unwrap()
}

/// X-3..X-7: six classes after two rounds (the knockout and the Swiss system of the
/// classes out of it): a class is renamed in its matches, boards, colours and byes, and
/// the next round's lot and Swiss pairing come out the same.
#[test]
fn x6_x7_a_class_is_renamed_in_the_knockout_and_the_swiss_system() {
    let event = play_matches(play_matches(school()));
    assert!(!event.is_over());
    for class in ["5a", "5b", "6a", "6b", "7a", "7b"] {
        let renamed = rename_keeps_everything(&event, class, "8z");
        assert_eq!(
            shown(&play_matches(renamed)),
            replaced(shown(&play_matches(event.clone())), class, "8z"),
            "{class}"
        );
    }
}

/// a pupil is renamed where the boards seat it; the matches' results name classes.
#[test]
fn x3_a_pupil_is_renamed_at_the_boards() {
    let event = play_matches(school());
    let renamed = rename_keeps_everything(&event, "Jonsa", "Jonas");
    assert_eq!(renamed.file().teams[2].players, ["Hana", "Jonas", "Kai"]);
    let seats = |e: &Event| -> Vec<Vec<String>> {
        e.rounds()
            .iter()
            .chain(e.current().unwrap().as_ref())
            .flat_map(|r| &r.pairings)
            .filter_map(|p| match p {
                Pairing::Match { boards, .. } => Some(boards),
                _ => None,
            })
            .flatten()
            .flat_map(|b| b.pupils.clone())
            .collect()
    };
    assert!(seats(&renamed).contains(&named(&["Jonas"])));
    assert!(!seats(&renamed).contains(&named(&["Jonsa"])));
    // A pupil may be called "draw" (only a class may not): the drawn boards stay drawn.
    rename_keeps_everything(&event, "Kai", "draw");
}

#[test]
fn each_refused_rename_names_its_reason() {
    let event = play_games(
        Event::new(file(
            System::RoundRobin,
            &["Anna", "Ben", "Jonsa", "Jonas "],
        ))
        .unwrap(),
    );
    let refused = |from: &str, to: &str| event.rename(from, to.to_string()).unwrap_err();
    assert_eq!(
        refused("Jonas", "Jonah"),
        TournamentError::UnknownName {
            name: "Jonas".into()
        },
        "compared exactly: \"Jonas \" is another name"
    );
    assert_eq!(refused("Jonsa", ""), TournamentError::EmptyName);
    assert_eq!(refused("Jonsa", "  "), TournamentError::EmptyName);
    assert_eq!(
        refused("Jonsa", "Anna"),
        TournamentError::DuplicateName {
            name: "Anna".into()
        }
    );
    assert_eq!(
        refused("Jonsa", "Jonsa"),
        TournamentError::DuplicateName {
            name: "Jonsa".into()
        },
        "a rename that changes nothing"
    );
    assert_eq!(
        refused("Jonsa", "Jonas "),
        TournamentError::DuplicateName {
            name: "Jonas ".into()
        }
    );
    assert!(event.rename("Jonsa", "Jonas".into()).is_ok());

    // In the school team tournament classes and pupils share one list of names.
    let event = play_matches(school());
    let refused = |from: &str, to: &str| event.rename(from, to.to_string()).unwrap_err();
    assert_eq!(
        refused("Jonsa", "5a"),
        TournamentError::DuplicateName { name: "5a".into() }
    );
    assert_eq!(
        refused("5a", "Ali"),
        TournamentError::DuplicateName { name: "Ali".into() }
    );
    assert_eq!(
        refused("5c", "5d"),
        TournamentError::UnknownName { name: "5c".into() }
    );
    for word in ["draw", "void"] {
        assert_eq!(
            refused("5a", word),
            TournamentError::ReservedName { name: word.into() },
            "X-5: a board says {word} in that word"
        );
    }
}

/// Renaming is allowed before the first result and after the last.
#[test]
fn a_rename_is_taken_before_the_first_result_and_after_the_last() {
    let fresh = Event::new(file(System::RoundRobin, &["Anna", "Jonsa"])).unwrap();
    rename_keeps_everything(&fresh, "Jonsa", "Jonas");
    let over = play_games(fresh);
    assert!(over.is_over());
    let renamed = rename_keeps_everything(&over, "Jonsa", "Jonas");
    assert!(renamed.is_over());
}
