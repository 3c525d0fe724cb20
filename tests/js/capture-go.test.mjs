// Capture Go through the package (L-4, issue 38): `new Game({ rules: 'capture-go',
// captures: N })`, the end `{ code: 'captures', winner }` at the capture that reaches N,
// no move after it, and the record's RU and RE read back.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import hotstone from './load.mjs';

const { Game } = hotstone;

/** Black takes White's corner stone A1 with B1 (D4, A1, A2, G7, B1). */
const CORNER = ['D4', 'A1', 'A2', 'G7', 'B1'];

function playAll(game, moves) {
  for (const m of moves) {
    const r = game.play(m);
    assert.equal(r.ok, true, `${m}: ${JSON.stringify(r)}`);
  }
}

test('L-4: the first capture ends a capture-go game, the capturer winning, and nothing follows', () => {
  const game = new Game({ size: 7, rules: 'capture-go' });
  assert.equal(game.rules.name, 'capture-go');
  assert.equal(game.rules.captureGoal, 1);
  playAll(game, CORNER.slice(0, 4));
  assert.equal(game.end, null);
  const last = game.play('B1');
  assert.deepEqual(last.captured, ['A1']);
  assert.equal(game.end.code, 'captures');
  assert.equal(game.end.winner, 'black');
  assert.match(game.end.message, /Black/);
  for (const r of [game.play('G1'), game.pass()]) {
    assert.equal(r.ok, false);
    assert.equal(r.code, 'game-over');
  }
  assert.match(game.toSgf(), /RU\[Capture Go 1\]/);
  assert.match(game.toSgf(), /RE\[B\+\]/);
});

test('L-4: with captures: 3 one stone does not end the game, and the goal reads back from RU', () => {
  const game = new Game({ size: 7, rules: 'capture-go', captures: 3 });
  assert.equal(game.rules.captureGoal, 3);
  playAll(game, CORNER);
  assert.equal(game.end, null, 'one stone of three');
  const sgf = game.toSgf();
  assert.match(sgf, /RU\[Capture Go 3\]/);
  assert.equal(Game.fromSgf(sgf).rules.captureGoal, 3);
  const json = JSON.parse(JSON.stringify(game));
  assert.equal(Game.fromSgf(json.sgf, { rules: json.rules }).rules.captureGoal, 3);
});

test('L-4, E-7: a record whose third captured stone reaches RU\'s goal ends with it', () => {
  const record =
    '(;SZ[7]RU[Capture Go 3]AB[ba][ab][cb][de][ee][cf][dg][eg]AW[bb][df][ef];B[bc];W[ga];B[ff])';
  const game = Game.fromSgf(record);
  assert.equal(game.rules.captureGoal, 3);
  assert.equal(game.end.code, 'captures');
  assert.equal(game.end.winner, 'black');
});

test('L-4: captures is Capture Go\'s goal, a whole number from 1 to 10', () => {
  assert.throws(() => new Game({ rules: 'japanese', captures: 3 }), /captures is Capture Go's goal/);
  assert.throws(() => new Game({ rules: 'capture-go', captures: 11 }), /captures must be a whole number from 1 to 10/);
  assert.throws(() => new Game({ rules: 'capture-go', captures: 1.5 }), /from 1 to 10/);
});
