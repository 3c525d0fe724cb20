//! Move legality on concrete positions, one test per rule, named by requirement ID.

use hotstone_rules::{Action, Board, Color, End, Game, Move, Preset, Refusal, Setup, SetupError};

const B: Color = Color::Black;
const W: Color = Color::White;

fn pt(name: &str) -> hotstone_rules::Point {
    hotstone_rules::Point::parse(name).unwrap()
}

fn play(name: &str) -> Move {
    Move::Play(pt(name))
}

fn game(rows: &[&str], to_move: Color, preset: Preset) -> Game {
    Game::from_position(Board::from_rows(rows).unwrap(), to_move, preset.ruleset()).unwrap()
}

/// Spec case 1 (ing-ko.md), a basic ko with Black to move.
const BASIC_KO: [&str; 5] = [".....", ".XO..", "XO.O.", ".XO..", "....."];

#[test]
fn k1_basic_ko_retake_refused_then_legal_after_a_threat() {
    let mut g = game(&BASIC_KO, B, Preset::Japanese);
    let played = g.play(B, play("C3")).unwrap();
    assert_eq!(played.captured, vec![pt("B3")]);
    let refusal = g.play(W, play("B3")).unwrap_err();
    assert_eq!(refusal.code(), "ko");
    assert_eq!(
        refusal,
        Refusal::Ko {
            point: pt("B3"),
            retakes: pt("C3")
        }
    );
    assert_eq!(g.to_move(), W, "a refused move changes nothing");
    g.play(W, play("E5")).unwrap();
    g.play(B, play("A5")).unwrap();
    let retake = g.play(W, play("B3")).unwrap();
    assert_eq!(retake.captured, vec![pt("C3")]);
}

#[test]
fn k4_positional_superko_refuses_the_retake() {
    let mut g = game(&BASIC_KO, B, Preset::Simple);
    g.play(B, play("C3")).unwrap();
    let refusal = g.play(W, play("B3")).unwrap_err();
    assert_eq!(refusal.code(), "superko");
    assert!(matches!(
        refusal,
        Refusal::Superko {
            earlier: 0,
            situational: false,
            ..
        }
    ));
}

#[test]
fn k4_positional_superko_sees_a_position_made_earlier_with_a_pass_between() {
    // Start S with White to move. White E5 makes S1 (Black to move); Black C3 takes
    // the ko; White B3 would recreate S1: both superko rules refuse.
    for preset in [Preset::Simple, Preset::Aga] {
        let mut g = game(&BASIC_KO, W, preset);
        g.play(W, play("E5")).unwrap();
        g.play(B, play("C3")).unwrap();
        assert_eq!(
            g.check(W, play("B3")).unwrap_err().code(),
            "superko",
            "{preset}"
        );
        g.play(W, Move::Pass).unwrap();
        g.play(B, play("E1")).unwrap();
        assert!(
            g.check(W, play("B3")).is_ok(),
            "{preset}: after B E1 the position is new"
        );
    }
}

#[test]
fn k4_positional_versus_situational_superko() {
    // A single-stone suicide leaves the stones as they were, with the other player to
    // move: the position repeats (tromp-taylor refuses it), the situation does not
    // (new-zealand allows it).
    let lone = [".....", ".....", ".....", ".O...", "O.O.."];
    let positional = game(&lone, B, Preset::TrompTaylor);
    let refusal = positional.check(B, play("B1")).unwrap_err();
    assert!(matches!(
        refusal,
        Refusal::Superko {
            earlier: 0,
            situational: false,
            ..
        }
    ));
    let mut situational = game(&lone, B, Preset::NewZealand);
    let played = situational.play(B, play("B1")).unwrap();
    assert_eq!(played.self_removed, vec![pt("B1")]);
    assert_eq!(situational.to_move(), W);
}

#[test]
fn m2_m3_suicide_under_each_suicide_value() {
    // Black B1 would be a single stone without liberties.
    let single = [".....", ".....", ".....", ".O...", "O.O.."];
    let g = game(&single, B, Preset::Japanese);
    assert_eq!(g.check(B, play("B1")).unwrap_err().code(), "suicide");
    // Black A2 joins A3-B3 into a string of three with no liberty left.
    let multi = [".....", "OO...", "XXO..", ".OO..", "O...."];
    let g = game(&multi, B, Preset::Japanese);
    let r = g.check(B, play("A2")).unwrap_err();
    assert_eq!(
        r,
        Refusal::Suicide {
            point: pt("A2"),
            stones: vec![pt("A2"), pt("A3"), pt("B3")]
        }
    );
    let mut g = game(&multi, B, Preset::NewZealand);
    let played = g.play(B, play("A2")).unwrap();
    assert_eq!(played.self_removed, vec![pt("A2"), pt("A3"), pt("B3")]);
    assert_eq!(
        g.prisoners(W),
        3,
        "self-removed stones count for the opponent"
    );
    assert_eq!(g.board().count(B), 0);
}

#[test]
fn m5_two_passes_stop_play_and_a_board_play_resets_the_count() {
    let mut g = game(&BASIC_KO, B, Preset::Japanese);
    g.play(B, Move::Pass).unwrap();
    g.play(W, play("E5")).unwrap();
    g.play(B, Move::Pass).unwrap();
    assert_eq!(g.end(), None);
    let p = g.play(W, Move::Pass).unwrap();
    assert_eq!(p.end, Some(End::TwoPasses));
    assert_eq!(g.play(B, play("A1")).unwrap_err().code(), "game-over");
}

#[test]
fn m4_resignation_ends_the_game() {
    let mut g = game(&BASIC_KO, B, Preset::Simple);
    g.resign(W).unwrap();
    assert_eq!(g.end(), Some(End::Resignation { loser: W }));
    assert_eq!(g.play(B, play("A1")).unwrap_err().code(), "game-over");
    assert!(g.resign(B).is_err());
    g.undo();
    assert_eq!(g.end(), None);
}

#[test]
fn m1_wrong_player_off_board_and_occupied() {
    let g = game(&BASIC_KO, B, Preset::Simple);
    assert_eq!(g.check(W, play("A1")).unwrap_err().code(), "wrong-player");
    assert_eq!(g.check(B, play("F1")).unwrap_err().code(), "off-board");
    assert_eq!(g.check(B, play("B4")).unwrap_err().code(), "occupied");
    assert!(g.check(B, Move::Pass).is_ok());
}

#[test]
fn undo_and_redo_restore_the_exact_board() {
    let mut g = game(&BASIC_KO, B, Preset::Japanese);
    let start = g.board().clone();
    g.play(B, play("C3")).unwrap();
    let after = g.board().clone();
    assert_eq!(
        g.undo(),
        Some(Action::Move {
            color: B,
            mv: play("C3")
        })
    );
    assert_eq!(g.board(), &start);
    assert_eq!(g.board().hash(), start.hash());
    assert_eq!(g.to_move(), B);
    g.redo().unwrap();
    assert_eq!(g.board(), &after);
    assert_eq!(
        g.check(W, play("B3")).unwrap_err().code(),
        "ko",
        "redo restores the ko too"
    );
    g.undo();
    assert_eq!(
        g.next_redo(),
        Some(&Action::Move {
            color: B,
            mv: play("C3")
        }),
        "what redo would play, without playing it"
    );
    assert_eq!(g.board(), &start);
    assert_eq!(g.redo_line().count(), 1);
    g.play(B, play("A1")).unwrap();
    assert_eq!(g.next_redo(), None);
    assert_eq!(g.redo_line().count(), 0);
    assert_eq!(g.redo(), None, "a new move clears the redo list");
}

#[test]
fn setup_places_stones_and_refuses_bad_setups() {
    let mut g = Game::new(hotstone_rules::BoardSize::NINE, Preset::Japanese.ruleset()).unwrap();
    g.setup(Setup {
        black: vec![pt("C3"), pt("G7")],
        white: vec![pt("D4")],
        empty: vec![],
        to_move: Some(W),
        handicap: None,
    })
    .unwrap();
    assert_eq!(g.board().get(pt("C3")), Some(B));
    assert_eq!(g.to_move(), W);
    let twice = g.setup(Setup {
        black: vec![pt("A1")],
        white: vec![pt("A1")],
        ..Setup::default()
    });
    assert_eq!(twice, Err(SetupError::Twice { point: pt("A1") }));
    let off = g.setup(Setup {
        black: vec![pt("K10")],
        ..Setup::default()
    });
    assert!(matches!(off, Err(SetupError::OffBoard { .. })));
    let dead = g.setup(Setup {
        black: vec![pt("A1")],
        white: vec![pt("A2"), pt("B1")],
        ..Setup::default()
    });
    assert!(matches!(dead, Err(SetupError::NoLiberties { .. })));
    assert_eq!(
        g.board().get(pt("A2")),
        None,
        "a refused setup changes nothing"
    );
}

#[test]
fn a_start_position_with_a_string_without_liberties_is_refused() {
    let board = Board::from_rows(&["XO", "O."]).unwrap();
    let e = Game::from_position(board, B, Preset::Japanese.ruleset()).unwrap_err();
    assert!(e.to_string().contains("A2"), "{e}");
}

/// Spec case 3 (triple ko) under the basic ko rule: the cycle D5, C1, D3, C5, D1, C3
/// recurs; the third occurrence of the start ends the game with no result (K-5, 003 g).
#[test]
fn k5_triple_ko_under_japanese_ends_without_result() {
    let rows = ["XXO.O", "XXXOO", "XXO.O", "XXXOO", "XX.XO"];
    let mut g = game(&rows, B, Preset::Japanese);
    let cycle = ["D5", "C1", "D3", "C5", "D1", "C3"];
    for (k, name) in cycle.iter().enumerate() {
        let color = if k % 2 == 0 { B } else { W };
        let p = g.play(color, play(name)).unwrap();
        assert_eq!(p.cycle.is_some(), k == 5, "move {k}");
    }
    let first = g.cycles()[0].clone();
    assert_eq!(first.length(), 6);
    assert_eq!(first.occurrence, 2);
    assert_eq!(first.first_board_play(), Some((B, pt("D5"))));
    assert_eq!(g.end(), None);
    for (k, name) in cycle.iter().enumerate() {
        let color = if k % 2 == 0 { B } else { W };
        g.play(color, play(name)).unwrap();
    }
    assert_eq!(g.end(), Some(End::NoResult));
    // In the second lap every move recreates a situation of the first: 1 + 6 cycles.
    assert_eq!(g.cycles().len(), 7);
    assert_eq!(g.cycles().last().unwrap().occurrence, 3);
}

/// M-3: a play reports the opponent strings it leaves in atari, one stone each.
#[test]
fn m3_a_play_lists_the_ataris_it_makes() {
    let mut g = game(
        &[
            ".....", //
            ".....", ".XO..", "..X..", ".....",
        ],
        Color::Black,
        Preset::Japanese,
    );
    let played = g.play(Color::Black, play("C4")).unwrap();
    assert_eq!(played.ataris, vec![pt("C3")]);
    let quiet = g.play(Color::White, play("E1")).unwrap();
    assert!(quiet.ataris.is_empty());
}

/// BASIC_KO after Black's capture at C3: White may retake at B3.
const KO_TAKEN: [&str; 5] = [".....", ".XO..", "X.XO.", ".XO..", "....."];

#[test]
fn m1_set_to_move_is_a_recorded_setup_that_undo_takes_back() {
    let mut g = game(&BASIC_KO, B, Preset::Japanese);
    g.play(B, play("E5")).unwrap();
    assert_eq!(g.check(B, play("D4")).unwrap_err().code(), "wrong-player");
    g.set_to_move(B).unwrap();
    assert_eq!(g.to_move(), B);
    g.play(B, play("D4")).unwrap();
    assert_eq!(g.to_move(), W);
    let turn = Action::Setup(Setup {
        to_move: Some(B),
        ..Setup::default()
    });
    assert_eq!(g.actions()[1], turn, "the change of turn is PL, a setup");
    assert_eq!(g.actions().len(), 3);
    // Asking for the player already to move records nothing.
    g.set_to_move(W).unwrap();
    assert_eq!(g.actions().len(), 3);
    assert_eq!(g.history_len(), 4, "the start and one entry per action");
    assert_eq!(g.position_at(2).map(|(_, c)| c), Some(B));
    // Undo takes back the move, then the change of turn.
    g.undo();
    assert_eq!((g.to_move(), g.board().get(pt("D4"))), (B, None));
    assert_eq!(g.undo(), Some(turn));
    assert_eq!((g.to_move(), g.board().get(pt("E5"))), (W, Some(B)));
    g.redo();
    assert_eq!(g.to_move(), B);
    g.resign(W).unwrap();
    assert_eq!(g.set_to_move(W), Err(SetupError::GameOver));
}

#[test]
fn m5_e1_a_change_of_turn_is_no_pass_and_restarts_the_pass_count() {
    let mut g = game(&BASIC_KO, B, Preset::Aga);
    g.play(B, Move::Pass).unwrap();
    assert_eq!(g.consecutive_passes(), 1);
    g.set_to_move(B).unwrap();
    assert_eq!(g.consecutive_passes(), 0, "a setup restarts the count");
    assert_eq!(g.prisoners(B) + g.prisoners(W), 0);
    // One player's two passes do not stop play: both must pass (M-5).
    g.play(B, Move::Pass).unwrap();
    assert_eq!((g.end(), g.consecutive_passes()), (None, 1));
    let played = g.play(W, Move::Pass).unwrap();
    assert_eq!(played.end, Some(End::TwoPasses));
    // Stopped play is resumed first, as a board play after two passes does.
    assert_eq!(g.set_to_move(W), Err(SetupError::GameOver));
    g.resume().unwrap();
    g.set_to_move(W).unwrap();
    g.play(W, play("E5")).unwrap();
    let moves = g
        .actions()
        .iter()
        .filter(|a| matches!(a, Action::Move { .. }))
        .count();
    assert_eq!(moves, 4, "the changes of turn are not moves");
}

#[test]
fn k4_superko_across_a_change_of_turn() {
    // Black takes the ko, White passes, and White is given the move again: its retake
    // recreates the starting position. Positional superko refuses it; situational too
    // (that position with Black to move is the start); the basic ko allows it (the pass
    // came between).
    for (preset, verdict) in [
        (Preset::Simple, Err("superko")),
        (Preset::Aga, Err("superko")),
        (Preset::Japanese, Ok(())),
    ] {
        let mut g = game(&BASIC_KO, B, preset);
        g.play(B, play("C3")).unwrap();
        g.play(W, Move::Pass).unwrap();
        g.set_to_move(W).unwrap();
        let retake = g.play(W, play("B3")).map(|_| ()).map_err(|r| r.code());
        assert_eq!(retake, verdict, "{preset}");
    }
    // The situation the setup made counts under situational superko: from the taken ko
    // with Black to move, White is given the move and retakes; Black's retake would
    // recreate the position with White to move, which only the setup made.
    let mut g = game(&KO_TAKEN, B, Preset::Aga);
    g.set_to_move(W).unwrap();
    g.play(W, play("B3")).unwrap();
    assert!(matches!(
        g.play(B, play("C3")).unwrap_err(),
        Refusal::Superko {
            earlier: 1,
            situational: true,
            ..
        }
    ));
}

#[test]
fn k1_k2_a_change_of_turn_clears_the_ko_that_bound_the_other_player() {
    // Black takes the ko; the basic ko (and under Ing the hot stone) bind White. Given
    // the move back, Black is bound by neither; its next board play makes them anew.
    for preset in [Preset::Japanese, Preset::Ing] {
        let mut g = game(&BASIC_KO, B, preset);
        g.play(B, play("C3")).unwrap();
        assert!(g.basic_ko().is_some());
        assert_eq!(g.hot().is_some(), preset == Preset::Ing, "{preset}");
        g.set_to_move(B).unwrap();
        assert_eq!((g.basic_ko(), g.hot()), (None, None), "{preset}");
        g.play(B, play("E5")).unwrap();
        assert!(
            g.play(W, play("B3")).is_ok(),
            "{preset}: Black moved between"
        );
    }
}

#[test]
fn the_last_play_is_the_last_action_when_it_put_a_stone_on_the_board() {
    let mut g = game(&BASIC_KO, B, Preset::Japanese);
    assert_eq!(g.last_play(), None, "nothing played yet");
    g.play(B, play("C3")).unwrap();
    assert_eq!(g.last_play(), Some(pt("C3")));
    g.play(W, Move::Pass).unwrap();
    assert_eq!(g.last_play(), None, "a pass puts no stone on the board");
    g.play(B, play("E5")).unwrap();
    assert_eq!(g.last_play(), Some(pt("E5")));
}
