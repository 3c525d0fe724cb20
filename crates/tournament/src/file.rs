//! The tournament file: the system, the entrants and the results entered so far. It is
//! the whole state: pairings, seatings and standings are computed from it, so a corrected
//! result corrects everything after it. The JSON shape is documented (with a schema) in
//! docs/tournaments.md.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::TournamentError;

/// The four systems of the seeds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum System {
    /// Everyone plays everyone, placed by SST points (X-1, X-2).
    RoundRobin,
    /// Knockout, placed by SST points (X-1, X-2; 001 "Plazierung"), a bye counting as a
    /// game won: the primary points are the rounds come through.
    SingleElimination,
    /// Classes as teams: knockout for the winner, Swiss for the others (X-3..X-7).
    SchoolTeam,
    /// Three rounds at tables of four (X-8..X-10).
    FourTables,
}

impl System {
    /// The four, in the order the tournament page offers them.
    pub const ALL: [System; 4] = [
        System::SchoolTeam,
        System::FourTables,
        System::RoundRobin,
        System::SingleElimination,
    ];

    /// The system of a name (`name`'s inverse).
    pub fn from_name(name: &str) -> Option<System> {
        System::ALL.into_iter().find(|s| s.name() == name)
    }

    pub fn name(self) -> &'static str {
        match self {
            System::RoundRobin => "round-robin",
            System::SingleElimination => "single-elimination",
            System::SchoolTeam => "school-team",
            System::FourTables => "four-tables",
        }
    }
}

/// The kinds of a game's result (round-robin, single-elimination).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GameKind {
    Won,
    /// 003 a 6, 000.
    Draw,
    /// Taken out of the scoring (000).
    Void,
    /// Both lost (001 "Suspendierung").
    BothLost,
}

impl System {
    /// Whether the system takes a game result of this kind: a round robin takes every
    /// kind, a knockout a win or a double loss (003 a 6: no draw; 003 g: a game is
    /// replayed, never left without result); the other systems enter no games.
    pub fn takes(self, kind: GameKind) -> bool {
        match self {
            System::RoundRobin => true,
            System::SingleElimination => matches!(kind, GameKind::Won | GameKind::BothLost),
            System::SchoolTeam | System::FourTables => false,
        }
    }
}

/// A class in the school team tournament: its pupils in board order (X-3).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Team {
    pub name: String,
    pub players: Vec<String>,
}

/// The file as written.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TournamentFile {
    #[serde(default)]
    pub name: String,
    pub system: System,
    /// The seed of every lot (X-6, X-8): the same file gives the same draw.
    #[serde(default)]
    pub seed: u64,
    /// Players (every system but school-team).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub players: Vec<String>,
    /// Classes (school-team).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub teams: Vec<Team>,
    /// Results per round, round 1 first; the last round may be partly entered.
    #[serde(default)]
    pub rounds: Vec<Vec<Outcome>>,
    /// Play-off or lot results (X-7's last step) for entrants tied on every criterion:
    /// each list names tied entrants best first.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub decisions: Vec<Vec<String>>,
}

/// One entered result, or a withdrawal (docs/tournaments.md, "Results beyond a win").
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged, try_from = "serde_json::Value")]
pub enum Outcome {
    /// A game of round-robin or single-elimination won by `winner`.
    Game { winner: String, loser: String },
    /// A drawn game, round-robin only: 003 a 6 has draws in a league ("引き分けとする")
    /// but none in a knockout ("トーナメント戦では引き分けはありません"); 000's referee may
    /// declare one ("als unentschieden erklären"). Half a primary point each.
    Draw { draw: [String; 2] },
    /// No result, round-robin only: the game is taken out of the scoring (000: "aus der
    /// Gesamtwertung herausnehmen"); it counts as not played.
    Void { void: [String; 2] },
    /// Both players lost (001 "Suspendierung": a suspended player "verliert seine
    /// restlichen Partien", so two suspended players who meet both lose).
    BothLost { lost: [String; 2] },
    /// A school team match (X-4, X-5).
    Match(TeamMatch),
    /// A four-player table: each player's in-game score (X-9, X-10).
    Table(BTreeMap<String, i64>),
    /// The entrant leaves the tournament (001 "Suspendierung", "Disqualifikation": "von
    /// der weiteren Teilnahme ... ausgeschlossen und verliert seine restlichen Partien").
    /// Entered in a round's list like a result: from there on its games without a result
    /// are lost, it sits at no later table and its class is paired no more.
    Withdraw { withdraw: String },
}

/// A school team match as entered.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TeamMatch {
    /// The two classes.
    pub teams: [String; 2],
    /// The class that took Black on board 1 by nigiri (X-4); optional, for the record.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub black: Option<String>,
    /// Per board, board 1 first: the winning class's name, "draw" (X-5), or "void" (taken
    /// out of the scoring, 000).
    pub boards: Vec<String>,
    /// When every board was drawn: the play-off or lot winner (X-7).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub lot: Option<String>,
}

/// The word for a drawn board.
pub const DRAW: &str = "draw";

/// The word for a board taken out of the scoring (000: "aus der Gesamtwertung
/// herausnehmen"): no board point to either class, and no board game played (X-7).
pub const VOID: &str = "void";

impl TryFrom<serde_json::Value> for Outcome {
    type Error = String;

    /// Dispatches on the keys so that a mistake gets a message naming the shape meant.
    fn try_from(value: serde_json::Value) -> Result<Outcome, String> {
        let serde_json::Value::Object(map) = &value else {
            return Err("a result must be a JSON object".to_string());
        };
        let pair = |key: &str, shape: &str| -> Result<[String; 2], String> {
            #[derive(Deserialize)]
            struct Two(String, String);
            if map.len() != 1 {
                return Err(format!("{shape} has the one key \"{key}\""));
            }
            serde_json::from_value::<Two>(map[key].clone())
                .map(|Two(a, b)| [a, b])
                .map_err(|e| format!("{shape} names two players: {e}"))
        };
        if map.contains_key("draw") {
            return pair("draw", "a draw {\"draw\": [A, B]}").map(|draw| Outcome::Draw { draw });
        }
        if map.contains_key("void") {
            return pair("void", "a game without result {\"void\": [A, B]}")
                .map(|void| Outcome::Void { void });
        }
        if map.contains_key("lost") {
            return pair("lost", "a double loss {\"lost\": [A, B]}")
                .map(|lost| Outcome::BothLost { lost });
        }
        if map.contains_key("withdraw") {
            return match (map.len(), &map["withdraw"]) {
                (1, serde_json::Value::String(name)) => Ok(Outcome::Withdraw {
                    withdraw: name.clone(),
                }),
                _ => Err("a withdrawal is {\"withdraw\": NAME}".to_string()),
            };
        }
        if map.contains_key("winner") || map.contains_key("loser") {
            #[derive(Deserialize)]
            #[serde(deny_unknown_fields)]
            struct Game {
                winner: String,
                loser: String,
            }
            let g: Game = serde_json::from_value(value)
                .map_err(|e| format!("a game result is {{\"winner\", \"loser\"}}: {e}"))?;
            Ok(Outcome::Game {
                winner: g.winner,
                loser: g.loser,
            })
        } else if map.contains_key("teams") || map.contains_key("boards") {
            serde_json::from_value(value)
                .map(Outcome::Match)
                .map_err(|e| format!("a team match is {{\"teams\", \"boards\", ...}}: {e}"))
        } else {
            serde_json::from_value(value)
                .map(Outcome::Table)
                .map_err(|e| format!("a table result maps each player to an integer score: {e}"))
        }
    }
}

impl Outcome {
    /// The names the result is about, for messages and for finding its pairing.
    pub fn names(&self) -> Vec<String> {
        match self {
            Outcome::Game { winner, loser } => vec![winner.clone(), loser.clone()],
            Outcome::Draw { draw: two }
            | Outcome::Void { void: two }
            | Outcome::BothLost { lost: two } => two.to_vec(),
            Outcome::Withdraw { withdraw } => vec![withdraw.clone()],
            Outcome::Match(m) => m.teams.to_vec(),
            Outcome::Table(scores) => scores.keys().cloned().collect(),
        }
    }

    /// Reads one result (the same JSON shape as in the file), e.g. for the CLI's --record.
    pub fn from_json(text: &str) -> Result<Outcome, TournamentError> {
        serde_json::from_str(text).map_err(|e| TournamentError::Malformed {
            reason: e.to_string(),
        })
    }
}

impl TournamentFile {
    /// Whether any result is entered: before the first, the entrants may still change
    /// (a withdrawal is refused then: leave the entrant out).
    pub fn has_results(&self) -> bool {
        self.rounds.iter().any(|r| !r.is_empty())
    }

    /// Reads a file's text; any problem is `Malformed` with serde's reason and position.
    pub fn from_json(text: &str) -> Result<TournamentFile, TournamentError> {
        serde_json::from_str(text).map_err(|e| TournamentError::Malformed {
            reason: e.to_string(),
        })
    }

    /// The file as pretty JSON with a final newline.
    pub fn to_json(&self) -> String {
        let mut text = serde_json::to_string_pretty(self).unwrap_or_default();
        text.push('\n');
        text
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_result_shape_reads_and_writes_back() {
        let text = r#"{"name":"t","system":"four-tables","seed":3,"players":["a","b","c"],
            "rounds":[[{"a":3,"b":2,"c":1}]]}"#;
        let file = TournamentFile::from_json(text).unwrap();
        assert_eq!(file.system, System::FourTables);
        assert_eq!(TournamentFile::from_json(&file.to_json()).unwrap(), file);
        assert_eq!(
            Outcome::from_json(r#"{"winner":"a","loser":"b"}"#).unwrap(),
            Outcome::Game {
                winner: "a".into(),
                loser: "b".into()
            }
        );
        let m = Outcome::from_json(r#"{"teams":["5a","5b"],"black":"5a","boards":["5a","draw"]}"#)
            .unwrap();
        assert!(matches!(m, Outcome::Match(TeamMatch { ref boards, .. }) if boards.len() == 2));
    }

    #[test]
    fn malformed_input_is_refused_with_the_reason() {
        for (text, needle) in [
            ("{", "EOF"),
            (r#"{"system":"swiss"}"#, "unknown variant"),
            (
                r#"{"system":"round-robin","rounds":[[{"winner":"a"}]]}"#,
                "loser",
            ),
            (
                r#"{"system":"four-tables","rounds":[[{"a":"x"}]]}"#,
                "integer",
            ),
            (r#"{"system":"four-tables","colour":1}"#, "unknown field"),
        ] {
            let e = TournamentFile::from_json(text).unwrap_err();
            assert!(
                matches!(&e, TournamentError::Malformed { reason } if reason.contains(needle)),
                "{text}: {e}"
            );
        }
    }
}
