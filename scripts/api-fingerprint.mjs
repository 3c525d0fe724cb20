// A fingerprint of the npm package's API: loads pkg/ (as tests/js/load.mjs does) and
// writes to stdout a deterministic JSON-lines dump of many of its outputs, so that a
// change meant to alter nothing but the package's size (docs/performance.md, "Sizes")
// can be checked byte for byte against the build before it:
//
//   bash scripts/package.sh --no-pack && node scripts/api-fingerprint.mjs > /tmp/before.jsonl
//   ... the change, the build again ...
//   node scripts/api-fingerprint.mjs > /tmp/after.jsonl && cmp /tmp/before.jsonl /tmp/after.jsonl
//
// What it calls: the helpers (presets, refusalCodes, sizes, handicapPoints on every size
// and count); random games from a seeded PRNG under every preset of presets() and a few
// objects of axes, in en, de and ja, on several sizes and handicaps, each move's play()
// or pass() or resign() answer (refusals and their messages included), undo, redo,
// resume, the getters, forbidden(), hotStones(), koState(), score() by each method with
// dead stones and penalties, toSgf() and Game.fromSgf of it; the fast path and playout();
// Game.fromSgf of every SGF file of tests/sgf, tests/js and tests/conformance (read only)
// and of the fuzz corpus's sgf_read and sgf_replay inputs, with their toSgf read back;
// and wrong inputs, whose Error messages are written. Values are written with key order,
// -0, undefined and each object's prototype kept (`ser` below), errors as their class
// and message. A wasm trap would show as a RuntimeError line.
//
//   node scripts/api-fingerprint.mjs [--quick]   # --quick: fewer games and corpus files
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { root } from '../tests/js/load.mjs';
import hotstone from '../tests/js/load.mjs';

const { Game, presets, refusalCodes, sizes, handicapPoints } = hotstone;
const quick = process.argv.includes('--quick');
const out = [];
const flush = () => {
  if (out.length) process.stdout.write(out.join('\n') + '\n');
  out.length = 0;
};

/** A value written as text with everything JSON.stringify would lose. */
function ser(v, depth = 0) {
  if (depth > 40) return '<deep>';
  if (v === undefined) return 'undefined';
  if (v === null) return 'null';
  if (typeof v === 'number') return Object.is(v, -0) ? '-0' : String(v);
  if (typeof v === 'bigint') return `${v}n`;
  if (typeof v === 'string') return JSON.stringify(v);
  if (typeof v === 'boolean') return String(v);
  if (typeof v === 'function') return `<function ${v.name}>`;
  if (typeof v === 'symbol') return `<${String(v)}>`;
  if (v instanceof Error) return `<${v.constructor.name}: ${JSON.stringify(v.message)}>`;
  if (Array.isArray(v)) {
    const proto = Object.getPrototypeOf(v) === Array.prototype ? '' : '<odd array>';
    return `${proto}[${v.map((x) => ser(x, depth + 1)).join(',')}]`;
  }
  const p = Object.getPrototypeOf(v);
  // A Game's only own field is its pointer into wasm memory, which moves with any change.
  if (v instanceof Game) return '<Game>';
  const name = p === Object.prototype ? '' : p === null ? '<null proto>' : `<${p.constructor?.name}>`;
  const keys = Reflect.ownKeys(v).map((k) => {
    const d = Object.getOwnPropertyDescriptor(v, k);
    const flags = d.enumerable && d.writable && d.configurable ? '' : `{${+d.enumerable}${+!!d.writable}${+d.configurable}}`;
    return `${JSON.stringify(String(k))}${flags}:${ser(d.value, depth + 1)}`;
  });
  return `${name}{${keys.join(',')}}`;
}

/** Writes one line: a label and what `fn` gave or threw. */
function rec(label, fn) {
  let line;
  let value;
  try {
    value = fn();
    line = `${label} = ${ser(value)}`;
  } catch (e) {
    line = `${label} ! ${e instanceof Error ? `${e.constructor.name}: ${e.message}` : `thrown ${ser(e)}`}`;
    value = undefined;
  }
  out.push(line);
  if (out.length > 2000) flush();
  return value;
}

// mulberry32: a small seeded PRNG, the same numbers on every run.
function prng(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (n) => Math.floor(next() * n), pick: (xs) => xs[Math.floor(next() * xs.length)] };
}

const COLUMNS = 'ABCDEFGHJKLMNOPQRSTUVWXYZ';
const pointName = (size, x, y) => `${COLUMNS[x]}${size - y}`;

// --- helpers -------------------------------------------------------------------------
rec('presets()', () => presets());
rec('refusalCodes()', () => refusalCodes());
rec('sizes()', () => sizes());
for (let size = 1; size <= 26; size++) {
  for (let n = 0; n <= 10; n++) rec(`handicapPoints(${size},${n})`, () => handicapPoints(size, n));
}
for (const bad of [[19, -1], [19, 2.5], ['19', 2], [19, '2'], [null, null], [19, NaN], [1e10, 2]]) {
  rec(`handicapPoints(${ser(bad)})`, () => handicapPoints(...bad));
}
flush();

const presetNames = presets().map((p) => p.name);
const axes = [
  { ko: 'situational-superko', suicide: 'allowed', scoring: 'area', komi: 7 },
  { ko: 'basic', suicide: 'forbidden', scoring: 'territory', komi: 6.5, handicapBonus: 'n-minus-one' },
  { ko: 'ing', suicide: 'multi-stone-only', scoring: 'fill-in', komi: 8, handicapStyle: 'ing-moves', handicapBonus: 'n', tieWinner: 'black' },
  { ko: 'positional-superko', suicide: 'multi-stone-only', scoring: 'fill-in', komi: -3.5, tieWinner: 'white' },
];
const LANGS = ['en', 'de', 'ja'];

/** Everything a game says about itself now. */
function state(tag, g, full) {
  rec(`${tag} toMove`, () => g.toMove);
  rec(`${tag} moveNumber`, () => g.moveNumber);
  rec(`${tag} end`, () => g.end);
  rec(`${tag} handicap`, () => g.handicap);
  rec(`${tag} captures`, () => g.captures());
  rec(`${tag} hotStones`, () => g.hotStones());
  rec(`${tag} koState`, () => g.koState());
  rec(`${tag} isOver`, () => g.isOver);
  rec(`${tag} toMoveSign`, () => g.toMoveSign);
  if (full) {
    rec(`${tag} size`, () => g.size);
    rec(`${tag} rules`, () => g.rules);
    rec(`${tag} lang`, () => g.lang);
    rec(`${tag} skipped`, () => g.skipped);
    rec(`${tag} board`, () => g.board());
    rec(`${tag} forbidden`, () => g.forbidden());
  }
}

/** Scores by every method, with and without dead stones and penalties. */
function scores(tag, g, r) {
  const stones = [];
  const board = g.board();
  for (let y = 0; y < board.length; y++) {
    for (let x = 0; x < board.length; x++) if (board[y][x]) stones.push(pointName(board.length, x, y));
  }
  const dead = stones.filter(() => r.next() < 0.15);
  for (const method of [undefined, 'area', 'territory', 'fill-in']) {
    rec(`${tag} score(${method})`, () => g.score(method ? { method } : undefined));
    rec(`${tag} score(${method}, dead)`, () => g.score({ method, dead }));
  }
  rec(`${tag} score(penalties)`, () =>
    g.score({ penalties: [{ color: 'white', offence: 'move-order' }, { color: 'black', offence: 'consultation' }] }),
  );
}

/** A random game: plays, passes, undo, redo, resume, resignations, now and then a look. */
function randomGame(tag, options, seed, moves) {
  const r = prng(seed);
  const g = rec(`${tag} new Game(${ser(options)})`, () => new Game(options));
  if (!g) return;
  state(tag, g, true);
  const size = g.size;
  if (g.handicap?.style === 'free' && g.handicap.left > 0) {
    const pts = new Set();
    while (pts.size < g.handicap.left) pts.add(pointName(size, r.int(size), r.int(size)));
    rec(`${tag} placeHandicap`, () => g.placeHandicap([...pts]));
  }
  for (let i = 0; i < moves; i++) {
    const roll = r.next();
    const t = `${tag} #${i}`;
    if (roll < 0.05) rec(`${t} pass`, () => g.pass());
    else if (roll < 0.07) rec(`${t} undo`, () => g.undo());
    else if (roll < 0.08) rec(`${t} redo`, () => g.redo());
    else if (roll < 0.085) rec(`${t} resign`, () => g.resign());
    else if (roll < 0.1) rec(`${t} resume`, () => g.resume());
    else if (roll < 0.12) {
      const x = r.int(size);
      const y = r.int(size);
      rec(`${t} play(${x},${y})`, () => g.play({ x, y }));
    } else {
      const p = pointName(size, r.int(size), r.int(size));
      rec(`${t} play(${p})`, () => g.play(p));
    }
    if (g.isOver && r.next() < 0.5) rec(`${t} resume`, () => g.resume());
    if (i % 17 === 0) state(t, g, i % 51 === 0);
  }
  state(`${tag} final`, g, true);
  scores(`${tag} final`, g, r);
  rec(`${tag} lang=ja`, () => {
    g.lang = 'ja';
    return g.forbidden().slice(0, 3);
  });
  const sgf = rec(`${tag} toSgf`, () => g.toSgf());
  if (typeof sgf === 'string') {
    const back = rec(`${tag} fromSgf(toSgf)`, () => Game.fromSgf(sgf, { lang: options.lang }));
    if (back) {
      state(`${tag} back`, back, true);
      rec(`${tag} back toSgf`, () => back.toSgf());
      back.free();
    }
  }
  const c = g.clone();
  rec(`${tag} clone toSgf`, () => c.toSgf());
  rec(`${tag} clone undo`, () => [c.undo(), c.undo(), c.moveNumber, c.redo()]);
  c.free();
  g.free();
}

let seed = 1;
const gamesPerRule = quick ? 1 : 3;
for (const lang of LANGS) {
  for (const rules of [...presetNames, ...axes]) {
    for (const size of [5, 9, 13, 19]) {
      for (let k = 0; k < gamesPerRule; k++) {
        const options = { size, rules, lang };
        if (size >= 9 && k === 1) options.handicap = 2 + (seed % 4);
        if (size >= 9 && k === 2) {
          options.handicap = 3;
          options.handicapStyle = ['fixed', 'free', 'ing-moves'][seed % 3];
        }
        if (k === 0 && seed % 2) options.komi = (seed % 17) - 8.5;
        const moves = size === 5 ? 150 : size === 9 ? 200 : 120;
        randomGame(`g${seed} ${lang} ${typeof rules === 'string' ? rules : 'axes'} ${size}`, options, seed, moves);
        seed++;
      }
    }
    flush();
  }
}

// --- the fast path and playouts -------------------------------------------------------
for (const rules of presetNames) {
  for (const size of [2, 3, 7, 9, 19, 25]) {
    const r = prng(seed++);
    const g = new Game({ size, rules });
    const codes = [];
    for (let i = 0; i < 300; i++) {
      const x = r.int(size + 2) - 1;
      const y = r.int(size + 2) - 1;
      codes.push(r.next() < 0.03 ? `p${g.tryPass()}` : `${g.checkXY(x, y)}/${g.tryPlayXY(x, y)}/${g.signAtXY(x, y)}`);
    }
    rec(`fast ${rules} ${size}`, () => codes.join(' '));
    state(`fast ${rules} ${size}`, g, true);
    rec(`fast ${rules} ${size} playout`, () => g.playout(seed));
    rec(`fast ${rules} ${size} after playout`, () => [g.moveNumber, g.toSgf()]);
    scores(`fast ${rules} ${size}`, g, r);
    g.free();
  }
}
flush();

// --- records --------------------------------------------------------------------------
function files(dir, filter) {
  const found = [];
  const walk = (d) => {
    for (const name of readdirSync(d).sort()) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (filter(name)) found.push(p);
    }
  };
  walk(dir);
  return found;
}

function readRecord(tag, text, options, r, full) {
  const g = rec(`${tag} fromSgf(${ser(options)})`, () => Game.fromSgf(text, options));
  if (!g) return;
  state(tag, g, full);
  if (full) scores(tag, g, r);
  else rec(`${tag} score`, () => g.score());
  const sgf = rec(`${tag} toSgf`, () => g.toSgf());
  if (typeof sgf === 'string') {
    const back = rec(`${tag} back`, () => Game.fromSgf(sgf, options));
    if (back) {
      rec(`${tag} back toSgf`, () => back.toSgf());
      back.free();
    }
  }
  if (full) {
    rec(`${tag} undo`, () => [g.undo(), g.moveNumber, g.toSgf(), g.redo(), g.toSgf()]);
    rec(`${tag} play`, () => g.play(g.forbidden().length < g.size * g.size ? 'D4' : 'A1'));
  }
  g.free();
}

const fixtures = [
  ...files(resolve(root, 'tests/sgf'), (n) => n.endsWith('.sgf')),
  ...files(resolve(root, 'tests/js'), (n) => n.endsWith('.sgf')),
  ...files(resolve(root, 'tests/conformance'), (n) => n.endsWith('.sgf')),
];
{
  const r = prng(777);
  for (const f of fixtures) {
    const text = readFileSync(f, 'latin1');
    const tag = relative(root, f);
    readRecord(tag, text, {}, r, true);
    readRecord(`${tag} de`, text, { lang: 'de' }, r, false);
    readRecord(`${tag} ja ing`, text, { lang: 'ja', rules: 'ing', komi: 8 }, r, false);
    readRecord(`${tag} utf8`, readFileSync(f, 'utf8'), { rules: 'japanese' }, r, false);
    flush();
  }
}

for (const corpus of ['sgf_read', 'sgf_replay']) {
  const dir = resolve(root, 'fuzz/corpus', corpus);
  let list;
  try {
    list = readdirSync(dir).sort();
  } catch {
    continue;
  }
  if (quick) list = list.filter((_, i) => i % 10 === 0);
  const r = prng(4242);
  for (const name of list) {
    const text = readFileSync(join(dir, name), 'latin1');
    readRecord(`${corpus}/${name}`, text, {}, r, false);
    flush();
  }
}

// --- wrong inputs ---------------------------------------------------------------------
const odd = [undefined, null, 0, -0, 1.5, NaN, Infinity, -1, 2 ** 40, 9n, 2n ** 70n, '', 'x'.repeat(300), 'a\0b',
  'Z9', 'A0', 'I5', 'a1', ' A1', 'A1 ', 'pass', [], [1, 2], {}, { x: 1 }, { x: 1, y: 1, z: 1 }, { x: -1, y: 0 },
  { x: 0.5, y: 0 }, { x: '1', y: '1' }, new Map([['x', 1], ['y', 2]]), new Set([1]), () => 1, Symbol('s'), true,
  Object.create(null), new Uint8Array(2), [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]];
const optionNames = ['size', 'rules', 'komi', 'handicap', 'handicapStyle', 'lang', 'sise', 'method', 'dead', 'penalties'];
for (const v of odd) {
  const t = ser(v).slice(0, 60);
  rec(`new Game(${t})`, () => new Game(v));
  for (const k of optionNames) rec(`new Game({${k}: ${t}})`, () => new Game({ size: 9, [k]: v }));
  const g = new Game({ size: 9, rules: 'ing', handicap: 2, handicapStyle: 'free' });
  rec(`placeHandicap(${t})`, () => g.placeHandicap(v));
  rec(`placeHandicap([${t}, 'C3'])`, () => g.placeHandicap([v, 'C3']));
  rec(`play(${t}) before handicap`, () => g.play(v));
  const h = new Game({ size: 9 });
  rec(`play(${t})`, () => h.play(v));
  rec(`at(${t})`, () => h.at(v));
  rec(`lang=${t}`, () => {
    h.lang = v;
    return h.lang;
  });
  rec(`score(${t})`, () => h.score(v));
  for (const k of ['method', 'dead', 'penalties', 'other']) rec(`score({${k}: ${t}})`, () => h.score({ [k]: v }));
  rec(`score({penalties: [{color: ${t}}]})`, () => h.score({ penalties: [{ color: v, offence: 'move-order' }] }));
  rec(`score({penalties: [{offence: ${t}}]})`, () => h.score({ penalties: [{ color: 'black', offence: v }] }));
  rec(`tryPlayXY(${t}, 0)`, () => h.tryPlayXY(v, 0));
  rec(`checkXY(0, ${t})`, () => h.checkXY(0, v));
  rec(`signAtXY(${t}, ${t})`, () => h.signAtXY(v, v));
  rec(`playout(${t})`, () => h.playout(v));
  rec(`fromSgf(${t})`, () => Game.fromSgf(v));
  rec(`fromSgf('(;SZ[9])', ${t})`, () => Game.fromSgf('(;SZ[9])', v));
  for (const k of ['rules', 'komi', 'lang', 'other']) rec(`fromSgf('(;SZ[9])', {${k}: ${t}})`, () => Game.fromSgf('(;SZ[9])', { [k]: v }));
  h.free();
  g.free();
  flush();
}
const badSgf = ['', '(', '()', '(;', '(;)', ';SZ[9]', '(;SZ[0])', '(;SZ[26])', '(;SZ[9:7])', '(;SZ[x])', '(;GM[2])',
  '(;FF[5])', '(;CA[EBCDIC])', '(;B[zz])', '(;SZ[9];B[jj])', '(;SZ[9];B[ii];B[ii])', '(;KM[abc])', '(;KM[1e400])',
  '(;KM[6.25])', '(;KM[-0])', '(;KM[ 6.5 ])', '(;RU[Klingon])', '(;RU[AGA rules])', '(;RU[Korean])', '(;HA[x])',
  '(;HA[1])', '(;AB[aa][aa])', '(;AB[aa:cc]AW[bb])', '(;AB[aa]AE[aa])', '(;PL[X])', '(;B[aa]C[x\\]y];W[bb](;B[cc])(;B[dd]))',
  '(;LB[aa:x][aa:y])', '(;TR[zz])', '(;AR[aa:aa])', '(;LN[aa:bb][bb:aa])', '(;MA[aa:cc])', '(;TM[1.5e3]OT[3x30])',
  '(;BL[12.75]WL[0.001])', '(;RE[B+R])', '(;RE[W+Resign];B[aa])', '(;RE[Void])', '(;RE[B+T])', '(;DT[2026-11-26]EV[x]PB[a]PW[b])',
  '(;SZ[5]AB[aa][ba][ab][bb]AW[ca][cb][cc][ac][bc])', '(;B[aa](;W[bb])(;W[cc]))(;B[dd])', '(;B[aa])(;B[zz])', '(;B[aa]X[' + 'y'.repeat(70000) + '])',
  '(;' + ';B[]'.repeat(3) + ')', '(;' + ';B[aa];W[ab]'.repeat(6000) + ')', '\u00ef\u00bb\u00bf(;SZ[9])', '(;SZ[9]\u0000)'];
for (const s of badSgf) {
  const t = ser(s).slice(0, 80);
  for (const lang of LANGS) {
    const g = rec(`fromSgf(${t}) ${lang}`, () => Game.fromSgf(s, { lang }));
    if (g) {
      state(`fromSgf(${t}) ${lang}`, g, true);
      rec(`fromSgf(${t}) ${lang} toSgf`, () => g.toSgf());
      rec(`fromSgf(${t}) ${lang} score`, () => g.score());
      g.free();
    }
  }
  flush();
}
// A fill-in count that cannot be made, in each language.
for (const lang of LANGS) {
  const g = Game.fromSgf('(;SZ[5]RU[Ing]AB[aa][ba][ca][da][ea][ab][bb][cb][db][eb][ac][bc][cc][dc][ec][ad][bd][cd][dd])', { lang });
  rec(`impossible fill-in ${lang}`, () => g.score({ method: 'fill-in' }));
  rec(`impossible fill-in ${lang} dead`, () => g.score({ method: 'fill-in', dead: ['A5'] }));
  g.free();
}
flush();
