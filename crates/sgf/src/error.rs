//! Why an SGF text could not be read (or a tree written), and where: the game, the node
//! (as a path from the root) and the property as written.

use core::fmt;

use crate::tree::NodePath;

/// What is wrong.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ErrorKind {
    Empty,
    /// Bytes that are not UTF-8, with no CA naming another character set.
    NotUtf8 {
        offset: usize,
    },
    /// CA names a character set that is not read.
    Charset {
        name: String,
    },
    NoGameTree,
    /// A game tree is not closed with `)`.
    Unclosed,
    /// A property value is not closed with `]`.
    UnclosedValue,
    /// A `)` after game `after` (counted from 1) that closes nothing, at byte `offset` of
    /// the text.
    StrayClose {
        after: usize,
        offset: usize,
    },
    /// The tree's structure is broken; the text says how.
    Broken {
        what: String,
    },
    /// GM is not 1.
    NotGo,
    /// A line longer than `MAX_LINE` nodes: `depth` nodes long, the root included; the
    /// node past the limit at byte `offset` of the text.
    TooDeep {
        depth: usize,
        offset: usize,
    },
    /// More bytes than `MAX_BYTES`: refused before anything is parsed.
    TooLarge {
        bytes: usize,
    },
    /// More nodes in the collection than `MAX_NODES`.
    TooManyNodes,
    /// A property value longer than `MAX_VALUE` characters.
    ValueTooLong,
    /// SZ is not a number (or a pair of them).
    SizeNotNumber,
    /// `SZ[c:r]` with c != r.
    Rectangular {
        cols: u8,
        rows: u8,
    },
    /// A size outside the engine's range (the rules crate's sentence).
    Size {
        what: String,
    },
    /// A point that is not two SGF letters or is off the board (the rules crate's
    /// sentence).
    Point {
        what: String,
    },
    /// `tt` (a pass) where a setup or markup point is needed.
    PassAsPoint {
        text: String,
        size: u8,
    },
    /// A node with two moves.
    TwoMoves {
        first: char,
        second: char,
    },
    /// KM not in steps of half a point (the rules crate's sentence).
    Komi {
        what: String,
    },
    HandicapNotNumber,
    PlayerNotColor,
    /// Any other value a typed property cannot hold.
    Value {
        id: String,
        expected: &'static str,
    },
    /// The same single-valued property twice in a node.
    Twice {
        id: String,
    },
    /// A point off the tree's board, met when writing.
    OffBoard {
        point: String,
        size: u8,
    },
}

impl fmt::Display for ErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ErrorKind::Empty => f.write_str("the input is empty: expected an SGF game"),
            ErrorKind::NotUtf8 { offset } => write!(
                f,
                "the input is not UTF-8 text (bad byte at offset {offset}): expected an SGF game (or a CA property naming its character set)"
            ),
            ErrorKind::Charset { name } => write!(
                f,
                "CA[{name}] names a character set that is not read: UTF-8, US-ASCII, ISO-8859-1 (Latin-1) and windows-1252 are"
            ),
            ErrorKind::NoGameTree => f.write_str(
                "no SGF game tree found: an SGF game starts with '(;' (is this an SGF file?)",
            ),
            ErrorKind::Unclosed => f.write_str(
                "the SGF ends early: a game tree is not closed with ')' (truncated file?)",
            ),
            ErrorKind::UnclosedValue => f.write_str(
                "the SGF ends early: a property value is not closed with ']' (truncated file?)",
            ),
            ErrorKind::Broken { what } => write!(f, "the SGF game tree is broken: {what}"),
            ErrorKind::StrayClose { after, .. } => write!(
                f,
                "the SGF game tree is broken: a ')' after game {after} closes no game tree"
            ),
            ErrorKind::NotGo => f.write_str("the SGF is not a game of Go (GM must be 1)"),
            ErrorKind::TooDeep { depth, .. } => write!(
                f,
                "the game tree has a line of {depth} nodes; at most {} are read",
                crate::limits::MAX_LINE
            ),
            ErrorKind::TooLarge { bytes } => write!(
                f,
                "the SGF has {bytes} bytes; at most {} are read",
                crate::limits::MAX_BYTES
            ),
            ErrorKind::TooManyNodes => write!(
                f,
                "the SGF has more than {} nodes; no more are read",
                crate::limits::MAX_NODES
            ),
            ErrorKind::ValueTooLong => write!(
                f,
                "a property value is longer than {} characters; no longer one is read",
                crate::limits::MAX_VALUE
            ),
            ErrorKind::SizeNotNumber => {
                f.write_str("SZ is not a board size: expected a number such as 9")
            }
            ErrorKind::Rectangular { cols, rows } => write!(
                f,
                "rectangular boards ({cols}x{rows}) are not supported: boards are square"
            ),
            ErrorKind::Size { what }
            | ErrorKind::Point { what }
            | ErrorKind::Komi { what } => f.write_str(what),
            ErrorKind::PassAsPoint { text, size } => write!(
                f,
                "'{text}' is off the {size}x{size} board: setup and markup need points"
            ),
            ErrorKind::TwoMoves { first, second } => write!(
                f,
                "the node holds two moves ({first} and {second}): a node holds one move"
            ),
            ErrorKind::HandicapNotNumber => f.write_str("HA is not a number of handicap stones"),
            ErrorKind::PlayerNotColor => f.write_str("PL names the player to move: B or W"),
            ErrorKind::Value { id, expected } => {
                write!(f, "{id} does not hold {expected}")
            }
            ErrorKind::Twice { id } => {
                write!(f, "the node holds {id} twice: it takes one value")
            }
            ErrorKind::OffBoard { point, size } => write!(
                f,
                "point {point} is not on the {size}x{size} board, so it cannot be written"
            ),
        }
    }
}

/// An error with its place.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SgfError {
    pub kind: ErrorKind,
    /// The game of the collection, from 0.
    pub game: usize,
    pub node: Option<NodePath>,
    /// The property as written, e.g. `B[zz]`.
    pub property: Option<String>,
}

impl SgfError {
    pub(crate) fn new(kind: ErrorKind) -> SgfError {
        SgfError {
            kind,
            game: 0,
            node: None,
            property: None,
        }
    }

    pub(crate) fn at(mut self, node: &NodePath) -> SgfError {
        self.node = Some(node.clone());
        self
    }

    pub(crate) fn in_property(mut self, property: impl Into<String>) -> SgfError {
        self.property = Some(property.into());
        self
    }

    pub(crate) fn in_game(mut self, game: usize) -> SgfError {
        self.game = game;
        self
    }

    /// Where, e.g. `game 2, node 3, B[zz]`; the game is named only after the first.
    pub fn place(&self) -> String {
        let mut parts = Vec::new();
        if self.game > 0 {
            parts.push(format!("game {}", self.game + 1));
        }
        parts.extend(self.node.as_ref().map(NodePath::to_string));
        parts.extend(self.property.clone());
        hotstone_text::joined(&parts, ", ")
    }
}

impl fmt::Display for SgfError {
    /// The sentence, then the place in parentheses when there is one.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let place = self.place();
        if place.is_empty() {
            write!(f, "{}", self.kind)
        } else {
            write!(f, "{} ({place})", self.kind)
        }
    }
}

impl std::error::Error for SgfError {}
