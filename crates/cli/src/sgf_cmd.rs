//! `hotstone sgf normalize` and `hotstone sgf record` (E-7): SGF files read by the
//! hotstone-sgf crate and written back canonically, or listed in Ing's recorder
//! numbering.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::Subcommand;

use crate::error::InputError;
use crate::sgf::{decode, input_error, located_error};

#[derive(Debug, Subcommand)]
pub enum SgfCommand {
    /// Read an SGF file (every game, every variation) and write it back as canonical
    /// SGF on stdout: FF[4]GM[1]CA[UTF-8]SZ first, properties in a fixed order, one node
    /// a line. Reading the output gives the same games again (docs/sgf.md).
    ///
    /// Sloppy spelling is forgiven (lower-case names, stray whitespace, a missing FF,
    /// Latin-1 with CA); a bad size, a point off the board or a broken tree is an error
    /// naming the node: exit 2 with one line on stderr.
    Normalize {
        /// Ing's recorder convention (E-7): MN[n] on every move node (odd Black, even
        /// White, no number twice), and passes that no board play follows left out.
        #[arg(long)]
        recorder: bool,
        /// The SGF file, or - for standard input.
        #[arg(value_name = "FILE")]
        file: PathBuf,
    },
    /// Print the first game's main line as Ing's recorder writes it (E-7): one move a
    /// line, `<number> <B|W> <point|pass>`, odd numbers for Black and even for White,
    /// passes numbered, a pass that no board play follows left out, no number twice. A
    /// move the rules refuse (under --rules, else RU's preset, else japanese) is an
    /// error.
    Record {
        /// Ruleset preset to check the moves under; wins over the file's RU (so a file
        /// whose RU is not known can be listed). One of: ing, japanese, simple, chinese,
        /// aga, new-zealand, tromp-taylor, school-team, computer-tournament, capture-go.
        #[arg(long, value_name = "PRESET", value_parser = crate::arguments::parse_preset)]
        rules: Option<hotstone_rules::Preset>,
        /// The SGF file, or - for standard input.
        #[arg(value_name = "FILE")]
        file: PathBuf,
    },
}

/// Runs the command: the whole output is built before anything is written.
pub fn main(command: SgfCommand) -> ExitCode {
    let (file, output) = match &command {
        SgfCommand::Normalize { recorder, file } => (file, normalize(file, *recorder)),
        SgfCommand::Record { rules, file } => (file, record(file, *rules)),
    };
    let source = file.display().to_string();
    crate::io::emit(output, &source)
}

/// The file's text and its games.
fn games(file: &PathBuf) -> Result<(String, Vec<hotstone_sgf::GameTree>), InputError> {
    let bytes = crate::io::read_input(file)?;
    let text = decode(&bytes)?.into_owned();
    let trees = hotstone_sgf::read(&text).map_err(|e| located_error(&text, e))?;
    Ok((text, trees))
}

fn normalize(file: &PathBuf, recorder: bool) -> Result<String, InputError> {
    let (_, trees) = games(file)?;
    let options = hotstone_sgf::WriteOptions { recorder };
    hotstone_sgf::write_with(&trees, options).map_err(input_error)
}

fn record(file: &PathBuf, rules: Option<hotstone_rules::Preset>) -> Result<String, InputError> {
    // The first game only: a bad value in a later game does not stop its list.
    let bytes = crate::io::read_input(file)?;
    let text = decode(&bytes)?;
    let tree = &hotstone_sgf::read_first(&text).map_err(|e| located_error(&text, e))?;
    // A record lists the moves of a game (E-7), and a refused move is none (E-4: it
    // loses; M-1: the same player is still to move): the main line is played through
    // the rules first, as `replay` plays it, under --rules, else RU's preset (japanese
    // without one).
    let options = crate::replay::Options {
        rules,
        // The komi decides no move's legality: a KM that is no komi does not stop the
        // list.
        komi: Some(hotstone_rules::Komi::from_half_points(0)),
        captures: None,
        explain: false,
    };
    let played = crate::replay::replay(&crate::sgf::record(tree, &text), &options)
        .map_err(|e| e.located(&text))?;
    if let Some(m) = played.moves.iter().find(|m| !m.legal) {
        let code = m.reason.unwrap_or("refused");
        let requirement =
            hotstone_rules::RefusalKind::from_code(code).map_or("", |k| k.requirement());
        return Err(InputError::new(format!(
            "move {} ({} {}) is refused under {} ({code}, {requirement}): a record lists only \
             moves the rules allow; `hotstone replay` shows every move's verdict",
            m.number, m.color, m.point, played.rules
        )));
    }
    Ok(hotstone_sgf::record::text(&hotstone_sgf::record(tree)))
}
