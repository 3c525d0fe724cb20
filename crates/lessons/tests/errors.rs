//! Every error `parse` can report, each on a concrete text, with the line it names.

use hotstone_lessons::{parse, Reason};

const GOOD: &str = "\
# a comment
id = tiny
rules = ing
to-move = black
title.en = Tiny
about.en = A small board.
rows =
.X.
X.O
.O.
";

/// The reason and line for `text`, which must not read.
fn error(text: &str) -> (usize, Reason) {
    let e = parse(text).expect_err("this text must not read");
    (e.line, e.reason)
}

fn replace(from: &str, to: &str) -> String {
    assert!(GOOD.contains(from), "{from}");
    GOOD.replacen(from, to, 1)
}

#[test]
fn a_good_text_reads() {
    let l = parse(GOOD).unwrap();
    assert_eq!(l.id, "tiny");
    assert_eq!(l.size().get(), 3);
    assert_eq!(l.board.rows(), [".X.", "X.O", ".O."]);
    // One language given: every language shows it.
    assert_eq!(l.title(hotstone_i18n::Lang::Ja), "Tiny");
    assert!(!l.has(hotstone_i18n::Lang::De));
}

#[test]
fn not_key_value() {
    assert_eq!(
        error(&replace("rules = ing", "rules ing")),
        (3, Reason::NotKeyValue)
    );
}

#[test]
fn unknown_key() {
    let e = error(&replace("rules = ing", "komi = 8"));
    assert_eq!(e, (3, Reason::UnknownKey("komi".into())));
    let e = error(&replace("title.en", "titel.en"));
    assert_eq!(e, (5, Reason::UnknownKey("titel.en".into())));
}

#[test]
fn unknown_language() {
    let e = error(&replace("title.en", "title.fr"));
    assert_eq!(e, (5, Reason::UnknownLanguage("title.fr".into())));
}

#[test]
fn repeated_key() {
    let e = error(&replace(
        "about.en = A small board.",
        "about.en = A\nabout.en = B",
    ));
    assert_eq!(e, (7, Reason::Repeated("about.en".into())));
}

#[test]
fn empty_value() {
    assert_eq!(
        error(&replace("id = tiny", "id =")),
        (2, Reason::EmptyValue("id".into()))
    );
}

#[test]
fn bad_id() {
    assert_eq!(
        error(&replace("id = tiny", "id = tiny lesson")),
        (2, Reason::BadId("tiny lesson".into()))
    );
}

#[test]
fn unknown_rules() {
    let e = error(&replace("rules = ing", "rules = korean"));
    assert_eq!(e, (3, Reason::UnknownRules("korean".into())));
    assert!(e.1.to_string().contains("japanese"), "{}", e.1);
}

#[test]
fn not_a_color() {
    let e = error(&replace("to-move = black", "to-move = red"));
    assert_eq!(e, (4, Reason::NotAColor("red".into())));
}

#[test]
fn missing_keys_name_the_last_line() {
    assert_eq!(
        error(&replace("id = tiny\n", "")),
        (9, Reason::Missing("id"))
    );
    assert_eq!(
        error(&replace("rules = ing\n", "")),
        (9, Reason::Missing("rules"))
    );
    assert_eq!(
        error(&replace("to-move = black\n", "")),
        (9, Reason::Missing("to-move"))
    );
    assert_eq!(
        error(&replace("title.en = Tiny\n", "")),
        (9, Reason::Missing("title"))
    );
    assert_eq!(
        error(&replace("about.en = A small board.\n", "")),
        (9, Reason::Missing("about"))
    );
    assert_eq!(
        error(&replace("rows =\n.X.\nX.O\n.O.\n", "")),
        (6, Reason::Missing("rows"))
    );
    assert_eq!(error(""), (1, Reason::Missing("rows")));
}

#[test]
fn not_a_point() {
    assert_eq!(error(&replace("X.O", "X.Z")), (9, Reason::NotAPoint('Z')));
}

#[test]
fn row_length() {
    let e = error(&replace("X.O", "X.O."));
    assert_eq!(
        e,
        (
            9,
            Reason::RowLength {
                expected: 3,
                found: 4
            }
        )
    );
}

#[test]
fn board_size() {
    assert_eq!(
        error(&replace(".X.\nX.O\n.O.\n", "")),
        (7, Reason::BoardSize(0))
    );
    assert_eq!(
        error(&replace(".X.\nX.O\n.O.\n", "X\n")),
        (7, Reason::BoardSize(1))
    );
    let rows = format!("{}\n", ".".repeat(26)).repeat(26);
    let big = replace(".X.\nX.O\n.O.\n", &rows);
    assert_eq!(error(&big), (7, Reason::BoardSize(26)));
}

#[test]
fn no_liberties() {
    let e = error(&replace(".X.\nX.O\n.O.", "XO.\nO..\n..."));
    assert_eq!(e, (7, Reason::NoLiberties(vec!["A3".into()])));
}

#[test]
fn any_bytes_read_or_fail_without_a_panic() {
    for text in [
        "=",
        "rows",
        "rows=\n\u{0}",
        "id=\u{1F600}",
        "\n\n\nrows =\nX",
        "title.=x",
    ] {
        let _ = parse(text);
    }
}
