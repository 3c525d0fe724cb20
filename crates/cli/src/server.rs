//! `hotstone server`: the game server of an event (issue 41, 003 "消費時間は対局サーバで
//! 計測します"). Programs connect over TCP from their operators' machines and say who
//! they are (`crate::wire`); the event (`crate::event_run`) pairs each round among the
//! connected programs and referees every game with the referee's own code, the clocks
//! kept here.

use std::io::{BufReader, Write};
use std::net::{TcpListener, TcpStream};
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use std::thread;

use clap::Args;

use crate::lobby::Lobby;
use crate::wire::{self, Connection, Hello};

#[derive(Debug, Args)]
pub struct ServerArgs {
    /// The address and port to listen on, e.g. 0.0.0.0:7020 (port 0: any free port;
    /// the first line on stdout says which).
    #[arg(long, value_name = "ADDR:PORT")]
    pub listen: String,

    /// The event file (docs/referee.md, "The event file"): programs, tokens, system,
    /// board, rules, clock; rewritten after every game.
    #[arg(long, value_name = "FILE")]
    pub event: PathBuf,
}

/// Programs saying who they are at one time, at most: more are turned away at once, so
/// that strangers cannot hold the server's threads.
const MAX_GREETING: usize = 32;

pub fn main(args: ServerArgs) -> ExitCode {
    let mut run = match crate::event_run::EventRun::open(&args.event) {
        Ok(run) => run,
        Err(e) => {
            eprintln!("hotstone: {e} ({})", args.event.display());
            return ExitCode::from(2);
        }
    };
    let listener = match TcpListener::bind(&args.listen) {
        Ok(l) => l,
        Err(e) => {
            eprintln!("hotstone: cannot listen on {}: {e}", args.listen);
            return ExitCode::from(2);
        }
    };
    let address = listener
        .local_addr()
        .map(|a| a.to_string())
        .unwrap_or_else(|_| args.listen.clone());
    println!("listening {address}");
    let _ = std::io::stdout().flush();
    let lobby = run.lobby();
    thread::spawn(move || accept(&listener, &lobby));
    match run.run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("hotstone: {e}");
            ExitCode::from(2)
        }
    }
}

/// Takes connections for as long as the server runs; each says who it is on a thread of
/// its own.
fn accept(listener: &TcpListener, lobby: &Arc<Lobby>) {
    let greeting = Arc::new(AtomicUsize::new(0));
    for stream in listener.incoming() {
        let Ok(stream) = stream else { continue };
        if greeting.fetch_add(1, Ordering::SeqCst) >= MAX_GREETING {
            greeting.fetch_sub(1, Ordering::SeqCst);
            let mut stream = stream;
            let _ = stream.write_all(b"? busy: try again\n");
            continue;
        }
        let lobby = Arc::clone(lobby);
        let greeting = Arc::clone(&greeting);
        thread::spawn(move || {
            greet(stream, &lobby);
            greeting.fetch_sub(1, Ordering::SeqCst);
        });
    }
}

/// Reads the hello within its limit and lets the program in, or refuses it and closes.
fn greet(stream: TcpStream, lobby: &Lobby) {
    let _ = stream.set_nodelay(true);
    let Ok(read_half) = stream.try_clone() else {
        return;
    };
    let mut reader = BufReader::new(read_half);
    let mut stream = stream;
    let hello = match wire::read_line_within(&mut reader, wire::HELLO_LIMIT) {
        Ok(Some(line)) => Hello::parse(&line),
        _ => None,
    };
    let Some(hello) = hello else {
        let _ = stream.write_all(b"? say `connect NAME TOKEN` first\n");
        return;
    };
    if let Err(refusal) = lobby.check(&hello) {
        let _ = stream.write_all(format!("? {refusal}\n").as_bytes());
        return;
    }
    if stream
        .write_all(format!("= {}\n", hello.name).as_bytes())
        .is_err()
    {
        return;
    }
    let connection = Connection::new(stream, reader);
    if lobby.admit(&hello, connection).is_ok() {
        eprintln!(
            "hotstone server: {} {}",
            hello.name,
            if hello.again {
                "reconnected"
            } else {
                "connected"
            }
        );
    }
}
