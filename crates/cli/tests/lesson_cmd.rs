//! `hotstone lesson check` and `hotstone lesson convert` (issue 36, L-2): an author's
//! lesson written from docs/lessons.md is accepted, a broken one refused with each fault
//! named by its node, its move and its place in the file, and an older lesson converts to
//! an SGF lesson that checks.

use std::process::{Command, Output};

fn hotstone(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_hotstone"))
        .args(args)
        .current_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/../.."))
        .output()
        .unwrap()
}

fn stdout(o: &Output) -> String {
    String::from_utf8(o.stdout.clone()).unwrap()
}

#[test]
fn l2_check_accepts_an_authors_lesson_and_every_built_in_one() {
    let o = hotstone(&["lesson", "check", "tests/lessons/author.sgf"]);
    assert_eq!(o.status.code(), Some(0), "{}", stdout(&o));
    assert_eq!(
        stdout(&o),
        "tests/lessons/author.sgf: a sound lesson: 3 steps, 6 nodes\n"
    );
    let o = hotstone(&[
        "lesson",
        "check",
        "crates/lessons/course/ing-ko/disturbing-ko.sgf",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stdout(&o));
}

#[test]
fn l2_check_names_each_fault_of_a_broken_lesson_with_its_node_and_exits_1() {
    let o = hotstone(&["lesson", "check", "tests/lessons/broken.sgf"]);
    assert_eq!(o.status.code(), Some(1));
    let out = stdout(&o);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 4, "{out}");
    assert_eq!(
        lines[0],
        "tests/lessons/broken.sgf:3:3: node 1 (move 1, B C3): ANSWER lists A5 as forbidden; the rules forbid B3"
    );
    // K-2: a lesson may not teach the immediate retake of a hot stone.
    assert!(lines[1].starts_with("tests/lessons/broken.sgf:4:4: node 2 (move 2, W B3): the rules refuse this move: fighting ko"), "{}", lines[1]);
    assert!(
        lines[2].contains("node 1 (child 2 at node 0) (move 1, B D2): a wrong answer"),
        "{}",
        lines[2]
    );
    assert_eq!(lines[3], "tests/lessons/broken.sgf: 3 faults");
}

#[test]
fn check_refuses_what_does_not_read_and_exit_2_is_for_a_file_that_cannot_be_read() {
    let o = hotstone(&["lesson", "check", "crates/lessons/lessons/ko-rule.txt"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stdout(&o).contains("root node: not SGF"), "{}", stdout(&o));
    assert!(
        stdout(&o).contains("hotstone lesson convert"),
        "{}",
        stdout(&o)
    );
    let o = hotstone(&["lesson", "check", "tests/lessons/no-such-lesson.sgf"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&o.stderr).contains("no such file"));
}

#[test]
fn convert_writes_an_older_lesson_as_sgf_that_checks() {
    let o = hotstone(&["lesson", "convert", "crates/lessons/lessons/triple-ko.txt"]);
    assert_eq!(o.status.code(), Some(0));
    let sgf = stdout(&o);
    assert!(
        sgf.starts_with("(;GM[1]FF[4]CA[UTF-8]SZ[7]RU[GOE]PL[B]AB["),
        "{sgf}"
    );
    assert!(sgf.contains("GNDE[Dreifaches Ko]"), "{sgf}");
    let lesson = hotstone_lessons::LessonTree::read("triple-ko", &sgf).unwrap();
    assert!(hotstone_lessons::check(&lesson).is_empty());
    let o = hotstone(&["lesson", "convert", "tests/lessons/author.sgf"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&o.stderr).contains("lesson line 1"),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
}
