//! The Go Text Protocol (GTP version 2): commands written, responses read, vertices
//! named. Nothing here panics on what an engine sends: every oddity is a typed error.

use core::fmt;

use hotstone_rules::{BoardSize, Color, Move, PointError};

/// Longest response line kept (longer lines are cut); longest response accepted.
pub const MAX_LINE: usize = 64 * 1024;
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

fn cut(line: &str) -> String {
    line.chars().take(200).collect()
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
    // After the status: an optional id (digits), then the text.
    let rest = first[1..].trim_start_matches(|c: char| c.is_ascii_digit());
    let mut text = vec![rest.trim()];
    text.extend(lines.map(str::trim));
    Ok(Response {
        ok,
        text: text.join("\n").trim().to_string(),
    })
}

/// A command line: the name and its arguments, with anything that would break the line
/// (control characters) turned into spaces.
pub fn command(name: &str, args: &[&str]) -> String {
    let mut line = name.to_string();
    for a in args {
        line.push(' ');
        line.push_str(a);
    }
    line.chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect()
}

/// GTP's colour argument.
pub const fn color_word(color: Color) -> &'static str {
    match color {
        Color::Black => "black",
        Color::White => "white",
    }
}

/// GTP's colour argument read: `b`, `black`, `w`, `white`, any case.
pub fn parse_color(text: &str) -> Option<Color> {
    Color::parse(text.trim())
}

/// A vertex as `genmove` answers it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Vertex {
    Move(Move),
    Resign,
}

/// Why an answer is not a vertex of this board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum VertexError {
    /// A vertex, but not on this board: as a move it is illegal (E-4).
    OffBoard { text: String },
    /// Not a vertex at all.
    Malformed { text: String },
}

impl fmt::Display for VertexError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            VertexError::OffBoard { text } => write!(f, "{text:?} is not on the board"),
            VertexError::Malformed { text } => {
                write!(f, "{:?} is not a vertex, pass or resign", cut(text))
            }
        }
    }
}

/// Reads `pass`, `resign` or a vertex such as `D4` (any case; I is skipped, B-2).
pub fn parse_vertex(text: &str, size: BoardSize) -> Result<Vertex, VertexError> {
    let t = text.trim();
    if t.eq_ignore_ascii_case("resign") {
        return Ok(Vertex::Resign);
    }
    if t.eq_ignore_ascii_case("pass") {
        return Ok(Vertex::Move(Move::Pass));
    }
    match size.parse_point(t) {
        Ok(p) => Ok(Vertex::Move(Move::Play(p))),
        Err(PointError::OffBoard { .. }) | Err(PointError::BadRow { .. }) => {
            Err(VertexError::OffBoard {
                text: t.to_string(),
            })
        }
        Err(_) => Err(VertexError::Malformed {
            text: t.to_string(),
        }),
    }
}

/// A vertex as GTP writes it: `pass` or `D4`.
pub fn vertex(mv: Move) -> String {
    match mv {
        Move::Pass => "pass".to_string(),
        Move::Play(p) => p.to_string(),
    }
}

/// A command line as a GTP server reads it (GTP 2 "preprocessing"): control characters
/// other than tab and newline dropped, tabs made spaces, `#` comments cut. `None` for a
/// line left empty.
pub fn preprocess(line: &str) -> Option<String> {
    let line = line.split('#').next().unwrap_or("");
    let clean: String = line
        .chars()
        .filter_map(|c| match c {
            '\t' => Some(' '),
            c if c.is_control() => None,
            c => Some(c),
        })
        .collect();
    let clean = clean.trim();
    (!clean.is_empty()).then(|| clean.to_string())
}

/// A command as a server reads it: an optional numeric id, the name, the arguments.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Command {
    pub id: Option<u64>,
    pub name: String,
    pub args: Vec<String>,
}

/// Reads a preprocessed command line.
pub fn parse_command(line: &str) -> Option<Command> {
    let mut words = line.split_whitespace();
    let first = words.next()?;
    let (id, name) = match first.parse::<u64>() {
        Ok(id) => (Some(id), words.next()?.to_string()),
        Err(_) => (None, first.to_string()),
    };
    Some(Command {
        id,
        name,
        args: words.map(str::to_string).collect(),
    })
}

/// A response as a server writes it, ending with the blank line.
pub fn format_response(id: Option<u64>, result: &Result<String, String>) -> String {
    let (status, text) = match result {
        Ok(t) => ('=', t),
        Err(t) => ('?', t),
    };
    let id = id.map(|i| i.to_string()).unwrap_or_default();
    // A blank line inside the text would end the response early.
    let text: Vec<&str> = text.lines().filter(|l| !l.trim().is_empty()).collect();
    if text.is_empty() {
        format!("{status}{id}\n\n")
    } else {
        format!("{status}{id} {}\n\n", text.join("\n"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use hotstone_rules::Point;

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

    #[test]
    fn vertices_e4_off_board_is_illegal_garbage_is_not_a_vertex() {
        let nine = BoardSize::new(9).unwrap();
        assert_eq!(
            parse_vertex("d4", nine),
            Ok(Vertex::Move(Move::Play(Point::parse("D4").unwrap())))
        );
        assert_eq!(parse_vertex("PASS", nine), Ok(Vertex::Move(Move::Pass)));
        assert_eq!(parse_vertex("Resign", nine), Ok(Vertex::Resign));
        assert!(matches!(
            parse_vertex("K10", nine),
            Err(VertexError::OffBoard { .. })
        ));
        assert!(matches!(
            parse_vertex("Z99", nine),
            Err(VertexError::OffBoard { .. }) | Err(VertexError::Malformed { .. })
        ));
        for bad in ["", "hello", "I5", "D", "4D", "D-1", "🙂"] {
            assert!(parse_vertex(bad, nine).is_err(), "{bad}");
        }
        assert_eq!(vertex(Move::Play(Point::parse("J9").unwrap())), "J9");
    }

    proptest::proptest! {
        /// Whatever an engine sends, reading it never panics.
        #[test]
        fn any_text_reads_without_panicking(lines in proptest::collection::vec(".{0,40}", 0..5), size in 2i64..=25) {
            let _ = parse_response(&lines);
            for l in &lines {
                let _ = parse_vertex(l, BoardSize::new(size).unwrap());
                if let Some(clean) = preprocess(l) {
                    let _ = parse_command(&clean);
                }
            }
        }
    }

    #[test]
    fn server_side_lines() {
        assert_eq!(preprocess("  # only a comment"), None);
        assert_eq!(
            preprocess("7 play\tb D4 # go").as_deref(),
            Some("7 play b D4")
        );
        let c = parse_command("7 play b D4").unwrap();
        assert_eq!(c.id, Some(7));
        assert_eq!(c.name, "play");
        assert_eq!(c.args, ["b", "D4"]);
        assert_eq!(parse_command("42"), None);
        assert_eq!(format_response(Some(3), &Ok("D4".into())), "=3 D4\n\n");
        assert_eq!(
            format_response(None, &Err("illegal move".into())),
            "? illegal move\n\n"
        );
        assert_eq!(format_response(None, &Ok("a\n\nb".into())), "= a\nb\n\n");
        assert_eq!(
            command("play", &["black", "D4\nquit"]),
            "play black D4 quit"
        );
    }
}
