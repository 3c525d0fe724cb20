//! `hotstone`: Hotstone's rules on the command line.
//!
//! Exit codes: 0 when the input was read (whatever the verdicts on its moves), 2 for
//! unreadable or malformed input (one line on stderr, nothing on stdout) and for usage
//! errors (clap's message).

mod arguments;
mod connect;
mod engine;
mod error;
mod event_file;
mod event_run;
mod files;
mod gtp_server;
mod io;
mod lesson_cmd;
mod lobby;
mod match_cmd;
mod program;
mod referee;
mod referee_report;
mod referee_sgf;
mod replay;
mod replay_cmd;
mod report;
mod score;
mod server;
mod sgf;
mod sgf_cmd;
mod tournament;
mod wire;

use std::process::ExitCode;

use clap::{Parser, Subcommand};

#[derive(Debug, Parser)]
#[command(
    name = "hotstone",
    version,
    about = "The rules of Go, from the command line"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Replay an SGF game and print every move's verdict as one JSON document.
    ///
    /// Reads the first game's main line (the first child at each node): SZ (default
    /// 19), RU, KM and HA from the root; AB, AW, AE and PL setup in any node, applied
    /// before that node's move; B and W moves (B[] and, up to 19x19, B[tt] are passes).
    /// RE is ignored: a resignation is not a move. A setup node without PL gives the
    /// move to the colour of the next move; when HA is 1 or more, the root places black
    /// stones, has no PL and no move follows, White is to move. KM[] is no komi; a KM
    /// larger than the board has points is used as written, with a warning. Under ing rules, HA[N] (N >= 2)
    /// without AB is a game of Ing handicap moves (H-2): Black's first N moves are board
    /// plays and White's moves between them obligatory passes, marked in the JSON.
    ///
    /// Refused moves are reported with their reason and not applied; the same player
    /// stays to move. Exit 0 when the file was read, 2 (with one line on stderr) when it
    /// cannot be read or is not a valid SGF; nodes in messages count from the root as 0.
    Replay(replay_cmd::ReplayArgs),
    /// Read and write SGF game records (E-7): `normalize` writes a file back as
    /// canonical SGF, `record` lists its moves in Ing's recorder numbering.
    #[command(subcommand)]
    Sgf(sgf_cmd::SgfCommand),
    /// Count a game's final position and print the result as one JSON document.
    ///
    /// Replays the main line as `replay` does, takes off the strings named with --dead,
    /// and counts under the ruleset's method: fill-in under ing (C-2, with the fill-in
    /// steps), territory under the japanese presets (C-4), area under the others (C-1).
    /// Exit 2 with one line on stderr for an unreadable file or a bad --dead point.
    Score(score::ScoreArgs),
    /// Run a tournament from its file (docs/tournaments.md): print the round to play
    /// (pairings or seating) and the standings with every tie-break and each place's
    /// reason; enter results with --record, withdraw the last with --undo.
    ///
    /// Systems: round-robin and single-elimination placed by SST points,
    /// school-team (X-3..X-7), four-tables (X-8..X-10). Exit 2 with one line on stderr
    /// for a malformed file or a refused result; then nothing is written.
    Tournament(tournament::TournamentArgs),
    /// Referee a game between two GTP engines under a preset (003's computer-Go
    /// tournament) and print the verdict as one JSON document.
    ///
    /// Sends boardsize, clear_board, the rules (hotstone-rules or kgs-rules, if the
    /// engine lists them), komi and time_settings; keeps each side's clock itself
    /// (absolute, or Ing's SP or SZ with --clock); an illegal move loses (E-4); a
    /// repeated position under the basic ko rule (no result, K-5) is scored a draw
    /// (E-5); two passes end play, and the count is the result only when both engines'
    /// final_status_list dead and final_score agree with it (E-1, C-6); the 400th move
    /// stops play for the human referee (E-3); a crash, a failed command or an answer
    /// that is not GTP is an abnormal termination (E-6: loss, or replay with 30 minutes
    /// each); a hang on the clock loses on time (T-5). Exit 3 when the verdict waits for
    /// the human referee (status pending-adjudication: no result, Hotstone's count as a
    /// proposal). Exit 2 when an engine cannot be started or --sgf cannot be written
    /// (checked before the game; if it fails after, the verdict is printed first).
    Referee(referee::RefereeArgs),
    /// Hotstone as a GTP engine on standard input and output (for Sabaki, GoGui or
    /// `hotstone referee`).
    ///
    /// GTP 2's commands, plus `hotstone-rules PRESET` to pick the preset (the moves and
    /// a komi set by `komi` stay; `kgs-rules` takes KGS's names). genmove asks the
    /// computer player at --level 1 (easiest) to 5 (strongest), each move within
    /// --move-seconds of CPU time; it resigns only when hopeless, never at levels 1 and
    /// 2. --level 0, the default, plays a uniformly random legal move that fills none
    /// of its own eyes (seeded by --seed), and passes when there is none. final_score
    /// and final_status_list use the computer player's dead-stone estimate.
    /// time_settings is advice; time_left bounds a move to a tenth of the time before
    /// that colour's next limit (never over --move-seconds). play and genmove take
    /// either colour: a move for the colour not to move comes after a change of turn
    /// (a setup, as SGF's PL; no pass), which undo takes back with it.
    Gtp(gtp_server::GtpArgs),
    /// Play N refereed games between two GTP engines with alternating colours (the first
    /// engine takes Black in odd games) and print a results table: per game the result
    /// and its reason, per engine wins, losses, draws, no-results, games pending the
    /// human referee's decision and the average time per move. Exit 3 when a game is
    /// pending; exit 2 when an engine cannot be started or an SGF cannot be written: the
    /// games played so far are printed, then the error.
    Match(match_cmd::MatchArgs),
    /// Lessons (docs/lessons.md): `check` plays a lesson through the rules and names
    /// each fault with its node; `convert` writes the older `key = value` format as SGF.
    #[command(subcommand)]
    Lesson(lesson_cmd::LessonCommand),
    /// Run a whole event of programs connected over the network: the game server (003).
    ///
    /// Programs connect over TCP with `hotstone connect` (or by themselves, speaking the
    /// documented protocol: docs/referee.md, "The game server"), each with its name and token from the event file; the server
    /// pairs every round (round robin or knockout), referees each game as `referee` does,
    /// clocks kept here in tenths, several games at once, and writes every SGF, the
    /// standings (a tournament file `hotstone tournament` reads) and the event file
    /// after every result. Restarted, it resumes the event. Exit 0 when the event is
    /// over; 2 for a malformed event file or a port it cannot listen on.
    Server(server::ServerArgs),
    /// Connect a local GTP engine to a game server (`hotstone server`).
    ///
    /// `hotstone connect HOST:PORT --name NAME --token T -- ENGINE COMMAND...`: passes
    /// the server's commands to the engine and its answers back. Reconnects after a
    /// dropped connection;
    /// exits 0 when the server ends the event, 1 when the engine stops, 2 when the
    /// server refuses the name or token or cannot be reached.
    Connect(connect::ConnectArgs),
}

fn main() -> ExitCode {
    match Cli::parse().command {
        Command::Replay(args) => replay_cmd::main(args),
        Command::Sgf(command) => sgf_cmd::main(command),
        Command::Score(args) => score::main(args),
        Command::Tournament(args) => tournament::main(args),
        Command::Referee(args) => referee::main(args),
        Command::Gtp(args) => gtp_server::main(args),
        Command::Match(args) => match_cmd::main(args),
        Command::Lesson(command) => lesson_cmd::main(command),
        Command::Server(args) => server::main(args),
        Command::Connect(args) => connect::main(args),
    }
}
