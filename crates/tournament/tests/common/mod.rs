//! Helpers the tournament crate's test files share: entrants by name, a file of a
//! system, a game's outcome, a school-team round played. Each test file uses some of them.
#![allow(dead_code)]

use hotstone_tournament::{Event, Outcome, Pairing, System, TeamMatch, TournamentFile};

pub fn named(list: &[&str]) -> Vec<String> {
    list.iter().map(|s| s.to_string()).collect()
}

pub fn file(system: System, players: &[&str]) -> TournamentFile {
    TournamentFile {
        name: "test".into(),
        system,
        seed: 42,
        players: named(players),
        teams: Vec::new(),
        rounds: Vec::new(),
        decisions: Vec::new(),
    }
}

pub fn game(winner: &str, loser: &str) -> Outcome {
    Outcome::Game {
        winner: winner.into(),
        loser: loser.into(),
    }
}

/// Plays the current round's matches still to play: the first-named class wins every
/// board but the last, which is drawn.
pub fn play_matches(mut event: Event) -> Event {
    for p in event.current().unwrap().unwrap().missing() {
        if let Pairing::Match { teams, boards } = p {
            let mut results = vec![teams[0].clone(); boards.len()];
            *results.last_mut().unwrap() = "draw".into();
            let m = TeamMatch {
                teams: teams.clone(),
                black: Some(teams[1].clone()),
                boards: results,
                lot: None,
            };
            event = event.record(Outcome::Match(m)).unwrap();
        }
    }
    event
}
