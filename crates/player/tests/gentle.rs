//! Never cruel (issue 21): the easiest level against a beginner who plays nearly at
//! random wins most 7x7 games, but not by crushing: once the game is safely won it aims
//! at a modest margin, and the beginner keeps stones on the board.
//!
//! `GENTLE_GAMES=40 GENTLE_LEVEL=2 GENTLE_RULES=japanese GENTLE_SIZE=9 cargo test
//! --release -p hotstone-player --test gentle -- --nocapture` measures more games,
//! another level, other rules or another board (the test's bounds still apply).

use hotstone_player::{no_stop, suggest_dead, think, Level};
use hotstone_rules::{
    BoardSize, Color, End, Game, GameResult, Move, Outcome as Counted, Preset, Xorshift,
};

/// A beginner who knows only the rules: a legal play drawn uniformly at random, never
/// filling a one-point eye of its own; a pass when nothing else is left.
fn random_move(game: &Game, rng: &mut Xorshift) -> Move {
    let color = game.to_move();
    let board = game.board();
    let plays: Vec<Move> = board
        .size()
        .points()
        .filter(|&p| board.get(p).is_none() && !board.is_eye_of(p, color))
        .map(Move::Play)
        .filter(|&mv| game.check(color, mv).is_ok())
        .collect();
    if plays.is_empty() {
        Move::Pass
    } else {
        plays[rng.below(plays.len())]
    }
}

/// How a game against the beginner ended, from the computer's side.
#[derive(Debug)]
struct Outcome {
    /// The computer's margin in half points as the rules count it (Chinese: area, komi
    /// 7.5), the stones the player's suggestion calls dead taken off first.
    margin: i32,
    /// The beginner's stones left alive on the board.
    kept: usize,
}

/// One game on 7x7 (`GENTLE_SIZE`) under Chinese rules (`GENTLE_RULES`) until two
/// passes, every move through the rules.
/// `None` for a game the rules end without a result (a repeated situation under the
/// basic ko, E-5: Japanese rules).
fn play(level: Level, computer: Color, seed: u64) -> Option<Outcome> {
    let preset = std::env::var("GENTLE_RULES").map_or(Preset::Chinese, |r| {
        Preset::from_name(&r).expect("a preset")
    });
    let size = BoardSize::new(env("GENTLE_SIZE", 7) as i64).expect("a board size");
    let mut game = Game::new(size, preset.ruleset()).unwrap();
    let mut rng = Xorshift::new(seed);
    for turn in 0..300u64 {
        if game.end().is_some() {
            break;
        }
        let color = game.to_move();
        let mv = if color == computer {
            let settings = level.settings(seed * 1000 + turn);
            let decision = think(&game, &settings, &mut no_stop).decision;
            decision.to_move().expect("beginners' levels never resign")
        } else {
            random_move(&game, &mut rng)
        };
        game.play(color, mv).unwrap();
    }
    if game.end() == Some(End::NoResult) {
        return None;
    }
    assert_eq!(game.end(), Some(End::TwoPasses), "seed {seed}");
    let board = game.board();
    let dead = suggest_dead(board, seed, 256);
    let margin = match GameResult::of(&game, &dead).unwrap().outcome {
        Counted::Counted {
            winner,
            margin_half,
            ..
        } if winner == Some(computer) => margin_half as i32,
        Counted::Counted { margin_half, .. } => -(margin_half as i32),
        other => panic!("seed {seed}: {other:?}"),
    };
    let kept = board
        .stones()
        .filter(|&(p, c)| c == computer.opponent() && !dead.is_dead(p))
        .count();
    Some(Outcome { margin, kept })
}

fn env(name: &str, default: u64) -> u64 {
    std::env::var(name).map_or(default, |v| v.parse().expect(name))
}

#[test]
fn never_cruel_level_1_wins_against_a_random_beginner_without_crushing() {
    let level = Level::new(env("GENTLE_LEVEL", 1) as i64).unwrap();
    // Seeded games, the computer's colour alternating, each on its own thread.
    let played: Vec<Option<Outcome>> = std::thread::scope(|s| {
        let games: Vec<_> = (0..env("GENTLE_GAMES", 12))
            .map(|seed| {
                let computer = if seed % 2 == 0 {
                    Color::White
                } else {
                    Color::Black
                };
                s.spawn(move || play(level, computer, seed))
            })
            .collect();
        games.into_iter().map(|g| g.join().unwrap()).collect()
    });
    let without_result = played.iter().filter(|o| o.is_none()).count();
    // Only the basic ko ends a game without a result; the default rules (Chinese,
    // positional superko) never do.
    assert!(
        without_result * 10 <= played.len(),
        "{without_result} games without a result"
    );
    let outcomes: Vec<Outcome> = played.into_iter().flatten().collect();
    let n = outcomes.len();
    let wins = outcomes.iter().filter(|o| o.margin > 0).count();
    let kept = outcomes.iter().filter(|o| o.kept > 0).count();
    let mut margins: Vec<i32> = outcomes.iter().map(|o| o.margin).collect();
    margins.sort();
    let median = f64::from(margins[n / 2]) / 2.0;
    eprintln!("level {level}: {wins}/{n} won, the beginner kept stones in {kept}/{n}, median margin {median} ({without_result} without a result): {outcomes:?}");
    // Before the player was gentle, level 1 won these games by the whole board (a
    // median of 41.5 points, the beginner keeping stones in 2 games of 12).
    assert!(wins * 4 >= n * 3, "level 1 wins most games: {wins}/{n}");
    assert!(median <= 15.0, "a modest median margin: {median} points");
    assert!(
        kept * 2 > n,
        "the beginner keeps stones in most games: {kept}/{n}"
    );
}
