//! English.

use hotstone_i18n::en::{
    color, end, handicap_error as handicap, plural, preset, refusal as refused, rule_name,
    rule_source,
};
use hotstone_rules::{Color, End, HandicapStyle};

use super::{Lang, PointFacts, Text};
use crate::state::record::LoadError;
use crate::state::{Said, StartError};

fn said(s: &Said) -> String {
    match s {
        Said::Played {
            color: c,
            point,
            captured,
            atari,
            hot,
            cycle,
            end: e,
        } => {
            let mut out = format!("{} {point}.", color(*c));
            if *captured > 0 {
                out += &format!(" Captures {}.", plural(*captured, "stone", "stones"));
            }
            if *atari > 0 {
                out += &format!(" {} in atari.", color(c.opponent()));
            }
            if *hot {
                out += " Hot stone.";
            }
            if let Some(n) = cycle {
                out += &format!(" The position has occurred before ({n}-move cycle).");
            }
            if let Some(e) = e {
                out += " ";
                out += &end(*e);
            }
            out
        }
        Said::Passed { color: c, end: e } => {
            let mut out = format!("{} passes.", color(*c));
            if let Some(e) = e {
                out += " ";
                out += &end(*e);
            }
            if *e == Some(End::TwoPasses) {
                out += " Mark the dead stones beside the board.";
            }
            out
        }
        Said::Resigned { color: c } => {
            format!("{} resigns. {} wins.", color(*c), color(c.opponent()))
        }
        Said::Refused { color: c, refusal } => refused(*c, refusal),
        Said::HandicapRefused(e) => handicap(e),
        Said::Placed { point, left: 0 } => {
            format!("Handicap stone at {point}. All handicap stones are placed: White to move.")
        }
        Said::Placed { point, left } => format!(
            "Handicap stone at {point}. {} to place.",
            plural(*left as usize, "more stone", "more stones")
        ),
        Said::TookBack => "Move taken back.".into(),
        Said::Replayed => "Move played again.".into(),
        Said::Resumed => "Play resumes.".into(),
        Said::NewGame => "New game.".into(),
        Said::CycleStep { step, of, to_move } => cycle_step(*step, *of, *to_move),
        Said::OpenedSgf { moves, skipped } => {
            let mut out = format!("Game opened: {}.", plural(*moves, "move", "moves"));
            if *skipped > 0 {
                out += &format!(
                    " The rules refused {} of the file; skipped.",
                    plural(*skipped, "move", "moves")
                );
            }
            out
        }
        Said::SgfUnreadable(e) => match e {
            LoadError::Unreadable(why) => format!("The SGF file cannot be read: {why}."),
            LoadError::NoGame => "The file holds no game.".into(),
            LoadError::UnknownRules(ru) => format!(
                "Unknown rules RU[{ru}]: accepted are GOE, Ing, Japanese, Chinese, AGA, NZ."
            ),
            LoadError::BadSetup(why) => format!("The file's stones cannot be placed: {why}."),
        },
        Said::Marking(m) => super::marking::said(Lang::En, m),
        Said::FillIn(m) => super::fill_in::said(Lang::En, m),
        Said::Handicap(m) => super::handicap::said(Lang::En, m),
    }
}

fn cycle_step(step: usize, of: usize, to_move: Color) -> String {
    format!("Situation {step} of {of}: {} to move.", color(to_move))
}

fn point_name(f: PointFacts) -> String {
    let mut out = f.point.to_string();
    out += match f.stone {
        Some(Color::Black) => ", black stone",
        Some(Color::White) => ", white stone",
        None => ", empty",
    };
    if f.hot {
        out += ", hot";
    }
    if let Some(n) = f.number {
        out += &format!(", move {n}");
    }
    if f.last {
        out += ", last move";
    }
    if let Some(kind) = f.forbidden {
        out += ", forbidden: ";
        out += rule_name(kind);
    }
    out
}

pub(super) fn text(t: Text<'_>) -> String {
    match t {
        Text::AppTitle => "Hotstone".into(),
        Text::Language => "Language".into(),
        Text::LanguageName(l) => match l {
            Lang::En => "English",
            Lang::De => "Deutsch",
            Lang::Ja => "日本語",
        }
        .into(),
        Text::Projector => "Projector mode".into(),
        Text::Fullscreen => "Fullscreen".into(),
        Text::Coordinates => "Coordinates".into(),
        Text::MoveNumbers => "Move numbers".into(),
        Text::GameControls => "Game".into(),
        Text::ViewControls => "View".into(),
        Text::Pass => "Pass".into(),
        Text::Resign => "Resign".into(),
        Text::Undo => "Undo".into(),
        Text::Redo => "Redo".into(),
        Text::NewGame => "New game".into(),
        Text::ResumePlay => "Resume play".into(),
        Text::BoardName(n) => format!("{n} by {n} board"),
        Text::ToMove(c) => format!("{} to move", color(c)),
        Text::Player { color: c, name: "" } => color(c).into(),
        Text::Player { color: c, name } => format!("{name} ({})", color(c)),
        Text::Captures(n) => format!("captures: {n}"),
        Text::PresetName(p) => preset(p).into(),
        Text::RulesLine {
            preset: p,
            komi,
            size,
        } => format!("{size}×{size} · {} rules · komi {komi}", preset(p)),
        Text::MoveCount(n) => format!("moves: {n}"),
        Text::Ended(e) => end(e),
        Text::HandicapMovesLeft(left) => format!(
            "Handicap moves: Black plays {left} more; White's passes are made automatically."
        ),
        Text::PlaceHandicap(left) => format!(
            "Place {} on the board (click, or Enter on the cursor).",
            plural(left as usize, "more handicap stone", "more handicap stones")
        ),
        Text::PointName(f) => point_name(f),
        Text::RuleName(kind) => rule_name(kind).into(),
        Text::RuleSource(kind) => rule_source(kind).into(),
        Text::Hint { point, color: c, kind } => format!(
            "{point}: {} may not play here: {} ({}).",
            color(c),
            rule_name(kind),
            rule_source(kind)
        ),
        Text::Refused { color: c, refusal } => refused(c, refusal),
        Text::Said(s) => said(s),
        Text::Dismiss => "Dismiss".into(),
        Text::KoPanelTitle => "Repetition".into(),
        Text::CycleIng {
            length,
            disturber,
            point,
        } => format!(
            "A {length}-move cycle is complete. {} started it (the disturber) and may never again play {point} in that situation (Ing, disturbing ko).",
            color(disturber)
        ),
        Text::CycleRecurred { length, occurrence } => format!(
            "The position has recurred (occurrence {occurrence}) after a {length}-move cycle."
        ),
        Text::NoResultWarning => {
            "Under Japanese rules a third occurrence ends the game with no result.".into()
        }
        Text::BansInForce(n) => format!("Bans in force: {n}."),
        Text::BannedNow { color: c, point } => {
            format!("Banned now: {} may not play {point}.", color(c))
        }
        Text::StepThrough => "Step through the cycle".into(),
        Text::Previous => "Previous".into(),
        Text::Next => "Next".into(),
        Text::BackToGame => "Back to the game".into(),
        Text::CycleStep { step, of, to_move } => cycle_step(step, of, to_move),
        Text::LegendTitle => "Legend".into(),
        Text::LegendStone(c) => format!("{} stone", color(c)),
        Text::LegendLastMove => "Last move".into(),
        Text::LegendHot => {
            "Hot stone: may not be taken back at once (Ing, fighting ko)".into()
        }
        Text::LegendForbidden => {
            "Forbidden for the side to move: hover or focus a point to see why".into()
        }
        Text::LegendCursor => "Keyboard cursor".into(),
        Text::KeysHelp => {
            "Keys: arrows move the cursor, Enter or Space plays, P passes, U or Ctrl+Z undoes, Ctrl+Y redoes.".into()
        }
        Text::LessonHeading(title) => format!("Lesson: {title}"),
        Text::DialogTitle => "New game".into(),
        Text::BoardSize => "Board size".into(),
        Text::SizeName(n) => format!("{n}×{n}"),
        Text::Rules => "Rules".into(),
        Text::KomiLabel => "Komi".into(),
        Text::Handicap => "Handicap".into(),
        Text::HandicapNone => "none".into(),
        Text::HandicapStyleLabel => "Handicap style".into(),
        Text::HandicapStyleName(s) => match s {
            HandicapStyle::Fixed => "fixed points",
            HandicapStyle::Free => "free placement",
            HandicapStyle::IngMoves => "Ing handicap moves",
        }
        .into(),
        Text::HandicapNote(s) => match s {
            HandicapStyle::Fixed => "The stones go on the star points; White moves first.",
            HandicapStyle::Free => {
                "Black places the stones anywhere by clicking; then White moves."
            }
            HandicapStyle::IngMoves => {
                "Black makes that many board plays while White passes (the handicap is one less)."
            }
        }
        .into(),
        Text::PlayerName(c) => format!("{} player", color(c)),
        Text::StartFrom => "Start from".into(),
        Text::EmptyBoard => "an empty board".into(),
        Text::Start => "Start".into(),
        Text::Cancel => "Cancel".into(),
        Text::ConfirmDiscard(n) => format!(
            "This discards the current game ({}). Start the new one?",
            plural(n, "move", "moves")
        ),
        Text::DiscardAndStart => "Discard and start".into(),
        Text::KeepPlaying => "Keep playing".into(),
        Text::DownloadSgf => "Download SGF".into(),
        Text::OpenSgf => "Open SGF…".into(),
        Text::ConfirmOpen(n) => format!(
            "This discards the current game ({}). Open the file's game?",
            plural(n, "move", "moves")
        ),
        Text::DiscardAndOpen => "Discard and open".into(),
        Text::ShowFillIn => "Show the fill-in count".into(),
        Text::Marking(m) => super::marking::text(Lang::En, m),
        Text::FillIn(m) => super::fill_in::text(Lang::En, m),
        Text::HandicapView(m) => super::handicap::text(Lang::En, m),
        Text::CannotStart(e) => match e {
            StartError::Komi => "Komi must be a number of points in steps of 0.5.".into(),
            StartError::Handicap(h) => handicap(h),
            StartError::Position(_) => "The position has stones without liberties.".into(),
            StartError::UnknownLesson(id) => format!("There is no lesson “{id}”."),
        },
    }
}
