//! Records as other programs write them (an SGF interoperability review, E-7): a setup
//! without PL followed by White's move, `KM[]` and Fox's KM, free-text RU, Latin-1
//! without CA; on `hotstone replay`, `score` and `sgf record`, from standard input.

use std::io::Write;
use std::process::{Command, Output, Stdio};

fn hotstone(args: &[&str], input: &[u8]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_hotstone"))
        .args(args)
        .arg("-")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the hotstone binary runs");
    child.stdin.take().unwrap().write_all(input).unwrap();
    child.wait_with_output().unwrap()
}

fn json(out: &Output) -> serde_json::Value {
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    serde_json::from_slice(&out.stdout).unwrap()
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

fn all_legal(report: &serde_json::Value) -> bool {
    let moves = report["moves"].as_array().unwrap();
    !moves.is_empty() && moves.iter().all(|m| m["legal"] == true)
}

/// M-1, E-7: a setup without PL gives the move to the next move's colour (FF[4]: PL is
/// optional), in the root and in a later node.
#[test]
fn m1_white_moves_first_after_a_setup_without_pl() {
    for text in [
        "(;GM[1]FF[4]SZ[9]AB[cc][dc][ec]AW[cd][dd][ed]C[White to play];W[fc];B[fd];W[gd])",
        "(;SZ[19]AB[dp][pd];W[pp];B[dd])",
        "(;SZ[9];B[ee];W[cc];AB[gg][gc];W[dd])",
    ] {
        let report = json(&hotstone(&["replay"], text.as_bytes()));
        assert!(all_legal(&report), "{text}: {report}");
        let out = hotstone(&["sgf", "record"], text.as_bytes());
        assert_eq!(out.status.code(), Some(0), "{text}: {}", stderr(&out));
    }
    let out = hotstone(&["sgf", "record"], b"(;SZ[19]AB[dp][pd];W[pp];B[dd])");
    assert_eq!(String::from_utf8_lossy(&out.stdout), "2 W Q4\n3 B D16\n");
}

/// C-4: `KM[]` is no komi (the preset's, or `--komi`); a KM that is no komi is an error
/// only without `--komi`, which wins over it.
#[test]
fn c4_an_empty_or_unreadable_km_and_the_komi_option() {
    let empty = "(;SZ[19]KM[]RE[白胜43.5目];B[pc];W[pq])".as_bytes();
    assert_eq!(json(&hotstone(&["replay"], empty))["komi"], 6.5);
    let given = json(&hotstone(&["replay", "--komi", "7.5"], empty));
    assert_eq!(given["komi"], 7.5);
    let out = hotstone(&["score"], empty);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert_eq!(hotstone(&["sgf", "record"], empty).status.code(), Some(0));
    let normalized = hotstone(&["sgf", "normalize"], empty);
    assert!(String::from_utf8_lossy(&normalized.stdout).contains("KM[]"));
    let bad = b"(;SZ[9]KM[six];B[cc])";
    let out = hotstone(&["replay"], bad);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("root node, KM[six]"),
        "{}",
        stderr(&out)
    );
    let out = hotstone(&["score", "--komi", "7.5"], bad);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert_eq!(
        json(&hotstone(&["replay", "--komi", "7.5"], bad))["komi"],
        7.5
    );
}

/// C-4: Fox's `KM[375]` is more than the board's points: used as written, with a
/// warning on stderr; `--komi` silences it.
#[test]
fn c4_a_komi_larger_than_the_board_is_warned_about() {
    let fox = b"(;SZ[19]AP[foxwq]KM[375];B[pd];W[dp])";
    let out = hotstone(&["replay"], fox);
    assert_eq!(json(&out)["komi"], 375.0);
    let warning = stderr(&out);
    assert!(
        warning.starts_with(
            "hotstone: warning: KM[375] is more than the 361 points of the 19x19 board, so it"
        ) && warning.contains("used as written: give --komi"),
        "{warning}"
    );
    let out = hotstone(&["score"], fox);
    assert!(stderr(&out).contains("KM[375]"), "{}", stderr(&out));
    let out = hotstone(&["replay", "--komi", "7.5"], fox);
    assert_eq!(json(&out)["komi"], 7.5);
    assert_eq!(stderr(&out), "");
    assert_eq!(stderr(&hotstone(&["replay"], b"(;SZ[19]KM[7.5])")), "");
}

/// E-7: a file without CA that is not UTF-8 is read as Latin-1 (FF[4]'s default).
#[test]
fn e7_latin1_without_ca_is_read() {
    let out = hotstone(&["sgf", "normalize"], b"(;SZ[9]PB[M\xfcller];B[cc])");
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert!(String::from_utf8_lossy(&out.stdout).contains("PB[Müller]"));
}

/// E-7: RU is free text: `Korean` and "... rules" name presets; an RU whose rules are not
/// known stays an error (malformed/unknown-ru), and `--rules` chooses them instead, on
/// `sgf record` too.
#[test]
fn e7_ru_names_korean_and_rules_and_sgf_record_takes_rules() {
    for (ru, preset) in [
        ("Korean", "japanese"),
        ("Japanese rules", "japanese"),
        ("chinese Rules", "chinese"),
    ] {
        let text = format!("(;SZ[9]RU[{ru}];B[cc])");
        assert_eq!(
            json(&hotstone(&["replay"], text.as_bytes()))["rules"],
            preset
        );
    }
    let ogs = b"(;SZ[9]RU[OGS];B[cc];W[dd])";
    let out = hotstone(&["sgf", "record"], ogs);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("give --rules"), "{}", stderr(&out));
    let out = hotstone(&["sgf", "record", "--rules", "chinese"], ogs);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert_eq!(String::from_utf8_lossy(&out.stdout), "1 B C7\n2 W D6\n");
    let out = hotstone(&["sgf", "record"], b"(;SZ[9]KM[six];B[cc])");
    assert_eq!(
        out.status.code(),
        Some(0),
        "the komi decides no move: {out:?}"
    );
}

/// E-7: the one stderr line ends with the line and column of the place it names.
#[test]
fn e7_errors_give_line_and_column() {
    let out = hotstone(
        &["sgf", "normalize"],
        b"(;SZ[9]\n;B[cc]\n;W[dd]\n  TR[aa]\n  [zz])",
    );
    assert!(
        stderr(&out).contains("(-, node 2, TR[zz], line 5, column 3)"),
        "{}",
        stderr(&out)
    );
    let out = hotstone(&["replay"], b"(;SZ[9])\n)\n(;SZ[9])");
    assert!(
        stderr(&out).contains("a ')' after game 1 closes no game tree (-, line 2, column 1)"),
        "{}",
        stderr(&out)
    );
    let out = hotstone(&["replay"], b"(;SZ[5]\n;B[cc]\n;AB[aa]AW[ba][ab])");
    assert!(
        stderr(&out).contains("(-, node 2, AB/AW/AE/PL, line 3, column 1)"),
        "{}",
        stderr(&out)
    );
}

/// E-7: the commands that take the first game are not stopped by a bad value in a later
/// game; normalize, which writes every game, is.
#[test]
fn e7_a_bad_later_game_stops_only_what_reads_it() {
    let text = b"(;SZ[9];B[cc])\n(;SZ[19:13];B[dd])";
    assert!(all_legal(&json(&hotstone(&["replay"], text))));
    assert_eq!(hotstone(&["score"], text).status.code(), Some(0));
    assert_eq!(hotstone(&["sgf", "record"], text).status.code(), Some(0));
    let out = hotstone(&["sgf", "normalize"], text);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("game 2"), "{}", stderr(&out));
}
