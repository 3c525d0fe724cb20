//! Runs seeded playouts by the crate's playout rule and prints the moves made: a fixed
//! workload to profile (see docs/performance.md), e.g.
//! `valgrind --tool=callgrind target/release/examples/playouts 19 simple 8`.
//!
//! Arguments: board size (default 19), `simple`, `japanese`, `ing` or `bare` (default
//! `simple`), number of playouts (default 8, seeds 0..n). Prints the moves made and the
//! moves per second of the whole run by the thread's CPU time (as the criterion bench
//! measures; bench/playouts.mjs reads that line to set the wasm playouts beside the
//! native ones on the same games) and by wall time.

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
    let start = std::time::Instant::now();
    let cpu_start = thread_cpu_seconds();
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
    let cpu = thread_cpu_seconds() - cpu_start;
    let wall = start.elapsed().as_secs_f64();
    println!(
        "{n}x{n} {rules}: {moves} moves in {count} playouts, {:.0} moves/s by CPU time ({cpu:.4} s), {:.0} by wall time",
        moves as f64 / cpu,
        moves as f64 / wall
    );
}

/// The calling thread's CPU time in seconds (the criterion bench's clock).
fn thread_cpu_seconds() -> f64 {
    let mut ts = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: clock_gettime only writes the timespec it is given, which lives here.
    unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut ts) };
    ts.tv_sec as f64 + ts.tv_nsec as f64 * 1e-9
}
