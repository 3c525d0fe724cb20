//! A random sequence of Game calls under every preset never panics; a refused move
//! changes nothing; undo then redo gives the same position; counting a stopped game
//! gives a result or an error (M-1, K-1..K-5, C-1..C-4).
#![no_main]

use arbitrary::Arbitrary;
use hotstone_rules::{BoardSize, DeadStones, Game, GameResult, Move, Point, Preset};
use libfuzzer_sys::fuzz_target;

#[derive(Debug, Arbitrary)]
enum Call {
    Play(u8, u8),
    Pass,
    Undo,
    Redo,
    Resign,
    Resume,
    Score,
    Handicap(u8),
}

#[derive(Debug, Arbitrary)]
struct Input {
    size: u8,
    preset: u8,
    calls: Vec<Call>,
}

fuzz_target!(|input: Input| {
    let n = 2 + input.size % 12;
    let Ok(size) = BoardSize::new(i64::from(n)) else {
        return;
    };
    let preset = Preset::ALL[input.preset as usize % Preset::ALL.len()];
    let mut game = Game::new(size, preset.ruleset()).expect("an empty board");
    for call in input.calls.iter().take(400) {
        match *call {
            Call::Play(x, y) => {
                let Some(p) = Point::new(x % (n + 1), y % (n + 1)) else {
                    continue;
                };
                let before = (game.board().clone(), game.to_move(), game.actions().len());
                if game.play(game.to_move(), Move::Play(p)).is_err() {
                    let after = (game.board().clone(), game.to_move(), game.actions().len());
                    assert_eq!(before, after, "a refused move changes nothing");
                }
            }
            Call::Pass => {
                let _ = game.play(game.to_move(), Move::Pass);
            }
            Call::Undo => {
                let before = game.board().clone();
                if game.undo().is_some() {
                    game.redo().expect("what was undone can be redone");
                    assert_eq!(game.board(), &before, "undo then redo is the identity");
                    game.undo();
                }
            }
            Call::Redo => {
                let _ = game.redo();
            }
            Call::Resign => {
                let _ = game.resign(game.to_move());
            }
            Call::Resume => {
                let _ = game.resume();
            }
            Call::Score => {
                let _ = GameResult::of(&game, &DeadStones::none(size));
            }
            Call::Handicap(k) => {
                let _ = game.start_handicap_moves(u32::from(k % 10));
            }
        }
    }
});
