// After the end of play every empty point is refused (game over, M-5); each refusal
// names its point, as the docs promise ("each a refusal as play() gives it", issue 15).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import hotstone from './load.mjs';

const { Game } = hotstone;

test('M-5, issue 15: forbidden() and play() after the end name their points', () => {
  const g = new Game({ size: 5 });
  g.play('C3');
  g.pass();
  g.pass();
  const forbidden = g.forbidden();
  assert.equal(forbidden.length, 24);
  assert.ok(forbidden.every((f) => f.code === 'game-over' && typeof f.point === 'string'));
  assert.equal(new Set(forbidden.map((f) => f.point)).size, 24);
  assert.ok(!forbidden.some((f) => f.point === 'C3'), 'the stone\'s point is not empty');
  const r = g.play('A1');
  assert.equal(r.code, 'game-over');
  assert.equal(r.point, 'A1');
  const resigned = new Game({ size: 5 });
  resigned.resign();
  const after = resigned.forbidden();
  assert.equal(after.length, 25);
  assert.equal(new Set(after.map((f) => f.point)).size, 25, 'every point named once, none null');
});
