//! Ko conformance through the CLI (K-1..K-5, M-2, M-3): every case of
//! tests/conformance/ko/*.ko.json, under each ruleset it lists, on its own board and
//! padded onto 7x7, 9x9 and 19x19, in all eight rotations and mirrorings, and with the
//! colours swapped. The variants are generated here, never written out by hand.
//!
//! A case gives a small position (rows, top first), the player to move, and per ruleset
//! a list of moves in turn order, each with its expected verdict:
//! `C3` legal, `C3 !hot-stone` refused (the same player moves next), and optional
//! `hot=C3,D1`, `cycle=6/B/E1` (length/disturber/banned or `-`), `self=3`
//! (self-removed stones), `end=no-result` (the game's end after the last move).

use std::collections::BTreeMap;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use serde_json::Value;

const COLUMNS: &[u8] = b"ABCDEFGHJKLMNOPQRSTUVWXYZ";

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Stone {
    Black,
    White,
}

impl Stone {
    fn parse(s: &str) -> Stone {
        match s {
            "B" => Stone::Black,
            "W" => Stone::White,
            other => panic!("bad colour {other}"),
        }
    }
    fn other(self) -> Stone {
        match self {
            Stone::Black => Stone::White,
            Stone::White => Stone::Black,
        }
    }
    fn letter(self) -> &'static str {
        match self {
            Stone::Black => "B",
            Stone::White => "W",
        }
    }
}

/// A point as (column, row) from the bottom-left, 0-based.
type Pt = (usize, usize);

fn parse_point(name: &str) -> Pt {
    let col = COLUMNS
        .iter()
        .position(|&b| b == name.as_bytes()[0])
        .expect("column letter");
    let row: usize = name[1..].parse().expect("row number");
    (col, row - 1)
}

fn name(p: Pt) -> String {
    format!("{}{}", COLUMNS[p.0] as char, p.1 + 1)
}

#[derive(Debug, Clone)]
struct Expected {
    color: Stone,
    point: Option<Pt>,
    refused: Option<String>,
    hot: Vec<Pt>,
    cycle: Option<(u64, Stone, Option<Pt>)>,
    self_removed: usize,
    end: Option<String>,
}

/// Reads a ruleset's move list, tracking whose turn it is: a refused move leaves the
/// same player to move (Ing rule 4; every ruleset here).
fn parse_moves(tokens: &[Value], first: Stone) -> Vec<Expected> {
    let mut color = first;
    tokens
        .iter()
        .map(|t| {
            let text = t.as_str().expect("move token is a string");
            let mut words = text.split_whitespace();
            let mv = words.next().expect("a move");
            let mut e = Expected {
                color,
                point: (mv != "pass").then(|| parse_point(mv)),
                refused: None,
                hot: Vec::new(),
                cycle: None,
                self_removed: 0,
                end: None,
            };
            for w in words {
                if let Some(r) = w.strip_prefix('!') {
                    e.refused = Some(r.to_string());
                } else if let Some(h) = w.strip_prefix("hot=") {
                    e.hot = h.split(',').map(parse_point).collect();
                } else if let Some(c) = w.strip_prefix("cycle=") {
                    let parts: Vec<&str> = c.split('/').collect();
                    let banned = (parts[2] != "-").then(|| parse_point(parts[2]));
                    e.cycle = Some((parts[0].parse().unwrap(), Stone::parse(parts[1]), banned));
                } else if let Some(n) = w.strip_prefix("self=") {
                    e.self_removed = n.parse().unwrap();
                } else if let Some(end) = w.strip_prefix("end=") {
                    e.end = Some(end.to_string());
                } else {
                    panic!("unknown word {w} in {text}");
                }
            }
            if e.refused.is_none() {
                color = color.other();
            }
            e
        })
        .collect()
}

struct Case {
    name: String,
    size: usize,
    stones: BTreeMap<Pt, Stone>,
    to_move: Stone,
    play: BTreeMap<String, Vec<Expected>>,
}

fn load(path: &Path) -> Case {
    let v: Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    let rows: Vec<&str> = v["rows"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r.as_str().unwrap())
        .collect();
    let size = rows.len();
    let mut stones = BTreeMap::new();
    for (k, row) in rows.iter().enumerate() {
        assert_eq!(row.len(), size, "{path:?}: rows must be square");
        for (col, ch) in row.chars().enumerate() {
            let p = (col, size - 1 - k);
            match ch {
                'X' => drop(stones.insert(p, Stone::Black)),
                'O' => drop(stones.insert(p, Stone::White)),
                '.' => {}
                other => panic!("{path:?}: bad character {other}"),
            }
        }
    }
    let to_move = Stone::parse(v["to_move"].as_str().unwrap());
    let play = v["play"]
        .as_object()
        .unwrap()
        .iter()
        .map(|(rules, moves)| {
            (
                rules.clone(),
                parse_moves(moves.as_array().unwrap(), to_move),
            )
        })
        .collect();
    Case {
        name: path.file_name().unwrap().to_string_lossy().into_owned(),
        size,
        stones,
        to_move,
        play,
    }
}

/// Places the case in the lower-left corner of an NxN board. Where the case's top row
/// and right column were board edges, a wall keeps them so: next to a stone, a stone of
/// the other colour (no liberty, no connection); next to an empty point, a stone of the
/// colour that never plays there; the wall's own liberties lie beyond it.
fn pad(case: &Case, n: usize) -> BTreeMap<Pt, Stone> {
    let mut board = case.stones.clone();
    let m = case.size;
    if n == m {
        return board;
    }
    assert!(n >= m + 2, "a wall needs room for its own liberties");
    let mut played: BTreeMap<Pt, Vec<Stone>> = BTreeMap::new();
    for moves in case.play.values() {
        for e in moves.iter().filter(|e| e.refused.is_none()) {
            if let Some(p) = e.point {
                played.entry(p).or_default().push(e.color);
            }
        }
    }
    let edge: Vec<(Pt, Pt)> = (0..m)
        .map(|c| ((c, m - 1), (c, m)))
        .chain((0..m).map(|r| ((m - 1, r), (m, r))))
        .collect();
    for (inside, wall) in edge {
        let mut colours: Vec<Stone> = played.get(&inside).cloned().unwrap_or_default();
        colours.extend(case.stones.get(&inside));
        colours.sort_by_key(|s| s.letter());
        colours.dedup();
        match colours[..] {
            [] => {}
            [c] => drop(board.insert(wall, c.other())),
            _ => panic!(
                "{}: both colours play at {}: the case cannot be padded",
                case.name,
                name(inside)
            ),
        }
    }
    board
}

/// The case's own size, then every board of 7x7, 9x9 and 19x19 it can be padded onto
/// (a wall needs a row for itself and one for its liberties).
fn sizes(own: usize) -> Vec<usize> {
    let mut v = vec![own];
    v.extend([7, 9, 19].into_iter().filter(|&n| n >= own + 2));
    v
}

/// The eight symmetries of the square.
fn transform(p: Pt, n: usize, t: usize) -> Pt {
    let (mut c, mut r) = p;
    if t & 1 != 0 {
        c = n - 1 - c;
    }
    if t & 2 != 0 {
        r = n - 1 - r;
    }
    if t & 4 != 0 {
        std::mem::swap(&mut c, &mut r);
    }
    (c, r)
}

fn sgf_point(p: Pt, n: usize) -> String {
    format!(
        "{}{}",
        (b'a' + p.0 as u8) as char,
        (b'a' + (n - 1 - p.1) as u8) as char
    )
}

struct Variant {
    n: usize,
    t: usize,
    swap: bool,
}

impl Variant {
    fn point(&self, p: Pt) -> Pt {
        transform(p, self.n, self.t)
    }
    fn color(&self, s: Stone) -> Stone {
        if self.swap {
            s.other()
        } else {
            s
        }
    }
    fn describe(&self) -> String {
        format!(
            "{}x{} symmetry {}{}",
            self.n,
            self.n,
            self.t,
            if self.swap { " colours swapped" } else { "" }
        )
    }
}

fn sgf(board: &BTreeMap<Pt, Stone>, to_move: Stone, moves: &[Expected], v: &Variant) -> String {
    let mut s = format!("(;GM[1]FF[4]SZ[{}]", v.n);
    for (prop, colour) in [("AB", Stone::Black), ("AW", Stone::White)] {
        let pts: Vec<String> = board
            .iter()
            .filter(|(_, &c)| v.color(c) == colour)
            .map(|(&p, _)| format!("[{}]", sgf_point(v.point(p), v.n)))
            .collect();
        if !pts.is_empty() {
            s += prop;
            s += &pts.concat();
        }
    }
    s += &format!("PL[{}]", v.color(to_move).letter());
    for e in moves {
        let at = e
            .point
            .map(|p| sgf_point(v.point(p), v.n))
            .unwrap_or_default();
        s += &format!(";{}[{}]", v.color(e.color).letter(), at);
    }
    s + ")"
}

fn replay(rules: &str, input: &str) -> Value {
    let mut child = Command::new(env!("CARGO_BIN_EXE_hotstone"))
        .args(["replay", "--rules", rules, "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the hotstone binary runs");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(
        out.status.success(),
        "hotstone replay --rules {rules} failed: {}\n{input}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).expect("one JSON document")
}

fn points(v: &Value) -> Vec<String> {
    let mut names: Vec<String> = v
        .as_array()
        .map(|a| a.iter().map(|p| p.as_str().unwrap().to_string()).collect())
        .unwrap_or_default();
    names.sort();
    names
}

/// Compares one replay with the expectations; returns the first difference.
fn compare(doc: &Value, moves: &[Expected], v: &Variant) -> Result<(), String> {
    let got = doc["moves"].as_array().ok_or("no moves array")?;
    if got.len() != moves.len() {
        return Err(format!(
            "{} moves reported, {} expected",
            got.len(),
            moves.len()
        ));
    }
    for (k, (g, e)) in got.iter().zip(moves).enumerate() {
        let at = |what: &str| format!("move {} ({}): {what}", k + 1, g);
        let want_point = e.point.map_or("pass".to_string(), |p| name(v.point(p)));
        if g["point"] != want_point.as_str() || g["color"] != v.color(e.color).letter() {
            return Err(at(&format!(
                "expected {} {}",
                v.color(e.color).letter(),
                want_point
            )));
        }
        match &e.refused {
            Some(reason) => {
                if g["legal"] != false || g["reason"] != reason.as_str() {
                    return Err(at(&format!("expected refusal {reason}")));
                }
            }
            None => {
                if g["legal"] != true {
                    return Err(at("expected a legal move"));
                }
            }
        }
        let mut want_hot: Vec<String> = e.hot.iter().map(|&p| name(v.point(p))).collect();
        want_hot.sort();
        if points(&g["hot"]) != want_hot {
            return Err(at(&format!("expected hot {want_hot:?}")));
        }
        let cycle = &g["cycle"];
        match e.cycle {
            None if !cycle.is_null() => return Err(at("expected no cycle")),
            None => {}
            Some((len, disturber, banned)) => {
                let banned = banned.map(|p| name(v.point(p)));
                let ok = cycle["length"] == len
                    && cycle["disturber"] == v.color(disturber).letter()
                    && cycle["banned"].as_str().map(str::to_string) == banned;
                if !ok {
                    return Err(at(&format!(
                        "expected cycle {len}/{}/{banned:?}",
                        v.color(disturber).letter()
                    )));
                }
            }
        }
        if points(&g["self_removed"]).len() != e.self_removed {
            return Err(at(&format!(
                "expected {} self-removed stones",
                e.self_removed
            )));
        }
    }
    let want_end = moves.last().and_then(|e| e.end.clone());
    if doc["end"].as_str().map(str::to_string) != want_end {
        return Err(format!("end is {}, expected {want_end:?}", doc["end"]));
    }
    Ok(())
}

fn cases() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/conformance/ko");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{dir:?}: {e}"))
        .map(|e| e.unwrap().path())
        .filter(|p| p.to_string_lossy().ends_with(".ko.json"))
        .collect();
    files.sort();
    files
}

#[test]
fn ko_cases_under_every_ruleset_size_symmetry_and_colour() {
    let files = cases();
    assert!(files.len() >= 12, "the ko suite has lost cases: {files:?}");
    let mut failures = Vec::new();
    let mut runs = 0;
    for path in &files {
        let case = load(path);
        for rules in ["ing", "japanese", "simple"] {
            let moves = case
                .play
                .get(rules)
                .unwrap_or_else(|| panic!("{}: no moves for {rules}", case.name));
            for n in sizes(case.size) {
                let board = pad(&case, n);
                for t in 0..8 {
                    for swap in [false, true] {
                        let v = Variant { n, t, swap };
                        let input = sgf(&board, case.to_move, moves, &v);
                        runs += 1;
                        if let Err(e) = compare(&replay(rules, &input), moves, &v) {
                            failures.push(format!(
                                "{} under {rules}, {}: {e}\n  {input}",
                                case.name,
                                v.describe()
                            ));
                        }
                    }
                }
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {runs} runs failed:\n{}",
        failures.len(),
        failures.join("\n")
    );
}
