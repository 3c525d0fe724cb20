//! Capture Go (L-4, issue 38) on concrete positions: the capture that reaches the goal
//! ends the game at once, the capture that does not, a refused suicide, the basic ko,
//! no play after the end, and two passes before the goal.

use hotstone_rules::{
    Board, CaptureGoal, Color, DeadStones, End, Game, GameResult, Move, Outcome, Preset, Refusal,
};

const B: Color = Color::Black;
const W: Color = Color::White;

fn pt(name: &str) -> hotstone_rules::Point {
    hotstone_rules::Point::parse(name).unwrap()
}

fn play(name: &str) -> Move {
    Move::Play(pt(name))
}

fn capture_go(rows: &[&str], to_move: Color, goal: u32) -> Game {
    let rules = Preset::CaptureGo
        .ruleset()
        .with_capture_goal(Some(CaptureGoal::new(goal).unwrap()));
    Game::from_position(Board::from_rows(rows).unwrap(), to_move, rules).unwrap()
}

fn result(game: &Game) -> Outcome {
    GameResult::of(game, &DeadStones::none(game.size()))
        .unwrap()
        .outcome
}

/// A white stone at B6 in atari (liberty B5), two white stones at D2 E2 in atari
/// (liberty F2), and the corner A7 where a white stone would have no liberty.
const TWO_ATARIS: [&str; 7] = [
    ".X.....", "XOX....", ".......", ".......", "...XX..", "..XOO..", "...XX..",
];

#[test]
fn l4_the_first_capture_ends_the_game_with_the_capturer_winning() {
    let mut g = capture_go(&TWO_ATARIS, B, 1);
    assert_eq!(g.rules().capture_goal, Some(CaptureGoal::FIRST));
    let played = g.play(B, play("B5")).unwrap();
    assert_eq!(played.captured, vec![pt("B6")]);
    let end = End::Captures { winner: B };
    assert_eq!(played.end, Some(end));
    assert_eq!(g.end(), Some(end));
    assert_eq!(end.code(), "captures");
    let outcome = result(&g);
    assert_eq!(outcome, Outcome::Captures { winner: Some(B) });
    assert_eq!(outcome.winner(), Some(B));
    assert_eq!(outcome.result(), "B+", "SGF's RE: a win without a score");
    assert!(GameResult::of(&g, &DeadStones::none(g.size()))
        .unwrap()
        .score
        .is_none());
}

#[test]
fn l4_the_preset_is_the_first_capture_by_default() {
    let rules = Preset::CaptureGo.ruleset();
    assert_eq!(rules.capture_goal, Some(CaptureGoal::FIRST));
    assert_eq!(Preset::from_name("capture-go"), Ok(Preset::CaptureGo));
    for p in Preset::ALL.into_iter().filter(|&p| p != Preset::CaptureGo) {
        assert_eq!(p.ruleset().capture_goal, None, "{p}: the full game");
    }
    let mut g = Game::new(hotstone_rules::BoardSize::SEVEN, rules).unwrap();
    g.play(B, play("D4")).unwrap();
    assert_eq!(g.end(), None, "no capture, no end");
}

#[test]
fn l4_goal_three_needs_three_captured_stones() {
    let mut g = capture_go(&TWO_ATARIS, B, 3);
    let one = g.play(B, play("B5")).unwrap();
    assert_eq!(one.captured.len(), 1);
    assert_eq!(one.end, None, "one stone of three: play goes on");
    assert_eq!(g.end(), None);
    g.play(W, play("G7")).unwrap();
    let two = g.play(B, play("F2")).unwrap();
    assert_eq!(two.captured, vec![pt("D2"), pt("E2")]);
    assert_eq!(g.prisoners(B), 3);
    assert_eq!(g.end(), Some(End::Captures { winner: B }));
    assert_eq!(result(&g).result(), "B+");

    // With a goal of four the same three stones do not end it.
    let mut g = capture_go(&TWO_ATARIS, B, 4);
    g.play(B, play("B5")).unwrap();
    g.play(W, play("G7")).unwrap();
    g.play(B, play("F2")).unwrap();
    assert_eq!(g.end(), None);
}

#[test]
fn l4_m3_suicide_is_refused() {
    let mut g = capture_go(&TWO_ATARIS, W, 1);
    let refusal = g.play(W, play("A7")).unwrap_err();
    assert_eq!(refusal.code(), "suicide");
    assert_eq!(g.to_move(), W, "a refused move changes nothing");
    assert_eq!(g.end(), None);
}

#[test]
fn l4_k1_the_basic_ko_retake_is_refused() {
    // Spec case 1 (ing-ko.md): Black takes the ko at C3; with a goal of two that one
    // stone does not end the game, and White may not take back at once.
    let ko = [".....", ".XO..", "XO.O.", ".XO..", "....."];
    let mut g = capture_go(&ko, B, 2);
    g.play(B, play("C3")).unwrap();
    assert_eq!(g.end(), None);
    let refusal = g.play(W, play("B3")).unwrap_err();
    assert_eq!(
        refusal,
        Refusal::Ko {
            point: pt("B3"),
            retakes: pt("C3")
        }
    );
    // After a move elsewhere the retake is legal, and White's one stone of two goes on.
    g.play(W, play("E5")).unwrap();
    g.play(B, play("A5")).unwrap();
    g.play(W, play("B3")).unwrap();
    assert_eq!(g.end(), None);
    assert_eq!((g.prisoners(B), g.prisoners(W)), (1, 1));
}

#[test]
fn l4_m5_no_move_after_the_end() {
    let mut g = capture_go(&TWO_ATARIS, B, 1);
    g.play(B, play("B5")).unwrap();
    let end = End::Captures { winner: B };
    for mv in [play("G7"), Move::Pass] {
        assert_eq!(g.play(W, mv), Err(Refusal::GameOver { end }));
    }
    assert_eq!(g.resume(), Err(Refusal::GameOver { end }), "no dispute");
    assert_eq!(g.resign(W), Err(Refusal::GameOver { end }));
    assert_eq!(g.end(), Some(end));
    // Taking the capture back (an editor's undo) reopens the game, as for any end.
    g.undo();
    assert_eq!(g.end(), None);
}

#[test]
fn l4_two_passes_before_the_goal_give_the_game_to_more_captures() {
    let mut g = capture_go(&TWO_ATARIS, B, 3);
    g.play(B, play("B5")).unwrap();
    g.play(W, Move::Pass).unwrap();
    g.play(B, Move::Pass).unwrap();
    assert_eq!(g.end(), Some(End::TwoPasses));
    assert_eq!(result(&g), Outcome::Captures { winner: Some(B) });
    assert_eq!(result(&g).result(), "B+");

    let mut g = capture_go(&TWO_ATARIS, B, 1);
    g.play(B, Move::Pass).unwrap();
    g.play(W, Move::Pass).unwrap();
    let draw = result(&g);
    assert_eq!(draw, Outcome::Captures { winner: None });
    assert!(draw.is_draw());
    assert_eq!(draw.result(), "Draw");
}

#[test]
fn l4_e7_ru_names_capture_go_with_its_goal() {
    let three = CaptureGoal::new(3).unwrap();
    assert_eq!(Preset::CaptureGo.ru(Some(three)), "Capture Go 3");
    assert_eq!(Preset::CaptureGo.ru(None), "Capture Go 1");
    assert_eq!(Preset::Japanese.ru(None), "Japanese");
    assert_eq!(Preset::from_sgf("Capture Go 3"), Ok(Preset::CaptureGo));
    assert_eq!(Preset::from_sgf("capture-go"), Ok(Preset::CaptureGo));
    assert_eq!(CaptureGoal::from_ru("Capture Go 3"), Some(Ok(three)));
    assert!(
        Preset::from_sgf("Capture Go 11").is_err(),
        "a goal of 1 to 10"
    );
}
