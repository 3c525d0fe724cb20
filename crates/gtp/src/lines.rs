//! An engine's output cut into lines, whatever it writes: long lines cut, bytes that are
//! not UTF-8 replaced, `\r\n` and `\n` both ending a line.

use std::io::{BufRead, BufReader, ErrorKind, Read};

/// Longest line kept, in bytes: the rest of a longer line is dropped, so that an engine
/// writing without end cannot fill the memory.
pub const MAX_LINE: usize = 64 * 1024;

/// The lines of a byte stream, each without its line ending. Ends at the end of the
/// stream or at a read error (the engine is gone either way); a last line without a
/// line ending is still given.
pub struct Lines<R> {
    reader: BufReader<R>,
    done: bool,
}

impl<R: Read> Lines<R> {
    pub fn new(out: R) -> Lines<R> {
        Lines {
            reader: BufReader::new(out),
            done: false,
        }
    }

    /// The next line's bytes, cut to `MAX_LINE`; `None` at the end of the stream.
    fn next_bytes(&mut self) -> Option<Vec<u8>> {
        let mut line = Vec::new();
        loop {
            let buf = match self.reader.fill_buf() {
                Err(e) if e.kind() == ErrorKind::Interrupted => continue,
                Ok([]) | Err(_) => {
                    self.done = true;
                    return (!line.is_empty()).then_some(line);
                }
                Ok(buf) => buf,
            };
            let (take, found) = match buf.iter().position(|&b| b == b'\n') {
                Some(i) => (i + 1, true),
                None => (buf.len(), false),
            };
            let room = MAX_LINE.saturating_sub(line.len());
            line.extend_from_slice(&buf[..take.min(room)]);
            self.reader.consume(take);
            if found {
                return Some(line);
            }
        }
    }
}

impl<R: Read> Iterator for Lines<R> {
    type Item = String;

    fn next(&mut self) -> Option<String> {
        if self.done {
            return None;
        }
        let mut line = self.next_bytes()?;
        while line.last().is_some_and(|b| *b == b'\n' || *b == b'\r') {
            line.pop();
        }
        Some(String::from_utf8_lossy(&line).into_owned())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lines(bytes: &[u8]) -> Vec<String> {
        Lines::new(bytes).collect()
    }

    #[test]
    fn line_endings_and_a_last_unended_line() {
        assert_eq!(lines(b"= D4\r\n\n?x"), ["= D4", "", "?x"]);
        assert_eq!(lines(b""), Vec::<String>::new());
        assert_eq!(lines(b"\n"), [""]);
    }

    #[test]
    fn bytes_that_are_not_utf8_are_replaced() {
        assert_eq!(lines(b"= \xff\xfe\n"), ["= \u{fffd}\u{fffd}"]);
    }

    #[test]
    fn a_line_longer_than_the_limit_is_cut_and_the_next_one_read() {
        let mut bytes = vec![b'='; MAX_LINE * 3];
        bytes.extend_from_slice(b"\n= next\n");
        let got = lines(&bytes);
        assert_eq!(got.len(), 2);
        assert_eq!(got[0].len(), MAX_LINE);
        assert_eq!(got[1], "= next");
    }

    #[test]
    fn a_read_error_ends_the_lines() {
        struct Broken;
        impl Read for Broken {
            fn read(&mut self, _: &mut [u8]) -> std::io::Result<usize> {
                Err(ErrorKind::BrokenPipe.into())
            }
        }
        assert_eq!(Lines::new(Broken).count(), 0);
    }
}
