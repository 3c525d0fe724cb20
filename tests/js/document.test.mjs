// The game as a document (issue 35, L-1, E-7): fromSgf keeps the record's whole tree,
// undo and redo move along the line, a move after undo makes a variation, toSgf writes
// the tree back.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import hotstone, { root } from './load.mjs';

const { Game } = hotstone;
const teaching = readFileSync(join(root, 'tests/sgf/teaching-variations.sgf'), 'utf8');

test("L-1, E-7: fromSgf keeps a record's variations, comments, markup and unknown properties", () => {
  const game = Game.fromSgf(teaching);
  // The main line is shown to its end: F5, D4, C4.
  assert.equal(game.moveNumber, 3);
  const text = game.toSgf();
  for (const kept of [
    'GN[Block]', 'C[Black to play.]', 'TE[1]', 'TR[de][ee]', 'MA[df]', 'LB[cf:a][eg:b]',
    'C[Also good.]', 'BM[1]', 'AR[ef:fe]', 'LN[dd:ee]', 'XX[kept verbatim]', 'C[A calm move.]',
  ]) {
    assert.ok(text.includes(kept), `${kept} in ${text}`);
  }
  assert.equal((text.match(/\(;/g) ?? []).length, 6, 'the game and its five lines');
  // Read back, the same tree is written again.
  assert.equal(Game.fromSgf(text).toSgf(), text);
});

test('L-1: play, undo, another move, undo, redo follows the second line; toSgf has both', () => {
  const game = new Game({ size: 9, rules: 'japanese' });
  assert.ok(game.play('E5').ok);
  assert.ok(game.play('C3').ok);
  assert.ok(game.undo());
  assert.ok(game.play('G7').ok, 'a new move where C3 follows');
  assert.ok(game.undo());
  assert.ok(game.redo());
  assert.equal(game.at('G7'), 'white');
  assert.equal(game.at('C3'), null);
  assert.equal(game.redo(), false, 'the end of the line');
  const text = game.toSgf();
  assert.match(text, /;B\[ee\]\s*\(;W\[cg\]\)\s*\(;W\[gc\]\)/);
  // Undo and redo again along the first line read back: C3 is its main line.
  const again = Game.fromSgf(text);
  assert.equal(again.at('C3'), 'white');
  assert.equal(again.toSgf(), text);
});

test('L-1: the line taken back stays in toSgf until a move replaces it as a variation', () => {
  const game = Game.fromSgf('(;SZ[9];B[cc];W[gg];B[ee])');
  assert.ok(game.undo());
  assert.ok(game.undo());
  assert.equal(game.moveNumber, 1);
  assert.match(game.toSgf(), /;B\[cc\]\s*;W\[gg\]\s*;B\[ee\]/, 'kept for redo');
  assert.ok(game.redo());
  assert.ok(game.redo());
  assert.equal(game.moveNumber, 3);
  assert.equal(game.redo(), false);
});
