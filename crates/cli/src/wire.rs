//! The wire between the game server and a connected program (docs/referee.md, "The
//! protocol"): TCP, lines of UTF-8 ending in `\n`. The program says who it is in one
//! line (`connect NAME TOKEN`, or `reconnect NAME TOKEN` after a dropped connection), the
//! server accepts (`= NAME`) or refuses (`? why`, then closes); from then on it is GTP 2
//! with the server as the controller: each command carries a numeric id, which the
//! response repeats. Nothing a program sends is trusted: a line longer than `MAX_LINE`
//! bytes is the program's fault, never a reason for the server to hold more memory.

use std::io::{BufRead, BufReader, ErrorKind, Write};
use std::net::TcpStream;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver};
use std::sync::Arc;
use std::thread;
use std::time::Duration;

/// The longest line a program may send, in bytes, its line ending included: a vertex
/// list of a whole 25x25 board is under 2.5 KB.
pub const MAX_LINE: usize = 8 * 1024;

/// The most bytes one response may take, its lines together.
pub const MAX_RESPONSE: usize = 64 * 1024;

/// Time a program has to say who it is after connecting.
pub const HELLO_LIMIT: Duration = Duration::from_secs(10);

/// Lines read ahead of the referee, at most: a program that writes without being asked
/// waits on its own socket (TCP's flow control), not in the server's memory.
const READ_AHEAD: usize = 64;

/// Who a program says it is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Hello {
    pub name: String,
    pub token: String,
    /// `reconnect`: the same program, still running, after a dropped connection (its
    /// game goes on); `connect`: a program started afresh.
    pub again: bool,
}

impl Hello {
    /// `connect NAME TOKEN` or `reconnect NAME TOKEN`: the token is the last word, the
    /// name everything between (a name may have spaces).
    pub fn parse(line: &str) -> Option<Hello> {
        let line = line.trim();
        let (verb, rest) = line.split_once(char::is_whitespace)?;
        let again = match verb {
            "connect" => false,
            "reconnect" => true,
            _ => return None,
        };
        let (name, token) = rest.trim().rsplit_once(char::is_whitespace)?;
        let name = name.split_whitespace().collect::<Vec<_>>().join(" ");
        (!name.is_empty() && !token.is_empty()).then(|| Hello {
            name,
            token: token.to_string(),
            again,
        })
    }

    pub fn line(&self) -> String {
        let verb = if self.again { "reconnect" } else { "connect" };
        format!("{verb} {} {}", self.name, self.token)
    }
}

/// What the reader found that is not a line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LineError {
    TooLong,
}

/// One line, without its ending (`\r\n` or `\n`); bytes that are not UTF-8 replaced.
/// `Ok(None)` at the end of the stream or on a read error (the other side is gone
/// either way).
pub fn read_line(reader: &mut impl BufRead) -> Result<Option<String>, LineError> {
    let mut line = Vec::new();
    loop {
        let buf = match reader.fill_buf() {
            Err(e) if e.kind() == ErrorKind::Interrupted => continue,
            Ok([]) | Err(_) => {
                return Ok((!line.is_empty()).then(|| String::from_utf8_lossy(&line).into_owned()))
            }
            Ok(buf) => buf,
        };
        let (take, found) = match buf.iter().position(|&b| b == b'\n') {
            Some(i) => (i + 1, true),
            None => (buf.len(), false),
        };
        if line.len() + take > MAX_LINE {
            return Err(LineError::TooLong);
        }
        line.extend_from_slice(&buf[..take]);
        reader.consume(take);
        if found {
            while line.last().is_some_and(|b| *b == b'\n' || *b == b'\r') {
                line.pop();
            }
            return Ok(Some(String::from_utf8_lossy(&line).into_owned()));
        }
    }
}

/// A connection whose lines are read by a thread of its own, a few ahead: the referee
/// waits for them with a time limit, as it does for an engine's output.
pub struct Connection {
    writer: TcpStream,
    pub lines: Receiver<Result<String, LineError>>,
    open: Arc<AtomicBool>,
}

impl Connection {
    /// Starts reading `stream` (already past the hello) on a thread of its own.
    pub fn new(stream: TcpStream, reader: BufReader<TcpStream>) -> Connection {
        let (tx, rx) = mpsc::sync_channel(READ_AHEAD);
        let open = Arc::new(AtomicBool::new(true));
        let flag = Arc::clone(&open);
        thread::spawn(move || {
            let mut reader = reader;
            loop {
                match read_line(&mut reader) {
                    Ok(Some(line)) => {
                        if tx.send(Ok(line)).is_err() {
                            break;
                        }
                    }
                    Ok(None) => break,
                    Err(e) => {
                        let _ = tx.send(Err(e));
                        break;
                    }
                }
            }
            flag.store(false, Ordering::SeqCst);
            let _ = reader.get_ref().shutdown(std::net::Shutdown::Both);
        });
        Connection {
            writer: stream,
            lines: rx,
            open,
        }
    }

    /// Whether the other side has not closed it (as far as the reader knows).
    pub fn is_open(&self) -> bool {
        self.open.load(Ordering::SeqCst)
    }

    pub fn write_line(&mut self, line: &str) -> std::io::Result<()> {
        self.writer.write_all(format!("{line}\n").as_bytes())?;
        self.writer.flush()
    }

    /// Drops whatever the program sent while nobody asked.
    pub fn drain(&self) {
        while self.lines.try_recv().is_ok() {}
    }
}

impl Drop for Connection {
    fn drop(&mut self) {
        let _ = self.writer.shutdown(std::net::Shutdown::Both);
    }
}

/// A response's first line split: `=12 D4` is (true, Some(12), "D4").
pub fn response_id(line: &str) -> Option<u64> {
    let rest = line.strip_prefix(['=', '?'])?;
    let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
    digits.parse().ok()
}

/// Reads one line from a stream not yet handed to a `Connection` (the hello, the
/// welcome), within `limit`.
pub fn read_line_within(
    reader: &mut BufReader<TcpStream>,
    limit: Duration,
) -> Result<Option<String>, LineError> {
    let _ = reader.get_ref().set_read_timeout(Some(limit));
    let line = read_line(reader);
    let _ = reader.get_ref().set_read_timeout(None);
    line
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lines_of<R: std::io::Read>(r: R) -> BufReader<R> {
        BufReader::new(r)
    }

    #[test]
    fn hello_names_may_have_spaces_the_token_is_the_last_word() {
        let h = Hello::parse("connect GNU Go 1  s3cret\r").unwrap();
        assert_eq!(h.name, "GNU Go 1");
        assert_eq!(h.token, "s3cret");
        assert!(!h.again);
        assert_eq!(Hello::parse(&h.line()), Some(h));
        assert!(Hello::parse("reconnect a b").unwrap().again);
        for bad in ["connect", "connect onlyname", "hello a b", "", "connect  x"] {
            assert_eq!(Hello::parse(bad), None, "{bad:?}");
        }
    }

    #[test]
    fn a_line_longer_than_the_limit_is_refused() {
        let mut long = vec![b'='; MAX_LINE + 10];
        long.push(b'\n');
        assert_eq!(read_line(&mut lines_of(&long[..])), Err(LineError::TooLong));
        let mut r = lines_of(&b"=1 D4\r\nrest"[..]);
        assert_eq!(read_line(&mut r), Ok(Some("=1 D4".to_string())));
        assert_eq!(read_line(&mut r), Ok(Some("rest".to_string())));
        assert_eq!(read_line(&mut r), Ok(None));
        assert_eq!(response_id("=12 D4"), Some(12));
        assert_eq!(response_id("? no"), None);
    }
}
