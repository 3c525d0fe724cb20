//! The programs of an event as the game server knows them: each name with its token,
//! its connection while it is connected, and whether it is in a game. A game's side is
//! a `Remote`: the referee's `Program` over the connection, which waits for the program
//! to come back after a dropped connection (for at most the event's reconnect window)
//! and then sends the command in flight again, under the same id.

use std::collections::BTreeMap;
use std::sync::mpsc::RecvTimeoutError;
use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use hotstone_gtp::{NotGtp, Response, ResponseReader};
use hotstone_rules::Color;

use crate::engine::EngineError;
use crate::program::{Program, Seats};
use crate::wire::{self, Connection, Hello, LineError};

/// Why a program is not let in.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    /// No such name, or not its token: one answer for both, so that a stranger learns
    /// nothing of the names.
    UnknownNameOrToken,
}

impl std::fmt::Display for Refusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Refusal::UnknownNameOrToken => f.write_str("unknown name or wrong token"),
        }
    }
}

struct Arrival {
    connection: Connection,
    /// Said `reconnect`: the program kept running through the drop.
    again: bool,
}

struct Slot {
    token: String,
    /// The latest connection not yet taken by its game (or waiting for the next game).
    waiting: Option<Arrival>,
    in_game: bool,
    /// The next command id: ids never repeat for a name, so an answer that comes late,
    /// after its command was given up, is never taken for another's.
    next_id: u64,
}

/// Every program of the event.
pub struct Lobby {
    slots: Mutex<BTreeMap<String, Slot>>,
    changed: Condvar,
    /// How long a dropped connection may take to come back (E-6 after that).
    pub window: Duration,
}

impl Lobby {
    pub fn new(programs: &[(String, String)], window: Duration) -> Lobby {
        // Ids go on from the time the server started, so that a restarted server never
        // sends an id a program answered before its stop (`hotstone connect` answers an
        // id sent again from what it answered).
        let first_id = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(1, |d| d.as_secs().saturating_mul(1000));
        let slots = programs
            .iter()
            .map(|(name, token)| {
                (
                    name.clone(),
                    Slot {
                        token: token.clone(),
                        waiting: None,
                        in_game: false,
                        next_id: first_id,
                    },
                )
            })
            .collect();
        Lobby {
            slots: Mutex::new(slots),
            changed: Condvar::new(),
            window,
        }
    }

    fn slots(&self) -> MutexGuard<'_, BTreeMap<String, Slot>> {
        self.slots.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Lets a program in whose name and token match: its connection replaces any older
    /// one of the same name (which is closed).
    pub fn admit(&self, hello: &Hello, connection: Connection) -> Result<(), Refusal> {
        let mut slots = self.slots();
        let slot = slots
            .get_mut(&hello.name)
            .filter(|s| same_token(&s.token, &hello.token))
            .ok_or(Refusal::UnknownNameOrToken)?;
        slot.waiting = Some(Arrival {
            connection,
            again: hello.again,
        });
        drop(slots);
        self.changed.notify_all();
        Ok(())
    }

    /// Whether the token is the name's (for the welcome, before the connection is made).
    pub fn check(&self, hello: &Hello) -> Result<(), Refusal> {
        let slots = self.slots();
        slots
            .get(&hello.name)
            .filter(|s| same_token(&s.token, &hello.token))
            .map(|_| ())
            .ok_or(Refusal::UnknownNameOrToken)
    }

    /// Marks both programs as in a game if both are connected and free.
    pub fn take_pair(&self, a: &str, b: &str) -> bool {
        let mut slots = self.slots();
        let ready = |s: &mut Slot| {
            if s.waiting.as_ref().is_some_and(|w| !w.connection.is_open()) {
                s.waiting = None;
            }
            !s.in_game && s.waiting.is_some()
        };
        let both = [a, b].iter().all(|n| slots.get_mut(*n).is_some_and(ready));
        if both {
            for n in [a, b] {
                if let Some(s) = slots.get_mut(n) {
                    s.in_game = true;
                }
            }
        }
        both
    }

    /// The game of `name` is over: it may be paired again.
    pub fn release(&self, name: &str) {
        if let Some(s) = self.slots().get_mut(name) {
            s.in_game = false;
        }
        self.changed.notify_all();
    }

    /// Sends `quit` to every connected program that is not in a game (the event is over).
    pub fn dismiss(&self) {
        let mut slots = self.slots();
        for slot in slots.values_mut() {
            if let Some(mut w) = slot.waiting.take() {
                let id = slot.next_id;
                slot.next_id += 1;
                let _ = w.connection.write_line(&format!("{id} quit"));
            }
        }
    }

    fn next_id(&self, name: &str) -> u64 {
        let mut slots = self.slots();
        let Some(slot) = slots.get_mut(name) else {
            return 0;
        };
        let id = slot.next_id;
        slot.next_id += 1;
        id
    }

    /// Takes `name`'s waiting connection, waiting for one until `deadline`.
    fn arrival(&self, name: &str, deadline: Instant) -> Option<Arrival> {
        let mut slots = self.slots();
        loop {
            // One closed meanwhile is dropped: wait on for the next.
            if let Some(a) = slots.get_mut(name).and_then(|s| s.waiting.take()) {
                if a.connection.is_open() {
                    return Some(a);
                }
            }
            let left = deadline.saturating_duration_since(Instant::now());
            if left.is_zero() {
                return None;
            }
            slots = self
                .changed
                .wait_timeout(slots, left)
                .unwrap_or_else(|p| p.into_inner())
                .0;
        }
    }

    /// A newer connection of `name`, if one came while its game holds an older one.
    fn newer(&self, name: &str) -> Option<Arrival> {
        self.slots().get_mut(name).and_then(|s| s.waiting.take())
    }

    /// Gives a connection back for the next game, unless a newer one came meanwhile.
    fn hand_back(&self, name: &str, connection: Connection) {
        let mut slots = self.slots();
        if let Some(s) = slots.get_mut(name) {
            if s.waiting.is_none() && connection.is_open() {
                s.waiting = Some(Arrival {
                    connection,
                    again: true,
                });
            }
        }
        drop(slots);
        self.changed.notify_all();
    }
}

/// Compares tokens in time independent of where they first differ.
fn same_token(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    a.len() == b.len() && a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
}

/// The connected programs of one game, by colour.
pub struct Seated {
    pub lobby: Arc<Lobby>,
    pub names: [String; 2],
}

impl Seats for Seated {
    fn seat(&mut self, color: Color, _label: &str) -> Result<Box<dyn Program>, String> {
        let name = self.names[usize::from(color == Color::White)].clone();
        Ok(Box::new(Remote {
            lobby: Arc::clone(&self.lobby),
            name,
            connection: None,
            begun: false,
        }))
    }
}

/// One side of a game over its connection.
pub struct Remote {
    lobby: Arc<Lobby>,
    name: String,
    connection: Option<Connection>,
    /// Whether a command has been answered in this attempt: from then on a program
    /// connecting afresh (`connect`, not `reconnect`) was restarted and has lost the game
    /// it was playing (E-6).
    begun: bool,
}

impl Remote {
    /// The connection to send on: a newer one if the program came back, else the one
    /// held; without one, waits for the program until the reconnect window or the
    /// command's deadline ends.
    fn connection(&mut self, deadline: Instant) -> Result<&mut Connection, EngineError> {
        let newer = self.lobby.newer(&self.name);
        let arrival = match newer {
            Some(a) => Some(a),
            None if self.connection.is_some() => None,
            None => {
                let window_end = Instant::now() + self.lobby.window;
                match self.lobby.arrival(&self.name, window_end.min(deadline)) {
                    Some(a) => Some(a),
                    None if Instant::now() >= deadline => return Err(EngineError::Timeout),
                    None => {
                        return Err(EngineError::Dropped {
                            seconds: self.lobby.window.as_secs(),
                        })
                    }
                }
            }
        };
        if let Some(a) = arrival {
            if self.begun && !a.again {
                // Keep it for the next attempt or game: this one's program is gone.
                self.lobby.hand_back(&self.name, a.connection);
                self.connection = None;
                return Err(EngineError::Restarted);
            }
            if !self.begun {
                a.connection.drain();
            }
            self.connection = Some(a.connection);
        }
        self.connection.as_mut().ok_or(EngineError::Exited)
    }
}

impl Program for Remote {
    fn send(&mut self, line: &str, limit: Duration) -> Result<Response, EngineError> {
        let deadline = Instant::now() + limit;
        let id = self.lobby.next_id(&self.name);
        let command = format!("{id} {line}");
        'connections: loop {
            let connection = self.connection(deadline)?;
            if connection.write_line(&command).is_err() {
                self.connection = None;
                continue;
            }
            let mut reader = ResponseReader::default();
            let mut bytes = 0usize;
            let mut theirs = true;
            loop {
                let left = deadline.saturating_duration_since(Instant::now());
                let line = match connection.lines.recv_timeout(left) {
                    Ok(Ok(l)) => l,
                    Ok(Err(LineError::TooLong)) => {
                        return Err(EngineError::Garbage(NotGtp {
                            line: format!("a line longer than {} bytes", wire::MAX_LINE),
                        }))
                    }
                    Err(RecvTimeoutError::Timeout) => return Err(EngineError::Timeout),
                    Err(RecvTimeoutError::Disconnected) => {
                        // Dropped: wait for it to come back, then ask again.
                        self.connection = None;
                        continue 'connections;
                    }
                };
                bytes += line.len() + 1;
                if bytes > wire::MAX_RESPONSE {
                    return Err(EngineError::Garbage(NotGtp {
                        line: format!("a response longer than {} bytes", wire::MAX_RESPONSE),
                    }));
                }
                if line.trim().is_empty() && !theirs {
                    // The end of a late answer to an earlier command: skipped.
                    theirs = true;
                    continue;
                }
                if !theirs {
                    continue;
                }
                if line.starts_with(['=', '?']) {
                    // An answer to another command (one given up on, before a reconnect).
                    if wire::response_id(&line).is_some_and(|i| i != id) {
                        theirs = false;
                        continue;
                    }
                }
                if let Some(response) = reader.push(line) {
                    self.begun = true;
                    return response.map_err(EngineError::Garbage);
                }
            }
        }
    }

    fn quit(self: Box<Self>) {}
}

impl Drop for Remote {
    fn drop(&mut self) {
        if let Some(c) = self.connection.take() {
            self.lobby.hand_back(&self.name, c);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::{BufRead, BufReader, Write};
    use std::net::{TcpListener, TcpStream};

    /// A lobby of one program, `p`, and the program's end of a new connection to it.
    fn connected(lobby: &Lobby, again: bool) -> TcpStream {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let program = TcpStream::connect(listener.local_addr().unwrap()).unwrap();
        let (server, _) = listener.accept().unwrap();
        let reader = BufReader::new(server.try_clone().unwrap());
        let hello = Hello {
            name: "p".into(),
            token: "t".into(),
            again,
        };
        lobby
            .admit(&hello, Connection::new(server, reader))
            .unwrap();
        program
    }

    fn lobby(window: Duration) -> Arc<Lobby> {
        Arc::new(Lobby::new(&[("p".into(), "t".into())], window))
    }

    fn remote(lobby: &Arc<Lobby>) -> Box<dyn Program> {
        let mut seats = Seated {
            lobby: Arc::clone(lobby),
            names: ["p".into(), "q".into()],
        };
        seats.seat(Color::Black, "p").unwrap()
    }

    /// Reads one command from the program's end: its id.
    fn command(reader: &mut impl BufRead) -> u64 {
        let mut line = String::new();
        reader.read_line(&mut line).unwrap();
        line.split_whitespace().next().unwrap().parse().unwrap()
    }

    #[test]
    fn a_wrong_token_is_refused_and_an_answer_to_another_command_skipped() {
        let lobby = lobby(Duration::from_secs(5));
        let stranger = Hello {
            name: "p".into(),
            token: "guess".into(),
            again: false,
        };
        assert_eq!(lobby.check(&stranger), Err(Refusal::UnknownNameOrToken));
        let mut program = connected(&lobby, false);
        let mut reader = BufReader::new(program.try_clone().unwrap());
        let mut side = remote(&lobby);
        let answering = std::thread::spawn(move || {
            let id = command(&mut reader);
            write!(program, "={} stale\n\n={id} right\n\n", id - 1).unwrap();
            program
        });
        let r = side.send("name", Duration::from_secs(10)).unwrap();
        assert_eq!(r.text, "right");
        drop(answering.join());
    }

    #[test]
    fn e6_a_program_connecting_afresh_mid_game_was_restarted() {
        let lobby = lobby(Duration::from_secs(5));
        let mut program = connected(&lobby, false);
        let mut reader = BufReader::new(program.try_clone().unwrap());
        let mut side = remote(&lobby);
        let answering = std::thread::spawn(move || {
            let id = command(&mut reader);
            write!(program, "={id} p\n\n").unwrap();
            program
        });
        assert!(side.send("name", Duration::from_secs(10)).is_ok());
        let _old = answering.join().unwrap();
        let _new = connected(&lobby, false);
        assert!(matches!(
            side.send("genmove b", Duration::from_secs(10)),
            Err(EngineError::Restarted)
        ));
    }

    #[test]
    fn e6_a_connection_not_back_within_the_window_is_dropped() {
        let lobby = lobby(Duration::from_millis(200));
        let program = connected(&lobby, false);
        let mut side = remote(&lobby);
        drop(program);
        assert!(matches!(
            side.send("name", Duration::from_secs(30)),
            Err(EngineError::Dropped { .. })
        ));
    }
}
