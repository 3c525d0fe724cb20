//! What a round asks of its entrants: games, team matches, tables, and byes.

use crate::ordered;
use serde::Serialize;

/// One pairing or seating of a round.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Pairing {
    /// Two players (round-robin, single-elimination).
    Game { players: [String; 2] },
    /// Two classes (school-team), with who sits at which board.
    Match {
        teams: [String; 2],
        boards: Vec<BoardSeat>,
    },
    /// A table of three or four, numbered from 1.
    Table { table: usize, players: Vec<String> },
    /// An entrant without an opponent this round: nothing to enter.
    Bye { name: String },
}

/// One board of a team match: the pupils of each class at it (two or three pupils of the
/// larger class play as one, X-3) and its colours relative to board 1.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct BoardSeat {
    pub board: usize,
    pub pupils: [Vec<String>; 2],
    /// odd boards take board 1's colours, even boards the opposite.
    pub same_colours_as_board_1: bool,
}

impl Pairing {
    /// The entrants who must report a result (none for a bye).
    pub fn names(&self) -> Vec<String> {
        match self {
            Pairing::Game { players } => players.to_vec(),
            Pairing::Match { teams, .. } => teams.to_vec(),
            Pairing::Table { players, .. } => players.clone(),
            Pairing::Bye { .. } => Vec::new(),
        }
    }

    /// Everyone the pairing seats, a bye included.
    pub fn seated(&self) -> Vec<String> {
        match self {
            Pairing::Bye { name } => vec![name.clone()],
            other => other.names(),
        }
    }

    pub fn is_bye(&self) -> bool {
        matches!(self, Pairing::Bye { .. })
    }

    /// Whether a result naming `names` (in any order) belongs to this pairing.
    pub fn is_for(&self, names: &[String]) -> bool {
        let mut mine = self.names();
        let mut theirs = names.to_vec();
        ordered::sort(&mut mine);
        ordered::sort(&mut theirs);
        !mine.is_empty() && mine == theirs
    }
}
