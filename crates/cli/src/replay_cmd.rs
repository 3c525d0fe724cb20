//! `hotstone replay`: a record's main line replayed (`replay`), printed as one JSON
//! document of every move's verdict.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::Args;
use hotstone_rules::{CaptureGoal, Komi, Preset};

use crate::arguments::{parse_capture_goal, parse_komi, parse_preset};
use crate::error::InputError;
use crate::io::{emit, read_input};
use crate::replay::{self, Options};
use crate::sgf;

#[derive(Debug, Args)]
pub struct ReplayArgs {
    /// Ruleset preset; wins over the file's RU. With neither, japanese. One of: ing,
    /// japanese, simple, chinese, aga, new-zealand, tromp-taylor, school-team,
    /// computer-tournament, capture-go.
    #[arg(long, value_name = "PRESET", value_parser = parse_preset)]
    rules: Option<Preset>,

    /// Capture Go's goal, 1 to 10 captured stones (L-4); wins over the file's RU
    /// (`Capture Go 3`), which wins over 1. Only with the capture-go rules.
    #[arg(long, value_name = "N", value_parser = parse_capture_goal)]
    captures: Option<CaptureGoal>,

    /// Komi in steps of 0.5; wins over the file's KM, which wins over the preset's komi.
    #[arg(long, value_name = "K", value_parser = parse_komi, allow_negative_numbers = true)]
    komi: Option<Komi>,

    /// Add to each refused move the rule, requirement ID and a sentence explaining it.
    #[arg(long)]
    explain: bool,

    /// The SGF file, or - for standard input.
    #[arg(value_name = "FILE")]
    file: PathBuf,
}

pub fn main(args: ReplayArgs) -> ExitCode {
    let source = args.file.display().to_string();
    emit(run(&args), &source)
}

fn run(args: &ReplayArgs) -> Result<String, InputError> {
    let bytes = read_input(&args.file)?;
    let text = sgf::decode(&bytes)?;
    let record = sgf::read(&text)?;
    let options = Options {
        rules: args.rules,
        komi: args.komi,
        captures: args.captures,
        explain: args.explain,
    };
    let report = replay::replay(&record, &options).map_err(|e| e.located(&text))?;
    if let Some(warning) = replay::komi_warning(&record, args.komi) {
        eprintln!("hotstone: {warning} ({})", args.file.display());
    }
    let mut document = serde_json::to_string_pretty(&report)
        .map_err(|e| InputError::new(format!("cannot write the report as JSON: {e}")))?;
    document.push('\n');
    Ok(document)
}
