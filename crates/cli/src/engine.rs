//! A GTP engine as a child process: started from a command line, spoken to one command
//! at a time with a time limit, and killed on drop with every process it started
//! (it runs in a process group of its own), so that nothing is left running.

use std::io::{Read, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::thread;
use std::time::{Duration, Instant};

use crate::gtp::{Lines, NotGtp, Response, ResponseReader};

/// Why an engine gave no response.
#[derive(Debug)]
pub enum EngineError {
    /// The command line is empty or cannot be split (unbalanced quotes).
    BadCommand(String),
    /// The program could not be started.
    Spawn(std::io::Error),
    /// No complete response within the time limit.
    Timeout,
    /// The program closed its output or exited: an abnormal termination (E-6).
    Exited,
    /// The program answered something that is not GTP.
    Garbage(NotGtp),
}

impl std::fmt::Display for EngineError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            EngineError::BadCommand(c) => write!(f, "cannot read the command line {c:?}"),
            EngineError::Spawn(e) => write!(f, "cannot start the program: {e}"),
            EngineError::Timeout => f.write_str("no response in time"),
            EngineError::Exited => f.write_str("the program exited or closed its output"),
            EngineError::Garbage(g) => g.fmt(f),
        }
    }
}

/// A running engine.
pub struct Engine {
    child: Child,
    stdin: Option<ChildStdin>,
    lines: Receiver<String>,
}

impl Engine {
    /// Starts `command` (split like a shell would, without a shell).
    pub fn spawn(command: &str) -> Result<Engine, EngineError> {
        let words = shlex::split(command)
            .filter(|w| !w.is_empty())
            .ok_or_else(|| EngineError::BadCommand(command.to_string()))?;
        let mut cmd = Command::new(&words[0]);
        cmd.args(&words[1..])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null());
        #[cfg(unix)]
        {
            use std::os::unix::process::CommandExt;
            cmd.process_group(0);
        }
        let mut child = cmd.spawn().map_err(EngineError::Spawn)?;
        let stdin = child.stdin.take();
        let stdout = child.stdout.take();
        let (tx, rx) = mpsc::channel();
        if let Some(out) = stdout {
            thread::spawn(move || read_lines(out, &tx));
        }
        Ok(Engine {
            child,
            stdin,
            lines: rx,
        })
    }

    /// Sends one command and waits at most `limit` for its whole response.
    pub fn send(&mut self, line: &str, limit: Duration) -> Result<Response, EngineError> {
        let deadline = Instant::now() + limit;
        let stdin = self.stdin.as_mut().ok_or(EngineError::Exited)?;
        writeln!(stdin, "{line}")
            .and_then(|()| stdin.flush())
            .map_err(|_| EngineError::Exited)?;
        let mut reader = ResponseReader::default();
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            let line = match self.lines.recv_timeout(left) {
                Ok(l) => l,
                Err(RecvTimeoutError::Timeout) => return Err(EngineError::Timeout),
                Err(RecvTimeoutError::Disconnected) => return Err(EngineError::Exited),
            };
            if let Some(response) = reader.push(line) {
                return response.map_err(EngineError::Garbage);
            }
        }
    }

    /// Asks the engine to quit, briefly, then kills it and everything it started.
    pub fn quit(mut self) {
        let _ = self.send("quit", Duration::from_millis(500));
    }

    fn kill(&mut self) {
        self.stdin = None;
        #[cfg(unix)]
        {
            // The engine leads its own process group: kill the group, so that whatever
            // it started (a script's `sleep`, a helper) goes too.
            if let Ok(pid) = i32::try_from(self.child.id()) {
                // SAFETY: kill(2) with a negative pid signals that process group only;
                // it touches no memory of ours.
                unsafe {
                    libc::kill(-pid, libc::SIGKILL);
                }
            }
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Drop for Engine {
    fn drop(&mut self) {
        self.kill();
    }
}

/// Sends the engine's output line by line (cut and made UTF-8 by `Lines`); ends, closing
/// the channel, at the end of the output or when nobody listens any more.
fn read_lines(out: impl Read, tx: &mpsc::Sender<String>) {
    for line in Lines::new(out) {
        if tx.send(line).is_err() {
            return;
        }
    }
}
