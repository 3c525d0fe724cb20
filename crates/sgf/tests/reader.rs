//! The SGF reader on concrete inputs (E-7): the syntax (crates/sgf/src/collection.rs)
//! and each value read by its property's type (read.rs, real.rs).

use hotstone_rules::{BoardSize, Color, Komi, Move, Point};
use hotstone_sgf::{locate, read, ErrorKind, GameTree, Node, NodePath, MAX_LINE, MAX_VALUE};

fn one(text: &str) -> GameTree {
    let mut trees = read(text).unwrap_or_else(|e| panic!("{text:?}: {e}"));
    assert_eq!(trees.len(), 1, "{text:?}");
    trees.remove(0)
}

fn root(text: &str) -> Node {
    let tree = one(text);
    tree.node(tree.root()).clone()
}

/// The error's sentence with its place, and its line and column.
fn error(text: &str) -> (String, (usize, usize)) {
    let e = read(text).expect_err(text);
    let at = locate(text, &e).unwrap_or_else(|| panic!("{e} not located"));
    (e.to_string(), (at.line, at.column))
}

fn point(size: u8, name: &str) -> Point {
    BoardSize::new(i64::from(size))
        .unwrap()
        .parse_point(name)
        .unwrap()
}

fn kept(node: &Node) -> Vec<(String, Vec<String>)> {
    node.other
        .iter()
        .map(|p| (p.id.clone(), p.values.clone()))
        .collect()
}

#[test]
fn e7_escapes_make_the_next_character_plain() {
    let node = root("(;C[a\\]b\\\\c\\d]N[x\\:y])");
    assert_eq!(node.comment.as_deref(), Some("a]b\\cd"));
    assert_eq!(node.name.as_deref(), Some("x:y"));
    // An escaped line break is a soft one in FF[4]: removed with the `\`.
    let node = root("(;C[soft\\\nbreak])");
    assert_eq!(node.comment.as_deref(), Some("softbreak"));
    // A label's text may hold an escaped ':' (the point ends at the first ':').
    let node = root("(;SZ[9]LB[cc:a\\:b][dd:\\]])");
    assert_eq!(node.markup.labels[&point(9, "C7")], "a:b");
    assert_eq!(node.markup.labels[&point(9, "D6")], "]");
}

/// E-7: a soft line break (FF[4]: `\` before a line break) is removed with its break,
/// whichever line break it is; an escaped `\` before a break keeps both.
#[test]
fn e7_a_soft_line_break_is_removed() {
    for text in [
        "(;C[line one \\\ncontinued])",
        "(;C[line one \\\r\ncontinued])",
        "(;C[line one \\\rcontinued])",
        "(;C[line one \\\n\rcontinued])",
    ] {
        assert_eq!(
            root(text).comment.as_deref(),
            Some("line one continued"),
            "{text:?}"
        );
    }
    assert_eq!(root("(;C[a\\\\\nb])").comment.as_deref(), Some("a\\\nb"));
    assert_eq!(root("(;C[a\n\nb])").comment.as_deref(), Some("a\n\nb"));
    let (_, at) = error("(;SZ[9]C[a\\\nb]\n;B[zz])");
    assert_eq!(at, (3, 2), "lines are still counted");
}

#[test]
fn e7_point_lists_may_hold_rectangles() {
    let node = root("(;SZ[9]AB[aa:cc][dd]AW[ee:ef][ef]TR[gg:gh])");
    assert_eq!(node.setup.black.len(), 10);
    assert!(node.setup.black.contains(&point(9, "B8")));
    assert!(node.setup.black.contains(&point(9, "D6")));
    assert_eq!(node.setup.white.len(), 2);
    assert_eq!(node.markup.triangles.len(), 2);
    // Corners the other way round, and stray spaces, are forgiven.
    let node = root("(;SZ[9]AB[cc:aa]AE[ bb ])");
    assert_eq!(node.setup.black.len(), 9);
    assert_eq!(node.setup.empty.len(), 1);
    // An empty value is no stone (kept as written); a kept list (TB) is written one
    // point a value.
    let node = root("(;SZ[9]AB[]TB[aa:ab])");
    assert!(node.setup.black.is_empty());
    assert_eq!(
        kept(&node),
        [
            ("AB".to_string(), vec![String::new()]),
            ("TB".to_string(), vec!["aa".to_string(), "ab".to_string()])
        ]
    );
    // A rectangle reaching off the board: the first point off it, in letter order.
    let (e, _) = error("(;SZ[9]AB[aa:zz])");
    assert!(e.contains("'aj' is off the 9x9 board"), "{e}");
    let (e, at) = error("(;SZ[9]\nAB[zz])");
    assert!(e.contains("'zz' is off the 9x9 board"), "{e}");
    assert_eq!(at, (2, 1));
}

#[test]
fn e7_variations_nest_in_order() {
    let tree = one("(;SZ[9](;B[aa](;W[bb];B[cc])(;W[dd]))(;B[ee]))");
    let r = tree.root();
    assert_eq!(tree.children(r).len(), 2);
    let first = tree.children(r)[0];
    assert_eq!(
        tree.node(first).mv,
        Some((Color::Black, Move::Play(point(9, "A9"))))
    );
    assert_eq!(tree.children(first).len(), 2);
    let deep = tree.at_path(&NodePath(vec![0, 0, 0])).unwrap();
    assert_eq!(
        tree.node(deep).mv,
        Some((Color::Black, Move::Play(point(9, "C7"))))
    );
    let other = tree.at_path(&NodePath(vec![1])).unwrap();
    assert_eq!(
        tree.node(other).mv,
        Some((Color::Black, Move::Play(point(9, "E5"))))
    );
    assert_eq!(tree.len(), 6);
}

#[test]
fn e7_whitespace_may_stand_between_any_two_tokens() {
    let text = "\n( ;\tSZ [9]\r\n AB [aa] \n\u{b} [bb]\u{3000}PB\n[x]\n;\nB [cc] ( ; W[dd] ) ( ;W[ee] ) )\n";
    let tree = one(text);
    let node = tree.node(tree.root());
    assert_eq!(node.setup.black.len(), 2);
    assert_eq!(node.info.black_player.as_deref(), Some("x"));
    assert_eq!(tree.len(), 4);
}

#[test]
fn e7_text_around_game_trees_is_skipped() {
    let trees = read("From: someone\n(a note)\n(;SZ[9];B[aa])\nbetween\n(;SZ[13])\nend").unwrap();
    assert_eq!(trees.len(), 2);
    assert_eq!(trees[1].size().get(), 13);
}

#[test]
fn e7_lower_case_and_ff3_mixed_case_identifiers() {
    let tree = one("(;sz[9]ab[aa];b[cc])");
    assert_eq!(tree.size().get(), 9);
    assert_eq!(tree.node(tree.root()).setup.black.len(), 1);
    // FF[3]'s long names: their capitals are the FF[4] identifier.
    let node = root("(;FF[3]SiZe[9]AddBlack[aa]CoPyright[me])");
    assert_eq!(node.setup.black.len(), 1);
    assert_eq!(kept(&node), [("CP".to_string(), vec!["me".to_string()])]);
    // A name in small letters only is that name in capitals, not an FF[3] name.
    let node = root("(;addblack[aa])");
    assert_eq!(
        kept(&node),
        [("ADDBLACK".to_string(), vec!["aa".to_string()])]
    );
}

#[test]
fn e7_gm_other_than_1_is_not_go() {
    let (e, at) = error("(;SZ[9]\ngm[2])");
    assert!(e.contains("not a game of Go"), "{e}");
    assert!(e.contains("GM[2]"), "{e}");
    assert_eq!(at, (2, 1));
    assert!(read("(;GM[1]SZ[9])").is_ok());
    let (e, _) = error("(;SZ[9])(;GM[x])");
    assert!(
        e.contains("not a game of Go (GM must be 1) (game 2, root node, GM[x])"),
        "{e}"
    );
    // The same GM again is one; another GM is an error.
    assert!(read("(;GM[1]GM[1])").is_ok());
    let (e, _) = error("(;GM[1]GM[3])");
    assert!(e.contains("holds GM twice"), "{e}");
}

#[test]
fn e7_broken_trees_are_found_by_line_and_column() {
    let (e, at) = error("(;SZ[9]\n;B[aa]\n;W[zz])");
    assert!(e.contains("node 2, W[zz]"), "{e}");
    assert_eq!(at, (3, 2));
    let (e, at) = error("(;SZ[9]\n;B[aa]C[open");
    assert!(e.contains("not closed with ']'"), "{e}");
    assert_eq!(at, (2, 8));
    let (e, _) = error("(;SZ[9](;B[aa]);W[bb])");
    assert!(e.contains("a node follows the variations"), "{e}");
    let (e, _) = error("(;SZ[9];B)");
    assert!(e.contains("property B has no value"), "{e}");
    let (e, _) = error("(;SZ[9];B[aa]#)");
    assert!(e.contains("unexpected character '#'"), "{e}");
    // A property after the variations of its sequence belongs to no node: named with the
    // node the variations hang from.
    let (e, at) = error("(;SZ[9]\n;B[aa](;W[bb])C[x])");
    assert!(
        e.contains("a property follows the variations of its sequence (node 1, C[x])"),
        "{e}"
    );
    assert_eq!(at, (2, 1));
    let (e, _) = error("(;SZ[9]();B[aa])");
    assert!(e.contains("an empty game tree"), "{e}");
    let (e, _) = error("(;SZ[9]((;B[aa])))");
    assert!(e.contains("a variation starts before any node"), "{e}");
    let (e, _) = error("(;SZ[9])\n)");
    assert!(e.contains("closes no game tree"), "{e}");
    let e = read("(;SZ[9];B[aa]").unwrap_err();
    assert_eq!(e.kind, ErrorKind::Unclosed);
    let e = read("no game here").unwrap_err();
    assert_eq!(e.kind, ErrorKind::NoGameTree);
}

#[test]
fn e7_a_line_of_max_line_nodes_is_read_one_more_is_not() {
    let line = |n: usize| format!("(;SZ[9]{})", ";B[aa];W[bb]".repeat(n / 2));
    let tree = one(&line(MAX_LINE - 2).replacen(')', ";)", 1));
    assert_eq!(tree.main_line().len(), MAX_LINE);
    let e = read(&line(MAX_LINE)).unwrap_err();
    assert!(
        matches!(e.kind, ErrorKind::TooDeep { depth, .. } if depth == MAX_LINE + 1),
        "{:?}",
        e.kind
    );
    // Issue 15: the error says the line's real length, and where the limit was passed.
    let text = line(MAX_LINE + 100);
    let e = read(&text).unwrap_err();
    let ErrorKind::TooDeep { depth, offset } = e.kind else {
        panic!("{:?}", e.kind)
    };
    assert_eq!(depth, MAX_LINE + 101);
    // The node past the limit, the line's node MAX_LINE (the root is node 0).
    assert_eq!(offset, "(;SZ[9]".len() + ";B[aa]".len() * (MAX_LINE - 1));
    assert!(
        e.to_string()
            .contains(&format!("a line of {} nodes", MAX_LINE + 101)),
        "{e}"
    );
    let at = locate(&text, &e).unwrap();
    assert_eq!((at.line, at.column), (1, offset + 1));
    // Variations below the node count, the longest of them; the siblings of a node
    // above it do not.
    let text = format!(
        "(;SZ[9](;B[aa]{}(;B[aa];W[bb])(;B[aa]C[;;(;]{}))(;B[cc]{}))",
        ";B[aa]".repeat(MAX_LINE - 1),
        ";W[bb]".repeat(5),
        ";W[bb]".repeat(50),
    );
    let e = read(&text).unwrap_err();
    assert!(
        matches!(e.kind, ErrorKind::TooDeep { depth, .. } if depth == MAX_LINE + 7),
        "{:?}",
        e.kind
    );
}

#[test]
fn e7_a_value_of_max_value_characters_is_read_one_more_is_not() {
    // An escaped character is not counted, its '\' is.
    let fits = format!("(;C[{}\\]])", "a".repeat(MAX_VALUE - 1));
    assert_eq!(root(&fits).comment.unwrap().len(), MAX_VALUE);
    let over = format!("(;C[{}\\]])", "a".repeat(MAX_VALUE));
    assert_eq!(read(&over).unwrap_err().kind, ErrorKind::ValueTooLong);
}

#[test]
fn e7_numbers_colors_and_doubles_are_read_by_their_type() {
    let node = root("(;SZ[9]HA[+3]PL[W]MN[007]DM[2]GB[3]KO[]FG[+2:fig]ST[ 2 ])");
    assert_eq!(node.info.handicap, Some(3));
    assert_eq!(node.setup.to_move, Some(Color::White));
    let strings = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    assert_eq!(
        kept(&node),
        [
            ("MN".to_string(), strings(&["7"])),
            ("DM".to_string(), strings(&["2"])),
            ("GB".to_string(), strings(&["3"])),
            ("KO".to_string(), strings(&[""])),
            ("FG".to_string(), strings(&["2:fig"])),
            ("ST".to_string(), strings(&["2"])),
        ]
    );
    // HA below 2 and PL in other spellings occur in real files.
    let node = root("(;SZ[9]HA[1]PL[black])");
    assert_eq!(node.info.handicap, Some(1));
    assert_eq!(node.setup.to_move, Some(Color::Black));
    let (e, _) = error("(;SZ[9]HA[many])");
    assert!(e.contains("HA is not a number"), "{e}");
    let (e, _) = error("(;SZ[9:13])");
    assert!(e.contains("rectangular"), "{e}");
}

#[test]
fn e7_reals_are_read_without_float_parsing() {
    let node = root("(;SZ[9]KM[6.50]TM[1.5e3])");
    assert_eq!(node.info.komi, Some(Komi::from_half_points(13)));
    assert_eq!(
        node.info.time_limit.as_ref().and_then(|t| t.exact()),
        Some(1500.0)
    );
    assert_eq!(
        root("(;TM[0.1])")
            .info
            .time_limit
            .as_ref()
            .and_then(|t| t.exact()),
        Some(0.1)
    );
    assert_eq!(
        root("(;TM[-0])")
            .info
            .time_limit
            .and_then(|t| t.exact())
            .map(f64::to_bits),
        Some((-0f64).to_bits())
    );
    // Kept reals as f64's Display writes them, as before.
    let node = root("(;BL[6.50]WL[+1e2]V[-.25])");
    let strings = |v: &str| vec![v.to_string()];
    assert_eq!(
        kept(&node),
        [
            ("BL".to_string(), strings("6.5")),
            ("WL".to_string(), strings("100")),
            ("V".to_string(), strings("-0.25")),
        ]
    );
    // A TM that is no float without rounding is kept as written, not rounded wrongly;
    // an infinite one as Display writes it.
    let node = root("(;TM[9007199254740993])");
    assert_eq!(node.info.time_limit, None);
    assert_eq!(
        kept(&node),
        [("TM".to_string(), strings("9007199254740993"))]
    );
    let node = root("(;TM[INF])");
    assert_eq!(node.info.time_limit, None);
    assert_eq!(kept(&node), [("TM".to_string(), strings("inf"))]);
    let node = root("(;TM[1 hour])");
    assert_eq!(kept(&node), [("TM".to_string(), strings("1 hour"))]);
    // A KM that is no komi is kept as written; the tree's komi names it as written.
    let komi_error = |text: &str| one(text).komi().unwrap_err();
    assert_eq!(komi_error("(;SZ[9]KM[6.250])").text, "6.250");
    let e = komi_error("(;SZ[9]KM[1e400])");
    assert!(e.to_string().contains("komi '1e400'"), "{e}");
    assert_eq!(komi_error("(;SZ[9]KM[a][b])").text, "a][b");
    let node = root("(;SZ[9]KM[six])");
    assert_eq!(kept(&node), [("KM".to_string(), strings("six"))]);
}

/// C-4, E-7: `KM[]` (Chinese sites write it) is no komi and no error, kept as written.
#[test]
fn c4_an_empty_km_is_no_komi() {
    let text = "(;SZ[19]KM[]RE[白胜43.5目];B[pc];W[pq])";
    let tree = one(text);
    assert_eq!(tree.komi(), Ok(None));
    assert_eq!(tree.info().komi, None);
    let written = hotstone_sgf::write_tree(&tree).unwrap();
    assert!(written.contains("KM[]"), "{written}");
    assert_eq!(one(&written), tree);
    assert_eq!(
        one("(;KM[ 6.5 ])").komi(),
        Ok(Some(Komi::from_half_points(13)))
    );
}

/// E-7: FF[4]'s CA defaults to ISO-8859-1: bytes that are not UTF-8 and name no set are
/// read as Latin-1 (windows-1252 for 0x80..0x9F); binary data stays an error; a UTF-8
/// byte-order mark on UTF-8 text wins over a CA that says otherwise.
#[test]
fn e7_text_without_ca_that_is_not_utf8_is_latin1() {
    let trees = hotstone_sgf::read_bytes(b"(;SZ[9]PB[M\xfcller]C[\x93quoted\x94];B[cc])").unwrap();
    let root = trees[0].node(trees[0].root());
    assert_eq!(root.info.black_player.as_deref(), Some("Müller"));
    assert_eq!(root.comment.as_deref(), Some("“quoted”"));
    let e = hotstone_sgf::read_bytes(b"(;SZ[9]C[\x00\xff])").unwrap_err();
    assert!(matches!(e.kind, ErrorKind::NotUtf8 { .. }), "{e}");
    let e = hotstone_sgf::read_bytes(b"(;CA[UTF-8]SZ[9]C[\xff])").unwrap_err();
    assert!(matches!(e.kind, ErrorKind::NotUtf8 { .. }), "{e}");
    let bom = "\u{feff}(;CA[ISO-8859-1]PB[Müller];B[cc])";
    let trees = hotstone_sgf::read_bytes(bom.as_bytes()).unwrap();
    assert_eq!(trees[0].info().black_player.as_deref(), Some("Müller"));
    // Without the mark, CA says how to read the bytes.
    let latin = hotstone_sgf::read_bytes(b"(;CA[ISO-8859-1]PB[M\xfcller])").unwrap();
    assert_eq!(latin[0].info().black_player.as_deref(), Some("Müller"));
}

/// E-7: FF[4] allows a property once per node. The same value again (as written) is one
/// property; a modelled single-valued property with another value is an error naming it;
/// a kept property's repeats join it (Fox's two APs); an empty markup list is kept as
/// written.
#[test]
fn e7_a_property_repeated_in_a_node() {
    let node = root("(;GM[1]GM[1]SZ[9]SZ[9]KM[6.5]KM[6.5]TM[60]TM[60])");
    assert_eq!(node.info.komi, Some(Komi::from_half_points(13)));
    assert_eq!(
        node.info.time_limit.as_ref().and_then(|t| t.exact()),
        Some(60.0)
    );
    assert!(kept(&node).is_empty(), "{:?}", kept(&node));
    for (text, id) in [
        ("(;SZ[19]SZ[9])", "holds SZ twice"),
        ("(;TM[60]TM[90])", "holds TM twice"),
        ("(;KM[6.5]KM[7])", "holds KM twice"),
        ("(;GM[1]GM[2])", "holds GM twice"),
        ("(;SZ[9]LB[cc:A][cc:B])", "holds LB twice"),
    ] {
        let (e, _) = error(text);
        assert!(e.contains(id), "{text}: {e}");
    }
    let (e, at) = error("(;SZ[19]\nSZ[9])");
    assert!(e.contains("root node, SZ[9]"), "{e}");
    assert_eq!(at, (2, 1));
    let (e, _) = error("(;KM[6.5]KM[6.50])");
    assert!(e.contains("holds KM twice"), "as written: {e}");
    let node = root("(;AP[GNU Go:3.8]GN[x]AP[foxwq])");
    let strings = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    assert_eq!(
        kept(&node),
        [
            ("AP".to_string(), strings(&["GNU Go:3.8", "foxwq"])),
            ("GN".to_string(), strings(&["x"])),
        ]
    );
    // A repeat's values the kept property already holds are not taken twice: a point
    // list is written as a set, so it would not read back the same (found by the
    // sgf_read fuzz target: `TB[aa:ES]` twice).
    let node = root("(;FF[4]TB[aa:bb]AP[x]TB[aa:bb]AP[x])");
    assert_eq!(
        kept(&node),
        [
            ("TB".to_string(), strings(&["aa", "ab", "ba", "bb"])),
            ("AP".to_string(), strings(&["x"])),
        ]
    );
    let tree = one("(;SZ[9]CR[]TR[][]AB[];B[cc]LB[dd:A])");
    let written = hotstone_sgf::write_tree(&tree).unwrap();
    assert!(
        written.contains("SZ[9]CR[]TR[][]AB[]") && written.contains("LB[dd:A]"),
        "{written}"
    );
    assert_eq!(one(&written), tree);
}

/// E-7: HA[0] and HA[1] are read (Fox writes HA[0] on every even game) but not written:
/// FF[4] has handicaps from 2.
#[test]
fn e7_ha_below_two_is_read_and_not_written() {
    let tree = one("(;SZ[9]HA[0]AP[foxwq];B[cc])");
    assert_eq!(tree.info().handicap, Some(0));
    let written = hotstone_sgf::write_tree(&tree).unwrap();
    assert!(!written.contains("HA["), "{written}");
    let written = hotstone_sgf::write_tree(&one("(;SZ[9]HA[2]AB[cc][gg])")).unwrap();
    assert!(written.contains("HA[2]"), "{written}");
}

/// E-7: `read_first` takes the first game of a collection: a bad value in a later game
/// stops nothing, a broken tree anywhere still does.
#[test]
fn e7_read_first_reads_only_the_first_game() {
    let text = "(;SZ[9];B[cc])\n(;SZ[19:13];B[dd])";
    assert!(read(text).is_err());
    let first = hotstone_sgf::read_first(text).unwrap();
    assert_eq!(first.size().get(), 9);
    assert!(hotstone_sgf::read_first("(;SZ[9];B[cc])\n(;SZ[9];B[dd]").is_err());
    let (e, _) = error("(;SZ[9]GM[2])(;SZ[9])");
    assert!(e.contains("not a game of Go"), "{e}");
    assert!(hotstone_sgf::read_first("(;SZ[9]GM[2])(;SZ[9])").is_err());
}
