//! The built-in lessons: each reads in every language and keeps its verdicts (K-2, K-4).

use hotstone_i18n::Lang;
use hotstone_lessons::{all, find, parse, Lesson, BUILT_IN};
use hotstone_rules::{BoardSize, Game, Move, Played, Point, Preset, Refusal};

fn game(id: &str, preset: Preset) -> Game {
    find(id).unwrap().game(preset)
}

fn play(g: &mut Game, m: &str) -> Result<Played, Refusal> {
    g.play(g.to_move(), Move::parse(m).unwrap())
}

#[test]
fn every_lesson_file_reads_in_every_language() {
    for text in BUILT_IN {
        let l = parse(text).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(l.size(), BoardSize::SEVEN, "{}", l.id);
        for lang in Lang::ALL {
            assert!(l.has(lang), "{} in {lang:?}", l.id);
        }
    }
    assert_eq!(all().len(), BUILT_IN.len());
}

#[test]
fn the_table_built_at_build_time_is_what_parse_reads() {
    let read: Vec<Lesson> = BUILT_IN.iter().map(|t| parse(t).unwrap()).collect();
    assert_eq!(all(), read);
}

#[test]
fn the_padded_cases_keep_their_verdicts() {
    let mut g = game("basic-ko", Preset::Ing);
    assert!(play(&mut g, "C3").unwrap().hot.is_some());
    assert_eq!(play(&mut g, "B3").unwrap_err().code(), "hot-stone");

    let mut g = game("triple-ko", Preset::Ing);
    let hot = play(&mut g, "D5").unwrap().hot.unwrap();
    assert_eq!(
        hot.points(),
        [Point::parse("D1").unwrap(), Point::parse("D5").unwrap()]
    );
    assert_eq!(play(&mut g, "C5").unwrap_err().code(), "hot-stone");
    assert_eq!(play(&mut g, "C1").unwrap_err().code(), "hot-stone");

    let mut g = game("triple-ko", Preset::Japanese);
    for m in ["D5", "C1", "D3", "C5", "D1"] {
        assert!(play(&mut g, m).unwrap().cycle.is_none());
    }
    assert_eq!(play(&mut g, "C3").unwrap().cycle.unwrap().length(), 6);

    let mut g = game("double-ko-seki", Preset::Ing);
    for m in ["E1", "A5", "pass", "E2", "A4"] {
        play(&mut g, m).unwrap();
    }
    let ban = play(&mut g, "pass").unwrap().ban.unwrap();
    assert_eq!(ban.point.to_string(), "E1");
    assert_eq!(play(&mut g, "E1").unwrap_err().code(), "disturber");
}

#[test]
fn the_example_in_docs_lessons_md_reads_and_shows_the_hot_stones() {
    let doc = include_str!("../../../docs/lessons.md");
    // The older format's example: the block that starts with its comment line.
    let example = doc
        .split("```text\n")
        .find(|b| b.starts_with("# The seed's triple ko"))
        .and_then(|b| b.split("```").next())
        .unwrap();
    let lesson = parse(example).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(lesson.title(Lang::Ja), "Triple ko");
    let mut g = lesson.game(lesson.rules);
    assert_eq!(play(&mut g, "D5").unwrap().captured.len(), 1);
    assert_eq!(play(&mut g, "C5").unwrap_err().code(), "hot-stone");
}
