// The ko rules through the package (K-1..K-5): the seed's triple ko under ing, japanese
// and simple, and a basic ko, each refusal read as a value with its message.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import hotstone, { CYCLE, KO_MOVES, TRIPLE_KO } from './load.mjs';

const { Game, refusalCodes } = hotstone;

function playAll(game, moves) {
  return moves.map((m) => {
    const r = game.play(m);
    assert.equal(r.ok, true, `${m}: ${JSON.stringify(r)}`);
    return r;
  });
}

test('K-2: under ing, Black D5 makes D5 and D1 hot and both White retakes are refused', () => {
  const game = Game.fromSgf(TRIPLE_KO, { rules: 'ing' });
  assert.equal(game.rules.name, 'ing');
  assert.equal(game.toMove, 'black');
  const d5 = game.play('D5');
  assert.equal(d5.ok, true);
  assert.deepEqual(d5.captured, ['C5']);
  assert.deepEqual(
    d5.hot.map((h) => h.point).sort(),
    ['D1', 'D5'],
  );
  assert.deepEqual(game.hotStones().map((h) => h.kind).sort(), ['single', 'twin']);
  for (const retake of ['C5', 'C1']) {
    const r = game.play(retake);
    assert.equal(r.ok, false);
    assert.equal(r.code, 'hot-stone');
    assert.equal(r.requirement, 'K-2');
    assert.equal(r.point, retake);
    assert.match(r.message, /hot/i);
    assert.equal(r.rule, 'hot stone');
    assert.ok(r.stones.length >= 1, 'the hot stones are named');
  }
  const forbidden = game.forbidden().filter((f) => f.code === 'hot-stone').map((f) => f.point);
  assert.deepEqual(forbidden.sort(), ['C1', 'C5']);
  assert.equal(game.moveNumber, 1, 'refused moves change nothing');
  assert.equal(game.toMove, 'white');
  // The fast path gives the same verdict as a number.
  assert.equal(refusalCodes()[game.tryPlayXY(2, 0) - 1], 'hot-stone');
  assert.equal(game.pass().ok, true);
  assert.equal(game.pass().end.code, 'two-passes');
});

test('K-2: the refusal speaks the game\'s language', () => {
  const messages = ['en', 'de', 'ja'].map((lang) => {
    const game = Game.fromSgf(TRIPLE_KO, { rules: 'ing', lang });
    game.play('D5');
    return game.play('C5').message;
  });
  assert.equal(new Set(messages).size, 3, messages.join(' | '));
  assert.match(messages[1], /Schwarz|Weiß/);
  assert.match(messages[2], /[\u3040-\u30ff\u4e00-\u9fff]/, 'Japanese script');
});

test('K-5: under japanese the cycle runs and the third occurrence ends with no result', () => {
  const game = Game.fromSgf(TRIPLE_KO, { rules: 'japanese' });
  const results = playAll(game, [...CYCLE, ...CYCLE]);
  assert.equal(results[5].cycle.length, 6);
  assert.equal(results[5].cycle.occurrence, 2);
  assert.equal(results[5].end, null);
  assert.equal(results[11].end.code, 'no-result');
  assert.equal(results[11].end.winner, null);
  assert.equal(game.end.code, 'no-result');
  const after = game.play('D5');
  assert.equal(after.ok, false);
  assert.equal(after.code, 'game-over');
  assert.equal(game.score().result, 'Void');
});

test('K-4: under simple the sixth move would repeat the start and is refused', () => {
  const game = Game.fromSgf(TRIPLE_KO, { rules: 'simple' });
  playAll(game, CYCLE.slice(0, 5));
  const r = game.play('C3');
  assert.equal(r.ok, false);
  assert.equal(r.code, 'superko');
  assert.equal(r.requirement, 'K-4');
});

test('K-1, K-4: a basic ko under simple and japanese', () => {
  for (const [rules, code, requirement] of [
    ['simple', 'superko', 'K-4'],
    ['japanese', 'ko', 'K-1'],
  ]) {
    const game = new Game({ size: 5, rules });
    const last = playAll(game, KO_MOVES).at(-1);
    assert.deepEqual(last.captured, ['C3']);
    const r = game.play('C3');
    assert.equal(r.ok, false, rules);
    assert.equal(r.code, code);
    assert.equal(r.requirement, requirement);
    if (rules === 'japanese') {
      assert.equal(game.koState().ko, 'C3');
      assert.deepEqual(r.stones, ['D3']);
    }
    // White plays elsewhere, Black answers, and the retake is legal.
    playAll(game, ['A1', 'E1']);
    assert.equal(game.play({ x: 2, y: 2 }).ok, true, 'C3 as {x, y}');
  }
});

test('K-3: under ing a disturbing-ko cycle names its disturber and bans its play', () => {
  // docs/rules/ing-ko.md case 2 (tests/conformance/ko/ing-disturber-explain.sgf).
  const game = Game.fromSgf(
    '(;GM[1]FF[4]SZ[5]RU[GOE]AB[ba][ca][da][ea][ab][cb][db][eb][dc][ec][dd]' +
      'AW[bb][ac][bc][ad][bd][cd][ed][ae][be][ce][de]PL[B])',
  );
  assert.equal(game.rules.name, 'ing');
  playAll(game, ['E1', 'A5']);
  assert.equal(game.play('A4').code, 'hot-stone');
  game.pass();
  playAll(game, ['E2', 'A4']);
  assert.equal(game.play('A5').code, 'hot-stone');
  const pass = game.pass();
  assert.deepEqual(
    { length: pass.cycle.length, disturber: pass.cycle.disturber, banned: pass.cycle.banned },
    { length: 6, disturber: 'black', banned: 'E1' },
  );
  const r = game.play('E1');
  assert.equal(r.ok, false);
  assert.equal(r.code, 'disturber');
  assert.equal(r.requirement, 'K-3');
  const state = game.koState();
  assert.equal(state.rule, 'ing');
  assert.equal(state.bannedNow.length, 1);
  assert.equal(state.bannedNow[0].point, 'E1');
  assert.deepEqual(
    state.cycle.plays.map((p) => `${p.color[0]} ${p.point ?? 'pass'}`),
    ['b E1', 'w A5', 'b pass', 'w E2', 'b A4', 'w pass'],
  );
});

test('M-3: a play that leaves an opponent string one liberty names it in ataris', () => {
  const game = new Game({ size: 9, rules: 'simple' });
  for (const m of ['C3', 'D3', 'D4']) assert.equal(game.play(m).ok, true, m);
  game.pass();
  const r = game.play('D2');
  assert.deepEqual(r.ataris, ['D3']);
  assert.deepEqual(game.play('A9').ataris, []);
});
