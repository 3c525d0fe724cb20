//! Capture Go through the CLI (L-4, issue 38): `hotstone replay` and `hotstone score`
//! read the goal from RU (`RU[Capture Go 3]`) or `--captures`, end the game with the
//! capture that reaches it (`"end": "captures"`), refuse every move after it, and write
//! the result as SGF's RE has it (`B+`).

use std::io::Write;
use std::process::{Command, Stdio};

use serde_json::Value;

/// A white stone in atari at B6 (liberty B5), two at D2 E2 (liberty F2); Black takes
/// one, White plays elsewhere, Black takes two, and White plays on after the end.
const RECORD: &str = "(;SZ[7]RU[Capture Go 3]AB[ba][ab][cb][de][ee][cf][dg][eg]AW[bb][df][ef]\
                      ;B[bc];W[ga];B[ff];W[aa])";

fn hotstone(args: &[&str], input: &str) -> (Option<i32>, String, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_hotstone"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn json(args: &[&str], input: &str) -> Value {
    let (code, out, err) = hotstone(args, input);
    assert_eq!(code, Some(0), "{err}");
    serde_json::from_str(&out).unwrap()
}

#[test]
fn l4_replay_ends_at_the_goal_from_ru_and_refuses_what_follows() {
    let r = json(&["replay", "-"], RECORD);
    assert_eq!(r["rules"], "capture-go");
    assert_eq!(r["capture_goal"], 3);
    assert_eq!(r["end"], "captures");
    assert_eq!(r["final"]["captures"]["B"], 3);
    let moves = r["moves"].as_array().unwrap();
    assert_eq!(moves[0]["legal"], true, "one stone of three: play goes on");
    assert_eq!(moves[2]["legal"], true);
    assert_eq!(moves[3]["legal"], false, "{}", moves[3]);
    assert_eq!(moves[3]["reason"], "game-over");
}

#[test]
fn l4_the_captures_option_wins_over_ru() {
    let r = json(&["replay", "--captures", "1", "-"], RECORD);
    assert_eq!(r["capture_goal"], 1);
    assert_eq!(r["end"], "captures");
    let moves = r["moves"].as_array().unwrap();
    assert_eq!(moves[0]["legal"], true);
    assert_eq!(
        moves[1]["reason"], "game-over",
        "the first capture ended it"
    );
    // Any preset but capture-go has no goal to set.
    let (code, _, err) = hotstone(
        &["replay", "--rules", "japanese", "--captures", "3", "-"],
        RECORD,
    );
    assert_eq!(code, Some(2), "{err}");
    assert!(err.contains("--rules capture-go"), "{err}");
    let (code, _, err) = hotstone(&["replay", "--captures", "11", "-"], RECORD);
    assert_eq!(code, Some(2), "{err}");
    assert!(err.contains("from 1 to 10"), "{err}");
}

#[test]
fn l4_score_gives_the_game_to_the_capturer() {
    let r = json(&["score", "-"], RECORD);
    assert_eq!(r["end"], "captures");
    assert_eq!(r["capture_goal"], 3);
    assert_eq!(r["winner"], "B");
    assert_eq!(r["result"], "B+", "as SGF's RE: a win without a score");
    assert_eq!(r["margin"], Value::Null);
}

#[test]
fn l4_two_passes_before_the_goal_give_the_game_to_more_captures() {
    let passes = "(;SZ[7]RU[Capture Go 3]AB[ba][ab][cb]AW[bb];B[bc];W[];B[])";
    let r = json(&["score", "-"], passes);
    assert_eq!(r["end"], "two-passes");
    assert_eq!(r["result"], "B+", "one capture to none");
    let none = "(;SZ[7]RU[Capture Go];B[dd];W[];B[])";
    assert_eq!(json(&["score", "-"], none)["result"], "Draw");
}
