//! Any SGF read as a lesson: the reader, `check` and the judge answer with a value and
//! never panic. Every record of the repository's tests (tests/**/*.sgf: games, variations,
//! handicaps, ko cycles, broken files) is read as a lesson (with `PL[B]` where it has no
//! `PL`); those that read are checked
//! and walked through: each step's shown answer, a pass, every point of the board, a
//! value, hint, next and previous.

use hotstone_lessons::{check, Answer, Attempt, LessonTree, Shown};
use hotstone_rules::Move;

fn sgf_files(dir: &std::path::Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            sgf_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "sgf") {
            out.push(path);
        }
    }
}

#[test]
fn every_record_of_the_tests_read_as_a_lesson_answers_without_a_panic() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests");
    let mut files = Vec::new();
    sgf_files(&root, &mut files);
    assert!(files.len() > 50, "{} files", files.len());
    let mut read = 0;
    for path in files {
        let Ok(text) = std::fs::read_to_string(&path) else {
            continue;
        };
        // A record without PL is read as a lesson with Black to move at its root.
        let lesson = LessonTree::read("x", &text)
            .or_else(|_| LessonTree::read("x", &text.replacen("(;", "(;PL[B]", 1)));
        let Ok(lesson) = lesson else {
            continue;
        };
        read += 1;
        let _ = check(&lesson);
        let mut a = Attempt::new(&lesson);
        for _ in 0..lesson.steps().min(30) {
            let size = a.game().size();
            for mv in size.points().map(Move::Play).chain([Move::Pass]) {
                let _ = a.clone().play(&lesson, mv);
            }
            let _ = a.clone().answer(&lesson, Answer::Number { half: 1 });
            let _ = a.hint(&lesson);
            if let Shown::Moves(m) = a.shown(&lesson) {
                let _ = a.play(&lesson, m[0]);
                let _ = a.reply(&lesson);
            }
            if !a.next(&lesson) {
                break;
            }
        }
        while a.previous(&lesson) {}
        assert_eq!(a.step(&lesson), 0, "{}", path.display());
    }
    assert!(read > 50, "{read} records read as a lesson");
}

#[test]
fn arbitrary_text_reads_or_fails_without_a_panic() {
    for text in [
        "",
        "(",
        "(;",
        "(;PL[B]",
        "(;SZ[1]PL[B])",
        "(;SZ[5]PL[B]GOAL[capture:0])",
        "(;SZ[5]PL[W]GOAL[handicap:99])",
        "(;SZ[5]PL[B]AB[aa:ee])",
        "(;SZ[5]PL[B];W[aa];W[aa])",
    ] {
        if let Ok(l) = LessonTree::read("x", text) {
            let _ = check(&l);
            let mut a = Attempt::new(&l);
            let _ = a.play(&l, Move::Pass);
        }
    }
}
