// Programmer errors (P-4): every method given wrong values throws a JavaScript Error
// whose message says what was wrong and what is allowed; never a Rust panic. After all
// of them the same Game, and the module, still play a whole game.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import hotstone from './load.mjs';

const { Game, handicapPoints, refusalCodes } = hotstone;
const game9 = () => new Game({ size: 9 });

/** Calls `fn`, which must throw an Error whose message matches every pattern. */
function throwsSaying(fn, ...patterns) {
  let error;
  try {
    fn();
  } catch (e) {
    error = e;
  }
  assert.ok(error instanceof Error, `expected an Error, got ${error}`);
  assert.doesNotMatch(error.message, /panicked|unreachable|RuntimeError/);
  for (const p of patterns) assert.match(error.message, p);
  return error.message;
}

test('P-4: new Game refuses every wrong option, saying what is allowed', () => {
  throwsSaying(() => new Game({ size: 30 }), /size/, /2 to 25/, /30/);
  throwsSaying(() => new Game({ size: 1 }), /2 to 25/);
  throwsSaying(() => new Game({ size: 9.5 }), /whole number/);
  throwsSaying(() => new Game({ size: 'nine' }), /"nine"/);
  throwsSaying(() => new Game({ rules: 'korean' }), /korean/, /tromp-taylor/);
  throwsSaying(() => new Game({ rules: 42 }), /preset/);
  // A long or odd string is named, not repeated: a megabyte of input, a line of message.
  const long = throwsSaying(() => new Game({ rules: 'x'.repeat(1_000_000) }), /\(1000000 characters\)/);
  assert.ok(long.length < 400, `${long.length} characters`);
  assert.doesNotMatch(throwsSaying(() => new Game({ rules: 'a\0b' }), /"a\uFFFDb"/), /\0/);
  throwsSaying(() => new Game({ rules: { ko: 'ing' } }), /rules\.suicide/, /multi-stone-only/);
  throwsSaying(() => new Game({ rules: { ko: 'ing', suicide: 'allowed', scoring: 'area', colour: 1 } }), /colour/);
  throwsSaying(() => new Game({ komi: 6.3 }), /0\.5/);
  throwsSaying(() => new Game({ komi: '6.5' }), /komi/);
  throwsSaying(() => new Game({ handicap: -1 }), /handicap/);
  throwsSaying(() => new Game({ size: 9, handicap: 10 }), /handicap/, /2 to 9/);
  throwsSaying(() => new Game({ size: 5, handicap: 2 }), /handicap/, /7x7 to 19x19/);
  throwsSaying(() => new Game({ handicapStyle: 'korean' }), /ing-moves/);
  throwsSaying(() => new Game({ lang: 'fr' }), /'en', 'de' or 'ja'/);
  throwsSaying(() => new Game({ sise: 9 }), /sise/, /size/);
  throwsSaying(() => new Game(9), /object/);
  throwsSaying(() => new Game({ size: () => 9 }), /plain data/);
  assert.equal(new Game().size, 19, 'no options: 19x19');
  assert.equal(new Game(null).rules.name, 'simple');
  assert.equal(new Game().handicap, null);
});

test('P-4: what counts as plain data (crossing as JSON text since issue 35; a BigInt is refused since the JS developer\'s review)', () => {
  assert.equal(new Game(new Map([['size', 9]])).size, 9, 'a Map with string keys is an object');
  assert.equal(new Game(Object.create(null)).size, 19);
  assert.equal(new Game({ [Symbol('s')]: 1, size: 13 }).size, 13, 'symbol keys are not fields');
  throwsSaying(() => new Game({ size: -0 }), /got 0/);
  throwsSaying(() => new Game({ size: [9] }), /got an array/);
  throwsSaying(() => new Game({ size: new Number(9) }), /got an object/);
  // JSON would make NaN null and drop a function or a field left undefined: each is
  // read as given (issue 35).
  throwsSaying(() => new Game({ komi: NaN }), /^new Game: komi 'NaN' is not a number of points in steps of 0\.5/);
  throwsSaying(() => game9().play({ x: Infinity, y: 1 }), /^play: a point's x must be a whole number from 0 to 8; got Infinity$/);
  throwsSaying(() => handicapPoints(19, -Infinity), /^handicapPoints: count must be a whole number from 0 to 361; got -Infinity$/);
  throwsSaying(() => new Game({ size: 9, lang: () => 'de' }), /plain data/);
  assert.equal(new Game({ size: 9, lang: undefined }).lang, 'en', 'undefined is nothing given, as null is');
  throwsSaying(() => new Game({ sise: undefined }), /^new Game: unknown field 'sise', expected one of 'size'/);
  // A lone surrogate, which JSON carries and Rust's strings cannot.
  throwsSaying(() => game9().play('\ud800'), /^play: the point holds a string with a lone surrogate \(not well-formed UTF-16\)$/);
  for (const bad of [new Set([1]), new Uint8Array(1), new ArrayBuffer(1), new Map([[1, 9]]), { size: Symbol('9') }]) {
    throwsSaying(() => new Game(bad), /plain data/);
  }
});

test('P-4: every method of a Game refuses wrong values, and the game plays on', () => {
  const game = new Game({ size: 9, rules: 'ing' });
  for (const bad of ['Z99', 'I3', 'A0', 'J10', '', 'C', 42, null, true, [], { x: 9, y: 0 }, { x: -1, y: 0 }, { x: 1.5, y: 2 }, { x: 1 }, { row: 1, col: 2 }]) {
    throwsSaying(() => game.play(bad), /point|x|y|row|column|C3/);
    throwsSaying(() => game.at(bad), /point|x|y|row|column|C3/);
  }
  throwsSaying(() => game.play('Z9'), /Z9/, /off the 9x9 board/, /A\.\.J/);
  throwsSaying(() => game.play('Z99'), /'Z99' is off the 9x9 board/, /rows 1\.\.9/, /\{x, y\}/);
  throwsSaying(() => game.play('I3'), /skip I \(A\.\.H, J on the 9x9 board\)/);
  throwsSaying(() => game.play('I3'), /skip I/);
  throwsSaying(() => game.play({ x: 9, y: 0 }), /from 0 to 8/, /got 9/);
  // @sabaki/go-board's own vertex [x, y] is refused with the way to hand it over.
  throwsSaying(() => game.play([2, 6]), /got an array \(for @sabaki\/go-board's \[x, y\], pass \{x, y\}\)/);
  throwsSaying(() => game.placeHandicap('C3'), /array/);
  throwsSaying(() => game.placeHandicap(['C3', 'Z99']), /points\[1\]/);
  throwsSaying(() => game.score({ method: 'chinese' }), /'area', 'territory', 'fill-in'/);
  throwsSaying(() => game.score({ dead: ['C3'] }), /dead/);
  throwsSaying(() => game.score({ dead: 'C3' }), /array/);
  throwsSaying(() => game.score({ deadStones: [] }), /deadStones/);
  throwsSaying(() => game.score(7), /object/);
  throwsSaying(() => { game.lang = 'fr'; }, /'ja'/);
  assert.equal(game.lang, 'en', 'a refused language leaves the old one');
  throwsSaying(() => handicapPoints(30, 2), /2 to 25/);
  throwsSaying(() => handicapPoints(19, 10), /2 to 9/);
  throwsSaying(() => handicapPoints(5, 2), /7x7 to 19x19/);
  throwsSaying(() => handicapPoints('19', 2), /"19"/);
  throwsSaying(() => Game.fromSgf(42), /string/);
  throwsSaying(() => Game.fromSgf('(;SZ[9]'), /line 1, column 8/, /not closed/);
  throwsSaying(() => Game.fromSgf('(;SZ[9]\n;B[cc]\n;W[zz])'), /line 3, column 2/, /zz/);
  throwsSaying(() => Game.fromSgf('(;SZ[30])'), /line 1/, /30/);
  throwsSaying(() => Game.fromSgf('(;SZ[9]RU[Klingon])'), /line 1, column 8/, /Klingon/, /tromp-taylor/, /pass \{ rules \}/);
  assert.doesNotMatch(throwsSaying(() => Game.fromSgf('(;SZ[9]RU[OGS])')), /--rules/, 'no CLI flag in the package');
  // Errors found after reading (a setup, a handicap, a komi) name their place too.
  throwsSaying(() => Game.fromSgf('(;SZ[9]\n;B[cc]\n;AB[dd]AW[dd])'), /line 3, column 1/, /D6 two contents/);
  throwsSaying(() => Game.fromSgf('(;SZ[2]AB[aa][ab][ba][bb])'), /line 1, column 2/, /without liberties/);
  throwsSaying(() => Game.fromSgf('(;SZ[5]RU[Ing]HA[1000])'), /line 1, column 15/, /would fill the 5x5 board/);
  throwsSaying(() => Game.fromSgf('(;SZ[9]\nKM[1e400])'), /line 2, column 1/, /komi '1e400'/);
  throwsSaying(() => Game.fromSgf('hello'), /line 1, column 1/, /SGF/);
  throwsSaying(() => Game.fromSgf('(;SZ[9])', { rules: 'korean' }), /korean/);
  throwsSaying(() => Game.fromSgf('(;SZ[9])', { komi: 'x' }), /komi/);
  throwsSaying(() => Game.fromSgf('(;SZ[9])', 'ing'), /object/);
  // A line too long for the stack is refused by the reader's limit, not a crash.
  const line = (n) => `(;SZ[9]${';B[];W[]'.repeat(n / 2)})`;
  // Issue 15: the error gives the line's real length and where it passed the limit.
  throwsSaying(() => Game.fromSgf(line(12000)), /line 1, column 40004: the game tree has a line of 12001 nodes; at most 10000 are read/);
  assert.equal(Game.fromSgf(line(1998)).moveNumber, 1998);

  // The fast path takes numbers and answers with numbers, even off the board.
  assert.equal(game.tryPlayXY(99, 0), 3);
  assert.equal(game.tryPlayXY(-1, -1), 3);
  assert.equal(game.checkXY(9, 9), 3);
  assert.equal(game.signAtXY(-5, 3), 0);

  // The same game still plays a whole game: to two passes and a count.
  assert.equal(game.moveNumber, 0);
  const moves = ['E5', 'C3', 'G7', 'C7', 'G3', 'D5', 'F5', 'E3', 'E7'];
  for (const m of moves) assert.equal(game.play(m).ok, true, m);
  assert.equal(game.play('E5').code, 'occupied');
  assert.equal(game.pass().ok, true);
  assert.equal(game.pass().end.code, 'two-passes');
  assert.equal(game.play('A1').code, 'game-over');
  const score = game.score();
  assert.equal(score.method, 'fill-in');
  assert.match(score.result, /^[BW]\+|Draw/);
  assert.ok(game.undo());
  assert.equal(game.end, null);
  assert.ok(game.redo());
  assert.equal(game.end.code, 'two-passes');
  // And the module makes new games.
  assert.equal(new Game({ size: 9 }).play('E5').ok, true);
});

test('P-4: hostile values (deep, cyclic, huge, throwing getters, proxies) are errors, and the game and the module keep working', () => {
  const game = new Game({ size: 9 });
  const nested = (n) => {
    let value = 'C3';
    for (let i = 0; i < n; i++) value = [value];
    return value;
  };
  const deep = nested(1_000);
  const deeper = nested(10_000);
  const cyclic = { x: 2 };
  cyclic.y = cyclic;
  const list = [];
  list.push(list);
  const getter = { get x() { throw new Error('boom'); }, y: 6 };
  const reentrant = { get x() { game.play('A9'); return 1; }, y: 1 };
  const proxy = new Proxy({}, { ownKeys() { throw new Error('no keys'); } });
  const revoked = Proxy.revocable([], {});
  revoked.revoke();
  const checks = [
    // Deep values are read no deeper than the API's own shapes (issue 35): the first
    // level that is not what was expected is the error.
    [() => game.play(deep), /^play: a point is a name such as "C3" or an object \{x, y\}; got an array/],
    [() => game.score({ dead: deep }), /^score: dead\[0\]: a point is a name such as "C3" .*got an array/],
    [() => new Game({ size: deep }), /^new Game: size must be a whole number from 2 to 25; got an array$/],
    [() => game.placeHandicap(deep), /^placeHandicap: points\[0\]: a point is a name .*got an array/],
    [() => { game.lang = deep; }, /^lang: lang must be 'en', 'de' or 'ja'; got an array$/],
    // Nested deeper than JSON.stringify's stack reaches: its own error, caught.
    [() => game.play(deeper), /^play: the point could not be read: reading it threw "Maximum call stack size exceeded"$/],
    [() => game.score({ dead: deeper }), /^score: the options object could not be read: reading it threw "Maximum call stack/],
    [() => game.play(cyclic), /^play: the point could not be read: reading it threw "Converting circular structure to JSON"$/],
    [() => game.at(list), /^at: the point could not be read: .*circular/],
    [() => game.play(getter), /play: the point could not be read: reading it threw "boom"/],
    [() => game.play(reentrant), /could not be read: reading it threw "recursive use/],
    [() => game.play(proxy), /could not be read: reading it threw "no keys"/],
    [() => game.play(revoked.proxy), /could not be read: reading it threw/],
    [() => game.score({ dead: new Array(1.5e8) }), /^score: the options object holds 150000000 items in one array; at most 10000 are read$/],
    [() => new Game(Object.fromEntries(Array.from({ length: 10_001 }, (_, i) => [`k${i}`, i]))), /^new Game: unknown field 'k0', expected one of 'size'/],
    [() => game.play({ x: Symbol('x'), y: 1 }), /play: the point must be plain data/],
  ];
  for (const [call, pattern] of checks) {
    throwsSaying(call, pattern);
    // After each, the same game still answers, plays and takes back.
    assert.equal(game.play('E5').ok, true);
    assert.ok(game.undo());
  }
  assert.equal(new Game({ size: 9 }).play('E5').ok, true, 'the module still makes games');
  assert.equal(game.play({ x: 2, y: 6 }).point, 'C3', 'a plain point still reads');
});

test('H-1: a free handicap is placed whole, before any move, once', () => {
  const game = new Game({ size: 9, handicap: 3, handicapStyle: 'free' });
  assert.deepEqual(game.handicap, { style: 'free', size: 3, stones: 3, left: 3 });
  for (const move of [() => game.play('E5'), () => game.pass(), () => game.resign(), () => game.playout(1)]) {
    throwsSaying(move, /the 3 free handicap stones first/, /placeHandicap/);
  }
  // The fast path never throws (issue 15): its own number says it.
  assert.equal(refusalCodes()[game.tryPlayXY(4, 4) - 1], 'free-handicap');
  assert.equal(refusalCodes()[game.tryPass() - 1], 'free-handicap');
  throwsSaying(() => game.placeHandicap(['C3', 'G7']), /placeHandicap: the game's free handicap is 3 stones; got 2 points/);
  assert.equal(game.at('C3'), null, 'a refused placement places nothing');
  game.placeHandicap(['C3', 'G7', 'E5']);
  assert.deepEqual(game.handicap, { style: 'free', size: 3, stones: 3, left: 0 });
  assert.equal(game.toMove, 'white');
  throwsSaying(() => game.placeHandicap(['A1', 'A2', 'A3']), /placeHandicap: the free handicap is placed already/);
  assert.equal(game.undo(), false, 'undo never takes the handicap back');
  assert.equal(game.play('D4').ok, true);
  assert.match(game.toSgf(), /HA\[3\]/);
  throwsSaying(() => new Game({ size: 9 }).placeHandicap(['C3', 'G7']), /no free handicap to place/);
  throwsSaying(() => new Game({ size: 9, handicap: 2 }).placeHandicap(['A1', 'A2']), /no free handicap to place/);
});

test('P-1: init() with a file: URL where Node cannot lend its file system says what to do', async () => {
  // The entry reads a file: URL through process.getBuiltinModule (no `node:` import a
  // browser bundler would refuse); without it (Node before 20.16) the error says so.
  const saved = process.getBuiltinModule;
  process.getBuiltinModule = undefined;
  try {
    await assert.rejects(
      hotstone.default(new URL('../../pkg/hotstone_bg.wasm', import.meta.url)),
      /cannot read a file: URL here \(it needs Node 20\.16 or newer\); pass the bytes instead/,
    );
  } finally {
    process.getBuiltinModule = saved;
  }
  // The module is as it was.
  assert.equal(new hotstone.Game({ size: 9 }).play('E5').ok, true);
});

test('P-4: lenient inputs are refused, saying what is allowed, and the game plays on (the JS developer\'s review)', () => {
  const game = new Game({ size: 9 });
  // A point is written as the board writes it: no leading zero, no spaces; either case.
  throwsSaying(() => game.play('E05'), /^play: "E05" is not written as on the board: write E5 \(no leading zero, no spaces\)$/);
  throwsSaying(() => game.at(' E5'), /^at: " E5" is not written as on the board: write E5/);
  throwsSaying(() => new Game().play('K010'), /"K010" is not written as on the board: write K10/);
  assert.equal(new Game().play('K10').point, 'K10');
  throwsSaying(() => game.placeHandicap(['C3', 'G07']), /points\[1\]: "G07" is not written/);
  throwsSaying(() => game.score({ dead: ['C03'] }), /dead\[0\]: "C03" is not written/);
  throwsSaying(() => game.play('E0'), /row/);
  assert.equal(game.at('e5'), null, 'a lower-case column letter is the same point');
  // A BigInt is no number here: numbers are plain numbers.
  throwsSaying(() => game.play({ x: 2n, y: 6 }), /^play: the point holds a BigInt: give a plain number \(9, not 9n\)$/);
  throwsSaying(() => new Game({ size: 9n }), /^new Game: the options object holds a BigInt: give a plain number/);
  throwsSaying(() => new Game({ size: 2n ** 70n }), /holds a BigInt/);
  throwsSaying(() => game.score({ dead: [{ x: 1, y: 1n }] }), /^score: the options object holds a BigInt/);
  throwsSaying(() => handicapPoints(19n, 2), /^handicapPoints: the size holds a BigInt/);
  throwsSaying(() => game.tryPlayXY(2n, 6), /tryPlayXY: x and y must be whole numbers, .*got bigint/);
  // No language is not a language: only the options may leave it out.
  game.lang = 'de';
  for (const lang of [null, undefined]) {
    throwsSaying(() => { game.lang = lang; }, /^lang: lang must be 'en', 'de' or 'ja'; got nothing$/);
    assert.equal(game.lang, 'de', 'a refused language leaves the old one');
  }
  assert.equal(new Game({ lang: null }).lang, 'en', 'an option left out (or null) is the default');
  // X-3's penalties are the school-team rules' (000): refused under others.
  const penalties = [{ color: 'white', offence: 'consultation' }];
  throwsSaying(() => game.score({ penalties }), /^score: penalties are for school-team rules \(000, X-3\), not simple$/);
  const own = new Game({ size: 9, rules: { ko: 'basic', suicide: 'forbidden', scoring: 'territory' } });
  throwsSaying(() => own.score({ penalties }), /, not rules of your own$/);
  assert.deepEqual(game.score({ penalties: [] }).penalties, [], 'none given is none refused');
  const school = new Game({ size: 9, rules: 'school-team' });
  assert.deepEqual(school.score({ penalties }).penalties.map((p) => [p.against, p.points]), [['white', 10]]);
  // The same game plays on.
  assert.equal(game.play('E5').point, 'E5');
  assert.equal(game.play({ x: 2, y: 6 }).point, 'C3');
  assert.equal(game.lang, 'de');
});

test('issue 15: a freed game says so from every method and getter; other games play on', () => {
  const other = new Game({ size: 9 });
  const game = new Game({ size: 9 });
  game.play('E5');
  game.free();
  // Each threw wasm-bindgen's "null pointer passed to rust" (the JS developer's review).
  const calls = {
    play: () => game.play('C3'),
    pass: () => game.pass(),
    undo: () => game.undo(),
    at: () => game.at('E5'),
    score: () => game.score(),
    toSgf: () => game.toSgf(),
    toJSON: () => JSON.stringify(game),
    clone: () => game.clone(),
    tryPlayXY: () => game.tryPlayXY(2, 6),
    playout: () => game.playout(1),
    toMove: () => game.toMove,
    isOver: () => game.isOver,
    lang: () => { game.lang = 'de'; },
  };
  for (const call of Object.values(calls)) {
    throwsSaying(call, /^hotstone: this Game has been freed \(game\.free\(\)\); make a new one$/);
  }
  // Every member of the class, methods and getters alike, says the same.
  const members = Object.getOwnPropertyDescriptors(Game.prototype);
  let checked = 0;
  for (const [name, d] of Object.entries(members)) {
    if (name === 'constructor' || name === 'free' || name.startsWith('__')) continue;
    throwsSaying(d.get ? () => d.get.call(game) : () => d.value.call(game, 0, 0), /this Game has been freed/);
    checked++;
  }
  assert.ok(checked >= 30, `${checked} members`);
  game.free();
  // Freed by a getter of an argument while one of its methods reads it: the glue's free
  // fails (Rust holds the game), and the game is freed for JavaScript all the same.
  const inner = new Game({ size: 9 });
  throwsSaying(() => inner.play({ get x() { inner.free(); return 1; }, y: 1 }), /play: the point could not be read/);
  throwsSaying(() => inner.play('E5'), /^hotstone: this Game has been freed/);
  inner.free();
  assert.equal(other.play('E5').ok, true, 'another game plays on');
  assert.equal(new Game({ size: 9 }).play('E5').ok, true, 'and the module makes new ones');
});
