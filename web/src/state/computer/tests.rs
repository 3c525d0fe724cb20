//! Playing against the computer: its move, its handicap, undo, the hint (issue 21).

use super::*;
use crate::state::{Action, Prefs, Said, Settings, State};
use hotstone_rules::{BoardSize, Preset};

pub(crate) fn state() -> State {
    let mut settings = Settings::even(BoardSize::SEVEN, Preset::Simple);
    settings.computer = Some(Computer {
        level: Level::EASIEST,
        color: Color::White,
    });
    State::new(settings, Prefs::default())
}

pub(crate) fn p(s: &str) -> Point {
    Point::parse(s).unwrap()
}

#[test]
fn messages_round_trip() {
    let r = Request {
        task: Task::Move,
        revision: 7,
        level: Level::EASIEST,
        millis: 250,
        game: "hotstone-game 1\nsize 7".into(),
    };
    assert_eq!(Request::parse(&r.message()), Some(r));
    for mv in [Some(Move::Pass), Some(Move::Play(p("D4"))), None] {
        let reply = Reply {
            task: Task::Hint,
            revision: 3,
            mv,
        };
        assert_eq!(Reply::parse(&reply.message()), Some(reply));
    }
}

#[test]
fn h1_the_computer_as_black_places_its_own_free_handicap_stones() {
    // The new-game dialog: 9x9, New Zealand rules (free placement), 4 stones, the
    // computer playing Black. It places them at the start, on the conventional
    // points; the user, White, moves first, then the computer replies.
    let mut s = state();
    s.apply(Action::OpenedNewGame);
    let mut draft = s.dialog.as_ref().unwrap().draft.clone();
    draft.size = 9;
    draft.preset = Preset::NewZealand;
    draft.style = hotstone_rules::HandicapStyle::Free;
    draft.handicap = 4;
    draft.computer_color = Color::Black;
    s.apply(Action::EditedDraft(draft));
    s.apply(Action::StartedNewGame);
    assert!(
        s.dialog.is_none(),
        "{:?}",
        s.dialog.as_ref().map(|d| &d.error)
    );
    assert_eq!(s.placing_left(), None, "nothing left for the user to place");
    let points = hotstone_rules::fixed_handicap(BoardSize::NINE, 4).unwrap();
    for &q in &points {
        assert_eq!(s.game.board().get(q), Some(Color::Black));
    }
    assert_eq!(s.game.board().stones().count(), 4);
    assert!(matches!(
        s.game.handicap(),
        Some(hotstone_rules::HandicapKind::Fixed { .. })
    ));
    assert_eq!(s.game.to_move(), Color::White);
    assert!(!s.computer_to_move());
    assert!(!s.apply(Action::Undid), "the placement is the game's start");
    s.apply(Action::ClickedPoint(p("E5")));
    assert!(s.computer_to_move());
    let request = crate::io::worker::computer_request(&s).unwrap();
    let reply = crate::io::worker::answer(&request, &mut |_| false).unwrap();
    assert!(s.apply(Action::ComputerReplied(reply)));
    assert_eq!(s.game.board().count(Color::Black), 5);
    assert_eq!(s.game.to_move(), Color::White);
}

#[test]
fn h1_the_user_as_black_still_places_free_handicap_stones() {
    let mut settings = Settings::even(BoardSize::NINE, Preset::NewZealand);
    settings.handicap = 2;
    settings.computer = Some(Computer {
        level: Level::EASIEST,
        color: Color::White,
    });
    let s = State::new(settings, Prefs::default());
    assert_eq!(s.placing_left(), Some(2));
    assert!(s.game.board().stones().next().is_none());
    assert!(!s.computer_to_move());
}

#[test]
fn t5_a_reply_arriving_while_the_dialog_is_open_is_played_when_it_closes() {
    // The review's case: the user opens New game during the computer's turn and
    // cancels. The computer's clock stands still meanwhile, and its move, arrived
    // while the dialog was open, is played when it closes (it used to be dropped and
    // never asked again: the computer lost on time).
    let mut s = state();
    s.settings.clock =
        crate::state::clock::ClockSetting::new(crate::state::clock::ClockKind::Absolute, 1);
    s.follow_clock(false);
    s.apply(Action::ClickedPoint(p("D4")));
    let revision = s.revision;
    s.apply(Action::ClockTicked(hotstone_rules::Tenths::seconds(2)));
    s.apply(Action::OpenedNewGame);
    assert!(s.computer_blocked() && !s.clock_running());
    assert!(!s.apply(Action::ClockTicked(hotstone_rules::Tenths::seconds(30))));
    let reply = Reply {
        task: Task::Move,
        revision,
        mv: Some(Move::Play(p("C3"))),
    };
    assert!(s.apply(Action::ComputerReplied(reply)));
    assert_eq!(
        s.game.board().get(p("C3")),
        None,
        "not while the dialog is open"
    );
    assert!(s.apply(Action::CancelledNewGame));
    assert_eq!(s.game.board().get(p("C3")), Some(Color::White));
    let c = s.clock.as_ref().unwrap();
    assert_eq!(
        c.clock.side(Color::White).used,
        hotstone_rules::Tenths::seconds(2),
        "the dialog's 30 seconds are not the computer's"
    );
    assert!(s.held.is_none());
}

#[test]
fn the_computers_level_changes_mid_game_and_its_pending_answer_is_asked_again() {
    let mut s = state();
    s.apply(Action::ClickedPoint(p("D4")));
    let asked = crate::io::worker::computer_request(&s).unwrap();
    assert_eq!(asked.level, Level::EASIEST);
    let stronger = Level::new(3).unwrap();
    assert!(s.apply(Action::ChoseComputerLevel(stronger)));
    assert_eq!(s.settings.computer.map(|c| c.level), Some(stronger));
    assert_eq!(
        s.said.as_ref().map(|(said, _)| said.clone()),
        Some(Said::ComputerLevel(3))
    );
    // The answer to the old question is dropped; the question is asked again at
    // the new level, and the game is saved with it.
    assert!(!s.apply(Action::ComputerReplied(Reply {
        task: Task::Move,
        revision: asked.revision,
        mv: Some(Move::Play(p("C3"))),
    })));
    assert_eq!(s.game.board().get(p("C3")), None);
    let again = crate::io::worker::computer_request(&s).unwrap();
    assert_eq!(
        (again.level, again.revision > asked.revision),
        (stronger, true)
    );
    let saved = crate::io::saved::game_text(&s.settings, &s.game, s.initial);
    assert!(saved.contains("\ncomputer 3 W\n"), "{saved}");
    // The same level again changes nothing; nor does a game that is over.
    assert!(!s.apply(Action::ChoseComputerLevel(stronger)));
    s.apply(Action::Resigned);
    assert!(s.game.end().is_some());
    assert!(!s.apply(Action::ChoseComputerLevel(Level::EASIEST)));
    // Without a computer opponent there is no level to change.
    let mut two = State::new(Settings::default(), Prefs::default());
    assert!(!two.apply(Action::ChoseComputerLevel(stronger)));
}

#[test]
fn undo_takes_back_the_computers_reply_too() {
    let mut s = state();
    s.apply(Action::ClickedPoint(p("D4")));
    let revision = s.revision;
    s.apply(Action::ComputerReplied(Reply {
        task: Task::Move,
        revision,
        mv: Some(Move::Play(p("C3"))),
    }));
    assert!(s.apply(Action::Undid));
    assert!(s.game.actions().is_empty(), "both moves taken back");
    assert_eq!(s.game.to_move(), Color::Black);
}

#[test]
fn a_hint_is_said_and_its_point_named_in_the_games_language() {
    let mut s = state();
    s.prefs.lang = crate::i18n::Lang::De;
    let revision = s.revision;
    s.apply(Action::ComputerReplied(Reply {
        task: Task::Hint,
        revision,
        mv: Some(Move::Play(p("C5"))),
    }));
    let said = s.said.as_ref().map(|(said, _)| said.clone());
    assert_eq!(said, Some(Said::Hint(Hint::Play(p("C5")))));
    let lang = s.prefs.lang;
    let text = crate::i18n::t(lang, crate::i18n::Text::Said(&said.unwrap()));
    assert_eq!(text, "Tipp: C5");
    let layers = crate::components::computer::with_hint(crate::scene::layers(&s), &s);
    let i = hotstone_board::index(s.size(), p("C5"));
    assert_eq!(layers.labels[i], "C5, leer, Tipp");
}
