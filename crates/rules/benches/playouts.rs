//! Random legal playouts from an empty board, through the public `Game` API: every move
//! goes through `Game::play`, so each one pays for the full rule check (suicide, ko or
//! superko, cycle detection) as well as the board update.
//!
//! A playout picks a random empty point for the side to move, skipping the mover's own
//! single-point eyes (all neighbours its own stones: filling them would never end), and
//! tries it; a refused point is dropped and another one is drawn. With no candidate left
//! the side passes. Play stops at two consecutive passes, at the game's end, or after
//! three moves per point.
//!
//! Each benchmark replays the same few seeded playouts, so the work per iteration is
//! fixed and the throughput (moves per second) is exact. Rulesets that `Game::new`
//! refuses (Ing's ko rule, until it is built) are skipped with a note.
//!
//! Run: `cargo bench -p hotstone-rules --bench playouts`

use std::hint::black_box;
use std::time::Duration;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use hotstone_rules::Xorshift;
use hotstone_rules::{BoardSize, Game, Move, Point, Preset, Ruleset};

/// Playouts per benchmark iteration, each from its own seed.
const PLAYOUTS: u64 = 8;

/// Plays one random playout to its end; returns the number of moves (passes included).
fn playout(size: BoardSize, rules: Ruleset, seed: u64) -> usize {
    let mut game = Game::new(size, rules).expect("the ruleset was checked before");
    let mut rng = Xorshift::new(seed);
    let cap = 3 * size.area();
    let points: Vec<Point> = size.points().collect();
    let mut candidates: Vec<Point> = Vec::with_capacity(points.len());
    let mut moves = 0;
    let mut passes = 0;
    while moves < cap && passes < 2 && game.end().is_none() {
        let color = game.to_move();
        candidates.clear();
        candidates.extend(
            points
                .iter()
                .copied()
                .filter(|&p| game.board().get(p).is_none() && !game.board().is_eye_of(p, color)),
        );
        let mut played = false;
        while !candidates.is_empty() {
            let p = candidates.swap_remove(rng.below(candidates.len()));
            if game.play(color, Move::Play(p)).is_ok() {
                played = true;
                break;
            }
        }
        if played {
            passes = 0;
        } else {
            if game.play(color, Move::Pass).is_err() {
                break;
            }
            passes += 1;
        }
        moves += 1;
    }
    black_box(game.board().hash());
    moves
}

fn playouts(c: &mut Criterion) {
    let mut group = c.benchmark_group("playout");
    group
        .sample_size(20)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(5));
    for n in [9, 19] {
        let size = BoardSize::new(n).expect("9 and 19 are board sizes");
        for preset in [Preset::Simple, Preset::Japanese, Preset::Ing] {
            let rules = preset.ruleset();
            let id = format!("{n}x{n}/{preset}");
            if let Err(e) = Game::new(size, rules) {
                eprintln!("playout/{id}: skipped ({e})");
                continue;
            }
            let moves: usize = (0..PLAYOUTS).map(|s| playout(size, rules, s)).sum();
            eprintln!(
                "playout/{id}: {moves} moves in {PLAYOUTS} playouts ({} per playout)",
                moves as u64 / PLAYOUTS
            );
            group.throughput(Throughput::Elements(moves as u64));
            group.bench_function(id, |b| {
                b.iter(|| {
                    (0..PLAYOUTS)
                        .map(|s| playout(size, rules, black_box(s)))
                        .sum::<usize>()
                })
            });
        }
    }
    group.finish();
}

criterion_group!(benches, playouts);
criterion_main!(benches);
