//! English: every word of the app, feature by feature.

use hotstone_i18n::en::{
    caption, color, count_error, end, fill_in_outcome, handicap_error as handicap_refused, plural,
    preset, refusal as refused, rule_name, rule_source, stones,
};
use hotstone_i18n::half_points;
use hotstone_rules::{
    Color, End, HandicapKind, HandicapPoint, HandicapStyle, Method, Outcome, PlacementName, Reason,
    Scoring, StepKind,
};

use super::points;
use super::EntryText;
use super::TournamentText as T;
use super::{
    endonym, join, known_in_url, point_name, speed_name, spoken_time, unit, ClockText, EditText,
    FillInText, HandicapText, MarkWord, MarkingText, PointWords, RecordText, Text, TimeWords,
};
use crate::state::board_record::{RecordError, Refused};
use crate::state::clock::ClockKind;
use crate::state::fill_in::FillInSaid;
use crate::state::handicap_view::HandicapSaid;
use crate::state::marking::{CompareKomi, MarkingSaid, Mode};
use crate::state::record::LoadError;
use crate::state::tournament::PageError;
use crate::state::{EditSaid, Said, StartError, Tool};
use hotstone_rules::{Penalty, PenaltyReason, SetupError};
use hotstone_sgf::ReplayError;
use hotstone_tournament as tour;

/// The way back from the tournament page: its own button and the host's.
const BACK_TO_BOARD: &str = "Back to the board";

pub(super) fn text(t: Text<'_>) -> String {
    match t {
        Text::AppTitle => "Hotstone".into(),
        Text::Language => "Language".into(),
        Text::LanguageName(l) => endonym(l).into(),
        Text::Projector => "Projector mode".into(),
        Text::Fullscreen => "Fullscreen".into(),
        Text::Coordinates => "Coordinates".into(),
        Text::MoveNumbers => "Move numbers".into(),
        Text::MoveNumbersLast(n) => format!("Move numbers: last {n}"),
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
        Text::LessonRules { written, played } => format!(
            "This lesson is written for {} rules; here it is played under {} rules.",
            preset(written),
            preset(played)
        ),
        Text::Passed(c) => format!("{} passed. One more pass ends the game.", color(c)),
        Text::Player { color: c, name: "" } => color(c).into(),
        Text::Player { color: c, name } => format!("{name} ({})", color(c)),
        Text::Captures(n) => format!("captures: {n}"),
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
        Text::PointName(f) => point_name(f, &POINT),
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
        Text::KeysHelp { play, go_to } => format!(
            "Keys: arrows move the cursor{}, U or Ctrl+Z undoes, Ctrl+Y redoes, L goes to the last move{}.",
            if play { ", Enter or Space plays, P passes" } else { "" },
            if go_to { ", G to a point you type" } else { "" },
        ),
        Text::GoToPoint => "Go to point".into(),
        Text::GoToRefused { text, last, rows } => format!(
            "“{text}” is not on this board: type a column letter A to {last} (there is no I) and a row number 1 to {rows}, such as C3."
        ),
        Text::LessonHeading(title) => format!("Lesson: {title}"),
        Text::KeepPlaying => "Keep playing".into(),
        Text::DownloadSgf => "Download SGF".into(),
        Text::OpenSgf => "Open SGF…".into(),
        Text::ConfirmOpen(n) => format!(
            "This discards the current game ({}). Open the file's game?",
            plural(n, "move", "moves")
        ),
        Text::DiscardAndOpen => "Discard and open".into(),
        Text::ShowFillIn => "Show the fill-in count".into(),
        Text::CrashTitle => "Something went wrong".into(),
        Text::CrashBody => "Hotstone stopped because of a fault in its own code. The game up to the last move is kept: download it as SGF, or reload the page to go on.".into(),
        Text::CrashDownload => "Download the game as SGF".into(),
        Text::CrashReload => "Reload the page".into(),
        Text::Marking(m) => marking(m),
        Text::Record(r) => record(r),
        Text::Edit(e) => edit(e),
        Text::FillIn(m) => fill_in(m),
        Text::HandicapView(m) => handicap(m),
        Text::OpenTournament => "Tournament".into(),
        Text::OpenCourse => "Lessons".into(),
        Text::CourseLoading => "Loading the lessons…".into(),
        Text::NewGameLoading => "Loading the new-game options…".into(),
        Text::NewGameNotLoaded => "The new-game options could not be loaded. Check the connection and try again; the game on the board is kept.".into(),
        Text::CourseNotLoaded => "The lessons could not be loaded. Check the connection and open them again; the game on the board is kept.".into(),
        Text::TournamentLoading => "Loading the tournament page…".into(),
        Text::TournamentNotLoaded => "The tournament page could not be loaded. Check the connection and open it again; the game on the board is kept.".into(),
        Text::BackToBoard => BACK_TO_BOARD.into(),
        Text::Clock(m) => clock(m),
        Text::Computer(m) => computer(m),
        Text::Embed(m) => embed(m),
        Text::CannotStart(e) => cannot_start(e),
    }
}

// --- The game ------------------------------------------------------------------------

fn said(s: &Said) -> String {
    match s {
        Said::Played {
            color: c,
            point,
            captured,
            self_removed,
            atari,
            hot,
            cycle,
            end: e,
            ..
        } => {
            let mut out = format!("{} {point}.", color(*c));
            if *captured > 0 {
                out += &format!(" Captures {}.", plural(*captured, "stone", "stones"));
            }
            if *self_removed > 0 {
                out += &format!(
                    " {} loses {} by suicide, which these rules allow.",
                    color(*c),
                    plural(*self_removed, "own stone", "own stones")
                );
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
        Said::LostOnTime(loss) => end(End::Time {
            loser: loss.loser,
            reason: loss.reason,
        }),
        Said::Resigned { color: c } => {
            format!("{} resigns. {} wins.", color(*c), color(c.opponent()))
        }
        Said::Refused { color: c, refusal } => refused(*c, refusal),
        Said::HandicapRefused(e) => handicap_refused(e),
        Said::Placed { point, left: 0 } => {
            format!("Handicap stone at {point}. All handicap stones are placed: White to move.")
        }
        Said::Placed { point, left } => format!(
            "Handicap stone at {point}. {} to place.",
            plural(*left as usize, "more stone", "more stones")
        ),
        Said::TookBack => "Move taken back.".into(),
        Said::NoLastMove => "No stone was played last.".into(),
        Said::Stepped { moves: 0 } => "The start shown.".into(),
        Said::Stepped { moves } => format!("Move {moves} shown."),
        Said::Replayed => "Move played again.".into(),
        Said::Resumed => "Play resumes.".into(),
        Said::Hint(h) => computer(super::ComputerText::HintIs(*h)),
        Said::ComputerLevel(n) => computer(super::ComputerText::Level(*n)),
        Said::NewGame => "New game.".into(),
        Said::NotRestored { lost: None } => {
            "The saved game could not be read; a new game starts.".into()
        }
        Said::UnknownInUrl { lesson, rules } => {
            let mut out = Vec::new();
            if let Some(name) = lesson {
                out.push(format!(
                    "The link asks for a lesson “{name}”, which does not exist. Known lessons: {}.",
                    known_in_url(true, ", ")
                ));
            }
            if let Some(name) = rules {
                out.push(format!(
                    "The link asks for rules “{name}”, which do not exist, so they are ignored. Known rules: {}.",
                    known_in_url(false, ", ")
                ));
            }
            out.join(" ")
        }
        Said::ViewNotRestored => {
            "A saved view (the clock, the dead-stone marking or the count) could not be restored; the game is kept.".into()
        }
        Said::NotRestored { lost: Some(n) } => format!(
            "The saved game was restored without its last {}: they no longer replay.",
            plural(*n, "action", "actions")
        ),
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
        Said::SgfUnreadable(e) => sgf_unreadable(e),
        Said::Marking(m) => marking_said(m),
        Said::Edit(e) => edit_said(e),
        Said::FillIn(m) => fill_in_said(m),
        Said::Handicap(m) => handicap_said(m),
    }
}

fn sgf_unreadable(e: &LoadError) -> String {
    match e {
        LoadError::Unreadable(why) => format!("The SGF file cannot be read: {why}."),
        LoadError::NoGame => "The file holds no game.".into(),
        LoadError::UnknownRules(ru) => {
            format!("Unknown rules RU[{ru}]: accepted are GOE, Ing, Japanese, Chinese, AGA, NZ.")
        }
        LoadError::BadSetup(e) => format!("The file's game cannot be set up. {}", bad_setup(e)),
        LoadError::CannotStart(e) => {
            format!("The file's game cannot be set up. {}", cannot_start(e))
        }
    }
}

/// A record's setup or Ing handicap moves refused by the rules, as a sentence.
fn bad_setup(e: &ReplayError) -> String {
    match e {
        ReplayError::Setup { error, .. } => {
            format!("Its stones cannot be placed: {}.", setup_refused(error))
        }
        ReplayError::Handicap { error, .. } => {
            format!("Its handicap cannot be given: {}", handicap_refused(error))
        }
    }
}

fn cannot_start(e: &StartError) -> String {
    match e {
        StartError::Komi => "Komi must be a number of points in steps of 0.5.".into(),
        StartError::Handicap(h) => handicap_refused(h),
        StartError::Position(_) => "The position has stones without liberties.".into(),
        StartError::ClockMinutes => {
            "The clock's minutes must be a whole number from 1 to 600.".into()
        }
        StartError::ClockPeriods(ClockKind::IngSeconds) => {
            "The overruns must be a whole number from 1 to 99.".into()
        }
        StartError::ClockPeriods(_) => "The periods must be a whole number from 1 to 99.".into(),
        StartError::ClockSeconds => {
            "The seconds of a period must be a whole number from 1 to 600.".into()
        }
        StartError::UnknownLesson(id) => format!("There is no lesson “{id}”."),
    }
}

fn cycle_step(step: usize, of: usize, to_move: Color) -> String {
    format!("Situation {step} of {of}: {} to move.", color(to_move))
}

/// The words of an accessible point name.
const POINT: PointWords = PointWords {
    separator: ", ",
    black_stone: "black stone",
    white_stone: "white stone",
    black_fill_in: "black fill-in stone",
    white_fill_in: "white fill-in stone",
    empty: "empty",
    hot: "hot",
    move_number: |n| format!("move {n}"),
    last_move: "last move",
    forbidden: "forbidden: ",
    rule_name,
};

fn handicap_style(s: HandicapStyle) -> &'static str {
    match s {
        HandicapStyle::Fixed => "fixed points",
        HandicapStyle::Free => "free placement",
        HandicapStyle::IngMoves => "Ing handicap moves",
    }
}

fn handicap_note(s: HandicapStyle) -> &'static str {
    match s {
        HandicapStyle::Fixed => "The stones go on the star points; White moves first.",
        HandicapStyle::Free => "Black places the stones anywhere by clicking; then White moves.",
        HandicapStyle::IngMoves => {
            "Black makes that many board plays while White passes (the handicap is one less)."
        }
    }
}

// --- Marking dead stones and comparing counts ----------------------------------------

fn method(m: Method) -> &'static str {
    match m {
        Method::Territory => "Territory",
        Method::Area => "Area",
        Method::FillIn => "Fill-in (Ing)",
    }
}

fn marking(t: MarkingText<'_>) -> String {
    match t {
        MarkingText::PointState {
            dead,
            disputed,
            territory,
        } => {
            let mut s = String::new();
            if dead {
                s.push_str(", dead");
            }
            if disputed {
                s.push_str(", disputed");
            }
            if let Some(c) = territory {
                s.push_str(&format!(", {}'s territory", color(c)));
            }
            s
        }
        MarkingText::Title => "Dead stones".into(),
        MarkingText::HowTo => "Click a stone (or press Enter on it) to mark its whole string dead, again to mark it alive. The marks start from Hotstone's suggestion.".into(),
        MarkingText::ModeLabel => "Who marks".into(),
        MarkingText::ModeName(Mode::One) => "One marking".into(),
        MarkingText::ModeName(Mode::Each) => "Each player marks".into(),
        MarkingText::MarkerLabel => "Marking now".into(),
        MarkingText::MarkerName(c) => format!("{}'s marks", color(c)),
        MarkingText::Summary {
            alive,
            dead,
            disputed,
        } => format!(
            "Agreed alive: {}. Agreed dead: {}. Disputed: {}.",
            plural(alive, "string", "strings"),
            plural(dead, "string", "strings"),
            plural(disputed, "string", "strings")
        ),
        MarkingText::Disputed {
            first,
            stones,
            dead_by,
        } => format!(
            "{first} ({}): {} says dead, {} says alive.",
            plural(stones, "stone", "stones"),
            color(dead_by),
            color(dead_by.opponent())
        ),
        MarkingText::ResumeToSettle => "Resume play to settle".into(),
        MarkingText::ResumeExplained => "Under Ing rules a dispute is settled on the board: play resumes, and after two more passes the stones are marked again (M-5).".into(),
        MarkingText::RefereeDecides => "The players disagree: a referee decides: life and death stone by stone, then territory, else a judgement of the whole position, else a draw (C-6). Change the marks to agree, or reset them.".into(),
        MarkingText::Reset => "Reset to suggestion".into(),
        MarkingText::UndoMark => "Undo mark".into(),
        MarkingText::FillInWaits => "The fill-in count waits until no string is disputed.".into(),
        MarkingText::LegendDead => "Dead stone (faded, dashed rim)".into(),
        MarkingText::LegendTerritory => "Territory: a square in the owner's colour".into(),
        MarkingText::LegendDisputed => "Disputed string (dashed ring)".into(),
        MarkingText::ResultTitle => "Result".into(),
        MarkingText::PenaltiesTitle => "Team penalties (X-3)".into(),
        MarkingText::AddPenalty { against, reason } => format!(
            "Penalty against {}: {} ({})",
            color(against),
            offence(reason),
            plural(reason.points().unwrap_or(0) as usize, "point", "points")
        ),
        MarkingText::Penalty(p) => penalty(&p),
        MarkingText::Remove => "Remove".into(),
        MarkingText::RemovePenalty(p) => format!("Remove: {}", penalty(&p)),
        MarkingText::Result { outcome, method: m } => {
            format!("{} counting: {}", method(m), marking_outcome(outcome))
        }
        MarkingText::SideCount {
            color: c,
            method: m,
            stones,
            territory,
            prisoners,
            komi,
            total,
        } => {
            let counted = match m {
                Method::Territory => format!(
                        "{territory} territory + {}",
                        plural(prisoners, "prisoner", "prisoners")
                    ),
                Method::Area | Method::FillIn => format!("{} + {territory} territory", plural(stones, "stone", "stones")),
            };
            let komi_part = match komi {
                0 => String::new(),
                k => format!(" + {} komi", half_points(k)),
            };
            format!(
                "{}: {counted}{komi_part} = {}",
                color(c),
                half_points(total)
            )
        }
        MarkingText::CompareTitle => "Comparing counts".into(),
        MarkingText::CompareKomiLabel => "Compensation".into(),
        MarkingText::CompareKomiName(CompareKomi::Game) => "This game's komi".into(),
        MarkingText::CompareKomiName(CompareKomi::Customary) => {
            "Each ruleset's usual komi (Japanese, Chinese, Ing)".into()
        }
        MarkingText::MethodName(m) => method(m).into(),
        MarkingText::RowRules => "Method".into(),
        MarkingText::RowKomi => "Komi".into(),
        MarkingText::RowBlack => "Black".into(),
        MarkingText::RowWhite => "White".into(),
        MarkingText::RowResult => "Result".into(),
        MarkingText::Komi(half) => half_points(half),
        MarkingText::CannotCount(_) => {
            "cannot count: more stones on the board than a bowl holds (B-4)".into()
        }
        MarkingText::Verdict { agree: true, .. } => "All three methods give the same result.".into(),
        MarkingText::Verdict {
            same_winner: true, ..
        } => "The same winner, by different margins.".into(),
        MarkingText::Verdict { .. } => "The methods do not agree on the winner.".into(),
        MarkingText::ReasonsTitle { agree: false } => "Why they differ".into(),
        MarkingText::ReasonsTitle { agree: true } => "Notes on the counts".into(),
        MarkingText::Reason(r) => reason(r),
    }
}

fn marking_outcome(o: Outcome) -> String {
    match o {
        Outcome::Counted { winner: None, .. } => "a draw".into(),
        Outcome::Counted {
            winner: Some(w),
            by_tie_rule: true,
            ..
        } => format!("{} wins the tie ({})", color(w), o.result()),
        Outcome::Counted {
            winner: Some(w),
            margin_half,
            ..
        } => format!(
            "{} wins by {} ({})",
            color(w),
            half_points(margin_half as i32),
            o.result()
        ),
        other => other.result(),
    }
}

fn reason(r: &Reason) -> String {
    match r {
        Reason::StonesAndPrisoners {
            black_stones,
            white_stones,
            black_prisoners,
            white_prisoners,
            black_gain,
        } => format!(
            "Prisoners: territory counting adds prisoners (Black {black_prisoners}, White {white_prisoners}), area counting counts stones on the board (Black {black_stones}, White {white_stones}). That moves the margin {} toward {} under area counting (C-1, C-4).",
            plural(black_gain.unsigned_abs() as usize, "point", "points"),
            if *black_gain > 0 { "Black" } else { "White" }
        ),
        Reason::SekiEyes { black, white, .. } => format!(
            "Seki: eyes of stones in seki (Black {black}, White {white}) are territory under area and fill-in counting, but nobody's under territory counting (C-4)."
        ),
        Reason::Compensation {
            territory_half,
            area_half,
            fill_in_half,
        } => format!(
            "Compensation: White receives {} under territory, {} under area, {} under fill-in counting (C-3, C-4, C-5).",
            half_points(*territory_half),
            half_points(*area_half),
            half_points(*fill_in_half)
        ),
        Reason::HalfPoint { remainder_half } => format!(
            "Fill-in shows compensation as stones worth 2 points each; the remainder, {}, which no stone can show, still counts (C-2).",
            half_points(*remainder_half as i32)
        ),
        Reason::TieRule { winner, methods } => format!(
            "Tie rule: with no difference, {} wins under {} (C-3: Black wins a tie under Ing).",
            color(*winner),
            join(methods, method, ", ")
        ),
        Reason::Draw { methods } => format!(
            "Draw: a whole komi leaves no difference under {} (C-4).",
            join(methods, method, ", ")
        ),
    }
}

/// Why a side pays penalty points (T-2, X-3).
fn offence(r: PenaltyReason) -> &'static str {
    match r {
        PenaltyReason::Time => "time",
        PenaltyReason::MoveOrder => "wrong move order",
        PenaltyReason::Consultation => "consultation",
    }
}

/// "Black pays 10 points: consultation (X-3)".
fn penalty(p: &Penalty) -> String {
    format!(
        "{} pays {}: {} ({})",
        color(p.against),
        plural(p.points as usize, "point", "points"),
        offence(p.reason),
        p.reason.requirement()
    )
}

fn marking_said(s: &MarkingSaid) -> String {
    match s {
        MarkingSaid::Marked {
            point,
            stones,
            dead,
            by,
            disputed,
        } => {
            let who = by.map_or(String::new(), |c| format!("{}: ", color(c)));
            let what = if *dead { "dead" } else { "alive" };
            let mut s = format!(
                "{who}{point} marked {what} ({}).",
                plural(*stones, "stone", "stones")
            );
            if *disputed > 0 {
                s.push_str(&format!(
                    " Disputed: {}.",
                    plural(*disputed, "string", "strings")
                ));
            }
            s
        }
        MarkingSaid::NoStone(p) => format!("{p} is empty: only stones can be marked dead."),
        MarkingSaid::Mode(m) => format!("{}.", marking(MarkingText::ModeName(*m))),
        MarkingSaid::Marker(c) => {
            format!("Now marking: {}.", marking(MarkingText::MarkerName(*c)))
        }
        MarkingSaid::Reset => "Marks reset to the suggestion.".into(),
        MarkingSaid::UndidMark => "Last mark undone.".into(),
        MarkingSaid::Resumed(n) => format!(
            "Play resumes to settle {} on the board (Ing, M-5).",
            plural(*n, "disputed string", "disputed strings")
        ),
        MarkingSaid::Counted(said, outcome, method) => format!(
            "{} {}.",
            marking_said(said),
            marking(MarkingText::Result {
                outcome: *outcome,
                method: *method
            })
        ),
        MarkingSaid::Penalty {
            penalty: p,
            added: true,
        } => format!("{}.", penalty(p)),
        MarkingSaid::Penalty { penalty: p, .. } => format!("Penalty taken back: {}.", penalty(p)),
    }
}

// --- The fill-in count (C-2, C-3, B-4, B-5) ------------------------------------------

fn fill_in(t: FillInText) -> String {
    match t {
        FillInText::Title => "Fill-in count (Ing)".into(),
        FillInText::Controls => "Fill-in playback".into(),
        FillInText::Play => "Play".into(),
        FillInText::Pause => "Pause".into(),
        FillInText::First => "First step".into(),
        FillInText::Last => "Result".into(),
        FillInText::Back => "Step back".into(),
        FillInText::Forward => "Step forward".into(),
        FillInText::Close => "Close the count".into(),
        FillInText::Speed => "Speed".into(),
        FillInText::SpeedName(s) => speed_name(s).into(),
        FillInText::StepOf { number, of } => format!("Step {number} of {of}"),
        FillInText::Caption(c) => caption(c),
        FillInText::Bowl(c) => format!("{}'s bowl", color(c)),
        FillInText::Stones(n) => stones(n as usize),
        FillInText::Frame {
            full_holes,
            partial,
            reserve,
        } => format!(
            "Measuring frame: {full_holes} of 36 holes full (5 each), {partial} in the next, {reserve} in the centre"
        ),
        FillInText::CompensationArea => "Compensation".into(),
        FillInText::CompensationFor { to, stones: n } => {
            format!("{} for {}", stones(n as usize), color(to))
        }
        FillInText::NoCompensation => "none".into(),
        FillInText::Result => "Result".into(),
        FillInText::Outcome(o) => fill_in_outcome(o),
        FillInText::Under(Scoring::Territory) => "Territory counting".into(),
        FillInText::Under(Scoring::Area) => "Area counting".into(),
        FillInText::Under(Scoring::IngFillIn) => "Fill-in counting".into(),
        FillInText::KeysHelp => {
            "Space: play or pause · ←/→: step · Home/End: first/result · Esc: close".into()
        }
    }
}

fn fill_in_said(s: &FillInSaid) -> String {
    match s {
        FillInSaid::Step {
            number,
            of,
            caption: c,
        } => format!(
            "{}: {}",
            fill_in(FillInText::StepOf {
                number: *number,
                of: *of
            }),
            caption(*c)
        ),
        FillInSaid::CannotCount(e) => count_error(e),
        FillInSaid::Closed => "Fill-in count closed.".into(),
    }
}

// --- Stepping through the handicap (H-1, H-2) ----------------------------------------

fn placement(name: PlacementName) -> &'static str {
    match name {
        PlacementName::Diagonal => "two corners on the diagonal",
        PlacementName::ThreeCorners => "three corners",
        PlacementName::FourCorners => "four corners",
        PlacementName::CornersAndCentre => "four corners and centre",
        PlacementName::CornersAndLeftRight => "four corners and left and right sides",
        PlacementName::CornersLeftRightAndCentre => "four corners, left and right sides and centre",
        PlacementName::CornersAndSides => "four corners and four sides",
        PlacementName::CornersSidesAndCentre => "four corners, four sides and centre",
    }
}

fn handicap_point(at: HandicapPoint) -> &'static str {
    match at {
        HandicapPoint::LowerLeft => "lower left corner",
        HandicapPoint::UpperRight => "upper right corner",
        HandicapPoint::LowerRight => "lower right corner",
        HandicapPoint::UpperLeft => "upper left corner",
        HandicapPoint::LeftSide => "left side",
        HandicapPoint::RightSide => "right side",
        HandicapPoint::LowerSide => "lower side",
        HandicapPoint::UpperSide => "upper side",
        HandicapPoint::Centre => "centre",
    }
}

fn handicap(t: HandicapText) -> String {
    match t {
        HandicapText::Title(HandicapKind::IngMoves { .. }) => "Handicap moves".into(),
        HandicapText::Title(HandicapKind::Fixed { .. } | HandicapKind::Free { .. }) => {
            "Handicap stones".into()
        }
        HandicapText::Statement(HandicapKind::IngMoves { n, .. }) => {
            format!("{n} handicap moves = handicap {}", n.saturating_sub(1))
        }
        HandicapText::Statement(HandicapKind::Fixed { name }) => {
            format!("{} stones: {}", name.stones(), placement(name))
        }
        HandicapText::Statement(HandicapKind::Free { stones }) => {
            format!("{stones} stones, placed freely")
        }
        HandicapText::SoFar { played, n } => {
            format!("Black has made {played} of {n} handicap moves.")
        }
        HandicapText::Timeline => "Steps of the handicap".into(),
        HandicapText::Step(kind) => step(kind),
        HandicapText::StepLine { kind, step: k, of } => {
            format!("{} (step {k} of {of})", step(kind))
        }
        HandicapText::Open => "Step through".into(),
        HandicapText::First => "First".into(),
        HandicapText::Previous => "Back".into(),
        HandicapText::Next => "Next".into(),
        HandicapText::Last => "Last".into(),
        HandicapText::Replay => "Replay".into(),
        HandicapText::Pause => "Pause".into(),
        HandicapText::Close => "Back to the game".into(),
        HandicapText::PassMark => format!("{} pass", color(Color::White)),
    }
}

fn step(kind: StepKind) -> String {
    match kind {
        StepKind::Play { k, n, point } => format!("Handicap move {k} of {n}: Black {point}"),
        StepKind::ObligatoryPass { .. } => "White passes (obligatory, H-2)".into(),
        StepKind::Stone {
            k,
            n,
            point,
            at: Some(at),
        } => format!("Handicap stone {k} of {n}: {point}, {}", handicap_point(at)),
        StepKind::Stone { k, n, point, .. } => format!("Handicap stone {k} of {n}: {point}"),
    }
}

fn handicap_said(s: &HandicapSaid) -> String {
    match *s {
        HandicapSaid::Step { kind, step, of } => {
            handicap(HandicapText::StepLine { kind, step, of })
        }
    }
}

// --- Tournaments (X-1..X-10) -----------------------------------------------------

fn tournament_system(s: tour::System) -> &'static str {
    match s {
        tour::System::RoundRobin => "Round robin (SST placement)",
        tour::System::SingleElimination => "Single elimination (SST placement)",
        tour::System::SchoolTeam => "School team tournament",
        tour::System::FourTables => "Four-player tables",
    }
}

fn tournament_criterion(c: tour::Criterion) -> &'static str {
    match c {
        tour::Criterion::Knockout => "knockout",
        tour::Criterion::Wins => "wins",
        tour::Criterion::A1 => "A1",
        tour::Criterion::A2 => "A2",
        tour::Criterion::B1 => "B1",
        tour::Criterion::B2 => "B2",
        tour::Criterion::VictoryPoints => "victory points",
        tour::Criterion::OpponentsPoints => "opponents' points",
        tour::Criterion::BoardPointsPerGame => "board points per game",
        tour::Criterion::Board1 => "board 1",
        tour::Criterion::Board2 => "board 2",
        tour::Criterion::Board3 => "board 3",
        tour::Criterion::Points => "points",
        tour::Criterion::Shares => "shares",
        tour::Criterion::Raw => "in-game points",
    }
}

fn tournament_why(reason: &tour::Reason, mine: &str, theirs: &str) -> String {
    match reason {
        tour::Reason::Alone => "the only entrant".to_string(),
        tour::Reason::Ahead { criterion: c, of } => {
            format!(
                "ahead of {of} on {}: {mine} to {theirs}",
                tournament_criterion(*c)
            )
        }
        tour::Reason::Behind { criterion: c, of } => {
            format!(
                "behind {of} on {}: {mine} to {theirs}",
                tournament_criterion(*c)
            )
        }
        tour::Reason::Decision { of, ahead: true } => {
            format!("equal with {of} on every criterion; ahead by play-off or lot")
        }
        tour::Reason::Decision { of, ahead: false } => {
            format!("equal with {of} on every criterion; behind by play-off or lot")
        }
        tour::Reason::Shared { with } => {
            format!("equal with {with} on every criterion: the place is shared")
        }
    }
}

fn tournament_error(e: &PageError) -> String {
    match e {
        // The page's way back is Undo, not the CLI's "withdraw": on this page a
        // withdrawal is a player's (001 "Suspendierung").
        PageError::Refused(tour::TournamentError::CorrectionChangesLaterRounds { round }) => format!(
            "Correcting round {round} would change the pairings of a later round whose results are entered: take those results back first with \"Undo the last change\", then correct."
        ),
        // The crate's own sentences are English.
        PageError::Refused(e) => e.to_string(),
        PageError::Seed => "The seed of the lot must be a whole number from 0.".to_string(),
        PageError::ClassLine(line) => {
            format!("'{line}' is not a class line: write the class, a colon, then its pupils (5a: Ali, Bea).")
        }
        PageError::NameSeparator(name) => format!(
            "'{name}': a class's or pupil's name may hold no colon and no comma; the list of entrants writes a class with them (5a: Ali, Bea)."
        ),
        PageError::NotRestored(e) => format!(
            "The tournament saved in this browser could not be restored ({e}). Its text is kept aside; import its file again or start a new tournament."
        ),
    }
}

pub(super) fn tournament(t: T<'_>) -> String {
    match t {
        T::BackToBoard => BACK_TO_BOARD.into(),
        T::Title => "Tournament".into(),
        T::CreateTitle => "New tournament".into(),
        T::NameLabel => "Name".into(),
        T::SystemLabel => "System".into(),
        T::SystemName(s) => tournament_system(s).into(),
        T::SeedLabel => "Seed of the lot".into(),
        T::EntrantsLabel(tour::System::SchoolTeam) => {
            "Classes, one per line: the class, a colon, its pupils in board order (5a: Ali, Bea, Cem)".into()
        }
        T::EntrantsLabel(_) => "Players, one per line".into(),
        T::Create => "Create".into(),
        T::Import => "Import a tournament file".into(),
        T::Export => "Export".into(),
        T::Print => "Print".into(),
        T::Undo => "Undo the last change".into(),
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
        T::ResultDraw([a, b]) => format!("{a} and {b} drew"),
        T::ResultVoid([a, b]) => format!("{a} – {b}: no result, out of the scoring"),
        T::ResultBothLost([a, b]) => format!("{a} and {b} both lost"),
        T::DrawButton => "Draw".into(),
        T::VoidButton => "No result".into(),
        T::BothLostButton => "Both lost".into(),
        T::VoidBoard => "no result, out of the scoring".into(),
        T::WithdrawLabel(tour::System::SchoolTeam) => "Withdraw a class".into(),
        T::WithdrawLabel(_) => "Withdraw a player".into(),
        T::Withdraw => "Withdraw…".into(),
        T::ConfirmWithdraw { name, system: tour::System::SchoolTeam } => format!(
            "Withdraw class {name} from the tournament? It loses its remaining matches on every board and is paired no more (001: \"verliert seine restlichen Partien\"); results already entered stand. Undo the last change takes it back."
        ),
        T::ConfirmWithdraw { name, .. } => format!(
            "Withdraw {name} from the tournament? {name} loses every remaining game (001: \"verliert seine restlichen Partien\"); results already entered stand. Undo the last change takes it back."
        ),
        T::ConfirmWithdrawal => "Withdraw".into(),
        T::Withdrawn { name, round } => format!("{name} withdrew in round {round}"),
        T::RenameLabel(tour::System::SchoolTeam) => "Rename a class or pupil".into(),
        T::RenameLabel(_) => "Rename a player".into(),
        T::ClassOption(name) => format!("class {name}"),
        T::NewName => "New name".into(),
        T::Rename => "Rename".into(),
        T::WithdrewIn(round) => format!("withdrew in round {round}"),
        T::ResultForfeit { winner: Some(w), withdrawn } => format!(
            "{w} wins by forfeit: {} withdrew (001), not played",
            withdrawn.join(" and ")
        ),
        T::ResultForfeit { winner: None, withdrawn } => format!(
            "lost by forfeit: {} withdrew (001), not played",
            withdrawn.join(" and ")
        ),
        T::ResultMatch(s) => {
            let how = match s.decider {
                tour::Decider::BoardPoints => "on board points".to_string(),
                tour::Decider::Board(b) => format!("on board {b} (equal board points)"),
                tour::Decider::Lot => "by play-off or lot".to_string(),
            };
            format!(
                "{} {} : {} {} — {} wins {how}",
                s.teams[0], s.board_points[0], s.board_points[1], s.teams[1], s.teams[s.winner]
            )
        }
        T::ResultTable(scores) => super::tournament_scores(scores),
        T::Standings => "Standings".into(),
        T::FinalStandings => "Final standings".into(),
        T::Place => "Place".into(),
        T::Name => "Name".into(),
        T::ReasonColumn => "Why this place".into(),
        T::Criterion(c) => tournament_criterion(c).into(),
        T::Why { reason, mine, theirs } => tournament_why(reason, mine, theirs),
        T::Error(e) => tournament_error(e),
        T::Dismiss => "Dismiss".into(),
        T::EditEntrants => "Edit the entrants".into(),
        T::EditingHint => "No result is entered yet: correct the list (a typo, a late entry, a player who did not come) and create the tournament again. The pairings are drawn anew.".into(),
        T::MissingScores(names) => format!(
            "Enter a score (a whole number from 0) for {}. Nothing was entered.",
            names.join(", ")
        ),
    }
}

// --- Tournament results: SGF, corrections, play-off or lot (X-5, X-7) ---------------

fn record_error(e: &RecordError) -> String {
    let what = match e {
        RecordError::NoGame => "The file holds no game.".to_string(),
        RecordError::Unreadable(m) => format!("Not a readable SGF game record: {m}."),
        RecordError::BadSetup(e) => format!("The record's game cannot be set up. {}", bad_setup(e)),
        RecordError::CannotStart(e) => format!("The record's game cannot be set up. {}", cannot_start(e)),
        RecordError::NoNames => {
            "The record names neither player (PB, PW), so it cannot say who won here.".into()
        }
        RecordError::WrongPlayers { black, white } => format!(
            "The record's players (Black: {}, White: {}) are not the ones of this pairing or board.",
            or_unnamed(black),
            or_unnamed(white)
        ),
        RecordError::Draw => "The record's game is a draw; a game here needs a winner.".into(),
        RecordError::NoResult => "The record has no result: RE is missing or gives none, and play did not end with two passes.".into(),
        RecordError::Pending => "The record's result is pending (RE[?]): the referee has yet to adjudicate the game. Enter it once decided.".into(),
    };
    format!("{what} Nothing was entered.")
}

/// The moves of a record the rules refused (E-4 makes such a move lose; the organiser
/// decides): how many, and the first with its rule and requirement.
fn refused_moves(r: &Refused) -> String {
    let first = &r.first;
    let many = if r.count == 1 {
        "The rules refused 1 move of the record, skipped for this result:".to_string()
    } else {
        format!(
            "The rules refused {} of the record, skipped for this result; the first:",
            plural(r.count, "move", "moves")
        )
    };
    format!(
        "{many} move {}, {} {} ({}, {}).",
        first.number,
        color(first.color),
        first.mv,
        rule_name(first.refusal.kind()),
        first.refusal.requirement()
    )
}

fn or_unnamed(name: &str) -> &str {
    if name.is_empty() {
        "?"
    } else {
        name
    }
}

pub(super) fn entry(t: EntryText<'_>) -> String {
    match t {
        EntryText::OpenRecord => "Result from SGF".into(),
        EntryText::OpenBoardRecord(board) => format!("Board {board}: result from SGF"),
        EntryText::Proposal(p) if p.counted => format!(
            "The record: {} (Black) – {} (White), counted after two passes with no stones taken off as dead: {}.",
            or_unnamed(&p.black_name),
            or_unnamed(&p.white_name),
            p.result
        ),
        EntryText::Proposal(p) if p.forfeit => format!(
            "The record: {} (Black) – {} (White), decided by its first illegal move, which loses under these rules (E-4): {}.",
            or_unnamed(&p.black_name),
            or_unnamed(&p.white_name),
            p.result
        ),
        EntryText::Proposal(p) => format!(
            "The record: {} (Black) – {} (White), {}.",
            or_unnamed(&p.black_name),
            or_unnamed(&p.white_name),
            p.result
        ),
        EntryText::Refused(r) => refused_moves(r),
        EntryText::Take(Some(winner)) => format!("Use this result: {winner} won"),
        EntryText::Take(None) => "Use this result: draw".into(),
        EntryText::Discard => "Discard".into(),
        EntryText::RecordError(e) => record_error(e),
        EntryText::Correct => "Correct".into(),
        EntryText::Cancel => "Cancel".into(),
        EntryText::Correcting(round) => format!("Correct the result of round {round}"),
        EntryText::RoundsPlayed => "Rounds played".into(),
        EntryText::DecisionTitle => "Play-off or lot".into(),
        EntryText::DecisionHint(names) => format!(
            "Equal on every criterion: {}. Enter the play-off or lot, best first.",
            names.join(", ")
        ),
        EntryText::DecisionPlace(n) => format!("Place {n}"),
        EntryText::Decide => "Enter the play-off or lot".into(),
    }
}

/// A clock's time in words (`spoken_time`).
const TIME: TimeWords = TimeWords {
    minutes: [" minute", " minutes"],
    seconds: [" second", " seconds"],
    point: '.',
};

fn clock(t: ClockText) -> String {
    match t {
        ClockText::Panel => "Clocks".into(),
        ClockText::Side {
            color: c,
            main_left,
            in_overtime,
            periods_left,
            period_left,
            penalty,
        } => {
            let mut out = format!("{}: {} left", color(c), spoken_time(main_left, &TIME));
            if in_overtime {
                if let (Some(p), Some(n)) = (period_left, periods_left) {
                    out = format!(
                        "{}: {} of the period left, {n} in all",
                        color(c),
                        spoken_time(p, &TIME)
                    );
                } else {
                    out = format!("{}: in extra time", color(c));
                }
            }
            if penalty > 0 {
                out += &format!(", penalty {penalty} points");
            }
            out
        }
        ClockText::PeriodsLeft { kind, left } => match kind {
            ClockKind::IngSeconds => {
                format!("{} left", plural(left as usize, "overrun", "overruns"))
            }
            _ => format!("{} left", plural(left as usize, "period", "periods")),
        },
        ClockText::Penalty(p) => format!("penalty {p}"),
        ClockText::Pause => "Pause the clock".into(),
        ClockText::Resume => "Start the clock".into(),
        ClockText::Paused => "paused".into(),
        ClockText::SecondsLeft { color: c, seconds } => {
            format!("{}: {}", color(c), unit(seconds, TIME.seconds))
        }
    }
}

// --- The computer opponent (issue 21) --------------------------------------------------

fn computer(t: super::ComputerText) -> String {
    use super::ComputerText as C;
    use crate::state::computer::Hint;
    match t {
        C::Opponent => "Opponent".into(),
        C::TwoPlayers => "Two players at this board".into(),
        C::Level(1) => "The computer, level 1 (just learned the rules)".into(),
        C::Level(n) if n == hotstone_player::Level::MAX => {
            format!("The computer, level {n} (strongest)")
        }
        C::Level(n) => format!("The computer, level {n}"),
        C::ComputerPlays => "The computer plays".into(),
        C::Thinking => "The computer is thinking…".into(),
        C::Hint => "Hint".into(),
        C::HintIs(Hint::Play(p)) => format!("Hint: {p}"),
        C::HintIs(Hint::Pass) => "Hint: pass".into(),
        C::HintedPoint => ", hint".into(),
    }
}

// --- The embedded board ----------------------------------------------------------------

fn embed(m: super::EmbedText<'_>) -> String {
    use super::EmbedText;
    use crate::state::embed_problem::Problem as P;
    match m {
        EmbedText::ShowForbidden => "Forbidden points".into(),
        EmbedText::Problem(p) => match p {
            P::UnknownRules(r) => format!("Hotstone knows no rules called “{r}”."),
            P::Size(s) => {
                format!("A board of size {s} is not possible: boards have 2 to 25 lines.")
            }
            P::Komi(k) => format!("“{k}” is not a komi (a number such as 6.5)."),
            P::Handicap(h) => format!("A handicap of {h} is not possible on this board."),
            P::UnknownLesson(id) => format!("There is no lesson “{id}”."),
            P::Lesson(e) => format!("This lesson cannot be read (line {}).", e.line),
            P::Sgf(_) => "This game record cannot be read.".into(),
            P::Unreachable { url, .. } => format!("The file {url} could not be loaded."),
            P::Move(n) => format!("The record has no move {n}."),
            P::Panel(name) => format!("There is no panel “{name}”."),
        },
    }
}

fn record(t: RecordText<'_>) -> String {
    match t {
        RecordText::Title => "The record".into(),
        RecordText::Position { moves, variation } => {
            let at = match moves {
                0 => "Start".to_string(),
                n => format!("Move {n}"),
            };
            match variation {
                Some((k, of)) => format!("{at} · variation {k} of {of}"),
                None => at,
            }
        }
        RecordText::First => "To the start".into(),
        RecordText::Back => "Back".into(),
        RecordText::Forward => "Forward".into(),
        RecordText::Last => "To the end".into(),
        RecordText::Variations => "Variations:".into(),
        RecordText::Variation { n, next } => match next {
            Some((c, Some(p))) => format!("Variation {n}: {} {p}", color(c)),
            Some((c, None)) => format!("Variation {n}: {} passes", color(c)),
            None => format!("Variation {n}"),
        },
        RecordText::Mark(m) => match m {
            MarkWord::Triangle => ", triangle".into(),
            MarkWord::Square => ", square".into(),
            MarkWord::Circle => ", circle".into(),
            MarkWord::Cross => ", cross".into(),
            MarkWord::Label(text) => format!(", label {text}"),
            MarkWord::Dimmed => ", dimmed".into(),
            MarkWord::Variation(n) => format!(", next move of variation {n}"),
        },
        RecordText::Keys => "Stepping through a record: PageUp and PageDown (a clicker), or ← and → off the board, go back and forward; ↑ and ↓ off the board change the variation; Home and End go to the start and the end.".into(),
    }
}

/// The course's words (issue 36, L-2).
pub(super) fn course(t: super::CourseText<'_>) -> String {
    use super::CourseText as C;
    use hotstone_lessons::course::LessonState;
    use hotstone_lessons::sgf::WrongKind as W;
    match t {
        C::BackToBoard => BACK_TO_BOARD.into(),
        C::Title => "Lessons".into(),
        C::Progress { done, of } => format!("{done} of {of} lessons done"),
        C::State(LessonState::NotStarted) => "not started".into(),
        C::State(LessonState::Started) => "started".into(),
        C::State(LessonState::Done) => "done".into(),
        C::Contents => "All lessons".into(),
        C::NextLesson => "Next lesson".into(),
        C::CourseDone => "You have finished every lesson of the course.".into(),
        C::Step { step, steps } => format!("Step {step} of {steps}"),
        C::BoardName(n) => format!("{n} by {n} board"),
        C::ToMove(c) => format!("{} to move", color(c)),
        C::Right => "Right!".into(),
        C::Done => "Right! The lesson is done.".into(),
        C::Wrong => "Wrong: try again.".into(),
        C::NotListed => "Not this one: try again.".into(),
        C::WrongWhy(w) => match w {
            W::Legal => "That point may be played: try again.".into(),
            W::FoundAlready => "You have found that one already.".into(),
            W::NotAHandicapPoint { .. } => "Not a handicap point: try again.".into(),
            W::Placement(e) => handicap_refused(e),
            W::Value => "Not this value: try again.".into(),
            W::NotAsked | W::Listed(_) => "Wrong: try again.".into(),
        },
        C::Found { left: 0 } => "Found them all.".into(),
        C::Found { left } => format!("Found: {left} more to find."),
        C::Placed { left: 0 } => "All handicap stones placed.".into(),
        C::Placed { left } => format!("Placed: {left} more to place."),
        C::GoOn => "Press Next to go on.".into(),
        C::Hint => "Hint".into(),
        C::ShowAnswer => "Show answer".into(),
        C::ShownValue(v) => format!("The answer: {v}"),
        C::ShownAny => "Any answer of this kind is right here.".into(),
        C::Previous => "Previous step".into(),
        C::Next => "Next step".into(),
        C::Reset => "Reset".into(),
        C::Pass => "Pass".into(),
        C::ValueLabel { result: true } => "Who won, by how much (B+5, W+0.5, 0)".into(),
        C::ValueLabel { result: false } => "Your answer (a number)".into(),
        C::Answer => "Answer".into(),
        C::Unreadable { result: true } => "Write the result as B+5, W+0.5 or 0 for a draw.".into(),
        C::Unreadable { result: false } => "Write a number, such as 12 or 6.5.".into(),
    }
}

/// The new game's words (`super::new_game`).
pub(super) fn new_game(t: super::NewGameText<'_>) -> String {
    use super::NewGameText as N;
    match t {
        N::ClockField => "Clock".into(),
        N::ClockKind(k) => match k {
            ClockKind::None => "No clock",
            ClockKind::Absolute => "Absolute time",
            ClockKind::ByoYomi => "Byo-yomi",
            ClockKind::IngPenalty => "Ing SP: penalty points",
            ClockKind::IngSeconds => "Ing SZ: second counting",
        }
        .into(),
        N::ClockMinutes => "Main time (minutes)".into(),
        N::ClockPeriods(ClockKind::IngSeconds) => "Overruns".into(),
        N::ClockPeriods(_) => "Periods".into(),
        N::ClockPeriodSeconds(ClockKind::IngSeconds) => "Seconds per overrun".into(),
        N::ClockPeriodSeconds(_) => "Seconds per period".into(),
        N::PresetName(p) => preset(p).into(),
        N::Title => "New game".into(),
        N::BoardSize => "Board size".into(),
        N::SizeName(n) => format!("{n}×{n}"),
        N::Rules => "Rules".into(),
        N::KomiLabel => "Komi".into(),
        N::Handicap => "Handicap".into(),
        N::HandicapNone => "none".into(),
        N::HandicapStyleLabel => "Handicap style".into(),
        N::HandicapStyleName(s) => handicap_style(s).into(),
        N::HandicapNote(s) => handicap_note(s).into(),
        N::PlayerName(c) => format!("{} player", color(c)),
        N::StartFrom => "Start from".into(),
        N::EmptyBoard => "an empty board".into(),
        N::Start => "Start".into(),
        N::Cancel => "Cancel".into(),
        N::ConfirmDiscard(n) => format!(
            "This discards the current game ({}). Start the new one?",
            plural(n, "move", "moves")
        ),
        N::ConfirmLessonLink { lesson, moves } => format!(
            "The link opens the lesson “{lesson}”. Starting it discards the current game ({}). Start the lesson?",
            plural(moves, "move", "moves")
        ),
        N::DiscardAndStart => "Discard and start".into(),
        N::MoreOptions => "More…".into(),
    }
}

/// The edit mode's words (issue 37).
fn edit(t: EditText) -> String {
    match t {
        EditText::Mode => "Set up and mark".into(),
        EditText::Toolbar => "Set-up and marking tools".into(),
        EditText::Tool(tool) => tool_name(tool).into(),
        EditText::ToMove(c) => format!("{} to move", color(c)),
        EditText::ClearBoard => "Clear board".into(),
        EditText::ClearMarks => "Clear marks".into(),
        EditText::Keys => "Setting up (E on the board): B black, W white, A alternate, D erase, T triangle, S square, C circle, X cross, K letter, N number, R arrow, I line, H dim; Enter or Space applies the tool at the cursor; U takes back.".into(),
        EditText::Liberties => "Liberties".into(),
        EditText::Atari => "Atari".into(),
        EditText::LibertyCount(1) => ", 1 liberty".into(),
        EditText::LibertyCount(n) => format!(", {n} liberties"),
        EditText::InAtari => ", in atari".into(),
    }
}

fn tool_name(tool: Tool) -> &'static str {
    match tool {
        Tool::Black => "Black stone",
        Tool::White => "White stone",
        Tool::Alternate => "Alternating stones",
        Tool::Erase => "Erase",
        Tool::Triangle => "Triangle",
        Tool::Square => "Square",
        Tool::Circle => "Circle",
        Tool::Cross => "Cross",
        Tool::Letter => "Letter",
        Tool::Number => "Number",
        Tool::Arrow => "Arrow",
        Tool::Line => "Line",
        Tool::Dim => "Dim",
    }
}

fn edit_said(s: &EditSaid) -> String {
    match s {
        EditSaid::Mode(true) => "Set-up mode: click to place stones and marks.".into(),
        EditSaid::Mode(false) => "Set-up mode off: play goes on from here.".into(),
        EditSaid::Tool(tool) => format!("Tool: {}", tool_name(*tool)),
        EditSaid::Stone(p, Some(c)) => format!("{} stone set at {p}", color(*c)),
        EditSaid::Stone(p, None) => format!("{p} emptied"),
        EditSaid::Marked(p, tool) => format!("{}: {p}", tool_name(*tool)),
        EditSaid::From(p) => format!("From {p}: click where it goes"),
        EditSaid::ToMove(c) => format!("{} to move", color(*c)),
        EditSaid::ClearedBoard => "Board cleared".into(),
        EditSaid::ClearedMarks => "Marks cleared".into(),
        EditSaid::Refused(_, e) => format!("Not set up: {}.", setup_refused(e)),
    }
}

fn setup_refused(error: &SetupError) -> String {
    match error {
        SetupError::OffBoard { point, size } => format!("{point} is not on the {size} board"),
        SetupError::Twice { point } => format!("{point} is given two contents"),
        SetupError::NoLiberties { strings } => format!(
            "the string at {} would have no liberties",
            points(strings.iter().copied())
        ),
        SetupError::GameOver => "the game is over".into(),
    }
}
