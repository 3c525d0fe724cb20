//! The tournament page in English.

use hotstone_tournament::{Criterion, Decider, Reason, System};

use super::TournamentText as T;
use crate::state::tournament::PageError;

fn system(s: System) -> &'static str {
    match s {
        System::RoundRobin => "Round robin (SST placement)",
        System::SingleElimination => "Single elimination (SST placement)",
        System::SchoolTeam => "School team tournament",
        System::FourTables => "Four-player tables",
    }
}

fn criterion(c: Criterion) -> &'static str {
    match c {
        Criterion::Knockout => "knockout",
        Criterion::Wins => "wins",
        Criterion::A1 => "A1",
        Criterion::A2 => "A2",
        Criterion::B1 => "B1",
        Criterion::B2 => "B2",
        Criterion::VictoryPoints => "victory points",
        Criterion::OpponentsPoints => "opponents' points",
        Criterion::BoardPointsPerGame => "board points per game",
        Criterion::Board1 => "board 1",
        Criterion::Board2 => "board 2",
        Criterion::Board3 => "board 3",
        Criterion::Points => "points",
        Criterion::Shares => "shares",
        Criterion::Raw => "in-game points",
    }
}

fn why(reason: &Reason, mine: &str, theirs: &str) -> String {
    match reason {
        Reason::Alone => "the only entrant".to_string(),
        Reason::Ahead { criterion: c, of } => {
            format!("ahead of {of} on {}: {mine} to {theirs}", criterion(*c))
        }
        Reason::Behind { criterion: c, of } => {
            format!("behind {of} on {}: {mine} to {theirs}", criterion(*c))
        }
        Reason::Decision { of, ahead: true } => {
            format!("equal with {of} on every criterion; ahead by play-off or lot")
        }
        Reason::Decision { of, ahead: false } => {
            format!("equal with {of} on every criterion; behind by play-off or lot")
        }
        Reason::Shared { with } => {
            format!("equal with {with} on every criterion: the place is shared")
        }
    }
}

fn error(e: &PageError) -> String {
    match e {
        // The crate's own sentences are English.
        PageError::Refused(e) => e.to_string(),
        PageError::Seed => "The seed of the lot must be a whole number from 0.".to_string(),
        PageError::ClassLine(line) => {
            format!("'{line}' is not a class line: write the class, a colon, then its pupils (5a: Ali, Bea).")
        }
    }
}

pub fn text(t: T<'_>) -> String {
    match t {
        T::Open => "Tournament".into(),
        T::BackToBoard => "Back to the board".into(),
        T::Title => "Tournament".into(),
        T::CreateTitle => "New tournament".into(),
        T::NameLabel => "Name".into(),
        T::SystemLabel => "System".into(),
        T::SystemName(s) => system(s).into(),
        T::SeedLabel => "Seed of the lot".into(),
        T::EntrantsLabel(System::SchoolTeam) => {
            "Classes, one per line: the class, a colon, its pupils in board order (5a: Ali, Bea, Cem)".into()
        }
        T::EntrantsLabel(_) => "Players, one per line".into(),
        T::Create => "Create".into(),
        T::Import => "Import a tournament file".into(),
        T::Export => "Export".into(),
        T::Print => "Print".into(),
        T::Undo => "Undo the last result".into(),
        T::NewTournament => "New tournament".into(),
        T::ConfirmClose => "Put this tournament away? Export it first to keep it.".into(),
        T::Discard => "Put away".into(),
        T::Keep => "Keep it".into(),
        T::Round(n) => format!("Round {n}"),
        T::Over => "The tournament is over.".into(),
        T::Table(n) => format!("Table {n}"),
        T::Bye(name) => format!("{name}: bye"),
        T::Boards(n) => format!("{n} boards; board 1 by nigiri"),
        T::BoardSeat { board, same_colours: true } => format!("Board {board} (colours as board 1)"),
        T::BoardSeat { board, same_colours: false } => {
            format!("Board {board} (colours opposite board 1)")
        }
        T::Won(name) => format!("{name} won"),
        T::Draw => "draw".into(),
        T::BlackOnBoard1 => "Black on board 1 (nigiri)".into(),
        T::NotChosen => "—".into(),
        T::Lot => "Play-off or lot winner (every board drawn)".into(),
        T::Score(name) => format!("Score of {name}"),
        T::EnterResult => "Enter result".into(),
        T::ResultGame { winner, loser } => format!("{winner} beat {loser}"),
        T::ResultMatch(s) => {
            let how = match s.decider {
                Decider::BoardPoints => "on board points".to_string(),
                Decider::Board(b) => format!("on board {b} (equal board points)"),
                Decider::Lot => "by play-off or lot".to_string(),
            };
            format!(
                "{} {} : {} {} — {} wins {how}",
                s.teams[0], s.board_points[0], s.board_points[1], s.teams[1], s.teams[s.winner]
            )
        }
        T::ResultTable(scores) => super::scores(scores),
        T::Standings => "Standings".into(),
        T::FinalStandings => "Final standings".into(),
        T::Place => "Place".into(),
        T::Name => "Name".into(),
        T::ReasonColumn => "Why this place".into(),
        T::Criterion(c) => criterion(c).into(),
        T::Why { reason, mine, theirs } => why(reason, mine, theirs),
        T::Error(e) => error(e),
        T::Dismiss => "Dismiss".into(),
    }
}
