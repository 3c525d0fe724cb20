//! Capture Go in SGF (L-4, E-7, issue 38): RU names the game and its goal
//! (`RU[Capture Go 3]`), RE the winner without a score (`RE[B+]`, FF[4]'s form for a game
//! that has none), and the record reads back to the same game, ended by the same capture.

use hotstone_rules::{Board, CaptureGoal, Color, End, Game, Move, Point, Preset};
use hotstone_sgf::{
    game_tree, read_first, replay_tree, result_of, verdict, write, GameInfo, Verdict,
};

fn play(name: &str) -> Move {
    Move::Play(Point::parse(name).unwrap())
}

/// Black captures one stone (B5), then two (F2): the goal of three.
fn ended_game() -> Game {
    let rows = [
        ".X.....", "XOX....", ".......", ".......", "...XX..", "..XOO..", "...XX..",
    ];
    let rules = Preset::CaptureGo
        .ruleset()
        .with_capture_goal(Some(CaptureGoal::new(3).unwrap()));
    let mut game =
        Game::from_position(Board::from_rows(&rows).unwrap(), Color::Black, rules).unwrap();
    game.play(Color::Black, play("B5")).unwrap();
    game.play(Color::White, play("G7")).unwrap();
    game.play(Color::Black, play("F2")).unwrap();
    assert_eq!(
        game.end(),
        Some(End::Captures {
            winner: Color::Black
        })
    );
    game
}

#[test]
fn l4_e7_a_capture_go_record_reads_back_with_its_goal_and_end() {
    let game = ended_game();
    let mut info = GameInfo::default();
    info.set_rules(Preset::CaptureGo, game.rules());
    info.komi = Some(game.rules().komi);
    let text = write(&[game_tree(&game, info)]).unwrap();
    assert!(text.contains("RU[Capture Go 3]"), "{text}");
    assert!(text.contains("RE[B+]"), "{text}");

    let tree = read_first(&text).unwrap();
    let preset = tree.preset().unwrap().unwrap();
    assert_eq!(preset, Preset::CaptureGo);
    let rules = tree.info().ruleset(preset);
    assert_eq!(rules.capture_goal, CaptureGoal::new(3).ok());
    let mut again = Game::new(tree.size(), rules).unwrap();
    replay_tree(&mut again, &tree).unwrap();
    assert_eq!(
        again.end(),
        Some(End::Captures {
            winner: Color::Black
        })
    );
    assert_eq!(again.board(), game.board());
    assert_eq!(result_of(&again).as_deref(), Some("B+"));
    // Any reader of FF[4] takes RE[B+] as Black's win.
    assert_eq!(verdict("B+"), Verdict::Won(Color::Black));
}

#[test]
fn l4_e7_capture_go_without_a_goal_is_the_first_capture() {
    let tree = read_first("(;SZ[7]RU[Capture Go];B[dd])").unwrap();
    let preset = tree.preset().unwrap().unwrap();
    assert_eq!(preset, Preset::CaptureGo);
    assert_eq!(
        tree.info().ruleset(preset).capture_goal,
        Some(CaptureGoal::FIRST)
    );
    // RU's goal is Capture Go's only: another preset's axes stay the full game's.
    assert_eq!(tree.info().ruleset(Preset::Japanese).capture_goal, None);
    assert!(read_first("(;SZ[7]RU[Capture Go 11])")
        .unwrap()
        .preset()
        .unwrap()
        .is_err());
}
