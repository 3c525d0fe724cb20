//! A name written anew wherever the file names the entrant: a typo found after the first
//! result is fixed without re-entering anything. The file is the whole state, so the
//! event replayed from the renamed file has the same pairings and standings with the one
//! name replaced: nothing is ordered by how names sort (the lot shuffles the file's
//! order, equal entrants keep it, maps by name are only looked up).

use crate::{Outcome, TournamentFile, DRAW, VOID};

/// `name` made `to` when it is `from`.
fn swap(name: &mut String, from: &str, to: &str) {
    if name == from {
        *name = to.to_string();
    }
}

impl TournamentFile {
    /// The file with `from` replaced by `to` in every place that names an entrant: the
    /// players, the classes and their pupils, each result, withdrawal and decision.
    /// Unchecked: `Event::rename` says whether the rename may be made.
    pub(crate) fn renamed(&self, from: &str, to: &str) -> TournamentFile {
        let swap = |name: &mut String| swap(name, from, to);
        let mut file = self.clone();
        file.players.iter_mut().for_each(swap);
        for team in &mut file.teams {
            swap(&mut team.name);
            team.players.iter_mut().for_each(swap);
        }
        for outcome in file.rounds.iter_mut().flatten() {
            outcome.rename(from, to);
        }
        file.decisions.iter_mut().flatten().for_each(swap);
        file
    }
}

impl Outcome {
    /// Replaces `from` by `to` wherever the result names an entrant.
    fn rename(&mut self, from: &str, to: &str) {
        let swap = |name: &mut String| swap(name, from, to);
        match self {
            Outcome::Game { winner, loser } => {
                swap(winner);
                swap(loser);
            }
            Outcome::Draw { draw: two }
            | Outcome::Void { void: two }
            | Outcome::BothLost { lost: two } => two.iter_mut().for_each(swap),
            Outcome::Withdraw { withdraw } => swap(withdraw),
            Outcome::Match(m) => {
                m.teams.iter_mut().for_each(swap);
                m.black.iter_mut().for_each(swap);
                m.lot.iter_mut().for_each(swap);
                // A board says "draw" or "void" in those words, never a class's name
                // (no class is called so, X-5): a pupil called "draw" leaves it alone.
                m.boards
                    .iter_mut()
                    .filter(|b| *b != DRAW && *b != VOID)
                    .for_each(swap);
            }
            Outcome::Table(scores) => {
                if let Some(score) = scores.remove(from) {
                    scores.insert(to.to_string(), score);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{System, Team, TeamMatch};

    fn school(rounds: Vec<Vec<Outcome>>) -> TournamentFile {
        TournamentFile {
            name: "t".into(),
            system: System::SchoolTeam,
            seed: 1,
            players: Vec::new(),
            teams: vec![
                Team {
                    name: "5a".into(),
                    players: vec!["draw".into(), "Bea".into()],
                },
                Team {
                    name: "5b".into(),
                    players: vec!["Cem".into(), "Dana".into()],
                },
            ],
            rounds,
            decisions: vec![vec!["5b".into(), "5a".into()]],
        }
    }

    fn played() -> Outcome {
        Outcome::Match(TeamMatch {
            teams: ["5a".into(), "5b".into()],
            black: Some("5a".into()),
            boards: vec!["5a".into(), DRAW.into()],
            lot: None,
        })
    }

    #[test]
    fn x5_a_class_is_renamed_in_its_matches_and_decisions_and_a_drawn_board_stays() {
        let file = school(vec![vec![played()]]).renamed("5a", "5c");
        assert_eq!(file.teams[0].name, "5c");
        assert_eq!(
            file.rounds[0][0],
            Outcome::Match(TeamMatch {
                teams: ["5c".into(), "5b".into()],
                black: Some("5c".into()),
                boards: vec!["5c".into(), DRAW.into()],
                lot: None,
            })
        );
        assert_eq!(file.decisions, [["5b", "5c"]]);
    }

    #[test]
    fn a_pupil_called_draw_is_renamed_in_the_class_alone() {
        let file = school(vec![vec![played()]]).renamed("draw", "Dora");
        assert_eq!(file.teams[0].players, ["Dora", "Bea"]);
        assert_eq!(file.rounds, [[played()]], "the drawn board is still a draw");
    }

    #[test]
    fn a_table_score_moves_to_the_new_name() {
        let scores = [("Jonsa", 19), ("Ida", 30), ("Hannes", 28)]
            .map(|(n, s)| (n.to_string(), s))
            .into();
        let file = TournamentFile {
            system: System::FourTables,
            players: vec!["Jonsa".into(), "Ida".into(), "Hannes".into()],
            teams: Vec::new(),
            rounds: vec![vec![Outcome::Table(scores)]],
            decisions: Vec::new(),
            ..school(Vec::new())
        }
        .renamed("Jonsa", "Jonas");
        let Outcome::Table(scores) = &file.rounds[0][0] else {
            panic!("a table")
        };
        assert_eq!(scores.get("Jonas"), Some(&19));
        assert!(!scores.contains_key("Jonsa"));
        assert_eq!(file.players, ["Jonas", "Ida", "Hannes"]);
    }
}
