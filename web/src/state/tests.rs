//! The reducer's tests: play, refusals, undo, handicap, cycles (M-*, K-*, H-*).

use super::*;
use hotstone_rules::{HandicapStyle, Preset};

fn pt(name: &str) -> Point {
    Point::parse(name).unwrap()
}

fn state(settings: Settings) -> State {
    State::new(settings, Prefs::default())
}

fn click(s: &mut State, names: &[&str]) {
    for n in names {
        if *n == "pass" {
            assert!(s.apply(Action::Passed));
        } else {
            s.apply(Action::ClickedPoint(pt(n)));
        }
    }
}

#[test]
fn the_default_is_a_beginners_nine_by_nine_under_simple_rules() {
    let s = state(Settings::default());
    assert_eq!(s.size(), BoardSize::NINE);
    assert_eq!(s.settings.preset, Preset::Simple);
    assert_eq!(s.cursor, pt("E5"));
}

#[test]
fn a_ko_under_ing_is_refused_and_explained() {
    let mut s = state(Settings::even(BoardSize::NINE, Preset::Ing));
    click(
        &mut s,
        &["B4", "C4", "A3", "B3", "B2", "C2", "J9", "D3", "C3"],
    );
    assert!(s.game.hot().is_some_and(|h| h.contains(pt("C3"))));
    s.apply(Action::ClickedPoint(pt("B3")));
    let Some(Said::Refused { color, refusal }) = &s.notice else {
        panic!("refused: {:?}", s.notice)
    };
    assert_eq!(*color, Color::White);
    assert_eq!(refusal.code(), "hot-stone");
    assert_eq!(s.game.to_move(), Color::White);
    s.apply(Action::Passed);
    assert!(s.notice.is_none(), "a move clears the explanation");
}

#[test]
fn undo_and_redo_walk_the_game() {
    let mut s = state(Settings::default());
    assert!(!s.can_undo());
    click(&mut s, &["C3", "D4"]);
    assert!(s.apply(Action::Undid));
    assert_eq!(s.moves_played(), 1);
    assert_eq!(s.redoable(), 1);
    assert!(s.apply(Action::Redid));
    assert_eq!(s.moves_played(), 2);
    assert_eq!(s.redoable(), 0);
    assert!(!s.apply(Action::Redid));
    s.apply(Action::Undid);
    click(&mut s, &["E5"]);
    assert_eq!(s.redoable(), 0, "a new move is a line of its own");
    // L-1: the line taken back stays, as a variation beside the new move.
    let sgf = s.sgf().replace('\n', "");
    assert!(sgf.contains(";B[cg](;W[df])(;W[ee])"), "{sgf}");
    s.apply(Action::Undid);
    assert!(s.apply(Action::Redid));
    assert_eq!(
        s.game.board().get(pt("E5")),
        Some(Color::White),
        "Redo: the line entered last"
    );
}

#[test]
fn the_cursor_stays_on_the_board() {
    let mut s = state(Settings::even(BoardSize::SEVEN, Preset::Simple));
    for _ in 0..10 {
        s.apply(Action::PressedArrow(Direction::Left));
        s.apply(Action::PressedArrow(Direction::Down));
    }
    assert_eq!(s.cursor, pt("A1"));
    s.apply(Action::PressedArrow(Direction::Up));
    s.apply(Action::PressedPlayKey);
    assert_eq!(s.game.board().get(pt("A2")), Some(Color::Black));
}

#[test]
fn a_new_game_asks_before_discarding_moves() {
    let mut s = state(Settings::default());
    click(&mut s, &["C3"]);
    s.apply(Action::OpenedNewGame);
    let mut draft = s.dialog.as_ref().unwrap().draft.clone();
    draft.size = 13;
    s.apply(Action::EditedDraft(draft));
    s.apply(Action::StartedNewGame);
    assert!(s.dialog.as_ref().unwrap().confirming);
    assert_eq!(s.size(), BoardSize::NINE, "nothing discarded yet");
    s.apply(Action::ConfirmedDiscard);
    assert!(s.dialog.is_none());
    assert_eq!(s.size().get(), 13);
}

#[test]
fn a_lesson_link_over_a_game_in_progress_asks_and_keeps_the_game_until_agreed() {
    let lesson = lessons::find("basic-ko").unwrap();
    let offer = Settings::lesson(&lesson, Some(Preset::Japanese));
    let mut s = state(Settings::default());
    click(&mut s, &["E5", "D4", "C3"]);
    let mut s = s.offering_lesson(offer.clone());
    let dialog = s.dialog.as_ref().unwrap();
    assert!(dialog.confirming && dialog.from_link);
    assert_eq!(dialog.draft.lesson.as_deref(), Some("basic-ko"));
    assert_eq!(s.moves_played(), 3, "nothing discarded yet");
    // Keep playing: the game stays.
    s.apply(Action::CancelledNewGame);
    assert!(s.dialog.is_none());
    assert_eq!(s.moves_played(), 3);
    // Discard and start: the lesson, under the link's rules.
    let mut s = s.offering_lesson(offer);
    assert!(s.apply(Action::ConfirmedDiscard));
    assert_eq!(s.settings.lesson.as_deref(), Some("basic-ko"));
    assert_eq!(s.settings.preset, Preset::Japanese);
    assert_eq!(s.size(), BoardSize::SEVEN);
}

/// A lesson chosen in the dialog plays under its own rules (all built-in lessons are
/// Ing's), as its link does; the player may still choose others afterwards.
#[test]
fn a_lesson_chosen_in_the_dialog_brings_its_rules_and_komi() {
    let draft = Draft::from_settings(&Settings::default()).with_handicap(3);
    assert_eq!(draft.preset, Preset::Simple);
    let draft = draft.with_lesson(Some("triple-ko".into()));
    let settings = draft.settings().unwrap();
    assert_eq!(settings.preset, Preset::Ing);
    assert_eq!(settings.komi, Preset::Ing.ruleset().komi);
    assert_eq!(settings.handicap, 0);
    assert_eq!(settings.style, Preset::Ing.ruleset().handicap);
    let settings = draft.with_preset(Preset::Simple).settings().unwrap();
    assert_eq!(
        (settings.lesson.as_deref(), settings.preset),
        (Some("triple-ko"), Preset::Simple),
        "changed afterwards: the player's choice"
    );
    let back = Draft::from_settings(&Settings::default())
        .with_lesson(Some("basic-ko".into()))
        .with_lesson(None);
    assert_eq!((back.lesson, back.preset), (None, Preset::Ing));
}

#[test]
fn komi_takes_a_point_or_a_comma_and_refuses_the_rest() {
    let mut draft = Draft::from_settings(&Settings::default());
    draft.komi = "6,5".into();
    assert_eq!(draft.settings().unwrap().komi.half_points(), 13);
    draft.komi = "6.3".into();
    assert_eq!(draft.settings().unwrap_err(), StartError::Komi);
}

/// C-3: the dialog's komi follows the handicap while the player has not typed one: a
/// handicap game has no even-game komi; a typed komi stays.
#[test]
fn c3_the_dialog_s_komi_follows_the_handicap_until_typed() {
    let draft = Draft::from_settings(&Settings::even(BoardSize::NINE, Preset::Ing));
    assert_eq!(draft.komi, "8");
    let draft = draft.with_handicap(3);
    assert_eq!(draft.komi, "0");
    let draft = draft.with_preset(Preset::Japanese);
    assert_eq!(draft.komi, "0.5", "the preset's komi for a handicap game");
    let draft = draft.with_handicap(0);
    assert_eq!(draft.komi, "6.5", "an even game again");
    let typed = Draft {
        komi: "2".into(),
        ..draft
    };
    assert_eq!(typed.with_handicap(4).komi, "2", "a typed komi stays");
}

#[test]
fn fixed_handicap_gives_white_the_move_and_undo_keeps_it() {
    let mut draft = Draft::from_settings(&Settings::default());
    draft.handicap = 4;
    draft.style = HandicapStyle::Fixed;
    let mut s = state(draft.settings().unwrap());
    assert_eq!(s.game.to_move(), Color::White);
    assert_eq!(s.game.board().stones().count(), 4);
    assert!(!s.apply(Action::Undid));
}

#[test]
fn free_handicap_is_placed_by_clicks() {
    let mut s = state(Settings {
        handicap: 2,
        style: HandicapStyle::Free,
        ..Settings::default()
    });
    assert_eq!(s.placing_left(), Some(2));
    click(&mut s, &["A1"]);
    assert_eq!(s.placing_left(), Some(1));
    click(&mut s, &["J9"]);
    assert_eq!(s.placing_left(), None);
    assert_eq!(s.game.board().get(pt("J9")), Some(Color::Black));
    assert_eq!(s.game.to_move(), Color::White);
}

#[test]
fn ing_handicap_moves_pass_for_white() {
    let mut settings = Settings::even(BoardSize::NINE, Preset::Ing);
    settings.handicap = 3;
    let mut s = state(settings);
    assert_eq!(s.settings.style, HandicapStyle::IngMoves);
    click(&mut s, &["C3", "G7"]);
    assert_eq!(
        s.game.to_move(),
        Color::Black,
        "White passed twice for itself"
    );
    click(&mut s, &["E5"]);
    assert_eq!(s.game.to_move(), Color::White);
    s.apply(Action::Undid);
    assert_eq!(s.game.to_move(), Color::Black);
    s.apply(Action::Undid);
    assert_eq!(
        s.game.board().stones().count(),
        1,
        "the pass went with its play"
    );
    s.apply(Action::Redid);
    assert_eq!(s.game.board().stones().count(), 2);
    assert_eq!(s.game.to_move(), Color::Black);
}

#[test]
fn a_completed_cycle_can_be_stepped_through() {
    let lesson = lessons::find("double-ko-seki").unwrap();
    let mut s = state(Settings::lesson(&lesson, None));
    click(&mut s, &["E1", "A5", "pass", "E2", "A4", "pass"]);
    assert_eq!(s.game.cycles().len(), 1);
    assert!(s.apply(Action::OpenedCycle));
    assert!(s.apply(Action::SteppedCycle(1)));
    assert_eq!(s.view.cycle().unwrap().step, 1);
    assert!(s.apply(Action::SteppedCycle(-5)));
    assert_eq!(s.view.cycle().unwrap().step, 0);
    s.apply(Action::SteppedCycle(100));
    assert_eq!(s.view.cycle().unwrap().step, 6);
    s.apply(Action::ClosedCycle);
    assert!(s.view.cycle().is_none());
}

/// WCAG 2.1.1: L takes the cursor to the last stone played (and says so when there is
/// none); "Go to point" opens, moves the cursor on Enter and leaves it on Escape.
#[test]
fn the_cursor_goes_to_the_last_move_and_to_a_named_point() {
    let mut s = state(Settings::default());
    assert!(s.apply(Action::PressedLastMoveKey), "no move yet: said");
    assert_eq!(s.said.as_ref().map(|(x, _)| x), Some(&Said::NoLastMove));
    assert_eq!(s.cursor, pt("E5"));
    click(&mut s, &["C3", "G7"]);
    s.cursor = pt("A1");
    assert!(s.apply(Action::PressedLastMoveKey));
    assert_eq!(s.cursor, pt("G7"));
    assert!(!s.apply(Action::PressedLastMoveKey), "already there");
    click(&mut s, &["pass"]);
    assert!(s.apply(Action::PressedLastMoveKey));
    assert_eq!(s.said.as_ref().map(|(x, _)| x), Some(&Said::NoLastMove));

    assert!(s.apply(Action::OpenedGoTo));
    assert_eq!(s.go_to.as_deref(), Some(""));
    s.apply(Action::EnteredPoint(" b8 ".into()));
    assert_eq!((s.go_to.as_deref(), s.cursor), (None, pt("B8")));
    s.apply(Action::OpenedGoTo);
    for bad in ["Z9", "I5", "B10", "", "8b"] {
        s.apply(Action::EnteredPoint(bad.into()));
        assert_eq!((s.go_to.as_deref(), s.cursor), (Some(bad), pt("B8")));
    }
    s.apply(Action::ClosedGoTo);
    assert_eq!(
        (s.go_to.as_deref(), s.cursor),
        (None, pt("B8")),
        "Escape leaves the cursor"
    );
}

/// The new game's module hands back the settings it checked and, over a game in
/// progress, had confirmed (issue 38): through their saved text they start that game
/// at once, the computer's level and colour included.
#[test]
fn the_new_game_modules_settings_start_the_game_without_asking_again() {
    let mut s = state(Settings::default());
    click(&mut s, &["C3"]);
    s.apply(Action::OpenedNewGame);
    let chosen = Settings {
        size: BoardSize::SEVEN,
        computer: Some(crate::state::computer::Computer {
            level: hotstone_player::Level::new(2).unwrap(),
            color: Color::White,
        }),
        ..Settings::default()
    };
    let text = crate::io::saved::game_text(&chosen, &chosen.start().unwrap(), 0);
    let read = crate::io::saved::read_game(&text).unwrap().settings;
    assert_eq!(read, chosen, "the saved text carries the settings whole");
    assert!(s.apply(Action::StartedWith(Box::new(read))));
    assert!(s.dialog.is_none());
    assert_eq!(s.moves_played(), 0, "the game in progress is discarded");
    assert_eq!(s.settings, chosen);
}
