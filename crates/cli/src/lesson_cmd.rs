//! `hotstone lesson check` and `hotstone lesson convert` (issue 36, L-2): a lesson file
//! (SGF, docs/lessons.md) read and played through the rules by hotstone-lessons' `check`,
//! each fault named with its node, its move and its place in the file; and the older
//! `key = value` format written as an SGF lesson.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::Subcommand;
use hotstone_lessons::{check, Fault, LessonTree};

use crate::error::InputError;
use crate::sgf::decode;

#[derive(Debug, Subcommand)]
pub enum LessonCommand {
    /// Check a lesson: read it as SGF and play every node through the rules. Prints
    /// one line per fault, `FILE:LINE:COLUMN: node N (move M, B C3): what is wrong`,
    /// then their number, and exits 1; a sound lesson prints its steps and exits 0.
    ///
    /// Faults: the SGF does not read, or is not one game tree; RU names no rules; no
    /// PL in the root; a GOAL or ANSWER the format does not have; an answer of the wrong
    /// colour; a right answer, reply or move the rules refuse (a lesson may never teach
    /// one); a wrong answer the rules refuse or without a comment; answers listed but
    /// none right; a goal the rules do not bear out (the forbidden points, the capture,
    /// the handicap, the count). Exit 2 when the file cannot be read.
    Check {
        /// The lesson file (SGF), or - for standard input.
        #[arg(value_name = "FILE")]
        file: PathBuf,
    },
    /// Write a lesson of the older `key = value` format as an SGF lesson on stdout:
    /// the position, the rules, the player to move, the titles and texts in each
    /// language. Exit 2 with the format's error (its line and reason) when it does not
    /// read.
    Convert {
        /// The lesson file (`key = value`), or - for standard input.
        #[arg(value_name = "FILE")]
        file: PathBuf,
    },
}

/// Runs the command.
pub fn main(command: LessonCommand) -> ExitCode {
    match command {
        LessonCommand::Check { file } => {
            let source = file.display().to_string();
            match text(&file) {
                Ok(text) => report(&source, &id_of(&file), &text),
                Err(e) => crate::io::emit(Err(e), &source),
            }
        }
        LessonCommand::Convert { file } => {
            let source = file.display().to_string();
            let converted = text(&file).and_then(|t| {
                hotstone_lessons::parse(&t)
                    .map(|l| hotstone_lessons::to_sgf(&l))
                    .map_err(|e| InputError::new(e.to_string()))
            });
            crate::io::emit(converted, &source)
        }
    }
}

fn text(file: &PathBuf) -> Result<String, InputError> {
    let bytes = crate::io::read_input(file)?;
    Ok(decode(&bytes)?.into_owned())
}

/// The lesson's id: the file's name without `.sgf` (`lesson` for standard input).
fn id_of(file: &Path) -> String {
    match file.file_stem() {
        Some(stem) if file.as_os_str() != "-" => stem.to_string_lossy().into_owned(),
        _ => "lesson".to_string(),
    }
}

/// Prints the verdict: the faults (exit 1) or the sound lesson's steps (exit 0).
fn report(source: &str, id: &str, text: &str) -> ExitCode {
    let faults = match LessonTree::read(id, text) {
        Ok(lesson) => {
            let faults = check(&lesson);
            if faults.is_empty() {
                let steps = lesson.steps();
                let s = if steps == 1 { "" } else { "s" };
                let nodes = lesson.tree().len();
                println!("{source}: a sound lesson: {steps} step{s}, {nodes} nodes");
                return ExitCode::SUCCESS;
            }
            faults
        }
        Err(fault) => vec![fault],
    };
    let older = hotstone_lessons::parse(text).is_ok();
    for fault in &faults {
        println!("{}: {fault}", place(source, text, fault));
    }
    let n = faults.len();
    println!("{source}: {n} fault{}", if n == 1 { "" } else { "s" });
    if older {
        println!("{source}: a lesson of the older key = value format: `hotstone lesson convert {source}` writes it as SGF");
    }
    ExitCode::from(1)
}

/// `FILE:LINE:COLUMN` of the fault's node (its move, when it has one), or `FILE`.
fn place(source: &str, text: &str, fault: &Fault) -> String {
    let property = fault.mv.map(|(c, _)| c.letter().to_string());
    match hotstone_sgf::locate_node(text, 0, &fault.node.0, property.as_deref()) {
        Some(at) => format!("{source}:{}:{}", at.line, at.column),
        None => source.to_string(),
    }
}
