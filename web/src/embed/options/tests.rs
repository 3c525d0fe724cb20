//! The embedded board's options on concrete attribute values (issue 16, P-3).

use super::*;
use crate::state::record::LoadError;

fn with(f: impl FnOnce(&mut Options)) -> Options {
    let mut o = Options::new();
    f(&mut o);
    o
}

fn problem(o: Options) -> Problem {
    o.start(None).expect_err("these options must not start")
}

#[test]
fn an_empty_options_start_a_beginners_9x9() {
    let s = with(|_| {}).start(None).unwrap();
    assert_eq!(s.state.size().get(), 9);
    assert_eq!(s.state.settings.preset, Preset::Simple);
    assert!(s.lesson.is_none());
}

#[test]
fn a_built_in_lesson_under_another_preset() {
    let s = with(|o| {
        o.lesson = Some("triple-ko".into());
        o.rules = Some("japanese".into());
    })
    .start(None)
    .unwrap();
    assert_eq!(s.state.settings.preset, Preset::Japanese);
    assert_eq!(s.lesson.unwrap().id, "triple-ko");
}

#[test]
fn a_lesson_from_the_page_wins_over_the_id() {
    let text = "id = x\nrules = ing\nto-move = white\ntitle.en = X\nabout.en = Y\nrows =\n..\n..";
    let s = with(|o| {
        o.lesson = Some("triple-ko".into());
        o.text = Some(text.into());
    })
    .start(None)
    .unwrap();
    assert_eq!(s.state.size().get(), 2);
    assert_eq!(s.state.game.to_move(), hotstone_rules::Color::White);
}

#[test]
fn an_sgf_at_a_move() {
    let s = with(|o| {
        o.sgf = Some("(;SZ[9];B[ee];W[cc];B[gg])".into());
        o.move_number = Some("1".into());
    })
    .start(None)
    .unwrap();
    assert_eq!(s.state.moves_played(), 1);
    assert_eq!(s.state.redoable(), 2);
}

#[test]
fn a_saved_record_wins_when_it_reads() {
    let o = with(|o| o.lesson = Some("basic-ko".into()));
    let s = o.start(Some("(;SZ[9];B[ee])")).unwrap();
    assert_eq!(s.state.size().get(), 9);
    let s = o.start(Some("not a record")).unwrap();
    assert_eq!(s.state.size().get(), 7);
}

#[test]
fn every_bad_input_names_its_problem() {
    assert_eq!(
        problem(with(|o| o.rules = Some("korean".into()))).code(),
        "rules"
    );
    assert_eq!(problem(with(|o| o.size = Some("30".into()))).code(), "size");
    assert_eq!(
        problem(with(|o| o.size = Some("big".into()))).code(),
        "size"
    );
    assert_eq!(
        problem(with(|o| o.komi = Some("lots".into()))).code(),
        "komi"
    );
    assert_eq!(
        problem(with(|o| o.handicap = Some("12".into()))).code(),
        "handicap"
    );
    assert_eq!(
        problem(with(|o| o.lesson = Some("nope".into()))).code(),
        "lesson"
    );
    assert_eq!(
        problem(with(|o| o.text = Some("id = x".into()))).code(),
        "lesson-text"
    );
    assert_eq!(
        problem(with(|o| o.sgf = Some("(;SZ[9];B[zz".into()))).code(),
        "sgf"
    );
    let unreachable = with(|o| {
        o.src = Some("missing.sgf".into());
        o.unreachable = Some("404".into());
    });
    assert_eq!(problem(unreachable).code(), "src");
    let far = with(|o| {
        o.sgf = Some("(;SZ[9];B[ee])".into());
        o.move_number = Some("5".into());
    });
    assert_eq!(problem(far).code(), "move");
    assert_eq!(
        problem(with(|o| o.panels = Some("ko,clock".into()))).code(),
        "panels"
    );
}

#[test]
fn every_problem_reads_in_three_distinct_languages() {
    use crate::i18n::{t, EmbedText, Text};
    let lesson = hotstone_lessons::parse("x").unwrap_err();
    let problems = [
        Problem::UnknownRules("korean".into()),
        Problem::Size("30".into()),
        Problem::Komi("lots".into()),
        Problem::Handicap("12".into()),
        Problem::UnknownLesson("nope".into()),
        Problem::Lesson(lesson),
        Problem::Sgf(LoadError::NoGame),
        Problem::Unreachable {
            url: "a.sgf".into(),
            detail: "404".into(),
        },
        Problem::Move("5".into()),
        Problem::Panel("clock".into()),
    ];
    for p in &problems {
        let texts = Lang::ALL.map(|l| t(l, Text::Embed(EmbedText::Problem(p))));
        assert!(texts.iter().all(|s| s.len() > 10), "{texts:?}");
        assert!(texts[0] != texts[1] && texts[1] != texts[2], "{texts:?}");
        assert!(!problem_detail(p).is_empty());
    }
}

/// The element's object: attribute names as keys, `null` for an absent attribute.
fn from_object(object: serde_json::Value) -> Options {
    serde_json::from_value(object).expect("the element's options read")
}

#[test]
fn attributes_set_options() {
    let o = from_object(serde_json::json!({
        "size": "13",
        "readonly": "",
        "coordinates": "off",
        "show-forbidden": "false",
        "persist": "",
        "move": "4",
        "lesson": null,
        "unknown": "left alone",
    }));
    assert_eq!(o.size.as_deref(), Some("13"));
    assert_eq!(o.move_number.as_deref(), Some("4"));
    assert!(o.readonly && !o.coordinates && !o.show_forbidden && !o.projector);
    assert_eq!((o.persist, o.lesson), (None, None));
    // `coordinates` is on when absent, as `null` or not named at all.
    assert!(from_object(serde_json::json!({ "coordinates": null })).coordinates);
    assert_eq!(from_object(serde_json::json!({})), Options::new());
    // A flag is on unless `false`, `off` or `0`.
    for (value, on) in [("", true), ("yes", true), (" off ", false), ("0", false)] {
        let o = from_object(serde_json::json!({ "projector": value }));
        assert_eq!(o.projector, on, "{value:?}");
    }
    // A value of another type than text is the glue's mistake, and said.
    let wrong = serde_json::from_value::<Options>(serde_json::json!({ "size": 13 }));
    assert!(wrong.unwrap_err().to_string().contains("text"));
}

/// The `?embed` address names the attributes as parameters: a flag alone is present, a
/// name given twice is its last value.
#[test]
fn parameters_set_options() {
    let o = Options::from_params(
        [
            ("embed", ""),
            ("lesson", "basic-ko"),
            ("show-forbidden", ""),
            ("size", "9"),
            ("size", "13"),
        ]
        .map(|(k, v)| (k.to_string(), v.to_string())),
    );
    assert_eq!(o.lesson.as_deref(), Some("basic-ko"));
    assert_eq!(o.size.as_deref(), Some("13"));
    assert!(o.show_forbidden && o.coordinates);
}

/// The page's lesson or record is given apart from the attributes and wins over them.
#[test]
fn the_pages_source_is_given_apart() {
    let mut o = from_object(serde_json::json!({ "lesson": "triple-ko", "text": "ignored" }));
    assert_eq!(o.text, None);
    let source: Source = serde_json::from_value(serde_json::json!({
        "text": "(;SZ[5];B[cc])", "src": "game.sgf", "unreachable": null,
    }))
    .unwrap();
    o.give(source);
    let s = o.start(None).unwrap();
    assert_eq!((s.state.size().get(), s.lesson.is_none()), (5, true));
}

#[test]
fn panels_default_to_the_lesson() {
    assert_eq!(with(|_| {}).panels().unwrap(), [Panel::Lesson]);
    let o = with(|o| o.panels = Some("status, fill-in marking".into()));
    assert_eq!(
        o.panels().unwrap(),
        [Panel::Status, Panel::FillIn, Panel::Marking]
    );
    // An attribute written over lines, or with tabs: white space separates too (P-3).
    let o = with(|o| o.panels = Some("\n  lesson\n  legend,\tstatus\r\n".into()));
    assert_eq!(
        o.panels().unwrap(),
        [Panel::Lesson, Panel::Legend, Panel::Status]
    );
    let o = with(|o| o.panels = Some("controls status".into()));
    assert_eq!(o.panels().unwrap(), [Panel::Controls, Panel::Status]);
    let o = with(|o| o.panels = Some("lesson\nclock".into()));
    assert_eq!(o.panels(), Err(Problem::Panel("clock".into())));
}

/// `rules` and `komi` beside a record win over its RU and KM, as the package's
/// `Game.fromSgf(text, { rules, komi })` (docs/js-api.md): the record's KM stays when
/// only the rules are given, the preset's komi when the record has none.
#[test]
fn rules_and_komi_beside_a_record_win_over_its_own() {
    let record = "(;SZ[9]RU[Japanese]KM[6.5];B[ee];W[cc])";
    let start = |rules: Option<&str>, komi: Option<&str>, sgf: &str| {
        let s = with(|o| {
            o.sgf = Some(sgf.into());
            o.rules = rules.map(Into::into);
            o.komi = komi.map(Into::into);
        })
        .start(None)
        .unwrap();
        let game = &s.state.game;
        (
            s.state.settings.preset,
            s.state.settings.komi,
            game.rules().ko,
            s.state.moves_played(),
        )
    };
    let half = |n| Komi::from_half_points(n);
    let (preset, komi, ko, moves) = start(None, None, record);
    assert_eq!(
        (preset, komi, ko, moves),
        (Preset::Japanese, half(13), hotstone_rules::KoRule::Basic, 2)
    );
    let (preset, komi, ko, moves) = start(Some("ing"), None, record);
    assert_eq!(
        (preset, komi, ko, moves),
        (Preset::Ing, half(13), hotstone_rules::KoRule::Ing, 2)
    );
    assert_eq!(start(Some("ing"), Some("8"), record).1, half(16));
    assert_eq!(start(None, Some("0"), record).1, half(0));
    // No KM: the preset's komi, the given preset's when one is given.
    assert_eq!(start(Some("chinese"), None, "(;SZ[9];B[ee])").1, half(15));
    // A record's unknown RU is no problem when the rules are given.
    assert_eq!(
        start(Some("aga"), None, "(;SZ[9]RU[Moon];B[ee])").0,
        Preset::Aga
    );
    assert_eq!(
        problem(with(|o| {
            o.sgf = Some(record.into());
            o.komi = Some("lots".into());
        })),
        Problem::Komi("lots".into())
    );
}

/// C-3: `handicap` without `komi` takes the preset's komi for handicap games; a given
/// `komi` stands.
#[test]
fn c3_a_handicap_without_komi_has_no_even_game_komi() {
    let komi = |handicap: &str, komi: Option<&str>| {
        with(|o| {
            o.rules = Some("ing".into());
            o.handicap = Some(handicap.into());
            o.komi = komi.map(Into::into);
        })
        .start(None)
        .unwrap()
        .state
        .settings
        .komi
        .half_points()
    };
    assert_eq!(komi("0", None), 16);
    assert_eq!(komi("3", None), 0);
    assert_eq!(komi("3", Some("5")), 10);
}

/// A record's moves the rules refuse are skipped, and counted for the console (P-3).
#[test]
fn a_records_refused_moves_are_counted() {
    let o = with(|o| o.sgf = Some("(;SZ[9];B[ee];B[ff];W[ee];W[cc])".into()));
    let start = o.start(None).unwrap();
    assert_eq!((start.state.moves_played(), start.skipped), (2, 2));
    let o = with(|o| o.sgf = Some("(;SZ[9];B[ee];W[cc])".into()));
    assert_eq!(o.start(None).unwrap().skipped, 0);
}
