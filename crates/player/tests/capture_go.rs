//! The computer in Capture Go (L-4): its search knows the goal. A capture that reaches
//! it ends the game, so the player takes it at once; a stone the opponent could take to
//! reach it is saved first; and a capture below the goal does not end the game.

use hotstone_player::{no_stop, think, Decision, Level, Settings};
use hotstone_rules::{Board, CaptureGoal, Color, End, Game, Move, Point, Preset};

fn p(s: &str) -> Point {
    Point::parse(s).unwrap()
}

fn capture_go(rows: &[&str], to_move: Color, goal: u32) -> Game {
    let rules = Preset::CaptureGo
        .ruleset()
        .with_capture_goal(Some(CaptureGoal::new(goal).unwrap()));
    Game::from_position(Board::from_rows(rows).unwrap(), to_move, rules).unwrap()
}

fn settings(playouts: u32, seed: u64) -> Settings {
    Settings {
        playouts,
        temperature: 0.0,
        resign: false,
        target: None,
        seed,
    }
}

/// Black's stone D5 has one liberty, D6; White's A1 has one, B1. White to move: taking
/// D5 wins the game now, saving A1 does not.
const TAKE_TO_WIN: [&str; 7] = [
    ".......", //
    ".......", //
    "..OXO..", //
    "...O...", //
    ".......", //
    "X......", //
    "O......",
];

#[test]
fn l4_takes_the_capture_that_reaches_the_goal() {
    let g = capture_go(&TAKE_TO_WIN, Color::White, 1);
    assert_eq!(g.board().liberties(p("D5")), vec![p("D6")]);
    for seed in 1..=3 {
        let a = think(&g, &settings(400, seed), &mut no_stop);
        assert_eq!(
            a.decision,
            Decision::Play(p("D6")),
            "{:?}",
            &a.candidates[..3]
        );
        assert!(a.win_rate > 0.9, "a won game: {}", a.win_rate);
    }
    let mut g = g;
    assert!(g.try_play(Color::White, Move::Play(p("D6"))));
    assert_eq!(
        g.end(),
        Some(End::Captures {
            winner: Color::White
        })
    );
}

#[test]
fn l4_even_the_easiest_level_takes_the_winning_capture() {
    let g = capture_go(&TAKE_TO_WIN, Color::White, 1);
    for seed in 1..=5 {
        let a = think(&g, &Level::EASIEST.settings(seed), &mut no_stop);
        assert_eq!(a.decision, Decision::Play(p("D6")), "seed {seed}");
    }
}

#[test]
fn l4_saves_the_stone_whose_capture_would_lose_the_game() {
    // Black's D4 has one liberty, D5, and Black can take nothing: anything but D5 lets
    // White take D4 and win.
    let g = capture_go(
        &[
            ".......", //
            ".......", //
            ".......", //
            "..OXO..", //
            "...O...", //
            ".......", //
            ".......",
        ],
        Color::Black,
        1,
    );
    assert_eq!(g.board().liberties(p("D4")), vec![p("D5")]);
    for seed in 1..=3 {
        let a = think(&g, &settings(1500, seed), &mut no_stop);
        assert_eq!(
            a.decision,
            Decision::Play(p("D5")),
            "{:?}",
            &a.candidates[..3]
        );
    }
    // Level 3 too; level 1, with a few hundred playouts and chance in its choice, may
    // miss it now and then: a beginner must be able to win.
    let three = Level::new(3).unwrap();
    for seed in 1..=3 {
        let a = think(&g, &three.settings(seed), &mut no_stop);
        assert_eq!(a.decision, Decision::Play(p("D5")), "level 3, seed {seed}");
    }
}

#[test]
fn l4_a_capture_below_the_goal_plays_on() {
    // Goal 2: taking D5 is one stone, and the game goes on.
    let mut g = capture_go(&TAKE_TO_WIN, Color::White, 2);
    assert!(g.try_play(Color::White, Move::Play(p("D6"))));
    assert_eq!(g.end(), None);
    assert_eq!(g.prisoners(Color::White), 1);
    // The player still plays a move, and the rules accept it.
    let a = think(&g, &settings(300, 1), &mut no_stop);
    let mv = a.decision.to_move().expect("no resignation");
    assert!(g.try_play(Color::Black, mv), "{mv:?}");
}
