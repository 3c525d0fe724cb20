//! English: the words of the rules.

use hotstone_rules::PenaltyReason;
use hotstone_rules::{
    Color, CountError, End, HandicapError, Outcome, Place, Preset, Refusal, RefusalKind, TimeReason,
};

pub use crate::plural;
use crate::{half_points, hot_points, Caption, Tally};

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
        End::Captures { winner } => format!(
            "{} reached the capture goal: {} wins (Capture Go).",
            color(winner),
            color(winner)
        ),
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
        TimeReason::LateArrival => "did not appear within the time limit",
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
        Preset::CaptureGo => "Capture Go",
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
            hot_points(hot)
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

// --- The fill-in count (C-2, C-3, B-4, B-5) ------------------------------------------

/// A count of stones: "1 stone", "3 stones".
pub fn stones(n: usize) -> String {
    plural(n, "stone", "stones")
}

/// Where a side's winning points were gathered (C-2).
pub fn place(p: Place) -> String {
    match p {
        Place::Corner(p) => format!("in the {p} corner"),
        Place::Side(s) => format!("on the {} side", s.code()),
        Place::Inside => "together".into(),
    }
}

/// The count's result, as the last step of the fill-in count says it.
pub fn fill_in_outcome(o: Outcome) -> String {
    match o {
        Outcome::Counted {
            winner: Some(w),
            margin_half: 0,
            by_tie_rule: true,
        } => format!("Tie, given to {} by the tie rule", color(w)),
        Outcome::Counted {
            winner: Some(w),
            margin_half: 2,
            ..
        } => format!("{} wins by 1 point", color(w)),
        Outcome::Counted {
            winner: Some(w),
            margin_half,
            ..
        } => format!(
            "{} wins by {} points",
            color(w),
            half_points(margin_half as i32)
        ),
        Outcome::Counted { winner: None, .. } => "Draw".into(),
        // A game that ended without result keeps none whatever the count (K-5):
        // shown as the record writes it.
        other => other.result(),
    }
}

/// The difference's parts in words: winning points 1 each, losing, compensation and
/// penalty stones 2 each (C-2).
pub fn tally(t: Tally) -> String {
    let mut parts = Vec::new();
    for (i, c) in [Color::Black, Color::White].into_iter().enumerate() {
        let (name, other) = (color(c), color(c.opponent()));
        let n = t.winning_points[i] as usize;
        if n > 0 {
            let points = plural(n, "winning point", "winning points");
            parts.push(format!("{name} {points} ×1"));
        }
        let n = t.losing_stones[i] as usize;
        if n > 0 {
            let stones = plural(n, "losing stone", "losing stones");
            parts.push(format!("{name}'s {stones} ×2 for {other}"));
        }
        let n = t.compensation[i] as usize;
        if n > 0 {
            let stones = plural(n, "compensation stone", "compensation stones");
            parts.push(format!("{stones} ×2 for {name}"));
        }
        let n = t.penalty[i] as usize;
        if n > 0 {
            let stones = plural(n, "penalty stone", "penalty stones");
            parts.push(format!("{stones} ×2 for {name}"));
        }
    }
    if parts.is_empty() {
        return "No winning points, no losing stones".into();
    }
    crate::joined(&parts, ", ")
}

/// Why a count cannot be made (B-4).
pub fn count_error(e: &CountError) -> String {
    match e {
        CountError::SizeMismatch { .. } => {
            "The dead stones were marked on another board size: no fill-in count.".into()
        }
        CountError::SupplyExceeded {
            color: c,
            on_board,
            supply,
        } => format!(
            "No fill-in count: {} has {on_board} stones on the board, more than the {supply} of its bowl (B-4).",
            color(*c)
        ),
    }
}

/// What a step of the fill-in count shows (C-2, C-3, B-4, B-5).
pub fn caption(c: Caption) -> String {
    match c {
        Caption::Supply {
            stones: n,
            on_board: [b, w],
        } => {
            let mut out = format!(
                "Each bowl holds {}, half the board's points less one; its measuring frame shows them in holes of 5.",
                stones(n as usize)
            );
            if b + w > 0 {
                out += &format!(
                    " The stones on the board came out of the bowls: Black's {b}, White's {w}."
                );
            }
            out
        }
        Caption::RemoveDead { color: c, stones } => format!(
            "{}'s dead stones ({stones}) leave the board and go back to {}'s bowl.",
            color(c),
            color(c)
        ),
        Caption::Bowls { black, white } => format!(
            "With dead stones and prisoners back, Black's bowl holds {}, White's {}.",
            stones(black as usize),
            stones(white as usize)
        ),
        Caption::Compensation {
            to,
            stones: n,
            remainder_half,
        } => {
            let extra = if remainder_half > 0 {
                format!(
                    ", and {} more that no stone can show",
                    half_points(remainder_half as i32)
                )
            } else {
                String::new()
            };
            format!(
                "Compensation: {} for {} in a separate area, 2 points each{extra}.",
                stones(n as usize),
                color(to)
            )
        }
        Caption::Penalty {
            against,
            stones: n,
            reason,
            ..
        } => format!(
            "{} penalty against {}: {} for {}, 2 points each.",
            match reason {
                PenaltyReason::Time => "Time",
                PenaltyReason::MoveOrder => "Move-order",
                PenaltyReason::Consultation => "Consultation",
            },
            color(against),
            stones(n as usize),
            color(against.opponent())
        ),
        Caption::FillTerritory {
            color: c,
            points,
            unfilled: 0,
        } => format!(
            "{} fills its territory from its own bowl, moving no stone: {points} points.",
            color(c)
        ),
        Caption::FillTerritory {
            color: c,
            points,
            unfilled,
        } => format!(
            "{} fills its territory from its own bowl, moving no stone: {points} points, until the bowl is empty; {unfilled} points of its area stay empty, its winning points.",
            color(c)
        ),
        Caption::FillShared { color: c, points } => {
            format!("{} fills its half of the shared points: {points}.", color(c))
        }
        Caption::SharedLeftEmpty { point } => {
            format!("The shared points are odd in number: {point} stays empty.")
        }
        Caption::WinningPoints {
            color: c,
            points,
            place: p,
        } => format!(
            "{}'s bowl is empty: {points} empty points are its winning points, gathered {}.",
            color(c),
            place(p)
        ),
        Caption::LeftInBowls { black, white } => format!(
            "Left in the bowls: Black {}, White {}. These are losing stones.",
            stones(black as usize),
            stones(white as usize)
        ),
        Caption::LosingStones { color: c, stones } => format!(
            "{}'s losing stones ({stones}) go into {}'s winning points.",
            color(c),
            color(c.opponent())
        ),
        Caption::Difference { tally: t, outcome } => {
            format!("{}: {}.", tally(t), fill_in_outcome(outcome))
        }
    }
}
