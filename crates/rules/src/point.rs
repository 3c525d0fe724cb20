//! Board sizes and points, with their two notations (B-1, B-2): the A..T names of the
//! seeds (I skipped, row 1 at the bottom) and SGF's letter pairs (row `a` at the top).

use core::fmt;

use hotstone_text::sgf_coordinate;

/// Column letters of the A..T naming, extended to 25 columns; `I` is never used (B-2).
const COLUMN_LETTERS: &[u8; 25] = b"ABCDEFGHJKLMNOPQRSTUVWXYZ";

/// The side length of a square board. The seeds name 7..19 (B-1); the engine takes 2..25.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct BoardSize(u8);

/// A board size outside 2..25.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SizeError {
    /// The size asked for.
    pub size: i64,
}

impl fmt::Display for SizeError {
    #[cfg_attr(hotstone_size, optimize(size))]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "board size {} is out of range: boards are {}x{} to {}x{}",
            self.size,
            BoardSize::MIN,
            BoardSize::MIN,
            BoardSize::MAX,
            BoardSize::MAX
        )
    }
}

impl std::error::Error for SizeError {}

impl BoardSize {
    /// The smallest board size.
    pub const MIN: u8 = 2;
    /// The largest board size.
    pub const MAX: u8 = 25;
    /// The official size (B-1).
    pub const NINETEEN: BoardSize = BoardSize(19);
    /// The 9x9 board.
    pub const NINE: BoardSize = BoardSize(9);
    /// The 7x7 board.
    pub const SEVEN: BoardSize = BoardSize(7);

    /// A board of `size` lines, [`BoardSize::MIN`] to [`BoardSize::MAX`].
    pub fn new(size: i64) -> Result<BoardSize, SizeError> {
        if (BoardSize::MIN as i64..=BoardSize::MAX as i64).contains(&size) {
            Ok(BoardSize(size as u8))
        } else {
            Err(SizeError { size })
        }
    }

    /// The number of lines.
    pub const fn get(self) -> u8 {
        self.0
    }

    /// Number of points: N*N.
    pub const fn area(self) -> usize {
        self.0 as usize * self.0 as usize
    }

    /// Whether `p` is on the board.
    pub const fn contains(self, p: Point) -> bool {
        p.col < self.0 && p.row < self.0
    }

    /// Every point, row by row from the bottom (A1, B1, ...).
    pub fn points(self) -> impl Iterator<Item = Point> {
        let n = self.0;
        (0..n).flat_map(move |row| (0..n).map(move |col| Point { col, row }))
    }

    /// The column letters of this size, left to right (B-2).
    #[cfg_attr(hotstone_size, optimize(size))]
    pub fn column_letters(self) -> impl Iterator<Item = char> {
        COLUMN_LETTERS[..self.0 as usize].iter().map(|&b| b as char)
    }

    pub(crate) const fn index(self, p: Point) -> usize {
        p.row as usize * self.0 as usize + p.col as usize
    }

    pub(crate) const fn point(self, index: usize) -> Point {
        Point {
            col: (index % self.0 as usize) as u8,
            row: (index / self.0 as usize) as u8,
        }
    }

    /// Parses a point name such as `C3` or `k10` for this board (B-2).
    #[cfg_attr(hotstone_size, optimize(size))]
    pub fn parse_point(self, text: &str) -> Result<Point, PointError> {
        // Point::parse reads on the largest board; its errors name this one instead.
        let p = Point::parse(text).map_err(|e| match e {
            PointError::OffBoard { text, .. } => PointError::OffBoard { text, size: self.0 },
            PointError::SkippedI { text, .. } => PointError::SkippedI { text, size: self.0 },
            e => e,
        })?;
        if self.contains(p) {
            Ok(p)
        } else {
            Err(PointError::OffBoard {
                text: text.to_string(),
                size: self.0,
            })
        }
    }

    /// Reads an SGF point (`cc`); the empty value and, up to 19x19, `tt` are passes
    /// (`Ok(None)`).
    #[cfg_attr(hotstone_size, optimize(size))]
    pub fn parse_sgf(self, text: &str) -> Result<Option<Point>, PointError> {
        let bytes = text.as_bytes();
        if bytes.is_empty() || (self.0 <= 19 && text == "tt") {
            return Ok(None);
        }
        let bad = || PointError::BadSgf {
            text: text.to_string(),
        };
        if bytes.len() != 2 {
            return Err(bad());
        }
        let (col, from_top) = (
            sgf_coordinate(bytes[0]).ok_or_else(bad)?,
            sgf_coordinate(bytes[1]).ok_or_else(bad)?,
        );
        if col >= self.0 || from_top >= self.0 {
            return Err(PointError::OffBoard {
                text: text.to_string(),
                size: self.0,
            });
        }
        Ok(Some(Point {
            col,
            row: self.0 - 1 - from_top,
        }))
    }

    /// The SGF letters of a point on this board (`None` if the point is off it).
    #[cfg_attr(hotstone_size, optimize(size))]
    pub fn sgf(self, p: Point) -> Option<String> {
        if !self.contains(p) {
            return None;
        }
        let from_top = self.0 - 1 - p.row;
        Some(format!(
            "{}{}",
            (b'a' + p.col) as char,
            (b'a' + from_top) as char
        ))
    }
}

impl fmt::Display for BoardSize {
    #[cfg_attr(hotstone_size, optimize(size))]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}x{}", self.0, self.0)
    }
}

/// An intersection: column and row from 0, row 0 at the bottom. A point is independent
/// of any board; `BoardSize::contains` says whether it lies on one.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Point {
    col: u8,
    row: u8,
}

/// Why a text does not name a point.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PointError {
    /// Not a letter followed by a row number.
    Malformed {
        /// The text given.
        text: String,
    },
    /// A letter that names no column (`I` is `SkippedI`).
    BadColumn {
        /// The text given.
        text: String,
        /// The letter that names no column.
        letter: char,
    },
    /// Column `I`, which the letters skip (B-2), on a board of `size` lines.
    SkippedI {
        /// The text given.
        text: String,
        /// The board's size.
        size: u8,
    },
    /// Row 0.
    BadRow {
        /// The text given.
        text: String,
    },
    /// A well-formed name that is not on this board.
    OffBoard {
        /// The text given.
        text: String,
        /// The board's size.
        size: u8,
    },
    /// Not two SGF letters.
    BadSgf {
        /// The text given.
        text: String,
    },
}

/// A text as an error message repeats it: its first 20 characters, then "…" and the
/// length, so that a megabyte handed in as a point name is not said back whole.
struct Shown<'a>(&'a str);

impl fmt::Display for Shown<'_> {
    #[cfg_attr(hotstone_size, optimize(size))]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        const SHOWN: usize = 20;
        match self.0.char_indices().nth(SHOWN) {
            None => f.write_str(self.0),
            Some((cut, _)) => write!(
                f,
                "{}… ({} characters)",
                &self.0[..cut],
                self.0.chars().count()
            ),
        }
    }
}

impl fmt::Display for PointError {
    #[cfg_attr(hotstone_size, optimize(size))]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = match self {
            PointError::Malformed { text }
            | PointError::BadColumn { text, .. }
            | PointError::SkippedI { text, .. }
            | PointError::BadRow { text }
            | PointError::OffBoard { text, .. }
            | PointError::BadSgf { text } => Shown(text),
        };
        match self {
            PointError::Malformed { .. } => write!(
                f,
                "'{text}' is not a point name: expected a column letter and a row number, such as C3"
            ),
            PointError::SkippedI { size, .. } => {
                let last = COLUMN_LETTERS[*size as usize - 1] as char;
                let columns = match size {
                    ..=8 => format!("A..{last}"),
                    9 => "A..H, J".to_string(),
                    _ => format!("A..H, J..{last}"),
                };
                write!(
                    f,
                    "'{text}' is not a point name: column letters skip I \
                     ({columns} on the {size}x{size} board)"
                )
            }
            PointError::BadColumn { letter, .. } => {
                write!(f, "'{text}' is not a point name: '{letter}' is not a column letter")
            }
            PointError::BadRow { .. } => {
                write!(f, "'{text}' is not a point name: rows are numbered from 1")
            }
            PointError::OffBoard { size, .. } => {
                let last = COLUMN_LETTERS[*size as usize - 1] as char;
                write!(
                    f,
                    "'{text}' is off the {size}x{size} board (columns A..{last}, rows 1..{size})"
                )
            }
            PointError::BadSgf { .. } => write!(
                f,
                "'{text}' is not an SGF point: expected two letters such as 'cc'"
            ),
        }
    }
}

impl std::error::Error for PointError {}

/// A set of points as one bit per point (a row of at most 25 bits per `u32`): for the
/// checks that a list names no point twice. Smaller in the wasm package than a
/// `HashSet<Point>` (issue 15).
#[derive(Default)]
pub(crate) struct PointSet([u32; BoardSize::MAX as usize]);

impl PointSet {
    /// Adds `p`; false if it was there already.
    pub(crate) fn insert(&mut self, p: Point) -> bool {
        let (row, bit) = (&mut self.0[p.row as usize], 1 << p.col);
        let new = *row & bit == 0;
        *row |= bit;
        new
    }
}

impl Point {
    /// A point by column and row from 0 (row 0 at the bottom); `None` beyond 25x25.
    pub const fn new(col: u8, row: u8) -> Option<Point> {
        if col < BoardSize::MAX && row < BoardSize::MAX {
            Some(Point { col, row })
        } else {
            None
        }
    }

    /// The column, from 0 at the left (A).
    pub const fn col(self) -> u8 {
        self.col
    }

    /// The row, from 0 at the bottom (row 1).
    pub const fn row(self) -> u8 {
        self.row
    }

    /// The column letter (B-2).
    pub const fn column_letter(self) -> char {
        COLUMN_LETTERS[self.col as usize] as char
    }

    /// Parses a name such as `C3` on the largest board; see `BoardSize::parse_point`.
    #[cfg_attr(hotstone_size, optimize(size))]
    pub fn parse(text: &str) -> Result<Point, PointError> {
        let trimmed = hotstone_text::trim(text);
        let mut chars = trimmed.chars();
        let malformed = || PointError::Malformed {
            text: text.to_string(),
        };
        let letter = chars.next().ok_or_else(malformed)?;
        if !letter.is_ascii_alphabetic() {
            return Err(malformed());
        }
        let digits = chars.as_str();
        if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return Err(malformed());
        }
        let upper = letter.to_ascii_uppercase() as u8;
        if upper == b'I' {
            return Err(PointError::SkippedI {
                text: text.to_string(),
                size: BoardSize::MAX,
            });
        }
        let col = COLUMN_LETTERS
            .iter()
            .position(|&b| b == upper)
            .ok_or(PointError::BadColumn {
                text: text.to_string(),
                letter,
            })?;
        if digits.bytes().all(|b| b == b'0') {
            return Err(PointError::BadRow {
                text: text.to_string(),
            });
        }
        // Past the largest board (any number of digits, none too long to read).
        let row = digits.parse::<u32>().unwrap_or(u32::MAX);
        if row > BoardSize::MAX as u32 {
            return Err(PointError::OffBoard {
                text: text.to_string(),
                size: BoardSize::MAX,
            });
        }
        Ok(Point {
            col: col as u8,
            row: (row - 1) as u8,
        })
    }

    /// Orthogonal neighbours on a board of the given size.
    pub fn neighbors(self, size: BoardSize) -> impl Iterator<Item = Point> {
        let n = size.get();
        let Point { col, row } = self;
        [
            (col > 0).then(|| Point { col: col - 1, row }),
            (col + 1 < n).then(|| Point { col: col + 1, row }),
            (row > 0).then(|| Point { col, row: row - 1 }),
            (row + 1 < n).then(|| Point { col, row: row + 1 }),
        ]
        .into_iter()
        .flatten()
    }
}

impl fmt::Display for Point {
    /// The seeds' name: letter first, then the row (B-2), e.g. `K10`.
    #[cfg_attr(hotstone_size, optimize(size))]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.column_letter(), self.row as u32 + 1)
    }
}

/// Names joined with commas ("D1, D5"): a loop rather than `[String]::join`, whose
/// generic code this crate's opt-level makes large in the npm package (issue 15).
#[cfg_attr(hotstone_size, optimize(size))]
pub(crate) fn joined<S: AsRef<str>>(names: impl IntoIterator<Item = S>) -> String {
    let mut out = String::new();
    for (i, name) in names.into_iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        out.push_str(name.as_ref());
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(name: &str) -> Point {
        Point::parse(name).unwrap()
    }

    /// B-2: a long text handed in as a point name is said back cut, with its length (a
    /// megabyte was repeated whole in the message); a short one whole.
    #[test]
    fn b2_a_long_point_name_is_cut_in_the_message() {
        let n9 = BoardSize::new(9).unwrap();
        let long = format!("C{}", "9".repeat(1_000_000));
        let said = n9.parse_point(&long).unwrap_err().to_string();
        assert_eq!(
            said,
            "'C9999999999999999999… (1000001 characters)' is off the 9x9 board \
             (columns A..J, rows 1..9)"
        );
        let said = Point::parse(&"ü".repeat(30)).unwrap_err().to_string();
        assert!(
            said.starts_with("'üüüüüüüüüüüüüüüüüüüü… (30 characters)' is not a point name"),
            "{said}"
        );
        assert_eq!(
            n9.parse_point("K9").unwrap_err().to_string(),
            "'K9' is off the 9x9 board (columns A..J, rows 1..9)"
        );
    }

    #[test]
    fn b2_letters_skip_i_and_rows_count_from_the_bottom() {
        let n19 = BoardSize::NINETEEN;
        assert_eq!(p("A1"), Point::new(0, 0).unwrap());
        assert_eq!(p("J1").col(), 8, "J follows H: I is skipped");
        assert_eq!(
            p("K10"),
            Point::new(9, 9).unwrap(),
            "K10 is the centre of 19x19"
        );
        assert_eq!(n19.parse_point("A19").unwrap(), Point::new(0, 18).unwrap());
        assert_eq!(n19.parse_point("t1").unwrap(), Point::new(18, 0).unwrap());
        assert_eq!(Point::new(18, 0).unwrap().to_string(), "T1");
    }

    #[test]
    fn b2_bad_names_are_clear_errors() {
        assert!(matches!(
            Point::parse("I5"),
            Err(PointError::SkippedI { .. })
        ));
        let nine = BoardSize::NINE;
        let said = |size: BoardSize, text: &str| size.parse_point(text).unwrap_err().to_string();
        assert!(said(nine, "I5").contains("skip I (A..H, J on the 9x9 board)"));
        assert!(said(BoardSize::SEVEN, "i5").contains("skip I (A..G on the 7x7 board)"));
        assert!(said(BoardSize::NINETEEN, "I5").contains("(A..H, J..T on the 19x19 board)"));
        assert!(matches!(Point::parse("C0"), Err(PointError::BadRow { .. })));
        assert!(matches!(
            Point::parse("C00"),
            Err(PointError::BadRow { .. })
        ));
        // Rows past 25 are off the board, not misnumbered; the board in use is named.
        assert!(matches!(
            Point::parse("C99"),
            Err(PointError::OffBoard { size: 25, .. })
        ));
        assert_eq!(
            said(nine, "Z99"),
            "'Z99' is off the 9x9 board (columns A..J, rows 1..9)"
        );
        assert!(said(nine, "C99999999999999999999").contains("off the 9x9 board"));
        assert!(said(BoardSize::new(25).unwrap(), "Z26").contains("off the 25x25 board"));
        assert!(matches!(
            Point::parse(""),
            Err(PointError::Malformed { .. })
        ));
        assert!(matches!(
            Point::parse("3C"),
            Err(PointError::Malformed { .. })
        ));
        assert!(matches!(
            Point::parse("C3x"),
            Err(PointError::Malformed { .. })
        ));
        assert!(matches!(
            Point::parse("é3"),
            Err(PointError::Malformed { .. })
        ));
        let e = BoardSize::NINE.parse_point("K10").unwrap_err();
        assert_eq!(
            e.to_string(),
            "'K10' is off the 9x9 board (columns A..J, rows 1..9)"
        );
    }

    #[test]
    fn b1_sizes_two_to_twenty_five() {
        assert!(BoardSize::new(1).is_err());
        assert!(BoardSize::new(2).is_ok());
        assert!(BoardSize::new(25).is_ok());
        assert!(BoardSize::new(26).is_err());
        assert!(BoardSize::new(-3).is_err());
        assert_eq!(BoardSize::new(7).unwrap().points().count(), 49);
        let letters: String = BoardSize::NINE.column_letters().collect();
        assert_eq!(letters, "ABCDEFGHJ");
    }

    #[test]
    fn sgf_letters_count_rows_from_the_top() {
        let n9 = BoardSize::NINE;
        assert_eq!(n9.parse_sgf("aa").unwrap(), Some(p("A9")));
        assert_eq!(n9.parse_sgf("ai").unwrap(), Some(p("A1")));
        assert_eq!(n9.parse_sgf("cg").unwrap(), Some(p("C3")));
        assert_eq!(n9.sgf(p("C3")).as_deref(), Some("cg"));
        assert_eq!(n9.parse_sgf("").unwrap(), None);
        assert_eq!(
            n9.parse_sgf("tt").unwrap(),
            None,
            "tt is a pass up to 19x19"
        );
        assert!(matches!(
            n9.parse_sgf("jj"),
            Err(PointError::OffBoard { .. })
        ));
        assert!(matches!(n9.parse_sgf("a"), Err(PointError::BadSgf { .. })));
        assert!(matches!(n9.parse_sgf("a1"), Err(PointError::BadSgf { .. })));
        let n25 = BoardSize::new(25).unwrap();
        assert_eq!(
            n25.parse_sgf("tt").unwrap(),
            Some(Point::new(19, 5).unwrap())
        );
    }

    #[test]
    fn neighbours_stay_on_the_board() {
        let n9 = BoardSize::NINE;
        assert_eq!(p("A1").neighbors(n9).count(), 2);
        assert_eq!(p("A5").neighbors(n9).count(), 3);
        assert_eq!(p("E5").neighbors(n9).count(), 4);
        assert_eq!(p("J9").neighbors(n9).count(), 2);
    }
}
