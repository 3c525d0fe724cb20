//! `hotstone tournament` on the sample files in examples/tournaments/: docs/cli.md's
//! 10-player four-table qualification run for three rounds, CSV output, and bad input
//! (exit 2, one line on stderr, nothing written).

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn sample(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../examples/tournaments")
        .join(name)
}

/// A scratch directory holding a copy of the sample `name`.
fn scratch(test: &str, name: &str) -> (PathBuf, PathBuf) {
    let dir =
        std::env::temp_dir().join(format!("hotstone-tournament-{test}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::copy(sample(name), &path).unwrap();
    (dir, path)
}

fn hotstone(args: &[&str], path: &Path) -> Output {
    Command::new(env!("CARGO_BIN_EXE_hotstone"))
        .arg("tournament")
        .arg(path)
        .args(args)
        .output()
        .expect("the hotstone binary runs")
}

fn stdout(out: &Output) -> String {
    String::from_utf8(out.stdout.clone()).unwrap()
}

/// Exit 2, exactly one line on stderr containing `needle`, nothing on stdout.
fn assert_refused(out: &Output, needle: &str) {
    assert_eq!(out.status.code(), Some(2), "{out:?}");
    let err = String::from_utf8(out.stderr.clone()).unwrap();
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.starts_with("hotstone: "), "{err}");
    assert!(err.contains(needle), "{err}");
    assert!(out.stdout.is_empty());
}

/// docs/cli.md's walkthrough (Tournaments): the results entered between rounds.
const ROUNDS: [[&str; 3]; 3] = [
    [
        "David=41,Clara=37,Anna=37,Felix=22",
        "Ida=30,Hannes=28,Jonas=19",
        "Emma=25,Greta=31,Ben=31",
    ],
    [
        "David=33,Ida=45,Ben=28,Greta=39",
        "Hannes=40,Anna=35,Clara=38",
        "Emma=30,Jonas=30,Felix=26",
    ],
    [
        "Ida=52,Hannes=47,Greta=47,David=30",
        "Clara=29,Emma=33,Ben=21",
        "Jonas=24,Anna=41,Felix=36",
    ],
];

#[test]
fn x8_x10_readme_walkthrough_ten_players_three_rounds() {
    let (dir, file) = scratch("walkthrough", "four-tables-10.json");
    let first = hotstone(&[], &file);
    assert_eq!(first.status.code(), Some(0));
    let text = stdout(&first);
    assert!(text.contains("Round 1: 3 results to enter"), "{text}");
    assert!(
        text.contains("Table 1: David, Clara, Anna, Felix  [waiting]"),
        "{text}"
    );
    assert!(
        text.contains("Table 2: Ida, Hannes, Jonas  [waiting]"),
        "{text}"
    );
    let seatings = [
        "Table 1: David, Ida, Ben, Greta",
        "Table 1: Ida, Hannes, Greta, David",
    ];
    for (i, round) in ROUNDS.iter().enumerate() {
        let mut args = Vec::new();
        for result in round {
            args.extend(["--record", result]);
        }
        let out = hotstone(&args, &file);
        assert_eq!(out.status.code(), Some(0), "{out:?}");
        let text = stdout(&out);
        match seatings.get(i) {
            Some(seating) => assert!(text.contains(seating), "round {}: {text}", i + 2),
            None => assert!(text.contains("The tournament is over."), "{text}"),
        }
    }
    let out = hotstone(
        &[
            "--standings-csv",
            dir.join("standings.csv").to_str().unwrap(),
        ],
        &file,
    );
    let text = stdout(&out);
    assert!(
        text.contains("Standings after 3 complete rounds (final)"),
        "{text}"
    );
    assert!(
        text.contains(
            "1      Ida     15      0.898   127             ahead of Hannes on points: 15 to 10.5"
        ),
        "{text}"
    );
    // X-10: Anna and Clara have 8.5 points each; Anna's shares are larger.
    assert!(
        text.contains(
            "6      Clara   8.5     0.784   104             behind Anna on shares: 0.784 to 0.807"
        ),
        "{text}"
    );
    let csv = std::fs::read_to_string(dir.join("standings.csv")).unwrap();
    let mut lines = csv.lines();
    assert_eq!(
        lines.next(),
        Some("place,name,points,shares,in-game points,reason")
    );
    assert_eq!(
        lines.next(),
        Some("1,Ida,15,0.898007,127,ahead of Hannes on points: 15 to 10.5")
    );
    // The tournament is over: a further result is refused and the file kept.
    let before = std::fs::read(&file).unwrap();
    assert_refused(
        &hotstone(&["--record", "Ida=1,Ben=2,Emma=3"], &file),
        "the tournament is over",
    );
    assert_eq!(std::fs::read(&file).unwrap(), before);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn x9_a_result_is_corrected_in_place() {
    let (dir, file) = scratch("correct", "four-tables-10.json");
    let entered = hotstone(&["--record", "Ida=30,Hannes=28,Jonas=19"], &file);
    assert_eq!(entered.status.code(), Some(0));
    let out = hotstone(
        &["--correct", "Ida=20,Hannes=28,Jonas=19", "--round", "1"],
        &file,
    );
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    let text = stdout(&out);
    assert!(text.contains("[Hannes 28, Ida 20, Jonas 19]"), "{text}");
    assert!(text.contains("1      Hannes  5 "), "{text}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn x1_sst_sample_prints_wins_a1_a2_b1_b2_and_reasons() {
    let out = hotstone(&[], &sample("sst-round-robin.json"));
    assert_eq!(out.status.code(), Some(0));
    let text = stdout(&out);
    assert!(text.contains("Round 4: 2 results to enter\n  Ing - Lee  [waiting]\n  Meyer - Kato  [waiting]\n  Novak: bye\n"), "{text}");
    assert!(
        text.contains("place  name   wins  A1  A2  B1  B2  reason\n"),
        "{text}"
    );
    assert!(
        text.contains("3      Lee    1     1   3   2   6   behind Novak on B1: 2 to 4\n"),
        "{text}"
    );
    assert!(
        text.contains("4      Ing    1     1   1   4   2   behind Lee on A2: 1 to 3\n"),
        "{text}"
    );
}

#[test]
fn x3_x5_school_sample_takes_a_match_as_json_and_undo_withdraws_it() {
    let (dir, file) = scratch("school", "school-team-6.json");
    let pristine = std::fs::read(&file).unwrap();
    let out = hotstone(
        &[
            "--record",
            r#"{"teams": ["7b", "6a"], "black": "7b", "boards": ["6a", "7b", "draw", "draw"]}"#,
            "--pairings-csv",
            dir.join("pairings.csv").to_str().unwrap(),
        ],
        &file,
    );
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    let text = stdout(&out);
    assert!(
        text.contains("[7b 2 - 2 6a: 6a wins on board 1 (equal board points)]"),
        "{text}"
    );
    assert!(
        text.contains("board 4: Derya - Nils + Ole (colours opposite board 1)"),
        "{text}"
    );
    let csv = std::fs::read_to_string(dir.join("pairings.csv")).unwrap();
    assert!(
        csv.starts_with("round,number,kind,entrants,seating,result\n1,1,match,7b; 6a,"),
        "{csv}"
    );
    // --format json gives one document with the round and the standings.
    let json = hotstone(&["--format", "json"], &file);
    let doc: serde_json::Value = serde_json::from_slice(&json.stdout).unwrap();
    assert_eq!(doc["system"], "school-team");
    assert_eq!(doc["round"]["number"], 1);
    assert_eq!(doc["standings"]["criteria"][0], "knockout");
    let undone = hotstone(&["--undo"], &file);
    assert_eq!(undone.status.code(), Some(0));
    let back: serde_json::Value = serde_json::from_slice(&std::fs::read(&file).unwrap()).unwrap();
    let original: serde_json::Value = serde_json::from_slice(&pristine).unwrap();
    assert_eq!(back["rounds"], original["rounds"]);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn bad_input_exits_2_with_one_line_and_writes_nothing() {
    let (dir, file) = scratch("bad", "four-tables-10.json");
    let before = std::fs::read(&file).unwrap();
    // A result for a table that does not exist in round 1.
    assert_refused(
        &hotstone(&["--record", "Anna=3,Ben=2,Clara=1"], &file),
        "round 1 has no pairing or table of Anna, Ben, Clara",
    );
    // One good result then a bad one: nothing is written.
    assert_refused(
        &hotstone(
            &[
                "--record",
                "David=41,Clara=37,Anna=37,Felix=22",
                "--record",
                "Ida=x",
            ],
            &file,
        ),
        "not a whole number",
    );
    assert_refused(
        &hotstone(&["--record", "Zed=3,Ida=2,Ben=1"], &file),
        "'Zed' is not in this tournament",
    );
    assert_eq!(std::fs::read(&file).unwrap(), before);

    let write = |name: &str, text: &str| {
        let path = dir.join(name);
        std::fs::write(&path, text).unwrap();
        path
    };
    let dup = write(
        "dup.json",
        r#"{"system": "four-tables", "players": ["A", "B", "A", "C"]}"#,
    );
    assert_refused(&hotstone(&[], &dup), "the name 'A' is given twice");
    let five = write(
        "five.json",
        r#"{"system": "four-tables", "players": ["A", "B", "C", "D", "E"]}"#,
    );
    assert_refused(&hotstone(&[], &five), "5 entrants cannot be seated");
    let broken = write("broken.json", r#"{"system": "four-tables", "players": ["#);
    assert_refused(&hotstone(&[], &broken), "not a tournament file");
    let missing = dir.join("missing.json");
    assert_refused(&hotstone(&[], &missing), "no such file");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn an_output_that_cannot_be_written_leaves_the_tournament_file_as_it_was() {
    // The help's promise: if any output is refused, nothing is written. Each CSV path
    // in a directory that does not exist, after a result that would be accepted.
    let (dir, file) = scratch("unwritable", "sst-round-robin.json");
    let before = std::fs::read(&file).unwrap();
    let run = |args: &[&str]| hotstone(args, &file);
    let missing = dir.join("no-such-dir").join("x.csv");
    let missing = missing.to_str().unwrap();
    for option in ["--pairings-csv", "--standings-csv"] {
        let out = run(&["--record", "Ing>Lee", option, missing]);
        assert_refused(&out, "cannot write");
        assert_eq!(std::fs::read(&file).unwrap(), before, "{option}");
    }
    // The same result is then accepted, and the CSVs are written with the file; no
    // temporary file is left beside them.
    let pairings = dir.join("pairings.csv");
    let out = run(&[
        "--record",
        "Ing>Lee",
        "--pairings-csv",
        pairings.to_str().unwrap(),
    ]);
    assert!(out.status.success(), "{out:?}");
    assert_ne!(std::fs::read(&file).unwrap(), before);
    assert!(pairings.exists());
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    assert_eq!(names, ["pairings.csv", "sst-round-robin.json"]);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_bad_result_option_is_named_as_the_option_not_the_file() {
    let (dir, file) = scratch("bad-option", "sst-round-robin.json");
    let out = hotstone(&["--record", "Ing-Lee"], &file);
    assert_refused(&out, "--record Ing-Lee");
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(!err.contains("not a tournament file"), "{err}");
    assert!(
        err.contains("WINNER>LOSER") && err.contains("JSON"),
        "{err}"
    );

    let write = |name: &str, text: &str| {
        let path = dir.join(name);
        std::fs::write(&path, text).unwrap();
        path
    };
    let five = write(
        "five.json",
        r#"{"system": "four-tables", "players": ["A", "B", "C", "D", "E"]}"#,
    );
    assert_refused(
        &hotstone(&[], &five),
        "5 entrants cannot be seated: no mix of tables of four and of three seats 5 \
         (never fewer than three at a table, X-8)",
    );
    let one = write("one.json", r#"{"system": "four-tables", "players": ["A"]}"#);
    assert_refused(&hotstone(&[], &one), "1 entrant cannot be seated");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn x1_e5_short_forms_of_a_draw_a_void_game_a_double_loss_and_a_withdrawal() {
    let (dir, file) = scratch("results", "sst-round-robin.json");
    let pristine = std::fs::read_to_string(&file).unwrap();
    // Round 4: Ing - Lee, Meyer - Kato (Novak a bye).
    let out = hotstone(&["--record", "Ing=Lee", "--record", "Meyer~Kato"], &file);
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    // Round 4 is complete: round 5 is paired.
    assert!(stdout(&out).contains("Round 5: 2 results to enter"));
    let saved = std::fs::read_to_string(&file).unwrap();
    assert!(saved.contains(r#""draw": ["#) && saved.contains(r#""void": ["#));
    // Round 5 is paired; Kato withdraws and the double loss is entered as a result.
    let out = hotstone(&["--withdraw", "Kato"], &file);
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    let text = stdout(&out);
    assert!(text.contains("Kato withdrew in round 4"), "{text}");
    // Kato's game of round 5 is a forfeit by withdrawal, not a result played (001).
    assert!(
        text.contains("Ing - Kato  [Ing wins by forfeit: Kato withdrew, not played (001)]"),
        "{text}"
    );
    assert!(!text.contains("Ing beat Kato"), "{text}");
    assert!(
        text.contains("Kato (withdrew in round 4)"),
        "the standings mark who withdrew: {text}"
    );
    let json = hotstone(&["--format", "json"], &file);
    let doc: serde_json::Value = serde_json::from_slice(&json.stdout).unwrap();
    assert_eq!(doc["withdrawn"]["Kato"], 4);
    assert_eq!(doc["round"]["number"], 5);
    // The JSON lists who forfeited each result beside it (empty for a game to play).
    let pairings = doc["round"]["pairings"].as_array().unwrap();
    let kato = pairings
        .iter()
        .position(|p| p.to_string().contains("Kato"))
        .unwrap();
    assert_eq!(
        doc["round"]["forfeited_by"][kato],
        serde_json::json!(["Kato"])
    );
    assert_eq!(doc["round"]["results"][kato]["winner"], "Ing");
    // The CSV's result column says the same.
    let csv = dir.join("pairings.csv");
    let out = hotstone(&["--pairings-csv", csv.to_str().unwrap()], &file);
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    let rows = std::fs::read_to_string(&csv).unwrap();
    assert!(
        rows.contains("Ing wins by forfeit: Kato withdrew, not played (001)"),
        "{rows}"
    );
    std::fs::remove_file(&csv).unwrap();
    // A forfeit has no entered result to correct: refused with the reason, file kept.
    let kept = std::fs::read_to_string(&file).unwrap();
    assert_refused(
        &hotstone(&["--correct", "Kato>Ing", "--round", "5"], &file),
        "round 5: Ing - Kato was not played but forfeited by the withdrawal of Kato",
    );
    assert_eq!(std::fs::read_to_string(&file).unwrap(), kept);
    // Undo takes back the withdrawal, then the two results: the file is as it was.
    for _ in 0..3 {
        assert_eq!(hotstone(&["--undo"], &file).status.code(), Some(0));
    }
    let back: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&file).unwrap()).unwrap();
    let original: serde_json::Value = serde_json::from_str(&pristine).unwrap();
    assert_eq!(back, original);
    let out = hotstone(&["--record", "Ing<>Lee"], &file);
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    let text = stdout(&out);
    assert!(text.contains("[Ing and Lee both lost]"), "{text}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn e5_a_knockout_refuses_a_draw_naming_the_seed_rule() {
    let dir = std::env::temp_dir().join(format!("hotstone-tournament-ko-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("ko.json");
    let text = r#"{"system": "single-elimination", "players": ["a", "b", "c", "d"]}"#;
    std::fs::write(&file, text).unwrap();
    assert_refused(
        &hotstone(&["--record", "a=d"], &file),
        "a knockout has no draws (003 a 6",
    );
    assert_refused(&hotstone(&["--record", "b~c"], &file), "replayed (003 g");
    assert_eq!(std::fs::read_to_string(&file).unwrap(), text);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn x8_a_withdrawal_during_a_round_that_leaves_a_count_nobody_can_seat_is_refused_at_once() {
    let dir = std::env::temp_dir().join(format!("hotstone-tournament-x8-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("six.json");
    let text = r#"{"system": "four-tables", "players": ["A", "B", "C", "D", "E", "F"]}"#;
    std::fs::write(&file, text).unwrap();
    // Two tables of three; enter the first, then withdraw a player of the second.
    let json = hotstone(&["--format", "json"], &file);
    let doc: serde_json::Value = serde_json::from_slice(&json.stdout).unwrap();
    let seat = |t: usize| -> Vec<String> {
        doc["round"]["pairings"][t]["players"]
            .as_array()
            .unwrap()
            .iter()
            .map(|n| n.as_str().unwrap().to_string())
            .collect()
    };
    let (first, second) = (seat(0), seat(1));
    let scores = format!("{}=10,{}=9,{}=8", first[0], first[1], first[2]);
    assert_eq!(
        hotstone(&["--record", &scores], &file).status.code(),
        Some(0)
    );
    let kept = std::fs::read_to_string(&file).unwrap();
    assert_refused(
        &hotstone(&["--withdraw", &second[0]], &file),
        &format!(
            "withdrawing '{}' would leave 5 players for round 2, and four-player tables \
             cannot seat 5 (002, X-8",
            second[0]
        ),
    );
    assert_eq!(std::fs::read_to_string(&file).unwrap(), kept);
    // The round can still be completed.
    let scores = format!("{}=10,{}=9,{}=8", second[0], second[1], second[2]);
    let out = hotstone(&["--record", &scores], &file);
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    assert!(
        stdout(&out).contains("Round 2: 2 results to enter"),
        "{}",
        stdout(&out)
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn x1_001_a_knockout_is_placed_by_primary_then_secondary_points() {
    let dir = std::env::temp_dir().join(format!("hotstone-tournament-ko6-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("ko.json");
    let text =
        r#"{"system": "single-elimination", "players": ["s1", "s2", "s3", "s4", "s5", "s6"]}"#;
    std::fs::write(&file, text).unwrap();
    let out = hotstone(
        &[
            "--record", "s6>s3", "--record", "s4>s5", "--record", "s4>s1", "--record", "s2>s6",
            "--record", "s4>s2",
        ],
        &file,
    );
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    let text = stdout(&out);
    let rows: Vec<&str> = text
        .lines()
        .skip_while(|l| !l.starts_with("place"))
        .collect();
    assert!(
        rows[0].starts_with("place  name  wins  A1  A2  B1  B2"),
        "{text}"
    );
    let names: Vec<&str> = rows[1..]
        .iter()
        .map(|l| l.split_whitespace().nth(1).unwrap())
        .collect();
    // s1 (a bye, then lost to the winner) is above s6 (won round 1, lost to the finalist).
    assert_eq!(names, ["s4", "s2", "s1", "s6", "s5", "s3"], "{text}");
    assert!(rows[4].contains("behind s1 on A2: 2 to 3"), "{text}");
    let _ = std::fs::remove_dir_all(&dir);
}
