//! `hotstone connect`: an operator's program on the game server. Starts the local GTP
//! engine, connects to the server, says who it is, and passes each command to the
//! engine and its answer back, under the server's id. After a dropped connection it
//! connects again (`reconnect`), and answers a command sent again under the same id from
//! what the engine already answered, so that no move is played twice. Only the commands
//! a referee sends reach the engine (no `loadsgf` of a local file, for one).

use std::io::{BufReader, Write};
use std::net::TcpStream;
use std::process::ExitCode;
use std::thread;
use std::time::{Duration, Instant};

use clap::Args;
use hotstone_gtp::{format_response, parse_command, preprocess, Command};

use crate::engine::{Engine, EngineError};
use crate::wire::{self, Hello};

#[derive(Debug, Args)]
pub struct ConnectArgs {
    /// The game server, ADDR:PORT.
    #[arg(value_name = "SERVER")]
    pub server: String,

    /// The program's name in the event file.
    #[arg(long)]
    pub name: String,

    /// The program's token in the event file.
    #[arg(long)]
    pub token: String,

    /// How long to keep trying to reach the server, at the start and after a dropped
    /// connection, before giving up.
    #[arg(long, value_name = "SECONDS", default_value_t = 600)]
    pub retry_seconds: u64,

    /// The engine's command line, after `--`: e.g. `-- gnugo --mode gtp --level 1`.
    #[arg(last = true, required = true, value_name = "ENGINE")]
    pub engine: Vec<String>,
}

/// The commands a referee sends; any other is refused without reaching the engine.
const PASSED: [&str; 16] = [
    "protocol_version",
    "name",
    "version",
    "list_commands",
    "known_command",
    "boardsize",
    "clear_board",
    "komi",
    "hotstone-rules",
    "kgs-rules",
    "time_settings",
    "time_left",
    "play",
    "genmove",
    "final_status_list",
    "final_score",
];

/// The longest an engine may think for the server: the server keeps the clocks and
/// gives up long before.
const ENGINE_LIMIT: Duration = Duration::from_secs(24 * 3600);

pub fn main(args: ConnectArgs) -> ExitCode {
    crate::engine::kill_engines_on_signals();
    let command = match shlex::try_join(args.engine.iter().map(String::as_str)) {
        Ok(c) => c,
        Err(e) => {
            eprintln!("hotstone: cannot read the engine's command line: {e}");
            return ExitCode::from(2);
        }
    };
    let mut engine = match Engine::spawn(&command) {
        Ok(e) => e,
        Err(e) => {
            eprintln!("hotstone: the engine {command:?}: {e}");
            return ExitCode::from(2);
        }
    };
    let mut hello = Hello {
        name: args.name.split_whitespace().collect::<Vec<_>>().join(" "),
        token: args.token.clone(),
        again: false,
    };
    // The last command answered, by id, and its answer as sent.
    let mut last: Option<(u64, String)> = None;
    let retry = Duration::from_secs(args.retry_seconds);
    loop {
        let (mut stream, mut reader) = match reach(&args.server, &hello, retry) {
            Ok(pair) => pair,
            Err(e) => {
                eprintln!("hotstone: {e}");
                return ExitCode::from(2);
            }
        };
        eprintln!("hotstone connect: {} is on {}", hello.name, args.server);
        hello.again = true;
        match serve(&mut stream, &mut reader, &mut engine, &mut last) {
            Session::Dropped => {
                eprintln!("hotstone connect: the connection dropped; connecting again");
            }
            Session::Ended => {
                engine.quit();
                eprintln!("hotstone connect: the server ended the event");
                return ExitCode::SUCCESS;
            }
            Session::EngineGone(e) => {
                // The engine is gone: so is the program (E-6 on the server).
                eprintln!("hotstone: the engine: {e}");
                return ExitCode::from(1);
            }
        }
    }
}

/// How a connection's session ended.
enum Session {
    Dropped,
    /// The server sent `quit`.
    Ended,
    EngineGone(EngineError),
}

/// Passes commands to the engine and answers back until the connection drops, the
/// server ends the event or the engine stops.
fn serve(
    stream: &mut TcpStream,
    reader: &mut BufReader<TcpStream>,
    engine: &mut Engine,
    last: &mut Option<(u64, String)>,
) -> Session {
    // Gone, or a line longer than a referee sends: connect again.
    while let Ok(Some(line)) = wire::read_line(reader) {
        let Some(command) = preprocess(&line).as_deref().and_then(parse_command) else {
            continue;
        };
        let answer = match (&*last, command.id) {
            (Some((id, answer)), Some(now)) if *id == now => answer.clone(),
            _ => match answer(engine, &command) {
                Ok(answer) => {
                    if let Some(id) = command.id {
                        *last = Some((id, answer.clone()));
                    }
                    answer
                }
                Err(e) => return Session::EngineGone(e),
            },
        };
        let sent = stream
            .write_all(answer.as_bytes())
            .and_then(|()| stream.flush());
        if sent.is_err() {
            break;
        }
        if command.name == "quit" {
            return Session::Ended;
        }
    }
    Session::Dropped
}

/// The engine's answer to a command, as the server is to read it (with the id).
fn answer(engine: &mut Engine, command: &Command) -> Result<String, EngineError> {
    let result = if command.name == "quit" {
        Ok(String::new())
    } else if !PASSED.contains(&command.name.as_str()) {
        Err("not a referee's command: hotstone connect keeps it from the engine".to_string())
    } else {
        let mut line = command.name.clone();
        for a in &command.args {
            line.push(' ');
            line.push_str(a);
        }
        match engine.send(&line, ENGINE_LIMIT) {
            Ok(r) if r.ok => Ok(r.text),
            Ok(r) => Err(r.text),
            // What is not GTP goes to the server as the engine wrote it: the referee
            // judges it (E-6), not the client.
            Err(EngineError::Garbage(g)) => return Ok(format!("{}\n\n", g.line)),
            Err(e) => return Err(e),
        }
    };
    Ok(format_response(command.id, &result))
}

/// Connects and says who it is, trying again every second until `retry` has passed; a
/// refusal (wrong token) is final.
fn reach(
    server: &str,
    hello: &Hello,
    retry: Duration,
) -> Result<(TcpStream, BufReader<TcpStream>), String> {
    let deadline = Instant::now() + retry;
    loop {
        match try_reach(server, hello) {
            Ok(pair) => return Ok(pair),
            Err((true, e)) => return Err(e),
            Err((false, e)) if Instant::now() >= deadline => {
                return Err(format!("cannot reach {server}: {e}"))
            }
            Err(_) => thread::sleep(Duration::from_secs(1)),
        }
    }
}

/// One try; the error says whether it is final.
fn try_reach(
    server: &str,
    hello: &Hello,
) -> Result<(TcpStream, BufReader<TcpStream>), (bool, String)> {
    let mut stream = TcpStream::connect(server).map_err(|e| (false, e.to_string()))?;
    let _ = stream.set_nodelay(true);
    let reader = stream.try_clone().map_err(|e| (false, e.to_string()))?;
    let mut reader = BufReader::new(reader);
    stream
        .write_all(format!("{}\n", hello.line()).as_bytes())
        .map_err(|e| (false, e.to_string()))?;
    match wire::read_line_within(&mut reader, wire::HELLO_LIMIT) {
        Ok(Some(line)) if line.starts_with('=') => Ok((stream, reader)),
        Ok(Some(line)) if line.starts_with("? busy") => Err((false, line)),
        Ok(Some(line)) => Err((
            true,
            format!(
                "the server refused {}: {}",
                hello.name,
                line.trim_start_matches(['?', ' '])
            ),
        )),
        _ => Err((false, "no answer to the hello".to_string())),
    }
}
