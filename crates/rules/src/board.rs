//! The board: stones, strings and their liberties, kept incrementally (M-3).
//!
//! Each string is a circular list of its stones with one head; the head holds the
//! string's size, its Zobrist hash and its liberties as a bitset. A play touches only
//! the strings next to it, so no move floods the whole board.

use crate::point::{BoardSize, Point};
use crate::zobrist;
use crate::Color;

const NONE: u16 = u16::MAX;

/// What a board play did: the opponent's stones it captured and, if the new string had
/// no liberty left, the mover's own stones it removed (M-3: captures first).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PlayEffect {
    pub captured: Vec<Point>,
    pub self_removed: Vec<Point>,
}

/// What a board play would do, worked out without playing it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Preview {
    /// Opposing stones that would be captured.
    pub captured: usize,
    /// Own stones, the played one included, that would be removed for lack of liberties.
    pub self_removed: usize,
    /// Hash of the position after the play.
    pub hash: u64,
}

/// What a quiet play removed (`Board::play_quiet`): counts only; the points are in
/// `Board::last_removed` until the next play.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Removal {
    /// Opposing stones captured.
    pub captured: usize,
    /// Own stones removed for lack of liberties (the played one included).
    pub self_removed: usize,
    /// The captured stone, when exactly one was captured.
    single: Option<Point>,
}

impl Removal {
    /// The captured stone, when the play captured exactly one (a possible ko).
    pub fn single_capture(&self) -> Option<Point> {
        self.single
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct StringInfo {
    stones: u16,
    hash: u64,
}

/// A Go board of any size 2..25 with its strings and liberties.
#[derive(Debug, Clone)]
pub struct Board {
    size: BoardSize,
    cells: Vec<Option<Color>>,
    /// Head of the string through each occupied point.
    head: Vec<u16>,
    /// Next stone of the same string (circular).
    next: Vec<u16>,
    /// Per head: size and hash of the string.
    info: Vec<StringInfo>,
    /// Per head: liberties as a bitset of `words` u64s.
    libs: Vec<u64>,
    words: usize,
    /// Neighbour indices of each point, `NONE` past the edge.
    adj: Vec<[u16; 4]>,
    hash: u64,
    removed: Vec<Point>,
}

impl PartialEq for Board {
    /// Boards are equal when they hold the same stones.
    fn eq(&self, other: &Self) -> bool {
        self.size == other.size && self.cells == other.cells
    }
}

impl Eq for Board {}

impl Board {
    /// An empty board.
    pub fn new(size: BoardSize) -> Board {
        let area = size.area();
        let words = area.div_ceil(64);
        let adj = (0..area)
            .map(|i| {
                let mut a = [NONE; 4];
                for (slot, q) in a.iter_mut().zip(size.point(i).neighbors(size)) {
                    *slot = size.index(q) as u16;
                }
                a
            })
            .collect();
        Board {
            size,
            cells: vec![None; area],
            head: vec![NONE; area],
            next: vec![NONE; area],
            info: vec![StringInfo { stones: 0, hash: 0 }; area],
            libs: vec![0; area * words],
            words,
            adj,
            hash: 0,
            removed: Vec::new(),
        }
    }

    /// A board holding the given stones, strings and liberties counted from scratch.
    pub fn from_stones(size: BoardSize, stones: impl IntoIterator<Item = (Point, Color)>) -> Board {
        let mut cells = vec![None; size.area()];
        for (p, c) in stones {
            if size.contains(p) {
                cells[size.index(p)] = Some(c);
            }
        }
        Board::from_cells(size, cells)
    }

    /// Rebuilds every string by flood fill: for setup and for checking the incremental
    /// bookkeeping against a recount.
    pub(crate) fn from_cells(size: BoardSize, cells: Vec<Option<Color>>) -> Board {
        let mut board = Board::new(size);
        board.cells = cells;
        for i in 0..board.cells.len() {
            if let Some(c) = board.cells[i] {
                board.hash ^= zobrist::stone(i, c);
            }
        }
        for start in 0..board.cells.len() {
            if board.cells[start].is_none() || board.head[start] != NONE {
                continue;
            }
            let color = board.cells[start];
            let mut stack = vec![start];
            let mut members = Vec::new();
            board.head[start] = start as u16;
            while let Some(i) = stack.pop() {
                members.push(i);
                for &n in &board.adj[i] {
                    if n != NONE
                        && board.cells[n as usize] == color
                        && board.head[n as usize] == NONE
                    {
                        board.head[n as usize] = start as u16;
                        stack.push(n as usize);
                    }
                }
            }
            let mut hash = 0;
            for (k, &i) in members.iter().enumerate() {
                board.next[i] = members[(k + 1) % members.len()] as u16;
                hash ^= zobrist::stone(i, color.expect("occupied"));
                for n in board.adj[i] {
                    if n != NONE && board.cells[n as usize].is_none() {
                        board.set_lib(start, n as usize);
                    }
                }
            }
            board.info[start] = StringInfo {
                stones: members.len() as u16,
                hash,
            };
        }
        board
    }

    pub fn size(&self) -> BoardSize {
        self.size
    }

    /// The stone at a point; `None` for an empty point or one off the board.
    pub fn get(&self, p: Point) -> Option<Color> {
        self.size
            .contains(p)
            .then(|| self.cells[self.size.index(p)])
            .flatten()
    }

    /// Every stone on the board.
    pub fn stones(&self) -> impl Iterator<Item = (Point, Color)> + '_ {
        self.cells
            .iter()
            .enumerate()
            .filter_map(|(i, c)| c.map(|c| (self.size.point(i), c)))
    }

    pub fn count(&self, color: Color) -> usize {
        self.cells.iter().filter(|&&c| c == Some(color)).count()
    }

    /// The Zobrist hash of the position (stones only).
    pub fn hash(&self) -> u64 {
        self.hash
    }

    pub(crate) fn cells(&self) -> &[Option<Color>] {
        &self.cells
    }

    /// The string through `p`, sorted; empty if `p` holds no stone.
    pub fn string(&self, p: Point) -> Vec<Point> {
        let mut v: Vec<Point> = self
            .members(self.index_of_stone(p))
            .map(|i| self.size.point(i))
            .collect();
        v.sort();
        v
    }

    /// The liberties of the string through `p`, sorted; empty if `p` holds no stone.
    pub fn liberties(&self, p: Point) -> Vec<Point> {
        match self.index_of_stone(p) {
            Some(i) => self.lib_points(self.head[i] as usize).collect(),
            None => Vec::new(),
        }
    }

    /// Is the empty point `p` surrounded by `color`'s stones on every side? (A
    /// single-point eye that random playouts leave alone.)
    pub fn is_eye_of(&self, p: Point, color: Color) -> bool {
        self.get(p).is_none() && p.neighbors(self.size).all(|n| self.get(n) == Some(color))
    }

    /// How many stones the string through `p` has (0 for an empty point), in constant time.
    pub fn string_size(&self, p: Point) -> usize {
        self.index_of_stone(p)
            .map_or(0, |i| self.info[self.head[i] as usize].stones as usize)
    }

    /// Do `a` and `b` hold stones of one string? Constant time.
    pub fn same_string(&self, a: Point, b: Point) -> bool {
        match (self.index_of_stone(a), self.index_of_stone(b)) {
            (Some(i), Some(j)) => self.head[i] == self.head[j],
            _ => false,
        }
    }

    /// How many liberties the string through `p` has (0 for an empty point).
    pub fn liberty_count(&self, p: Point) -> usize {
        self.index_of_stone(p)
            .map_or(0, |i| self.lib_count(self.head[i] as usize))
    }

    /// Rows as text, top row first: `X` Black, `O` White, `.` empty.
    pub fn rows(&self) -> Vec<String> {
        let n = self.size.get() as usize;
        (0..n)
            .rev()
            .map(|row| {
                (0..n)
                    .map(|col| match self.cells[row * n + col] {
                        Some(Color::Black) => 'X',
                        Some(Color::White) => 'O',
                        None => '.',
                    })
                    .collect()
            })
            .collect()
    }

    /// Parses rows as written by `rows` (top row first). Any other character is an error.
    pub fn from_rows(rows: &[&str]) -> Result<Board, String> {
        let size = BoardSize::new(rows.len() as i64).map_err(|e| e.to_string())?;
        let n = size.get() as usize;
        let mut cells = vec![None; size.area()];
        for (k, line) in rows.iter().enumerate() {
            let row = n - 1 - k;
            let chars: Vec<char> = line.chars().filter(|c| !c.is_whitespace()).collect();
            if chars.len() != n {
                return Err(format!(
                    "row {} has {} points, expected {n}",
                    row + 1,
                    chars.len()
                ));
            }
            for (col, ch) in chars.into_iter().enumerate() {
                cells[row * n + col] = match ch {
                    'X' | 'x' | 'B' => Some(Color::Black),
                    'O' | 'o' | 'W' => Some(Color::White),
                    '.' | '+' => None,
                    other => return Err(format!("'{other}' in row {} is not X, O or .", row + 1)),
                };
            }
        }
        Ok(Board::from_cells(size, cells))
    }

    /// What a play by `color` at the empty point `p` would do. `p` must be on the board
    /// and empty (the caller checks `occupied` and `off-board` first).
    pub fn preview(&self, p: Point, color: Color) -> Preview {
        let i = self.size.index(p);
        let mut captured = 0usize;
        let mut hash = self.hash ^ zobrist::stone(i, color);
        let mut seen = [NONE; 4];
        let mut own_liberty = false;
        let mut own_stones = 1usize;
        let mut own_hash = zobrist::stone(i, color);
        for (k, &n) in self.adj[i].iter().enumerate() {
            if n == NONE {
                continue;
            }
            let n = n as usize;
            match self.cells[n] {
                None => own_liberty = true,
                Some(c) => {
                    let h = self.head[n];
                    if seen[..k].contains(&h) {
                        continue;
                    }
                    seen[k] = h;
                    let h = h as usize;
                    let only_liberty_is_p = self.lib_count(h) == 1 && self.has_lib(h, i);
                    if c == color {
                        own_stones += self.info[h].stones as usize;
                        own_hash ^= self.info[h].hash;
                        if !only_liberty_is_p {
                            own_liberty = true;
                        }
                    } else if only_liberty_is_p {
                        captured += self.info[h].stones as usize;
                        hash ^= self.info[h].hash;
                    }
                }
            }
        }
        let self_removed = if captured == 0 && !own_liberty {
            own_stones
        } else {
            0
        };
        if self_removed > 0 {
            hash ^= own_hash;
        }
        Preview {
            captured,
            self_removed,
            hash,
        }
    }

    /// Plays `color` at the empty point `p` (M-3): the stone is placed, opposing strings
    /// left without liberties are captured, then the mover's string is removed if it
    /// has none. The caller has checked that `p` is on the board and empty.
    pub fn play(&mut self, p: Point, color: Color) -> PlayEffect {
        let i = self.size.index(p);
        debug_assert!(self.cells[i].is_none());
        self.place(i, color);
        let mut effect = PlayEffect::default();
        for k in 0..4 {
            let n = self.adj[i][k];
            if n == NONE {
                continue;
            }
            let n = n as usize;
            if self.cells[n] == Some(color.opponent()) && self.lib_count(self.head[n] as usize) == 0
            {
                self.remove_string(self.head[n] as usize, &mut effect.captured);
            }
        }
        let h = self.head[i] as usize;
        if self.lib_count(h) == 0 {
            self.remove_string(h, &mut effect.self_removed);
        }
        effect.captured.sort();
        effect.self_removed.sort();
        effect
    }

    /// The stones after a play by `color` at the empty point `p`, without making it.
    pub(crate) fn cells_after(&self, p: Point, color: Color) -> Vec<Option<Color>> {
        let i = self.size.index(p);
        let mut cells = self.cells.clone();
        cells[i] = Some(color);
        let mut own_liberty = false;
        let mut captured = false;
        for &n in self.adj[i].iter().filter(|&&n| n != NONE) {
            let n = n as usize;
            match self.cells[n] {
                None => own_liberty = true,
                Some(c) => {
                    let h = self.head[n] as usize;
                    let only_liberty_is_p = self.lib_count(h) == 1 && self.has_lib(h, i);
                    if c != color && only_liberty_is_p {
                        captured = true;
                        for m in self.members(Some(h)) {
                            cells[m] = None;
                        }
                    } else if c == color && !only_liberty_is_p {
                        own_liberty = true;
                    }
                }
            }
        }
        if !captured && !own_liberty {
            // The mover's string goes (suicide, where the rules allow it).
            cells[i] = None;
            for &n in self.adj[i].iter().filter(|&&n| n != NONE) {
                if self.cells[n as usize] == Some(color) {
                    for m in self.members(Some(self.head[n as usize] as usize)) {
                        cells[m] = None;
                    }
                }
            }
        }
        cells
    }

    /// Plays like `play`, but reports only counts: the removed points are read with
    /// `last_removed` until the next play.
    pub fn play_quiet(&mut self, p: Point, color: Color) -> Removal {
        let effect = self.play(p, color);
        let removal = Removal {
            captured: effect.captured.len(),
            self_removed: effect.self_removed.len(),
            single: match effect.captured[..] {
                [one] => Some(one),
                _ => None,
            },
        };
        self.removed = effect.captured;
        self.removed.extend(effect.self_removed);
        removal
    }

    /// The stones the last `play_quiet` removed: captured ones first, then the mover's.
    pub fn last_removed(&self) -> &[Point] {
        &self.removed
    }

    /// Replaces the contents of some points (setup: SGF AB, AW, AE) and recounts.
    pub(crate) fn edit(&mut self, changes: impl IntoIterator<Item = (Point, Option<Color>)>) {
        let mut cells = std::mem::take(&mut self.cells);
        for (p, c) in changes {
            if self.size.contains(p) {
                cells[self.size.index(p)] = c;
            }
        }
        *self = Board::from_cells(self.size, cells);
    }

    /// Strings without a liberty (only a setup can make them).
    pub fn strings_without_liberties(&self) -> Vec<Point> {
        (0..self.cells.len())
            .filter(|&i| {
                self.cells[i].is_some() && self.head[i] as usize == i && self.lib_count(i) == 0
            })
            .map(|i| self.size.point(i))
            .collect()
    }

    /// Compares the incremental strings, liberties and hashes with a recount from scratch.
    /// For tests; `Err` says what differs.
    pub fn check_consistency(&self) -> Result<(), String> {
        let fresh = Board::from_cells(self.size, self.cells.clone());
        if fresh.hash != self.hash {
            return Err("position hash differs from a recount".into());
        }
        for p in self.size.points() {
            if self.get(p).is_none() {
                continue;
            }
            if self.string(p) != fresh.string(p) {
                return Err(format!("string through {p} differs from a recount"));
            }
            if self.liberties(p) != fresh.liberties(p) {
                return Err(format!(
                    "liberties of {p}: kept {:?}, recounted {:?}",
                    self.liberties(p),
                    fresh.liberties(p)
                ));
            }
            let h = self.head[self.size.index(p)] as usize;
            let fh = fresh.head[self.size.index(p)] as usize;
            if self.info[h] != fresh.info[fh] {
                return Err(format!("size or hash of the string through {p} differs"));
            }
        }
        Ok(())
    }

    // --- internals ---

    fn index_of_stone(&self, p: Point) -> Option<usize> {
        let i = self.size.contains(p).then(|| self.size.index(p))?;
        self.cells[i].is_some().then_some(i)
    }

    fn members(&self, start: Option<usize>) -> impl Iterator<Item = usize> + '_ {
        let mut cur = start;
        let first = start;
        std::iter::from_fn(move || {
            let i = cur?;
            let n = self.next[i] as usize;
            cur = if Some(n) == first { None } else { Some(n) };
            Some(i)
        })
    }

    fn lib_words(&self, head: usize) -> &[u64] {
        &self.libs[head * self.words..(head + 1) * self.words]
    }

    fn lib_count(&self, head: usize) -> usize {
        self.lib_words(head)
            .iter()
            .map(|w| w.count_ones() as usize)
            .sum()
    }

    fn has_lib(&self, head: usize, point: usize) -> bool {
        self.libs[head * self.words + point / 64] & (1 << (point % 64)) != 0
    }

    fn set_lib(&mut self, head: usize, point: usize) {
        self.libs[head * self.words + point / 64] |= 1 << (point % 64);
    }

    fn clear_lib(&mut self, head: usize, point: usize) {
        self.libs[head * self.words + point / 64] &= !(1 << (point % 64));
    }

    fn lib_points(&self, head: usize) -> impl Iterator<Item = Point> + '_ {
        self.lib_words(head)
            .iter()
            .enumerate()
            .flat_map(move |(w, &bits)| {
                (0..64)
                    .filter(move |b| bits & (1u64 << b) != 0)
                    .map(move |b| self.size.point(w * 64 + b))
            })
    }

    /// Puts a stone on `i`, takes `i` from the neighbours' liberties and merges it with
    /// its own neighbours.
    fn place(&mut self, i: usize, color: Color) {
        let key = zobrist::stone(i, color);
        self.cells[i] = Some(color);
        self.hash ^= key;
        self.head[i] = i as u16;
        self.next[i] = i as u16;
        self.info[i] = StringInfo {
            stones: 1,
            hash: key,
        };
        self.libs[i * self.words..(i + 1) * self.words].fill(0);
        for k in 0..4 {
            let n = self.adj[i][k];
            if n == NONE {
                continue;
            }
            let n = n as usize;
            match self.cells[n] {
                None => self.set_lib(i, n),
                Some(_) => {
                    let h = self.head[n] as usize;
                    self.clear_lib(h, i);
                }
            }
        }
        for k in 0..4 {
            let n = self.adj[i][k];
            if n != NONE && self.cells[n as usize] == Some(color) {
                let (a, b) = (self.head[i] as usize, self.head[n as usize] as usize);
                if a != b {
                    self.merge(a, b);
                }
            }
        }
    }

    /// Joins two strings, relabelling the smaller one.
    fn merge(&mut self, a: usize, b: usize) {
        let (big, small) = if self.info[a].stones >= self.info[b].stones {
            (a, b)
        } else {
            (b, a)
        };
        let members: Vec<usize> = self.members(Some(small)).collect();
        for &m in &members {
            self.head[m] = big as u16;
        }
        // Splice the two circular lists.
        let (nb, ns) = (self.next[big], self.next[small]);
        self.next[big] = ns;
        self.next[small] = nb;
        self.info[big].stones += self.info[small].stones;
        self.info[big].hash ^= self.info[small].hash;
        for w in 0..self.words {
            self.libs[big * self.words + w] |= self.libs[small * self.words + w];
        }
    }

    /// Takes a whole string off the board, giving its points back as liberties.
    fn remove_string(&mut self, head: usize, removed: &mut Vec<Point>) {
        let members: Vec<usize> = self.members(Some(head)).collect();
        for &m in &members {
            let c = self.cells[m].expect("string member holds a stone");
            self.cells[m] = None;
            self.hash ^= zobrist::stone(m, c);
            self.head[m] = NONE;
            self.next[m] = NONE;
            removed.push(self.size.point(m));
        }
        for &m in &members {
            for k in 0..4 {
                let n = self.adj[m][k];
                if n != NONE && self.cells[n as usize].is_some() {
                    let h = self.head[n as usize] as usize;
                    self.set_lib(h, m);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(s: &str) -> Point {
        Point::parse(s).unwrap()
    }

    fn board(rows: &[&str]) -> Board {
        Board::from_rows(rows).unwrap()
    }

    #[test]
    fn m3_corner_capture() {
        let mut b = board(&["X....", ".....", ".....", "X....", "OX..."]);
        let e = b.play(p("A3"), Color::Black);
        assert!(e.captured.is_empty());
        let mut b2 = board(&[".....", ".....", ".....", "X....", "O...."]);
        let e2 = b2.play(p("B1"), Color::Black);
        assert_eq!(e2.captured, vec![p("A1")]);
        assert_eq!(b2.get(p("A1")), None);
        assert_eq!(b2.liberty_count(p("B1")), 3);
        b.check_consistency().unwrap();
        b2.check_consistency().unwrap();
    }

    #[test]
    fn m3_multi_string_capture() {
        // White A1 and C1 are separate strings; Black B1 takes both at once.
        let mut b = board(&[".....", ".....", ".....", "X.X..", "O.OX."]);
        let e = b.play(p("B1"), Color::Black);
        assert_eq!(e.captured, vec![p("A1"), p("C1")]);
        assert!(e.self_removed.is_empty());
        b.check_consistency().unwrap();
    }

    #[test]
    fn m3_simultaneous_zero_liberties_mover_captures_first() {
        // Black B1 fills its own last liberty and White's: White's stone goes, Black stays.
        let mut b = board(&[".....", ".....", ".....", "OX...", ".OX.."]);
        let preview = b.preview(p("A1"), Color::Black);
        assert_eq!((preview.captured, preview.self_removed), (1, 0));
        let e = b.play(p("A1"), Color::Black);
        assert_eq!(e.captured, vec![p("B1")]);
        assert_eq!(b.get(p("A1")), Some(Color::Black));
        assert_eq!(preview.hash, b.hash());
        b.check_consistency().unwrap();
    }

    #[test]
    fn m3_self_removal_after_no_capture() {
        let mut b = board(&[".....", ".....", "O....", "XO...", ".O..."]);
        let preview = b.preview(p("A1"), Color::Black);
        assert_eq!((preview.captured, preview.self_removed), (0, 2));
        let e = b.play(p("A1"), Color::Black);
        assert_eq!(e.self_removed, vec![p("A1"), p("A2")]);
        assert_eq!(b.count(Color::Black), 0);
        assert_eq!(preview.hash, b.hash());
        b.check_consistency().unwrap();
    }

    #[test]
    fn merging_strings_unites_liberties() {
        let mut b = board(&[".....", ".....", ".....", ".....", "X.X.."]);
        b.play(p("B1"), Color::Black);
        assert_eq!(b.string(p("A1")), vec![p("A1"), p("B1"), p("C1")]);
        assert_eq!(
            b.liberties(p("C1")),
            vec![p("D1"), p("A2"), p("B2"), p("C2")]
        );
        b.check_consistency().unwrap();
    }

    #[test]
    fn rows_round_trip() {
        let rows = ["X.O", "...", "OOX"];
        let b = board(&rows);
        assert_eq!(b.rows(), rows);
        assert_eq!(b.get(p("A3")), Some(Color::Black));
        assert!(Board::from_rows(&["X.", "..."]).is_err());
        assert!(Board::from_rows(&["X?", ".."]).is_err());
    }
}
