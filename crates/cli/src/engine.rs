//! A GTP engine as a child process: started from a command line, spoken to one command
//! at a time with a time limit, and killed on drop with every process it started
//! (it runs in a process group of its own), so that nothing is left running.

use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::thread;
use std::time::{Duration, Instant};

use crate::gtp::{self, NotGtp, Response, MAX_LINE, MAX_RESPONSE_LINES};

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
        let mut lines: Vec<String> = Vec::new();
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            let line = match self.lines.recv_timeout(left) {
                Ok(l) => l,
                Err(RecvTimeoutError::Timeout) => return Err(EngineError::Timeout),
                Err(RecvTimeoutError::Disconnected) => return Err(EngineError::Exited),
            };
            let blank = line.trim().is_empty();
            if blank && lines.iter().all(|l| l.trim().is_empty()) {
                // Blank lines before a response are skipped.
                continue;
            }
            if blank {
                return gtp::parse_response(&lines).map_err(EngineError::Garbage);
            }
            if lines.is_empty() && !line.starts_with(['=', '?']) {
                return Err(EngineError::Garbage(NotGtp {
                    line: line.chars().take(200).collect(),
                }));
            }
            lines.push(line);
            if lines.len() > MAX_RESPONSE_LINES {
                return Err(EngineError::Garbage(NotGtp {
                    line: "a response of more than 10000 lines".to_string(),
                }));
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

/// Sends the engine's output line by line; lines longer than `MAX_LINE` are cut, and
/// bytes that are not UTF-8 replaced. Ends (closing the channel) at end of output.
fn read_lines(out: impl Read, tx: &mpsc::Sender<String>) {
    let mut reader = BufReader::new(out);
    loop {
        let mut line = Vec::new();
        let mut complete = false;
        while !complete {
            let buf = match reader.fill_buf() {
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
                Ok([]) | Err(_) => {
                    if !line.is_empty() {
                        let _ = tx.send(String::from_utf8_lossy(&line).into_owned());
                    }
                    return;
                }
                Ok(buf) => buf,
            };
            let (take, found) = match buf.iter().position(|&b| b == b'\n') {
                Some(i) => (i + 1, true),
                None => (buf.len(), false),
            };
            let room = MAX_LINE.saturating_sub(line.len());
            line.extend_from_slice(&buf[..take.min(room)]);
            reader.consume(take);
            complete = found;
        }
        while line.last().is_some_and(|b| *b == b'\n' || *b == b'\r') {
            line.pop();
        }
        if tx
            .send(String::from_utf8_lossy(&line).into_owned())
            .is_err()
        {
            return;
        }
    }
}
