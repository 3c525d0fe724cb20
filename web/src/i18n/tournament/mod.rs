//! The catalogue's words for the tournament page, one file per language over one typed
//! list of messages: a message missing in a language does not compile.

mod de;
mod en;
mod ja;

use std::collections::BTreeMap;

use hotstone_tournament::{Criterion, MatchScore, Reason, System};

use super::Lang;
use crate::state::tournament::PageError;

/// A message of the tournament page.
#[derive(Debug, Clone, Copy)]
pub enum TournamentText<'a> {
    /// The header button that opens the page.
    Open,
    BackToBoard,
    Title,
    CreateTitle,
    NameLabel,
    SystemLabel,
    SystemName(System),
    SeedLabel,
    /// How to paste the entrants for a system.
    EntrantsLabel(System),
    Create,
    Import,
    Export,
    Print,
    Undo,
    NewTournament,
    ConfirmClose,
    Discard,
    Keep,
    /// "Round 2".
    Round(usize),
    Over,
    Table(usize),
    Bye(&'a str),
    /// A team match's heading: "4 boards; board 1 by nigiri".
    Boards(usize),
    /// One board of a team match and its colours.
    BoardSeat {
        board: usize,
        same_colours: bool,
    },
    Won(&'a str),
    Draw,
    BlackOnBoard1,
    NotChosen,
    Lot,
    /// The label of a player's in-game score field.
    Score(&'a str),
    EnterResult,
    ResultGame {
        winner: &'a str,
        loser: &'a str,
    },
    ResultMatch(&'a MatchScore),
    ResultTable(&'a BTreeMap<String, i64>),
    Standings,
    FinalStandings,
    Place,
    Name,
    ReasonColumn,
    Criterion(Criterion),
    /// Why a row stands where it does, with its value and the other's on the criterion.
    Why {
        reason: &'a Reason,
        mine: &'a str,
        theirs: &'a str,
    },
    Error(&'a PageError),
    Dismiss,
}

/// A table's scores, best first: "Ida 30, Hannes 28, Jonas 19".
fn scores(scores: &BTreeMap<String, i64>) -> String {
    let mut list: Vec<_> = scores.iter().collect();
    list.sort_by(|a, b| b.1.cmp(a.1));
    list.iter()
        .map(|(n, s)| format!("{n} {s}"))
        .collect::<Vec<_>>()
        .join(", ")
}

pub fn text(lang: Lang, text: TournamentText<'_>) -> String {
    match lang {
        Lang::En => en::text(text),
        Lang::De => de::text(text),
        Lang::Ja => ja::text(text),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use hotstone_tournament::TournamentError;

    #[test]
    fn x10_reasons_read_in_every_language() {
        let reason = Reason::Behind {
            criterion: Criterion::Shares,
            of: "Anna".into(),
        };
        let why = |lang| {
            text(
                lang,
                TournamentText::Why {
                    reason: &reason,
                    mine: "0.784",
                    theirs: "0.807",
                },
            )
        };
        assert_eq!(why(Lang::En), "behind Anna on shares: 0.784 to 0.807");
        assert_eq!(why(Lang::De), "hinter Anna nach Anteilen: 0,784 zu 0,807");
        assert!(why(Lang::Ja).contains("Anna"));
        let e = PageError::Refused(TournamentError::DuplicateName { name: "Ann".into() });
        for lang in [Lang::En, Lang::De, Lang::Ja] {
            assert!(text(lang, TournamentText::Error(&e)).contains("Ann"));
        }
    }
}
