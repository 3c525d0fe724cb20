// Random legal playouts in Node (issue 15, issue 17's playout rule), the same games
// through several engines in one process. Two parts:
//
// 1. Whole games inside wasm (issue 17): `game.playout(seed)` plays each game by the
//    rules crate's own playout rule under `simple` (positional superko), the same games
//    (seeds 0..games) as the native build (`target/release/examples/playouts`, run by
//    this script when it is built) and as `cargo bench`; @sabaki/go-board then replays
//    each of those games move by move with its own checks. Ratios: wasm to native (target
//    at least 0.5) and wasm to go-board on 19x19 (target at least 50).
// 2. One call per move from JavaScript: the same mulberry32-driven games through
//    Hotstone's fast path (tryPlayXY), Hotstone's rich play(), and @sabaki/go-board.
//
//   bash scripts/package.sh --no-pack
//   cargo build --release -p hotstone-rules --example playouts   # for the native column
//   node bench/playouts.mjs [games-per-size]
//   PKG=/tmp/other-pkg node bench/playouts.mjs   # another build of the package
//
// Time is CPU time (process.cpuUsage: user + system; the native run reports its thread's
// CPU time), the best of three interleaved rounds, so that a machine shared with other
// work slows every engine alike; on a quiet machine it equals wall time.
//
// The rule: each turn the mover takes a partial Fisher-Yates shuffle of all points with
// the game's own seeded PRNG and plays the first point that is empty, is not its own
// single-point eye (every neighbour its own stone or the edge) and is legal by the
// engine's own check; if none, it passes. A game stops after two passes in a row or at
// 3·N·N moves. Every engine draws from the same PRNG, so equal rules give equal games;
// each game's moves are folded into a checksum and the checksums are compared.
//
// Rules: basic ko, suicide forbidden (Hotstone's axes { ko: 'basic', suicide:
// 'forbidden' }; go-board's preventKo, preventSuicide), the rules both engines share.
// Hotstone's basic ko rule also ends a game with no result when a situation occurs a
// third time (K-5), which go-board does not know: the fast path plays each game first,
// and every engine then stops that game at the same move, so all play the same games.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import GoBoard from '@sabaki/go-board';

const here = dirname(fileURLToPath(import.meta.url));
// PKG=dir runs another build of the package (an A/B of two builds).
const hotstone = await import(resolve(process.env.PKG ?? resolve(here, '../pkg'), 'index.js'));
await hotstone.default();
const { Game } = hotstone;

const RULES = { ko: 'basic', suicide: 'forbidden', scoring: 'area' };

/** mulberry32: a small seeded PRNG, the same in every engine. */
function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * One playout of at most `limit` moves. `engine` gives `sign(x, y)` (1, -1, 0),
 * `toMove()` (1 or -1), `play(x, y)` (true if legal and played), `pass()` and `over()`
 * (the engine's rules stopped play). Returns { moves, checksum }.
 */
function playout(n, seed, engine, limit) {
  const random = prng(seed);
  const points = new Int32Array(n * n);
  for (let i = 0; i < points.length; i++) points[i] = i;
  let moves = 0;
  let passes = 0;
  let checksum = 0;
  const ownEye = (x, y, me) =>
    (x === 0 || engine.sign(x - 1, y) === me) &&
    (x === n - 1 || engine.sign(x + 1, y) === me) &&
    (y === 0 || engine.sign(x, y - 1) === me) &&
    (y === n - 1 || engine.sign(x, y + 1) === me);
  while (passes < 2 && moves < limit && !engine.over()) {
    const me = engine.toMove();
    let played = -1;
    for (let i = 0; i < points.length; i++) {
      const j = i + Math.floor(random() * (points.length - i));
      const p = points[j];
      points[j] = points[i];
      points[i] = p;
      const x = p % n;
      const y = (p / n) | 0;
      if (engine.sign(x, y) !== 0 || ownEye(x, y, me)) continue;
      if (engine.play(x, y)) {
        played = p;
        break;
      }
    }
    if (played < 0) {
      engine.pass();
      passes++;
    } else {
      passes = 0;
    }
    moves++;
    checksum = (Math.imul(checksum, 31) + played + 2) | 0;
  }
  return { moves, checksum };
}

const engines = {
  'hotstone tryPlayXY': (n) => {
    const game = new Game({ size: n, rules: RULES });
    return {
      sign: (x, y) => game.signAtXY(x, y),
      toMove: () => game.toMoveSign,
      play: (x, y) => game.tryPlayXY(x, y) === 0,
      pass: () => game.tryPass(),
      over: () => game.isOver,
      done: () => game.free(),
    };
  },
  'hotstone play()': (n) => {
    const game = new Game({ size: n, rules: RULES });
    return {
      sign: (x, y) => game.signAtXY(x, y),
      toMove: () => game.toMoveSign,
      play: (x, y) => game.play({ x, y }).ok,
      pass: () => game.pass(),
      over: () => game.isOver,
      done: () => game.free(),
    };
  },
  '@sabaki/go-board': (n) => {
    let board = GoBoard.fromDimensions(n);
    let sign = 1;
    const options = { preventSuicide: true, preventOverwrite: true, preventKo: true };
    return {
      sign: (x, y) => board.signMap[y][x],
      toMove: () => sign,
      play: (x, y) => {
        try {
          board = board.makeMove(sign, [x, y], options);
        } catch {
          return false;
        }
        sign = -sign;
        return true;
      },
      pass: () => {
        // A pass ends a basic ko in Hotstone; go-board keeps its ko note across a
        // move it never sees, so it is cleared here to keep the rules equal.
        board = board.clone();
        board._koInfo = { sign: 0, vertex: [-1, -1] };
        sign = -sign;
      },
      over: () => false,
      done: () => {},
    };
  },
};

/** CPU seconds of this process so far (user + system). */
function cpu() {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
}

function run(name, n, seeds, limits) {
  let moves = 0;
  const checksums = [];
  const lengths = [];
  const t0 = cpu();
  for (const [i, seed] of seeds.entries()) {
    const engine = engines[name](n);
    const r = playout(n, seed, engine, limits?.[i] ?? 3 * n * n);
    lengths.push(r.moves);
    engine.done();
    moves += r.moves;
    checksums.push(r.checksum);
  }
  const seconds = cpu() - t0;
  return { moves, seconds, perSecond: moves / seconds, checksums, lengths };
}

const games = Number(process.argv[2] ?? 100);

// --- 1. Whole games inside wasm, beside native and go-board on the same games ---------------

/** The moves of a game as go-board vertices ([x, y] from the top-left; null for a pass). */
function movesOf(game) {
  return [...game.toSgf().matchAll(/;([BW])\[([a-z]{2})?\]/g)].map(([, , xy]) =>
    xy ? [xy.charCodeAt(0) - 97, xy.charCodeAt(1) - 97] : null,
  );
}

/**
 * Plays seeds 0..count by `playout(seed)`, the whole set `repeat` times: { moves (of one
 * set), perSecond, seconds, kept (the games, with `keep`) }.
 */
function wasmPlayouts(n, count, keep, repeat = 1) {
  let moves = 0;
  const kept = [];
  const t0 = cpu();
  for (let r = 0; r < repeat; r++) {
    for (let seed = 0; seed < count; seed++) {
      const game = new Game({ size: n, rules: 'simple' });
      moves += game.playout(seed);
      if (keep) kept.push(game);
      else game.free();
    }
  }
  const seconds = cpu() - t0;
  return { moves: moves / repeat, perSecond: moves / seconds, seconds, kept };
}

/** go-board replays each game with its checks on; its final board must equal Hotstone's. */
function goBoardReplay(n, games) {
  const options = { preventSuicide: true, preventOverwrite: true, preventKo: true };
  let moves = 0;
  let same = 0;
  let seconds = 0;
  for (const { list, game } of games) {
    const t0 = cpu();
    let board = GoBoard.fromDimensions(n);
    let sign = 1;
    let legal = true;
    for (const vertex of list) {
      if (vertex === null) {
        // A pass ends a basic ko in Hotstone (see the rules note above).
        board = board.clone();
        board._koInfo = { sign: 0, vertex: [-1, -1] };
      } else {
        try {
          board = board.makeMove(sign, vertex, options);
        } catch {
          legal = false;
          break;
        }
      }
      sign = -sign;
      moves++;
    }
    seconds += cpu() - t0;
    let equal = legal;
    for (let y = 0; equal && y < n; y++) {
      for (let x = 0; x < n; x++) {
        if (board.signMap[y][x] !== game.signAtXY(x, y)) equal = false;
      }
    }
    if (equal) same++;
  }
  return { moves, perSecond: moves / seconds, same };
}

/** The native build's figure on the same games, if it is built. */
function native(n, count) {
  const binary = resolve(here, '../target/release/examples/playouts');
  if (!existsSync(binary)) return null;
  const out = execFileSync(binary, [String(n), 'simple', String(count)], { encoding: 'utf8' });
  const m = out.match(/(\d+) moves in \d+ playouts, (\d+) moves\/s by CPU time/);
  return m ? { moves: Number(m[1]), perSecond: Number(m[2]) } : null;
}

/**
 * Runs `batch` until `seconds` of CPU time have passed. V8 first runs wasm and
 * JavaScript in a baseline tier and optimises hot functions in the background: on 9x9
 * the package's playouts ran at 1.1 M moves/s over the first 4,000 games and 2.2 M once
 * optimised (2026-11-26). Native code has no such start, so every engine is warmed for
 * the same time before it is measured, and the figures compare optimised code.
 */
function warmUp(batch, seconds = 0.5) {
  const t0 = cpu();
  while (cpu() - t0 < seconds) batch();
}

const whole = [];
for (const n of [9, 19]) {
  const count = n === 9 ? 10 * games : games;
  warmUp(() => wasmPlayouts(n, 10)); // wasm tiering
  const recorded = wasmPlayouts(n, count, true);
  const replays = recorded.kept.map((game) => ({ game, list: movesOf(game) }));
  warmUp(() => goBoardReplay(n, replays.slice(0, 10))); // JIT
  // A round of at least a quarter of a second: 200 games of 9x9 take about 12 ms, short
  // enough for a collection or a background compile to move the figure by a third. The
  // same games are played again; their moves, and so the comparison, stay the same.
  const repeat = Math.max(1, Math.ceil(0.25 / recorded.seconds));
  const best = { wasm: null, native: null, goBoard: null };
  const better = (key, r) => {
    if (r && (!best[key] || r.perSecond > best[key].perSecond)) best[key] = r;
  };
  for (let round = 0; round < 3; round++) {
    better('wasm', wasmPlayouts(n, count, false, repeat));
    better('native', native(n, count));
    better('goBoard', goBoardReplay(n, replays));
  }
  for (const { game } of replays) game.free();
  const { wasm, goBoard } = best;
  const nat = best.native;
  whole.push({
    board: `${n}x${n}`,
    games: count,
    moves: wasm.moves,
    'native moves/s': nat ? Math.round(nat.perSecond) : 'not built',
    'wasm playout() moves/s': Math.round(wasm.perSecond),
    'wasm / native': nat ? +(wasm.perSecond / nat.perSecond).toFixed(2) : '-',
    'go-board replay moves/s': Math.round(goBoard.perSecond),
    'wasm / go-board': +(wasm.perSecond / goBoard.perSecond).toFixed(1),
    'same games': `${nat && nat.moves === wasm.moves ? 'native, ' : ''}go-board ${goBoard.same}/${count}`,
  });
}
console.log('Whole games inside wasm (simple rules, seeds 0..games), beside native and go-board:');
console.table(whole);

// --- 2. One call per move from JavaScript ------------------------------------------------------

const rows = [];
for (const n of [9, 19]) {
  const seeds = Array.from({ length: games }, (_, i) => 1000 + i);
  // Warm up each engine (JIT, wasm tiering) first, each for the same time.
  for (const name of Object.keys(engines)) warmUp(() => run(name, n, seeds.slice(0, 3)));
  const first = run('hotstone tryPlayXY', n, seeds);
  // Three rounds, the engines taking turns, the best round of each kept: a busy machine
  // then slows every engine alike instead of whichever ran at the wrong moment.
  const results = {};
  for (let round = 0; round < 3; round++) {
    for (const name of Object.keys(engines)) {
      const r = run(name, n, seeds, first.lengths);
      if (!results[name] || r.perSecond > results[name].perSecond) results[name] = r;
    }
  }
  const base = results['@sabaki/go-board'];
  for (const [name, r] of Object.entries(results)) {
    const same = r.checksums.filter((c, i) => c === base.checksums[i]).length;
    rows.push({
      board: `${n}x${n}`,
      engine: name,
      games,
      moves: r.moves,
      'moves/s': Math.round(r.perSecond),
      'x go-board': +(r.perSecond / base.perSecond).toFixed(1),
      'same games': `${same}/${games}`,
    });
  }
}
console.log('One call per move from JavaScript (basic ko, the same mulberry32 games):');
console.table(rows);
console.log(`Node ${process.version}; ${new Date().toISOString()}`);
