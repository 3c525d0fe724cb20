//! Responses as a controller reads them from an engine: `=` for success, `?` for
//! failure, an optional id, the text, and the blank line that ends it.

use core::fmt;

use crate::cut;

/// Most lines accepted in one response; more is not GTP (an engine gone astray).
pub const MAX_RESPONSE_LINES: usize = 10_000;

/// A response: success (`=`) or failure (`?`), and its text (several lines joined
/// with `\n`, trimmed).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Response {
    pub ok: bool,
    pub text: String,
}

/// What an engine sent that is not a GTP response.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NotGtp {
    /// The offending line, cut to 200 characters.
    pub line: String,
}

impl fmt::Display for NotGtp {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "not a GTP response (one starting with '=' or '?'): {:?}",
            self.line
        )
    }
}

/// Reads a response from its lines, the blank line that ends it excluded. Blank lines
/// before it are skipped; anything else that does not start with `=` or `?` is not GTP.
pub fn parse_response(lines: &[String]) -> Result<Response, NotGtp> {
    let mut lines = lines.iter().map(|l| l.trim_end_matches('\r'));
    let first = loop {
        match lines.next() {
            Some(l) if l.trim().is_empty() => continue,
            Some(l) => break l,
            None => {
                return Err(NotGtp {
                    line: String::new(),
                })
            }
        }
    };
    let ok = match first.chars().next() {
        Some('=') => true,
        Some('?') => false,
        _ => return Err(NotGtp { line: cut(first) }),
    };
    // After the status (one byte, checked above): an optional id (digits), the text.
    let rest = first[1..].trim_start_matches(|c: char| c.is_ascii_digit());
    let mut text = vec![rest.trim()];
    text.extend(lines.map(str::trim));
    Ok(Response {
        ok,
        text: text.join("\n").trim().to_string(),
    })
}

/// Gathers an engine's output lines into responses: blank lines before a response are
/// skipped, a first line that does not start with `=` or `?` is refused at once (no
/// need to wait for the rest of garbage), and so is a response of more than
/// `MAX_RESPONSE_LINES` lines.
#[derive(Debug, Default)]
pub struct ResponseReader {
    lines: Vec<String>,
}

impl ResponseReader {
    /// Takes the next output line; gives the response (or why it is not GTP) once it is
    /// complete, and then starts on the next one.
    pub fn push(&mut self, line: String) -> Option<Result<Response, NotGtp>> {
        let blank = line.trim().is_empty();
        if blank && self.lines.is_empty() {
            return None;
        }
        if blank {
            let lines = std::mem::take(&mut self.lines);
            return Some(parse_response(&lines));
        }
        if self.lines.is_empty() && !line.starts_with(['=', '?']) {
            return Some(Err(NotGtp { line: cut(&line) }));
        }
        self.lines.push(line);
        if self.lines.len() > MAX_RESPONSE_LINES {
            self.lines.clear();
            return Some(Err(NotGtp {
                line: format!("a response of more than {MAX_RESPONSE_LINES} lines"),
            }));
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lines(text: &[&str]) -> Vec<String> {
        text.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn responses_with_and_without_ids() {
        assert_eq!(
            parse_response(&lines(&["= D4"])),
            Ok(Response {
                ok: true,
                text: "D4".into()
            })
        );
        assert_eq!(
            parse_response(&lines(&["", "=12 C3\r"])).unwrap().text,
            "C3"
        );
        let r = parse_response(&lines(&["? unknown command"])).unwrap();
        assert!(!r.ok);
        assert_eq!(r.text, "unknown command");
        let r = parse_response(&lines(&["= A1 B2", "C3"])).unwrap();
        assert_eq!(r.text, "A1 B2\nC3");
        assert_eq!(parse_response(&lines(&["="])).unwrap().text, "");
    }

    #[test]
    fn garbage_is_refused_not_panicked_on() {
        for bad in [
            vec!["hello"],
            vec![],
            vec!["", "  "],
            vec!["\u{0}\u{1}"],
            vec!["ñ= D4"],
        ] {
            assert!(parse_response(&lines(&bad)).is_err(), "{bad:?}");
        }
        let long = "x".repeat(1000);
        assert_eq!(
            parse_response(&[long]).unwrap_err().line.chars().count(),
            200
        );
    }

    fn read_all(text: &[&str]) -> Vec<Result<Response, NotGtp>> {
        let mut reader = ResponseReader::default();
        text.iter()
            .filter_map(|l| reader.push(l.to_string()))
            .collect()
    }

    #[test]
    fn the_reader_skips_leading_blanks_and_ends_at_a_blank_line() {
        let got = read_all(&["", "  ", "=5 A1", "B2", "", "", "?", ""]);
        assert_eq!(
            got,
            [
                Ok(Response {
                    ok: true,
                    text: "A1\nB2".into()
                }),
                Ok(Response {
                    ok: false,
                    text: String::new()
                })
            ]
        );
        // An unfinished response gives nothing yet.
        assert!(read_all(&["= D4"]).is_empty());
    }

    #[test]
    fn the_reader_refuses_a_first_line_that_is_not_gtp_at_once() {
        let got = read_all(&["hello world"]);
        assert_eq!(
            got,
            [Err(NotGtp {
                line: "hello world".into()
            })]
        );
        // A second line that looks like garbage is text, not a new response.
        let got = read_all(&["= list", "hello", ""]);
        assert_eq!(got[0].as_ref().unwrap().text, "list\nhello");
    }

    #[test]
    fn the_reader_refuses_an_endless_response() {
        let mut reader = ResponseReader::default();
        assert_eq!(reader.push("= start".into()), None);
        let mut last = None;
        for _ in 0..MAX_RESPONSE_LINES {
            last = reader.push("more".into());
        }
        assert!(last
            .unwrap()
            .unwrap_err()
            .line
            .contains("more than 10000 lines"));
        // And reads the next response afresh.
        assert_eq!(reader.push("= ok".into()), None);
        assert_eq!(reader.push(String::new()).unwrap().unwrap().text, "ok");
    }
}
