//! `hotstone sgf normalize` and `hotstone sgf record` (E-7) on the hand-written files in
//! tests/sgf/ (see tests/sgf/README.md).

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn file(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../tests/sgf")
        .join(name)
}

fn hotstone(args: &[&str], path: &Path) -> Output {
    Command::new(env!("CARGO_BIN_EXE_hotstone"))
        .args(args)
        .arg(path)
        .output()
        .expect("the hotstone binary runs")
}

fn expected(name: &str) -> String {
    std::fs::read_to_string(file(name)).expect("expectation file")
}

#[test]
fn e7_normalize_writes_the_canonical_form() {
    for case in [
        "lowercase-names",
        "variations-markup",
        "game-info-and-unknown",
        "latin1",
    ] {
        let out = hotstone(&["sgf", "normalize"], &file(&format!("{case}.sgf")));
        assert_eq!(out.status.code(), Some(0), "{case}: {:?}", out);
        assert_eq!(
            String::from_utf8(out.stdout).unwrap(),
            expected(&format!("{case}.expected")),
            "{case}"
        );
    }
}

#[test]
fn e7_normalize_of_normalized_output_is_unchanged() {
    let dir = std::env::temp_dir().join(format!("hotstone-sgf-cmd-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let once = hotstone(&["sgf", "normalize"], &file("variations-markup.sgf")).stdout;
    let path = dir.join("once.sgf");
    std::fs::write(&path, &once).unwrap();
    let twice = hotstone(&["sgf", "normalize"], &path).stdout;
    assert_eq!(once, twice);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn e7_record_lists_the_main_line_in_ing_numbering() {
    for case in ["ing-handicap-moves", "fixed-handicap-record"] {
        let out = hotstone(&["sgf", "record"], &file(&format!("{case}.sgf")));
        assert_eq!(out.status.code(), Some(0), "{case}");
        assert_eq!(
            String::from_utf8(out.stdout).unwrap(),
            expected(&format!("{case}.record")),
            "{case}"
        );
    }
}

/// E-7, E-4, M-1: a record lists a game's moves; a move the rules refuse is none, so
/// `record` names it and stops (here White on an occupied point, then White again).
#[test]
fn e7_record_refuses_a_move_the_rules_refuse() {
    let dir = std::env::temp_dir().join(format!("hotstone-sgf-record-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("illegal.sgf");
    std::fs::write(&path, "(;SZ[9]RU[Japanese];B[ee];W[ee];W[cc];B[];W[])").unwrap();
    let out = hotstone(&["sgf", "record"], &path);
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(
        err.contains("move 2 (W E5) is refused under japanese (occupied, M-1)"),
        "{err}"
    );
    // Ing handicap moves without White's obligatory passes written out (H-2).
    std::fs::write(&path, "(;SZ[9]RU[GOE]HA[3];B[ee];B[cc];B[gg];W[dd])").unwrap();
    let err = String::from_utf8(hotstone(&["sgf", "record"], &path).stderr).unwrap();
    assert!(err.contains("move 2 (B C7) is refused under ing"), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn e7_recorder_export_numbers_moves_and_drops_trailing_passes() {
    let out = hotstone(
        &["sgf", "normalize", "--recorder"],
        &file("fixed-handicap-record.sgf"),
    );
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(
        String::from_utf8(out.stdout).unwrap(),
        "(;FF[4]GM[1]CA[UTF-8]SZ[9]HA[2]AB[cc][gg]\n;W[ee]MN[2]\n;B[ef]MN[3])\n"
    );
}

#[test]
fn e7_errors_name_the_node_on_one_line_with_exit_2() {
    let out = hotstone(
        &["sgf", "normalize"],
        &file("move-off-board-in-variation.sgf"),
    );
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    let err = String::from_utf8(out.stderr).unwrap();
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(
        err.starts_with("hotstone: 'zz' is off the 9x9 board"),
        "{err}"
    );
    assert!(
        err.contains("node 2 (child 2 at node 1), W[zz], line 1, column 24)"),
        "{err}"
    );
    let out = hotstone(&["sgf", "record"], &file("unclosed-tree.sgf"));
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(
        err.contains("ends early") && err.contains("node 1"),
        "{err}"
    );
}
