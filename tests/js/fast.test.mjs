// The fast path (issue 15): numbers in, a number out, nothing made per move, and no
// argument that can reach freed memory or another game.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import hotstone from './load.mjs';

const { Game } = hotstone;

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
