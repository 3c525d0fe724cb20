//! A GTP program as the referee speaks to it, whichever way it is reached: an engine
//! the referee starts as a child process (`crate::engine`), or a program connected to
//! the game server over the network (`crate::lobby`). The referee's rules do not care
//! which: it sends a command, waits at most a limit for the whole response, and ends
//! with the program when the game is over.

use std::time::Duration;

use hotstone_gtp::Response;
use hotstone_rules::Color;

use crate::engine::{Engine, EngineError};

/// One side's program for one attempt of a game.
pub trait Program: Send {
    /// Sends one command and waits at most `limit` for its whole response.
    fn send(&mut self, line: &str, limit: Duration) -> Result<Response, EngineError>;

    /// Whether the program is gone for good, waiting at most `limit` to know: an engine
    /// that exits during its set-up was never in the game (a mistyped option). A
    /// connected program is never found gone here: its drop is judged in the game.
    fn exited_within(&mut self, _limit: Duration) -> bool {
        false
    }

    /// The game is over for it: an engine is asked to quit and killed, a connected
    /// program is handed back to the server, connected, for its next game.
    fn quit(self: Box<Self>);
}

/// Where the referee gets each side's program from, at the start of every attempt (a
/// replay after an abnormal termination, E-6, starts both afresh).
pub trait Seats {
    fn seat(&mut self, color: Color, label: &str) -> Result<Box<dyn Program>, String>;
}

/// The referee's own engines: each seat's label is the command line it starts.
pub struct Spawned;

impl Seats for Spawned {
    fn seat(&mut self, _color: Color, command: &str) -> Result<Box<dyn Program>, String> {
        Engine::spawn(command)
            .map(|e| Box::new(e) as Box<dyn Program>)
            .map_err(|e| e.to_string())
    }
}

impl Program for Engine {
    fn send(&mut self, line: &str, limit: Duration) -> Result<Response, EngineError> {
        Engine::send(self, line, limit)
    }

    fn exited_within(&mut self, limit: Duration) -> bool {
        Engine::exited_within(self, limit)
    }

    fn quit(self: Box<Self>) {
        Engine::quit(*self);
    }
}
