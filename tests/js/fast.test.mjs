// The fast path (issue 15): numbers in, a number out, nothing made per move, and no
// argument that can reach freed memory or another game.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { test } from 'node:test';
import hotstone, { pkg } from './load.mjs';

const { Game, refusalCodes } = hotstone;
// The module's raw exports, as the glue calls them: initSync on the glue again returns
// the instance the package already made.
const glue = await import(resolve(pkg, 'hotstone.js'));
const raw = glue.initSync({ module: readFileSync(resolve(pkg, 'hotstone_bg.wasm')) });

test('issue 15: an argument whose valueOf() frees the game throws; no other game is touched', () => {
  for (const [method, call] of [
    ['tryPlayXY', (g, v) => g.tryPlayXY(v, 4)],
    ['tryPlayXY', (g, v) => g.tryPlayXY(4, v)],
    ['checkXY', (g, v) => g.checkXY(v, 4)],
    ['signAtXY', (g, v) => g.signAtXY(4, v)],
    ['playout', (g, v) => g.playout(v)],
  ]) {
    const g = new Game({ size: 9 });
    let other = null;
    const hostile = {
      valueOf() {
        g.free();
        other = new Game({ size: 9 });
        return 4;
      },
    };
    assert.throws(() => call(g, hostile), (e) => e instanceof Error && e.message.startsWith(`${method}:`) && /whole number/.test(e.message), method);
    assert.equal(other, null, `${method}: valueOf was never called`);
    assert.equal(g.moveNumber, 0, `${method}: the game is as it was`);
    g.free();
  }
});

test('issue 15: the fast path takes whole numbers only, as the docs say', () => {
  const g = new Game({ size: 9 });
  for (const bad of ['3', 3.5, NaN, null, undefined, 1n, [3], true]) {
    assert.throws(() => g.tryPlayXY(bad, 0), /tryPlayXY: x and y must be whole numbers/, String(bad));
    assert.throws(() => g.checkXY(0, bad), /checkXY: x and y must be whole numbers/, String(bad));
    assert.throws(() => g.signAtXY(bad, 0), /signAtXY/, String(bad));
  }
  for (const bad of ['3', -1, 2 ** 32, 1.5, undefined]) {
    assert.throws(() => g.playout(bad), /playout: the seed must be a whole number/, String(bad));
  }
  assert.equal(g.at('D9'), null, "'3' no longer plays D9");
  assert.equal(g.moveNumber, 0);
  // Whole numbers far off the board stay off it (not wrapped round to 3 by int32).
  assert.equal(g.tryPlayXY(2 ** 32 + 3, 0), 3);
  assert.equal(g.checkXY(0, -(2 ** 40)), 3);
  assert.equal(g.signAtXY(2 ** 32, 0), 0);
  assert.equal(g.tryPlayXY(3, 0), 0);
  assert.equal(g.at('D9'), 'black');
});

test('issue 15: tryPlayXY and tryPass return a number across the boundary, never an array, and never throw', () => {
  const g = new Game({ size: 19 });
  assert.equal(typeof raw.game_tryPlayXY(g.__wbg_ptr, 3, 3), 'number');
  assert.equal(typeof raw.game_tryPass(g.__wbg_ptr), 'number');
  assert.equal(typeof raw.game_checkXY(g.__wbg_ptr, 4, 4), 'number');
  // Every condition is a number: off the board, game over, a free handicap not placed.
  const code = (n) => refusalCodes()[n - 1];
  assert.equal(code(g.tryPlayXY(19, 0)), 'off-board');
  g.tryPass();
  assert.equal(g.isOver, true);
  assert.equal(code(g.tryPlayXY(5, 5)), 'game-over');
  assert.equal(code(g.tryPass()), 'game-over');
  const free = new Game({ size: 9, handicap: 2, handicapStyle: 'free' });
  assert.equal(code(free.tryPlayXY(4, 4)), 'free-handicap');
  assert.equal(code(free.tryPass()), 'free-handicap');
  assert.equal(free.tryPlayXY(4, 4), 13);
  assert.equal(refusalCodes().length, 13);
  free.placeHandicap(['C3', 'G7']);
  assert.equal(free.tryPlayXY(4, 4), 0, 'White plays once the stones are placed');
});

test('issue 15: a language tag such as de-AT is taken, as the types say', () => {
  const g = new Game({ size: 9, lang: 'de-AT' });
  assert.equal(g.lang, 'de');
  g.lang = 'ja-JP';
  assert.equal(g.lang, 'ja');
});

test('issue 15: free() and [Symbol.dispose]() twice do nothing the second time', () => {
  const g = new Game({ size: 9 });
  g.free();
  g.free();
  g[Symbol.dispose]();
  const h = new Game({ size: 9 });
  h[Symbol.dispose]();
  h[Symbol.dispose]();
  h.free();
  assert.throws(() => h.play('E5'), /hotstone: this Game has been freed/, 'a freed game still refuses to be used');
});

test('issue 15: Game behind the entry\'s proxy is the class: instanceof, statics, subclasses', () => {
  const g = new Game({ size: 9 });
  assert.ok(g instanceof Game);
  assert.equal(Object.getPrototypeOf(g), Game.prototype);
  assert.ok(Game.fromSgf('(;SZ[9])') instanceof Game);
  class Mine extends Game {
    hello() {
      return this.size;
    }
  }
  const m = new Mine({ size: 7 });
  assert.ok(m instanceof Mine && m instanceof Game);
  assert.equal(m.hello(), 7);
  assert.equal(m.tryPlayXY(3, 3), 0);
});
