use super::*;

#[test]
fn a_download_is_named_by_size_rules_and_players_in_any_script() {
    let settings = Settings {
        black: "Jürgen Müller".into(),
        white: "加藤 正夫".into(),
        ..Settings::default()
    };
    let name = file_name(&settings);
    assert!(name.ends_with("-JürgenMüller-加藤正夫.sgf"), "{name}");
    let settings = Settings {
        black: "O'Brien/../x".into(),
        white: " ".into(),
        ..Settings::default()
    };
    assert!(file_name(&settings).ends_with("-OBrienx.sgf"));
}
use crate::state::lessons;
use crate::state::{Action, Prefs, State};
use hotstone_rules::Color;
use hotstone_rules::{BoardSize, Point, Preset};

fn pt(n: &str) -> Point {
    Point::parse(n).unwrap()
}

fn played(settings: Settings, moves: &[&str]) -> State {
    let mut s = State::new(settings, Prefs::default());
    for m in moves {
        if *m == "pass" {
            s.apply(Action::Passed);
        } else {
            s.apply(Action::ClickedPoint(pt(m)));
        }
    }
    s
}

/// E-7, T-1: a timed game's download has its clock (TM, OT) and each move's time
/// left after it (BL, WL); an untimed one none of them.
#[test]
fn e7_a_timed_game_records_its_clock_and_each_moves_time_left() {
    use crate::state::clock::{ClockKind, ClockSetting};
    use hotstone_rules::Tenths;
    let mut settings = Settings::even(BoardSize::NINE, Preset::Japanese);
    settings.clock = ClockSetting::new(ClockKind::ByoYomi, 1);
    let mut s = State::new(settings, Prefs::default());
    s.apply(Action::ClockTicked(Tenths::seconds(12)));
    s.apply(Action::ClickedPoint(pt("E5")));
    s.apply(Action::ClockTicked(Tenths::new(35)));
    s.apply(Action::ClickedPoint(pt("C3")));
    s.apply(Action::ClockTicked(Tenths::seconds(50)));
    s.apply(Action::Passed);
    let text = s.sgf();
    assert!(text.contains("TM[60]OT[5x30 byo-yomi]"), "{text}");
    // Black: 60 s - 12 s of main time, with five periods of 30 s after it; then
    // White 60 s - 3.5 s; Black's pass took the rest of its main time and 2 s more,
    // a period's.
    assert!(text.contains(";B[ee]BL[198.0]"), "{text}");
    assert!(text.contains(";W[cg]WL[206.5]"), "{text}");
    assert!(text.contains(";B[]BL[150.0]"), "{text}");
    let untimed = played(
        Settings::even(BoardSize::NINE, Preset::Japanese),
        &["E5", "C3"],
    );
    let text = untimed.sgf();
    assert!(
        !text.contains("TM[") && !text.contains("BL[") && !text.contains("OT["),
        "{text}"
    );
    // The times are no obstacle to reading the record back.
    let timed = s.sgf();
    assert_eq!(load(timed.as_bytes()).unwrap().game.actions().len(), 3);
}

/// E-7: a resigned record opens resigned, as the npm package's `fromSgf` reads it
/// (one reader, `hotstone_sgf::end_as_recorded`), and its download says so again.
#[test]
fn e7_a_resigned_record_opens_resigned() {
    let loaded = load(b"(;GM[1]SZ[9]RE[W+Resign];B[ee];W[cc])").unwrap();
    assert_eq!(
        loaded.game.end(),
        Some(hotstone_rules::End::Resignation {
            loser: Color::Black
        })
    );
    let text = save(&loaded.settings, &loaded.game, Some(&loaded.kept), None);
    assert!(text.contains("RE[W+"), "{text}");
    // A count's result is the count's to say: the game is not ended by RE[B+3].
    let counted = load(b"(;GM[1]SZ[9]RE[B+3];B[ee];W[cc])").unwrap();
    assert_eq!(counted.game.end(), None);
}

#[test]
fn a_game_round_trips_through_sgf() {
    let mut settings = Settings::even(BoardSize::NINE, Preset::Ing);
    settings.black = "Aiko".into();
    let s = played(settings, &["E5", "D4", "pass", "C3"]);
    let text = s.sgf();
    assert!(text.contains("RU[GOE]"), "{text}");
    assert!(text.contains("PB[Aiko]"), "{text}");
    assert!(text.contains("KM[8]"), "{text}");
    let loaded = load(text.as_bytes()).unwrap();
    assert_eq!(loaded.settings.preset, Preset::Ing);
    assert_eq!(loaded.settings.black, "Aiko");
    assert_eq!(loaded.game.actions(), s.game.actions());
    assert_eq!(loaded.skipped, 0);
}

/// E-7: an opened record's own game information (full names, ranks, date, event,
/// round, place, time) is in its download; its RE only while the game is as read,
/// and a new game keeps none of it.
#[test]
fn e7_an_opened_record_keeps_its_game_information_in_the_download() {
    let black = "A name for Black that is longer than the forty characters of the dialog";
    let record = format!(
        "(;GM[1]FF[4]SZ[9]RU[Japanese]KM[6.5]PB[{black}]PW[Gennan Inseki]BR[4d]WR[8d]\
         DT[1846-09-11]EV[Ear-reddening game]RO[1]PC[Osaka]TM[3600]OT[none]RE[B+2]\
         ;B[ee];W[cc])"
    );
    let mut s = State::new(Settings::default(), Prefs::default());
    s.apply(Action::OpenedSgf(record.into_bytes()));
    assert_eq!(s.game.actions().len(), 2);
    let text = s.sgf();
    for kept in [
        format!("PB[{black}]"),
        "PW[Gennan Inseki]".to_string(),
        "BR[4d]".to_string(),
        "WR[8d]".to_string(),
        "DT[1846-09-11]".to_string(),
        "EV[Ear-reddening game]".to_string(),
        "RO[1]".to_string(),
        "PC[Osaka]".to_string(),
        "TM[3600]".to_string(),
        "OT[none]".to_string(),
        "RE[B+2]".to_string(),
        "KM[6.5]".to_string(),
        "RU[Japanese]".to_string(),
    ] {
        assert!(text.contains(&kept), "{kept} is lost: {text}");
    }
    s.apply(Action::ClickedPoint(pt("C3")));
    let text = s.sgf();
    assert!(
        !text.contains("RE["),
        "the recorded result is not this game's: {text}"
    );
    assert!(text.contains("EV[Ear-reddening game]"), "{text}");
    s.apply(Action::Undid);
    let text = s.sgf();
    assert!(text.contains("RE[B+2]"), "back as read: {text}");

    s.apply(Action::OpenedNewGame);
    s.apply(Action::StartedNewGame);
    s.apply(Action::ConfirmedDiscard);
    assert!(s.dialog.is_none());
    assert!(s.record.is_none());
    let text = s.sgf();
    assert!(!text.contains("EV["), "{text}");
}

#[test]
fn fixed_handicap_goes_into_the_root_and_comes_back() {
    let mut settings = Settings::even(BoardSize::NINE, Preset::Japanese);
    settings.handicap = 2;
    let s = played(settings, &["E5"]);
    let text = s.sgf();
    assert!(
        text.contains("HA[2]") && text.contains("AB[cg][gc]"),
        "{text}"
    );
    let loaded = load(text.as_bytes()).unwrap();
    assert_eq!(loaded.initial, 1);
    assert_eq!(loaded.game.board(), s.game.board());
    assert_eq!(loaded.game.to_move(), Color::Black);
}

/// H-1: the new game's settings take the handicap the record gives, not HA[100]
/// from a record that placed nothing.
#[test]
fn h1_the_settings_take_the_handicap_the_record_gives() {
    let loaded = load(b"(;SZ[9]RU[Japanese]HA[2]AB[cc][gg];W[ee])").unwrap();
    assert_eq!(loaded.settings.handicap, 2);
    let loaded = load(b"(;SZ[9]RU[Japanese]HA[100];B[ee])").unwrap();
    assert_eq!(loaded.settings.handicap, 0);
    assert_eq!(loaded.game.handicap(), None);
    assert!(
        loaded.settings.start().is_ok(),
        "a new game from these settings starts"
    );
}

#[test]
fn ing_handicap_moves_and_a_lesson_round_trip() {
    let mut settings = Settings::even(BoardSize::NINE, Preset::Ing);
    settings.handicap = 2;
    let s = played(settings, &["C3", "G7", "E5"]);
    let loaded = load(s.sgf().as_bytes()).unwrap();
    assert_eq!(loaded.settings.style, HandicapStyle::IngMoves);
    assert_eq!(loaded.game.actions(), s.game.actions());

    let lesson = lessons::find("triple-ko").unwrap();
    let s = played(Settings::lesson(&lesson, None), &["D5"]);
    let loaded = load(s.sgf().as_bytes()).unwrap();
    assert_eq!(loaded.game.board(), s.game.board());
    assert!(loaded.game.hot().is_some(), "the hot stones are back");
}

#[test]
fn what_the_cli_reads_the_board_reads() {
    let loaded = load(b"(;SZ[5]RU[Japanese];B[cc];W[cc];W[dd])").unwrap();
    assert_eq!(loaded.settings.size.get(), 5);
    assert_eq!(loaded.skipped, 1, "occupied: refused, and White plays on");
    let (_, refused) = load_refused(b"(;SZ[5]RU[Japanese];B[cc];W[cc];W[dd])").unwrap();
    let first = &refused[0];
    assert_eq!((first.number, first.color), (2, Color::White));
    assert_eq!(first.mv, Move::Play(pt("C3")));
    assert_eq!(
        (first.refusal.code(), first.refusal.requirement()),
        ("occupied", "M-1")
    );
    assert_eq!(loaded.game.actions().len(), 2);
    assert_eq!(
        load(b"(;SZ[9]RU[Klingon])").unwrap_err(),
        LoadError::UnknownRules("Klingon".into())
    );
    assert!(matches!(load(b"(;SZ[9]"), Err(LoadError::Unreadable(_))));
    assert_eq!(load(b"(;SZ[9])").unwrap().settings.preset, Preset::Japanese);
}
