//! Runs seeded playouts by the crate's playout rule and prints the moves made: a fixed
//! workload to profile (see docs/performance.md), e.g.
//! `valgrind --tool=callgrind target/release/examples/playouts 19 simple 8`.
//!
//! Arguments: board size (default 19), `simple`, `japanese`, `ing` or `bare` (default
//! `simple`), number of playouts (default 8, seeds 0..n).

use hotstone_rules::{BareBoard, Board, BoardSize, Color, Engine, Game, Playout, Preset};

fn run<E: Engine>(mut engine: E, size: BoardSize, seed: u64) -> usize {
    Playout::new(size, seed).run(&mut engine).moves
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let n: i64 = args.first().and_then(|a| a.parse().ok()).unwrap_or(19);
    let rules = args.get(1).map_or("simple", String::as_str);
    let count: u64 = args.get(2).and_then(|a| a.parse().ok()).unwrap_or(8);
    let Ok(size) = BoardSize::new(n) else {
        eprintln!("board size {n} is out of range");
        std::process::exit(2);
    };
    let mut moves = 0;
    for seed in 0..count {
        moves += if rules == "bare" {
            run(BareBoard::new(Board::new(size), Color::Black), size, seed)
        } else {
            let Ok(preset) = Preset::from_name(rules) else {
                eprintln!("unknown rules {rules}");
                std::process::exit(2);
            };
            let game = Game::new(size, preset.ruleset()).expect("an empty board is a valid start");
            run(game, size, seed)
        };
    }
    println!("{n}x{n} {rules}: {moves} moves in {count} playouts");
}
