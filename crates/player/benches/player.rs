//! The player's speed: playouts per second of a whole search (tree descent with the
//! rules' full checks, the light policy's playout, the RAVE update) from an empty 7x7
//! and 9x9 board under the Japanese preset.
//!
//! Run: `cargo bench -p hotstone-player --bench player`

use std::hint::black_box;

use criterion::{Criterion, Throughput};
use hotstone_player::{no_stop, think, Settings};
use hotstone_rules::{BoardSize, Game, Preset};

const PLAYOUTS: u32 = 2_000;

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("search");
    group.throughput(Throughput::Elements(u64::from(PLAYOUTS)));
    group.sample_size(10);
    for size in [BoardSize::SEVEN, BoardSize::NINE] {
        let game = Game::new(size, Preset::Japanese.ruleset()).expect("an empty board");
        let settings = Settings {
            playouts: PLAYOUTS,
            temperature: 0.0,
            resign: false,
            target: None,
            seed: 1,
        };
        group.bench_function(format!("{size}"), |b| {
            b.iter(|| black_box(think(&game, &settings, &mut no_stop).decision))
        });
    }
    group.finish();
}

fn main() {
    let mut c = Criterion::default().configure_from_args();
    bench(&mut c);
    c.final_summary();
}
