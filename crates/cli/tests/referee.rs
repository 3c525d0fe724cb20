//! `hotstone referee`, `match` and `gtp` end to end (issue 18): real processes, scripted
//! engines (tests/engines/scripted.sh) and GNU Go. Every game ends with its rule's
//! verdict, the SGF written, and nothing left running. Requirement IDs refer to
//! ../shared/spec/requirements.md.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};

use hotstone_rules::Point;
use serde_json::Value;

const HOTSTONE: &str = env!("CARGO_BIN_EXE_hotstone");

fn scripted(mode: &str) -> String {
    format!(
        "bash {}/tests/engines/scripted.sh {mode}",
        env!("CARGO_MANIFEST_DIR")
    )
}

/// A fresh directory for one test's files.
fn scratch(name: &str) -> PathBuf {
    static N: AtomicUsize = AtomicUsize::new(0);
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!(
        "referee-{name}-{}-{}",
        std::process::id(),
        N.fetch_add(1, Ordering::Relaxed)
    ));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// `hotstone gtp ARGS` given `script` on its standard input: its answers, the blank
/// line between them dropped, and the whole text for messages.
fn gtp_session(args: &[&str], script: impl AsRef<[u8]>) -> (Vec<String>, String) {
    use std::io::Write;
    let mut child = Command::new(HOTSTONE)
        .arg("gtp")
        .args(args)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(script.as_ref())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    let answers = text
        .split("\n\n")
        .filter(|a| !a.is_empty())
        .map(str::to_string)
        .collect();
    (answers, text)
}

/// The process ids the scripted engines wrote are all gone. A killed process takes a
/// moment to die on a loaded machine (the signal is delivered when it is next scheduled),
/// so each gets up to five seconds; one still running then was never killed.
fn assert_nothing_running(pids: &Path) {
    let text = std::fs::read_to_string(pids).unwrap_or_default();
    assert!(!text.trim().is_empty(), "the engines wrote their ids");
    let alive = |pid: &str| {
        Path::new(&format!("/proc/{pid}")).exists()
            && !std::fs::read_to_string(format!("/proc/{pid}/stat"))
                .unwrap_or_default()
                .contains(") Z ")
    };
    for pid in text.split_whitespace() {
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(5);
        while alive(pid) && std::time::Instant::now() < deadline {
            std::thread::sleep(std::time::Duration::from_millis(50));
        }
        assert!(!alive(pid), "process {pid} is still running");
    }
}

struct Refereed {
    json: Value,
    sgf: String,
}

/// Runs `hotstone referee` and reads its JSON and SGF; checks nothing is left running.
fn referee(name: &str, black: &str, white: &str, args: &[&str]) -> Refereed {
    let dir = scratch(name);
    let sgf = dir.join("game.sgf");
    let pids = dir.join("pids");
    let out = Command::new(HOTSTONE)
        .args(["referee", "--black", black, "--white", white, "--sgf"])
        .arg(&sgf)
        .args(args)
        .env("HOTSTONE_TEST_PIDS", &pids)
        .output()
        .unwrap();
    let json: Value = serde_json::from_slice(&out.stdout).unwrap_or_default();
    // Exit 0 for a result, 3 for a verdict that waits for the human referee (E-3, C-6).
    let pending = json["status"] == "pending-adjudication";
    assert_eq!(
        out.status.code(),
        Some(if pending { 3 } else { 0 }),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(json["sgf"], sgf.display().to_string());
    assert_no_temporary_file(&dir);
    let sgf = std::fs::read_to_string(&sgf).unwrap();
    if black.contains("scripted") || white.contains("scripted") {
        assert_nothing_running(&pids);
    }
    Refereed { json, sgf }
}

/// The record was renamed into place: no temporary file is left beside it.
fn assert_no_temporary_file(dir: &Path) {
    let names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert!(!names.iter().any(|n| n.ends_with(".tmp")), "{names:?}");
}

#[test]
fn e7_the_record_is_written_beside_its_target_and_renamed_into_place() {
    // An earlier record with a second name (a hard link): written in place, both names
    // would show the new record; renamed into place, the second keeps the old one.
    let dir = scratch("atomic-sgf");
    let sgf = dir.join("game.sgf");
    std::fs::write(&sgf, "(;GM[1]C[an earlier game])").unwrap();
    std::fs::hard_link(&sgf, dir.join("earlier.sgf")).unwrap();
    // Both engines claim the count (an empty board, komi 6.5): the result is automatic.
    let out = Command::new(HOTSTONE)
        .args(["referee", "--black"])
        .arg(claiming("W+6.5", "", "pass"))
        .arg("--white")
        .arg(claiming("W+6.5", "", "pass"))
        .args(["--size", "9", "--time", "10", "--sgf"])
        .arg(&sgf)
        .env("HOTSTONE_TEST_PIDS", dir.join("pids"))
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let written = std::fs::read_to_string(&sgf).unwrap();
    assert!(written.contains("EV[hotstone referee]"), "{written}");
    let earlier = std::fs::read_to_string(dir.join("earlier.sgf")).unwrap();
    assert_eq!(earlier, "(;GM[1]C[an earlier game])");
    assert_no_temporary_file(&dir);
    assert_nothing_running(&dir.join("pids"));
}

fn check_sgf(r: &Refereed) {
    // A verdict that waits for the referee is SGF's unknown result, not a result.
    let result = r.json["result"].as_str().unwrap_or("?");
    assert!(r.sgf.contains(&format!("RE[{result}]")), "{}", r.sgf);
    assert!(r.sgf.contains(r.json["requirement"].as_str().unwrap()));
    // The record reads back, and its moves are the moves played.
    let trees = hotstone_sgf::read(&r.sgf).unwrap();
    assert_eq!(
        trees[0].main_line().len() - 1,
        r.json["moves"].as_u64().unwrap() as usize
    );
}

#[test]
fn e4_an_illegal_move_loses() {
    let r = referee(
        "illegal",
        &scripted("illegal"),
        &scripted("pass"),
        &["--size", "9", "--time", "10"],
    );
    assert_eq!(r.json["result"], "W+F");
    assert_eq!(r.json["reason"], "illegal-move");
    assert_eq!(r.json["requirement"], "E-4");
    assert!(r.json["detail"]
        .as_str()
        .unwrap()
        .contains("A1 already holds a stone"));
    assert_eq!(r.json["moves"], 2, "A1, pass; the second A1 is refused");
    // Each engine's count is of moves played: the refused A1 is not one.
    assert_eq!(r.json["black"]["moves"], 1);
    assert_eq!(r.json["white"]["moves"], 1);
    check_sgf(&r);
}

#[test]
fn e6_a_crash_with_little_time_left_loses() {
    let r = referee(
        "crash",
        &scripted("pass"),
        &scripted("crash"),
        &["--size", "9", "--time", "60"],
    );
    assert_eq!(r.json["result"], "B+F");
    assert_eq!(r.json["reason"], "abnormal-termination");
    assert_eq!(r.json["requirement"], "E-6");
    assert_eq!(r.json["replays"].as_array().unwrap().len(), 0);
    check_sgf(&r);
}

#[test]
fn e6_a_crash_with_fifty_minutes_left_replays_and_a_second_crash_loses() {
    // 30 minutes each: 60 in all, so the first crash replays the game with 30 minutes
    // each (003 h 2); the same program crashing again loses (h 4).
    let r = referee(
        "crash-replay",
        &scripted("crash"),
        &scripted("pass"),
        &["--size", "9", "--time", "1800"],
    );
    assert_eq!(r.json["result"], "W+F");
    assert_eq!(r.json["reason"], "abnormal-termination");
    let replays = r.json["replays"].as_array().unwrap();
    assert_eq!(replays.len(), 1);
    assert_eq!(replays[0]["crashed"], "B");
    assert_eq!(r.json["time_seconds"], 1800.0, "the replay's 30 minutes");
    assert!(r.json["detail"].as_str().unwrap().contains("second"));
    check_sgf(&r);
}

#[test]
fn e6_the_crashing_moves_time_is_on_its_clock_before_the_time_left_is_weighed() {
    // 25:01 each, 50:02 together: Black thinks 3 seconds and crashes, leaving 49:59 on
    // both clocks, under 50 minutes: Black loses (003 h 1), no replay (h 2).
    let r = referee(
        "slow-crash",
        &scripted("slowcrash 3"),
        &scripted("pass"),
        &["--size", "9", "--time", "1501"],
    );
    assert_eq!(r.json["result"], "W+F", "{}", r.json);
    assert_eq!(r.json["reason"], "abnormal-termination");
    assert_eq!(r.json["replays"].as_array().unwrap().len(), 0, "{}", r.json);
    let left = r.json["black"]["time_left"].as_f64().unwrap();
    assert!(left <= 1501.0 - 3.0, "{}", r.json);
    check_sgf(&r);
}

#[test]
fn e6_an_answer_that_is_not_gtp_is_an_abnormal_termination() {
    let r = referee(
        "garbage",
        &scripted("garbage"),
        &scripted("pass"),
        &["--size", "9", "--time", "10"],
    );
    assert_eq!(r.json["result"], "W+F");
    assert_eq!(r.json["reason"], "abnormal-termination");
    assert!(r.json["detail"]
        .as_str()
        .unwrap()
        .contains("not a GTP response"));
    check_sgf(&r);
}

#[test]
fn t5_a_hung_engine_loses_on_time_and_is_killed_with_its_children() {
    let r = referee(
        "hang",
        &scripted("pass"),
        &scripted("hang"),
        &["--size", "9", "--time", "1"],
    );
    assert_eq!(r.json["result"], "B+T");
    assert_eq!(r.json["reason"], "time");
    assert_eq!(r.json["requirement"], "T-5");
    assert_eq!(r.json["moves"], 1);
    // The loser's clock shows nothing left, and the detail cites the verdict's rule.
    assert_eq!(r.json["white"]["time_left"], 0.0, "{}", r.json);
    assert_eq!(r.json["white"]["moves"], 0);
    // Black's one pass was quick, but no move is free: it costs at least a tenth.
    let black_left = r.json["black"]["time_left"].as_f64().unwrap();
    assert!(black_left > 0.0 && black_left < 1.0, "{}", r.json);
    assert!(r.json["detail"].as_str().unwrap().contains("(T-5)"));
    check_sgf(&r);
}

#[test]
fn t1_t5_moves_under_a_tenth_add_up_and_lose_on_time() {
    // Black answers every genmove after 0.07 s: less than a tenth a move, but 15 such
    // moves are more than the one-second clock, so Black loses on time by then (003:
    // time kept in tenths, time gone loses). White passes at once. The verdict is
    // asserted, not timings: a loaded machine only makes Black lose sooner.
    let r = referee(
        "delay",
        &scripted("slowfill 0.07"),
        &scripted("pass"),
        &["--size", "9", "--time", "1"],
    );
    assert_eq!(r.json["result"], "W+T", "{}", r.json);
    assert_eq!(r.json["reason"], "time");
    assert!(r.json["detail"]
        .as_str()
        .unwrap()
        .contains("Black ran out of time"));
    let moves = r.json["black"]["moves"].as_u64().unwrap();
    assert!(moves < 15, "Black played {moves} moves of 0.07 s on 1 s");
    assert_eq!(r.json["black"]["time_left"], 0.0);
    // The exact time is reported, and the averages are taken from it.
    assert!(r.json["black"]["thinking_seconds"].as_f64().unwrap() >= 1.0);
    assert!(r.json["black"]["average_move_seconds"].as_f64().unwrap() >= 0.07);
    check_sgf(&r);
}

#[test]
fn t1_an_engine_that_oversteps_its_time_loses() {
    // Three seconds a move against a one-second clock.
    let r = referee(
        "slow",
        &scripted("slow"),
        &scripted("pass"),
        &["--size", "9", "--time", "1"],
    );
    assert_eq!(r.json["result"], "W+T");
    assert_eq!(r.json["reason"], "time");
    assert!(r.json["detail"]
        .as_str()
        .unwrap()
        .contains("Black ran out of time"));
    assert!(r.json["detail"].as_str().unwrap().contains("(T-5)"));
    // More than the second is charged (the referee stops waiting just past it), the
    // clock shows none left, and the late pass is not a move played.
    assert!(r.json["black"]["time_used"].as_f64().unwrap() > 1.0);
    assert_eq!(r.json["black"]["time_left"], 0.0, "{}", r.json);
    assert_eq!(r.json["black"]["moves"], 0);
    assert_eq!(r.json["moves"], 0);
    check_sgf(&r);
}

#[test]
fn e3_play_stops_after_the_400th_move_a_pass_counts() {
    // Black fills the board row by row, White passes: no two passes in a row, no
    // repetition, so only the move limit stops play.
    let r = referee(
        "cap",
        &scripted("fill"),
        &scripted("pass"),
        &["--size", "19", "--time", "600"],
    );
    assert_eq!(r.json["reason"], "move-limit");
    assert_eq!(r.json["requirement"], "E-3");
    assert_eq!(r.json["moves"], 400);
    assert_eq!(r.json["black"]["moves"], 200);
    assert_eq!(r.json["white"]["moves"], 200);
    // 003 e: the referee judges the position; the count is only a proposal.
    assert_eq!(r.json["status"], "pending-adjudication");
    assert_eq!(r.json["result"], Value::Null);
    assert_eq!(r.json["winner"], Value::Null);
    let a = &r.json["adjudication"];
    assert_eq!(a["automatic"], false);
    assert_eq!(a["referee_decides"][0]["code"], "move-limit");
    assert_eq!(a["referee_decides"][0]["requirement"], "E-3");
    assert_eq!(a["proposal"]["winner"], "B", "{a}");
    assert_eq!(a["position"]["rows"].as_array().unwrap().len(), 19);
    assert_eq!(a["position"]["to_move"], "B");
    assert_eq!(a["claims"]["white"]["dead"], serde_json::json!([]));
    assert_eq!(a["claims"]["white"]["final_score"], Value::Null);
    check_sgf(&r);
    assert!(r.sgf.contains("RE[?]") && r.sgf.contains("Proposal, not a result"));
    assert!(r.sgf.contains("RU[Japanese]"));
    assert!(r.sgf.contains("TM[600]"));
}

#[test]
fn e5_a_repeated_position_under_japanese_rules_is_a_draw() {
    // The triple ko of tests/conformance/triple-ko/japanese-no-result.sgf, built move by
    // move on 5x5 (White passing while Black completes it), then cycled.
    let black = scripted("moves A5 B5 A4 B4 C4 A3 B3 A2 B2 C2 A1 B1 D1 D5 D3 D1 D5 D3 D1");
    let white = scripted("moves C5 E5 D4 E4 C3 E3 D2 E2 E1 pass pass pass pass C1 C5 C3 C1 C5 C3");
    let r = referee(
        "triple-ko",
        &black,
        &white,
        &["--size", "5", "--time", "10"],
    );
    assert_eq!(r.json["result"], "Draw");
    assert_eq!(r.json["winner"], Value::Null);
    assert_eq!(r.json["reason"], "repetition");
    assert_eq!(r.json["requirement"], "E-5");
    check_sgf(&r);
}

#[test]
fn e1_c6_two_passes_then_both_engines_dead_lists_are_merged() {
    // Hotstone's random player against a passer that cannot answer final_status_list:
    // its marks count as none, and whatever Hotstone marks dead is disputed and judged.
    let hotstone = format!("{HOTSTONE} gtp --seed 5");
    let r = referee(
        "two-passes",
        &hotstone,
        &scripted("nostatus"),
        &["--size", "9", "--time", "30"],
    );
    assert_eq!(r.json["reason"], "two-passes");
    assert_eq!(r.json["requirement"], "E-1");
    assert_eq!(r.json["dead"]["unanswered"], serde_json::json!(["W"]));
    // White showed no dead stones and no score: the referee decides (003 a), and
    // Hotstone's count is a proposal.
    assert_eq!(r.json["status"], "pending-adjudication");
    assert_eq!(r.json["winner"], Value::Null);
    let a = &r.json["adjudication"];
    let codes: Vec<&str> = a["referee_decides"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["code"].as_str().unwrap())
        .collect();
    assert!(
        codes.contains(&"no-dead-stones") && codes.contains(&"no-score"),
        "{codes:?}"
    );
    assert_eq!(a["claims"]["white"]["dead"], Value::Null);
    assert!(a["claims"]["black"]["final_score"].is_string(), "{a}");
    assert_eq!(a["proposal"]["winner"], "B", "{}", r.json);
    assert_eq!(r.json["black"]["name"], "Hotstone");
    check_sgf(&r);
}

/// A scripted engine that claims `score` (and `dead`) when play stops.
fn claiming(score: &str, dead: &str, mode: &str) -> String {
    let dead = if dead.is_empty() {
        String::new()
    } else {
        format!("--dead {dead} ")
    };
    scripted(&format!("--score {score} {dead}{mode}"))
}

#[test]
fn c6_both_engines_agreeing_with_the_count_give_the_result() {
    // Black plays C3 and passes; C3 lives on an empty 9x9: 80 points, komi 6.5.
    let r = referee(
        "agreed",
        &claiming("B+73.5", "", "moves C3"),
        &claiming("B+73.5", "", "pass"),
        &["--size", "9", "--time", "10"],
    );
    assert_eq!(r.json["status"], "final");
    assert_eq!(r.json["result"], "B+73.5");
    assert_eq!(r.json["winner"], "B");
    let a = &r.json["adjudication"];
    assert_eq!(a["automatic"], true);
    assert_eq!(a["referee_decides"], serde_json::json!([]));
    assert_eq!(a["claims"]["black"]["final_score"], "B+73.5");
    assert_eq!(a["proposal"], Value::Null);
    check_sgf(&r);
}

#[test]
fn c6_disputed_dead_stones_wait_for_the_referee_with_a_proposal() {
    let r = referee(
        "disputed",
        &claiming("B+73.5", "", "moves C3"),
        &claiming("B+73.5", "C3", "pass"),
        &["--size", "9", "--time", "10"],
    );
    assert_eq!(r.json["status"], "pending-adjudication");
    assert_eq!(r.json["result"], Value::Null);
    let disputed = &r.json["dead"]["disputed"][0];
    assert_eq!(disputed["stones"], serde_json::json!(["C3"]));
    assert_eq!(disputed["dead_by"], "W");
    let a = &r.json["adjudication"];
    assert_eq!(a["referee_decides"][0]["code"], "dead-stones-differ");
    assert_eq!(a["referee_decides"][0]["requirement"], "C-6");
    assert_eq!(a["claims"]["white"]["dead"], serde_json::json!(["C3"]));
    assert_eq!(a["claims"]["black"]["dead"], serde_json::json!([]));
    assert_eq!(a["proposal"]["result"], "B+73.5", "{a}");
    check_sgf(&r);
    assert!(r.sgf.contains("RE[?]"), "{}", r.sgf);
    assert!(
        r.sgf.contains("Proposal, not a result: B+73.5"),
        "{}",
        r.sgf
    );
}

#[test]
fn c6_scores_that_differ_from_the_count_wait_for_the_referee() {
    // Both engines agree with each other, but not with the count (003 a 3: all equal).
    let r = referee(
        "scores",
        &claiming("B+70", "", "moves C3"),
        &claiming("B+70", "", "pass"),
        &["--size", "9", "--time", "10"],
    );
    assert_eq!(r.json["status"], "pending-adjudication");
    let a = &r.json["adjudication"];
    let codes: Vec<&str> = a["referee_decides"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["code"].as_str().unwrap())
        .collect();
    assert_eq!(codes, ["score-differs", "score-differs"]);
    assert!(a["referee_decides"][0]["detail"]
        .as_str()
        .unwrap()
        .contains("B+70 differs from the count B+73.5"));
    check_sgf(&r);
}

#[test]
fn match_alternates_colours_and_tabulates() {
    let dir = scratch("match");
    let out = Command::new(HOTSTONE)
        .args(["match", "--first"])
        .arg(format!("{HOTSTONE} gtp --seed 2"))
        .arg("--second")
        .arg(scripted("illegal"))
        .args(["--games", "2", "--size", "7", "--time", "10", "--sgf-dir"])
        .arg(&dir)
        .env("HOTSTONE_TEST_PIDS", dir.join("pids"))
        .output()
        .unwrap();
    assert!(out.status.success());
    let table = String::from_utf8(out.stdout).unwrap();
    let lines: Vec<&str> = table.lines().collect();
    assert!(lines[1].contains("first   second") && lines[1].contains("illegal-move"));
    assert!(lines[2].contains("second  first") && lines[2].contains("illegal-move"));
    let first = lines.iter().find(|l| l.starts_with("first ")).unwrap();
    let words: Vec<&str> = first.split_whitespace().collect();
    assert_eq!(&words[1..5], ["2", "0", "0", "0"], "{table}");
    assert!(table.contains("reasons: illegal-move 2"));
    assert!(dir.join("game-1.sgf").exists() && dir.join("game-2.sgf").exists());
    assert_nothing_running(&dir.join("pids"));
}

#[test]
fn x7_a_play_off_game_with_komi_5_5_and_5_minutes() {
    // 000's play-off: school-team rules, komi 5.5, 5 minutes absolute (no untimed part).
    // The engines answer final_score with the komi they were sent: on an empty board
    // that is the count, so the result is automatic.
    let engine = claiming("komi", "", "pass");
    let r = referee(
        "play-off",
        &engine,
        &engine,
        &[
            "--size",
            "9",
            "--rules",
            "school-team",
            "--komi",
            "5.5",
            "--time",
            "300",
        ],
    );
    assert_eq!(r.json["komi"], 5.5);
    assert_eq!(r.json["time_seconds"], 300.0);
    assert_eq!(
        r.json["adjudication"]["claims"]["black"]["final_score"],
        "W+5.5"
    );
    assert_eq!(r.json["result"], "W+5.5", "{}", r.json);
    assert!(
        r.sgf.contains("KM[5.5]") && r.sgf.contains("TM[300]"),
        "{}",
        r.sgf
    );
    check_sgf(&r);
    // Without --komi the preset's: school-team's whole komi 5.
    let r = referee(
        "preset-komi",
        &engine,
        &engine,
        &["--size", "9", "--rules", "school-team", "--time", "300"],
    );
    assert_eq!(r.json["komi"], 5.0);
    assert_eq!(r.json["result"], "W+5");
}

#[test]
fn x7_play_off_takes_the_tie_break_clock_and_komi_from_the_rules_crate() {
    // `--play-off` asks the preset for its tie-break games (Preset::tie_break_time_control,
    // Preset::tie_break_komi): school-team, 000's play-off, 5 minutes absolute each from
    // the first move, komi 5.5. No --time, no --komi.
    let engine = claiming("komi", "", "pass");
    let r = referee(
        "play-off-flag",
        &engine,
        &engine,
        &["--size", "9", "--rules", "school-team", "--play-off"],
    );
    assert_eq!(r.json["komi"], 5.5, "{}", r.json);
    assert_eq!(r.json["time_seconds"], 300.0, "{}", r.json);
    assert_eq!(r.json["result"], "W+5.5", "{}", r.json);
    assert!(
        r.sgf.contains("KM[5.5]") && r.sgf.contains("TM[300]"),
        "{}",
        r.sgf
    );
    check_sgf(&r);
    // A preset whose seed plays no tie-break game refuses it, naming the rule; so does
    // `match`, which shares the option.
    for (command, engines) in [
        ("referee", ["--black", "--white"]),
        ("match", ["--first", "--second"]),
    ] {
        let out = Command::new(HOTSTONE)
            .args([
                command,
                engines[0],
                "true",
                engines[1],
                "true",
                "--rules",
                "computer-tournament",
                "--play-off",
            ])
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2), "{command}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(
            err.contains("the preset computer-tournament has no tie-break games")
                && err.contains("X-7"),
            "{err}"
        );
    }
}

#[test]
fn t4_a_late_arrival_costs_twice_the_lateness_from_the_base_time() {
    // Black came 10 s late on a 60 s clock: 20 s come off its base time before the first
    // move (the rules crate's Clock::late_arrival); White's clock is untouched.
    let engine = claiming("komi", "", "pass");
    let r = referee(
        "late",
        &engine,
        &engine,
        &["--size", "9", "--time", "60", "--late", "black:10"],
    );
    assert_eq!(r.json["reason"], "two-passes", "{}", r.json);
    assert_eq!(r.json["black"]["late_seconds"], 10.0, "{}", r.json);
    assert!(r.json["white"].get("late_seconds").is_none(), "{}", r.json);
    // The record says so too, in its root comment.
    assert!(
        r.sgf
            .contains("Black arrived 10 s late: twice that came off its base time (T-4)."),
        "{}",
        r.sgf
    );
    assert!(!r.sgf.contains("White arrived"), "{}", r.sgf);
    assert!(
        r.json["black"]["time_used"].as_f64().unwrap() >= 20.0,
        "{}",
        r.json
    );
    assert!(
        r.json["black"]["time_left"].as_f64().unwrap() <= 40.0,
        "{}",
        r.json
    );
    assert!(
        r.json["white"]["time_left"].as_f64().unwrap() > 40.0,
        "{}",
        r.json
    );
    // 31 s late on 60 s: the deduction stops at the base time; White still appeared
    // within its time limit (absolute time: the base time) and plays on none.
    let r = referee(
        "late-all",
        &engine,
        &engine,
        &["--size", "9", "--time", "60", "--late", "W:31"],
    );
    assert_eq!(r.json["result"], "B+T", "{}", r.json);
    assert!(
        r.json["white"]["time_used"].as_f64().unwrap() >= 60.0,
        "{}",
        r.json
    );
    assert!(r.json["detail"]
        .as_str()
        .unwrap()
        .contains("White ran out of time"));
    // Later than the whole time limit: a failure to appear within it (001 "Verlust
    // (1)"): White loses on time at once.
    let r = referee(
        "too-late",
        &engine,
        &engine,
        &["--size", "9", "--time", "60", "--late", "W:61"],
    );
    assert_eq!(r.json["result"], "B+T", "{}", r.json);
    assert_eq!(r.json["reason"], "time");
    let detail = r.json["detail"].as_str().unwrap();
    assert!(
        detail.contains("White failed to appear within the time limit")
            && detail.contains("T-4")
            && detail.contains("T-5"),
        "{detail}"
    );
    assert_eq!(r.json["moves"], 0);
    assert_eq!(r.json["white"]["time_left"], 0.0);
    check_sgf(&r);
    // A bad value or a colour given twice is refused before anything starts.
    for (late, needle) in [
        (vec!["--late", "red:10"], "is not COLOR:SECONDS"),
        (vec!["--late", "black:-3"], "is not COLOR:SECONDS"),
        (
            vec!["--late", "black:10", "--late", "b:20"],
            "--late is given twice for Black",
        ),
    ] {
        let out = Command::new(HOTSTONE)
            .args(["referee", "--black", "true", "--white", "true"])
            .args(&late)
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2), "{late:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(needle), "{late:?}: {err}");
    }
}

#[test]
fn x7_komi_is_validated_like_the_other_komi_options() {
    for (command, engines) in [
        ("referee", ["--black", "--white"]),
        ("match", ["--first", "--second"]),
    ] {
        let out = Command::new(HOTSTONE)
            .args([
                command, engines[0], "true", engines[1], "true", "--komi", "5.3",
            ])
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2));
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(
            err.contains("komi '5.3' is not a number of points in steps of 0.5"),
            "{err}"
        );
    }
}

#[test]
fn t3_overrun_options_belong_to_the_sz_clock() {
    let out = Command::new(HOTSTONE)
        .args([
            "referee",
            "--black",
            "true",
            "--white",
            "true",
            "--overruns",
            "2",
        ])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("for --clock ing-sz"));
}

#[test]
fn t2_ing_sp_extra_time_costs_penalty_points_not_the_game() {
    // Base time 4 s; Black's one move takes 5 s: past the base, within half of it more
    // (2 s), so Black plays on and pays SP penalty points, counted with the position.
    // Absolute time would have lost here.
    let r = referee(
        "ing-sp",
        &scripted("slowmoves 5 C3"),
        &scripted("pass"),
        &[
            "--size", "9", "--rules", "ing", "--clock", "ing-sp", "--time", "4",
        ],
    );
    assert_eq!(r.json["time_system"], "ing-sp");
    assert_eq!(r.json["reason"], "two-passes", "{}", r.json);
    let penalty = r.json["black"]["penalty_points"].as_u64().unwrap();
    assert!([2, 4, 6].contains(&penalty), "{}", r.json);
    assert_eq!(r.json["white"]["penalty_points"], 0);
    // C3 alone on 9x9 under Ing: 81 points, less 8 compensation (C-3), less the penalty.
    let proposal = &r.json["adjudication"]["proposal"]["result"];
    assert_eq!(*proposal, format!("B+{}", 73 - penalty), "{}", r.json);
    assert!(r.sgf.contains("OT[Ing SP (T-2)"), "{}", r.sgf);
    check_sgf(&r);
}

#[test]
fn t3_ing_sz_an_overrun_is_allowed_and_one_more_than_allowed_loses() {
    // Base 1 s, one overrun of 2 s. Black's first move (3.5 s) overruns once and plays
    // on; its second (3.5 s again) is one overrun too many: a loss on time (T-3).
    let r = referee(
        "ing-sz",
        &scripted("slowmoves 3.5 C3 D4"),
        &scripted("pass"),
        &[
            "--size",
            "9",
            "--rules",
            "ing",
            "--clock",
            "ing-sz",
            "--time",
            "1",
            "--overruns",
            "1",
            "--overrun-seconds",
            "2",
        ],
    );
    assert_eq!(r.json["time_system"], "ing-sz");
    assert_eq!(r.json["result"], "W+T", "{}", r.json);
    assert_eq!(r.json["requirement"], "T-5");
    assert!(
        r.json["detail"].as_str().unwrap().contains("(T-3)"),
        "{}",
        r.json
    );
    assert_eq!(
        r.json["black"]["moves"], 1,
        "the first, overrunning move was played"
    );
    assert_eq!(r.json["black"]["overruns_left"], 0);
    assert_eq!(r.json["white"]["overruns_left"], 1);
    assert!(
        r.sgf.contains("OT[Ing SZ (T-3): 1 overrun of 2 s]"),
        "{}",
        r.sgf
    );
    check_sgf(&r);
}

#[test]
fn match_counts_games_waiting_for_the_referee_apart() {
    // Two passers that output no score: both games wait for the referee (C-6).
    let dir = scratch("match-pending");
    let out = Command::new(HOTSTONE)
        .args(["match", "--first"])
        .arg(scripted("pass"))
        .arg("--second")
        .arg(scripted("pass"))
        .args(["--games", "2", "--size", "7", "--time", "10", "--sgf-dir"])
        .arg(&dir)
        .env("HOTSTONE_TEST_PIDS", dir.join("pids"))
        .output()
        .unwrap();
    assert_eq!(
        out.status.code(),
        Some(3),
        "the table is printed, results pending"
    );
    let table = String::from_utf8(out.stdout).unwrap();
    let lines: Vec<&str> = table.lines().collect();
    assert!(
        lines[1].contains("pending") && lines[2].contains("pending"),
        "{table}"
    );
    assert!(lines
        .iter()
        .any(|l| l.contains("pending") && l.contains("no-results")));
    let first = lines.iter().find(|l| l.starts_with("first ")).unwrap();
    let words: Vec<&str> = first.split_whitespace().collect();
    assert_eq!(&words[1..6], ["0", "0", "0", "0", "2"], "{table}");
    let sgf = std::fs::read_to_string(dir.join("game-1.sgf")).unwrap();
    assert!(sgf.contains("RE[?]"), "{sgf}");
    // Each waiting game says why and what Hotstone proposes (the referee's JSON has it).
    for n in [1, 2] {
        let head = format!("game {n} waits for the referee:");
        let at = table.find(&head).unwrap_or_else(|| panic!("{table}"));
        let rest = &table[at + head.len()..];
        assert!(
            rest.lines().nth(1).is_some_and(|l| l.starts_with("  ")),
            "{table}"
        );
    }
    assert!(table.contains("proposal, not a result: W+"), "{table}");
    assert_nothing_running(&dir.join("pids"));
}

#[test]
fn gtp_server_answers_and_refuses_by_the_rules() {
    let script = "1 protocol_version\n2 boardsize 7\nhotstone-rules ing\nkomi 8\n\
                  play b D4\nplay w D4\n# a comment\ngenmove w\nundo\nundo\n\
                  known_command hotstone-rules\nfinal_score\nbogus\nquit\nname\n";
    let (answers, text) = gtp_session(&["--seed", "1"], script);
    let answers: Vec<&str> = answers.iter().map(String::as_str).collect();
    assert_eq!(answers[0], "=1 2");
    assert_eq!(answers[1], "=2");
    assert!(answers[5].starts_with("? illegal move: D4 already holds a stone"));
    assert!(answers[6].starts_with("= "), "genmove: {}", answers[6]);
    assert_eq!(answers[9], "= true");
    // An empty 7x7 board under Ing's fill-in counting, komi 8: White by 8.
    assert_eq!(answers[10], "= W+8");
    assert_eq!(answers[11], "? unknown command");
    assert_eq!(answers.len(), 13, "nothing after quit: {text}");
}

/// The stones of a `showboard` answer (rows from the top, as `hotstone gtp` prints
/// them) as point names, Black's and White's, and its last line (who is to move).
fn showboard(answer: &str) -> (Vec<String>, Vec<String>, String) {
    let lines: Vec<&str> = answer.trim_start_matches("= ").lines().collect();
    let (rows, last) = lines.split_at(lines.len() - 1);
    let (mut black, mut white) = (Vec::new(), Vec::new());
    for (k, row) in rows.iter().enumerate() {
        for (col, c) in row.bytes().enumerate() {
            let name = Point::new(col as u8, (rows.len() - 1 - k) as u8)
                .unwrap()
                .to_string();
            match c {
                b'X' => black.push(name),
                b'O' => white.push(name),
                _ => {}
            }
        }
    }
    black.sort();
    white.sort();
    (black, white, last[0].to_string())
}

#[test]
fn m1_gtp_plays_and_generates_for_either_colour_and_undo_takes_the_turn_back() {
    // GTP 2: consecutive moves of one colour are not illegal to the protocol (GoGui's
    // set-up positions, free handicap by kgsGtp). The move is given to the colour asked
    // by a change of turn (a setup, Game::set_to_move), so nothing is counted as a pass.
    let script = "boardsize 7\nplay b C3\nplay b D4\ngenmove b\nplay w E5\nshowboard\n\
                  undo\nshowboard\nundo\nshowboard\nundo\nshowboard\nundo\nshowboard\nundo\n\
                  quit\n";
    let (answers, text) = gtp_session(&["--seed", "2"], script);
    let answers: Vec<&str> = answers.iter().map(String::as_str).collect();
    let names = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    assert!(answers[..4].iter().all(|a| a.starts_with('=')), "{text}");
    let generated = answers[3].trim_start_matches("= ").to_string();
    let point = Point::parse(&generated).unwrap_or_else(|_| panic!("a point: {text}"));
    assert!(
        !["C3", "D4", "E5"].contains(&point.to_string().as_str()),
        "{text}"
    );
    let mut three = names(&["C3", "D4"]);
    three.push(generated.clone());
    three.sort();
    // Three black stones and White's, then Black to move (White has just moved).
    assert_eq!(
        showboard(answers[5]),
        (three.clone(), names(&["E5"]), "Black to move".to_string()),
        "{text}"
    );
    // undo takes back White's move, then the generated move with the change of turn
    // before it: White is to move again, as it was.
    assert_eq!(answers[6], "=", "{text}");
    let after = showboard(answers[7]);
    assert_eq!(
        after,
        (three, vec![], "White to move".to_string()),
        "{text}"
    );
    let after = showboard(answers[9]);
    assert_eq!(
        after,
        (names(&["C3", "D4"]), vec![], "White to move".to_string())
    );
    let after = showboard(answers[11]);
    assert_eq!(after, (names(&["C3"]), vec![], "White to move".to_string()));
    let after = showboard(answers[13]);
    assert_eq!(
        after,
        (vec![], vec![], "Black to move".to_string()),
        "{text}"
    );
    assert_eq!(answers[14], "? cannot undo", "{text}");
}

#[test]
fn m5_gtp_out_of_turn_after_two_passes_resumes_and_survives_a_komi_change() {
    // After two passes White moves although Black is to move: play resumes (M-5), the
    // turn changes, and a komi set afterwards replays all of it. undo returns to the
    // stopped game, where Black is to move.
    let script = "boardsize 7\nplay b pass\nplay w pass\nplay w C3\nkomi 0.5\nshowboard\n\
                  undo\nshowboard\nquit\n";
    let (answers, text) = gtp_session(&[], script);
    let answers: Vec<&str> = answers.iter().map(String::as_str).collect();
    assert!(answers[..5].iter().all(|a| *a == "="), "{text}");
    let white = vec!["C3".to_string()];
    let board = showboard(answers[5]);
    assert_eq!(
        board,
        (vec![], white, "Black to move".to_string()),
        "{text}"
    );
    assert_eq!(answers[6], "=", "{text}");
    let board = showboard(answers[7]);
    assert_eq!(
        board,
        (vec![], vec![], "Black to move".to_string()),
        "{text}"
    );
}

#[test]
fn m2_k4_gtp_refuses_an_out_of_turn_move_the_rules_refuse_and_keeps_the_turn() {
    // A basic ko on 7x7 (Black B4 A3 B2, White C4 B3 D3 C2), Black takes at C3, White
    // passes, then White is asked to retake out of turn: under simple rules it would
    // repeat the position before Black's capture (K-4); under Japanese rules the pass
    // came between (K-1), so it is legal. Occupied and suicide (M-2) for the colour not
    // to move are refused too, and a refused move leaves the turn where it was.
    let setup = "boardsize 7\nplay b B4\nplay b A3\nplay b B2\nplay w C4\nplay w B3\n\
                 play w D3\nplay w C2\nplay b C3\nplay w pass\n";
    let simple = format!(
        "hotstone-rules simple\n{setup}play w B3\nshowboard\nplay w C3\nplay w F1\n\
         play w G2\nplay b G7\nplay b G1\nshowboard\nquit\n"
    );
    let (answers, text) = gtp_session(&[], &simple);
    let answers: Vec<&str> = answers.iter().map(String::as_str).collect();
    assert!(answers[..11].iter().all(|a| a.starts_with('=')), "{text}");
    assert_eq!(
        answers[11], "? illegal move: a play at B3 would repeat an earlier whole-board position",
        "{text}"
    );
    let (black, white, to_move) = showboard(answers[12]);
    assert!(black.contains(&"C3".to_string()) && !white.contains(&"B3".to_string()));
    assert_eq!(
        to_move, "Black to move",
        "the refused retake kept the turn: {text}"
    );
    assert_eq!(
        answers[13], "? illegal move: C3 already holds a stone",
        "{text}"
    );
    // White F1 G2 (out of turn, twice), Black G7: White to move, and Black's G1 out of
    // turn would be a stone without liberties.
    assert!(answers[14..17].iter().all(|a| *a == "="), "{text}");
    assert!(
        answers[17].starts_with("? illegal move: a play at G1 would leave its own string"),
        "{text}"
    );
    let board = showboard(answers[18]);
    assert!(!board.0.contains(&"G1".to_string()));
    assert_eq!(board.2, "White to move", "{text}");
    // Japanese rules: the same retake is legal.
    let japanese = format!("hotstone-rules japanese\n{setup}play w B3\nshowboard\nquit\n");
    let (answers, text) = gtp_session(&[], &japanese);
    assert!(answers[..12].iter().all(|a| a.starts_with('=')), "{text}");
    let (black, white, to_move) = showboard(&answers[12]);
    assert!(white.contains(&"B3".to_string()) && !black.contains(&"C3".to_string()));
    assert_eq!(to_move, "Black to move", "{text}");
}

/// GNU Go, installed by scripts/setup.sh; scripts/test.sh sets HOTSTONE_REQUIRE_GNUGO so
/// that a missing GNU Go fails there rather than skipping.
fn gnugo() -> Option<String> {
    let path = std::env::var("GNUGO").unwrap_or_else(|_| "/usr/games/gnugo".to_string());
    if Path::new(&path).exists() {
        return Some(path);
    }
    assert!(
        std::env::var_os("HOTSTONE_REQUIRE_GNUGO").is_none(),
        "GNU Go is not installed at {path} (bash scripts/setup.sh installs it)"
    );
    eprintln!("skipped: GNU Go is not installed at {path}");
    None
}

#[test]
fn gnugo_against_gnugo_on_9x9_to_the_end() {
    let Some(gnugo) = gnugo() else { return };
    let engine = format!("{gnugo} --mode gtp --level 1");
    let r = referee("gnugo", &engine, &engine, &["--size", "9", "--time", "120"]);
    let reason = r.json["reason"].as_str().unwrap();
    assert!(
        ["two-passes", "resignation"].contains(&reason),
        "a game between two sound engines ends by passing or resigning: {}",
        r.json
    );
    // Komi 6.5: no draw. Two GNU Go's may disagree with the count on a loaded machine
    // (their dead-stone reading is timed): then the verdict waits for the referee (C-6).
    let pending = r.json["status"] == "pending-adjudication";
    assert!(
        r.json["winner"].is_string() || pending,
        "komi 6.5: no draw: {}",
        r.json
    );
    assert!(r.json["black"]["name"].as_str().unwrap().contains("GNU Go"));
    check_sgf(&r);
}

#[test]
fn gtp_level_plays_with_the_player() {
    // Issue 21: `hotstone gtp --level N` answers genmove with the computer opponent, a
    // legal move the server then holds on its board. (A long move time: the playouts
    // alone are the budget, so the answer is reproducible.)
    let script = "boardsize 7\nplay b A2\nplay w B2\nplay b C2\nplay w F6\nplay b B3\n\
                  play w F5\ngenmove b\ngenmove w\nshowboard\nquit\n";
    let (answers, text) = gtp_session(
        &[
            "--level",
            "3",
            "--seed",
            "3",
            "--rules",
            "chinese",
            "--move-seconds",
            "600",
        ],
        script,
    );
    let answers: Vec<&str> = answers.iter().map(String::as_str).collect();
    let vertex = |a: &str| {
        let v = a.strip_prefix("= ").unwrap_or_else(|| panic!("{text}"));
        Point::parse(v).unwrap_or_else(|_| panic!("a point: {text}"))
    };
    let (b, w) = (vertex(answers[7]), vertex(answers[8]));
    let board = answers[9].trim_start_matches("= ");
    let at =
        |p: Point| board.lines().nth(6 - p.row() as usize).unwrap().as_bytes()[p.col() as usize];
    assert_eq!(at(b), b'X', "{text}");
    assert_eq!(at(w), b'O', "{text}");
    assert_eq!(board.matches('X').count(), 4, "{text}");
    let bad = Command::new(HOTSTONE)
        .args(["gtp", "--level", "9"])
        .output()
        .unwrap();
    assert!(!bad.status.success(), "levels are 0..=5");
}

#[test]
fn c4_gtp_under_japanese_rules_passes_rather_than_fill_its_own_territory() {
    // Issue 21: a finished 7x7 game set up by `play` (White has not passed): Black's
    // territory is 12 points in small regions, White's 4; under Japanese rules Black wins
    // by 1.5 and loses after two plays into its own territory. `genmove b` passes.
    let rows = [
        "..X.XO.", //
        "XXXXXOO", //
        "..X.XO.", //
        "XXXXXOO", //
        ".X..XO.", //
        "XXXXXOO", //
        "..X.XO.",
    ];
    let stones = |c: u8| -> Vec<String> {
        let mut v = Vec::new();
        for (k, row) in rows.iter().enumerate() {
            for (col, b) in row.bytes().enumerate() {
                if b == c {
                    v.push(format!("{}{}", (b'A' + col as u8) as char, 7 - k));
                }
            }
        }
        v
    };
    let (black, white) = (stones(b'X'), stones(b'O'));
    // Black's extra stones first, White passing, then one each, White's play last.
    let extra = black.len() - white.len();
    let mut script = String::from("boardsize 7\n");
    for b in &black[..extra] {
        script += &format!("play b {b}\nplay w pass\n");
    }
    for (b, w) in black[extra..].iter().zip(&white) {
        script += &format!("play b {b}\nplay w {w}\n");
    }
    script += "genmove b\nquit\n";
    let (answers, text) = gtp_session(
        &[
            "--level",
            "3",
            "--seed",
            "4",
            "--rules",
            "japanese",
            "--move-seconds",
            "600",
        ],
        &script,
    );
    let answers: Vec<&str> = answers.iter().map(String::as_str).collect();
    assert!(answers.iter().all(|a| a.starts_with('=')), "{text}");
    let genmove = answers[answers.len() - 2];
    assert_eq!(genmove, "= pass", "{text}");
}

#[test]
fn an_sgf_path_that_cannot_be_written_is_refused_before_the_game() {
    let dir = scratch("no-sgf");
    let pids = dir.join("pids");
    let sgf = dir.join("no-such-dir").join("game.sgf");
    let started = std::time::Instant::now();
    let out = Command::new(HOTSTONE)
        .args(["referee", "--black"])
        .arg(scripted("slow"))
        .arg("--white")
        .arg(scripted("pass"))
        .args(["--size", "9", "--time", "600", "--sgf"])
        .arg(&sgf)
        .env("HOTSTONE_TEST_PIDS", &pids)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8(out.stderr).unwrap();
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains("cannot write the SGF"), "{err}");
    assert!(err.contains(&sgf.display().to_string()), "{err}");
    assert!(out.stdout.is_empty());
    assert!(!pids.exists(), "no engine was started");
    assert!(started.elapsed() < std::time::Duration::from_secs(3));
}

#[test]
fn a_match_whose_game_fails_prints_the_games_played_then_the_error() {
    // game-2.sgf is a directory: the second game's record cannot be written, so the
    // second game is not played; the first game's line and the tallies are printed.
    let dir = scratch("match-fails");
    std::fs::create_dir(dir.join("game-2.sgf")).unwrap();
    let out = Command::new(HOTSTONE)
        .args(["match", "--first"])
        .arg(scripted("illegal"))
        .arg("--second")
        .arg(scripted("pass"))
        .args(["--games", "3", "--size", "7", "--time", "10", "--sgf-dir"])
        .arg(&dir)
        .env("HOTSTONE_TEST_PIDS", dir.join("pids"))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let table = String::from_utf8(out.stdout).unwrap();
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.starts_with("hotstone: game 2: "), "{err}");
    let lines: Vec<&str> = table.lines().collect();
    assert!(lines[1].contains("illegal-move"), "{table}");
    assert!(!lines[2].starts_with("   2"), "{table}");
    assert!(table.contains("reasons: illegal-move 1"), "{table}");
    assert!(dir.join("game-1.sgf").is_file());
    assert_nothing_running(&dir.join("pids"));
}

#[test]
fn an_interrupted_referee_kills_its_engines_and_what_they_started() {
    use std::os::unix::process::ExitStatusExt;
    // White hangs in genmove with a child `sleep`; Ctrl-C (SIGINT to the referee alone,
    // as the engines lead their own process groups) must still end all three.
    let dir = scratch("sigint");
    let pids = dir.join("pids");
    let mut child = Command::new(HOTSTONE)
        .args(["referee", "--black"])
        .arg(scripted("pass"))
        .arg("--white")
        .arg(scripted("hang"))
        .args(["--size", "9", "--time", "600"])
        .env("HOTSTONE_TEST_PIDS", &pids)
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .unwrap();
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(20);
    while std::fs::read_to_string(&pids)
        .unwrap_or_default()
        .split_whitespace()
        .count()
        < 3
    {
        assert!(std::time::Instant::now() < deadline, "White never hung");
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    let sent = Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(sent.success());
    let status = child.wait().unwrap();
    assert_eq!(status.signal(), Some(2), "ended by the SIGINT: {status:?}");
    assert_nothing_running(&pids);
}

#[test]
fn gtp_messages_name_what_is_accepted() {
    let bad = Command::new(HOTSTONE)
        .args(["gtp", "--move-seconds", "0"])
        .output()
        .unwrap();
    let err = String::from_utf8(bad.stderr).unwrap();
    assert!(!bad.status.success());
    assert!(
        err.contains("more than 0") && err.contains("at most 3600"),
        "{err}"
    );
    let (answers, text) = gtp_session(&[], "kgs-rules bar\nkgs-rules new_zealand\nquit\n");
    let answers: Vec<&str> = answers.iter().map(String::as_str).collect();
    assert!(answers[0].starts_with("? "), "{text}");
    assert!(
        answers[0].contains("japanese, chinese, aga or new_zealand"),
        "{text}"
    );
    assert!(!answers[0].contains("GOE"), "{text}");
    assert_eq!(answers[1], "=", "{text}");
}

#[test]
fn an_engine_starts_with_no_signal_blocked() {
    // The referee holds its ending signals while it starts an engine; the engine must
    // not inherit that, or it could not be stopped by SIGINT or SIGTERM itself.
    let dir = scratch("mask");
    let mask = dir.join("mask");
    let black = format!(
        "bash -c 'while IFS= read -r l; do [[ $l == SigBlk* ]] && echo \"$l\" >{}; \
         done </proc/$$/status; exec {}'",
        mask.display(),
        scripted("pass")
    );
    let r = referee(
        "mask",
        &black,
        &scripted("pass"),
        &["--size", "9", "--time", "10"],
    );
    assert_eq!(r.json["reason"], "two-passes");
    let line = std::fs::read_to_string(&mask).unwrap();
    assert!(line.trim_end().ends_with(":\t0000000000000000"), "{line:?}");
}

#[test]
fn the_help_says_what_the_commands_do() {
    let help = |command: &str| {
        let out = Command::new(HOTSTONE)
            .args(["help", command])
            .output()
            .unwrap();
        let text = String::from_utf8(out.stdout).unwrap();
        text.split_whitespace().collect::<Vec<_>>().join(" ")
    };
    let gtp = help("gtp");
    assert!(gtp.contains("genmove asks the computer player"), "{gtp}");
    assert!(!gtp.contains("rules crate's dead-stone estimate"), "{gtp}");
    // A repetition is a draw in the verdict, as the code, docs/cli.md and docs/referee.md say.
    let referee = help("referee");
    assert!(referee.contains("is scored a draw (E-5)"), "{referee}");
}

#[test]
fn t1_an_engine_that_thinks_on_play_thinks_on_its_own_clock() {
    // White sleeps 1.5 s on each `play` (its opponent's move) and then passes at once:
    // its turn begins when it learns Black's move, so on a 2 s clock its second turn
    // loses on time. It used to be charged nothing and play on.
    let r = referee(
        "slowplay",
        &scripted("fill"),
        &scripted("slowplay 1.5"),
        &["--size", "9", "--time", "2"],
    );
    assert_eq!(r.json["reason"], "time", "{}", r.json);
    assert_eq!(r.json["winner"], "B", "{}", r.json);
    assert_eq!(r.json["white"]["time_left"], 0.0, "{}", r.json);
    check_sgf(&r);
}

#[test]
fn t3_time_left_says_main_time_then_the_period_for_one_stone() {
    // GTP 2: stones 0 is main time; in byo-yomi (here SZ's overruns of 3 s) the seconds
    // of the period for its stones. White passes in 2.2 s on a 2 s base: then it is in
    // its overruns and is told 3 seconds for 1 stone (it was told all its time as main
    // time: "time_left white 11 0").
    let dir = scratch("time-left-log");
    let log = dir.join("white.log");
    let white = scripted(&format!(
        "--log {} slowmoves 2.2 pass pass pass",
        log.display()
    ));
    let r = referee(
        "time-left",
        &scripted("fill"),
        &white,
        &[
            "--size",
            "9",
            "--time",
            "2",
            "--clock",
            "ing-sz",
            "--overruns",
            "3",
            "--overrun-seconds",
            "3",
        ],
    );
    let sent = std::fs::read_to_string(&log).unwrap();
    let lines: Vec<&str> = sent
        .lines()
        .filter(|l| l.starts_with("time_left"))
        .collect();
    assert_eq!(
        lines.first(),
        Some(&"time_left white 2 0"),
        "{sent}\n{}",
        r.json
    );
    assert_eq!(
        lines.get(1),
        Some(&"time_left white 3 1"),
        "{sent}\n{}",
        r.json
    );
}

#[test]
fn gtp_a_byte_that_is_not_utf8_or_a_line_with_only_an_id_is_answered() {
    // GTP 2, 2.6: one answer per command line. A stray byte used to end the session
    // silently (a controller saw a crash), an id alone got no answer (it waited).
    let (_, text) = gtp_session(&[], b"1 name \xff\n5\n2 protocol_version\n");
    assert_eq!(
        text,
        "=1 Hotstone\n\n?5 syntax error: no command after the id\n\n=2 2\n\n"
    );
}

#[test]
fn e6_an_engine_that_stops_during_its_set_up_cannot_be_started() {
    // A mistyped engine option (GNU Go's `--mode gpt`) exits before the game: exit 2
    // with the reason, no forfeit recorded as a result (it used to be W+F, exit 0).
    let dir = scratch("setup-exit");
    let sgf = dir.join("game.sgf");
    let out = Command::new(HOTSTONE)
        .args(["referee", "--black", "bash -c 'exit 1'", "--white"])
        .arg(scripted("pass"))
        .args(["--size", "9", "--time", "10", "--sgf"])
        .arg(&sgf)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains(
            "Black engine \"bash -c 'exit 1'\" stopped during its set-up, before the game"
        ),
        "{err}"
    );
    assert!(!sgf.exists());
}

#[test]
fn e6_output_before_the_first_command_is_said_as_what_it_is() {
    // An engine that prints a banner answers `name` with it: not GTP, an abnormal
    // termination named so (it used to be read as every later answer one behind, and
    // blamed on "" as a move).
    let r = referee(
        "banner",
        &scripted("pass"),
        &scripted("--banner ready pass"),
        &["--size", "9", "--time", "10"],
    );
    assert_eq!(r.json["result"], "B+F", "{}", r.json);
    let detail = r.json["detail"].as_str().unwrap();
    assert!(
        detail.starts_with("White engine, `name`: not a GTP response") && detail.contains("ready"),
        "{detail}"
    );
}
