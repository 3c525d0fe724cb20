//! Any record's main line, played through the rules under every preset, ends in a game
//! or a setup error; the game written back replays to the same board (E-7, M-1).
#![no_main]

use hotstone_rules::{Game, Preset};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some((&pick, text)) = data.split_first() else {
        return;
    };
    let Ok(trees) = hotstone_sgf::read_bytes(text) else {
        return;
    };
    let Some(tree) = trees.first() else {
        return;
    };
    let preset = Preset::ALL[pick as usize % Preset::ALL.len()];
    let Ok(mut game) = Game::new(tree.size(), preset.ruleset()) else {
        return;
    };
    if hotstone_sgf::replay_tree(&mut game, tree).is_err() {
        return;
    }
    let written = hotstone_sgf::game_tree(&game, tree.info().clone());
    let mut again = Game::new(tree.size(), preset.ruleset()).expect("same size");
    hotstone_sgf::replay_tree(&mut again, &written).expect("a written game replays");
    assert_eq!(again.board(), game.board(), "the same position");
});
