//! Colours and vertices as GTP names them: `black`, `D4`, `pass`, `resign`.

use core::fmt;

use hotstone_rules::{BoardSize, Color, Move, Point, PointError};

use crate::cut;

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

/// A list of points on the board, as `final_status_list` answers it (vertices separated
/// by spaces or lines); `None` when any word is not a point of this board (`pass` and
/// `resign` included).
pub fn parse_points(text: &str, size: BoardSize) -> Option<Vec<Point>> {
    text.split_whitespace()
        .map(|v| match parse_vertex(v, size) {
            Ok(Vertex::Move(Move::Play(p))) => Some(p),
            _ => None,
        })
        .collect()
}

/// A vertex as GTP writes it: `pass` or `D4`.
pub fn vertex(mv: Move) -> String {
    match mv {
        Move::Pass => "pass".to_string(),
        Move::Play(p) => p.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn nine() -> BoardSize {
        BoardSize::new(9).unwrap()
    }

    #[test]
    fn vertices_e4_off_board_is_illegal_garbage_is_not_a_vertex() {
        assert_eq!(
            parse_vertex("d4", nine()),
            Ok(Vertex::Move(Move::Play(Point::parse("D4").unwrap())))
        );
        assert_eq!(parse_vertex("PASS", nine()), Ok(Vertex::Move(Move::Pass)));
        assert_eq!(parse_vertex("Resign", nine()), Ok(Vertex::Resign));
        assert!(matches!(
            parse_vertex("K10", nine()),
            Err(VertexError::OffBoard { .. })
        ));
        assert!(matches!(
            parse_vertex("Z99", nine()),
            Err(VertexError::OffBoard { .. }) | Err(VertexError::Malformed { .. })
        ));
        for bad in ["", "hello", "I5", "D", "4D", "D-1", "🙂"] {
            assert!(parse_vertex(bad, nine()).is_err(), "{bad}");
        }
        assert_eq!(vertex(Move::Play(Point::parse("J9").unwrap())), "J9");
        assert_eq!(vertex(Move::Pass), "pass");
    }

    #[test]
    fn colours_b_1_any_case() {
        assert_eq!(parse_color(" W "), Some(Color::White));
        assert_eq!(parse_color("BLACK"), Some(Color::Black));
        assert_eq!(parse_color("red"), None);
    }

    #[test]
    fn a_dead_list_c_6_is_points_only() {
        let got = parse_points("A1 B2\nj9", nine()).unwrap();
        assert_eq!(
            got,
            ["A1", "B2", "J9"]
                .map(|p| Point::parse(p).unwrap())
                .to_vec()
        );
        assert_eq!(parse_points("", nine()), Some(Vec::new()));
        assert_eq!(parse_points("A1 pass", nine()), None);
        assert_eq!(parse_points("A1 K10", nine()), None);
    }
}
