//! `hotstone tournament`: reads a tournament file (docs/tournaments.md), optionally enters
//! results (`--record`), withdraws the last one (`--undo`), corrects one (`--correct`) or
//! records a play-off or lot (`--decide`), writing the file back; then prints the round to play (pairings or
//! seating) and the standings with every tie-break column and each place's reason, as
//! text or JSON, and on request as CSV files. Every figure comes from hotstone-tournament.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::{Args, ValueEnum};
use hotstone_tournament::{
    score_match, Decider, Event, Outcome, Pairing, Round, Standings, System, TournamentError,
};
use serde::Serialize;

use crate::error::InputError;

#[derive(Debug, Args)]
pub struct TournamentArgs {
    /// Enter a result into the current round and write the file back. Repeatable, applied
    /// in order; if any is refused, nothing is written. A result is the JSON object of
    /// the file's `rounds` (e.g. '{"winner": "Ann", "loser": "Bo"}') or a short form:
    /// 'Ann>Bo' (Ann won), 'Ann=Bo' (a draw), 'Ann~Bo' (no result, out of the scoring),
    /// 'Ann<>Bo' (both lost) for a game; 'Ann=31,Bo=25,Cy=25' for a table.
    #[arg(long, value_name = "RESULT")]
    record: Vec<String>,

    /// Withdraw an entrant (001 "Suspendierung"), after any --record, and write the file
    /// back: its games without a result are lost, the next rounds pair or seat it no
    /// more. Repeatable. --undo takes a withdrawal back like a result.
    #[arg(long, value_name = "NAME")]
    withdraw: Vec<String>,

    /// Withdraw the last entered result and write the file back.
    #[arg(long, conflicts_with = "record")]
    undo: bool,

    /// Replace the result entered in round --round for the same entrants, and write the
    /// file back. Refused if it would change a later round's pairings whose results are
    /// entered (withdraw those first with --undo).
    #[arg(long, value_name = "RESULT", requires = "round", conflicts_with_all = ["record", "undo"])]
    correct: Option<String>,

    /// The round (from 1) of --correct.
    #[arg(long, value_name = "N", requires = "correct")]
    round: Option<usize>,

    /// Record a play-off or lot among entrants tied on every criterion, best first, as
    /// comma-separated names (X-7), and write the file back.
    #[arg(long, value_name = "NAMES")]
    decide: Option<String>,

    /// Output on stdout: a text report or one JSON document.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    format: Format,

    /// Also write the round's pairings or seating as CSV to this file.
    #[arg(long, value_name = "CSV")]
    pairings_csv: Option<PathBuf>,

    /// Also write the standings as CSV to this file.
    #[arg(long, value_name = "CSV")]
    standings_csv: Option<PathBuf>,

    /// The tournament file (JSON), or - for standard input (then nothing is written back).
    #[arg(value_name = "FILE")]
    file: PathBuf,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
enum Format {
    Text,
    Json,
}

pub fn main(args: TournamentArgs) -> ExitCode {
    let source = args.file.display().to_string();
    crate::io::emit(run(&args), &source)
}

fn run(args: &TournamentArgs) -> Result<String, InputError> {
    let changes = !args.record.is_empty()
        || !args.withdraw.is_empty()
        || args.undo
        || args.correct.is_some()
        || args.decide.is_some();
    // A game server may be entering results into the same file: a change is read, made
    // and written under the file's lock (`crate::files::lock`).
    let _lock = match changes && args.file.as_os_str() != "-" && args.file.exists() {
        true => Some(crate::files::lock(&args.file).map_err(|e| cannot_write(&args.file, &e))?),
        false => None,
    };
    let bytes = crate::io::read_input(&args.file)?;
    let text = String::from_utf8(bytes)
        .map_err(|_| InputError::new("not a tournament file: not UTF-8 text"))?;
    let read = Event::from_json(&text).map_err(refused)?;
    if changes && args.file.as_os_str() == "-" {
        return Err(InputError::new(
            "--record, --withdraw, --undo, --correct and --decide write the file back: give a \
             file, not -",
        ));
    }
    let mut event = read.clone();
    for result in &args.record {
        let outcome = parse_result(result, &event, "--record")?;
        event = event
            .record(outcome)
            .map_err(|e| in_option(e, "--record", result))?;
    }
    for name in &args.withdraw {
        event = event
            .withdraw(name.trim().to_string())
            .map_err(|e| in_option(e, "--withdraw", name))?;
    }
    if args.undo {
        event = event.undo().map_err(refused)?;
    }
    if let (Some(result), Some(round)) = (&args.correct, args.round) {
        let outcome = parse_result(result, &event, "--correct")?;
        event = event
            .correct(round, outcome)
            .map_err(|e| in_option(e, "--correct", result))?;
    }
    if let Some(names) = &args.decide {
        let order = names.split(',').map(|n| n.trim().to_string()).collect();
        event = event
            .decide(order)
            .map_err(|e| in_option(e, "--decide", names))?;
    }
    let current = event.current().map_err(refused)?;
    let standings = event.standings();
    let document = match args.format {
        Format::Text => text_report(&event, current.as_ref(), &standings),
        Format::Json => json_report(&event, current.as_ref(), &standings)?,
    };
    // Files last, once everything is known to be right, and all or none: the CSVs
    // first, the tournament file (the one that matters) last.
    let mut outputs = Vec::new();
    if let Some(path) = &args.pairings_csv {
        outputs.push((path.as_path(), pairings_csv(current.as_ref())?));
    }
    if let Some(path) = &args.standings_csv {
        outputs.push((path.as_path(), standings_csv(&standings)?));
    }
    if changes {
        outputs.push((args.file.as_path(), event.file().to_json().into_bytes()));
    }
    crate::files::write_all(&outputs).map_err(|(path, e)| cannot_write(&path, &e))?;
    Ok(document)
}

fn refused(e: TournamentError) -> InputError {
    InputError::new(e.to_string())
}

fn in_option(e: TournamentError, option: &str, value: &str) -> InputError {
    InputError::new(e.to_string()).in_property(format!("{option} {value}"))
}

fn cannot_write(path: &Path, e: &std::io::Error) -> InputError {
    InputError::new(format!(
        "cannot write {}: {}",
        path.display(),
        crate::io::io_reason(e)
    ))
}

/// A result as JSON, or in a short form: `A>B` (A beat B), `A=B` (a draw), `A~B` (no
/// result), `A<>B` (both lost), `A=3,B=2,C=1` (a table). Which results a system takes is
/// the crate's to say: a short form only spells the JSON.
/// A value that is neither is the option's fault, not the file's: the message names the
/// forms the system accepts.
fn parse_result(text: &str, event: &Event, option: &str) -> Result<Outcome, InputError> {
    let value = text;
    let text = text.trim();
    let (short, example) = match event.system() {
        System::RoundRobin | System::SingleElimination => (
            Some("WINNER>LOSER, A=B (draw), A~B (no result), A<>B (both lost)"),
            r#"{"winner": "Ann", "loser": "Bo"}"#,
        ),
        System::FourTables => (
            Some("NAME=SCORE,NAME=SCORE,..."),
            r#"{"Ann": 31, "Bo": 25, "Cy": 25}"#,
        ),
        System::SchoolTeam => (None, r#"{"teams": [..], "boards": [..]}"#),
    };
    let wrong = |why: String| {
        let forms = match short {
            Some(short) => format!("{short} or a JSON result such as {example}"),
            None => format!("a JSON result such as {example}"),
        };
        InputError::new(format!("the {option} value '{text}' {why}: give {forms}"))
            .in_property(format!("{option} {value}"))
    };
    if text.starts_with('{') {
        return Outcome::from_json(text).map_err(|e| match e {
            TournamentError::Malformed { reason } => wrong(format!("is not a result ({reason})")),
            e => in_option(e, option, value),
        });
    }
    match event.system() {
        System::RoundRobin | System::SingleElimination => {
            let two = |a: &str, b: &str| [a.trim().to_string(), b.trim().to_string()];
            if let Some((a, b)) = text.split_once("<>") {
                return Ok(Outcome::BothLost { lost: two(a, b) });
            }
            if let Some((winner, loser)) = text.split_once('>') {
                let [winner, loser] = two(winner, loser);
                return Ok(Outcome::Game { winner, loser });
            }
            if let Some((a, b)) = text.split_once('=') {
                return Ok(Outcome::Draw { draw: two(a, b) });
            }
            if let Some((a, b)) = text.split_once('~') {
                return Ok(Outcome::Void { void: two(a, b) });
            }
            Err(wrong("is not a result".to_string()))
        }
        System::FourTables => {
            let mut scores = BTreeMap::new();
            for part in text.split(',') {
                let (name, score) = part
                    .split_once('=')
                    .ok_or_else(|| wrong("is not a result".to_string()))?;
                let score: i64 = score.trim().parse().map_err(|_| {
                    wrong(format!(
                        "has a score that is not a whole number ('{}')",
                        score.trim()
                    ))
                })?;
                if scores.insert(name.trim().to_string(), score).is_some() {
                    let twice = TournamentError::DuplicateName {
                        name: name.trim().to_string(),
                    };
                    return Err(in_option(twice, option, value));
                }
            }
            Ok(Outcome::Table(scores))
        }
        System::SchoolTeam => Err(wrong("is not JSON".to_string())),
    }
}

// ---- text ----

fn text_report(event: &Event, current: Option<&Round>, standings: &Standings) -> String {
    let file = event.file();
    let mut out = String::new();
    let count = match event.system() {
        System::SchoolTeam => format!("{} classes", file.teams.len()),
        _ => format!("{} players", file.players.len()),
    };
    let title = if file.name.is_empty() {
        "Tournament"
    } else {
        &file.name
    };
    let _ = writeln!(out, "{title} ({}, {count})", event.system().name());
    for (name, round) in event.withdrawn() {
        let _ = writeln!(out, "{name} withdrew in round {round}");
    }
    out.push('\n');
    match current {
        Some(round) => round_text(&mut out, round),
        None => out.push_str("The tournament is over.\n"),
    }
    out.push('\n');
    let played = event.rounds().iter().filter(|r| r.is_complete()).count();
    let _ = writeln!(
        out,
        "Standings after {played} complete round{}{}",
        if played == 1 { "" } else { "s" },
        if current.is_none() { " (final)" } else { "" }
    );
    let mut header = vec!["place".to_string(), "name".to_string()];
    header.extend(standings.criteria.iter().map(|c| c.label().to_string()));
    header.push("reason".to_string());
    let rows: Vec<Vec<String>> = standings
        .rows
        .iter()
        .map(|r| {
            // Who withdrew is marked beside the name (001 "Suspendierung").
            let name = match event.withdrawn().get(&r.name) {
                Some(round) => format!("{} (withdrew in round {round})", r.name),
                None => r.name.clone(),
            };
            let mut cells = vec![r.place.to_string(), name];
            cells.extend(r.values.iter().map(|v| v.to_string()));
            cells.push(r.explanation.clone());
            cells
        })
        .collect();
    table(&mut out, &header, &rows);
    out
}

fn round_text(out: &mut String, round: &Round) {
    let waiting = round.missing().len();
    let _ = writeln!(
        out,
        "Round {}: {}",
        round.number,
        if waiting == 0 {
            "complete".to_string()
        } else {
            format!(
                "{waiting} result{} to enter",
                if waiting == 1 { "" } else { "s" }
            )
        }
    );
    for name in &round.withdrawn {
        let _ = writeln!(out, "  {name} withdrew: the remaining games are lost (001)");
    }
    for (i, (pairing, result)) in round.pairings.iter().zip(&round.results).enumerate() {
        let status = match (pairing.is_bye(), result) {
            (true, _) => String::new(),
            (false, Some(r)) => format!("  [{}]", round_result_text(round, i, r)),
            (false, None) => "  [waiting]".to_string(),
        };
        match pairing {
            Pairing::Game { players } => {
                let _ = writeln!(out, "  {} - {}{status}", players[0], players[1]);
            }
            Pairing::Table { table, players } => {
                let _ = writeln!(out, "  Table {table}: {}{status}", players.join(", "));
            }
            Pairing::Bye { name } => {
                let _ = writeln!(out, "  {name}: bye");
            }
            Pairing::Match { teams, boards } => {
                let _ = writeln!(
                    out,
                    "  {} - {} ({} boards; board 1 by nigiri){status}",
                    teams[0],
                    teams[1],
                    boards.len()
                );
                for seat in boards {
                    let colours = ["colours as board 1", "colours opposite board 1"];
                    let _ = writeln!(out, "    board {}", seat_line(seat, colours));
                }
            }
        }
    }
}

/// A pairing's result: as entered, or a forfeit by withdrawal (001 "verliert seine
/// restlichen Partien"), which was not played and cannot be corrected.
fn round_result_text(round: &Round, index: usize, outcome: &Outcome) -> String {
    if !round.is_forfeit(index) {
        return result_text(outcome);
    }
    let gone = round.forfeited_by[index].join(" and ");
    let what = match outcome {
        Outcome::Game { winner, .. } => format!("{winner} wins"),
        Outcome::BothLost { lost: [a, b] } => format!("{a} and {b} both lose"),
        Outcome::Match(m) => match score_match(&m.teams, m.boards.len(), m) {
            Ok(s) => format!("{} wins on every board", s.teams[s.winner]),
            Err(e) => e.to_string(),
        },
        other => result_text(other),
    };
    format!("{what} by forfeit: {gone} withdrew, not played (001)")
}

fn result_text(outcome: &Outcome) -> String {
    match outcome {
        Outcome::Game { winner, loser } => format!("{winner} beat {loser}"),
        Outcome::Draw { draw: [a, b] } => format!("{a} and {b} drew"),
        Outcome::Void { void: [a, b] } => {
            format!("{a} - {b}: no result, out of the scoring")
        }
        Outcome::BothLost { lost: [a, b] } => format!("{a} and {b} both lost"),
        Outcome::Withdraw { withdraw } => format!("{withdraw} withdrew"),
        Outcome::Table(scores) => {
            let mut by_score: Vec<_> = scores.iter().collect();
            by_score.sort_by(|a, b| b.1.cmp(a.1));
            by_score
                .iter()
                .map(|(n, s)| format!("{n} {s}"))
                .collect::<Vec<_>>()
                .join(", ")
        }
        Outcome::Match(m) => match score_match(&m.teams, m.boards.len(), m) {
            Ok(s) => {
                let how = match s.decider {
                    Decider::BoardPoints => "on board points".to_string(),
                    Decider::Board(b) => format!("on board {b} (equal board points)"),
                    Decider::Lot => "by play-off or lot (every board drawn)".to_string(),
                };
                format!(
                    "{} {} - {} {}: {} wins {how}",
                    s.teams[0], s.board_points[0], s.board_points[1], s.teams[1], s.teams[s.winner]
                )
            }
            Err(e) => e.to_string(),
        },
    }
}

/// Left-aligned columns, two spaces apart; the last column is not padded.
fn table(out: &mut String, header: &[String], rows: &[Vec<String>]) {
    let widths: Vec<usize> = (0..header.len())
        .map(|i| {
            rows.iter()
                .map(|r| r[i].chars().count())
                .chain([header[i].chars().count()])
                .max()
                .unwrap_or(0)
        })
        .collect();
    for cells in std::iter::once(header).chain(rows.iter().map(Vec::as_slice)) {
        let mut line = String::new();
        for (i, cell) in cells.iter().enumerate() {
            if i + 1 == cells.len() {
                line.push_str(cell);
            } else {
                let _ = write!(line, "{cell:<w$}  ", w = widths[i]);
            }
        }
        out.push_str(line.trim_end());
        out.push('\n');
    }
}

// ---- JSON ----

#[derive(Serialize)]
struct Report<'a> {
    name: &'a str,
    system: &'static str,
    /// The round to play or finish; null when the tournament is over.
    round: Option<&'a Round>,
    over: bool,
    /// Who withdrew, each with the round the withdrawal was entered in.
    withdrawn: &'a BTreeMap<String, usize>,
    standings: &'a Standings,
}

fn json_report(
    event: &Event,
    current: Option<&Round>,
    standings: &Standings,
) -> Result<String, InputError> {
    let report = Report {
        name: &event.file().name,
        system: event.system().name(),
        round: current,
        over: current.is_none(),
        withdrawn: event.withdrawn(),
        standings,
    };
    let mut text = serde_json::to_string_pretty(&report)
        .map_err(|e| InputError::new(format!("cannot write the report as JSON: {e}")))?;
    text.push('\n');
    Ok(text)
}

// ---- CSV ----

fn csv_error(e: impl std::fmt::Display) -> InputError {
    InputError::new(format!("cannot write CSV: {e}"))
}

/// `round,number,kind,entrants,seating,result`: one row per pairing, table or bye.
fn pairings_csv(current: Option<&Round>) -> Result<Vec<u8>, InputError> {
    let mut w = csv::Writer::from_writer(Vec::new());
    w.write_record(["round", "number", "kind", "entrants", "seating", "result"])
        .map_err(csv_error)?;
    if let Some(round) = current {
        for (i, (pairing, result)) in round.pairings.iter().zip(&round.results).enumerate() {
            let (kind, seating) = match pairing {
                Pairing::Game { .. } => ("game", String::new()),
                Pairing::Table { .. } => ("table", String::new()),
                Pairing::Bye { .. } => ("bye", String::new()),
                Pairing::Match { boards, .. } => (
                    "match",
                    boards
                        .iter()
                        .map(|s| seat_line(s, ["as board 1", "opposite"]))
                        .collect::<Vec<_>>()
                        .join("; "),
                ),
            };
            let number = match pairing {
                Pairing::Table { table, .. } => *table,
                _ => i + 1,
            };
            w.write_record([
                round.number.to_string(),
                number.to_string(),
                kind.to_string(),
                pairing.seated().join("; "),
                seating,
                result
                    .as_ref()
                    .map(|r| round_result_text(round, i, r))
                    .unwrap_or_default(),
            ])
            .map_err(csv_error)?;
        }
    }
    w.into_inner().map_err(csv_error)
}

/// `place,name,<one column per criterion>,reason`; fractions as decimals (`3.333333`).
fn standings_csv(standings: &Standings) -> Result<Vec<u8>, InputError> {
    let mut w = csv::Writer::from_writer(Vec::new());
    let mut header = vec!["place".to_string(), "name".to_string()];
    header.extend(standings.criteria.iter().map(|c| c.label().to_string()));
    header.push("reason".to_string());
    w.write_record(&header).map_err(csv_error)?;
    for row in &standings.rows {
        let mut cells = vec![row.place.to_string(), row.name.clone()];
        cells.extend(row.values.iter().map(|v| v.decimal(6)));
        cells.push(row.explanation.clone());
        w.write_record(&cells).map_err(csv_error)?;
    }
    w.into_inner().map_err(csv_error)
}

/// One board of a team match: "2: Ann + Bo - Cy (as board 1)", with the colour
/// wording given as [same, opposite] (X-3, X-4).
fn seat_line(seat: &hotstone_tournament::BoardSeat, colours: [&str; 2]) -> String {
    format!(
        "{}: {} - {} ({})",
        seat.board,
        seat.pupils[0].join(" + "),
        seat.pupils[1].join(" + "),
        colours[usize::from(!seat.same_colours_as_board_1)]
    )
}
