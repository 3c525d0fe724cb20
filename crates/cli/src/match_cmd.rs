//! `hotstone match`: N refereed games between two engines with alternating colours
//! (the first engine takes Black in odd games), and a table of the results.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::PathBuf;
use std::process::ExitCode;

use clap::Args;

use crate::referee::{self, GameArgs};
use crate::referee_report::{Pairing, Report, Status};

#[derive(Debug, Args)]
pub struct MatchArgs {
    /// The first engine's command line; it plays Black in games 1, 3, 5, ...
    #[arg(long, value_name = "CMD")]
    pub first: String,

    /// The second engine's command line; it plays Black in games 2, 4, 6, ...
    #[arg(long, value_name = "CMD")]
    pub second: String,

    /// Number of games.
    #[arg(long, value_name = "N", default_value_t = 2, value_parser = clap::value_parser!(u32).range(1..=1000))]
    pub games: u32,

    #[command(flatten)]
    pub game: GameArgs,

    /// Write each game's SGF into this directory as game-1.sgf, game-2.sgf, ...
    #[arg(long, value_name = "DIR")]
    pub sgf_dir: Option<PathBuf>,
}

/// One engine's line of the table.
#[derive(Debug, Default, Clone, PartialEq)]
pub struct Tally {
    pub wins: u32,
    pub losses: u32,
    pub draws: u32,
    pub no_results: u32,
    /// Games whose result waits for the human referee (E-3, C-6): not counted as a
    /// win, loss or draw until it is decided.
    pub pending: u32,
    pub moves: u32,
    pub seconds: f64,
}

/// Adds one game to both engines' tallies; `first_black` says who had Black.
pub fn tally(tallies: &mut [Tally; 2], report: &Report, first_black: bool) {
    let (black, white) = if first_black { (0, 1) } else { (1, 0) };
    if report.status == Status::PendingAdjudication {
        tallies[black].pending += 1;
        tallies[white].pending += 1;
    } else {
        match report.winner {
            Some('B') => {
                tallies[black].wins += 1;
                tallies[white].losses += 1;
            }
            Some(_) => {
                tallies[white].wins += 1;
                tallies[black].losses += 1;
            }
            None if report.result.as_deref() == Some("Draw") => {
                tallies[black].draws += 1;
                tallies[white].draws += 1;
            }
            None => {
                tallies[black].no_results += 1;
                tallies[white].no_results += 1;
            }
        }
    }
    for (i, side) in [(black, &report.black), (white, &report.white)] {
        tallies[i].moves += side.moves;
        tallies[i].seconds += side.thinking_seconds;
    }
}

/// The results table: one line per game, one per engine, and the reasons.
pub fn table(names: [&str; 2], games: &[(bool, Report)]) -> String {
    let mut tallies = [Tally::default(), Tally::default()];
    let mut reasons: BTreeMap<&str, u32> = BTreeMap::new();
    let mut out = String::new();
    let _ = writeln!(
        out,
        "{:>4}  {:<6}  {:<6}  {:<9}  {:<20}  {:>5}",
        "game", "black", "white", "result", "reason", "moves"
    );
    for (n, (first_black, report)) in games.iter().enumerate() {
        tally(&mut tallies, report, *first_black);
        *reasons.entry(report.reason.code()).or_default() += 1;
        let (b, w) = if *first_black {
            ("first", "second")
        } else {
            ("second", "first")
        };
        let _ = writeln!(
            out,
            "{:>4}  {:<6}  {:<6}  {:<9}  {:<20}  {:>5}",
            n + 1,
            b,
            w,
            report.result.as_deref().unwrap_or("pending"),
            report.reason.code(),
            report.moves
        );
    }
    let _ = writeln!(out);
    let _ = writeln!(
        out,
        "{:<7} {:>4} {:>6} {:>5} {:>10} {:>7} {:>12}  command",
        "engine", "wins", "losses", "draws", "no-results", "pending", "s/move (avg)"
    );
    for (i, label) in ["first", "second"].iter().enumerate() {
        let t = &tallies[i];
        let average = if t.moves > 0 {
            format!("{:.2}", t.seconds / f64::from(t.moves))
        } else {
            "-".to_string()
        };
        let _ = writeln!(
            out,
            "{:<7} {:>4} {:>6} {:>5} {:>10} {:>7} {:>12}  {}",
            label, t.wins, t.losses, t.draws, t.no_results, t.pending, average, names[i]
        );
    }
    let reasons: Vec<String> = reasons.iter().map(|(r, n)| format!("{r} {n}")).collect();
    let _ = writeln!(out, "\nreasons: {}", reasons.join(", "));
    // What the human referee needs for each game that waits (E-3, C-6): why, and
    // Hotstone's proposal, as `referee` prints them in its JSON.
    for (n, (_, report)) in games.iter().enumerate() {
        let Some(a) = report
            .adjudication
            .as_ref()
            .filter(|_| report.result.is_none())
        else {
            continue;
        };
        let _ = writeln!(out, "\ngame {} waits for the referee:", n + 1);
        for r in &a.referee_decides {
            let _ = writeln!(out, "  {} ({}): {}", r.code, r.requirement, r.detail);
        }
        if let Some(p) = &a.proposal {
            let _ = writeln!(out, "  proposal, not a result: {}: {}", p.result, p.detail);
        }
    }
    out
}

pub fn main(args: MatchArgs) -> ExitCode {
    crate::engine::kill_engines_on_signals();
    let control = match args.game.time_control() {
        Ok(c) => c,
        Err(e) => {
            eprintln!("hotstone: {e}");
            return ExitCode::from(2);
        }
    };
    if let Some(dir) = &args.sgf_dir {
        if let Err(e) = std::fs::create_dir_all(dir) {
            eprintln!("hotstone: cannot create {}: {e}", dir.display());
            return ExitCode::from(2);
        }
    }
    let mut games = Vec::new();
    for n in 1..=args.games {
        let first_black = n % 2 == 1;
        let (black, white) = if first_black {
            (&args.first, &args.second)
        } else {
            (&args.second, &args.first)
        };
        let pairing = Pairing {
            black: black.clone(),
            white: white.clone(),
            size: args.game.board_size(),
            preset: args.game.rules,
            komi: args.game.komi(),
            control,
            seed: u64::from(n),
            late: [hotstone_rules::Tenths::ZERO; 2],
            event: None,
        };
        let sgf = args
            .sgf_dir
            .as_ref()
            .map(|d| d.join(format!("game-{n}.sgf")));
        let error = match referee::referee(&pairing, sgf.as_ref()) {
            Ok(verdict) => {
                games.push((first_black, verdict.report));
                verdict.sgf_error
            }
            Err(e) => Some(e),
        };
        if let Some(e) = error {
            // What was played is printed before the error that stops the match.
            if !games.is_empty() {
                print!("{}", table([&args.first, &args.second], &games));
            }
            eprintln!("hotstone: game {n}: {}", e.0);
            return ExitCode::from(2);
        }
    }
    print!("{}", table([&args.first, &args.second], &games));
    if games
        .iter()
        .any(|(_, r)| r.status == Status::PendingAdjudication)
    {
        // The table is complete, but some results wait for the human referee.
        return ExitCode::from(referee::PENDING_EXIT);
    }
    ExitCode::SUCCESS
}
