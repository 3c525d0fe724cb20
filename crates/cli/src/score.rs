//! `hotstone score`: replays a record's main line (as `replay` does), takes off the dead
//! strings named with `--dead`, and counts the final position under the ruleset's method
//! (C-1, C-2, C-4): one JSON document with both sides' counts, the result and, under
//! Ing, the fill-in model step by step. Every figure comes from the rules crate.
//!
//! The record's refused moves are listed. Under `computer-tournament` the first
//! illegal one decides the game: its player loses by forfeit (E-4, 003 4 f), the count
//! shown beside it. Under the other presets, whose seeds say nothing of an illegal move
//! left in a record, the count decides and a warning on stderr names the refusal.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::Args;
use hotstone_report::{Caption, FillInStep, SideCount, Words};
use hotstone_rules::{
    count, is_illegal_move, record_illegal_move_loses, record_verdict, Adjustments, DeadStones,
    FillIn, FillInSide, Frame, FrameKind, Outcome, Penalty, PenaltyReason, Place, Score,
};
use hotstone_rules::{Board, CaptureGoal, Color, End, GameResult, Komi, Point, Preset};
use serde::Serialize;

use crate::error::InputError;
use crate::replay::{self, Options, RefusedMove};
use crate::sgf;

#[derive(Debug, Args)]
pub struct ScoreArgs {
    /// Ruleset preset; wins over the file's RU. With neither, japanese. The preset's
    /// scoring picks the method: ing counts by fill-in, japanese, school-team and
    /// computer-tournament by territory, the others by area. Under capture-go the
    /// captures decide (L-4); the count is shown beside them.
    #[arg(long, value_name = "PRESET", value_parser = crate::arguments::parse_preset)]
    rules: Option<Preset>,

    /// Capture Go's goal, 1 to 10 captured stones (L-4); wins over the file's RU
    /// (`Capture Go 3`), which wins over 1. Only with the capture-go rules.
    #[arg(long, value_name = "N", value_parser = crate::arguments::parse_capture_goal)]
    captures: Option<CaptureGoal>,

    /// Komi in steps of 0.5; wins over the file's KM, which wins over the preset's komi.
    #[arg(long, value_name = "K", value_parser = crate::arguments::parse_komi, allow_negative_numbers = true)]
    komi: Option<Komi>,

    /// Dead stones, as comma-separated point names (e.g. C3,D4); each marks its whole
    /// string. A point that holds no stone is an error.
    #[arg(long, value_name = "POINTS")]
    dead: Option<String>,

    /// A team's offence in a school-team game (000, X-3), at the seed's price:
    /// `black:move-order` (a wrong move order, 1 point) or `white:consultation` (10
    /// points); repeat it for each offence. The count takes it with its reason.
    #[arg(long = "penalty", value_name = "COLOR:OFFENCE", value_parser = parse_penalty)]
    penalties: Vec<Penalty>,

    /// The SGF file, or - for standard input.
    #[arg(value_name = "FILE")]
    file: PathBuf,
}

/// `black:move-order`, `w:consultation`: an X-3 offence at the seed's price
/// (`Penalty::offence`). Time penalties come from Ing's clock, not from here.
fn parse_penalty(text: &str) -> Result<Penalty, String> {
    let usage = "a penalty is COLOR:OFFENCE, COLOR black or white, OFFENCE move-order \
                 (1 point) or consultation (10 points) (000, X-3)";
    let (color, offence) = text.split_once(':').ok_or_else(|| usage.to_string())?;
    let against =
        Color::parse(color.trim()).ok_or_else(|| format!("'{color}' is no colour: {usage}"))?;
    let reason = PenaltyReason::offence(offence.trim())
        .ok_or_else(|| format!("'{offence}' is no offence: {usage}"))?;
    Penalty::offence(against, reason).ok_or_else(|| usage.to_string())
}

pub fn main(args: ScoreArgs) -> ExitCode {
    let source = args.file.display().to_string();
    crate::io::emit(run(&args), &source)
}

fn run(args: &ScoreArgs) -> Result<String, InputError> {
    let bytes = crate::io::read_input(&args.file)?;
    let text = sgf::decode(&bytes)?;
    let record = sgf::read(&text)?;
    let options = Options {
        rules: args.rules,
        komi: args.komi,
        captures: args.captures,
        explain: false,
    };
    // The replay plays the main line; its final position is what is counted.
    let (played, game, refused) =
        replay::replay_game(&record, &options).map_err(|e| e.located(&text))?;
    let (preset, _) = replay::choose_preset(args.rules, record.ru.as_deref())?;
    let komi = replay::choose_komi(args.komi, record.komi_unless(args.komi)?, preset);
    if let Some(warning) = replay::komi_warning(&record, args.komi) {
        eprintln!("hotstone: {warning} ({})", args.file.display());
    }
    let captures = replay::choose_capture_goal(args.captures, record.ru.as_deref(), preset)?;
    let rules = replay::ruleset(preset, komi, captures);
    let board = game.board();
    let dead = dead_stones(board, args.dead.as_deref())?;
    // The game knows its prisoners and its handicap (H-1, H-2).
    // The penalties given with their reasons.
    let adjustments = Adjustments {
        penalties: args.penalties.clone(),
        ..Adjustments::of(&game)
    };
    let score =
        count(board, &dead, &rules, &adjustments).map_err(|e| InputError::new(e.to_string()))?;
    // No result (K-5) and Capture Go's captures (L-4) decide whatever the count says.
    let counted = match GameResult::decided(&game) {
        Some(o @ (Outcome::NoResult | Outcome::Captures { .. })) => o,
        _ => score.outcome,
    };
    // E-4: the rules crate says whether the record's first illegal move decides.
    let forfeit = record_verdict(preset, refused.iter().map(|r| (r.color, &r.refusal)));
    let outcome = forfeit.unwrap_or(counted);
    let mut report = ScoreReport::new(&score, outcome, &played, preset, komi);
    report.capture_goal = played.capture_goal;
    report.count_result = counted.result();
    report.refused = refused.iter().map(RefusedReport::new).collect();
    let first_illegal = refused.iter().find(|r| is_illegal_move(&r.refusal));
    match (forfeit, first_illegal, refused.first()) {
        (Some(_), Some(first), _) => report.decided_by = Some(Decision::illegal_move(first)),
        (_, _, Some(first)) => eprintln!("{}", warning(&args.file, &refused, first, preset)),
        _ => {}
    }
    let mut document = serde_json::to_string_pretty(&report)
        .map_err(|e| InputError::new(format!("cannot write the report as JSON: {e}")))?;
    document.push('\n');
    Ok(document)
}

/// The one stderr line for refused moves that do not decide the game: the count is of
/// the position without them (E-4 names the preset under which they would lose).
fn warning(
    file: &std::path::Path,
    refused: &[RefusedMove],
    first: &RefusedMove,
    preset: Preset,
) -> String {
    let n = refused.len();
    let illegal = refused.iter().any(|r| is_illegal_move(&r.refusal));
    let rule = if record_illegal_move_loses(preset) || !illegal {
        String::new()
    } else {
        format!(
            "; under {preset} an illegal move in a record does not decide the game, under \
             computer-tournament it loses (E-4, 003 4 f)"
        )
    };
    format!(
        "hotstone: warning: {}: {n} refused move{} skipped, the first move {} ({} {}: {}, {}); \
         the count is of the position without {}{rule}",
        file.display(),
        if n == 1 { "" } else { "s" },
        first.number,
        first.color.letter(),
        first.mv,
        first.refusal.code(),
        first.refusal.requirement(),
        if n == 1 { "it" } else { "them" },
    )
}

/// `--dead C3,D4`: each name is read for this board and marks its string.
fn dead_stones(board: &Board, names: Option<&str>) -> Result<DeadStones, InputError> {
    let mut dead = DeadStones::none(board.size());
    for name in names.unwrap_or("").split(',').map(str::trim) {
        if name.is_empty() {
            continue;
        }
        let at = || format!("--dead {name}");
        let point = board
            .size()
            .parse_point(name)
            .map_err(|e| InputError::new(e.to_string()).in_property(at()))?;
        dead.mark(board, point)
            .map_err(|e| InputError::new(e.to_string()).in_property(at()))?;
    }
    Ok(dead)
}

fn names(points: &[Point]) -> Vec<String> {
    points.iter().map(Point::to_string).collect()
}

fn half(h: i32) -> f64 {
    f64::from(h) / 2.0
}

/// The document `hotstone score` prints.
#[derive(Debug, Serialize)]
struct ScoreReport {
    size: u8,
    rules: &'static str,
    komi: f64,
    /// Capture Go's goal (L-4); left out in the full game.
    #[serde(skip_serializing_if = "Option::is_none")]
    capture_goal: Option<u32>,
    /// `fill-in`, `area` or `territory`.
    method: &'static str,
    /// The dead stones taken off (whole strings), sorted.
    dead: Vec<String>,
    /// How play ended (as in `replay`).
    end: Option<&'static str>,
    black: SideCount,
    white: SideCount,
    /// Empty points that count for nobody.
    shared: usize,
    /// Territory counting: the empty points in seki (shared liberties and eyes).
    seki: Vec<String>,
    /// Points White receives for a handicap (`Ruleset::handicap_compensation`).
    handicap_bonus: u32,
    /// The penalty points counted (`--penalty`, X-3), each with its side and reason;
    /// left out when there are none.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    penalties: Vec<PenaltyReport>,
    winner: Option<char>,
    margin: Option<f64>,
    /// As SGF's RE: `B+3`, `W+0.5`, `B+0` (a tie given to Black), `Draw`, `Void`, `B+`
    /// (Capture Go's captures decided, L-4), or
    /// `B+F`/`W+F` when an illegal move decided (E-4, see `decided_by`).
    result: String,
    /// The count's own result, as `result` writes it; differs from `result` when an
    /// illegal move decided.
    count_result: String,
    /// What decided the game instead of the count: under `computer-tournament`, the
    /// record's first illegal move (E-4, 003 4 f); null when the count decides.
    decided_by: Option<Decision>,
    /// The record's moves the rules refused, in order; they are skipped, the same player
    /// staying to move.
    refused: Vec<RefusedReport>,
    fill_in: Option<FillInReport>,
}

/// A refused move of the record.
#[derive(Debug, Serialize)]
struct RefusedReport {
    /// As `replay` numbers it: the file's move nodes from 1, refused ones included.
    number: usize,
    color: char,
    /// A..T name (B-2) or `pass`.
    point: String,
    /// `Refusal::code()`, e.g. `ko`, `occupied`, `wrong-player`.
    code: &'static str,
    /// The requirement that refuses it, e.g. `K-1`.
    requirement: &'static str,
}

impl RefusedReport {
    fn new(r: &RefusedMove) -> RefusedReport {
        RefusedReport {
            number: r.number,
            color: r.color.letter(),
            point: r.mv.to_string(),
            code: r.refusal.code(),
            requirement: r.refusal.requirement(),
        }
    }
}

/// Why the result is not the count's.
#[derive(Debug, Serialize)]
struct Decision {
    /// `illegal-move`.
    reason: &'static str,
    /// `E-4`.
    requirement: &'static str,
    /// The move that decided: its number, as in `refused`.
    number: usize,
    /// The player who made it, and lost.
    loser: char,
    text: String,
}

impl Decision {
    fn illegal_move(first: &RefusedMove) -> Decision {
        Decision {
            reason: "illegal-move",
            requirement: "E-4",
            number: first.number,
            loser: first.color.letter(),
            text: format!(
                "move {} ({} {}) is illegal ({}, {}): {}; under the computer-Go tournament \
                 rules an illegal move loses even when play went on (E-4, 003 4 f)",
                first.number,
                first.color.letter(),
                first.mv,
                first.refusal.code(),
                first.refusal.requirement(),
                first.refusal
            ),
        }
    }
}

impl ScoreReport {
    fn new(
        score: &Score,
        outcome: Outcome,
        played: &crate::report::Report,
        preset: Preset,
        komi: Komi,
    ) -> ScoreReport {
        ScoreReport {
            size: score.size.get(),
            rules: preset.name(),
            komi: komi.points(),
            capture_goal: None,
            method: score.method.code(),
            dead: names(&score.dead().points()),
            end: played.end,
            black: SideCount::of(score, Color::Black),
            white: SideCount::of(score, Color::White),
            shared: score.shared,
            seki: names(&score.seki),
            handicap_bonus: score.handicap_bonus,
            penalties: score.penalties.iter().map(PenaltyReport::new).collect(),
            winner: outcome.winner().map(Color::letter),
            margin: outcome.margin(),
            result: outcome.result(),
            count_result: outcome.result(),
            decided_by: None,
            refused: Vec::new(),
            fill_in: score
                .fill_in
                .as_ref()
                .map(|f| FillInReport::new(f, outcome)),
        }
    }
}

/// One penalty as the report shows it: who pays, how many points, why.
#[derive(Debug, Serialize)]
struct PenaltyReport {
    against: char,
    points: u32,
    reason: &'static str,
    requirement: &'static str,
}

impl PenaltyReport {
    fn new(p: &Penalty) -> PenaltyReport {
        PenaltyReport {
            against: p.against.letter(),
            points: p.points,
            reason: p.reason.code(),
            requirement: p.reason.requirement(),
        }
    }
}

#[derive(Debug, Serialize)]
struct FillInReport {
    /// Each side's supply (B-4).
    stones_each: u32,
    black: FillSideReport,
    white: FillSideReport,
    shared: u32,
    shared_each: u32,
    shared_left_empty: Option<String>,
    compensation_stones: u32,
    compensation_to: Option<char>,
    /// Compensation points no stone can show (a compensation not a multiple of 2).
    compensation_remainder: f64,
    /// Black's lead by the seed's count: 1 per winning point left, 2 per losing,
    /// compensation or penalty stone.
    difference: f64,
    steps: Vec<StepReport>,
}

#[derive(Debug, Serialize)]
struct FillSideReport {
    on_board: u32,
    in_bowl: u32,
    used: u32,
    left: u32,
    winning_points: u32,
    winning_points_left: u32,
    losing_stones: u32,
}

impl FillSideReport {
    fn new(s: &FillInSide) -> FillSideReport {
        FillSideReport {
            on_board: s.on_board,
            in_bowl: s.in_bowl,
            used: s.used,
            left: s.left,
            winning_points: s.winning_points,
            winning_points_left: s.winning_points_left,
            losing_stones: s.losing_stones,
        }
    }
}

impl FillInReport {
    fn new(f: &FillIn, outcome: Outcome) -> FillInReport {
        FillInReport {
            stones_each: f.stones_each,
            black: FillSideReport::new(&f.black),
            white: FillSideReport::new(&f.white),
            shared: f.shared,
            shared_each: f.shared_each,
            shared_left_empty: f.shared_left_empty.map(|p| p.to_string()),
            compensation_stones: f.compensation_stones,
            compensation_to: f.compensation_to.map(Color::letter),
            compensation_remainder: half(f.compensation_remainder_half as i32),
            difference: half(f.difference_half()),
            steps: f
                .steps
                .iter()
                .map(|step| StepReport::new(FillInStep::of(step, f, outcome, &RulesEnglish)))
                .collect(),
        }
    }
}

/// A bowl in the hexagonal measuring frame (B-5).
#[derive(Debug, Serialize)]
struct FrameReport {
    stones: u32,
    full_holes: u32,
    partial: u32,
    reserve: u32,
}

impl FrameReport {
    fn new(stones: u32) -> FrameReport {
        let f = Frame::of(FrameKind::Hexagonal, stones);
        FrameReport {
            stones,
            full_holes: f.full_holes,
            partial: f.partial,
            reserve: f.reserve,
        }
    }
}

#[derive(Debug, Serialize)]
struct Bowls {
    #[serde(rename = "B")]
    black: FrameReport,
    #[serde(rename = "W")]
    white: FrameReport,
}

/// One fill-in step as the document writes it: the one step view
/// (`hotstone_report::FillInStep`) with colours as letters, the bowls as measuring
/// frames, the place as `A1 corner`, `bottom side` or `inside`, and the rules crate's
/// own sentence.
#[derive(Debug, Default, Serialize)]
struct StepReport {
    step: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    color: Option<char>,
    #[serde(skip_serializing_if = "Option::is_none")]
    points: Option<Vec<String>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    stones: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    place: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    bowls: Option<Bowls>,
    #[serde(skip_serializing_if = "Option::is_none")]
    difference: Option<f64>,
    text: String,
}

/// The rules crate's own English: the document's sentences.
struct RulesEnglish;

impl Words for RulesEnglish {
    fn refusal(&self, _mover: Color, refusal: &hotstone_rules::Refusal) -> String {
        refusal.to_string()
    }

    fn rule_name(&self, kind: hotstone_rules::RefusalKind) -> &'static str {
        kind.code()
    }

    fn end(&self, end: End) -> String {
        end.code().to_string()
    }

    fn step(&self, step: &hotstone_rules::FillInStep, _caption: Caption) -> String {
        step.to_string()
    }
}

impl StepReport {
    fn new(step: hotstone_report::FillInStep) -> StepReport {
        // A step about points names them (also none); the others leave them out.
        let about_points =
            step.color.is_some() && step.stones.is_none() || step.step == "shared-left-empty";
        StepReport {
            step: step.step,
            color: step.color.map(|c| hotstone_rules::Color::from(c).letter()),
            points: about_points.then_some(step.points),
            stones: step.stones,
            place: step.place.map(|place| match place {
                Place::Corner(p) => format!("{p} corner"),
                Place::Side(s) => format!("{} side", s.code()),
                Place::Inside => "inside".to_string(),
            }),
            bowls: step.bowls.map(|b| Bowls {
                black: FrameReport::new(b.black),
                white: FrameReport::new(b.white),
            }),
            difference: step.difference,
            text: step.text,
        }
    }
}
