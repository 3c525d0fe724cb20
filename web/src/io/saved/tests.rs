use super::*;
use crate::io::UrlParams;
use crate::state::{Action, State};

#[test]
fn a_game_survives_the_round_trip() {
    let mut settings = Settings::even(BoardSize::NINE, Preset::Ing);
    settings.black = "Anna".into();
    settings.handicap = 2;
    settings.style = HandicapStyle::Fixed;
    let mut state = State::new(settings, Prefs::default());
    for name in ["E5", "D4", "E3"] {
        state.apply(Action::ClickedPoint(Point::parse(name).unwrap()));
    }
    state.apply(Action::Passed);
    state.apply(Action::Resigned);
    let text = game_text(&state.settings, &state.game, state.initial);
    let SavedGame {
        settings,
        game,
        initial,
        ..
    } = read_game(&text).expect("reads back");
    assert_eq!(settings, state.settings);
    assert_eq!(initial, 1);
    assert_eq!(game.actions(), state.game.actions());
    assert_eq!(game.board(), state.game.board());
    assert_eq!(game.end(), state.game.end());
}

/// T-3: byo-yomi's chosen periods survive a reload; a game saved before they could
/// be chosen has the usual 5 × 30 seconds.
#[test]
fn t3_the_clocks_periods_survive_the_round_trip() {
    let mut settings = Settings::even(BoardSize::NINE, Preset::Japanese);
    settings.clock = ClockSetting {
        periods: 3,
        seconds: 60,
        ..ClockSetting::new(ClockKind::ByoYomi, 20)
    };
    let game = settings.start().unwrap();
    let text = game_text(&settings, &game, 0);
    assert!(text.contains("\nclock byo-yomi 20 3 60\n"), "{text}");
    assert_eq!(read_game(&text).expect("reads back").settings, settings);
    let old = text.replace("clock byo-yomi 20 3 60", "clock byo-yomi 20");
    let clock = read_game(&old).expect("reads back").settings.clock;
    assert_eq!((clock.minutes, clock.periods, clock.seconds), (20, 5, 30));
}

/// Nothing lost on reload: the turns a save from before the document had taken back
/// stay for Redo (the document's line Redo follows, `State::restored`).
#[test]
fn the_redo_line_of_an_older_save_survives() {
    let settings = Settings::even(BoardSize::NINE, Preset::Japanese);
    let mut state = State::new(settings, Prefs::default());
    for name in ["E5", "D4", "E3"] {
        state.apply(Action::ClickedPoint(Point::parse(name).unwrap()));
    }
    state.apply(Action::Undid);
    state.apply(Action::Undid);
    let text = game_text(&state.settings, &state.game, state.initial);
    assert!(text.ends_with("\nmove B E5"), "{text}");
    let text = format!("{text}\nredo move W D4\nredo move B E3");
    let saved = read_game(&text).expect("reads back");
    let back = State::restored(
        saved.settings.clone(),
        saved.game.clone(),
        saved.initial,
        Prefs::default(),
    );
    assert_eq!(back.redoable(), 2);
    assert_eq!(
        (saved.game.actions().len(), saved.redoable, saved.lost),
        (1, 2, 0)
    );
    let mut game = saved.game;
    game.redo_turn();
    game.redo_turn();
    assert_eq!(game.actions().len(), 3);
    assert_eq!(
        game.board().get(Point::parse("D4").unwrap()),
        Some(Color::White)
    );
    assert_eq!(
        game.board().get(Point::parse("E3").unwrap()),
        Some(Color::Black)
    );
    // A redo line that no longer replays is dropped from there; the game stays.
    let bad = text.replace("redo move W D4", "redo move W E5");
    let saved = read_game(&bad).expect("reads back");
    assert_eq!(
        (saved.game.actions().len(), saved.redoable, saved.lost),
        (1, 0, 0)
    );
}

#[test]
fn the_computer_opponent_survives_the_round_trip() {
    let mut settings = Settings::even(BoardSize::SEVEN, Preset::Simple);
    settings.computer = Some(crate::state::computer::Computer {
        level: hotstone_player::Level::new(2).unwrap(),
        color: Color::Black,
    });
    let game = settings.start().unwrap();
    let text = game_text(&settings, &game, 0);
    assert!(text.contains("\ncomputer 2 B\n"), "{text}");
    assert_eq!(read_game(&text).expect("reads back").settings, settings);
}

#[test]
fn t5_a_loss_on_time_survives_the_round_trip() {
    let settings = Settings::even(BoardSize::NINE, Preset::Ing);
    let mut game = settings.base_game().unwrap();
    game.play(Color::Black, Move::Play(Point::parse("E5").unwrap()))
        .unwrap();
    let loss = TimeLoss {
        loser: Color::White,
        reason: TimeReason::IngPenalty,
    };
    game.lose_on_time(loss).unwrap();
    let text = game_text(&settings, &game, 0);
    assert!(text.contains("time-loss W ing-sp-half"), "{text}");
    let back = read_game(&text).expect("reads back").game;
    assert_eq!(back.actions(), game.actions());
    assert_eq!(back.end(), game.end());
}

#[test]
fn a_lesson_game_round_trips() {
    let lesson = crate::state::lessons::find("triple-ko").unwrap();
    let settings = Settings::lesson(&lesson, Some(Preset::Japanese));
    let mut state = State::new(settings, Prefs::default());
    state.apply(Action::ClickedPoint(Point::parse("D5").unwrap()));
    let text = game_text(&state.settings, &state.game, state.initial);
    let SavedGame { settings, game, .. } = read_game(&text).unwrap();
    assert_eq!(settings.lesson.as_deref(), Some("triple-ko"));
    assert_eq!(settings.preset, Preset::Japanese);
    assert_eq!(game.board(), state.game.board());
}

#[test]
fn garbage_is_no_game() {
    assert!(read_game("").is_none());
    // A hand-edited save whose third move is now illegal keeps the first two.
    let text = "hotstone-game 1\nsize 9\npreset simple\ninitial 0\nmove B E5\nmove W C3\nmove B E5\nmove W D4";
    let saved = read_game(text).unwrap();
    assert_eq!((saved.game.actions().len(), saved.lost), (2, 2));
    assert!(read_game("hotstone-game 1\nsize 99").is_none());
    assert!(read_game("something else").is_none());
}

#[test]
fn prefs_round_trip_over_a_base() {
    let p = Prefs {
        lang: Lang::Ja,
        coordinates: false,
        numbers: crate::state::MoveNumbers::Last,
        projector: true,
        show_forbidden: Some(false),
        liberties: true,
        atari: false,
    };
    assert_eq!(read_prefs(&prefs_text(&p), Prefs::default()), p);
    assert_eq!(read_prefs("", p), p);
}

/// A query's pairs as written (these tests hold no escapes; the browser decodes them).
fn q(query: &str) -> Vec<(String, String)> {
    query
        .trim_start_matches('?')
        .split('&')
        .filter(|pair| !pair.is_empty())
        .map(|pair| {
            let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
            (key.to_string(), value.to_string())
        })
        .collect()
}

fn key_of(pair: &str) -> String {
    pair.split('=').next().unwrap_or("").to_string()
}

#[test]
fn url_parameters() {
    let p = UrlParams::parse(&q("?lesson=triple-ko&rules=japanese&projector&lang=de"));
    assert_eq!(p.lesson.as_deref(), Some("triple-ko"));
    assert_eq!(p.rules, Some(Preset::Japanese));
    assert_eq!(p.projector, Some(true));
    assert_eq!(p.lang, Some(Lang::De));
    assert_eq!(UrlParams::parse(&q("projector=0")).projector, Some(false));
    assert_eq!(UrlParams::parse(&q("")), UrlParams::default());
    assert_eq!(
        UrlParams::without_game("?lesson=triple-ko&projector=1&rules=ing", key_of),
        "?projector=1"
    );
    assert_eq!(UrlParams::without_game("?lesson=basic-ko", key_of), "");
    // Rules that name no preset are kept to be said, not dropped.
    let bad = UrlParams::parse(&q("?lesson=basic-ko&rules=bogus"));
    assert_eq!(bad.rules, None);
    assert_eq!(bad.unknown_rules.as_deref(), Some("bogus"));
    assert_eq!(p.unknown_rules, None);
}

#[test]
fn the_crash_test_parameter_says_where_the_fault_happens() {
    assert_eq!(UrlParams::crash_test(&q("?crash-test")), Some(""));
    assert_eq!(
        UrlParams::crash_test(&q("?lang=de&crash-test=tournament")),
        Some("tournament")
    );
    assert_eq!(UrlParams::crash_test(&q("?lang=de")), None);
    assert_eq!(UrlParams::crash_test(&q("?crash-tests")), None);
}
