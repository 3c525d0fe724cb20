//! English: the words of the rules.

use hotstone_rules::{Color, End, HandicapError, Preset, Refusal, RefusalKind, TimeReason};

pub use crate::plural;
use crate::points;

pub fn color(c: Color) -> &'static str {
    match c {
        Color::Black => "Black",
        Color::White => "White",
    }
}

pub fn end(e: End) -> String {
    match e {
        End::TwoPasses => "Play has stopped: two passes in a row.".into(),
        End::Resignation { loser } => format!(
            "{} resigned: {} wins.",
            color(loser),
            color(loser.opponent())
        ),
        End::NoResult => {
            "No result: the same position occurred a third time (Japanese rules).".into()
        }
        End::Time { loser, reason } => format!(
            "{} lost on time ({}): {} wins.",
            color(loser),
            time_reason(reason),
            color(loser.opponent())
        ),
    }
}

pub fn time_reason(r: TimeReason) -> &'static str {
    match r {
        TimeReason::Absolute => "the time ran out",
        TimeReason::ByoYomi => "the last byo-yomi period ran out",
        TimeReason::IngPenalty => "more extra time than half the base time",
        TimeReason::IngSeconds => "one overrun more than allowed",
        TimeReason::LateArrival => "twice the lateness exceeded the base time",
    }
}

pub fn rule_name(kind: RefusalKind) -> &'static str {
    match kind {
        RefusalKind::GameOver => "game over",
        RefusalKind::WrongPlayer => "not this player's turn",
        RefusalKind::OffBoard => "off the board",
        RefusalKind::Occupied => "occupied",
        RefusalKind::Suicide => "suicide",
        RefusalKind::SingleStoneSuicide => "single-stone suicide",
        RefusalKind::Ko => "ko",
        RefusalKind::Superko => "superko",
        RefusalKind::HotStone => "hot stone",
        RefusalKind::Disturber => "disturbing ko",
        RefusalKind::HandicapPass | RefusalKind::HandicapPlay => "handicap moves",
    }
}

pub fn rule_source(kind: RefusalKind) -> &'static str {
    match kind {
        RefusalKind::GameOver => "the game has ended",
        RefusalKind::WrongPlayer => "the players take turns",
        RefusalKind::OffBoard => "the board's edge",
        RefusalKind::Occupied => "one stone per point",
        RefusalKind::Suicide => "these rules forbid suicide",
        RefusalKind::SingleStoneSuicide => "a play must change the position",
        RefusalKind::Ko => "basic ko",
        RefusalKind::Superko => "no whole-board position may repeat",
        RefusalKind::HotStone => "Ing, fighting ko",
        RefusalKind::Disturber => "Ing, disturbing ko",
        RefusalKind::HandicapPass | RefusalKind::HandicapPlay => "Ing handicap moves",
    }
}

pub fn preset(p: Preset) -> &'static str {
    match p {
        Preset::Ing => "Ing (SST)",
        Preset::Japanese => "Japanese",
        Preset::Simple => "Simple (7x7 introduction)",
        Preset::Chinese => "Chinese",
        Preset::Aga => "AGA",
        Preset::NewZealand => "New Zealand",
        Preset::TrompTaylor => "Tromp-Taylor",
        Preset::SchoolTeam => "School team (Japanese, komi 5)",
        Preset::ComputerTournament => "Computer tournament (Japanese, komi 6.5)",
    }
}

pub fn refusal(c: Color, r: &Refusal) -> String {
    let who = color(c);
    match r {
        Refusal::GameOver { end: e } => format!("The game is over. {}", end(*e)),
        Refusal::WrongPlayer { to_move } => format!("It is {}'s turn.", color(*to_move)),
        Refusal::OffBoard { point, .. } => format!("{point} is not on this board."),
        Refusal::Occupied { point } => format!("{point} already holds a stone."),
        Refusal::Suicide { point, .. } => format!(
            "{who} may not play {point}: it would leave its own stones without liberties, and these rules forbid suicide."
        ),
        Refusal::SingleStoneSuicide { point } => format!(
            "{who} may not play {point}: a single stone there would capture nothing and be removed at once, and a play must change the position."
        ),
        Refusal::Ko { retakes, .. } => format!(
            "{who} may not retake the ko at once: the stone at {retakes} has just captured (basic ko). Play elsewhere first."
        ),
        Refusal::Superko { situational, .. } => format!(
            "{who} may not play there: it would repeat an earlier {} (superko).",
            if *situational {
                "position with the same player to move"
            } else {
                "whole-board position"
            }
        ),
        Refusal::HotStone { hot, .. } if hot.len() == 1 => format!(
            "{who} may not take back a hot stone at once (Ing, fighting ko). Play elsewhere first."
        ),
        Refusal::HotStone { hot, .. } => format!(
            "{who} may not take back the hot stones {} at once (Ing, fighting ko). Play elsewhere first.",
            points(hot.iter().map(|h| h.point))
        ),
        Refusal::Disturber { point, ban } => format!(
            "{who} started a {}-move cycle here (Ing, disturbing ko) and may never again play {point} in this situation.",
            ban.cycle.length()
        ),
        Refusal::HandicapPass { left, .. } => format!(
            "White passes while Black makes the handicap moves ({left} left)."
        ),
        Refusal::HandicapPlay { left } => format!(
            "Black makes {} before passing.",
            plural(*left as usize, "more handicap move", "more handicap moves")
        ),
    }
}

pub fn handicap_error(e: &HandicapError) -> String {
    match e {
        HandicapError::NoPlacementForSize { size } => {
            format!("The {size} board has no fixed handicap points: choose free placement.")
        }
        HandicapError::NoPlacementForCount { size, stones, max } => format!(
            "{stones} handicap stones have no fixed points on the {size} board: 2 to {max} have."
        ),
        HandicapError::TooFew { .. } => "A handicap needs at least 2 stones.".into(),
        HandicapError::TooMany { stones, size } => {
            format!("{stones} handicap stones would fill the {size} board.")
        }
        HandicapError::OffBoard { point, .. } => format!("{point} is not on this board."),
        HandicapError::Twice { point } => format!("{point} is chosen twice."),
        HandicapError::Occupied { point } => format!("{point} already holds a stone."),
        HandicapError::NotAtStart => "A handicap is given before the first move.".into(),
        HandicapError::NotBlacksTurn => "Handicap moves start with Black to move.".into(),
        HandicapError::Setup(_) => "The handicap stones cannot be placed there.".into(),
        HandicapError::GameOver => "The game is over.".into(),
    }
}
