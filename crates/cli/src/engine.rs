//! A GTP engine as a child process: started from a command line, spoken to one command
//! at a time with a time limit, and killed on drop with every process it started
//! (it runs in a process group of its own), so that nothing is left running. Its own
//! group keeps the terminal's Ctrl-C from reaching it, so `kill_engines_on_signals`
//! makes SIGINT, SIGTERM and SIGHUP kill every running engine's group before the
//! referee dies of the signal (a signal skips the drop).

use std::io::{Read, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
#[cfg(unix)]
use std::sync::atomic::{AtomicI32, Ordering};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::thread;
use std::time::{Duration, Instant};

use hotstone_gtp::{Lines, NotGtp, Response, ResponseReader};

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
    /// A connected program's connection dropped and did not come back within the
    /// reconnect window (the game server, E-6).
    Dropped { seconds: u64 },
    /// A connected program connected afresh (not `reconnect`) during its game: it was
    /// restarted and has lost the game it was playing (E-6).
    Restarted,
}

impl std::fmt::Display for EngineError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            EngineError::BadCommand(c) => write!(f, "cannot read the command line {c:?}"),
            EngineError::Spawn(e) => write!(f, "cannot start the program: {e}"),
            EngineError::Timeout => f.write_str("no response in time"),
            EngineError::Exited => f.write_str("the program exited or closed its output"),
            EngineError::Garbage(g) => g.fmt(f),
            EngineError::Dropped { seconds } => write!(
                f,
                "the connection dropped and did not come back within {seconds} s"
            ),
            EngineError::Restarted => {
                f.write_str("the program connected afresh during its game (it was restarted)")
            }
        }
    }
}

/// A running engine.
pub struct Engine {
    child: Child,
    stdin: Option<ChildStdin>,
    lines: Receiver<String>,
    /// Its slot in `GROUPS`, while registered.
    slot: Option<usize>,
}

/// The process groups of the running engines, for the signal handler, which may only
/// read atomics: 0 is a free slot. A referee runs two engines at a time.
#[cfg(unix)]
static GROUPS: [AtomicI32; 8] = [const { AtomicI32::new(0) }; 8];

#[cfg(unix)]
fn register(group: i32) -> Option<usize> {
    GROUPS.iter().position(|slot| {
        slot.compare_exchange(0, group, Ordering::SeqCst, Ordering::SeqCst)
            .is_ok()
    })
}

/// The signals that end the referee from outside: Ctrl-C, `kill`, a closed terminal.
#[cfg(unix)]
const ENDING_SIGNALS: [libc::c_int; 3] = [libc::SIGINT, libc::SIGTERM, libc::SIGHUP];

/// Makes SIGINT, SIGTERM and SIGHUP kill every running engine's process group, then
/// end the process by the same signal (so that a shell sees it was interrupted). A
/// signal ignored when the process started (`nohup`) stays ignored.
pub fn kill_engines_on_signals() {
    #[cfg(unix)]
    for signal in ENDING_SIGNALS {
        // SAFETY: sigaction with a zeroed, then filled struct; the handler only calls
        // async-signal-safe functions (kill, signal, raise) and reads atomics.
        unsafe {
            let mut old: libc::sigaction = std::mem::zeroed();
            if libc::sigaction(signal, std::ptr::null(), &mut old) != 0
                || old.sa_sigaction == libc::SIG_IGN
            {
                continue;
            }
            let mut action: libc::sigaction = std::mem::zeroed();
            action.sa_sigaction = on_ending_signal as extern "C" fn(libc::c_int) as usize;
            libc::sigemptyset(&mut action.sa_mask);
            libc::sigaction(signal, &action, std::ptr::null_mut());
        }
    }
}

#[cfg(unix)]
extern "C" fn on_ending_signal(signal: libc::c_int) {
    for slot in &GROUPS {
        let group = slot.load(Ordering::SeqCst);
        if group > 0 {
            // SAFETY: kill(2) is async-signal-safe; a negative pid is one group.
            unsafe {
                libc::kill(-group, libc::SIGKILL);
            }
        }
    }
    // SAFETY: both are async-signal-safe. The raised signal is blocked while this
    // handler runs and is delivered, with its default action, when it returns.
    unsafe {
        libc::signal(signal, libc::SIG_DFL);
        libc::raise(signal);
    }
}

/// Blocks the ending signals while it lives, so that no engine is started between a
/// signal's handler and its registration.
#[cfg(unix)]
struct SignalsHeld(libc::sigset_t);

#[cfg(unix)]
impl SignalsHeld {
    fn new() -> SignalsHeld {
        // SAFETY: sigset_t is plain data, filled by sigemptyset/sigaddset; the mask is
        // this thread's only (`spawn` gives the child the one saved here).
        unsafe {
            let mut set: libc::sigset_t = std::mem::zeroed();
            let mut old: libc::sigset_t = std::mem::zeroed();
            libc::sigemptyset(&mut set);
            for signal in ENDING_SIGNALS {
                libc::sigaddset(&mut set, signal);
            }
            libc::pthread_sigmask(libc::SIG_BLOCK, &set, &mut old);
            SignalsHeld(old)
        }
    }
}

#[cfg(unix)]
impl Drop for SignalsHeld {
    fn drop(&mut self) {
        // SAFETY: restores the mask saved in `new`.
        unsafe {
            libc::pthread_sigmask(libc::SIG_SETMASK, &self.0, std::ptr::null_mut());
        }
    }
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
        let held = {
            use std::os::unix::process::CommandExt;
            cmd.process_group(0);
            let held = SignalsHeld::new();
            // The child inherits the blocked signals: it gets the mask it had before.
            let before = held.0;
            // SAFETY: sigprocmask is async-signal-safe, as the time between fork and
            // exec requires; `before` is a copy owned by the closure.
            unsafe {
                cmd.pre_exec(move || {
                    libc::sigprocmask(libc::SIG_SETMASK, &before, std::ptr::null_mut());
                    Ok(())
                });
            }
            held
        };
        let mut child = cmd.spawn().map_err(EngineError::Spawn)?;
        #[cfg(unix)]
        let slot = i32::try_from(child.id()).ok().and_then(register);
        #[cfg(not(unix))]
        let slot = None;
        #[cfg(unix)]
        drop(held);
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
            slot,
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

    /// Whether the program has exited, waiting at most `limit` for it (its output can
    /// close an instant before it is gone).
    pub fn exited_within(&mut self, limit: Duration) -> bool {
        let deadline = Instant::now() + limit;
        loop {
            match self.child.try_wait() {
                Ok(Some(_)) => return true,
                Ok(None) if Instant::now() < deadline => thread::sleep(Duration::from_millis(10)),
                _ => return false,
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
            // Killed but not yet reaped, so its id cannot have been reused.
            if let Some(slot) = self.slot.take() {
                GROUPS[slot].store(0, Ordering::SeqCst);
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
