//! The board: stones, strings and their liberties, kept incrementally (M-3).
//!
//! Each string is a circular list of its stones with one head; the head holds the
//! string's size, its Zobrist hash and its liberties as a bitset. A play touches only
//! the strings next to it, so no move floods the whole board.

use std::sync::OnceLock;

use crate::point::{BoardSize, Point};
use crate::zobrist;
use crate::Color;

const NONE: u16 = u16::MAX;

/// What a board play did: the opponent's stones it captured and, if the new string had
/// no liberty left, the mover's own stones it removed (M-3: captures first).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PlayEffect {
    /// The opponent's stones this play captured.
    pub captured: Vec<Point>,
    /// The player's own stones this play removed (suicide, where the rules allow it).
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
    /// How many liberties: the bits set in the string's liberty set, kept with it so
    /// that atari and capture tests are one comparison.
    libs: u16,
    hash: u64,
}

const NO_STRING: StringInfo = StringInfo {
    stones: 0,
    libs: 0,
    hash: 0,
};

/// A Go board of any size 2..25 with its strings and liberties.
#[derive(Debug, Clone)]
pub struct Board {
    size: BoardSize,
    cells: Vec<Option<Color>>,
    /// Head of the string through each occupied point.
    head: Vec<u16>,
    /// Next stone of the same string (circular).
    next: Vec<u16>,
    /// Per head: size, liberty count and hash of the string.
    info: Vec<StringInfo>,
    /// Per head: liberties as a bitset of `words` u64s.
    libs: Vec<u64>,
    words: usize,
    /// Neighbour indices of each point, `NONE` past the edge (one table per size).
    adj: &'static [[u16; 4]],
    hash: u64,
    /// The points the last play removed, captured ones first: a buffer reused by every
    /// play, so a play allocates nothing.
    removed: Vec<u16>,
}

/// The neighbours of every point of a board of `size` (left, right, below, above;
/// `NONE` past the edge), worked out once per size and shared by every board of it, so
/// that a new board (one per playout) does not build its own.
fn adjacency(size: BoardSize) -> &'static [[u16; 4]] {
    static TABLES: [OnceLock<Box<[[u16; 4]]>>; BoardSize::MAX as usize + 1] =
        [const { OnceLock::new() }; BoardSize::MAX as usize + 1];
    TABLES[size.get() as usize].get_or_init(|| {
        let n = size.get() as usize;
        let at = |ok: bool, j: usize| if ok { j as u16 } else { NONE };
        (0..size.area())
            .map(|i| {
                let (row, col) = (i / n, i % n);
                [
                    at(col > 0, i.wrapping_sub(1)),
                    at(col + 1 < n, i + 1),
                    at(row > 0, i.wrapping_sub(n)),
                    at(row + 1 < n, i + n),
                ]
            })
            .collect()
    })
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
    #[cfg_attr(hotstone_size, optimize(size))]
    pub fn new(size: BoardSize) -> Board {
        let area = size.area();
        let words = area.div_ceil(64);
        let adj = adjacency(size);
        Board {
            size,
            cells: vec![None; area],
            head: vec![NONE; area],
            next: vec![NONE; area],
            info: vec![NO_STRING; area],
            libs: vec![0; area * words],
            words,
            adj,
            hash: 0,
            removed: Vec::with_capacity(area),
        }
    }

    /// A board holding the given stones, strings and liberties counted from scratch.
    #[cfg_attr(hotstone_size, optimize(size))]
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
    #[cfg_attr(hotstone_size, optimize(size))]
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
            for &i in &members {
                hash ^= zobrist::stone(i, color.expect("occupied"));
            }
            board.info[start] = StringInfo {
                stones: members.len() as u16,
                libs: 0,
                hash,
            };
            for (k, &i) in members.iter().enumerate() {
                board.next[i] = members[(k + 1) % members.len()] as u16;
                for n in board.adj[i] {
                    if n != NONE && board.cells[n as usize].is_none() {
                        board.set_lib(start, n as usize);
                    }
                }
            }
        }
        board
    }

    /// The board's size.
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

    /// How many stones of `color` stand on the board.
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
        hotstone_text::sort(&mut v);
        v
    }

    /// The first point of the string through `p` in the order of points (the first of
    /// `string`), without building and sorting the string; `None` if `p` holds no stone.
    pub fn first_of_string(&self, p: Point) -> Option<Point> {
        self.members(self.index_of_stone(p))
            .map(|i| self.size.point(i))
            .min()
    }

    /// One stone of each string of at most two stones with one liberty that touches
    /// the string through `p` or one of the empty points next to it (the candidates for
    /// a ko around that string, K-2); none if `p` holds no stone.
    pub(crate) fn small_strings_in_atari_near(&self, p: Point) -> Vec<Point> {
        let mut heads: Vec<u16> = Vec::new();
        let mut note = |q: u16| {
            let h = self.head[q as usize];
            let info = self.info[h as usize];
            if info.stones <= 2 && info.libs == 1 && !heads.contains(&h) {
                heads.push(h);
            }
        };
        for s in self.members(self.index_of_stone(p)) {
            for &n in self.adj[s].iter().filter(|&&n| n != NONE) {
                if self.cells[n as usize].is_some() {
                    note(n);
                    continue;
                }
                for &m in self.adj[n as usize].iter().filter(|&&m| m != NONE) {
                    if self.cells[m as usize].is_some() {
                        note(m);
                    }
                }
            }
        }
        heads
            .into_iter()
            .map(|h| self.size.point(h as usize))
            .collect()
    }

    /// The liberties of the string through `p`, row by row from the bottom; empty if `p`
    /// holds no stone.
    pub fn liberties(&self, p: Point) -> Vec<Point> {
        match self.index_of_stone(p) {
            Some(i) => self.lib_points(self.head[i] as usize).collect(),
            None => Vec::new(),
        }
    }

    /// Is the empty point `p` surrounded by `color`'s stones on every side? (A
    /// single-point eye that random playouts leave alone.)
    pub fn is_eye_of(&self, p: Point, color: Color) -> bool {
        if !self.size.contains(p) {
            return false;
        }
        let i = self.size.index(p);
        self.cells[i].is_none()
            && self.adj[i]
                .iter()
                .all(|&n| n == NONE || self.cells[n as usize] == Some(color))
    }

    /// `is_eye_of`'s opposite for an empty point, by board index, for playouts: is the
    /// point at index `i` empty and not surrounded by `color`'s stones? `false` off the
    /// board. Inlined always: the npm package's wasm-opt inlines only tiny functions of
    /// one caller (scripts/package.sh), and this one runs for every candidate point.
    #[inline(always)]
    pub(crate) fn is_empty_and_no_eye_of(&self, i: usize, color: Color) -> bool {
        // `NONE`, past the edge, is past the end of `cells` too: `get` tests both.
        let cells = &self.cells[..];
        match cells.get(i) {
            Some(None) => self.adj[i]
                .iter()
                .any(|&n| cells.get(n as usize).is_some_and(|&c| c != Some(color))),
            _ => false,
        }
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

    /// How many liberties the string through `p` has (0 for an empty point), in
    /// constant time.
    pub fn liberty_count(&self, p: Point) -> usize {
        self.index_of_stone(p)
            .map_or(0, |i| self.lib_count(self.head[i] as usize))
    }

    /// Does the string through `p` have a liberty at `q`? Constant time.
    pub fn has_liberty(&self, p: Point, q: Point) -> bool {
        match self.index_of_stone(p) {
            Some(i) if self.size.contains(q) => {
                self.has_lib(self.head[i] as usize, self.size.index(q))
            }
            _ => false,
        }
    }

    /// Rows as text, top row first: `X` Black, `O` White, `.` empty.
    #[cfg_attr(hotstone_size, optimize(size))]
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
    #[cfg_attr(hotstone_size, optimize(size))]
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
    #[inline(always)]
    pub fn preview(&self, p: Point, color: Color) -> Preview {
        let i = self.size.index(p);
        let key = zobrist::stone(i, color);
        // Most plays capture nothing and either keep a liberty or are a lone stone
        // without one (a suicide into the opponent's eye): neither needs a string
        // counted twice, so they are settled first, without telling strings apart.
        let mut own_liberty = false;
        let mut own_neighbour = false;
        let mut capture = false;
        // `NONE`, past the edge, is past the end of `cells` too: `get` tests both, and
        // `head` is as long as `cells`, so its index needs no test of its own.
        let cells = &self.cells[..];
        let head = &self.head[..cells.len()];
        for &n in &self.adj[i] {
            let Some(&cell) = cells.get(n as usize) else {
                continue;
            };
            match cell {
                None => own_liberty = true,
                Some(c) => {
                    let libs = self.info[head[n as usize] as usize].libs;
                    if c == color {
                        own_neighbour = true;
                        own_liberty |= libs > 1;
                    } else {
                        capture |= libs == 1;
                    }
                }
            }
        }
        if !capture && (own_liberty || !own_neighbour) {
            return Preview {
                captured: 0,
                self_removed: usize::from(!own_liberty),
                // A lone stone without a liberty is removed at once: nothing changes.
                hash: if own_liberty {
                    self.hash ^ key
                } else {
                    self.hash
                },
            };
        }
        self.preview_strings(i, color)
    }

    /// `preview` for the plays that capture, or that join the mover's strings and may
    /// leave them without a liberty: each neighbouring string counted once. Apart, so
    /// that the common case above is small enough to be inlined into the checks.
    #[inline(never)]
    fn preview_strings(&self, i: usize, color: Color) -> Preview {
        let key = zobrist::stone(i, color);
        let mut captured = 0usize;
        let mut hash = self.hash ^ key;
        let mut seen = [NONE; 4];
        let mut own_liberty = false;
        let mut own_stones = 1usize;
        let mut own_hash = key;
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
                    let info = self.info[h as usize];
                    // `p` is a liberty of every neighbouring string: one left means it is `p`.
                    let only_liberty_is_p = info.libs == 1;
                    if c == color {
                        own_stones += info.stones as usize;
                        own_hash ^= info.hash;
                        own_liberty |= !only_liberty_is_p;
                    } else if only_liberty_is_p {
                        captured += info.stones as usize;
                        hash ^= info.hash;
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
        let removal = self.play_quiet(p, color);
        let size = self.size;
        let points = |r: &[u16]| {
            let mut v: Vec<Point> = r.iter().map(|&i| size.point(i as usize)).collect();
            hotstone_text::sort(&mut v);
            v
        };
        PlayEffect {
            captured: points(&self.removed[..removal.captured]),
            self_removed: points(&self.removed[removal.captured..]),
        }
    }

    /// Plays like `play`, but reports only counts and allocates nothing: the removed
    /// points are read with `last_removed` until the next play.
    pub fn play_quiet(&mut self, p: Point, color: Color) -> Removal {
        self.play_looking(p, color, true, true)
    }

    /// Plays like `play_quiet` a play that `preview` has just worked out on this board:
    /// it said whether anything is captured or removed, so only then is it looked for.
    pub(crate) fn play_previewed(&mut self, p: Point, color: Color, preview: &Preview) -> Removal {
        debug_assert_eq!(*preview, self.preview(p, color));
        self.play_looking(p, color, preview.captured > 0, preview.self_removed > 0)
    }

    /// Places the stone, then takes off the opposing strings left without liberties if
    /// `captures` may be, then the mover's string if it has none and `self_removal` may be.
    fn play_looking(
        &mut self,
        p: Point,
        color: Color,
        captures: bool,
        self_removal: bool,
    ) -> Removal {
        let i = self.size.index(p);
        debug_assert!(self.cells[i].is_none());
        self.removed.clear();
        self.place(i, color);
        let opponent = Some(color.opponent());
        let mut captured = 0;
        if captures {
            for k in 0..4 {
                let n = self.adj[i][k] as usize;
                if self.cells.get(n) == Some(&opponent) {
                    let h = self.head[n] as usize;
                    if self.info[h].libs == 0 {
                        captured += self.remove_string(h);
                    }
                }
            }
        }
        let self_removed = if self_removal && self.info[self.head[i] as usize].libs == 0 {
            self.remove_string(self.head[i] as usize)
        } else {
            0
        };
        Removal {
            captured,
            self_removed,
            single: (captured == 1).then(|| self.size.point(self.removed[0] as usize)),
        }
    }

    /// The stones the last `play_quiet` or `play` removed: captured ones first, then
    /// the mover's.
    pub fn last_removed(&self) -> impl ExactSizeIterator<Item = Point> + '_ {
        self.removed.iter().map(|&i| self.size.point(i as usize))
    }

    /// The indices of the stones the last play removed, captured ones first.
    pub(crate) fn last_removed_indices(&self) -> &[u16] {
        &self.removed
    }

    /// The stones after a play by `color` at the empty point `p`, without making it,
    /// written into `cells`; the indices of the points it would change into `changed`.
    #[cfg_attr(hotstone_size, optimize(size))]
    pub(crate) fn cells_after(
        &self,
        p: Point,
        color: Color,
        cells: &mut Vec<Option<Color>>,
        changed: &mut Vec<u16>,
    ) {
        let i = self.size.index(p);
        cells.clear();
        cells.extend_from_slice(&self.cells);
        changed.clear();
        cells[i] = Some(color);
        changed.push(i as u16);
        let mut own_liberty = false;
        let mut captured = false;
        for &n in self.adj[i].iter().filter(|&&n| n != NONE) {
            let n = n as usize;
            match self.cells[n] {
                None => own_liberty = true,
                Some(c) => {
                    let h = self.head[n] as usize;
                    let only_liberty_is_p = self.lib_count(h) == 1;
                    if c != color && only_liberty_is_p {
                        captured = true;
                        for m in self.members(Some(h)) {
                            cells[m] = None;
                            changed.push(m as u16);
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
                        changed.push(m as u16);
                    }
                }
            }
        }
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

    /// Compares the incremental strings, liberties, counts and hashes with a recount
    /// from scratch. For tests; `Err` says what differs.
    pub fn check_consistency(&self) -> Result<(), String> {
        let fresh = Board::from_cells(self.size, self.cells.clone());
        for i in 0..self.cells.len() {
            let head = self.cells[i].is_some() && self.head[i] as usize == i;
            if !head && self.lib_words(i).iter().any(|&w| w != 0) {
                return Err(format!(
                    "point {} is no string's head but holds liberties",
                    self.size.point(i)
                ));
            }
        }
        if fresh.hash != self.hash {
            return Err("position hash differs from a recount".into());
        }
        for p in self.size.points() {
            let i = self.size.index(p);
            if self.get(p).is_none() {
                if self.head[i] != NONE || self.next[i] != NONE {
                    return Err(format!("empty point {p} still belongs to a string"));
                }
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
            let h = self.head[i] as usize;
            let fh = fresh.head[i] as usize;
            if self.info[h] != fresh.info[fh] {
                return Err(format!(
                    "size, liberty count or hash of the string through {p} differs"
                ));
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
        self.info[head].libs as usize
    }

    fn has_lib(&self, head: usize, point: usize) -> bool {
        self.libs[head * self.words + point / 64] & (1 << (point % 64)) != 0
    }

    fn set_lib(&mut self, head: usize, point: usize) {
        let word = &mut self.libs[head * self.words + point / 64];
        let bit = 1 << (point % 64);
        if *word & bit == 0 {
            *word |= bit;
            self.info[head].libs += 1;
        }
    }

    fn clear_lib(&mut self, head: usize, point: usize) {
        let word = &mut self.libs[head * self.words + point / 64];
        let bit = 1 << (point % 64);
        if *word & bit != 0 {
            *word &= !bit;
            self.info[head].libs -= 1;
        }
    }

    fn lib_points(&self, head: usize) -> impl Iterator<Item = Point> + '_ {
        self.lib_words(head)
            .iter()
            .enumerate()
            .flat_map(move |(w, &word)| {
                let mut bits = word;
                std::iter::from_fn(move || {
                    if bits == 0 {
                        return None;
                    }
                    let b = bits.trailing_zeros() as usize;
                    bits &= bits - 1;
                    Some(self.size.point(w * 64 + b))
                })
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
            libs: 0,
            hash: key,
        };
        // The point's liberty words are zero already: a point that is no string's head
        // keeps them zero (`merge` clears the words of the head it retires, and a
        // removed string had no liberty left), which saves clearing them per play.
        debug_assert!(self.lib_words(i).iter().all(|&w| w == 0));
        let adj = self.adj[i];
        // `NONE`, past the edge, is past the end of `cells` too: `get` tests both.
        for &n in &adj {
            let n = n as usize;
            match self.cells.get(n) {
                None => {}
                Some(None) => self.set_lib(i, n),
                Some(Some(_)) => self.clear_lib(self.head[n] as usize, i),
            }
        }
        for &n in &adj {
            if self.cells.get(n as usize) == Some(&Some(color)) {
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
        let mut m = small;
        loop {
            self.head[m] = big as u16;
            m = self.next[m] as usize;
            if m == small {
                break;
            }
        }
        // Splice the two circular lists.
        let (nb, ns) = (self.next[big], self.next[small]);
        self.next[big] = ns;
        self.next[small] = nb;
        self.info[big].stones += self.info[small].stones;
        self.info[big].hash ^= self.info[small].hash;
        if self.info[small].stones == 1 {
            // A lone stone's liberties are its empty neighbours: move them one by one.
            for n in self.adj[small] {
                if self.cells.get(n as usize) == Some(&None) {
                    self.set_lib(big, n as usize);
                    self.libs[small * self.words + n as usize / 64] = 0;
                }
            }
        } else {
            let mut count = 0;
            for w in 0..self.words {
                let word = self.libs[big * self.words + w] | self.libs[small * self.words + w];
                self.libs[big * self.words + w] = word;
                self.libs[small * self.words + w] = 0;
                count += word.count_ones();
            }
            self.info[big].libs = count as u16;
        }
    }

    /// Takes a whole string off the board, giving its points back as liberties to the
    /// strings next to it and noting them in `removed`. Returns how many stones it had.
    fn remove_string(&mut self, h: usize) -> usize {
        let stones = self.info[h].stones as usize;
        let mut m = h;
        loop {
            let c = self.cells[m].expect("string member holds a stone");
            self.cells[m] = None;
            self.hash ^= zobrist::stone(m, c);
            self.head[m] = NONE;
            self.removed.push(m as u16);
            m = self.next[m] as usize;
            if m == h {
                break;
            }
        }
        loop {
            for n in self.adj[m] {
                if self.cells.get(n as usize).is_some_and(Option::is_some) {
                    self.set_lib(self.head[n as usize] as usize, m);
                }
            }
            let after = self.next[m] as usize;
            self.next[m] = NONE;
            m = after;
            if m == h {
                break;
            }
        }
        stones
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
