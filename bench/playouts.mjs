// Random legal playouts in Node (issue 15, issue 17's playout rule), the same games
// through three engines in one process: Hotstone's fast path (tryPlayXY), Hotstone's
// rich play(), and @sabaki/go-board. Moves per second and the ratio to go-board.
//
//   bash scripts/package.sh --no-pack && node bench/playouts.mjs [games-per-size]
//
// Prints moves per second of each engine (the best of three interleaved rounds), the
// ratio to go-board, and how many games were the same as go-board's.
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
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import GoBoard from '@sabaki/go-board';

const here = dirname(fileURLToPath(import.meta.url));
const hotstone = await import(resolve(here, '../pkg/index.js'));
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

function run(name, n, seeds, limits) {
  let moves = 0;
  const checksums = [];
  const lengths = [];
  const t0 = performance.now();
  for (const [i, seed] of seeds.entries()) {
    const engine = engines[name](n);
    const r = playout(n, seed, engine, limits?.[i] ?? 3 * n * n);
    lengths.push(r.moves);
    engine.done();
    moves += r.moves;
    checksums.push(r.checksum);
  }
  const seconds = (performance.now() - t0) / 1000;
  return { moves, seconds, perSecond: moves / seconds, checksums, lengths };
}

const games = Number(process.argv[2] ?? 100);
const rows = [];
for (const n of [9, 19]) {
  const seeds = Array.from({ length: games }, (_, i) => 1000 + i);
  // Warm up each engine (JIT, wasm tiering) on a few games first.
  for (const name of Object.keys(engines)) run(name, n, seeds.slice(0, 3));
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
console.table(rows);
console.log(`Node ${process.version}; ${new Date().toISOString()}`);
