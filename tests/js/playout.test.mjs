// The fast path for whole games (issue 17): `playout(seed)` plays a random game inside
// wasm by the rules crate's playout rule, every move through the game's own checks.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import hotstone from './load.mjs';

const { Game } = hotstone;

test('M-3: playout(seed) plays a whole legal game, the same for the same seed', () => {
  const play = (seed) => {
    const game = new Game({ size: 9, rules: 'simple' });
    const moves = game.playout(seed);
    return { game, moves };
  };
  const a = play(3);
  const b = play(3);
  const c = play(4);
  assert.ok(a.moves > 20 && a.moves <= 3 * 81, `${a.moves} moves`);
  assert.equal(a.game.moveNumber, a.moves);
  assert.equal(a.game.toSgf(), b.game.toSgf());
  assert.notEqual(a.game.toSgf(), c.game.toSgf());
  // Two passes ended it (9x9 games end well before the cap), so it is over and plays
  // nothing more.
  assert.equal(a.game.end.code, 'two-passes');
  assert.equal(a.game.playout(3), 0);
  // Every move was legal: the record replays move for move under the same rules.
  const again = Game.fromSgf(a.game.toSgf(), { rules: 'simple' });
  assert.equal(again.moveNumber, a.moves);
  assert.deepEqual(again.board(), a.game.board());
  // The game keeps its moves: undo takes the last one back.
  assert.ok(a.game.undo());
  assert.equal(a.game.moveNumber, a.moves - 1);
});

test('K-2: a playout under ing plays by Ing ko rules from the current position', () => {
  const game = new Game({ size: 9, rules: 'ing' });
  assert.equal(game.play('E5').ok, true);
  const moves = game.playout(11);
  assert.equal(game.moveNumber, moves + 1);
  const again = Game.fromSgf(game.toSgf(), { rules: 'ing' });
  assert.equal(again.moveNumber, moves + 1);
});
