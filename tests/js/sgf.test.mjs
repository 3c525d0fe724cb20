// SGF through the package (E-7): a game written by toSgf() reads back into the same
// game, the record's setup and handicap kept; options win over RU and KM.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import hotstone, { TRIPLE_KO } from './load.mjs';

const { Game, handicapPoints } = hotstone;

test('E-7: a game round-trips through SGF', () => {
  const game = new Game({ size: 9, rules: 'ing', komi: 7.5 });
  for (const m of ['E5', 'C3', { x: 6, y: 2 }, 'pass']) {
    assert.equal(m === 'pass' ? game.pass().ok : game.play(m).ok, true);
  }
  const text = game.toSgf();
  assert.match(text, /RU\[GOE\]/);
  assert.match(text, /KM\[7\.5\]/);
  assert.match(text, /SZ\[9\]/);
  const again = Game.fromSgf(text);
  assert.equal(again.toSgf(), text);
  assert.deepEqual(again.board(), game.board());
  assert.equal(again.moveNumber, 4);
  assert.equal(again.toMove, game.toMove);
  assert.equal(again.rules.name, 'ing');
  assert.equal(again.rules.komi, 7.5);
  assert.equal(again.skipped, 0);
});

test('C-3, H-1, H-2: a handicap game without a komi has none of the even-game komi', () => {
  assert.equal(new Game({ size: 9, rules: 'ing' }).rules.komi, 8);
  const ing = new Game({ size: 9, rules: 'ing', handicap: 3 });
  assert.equal(ing.rules.komi, 0);
  assert.match(ing.toSgf(), /KM\[0\]/, 'written down, so the record reads back the same');
  assert.equal(new Game({ size: 9, rules: 'japanese', handicap: 2 }).rules.komi, 0.5);
  assert.equal(new Game({ size: 9, rules: 'japanese', handicap: 2, komi: 6.5 }).rules.komi, 6.5);
});

test('E-7, H-1: the setup and fixed handicap are kept; undo stops before them', () => {
  const game = new Game({ size: 9, rules: 'japanese', handicap: 3, komi: 0.5 });
  assert.deepEqual(handicapPoints(9, 3), ['C3', 'G7', 'G3']);
  assert.equal(game.toMove, 'white');
  assert.equal(game.at('G3'), 'black');
  assert.equal(game.undo(), false);
  game.play('E5');
  const again = Game.fromSgf(game.toSgf());
  assert.deepEqual(again.handicap, { style: 'fixed', size: 3, stones: 3, left: 0 });
  assert.deepEqual(again.board(), game.board());
  assert.equal(again.score().handicapBonus, 0);
  const ko = Game.fromSgf(TRIPLE_KO, { rules: 'ing' });
  ko.play('D5');
  const back = Game.fromSgf(ko.toSgf());
  assert.deepEqual(back.board(), ko.board());
  assert.deepEqual(back.hotStones(), ko.hotStones(), 'the hot stones come back too');
});

test('E-7: options win over the record\'s RU and KM', () => {
  const text = '(;SZ[9]RU[Japanese]KM[6.5];B[cc])';
  assert.equal(Game.fromSgf(text).rules.name, 'japanese');
  const g = Game.fromSgf(text, { rules: 'chinese', komi: 7 });
  assert.equal(g.rules.name, 'chinese');
  assert.equal(g.rules.komi, 7);
  assert.equal(g.at('C7'), 'black');
});

test('H-2: Ing handicap moves make White pass, and come back from SGF', () => {
  const game = new Game({ size: 9, rules: 'ing', handicap: 2 });
  assert.deepEqual(game.handicap, { style: 'ing-moves', size: 1, stones: 2, left: 2 });
  assert.equal(game.play('C3').ok, true);
  const r = game.play('G7');
  assert.equal(r.code, 'handicap-pass');
  assert.equal(r.requirement, 'H-2');
  assert.equal(game.pass().ok, true);
  assert.equal(game.play('G7').ok, true);
  const again = Game.fromSgf(game.toSgf());
  assert.deepEqual(again.board(), game.board());
  assert.deepEqual(again.handicap, { style: 'ing-moves', size: 1, stones: 2, left: 0 });
});

test("E-7: a record's players, date and result come back out of toSgf()", () => {
  // A count's result: a resignation would end the game read back (issue 15).
  const record = '(;SZ[9]RU[Japanese]KM[6.5]PB[Black <b>]PW[White]DT[2026-11-25]EV[Club]RE[W+0.5];B[cc];W[gg])';
  const game = Game.fromSgf(record);
  const text = game.toSgf();
  for (const prop of ['PB[Black <b>]', 'PW[White]', 'DT[2026-11-25]', 'EV[Club]', 'RE[W+0.5]']) {
    assert.ok(text.includes(prop), `${prop} in ${text}`);
  }
  assert.equal(game.play('E5').ok, true);
  assert.ok(!game.toSgf().includes('RE['), 'a move since: the recorded result no longer holds');
  assert.ok(game.toSgf().includes('PB[Black <b>]'));
  assert.equal(game.undo(), true);
  assert.ok(game.toSgf().includes('RE[W+0.5]'));
});

test('M-1, C-4, E-7: records as other programs write them', () => {
  // A setup without PL: the next move's colour plays (FF[4]: PL is optional).
  const setup = Game.fromSgf('(;GM[1]FF[4]SZ[9]AB[cc][dc][ec]AW[cd][dd][ed]C[White to play];W[fc];B[fd];W[gd])');
  assert.equal(setup.skipped, 0);
  assert.equal(setup.moveNumber, 3);
  // KM[] is no komi; an unreadable KM gives way to the komi option.
  const empty = '(;SZ[19]KM[]RE[白胜43.5目];B[pc];W[pq])';
  assert.equal(Game.fromSgf(empty).rules.komi, 6.5);
  assert.equal(Game.fromSgf(empty, { komi: 7.5 }).rules.komi, 7.5);
  assert.throws(() => Game.fromSgf('(;SZ[9]KM[six])'), /line 1, column 8.*KM\[six\]/);
  assert.equal(Game.fromSgf('(;SZ[9]KM[six])', { komi: 7.5 }).rules.komi, 7.5);
  // RU is free text: Korean is the japanese preset.
  assert.equal(Game.fromSgf('(;SZ[9]RU[Korean rules];B[cc])').rules.name, 'japanese');
  // toSgf writes the record's tree (L-1): its comment and GN kept, no HA[0].
  const text = Game.fromSgf('(;SZ[9]HA[0]GN[Final]PB[Ing]C[a comment];B[cc])').toSgf();
  assert.match(text, /PB\[Ing\]/);
  assert.match(text, /C\[a comment\]/);
  assert.match(text, /GN\[Final\]/);
  assert.doesNotMatch(text, /HA\[/);
});

test('E-7: fromSgf reads the first game; a bad later game does not stop it', () => {
  const game = Game.fromSgf('(;SZ[9];B[cc])\n(;SZ[19:13];B[dd])');
  assert.equal(game.moveNumber, 1);
  assert.throws(() => Game.fromSgf('(;SZ[9];B[cc])\n(;SZ[9];B[dd]'), /not closed|ends early/);
});

test('E-7, issue 15: a long game of passes and resumptions that toSgf() writes reads back', () => {
  const game = new Game({ size: 9 });
  for (let i = 0; i < 1500; i++) {
    game.pass();
    game.pass();
    assert.equal(game.resume(), true);
  }
  game.play('E5');
  assert.equal(game.moveNumber, 3001);
  const again = Game.fromSgf(game.toSgf());
  assert.equal(again.moveNumber, 3001);
  assert.equal(again.at('E5'), 'black');
  assert.equal(again.toSgf(), game.toSgf());
});

test('E-7, M-4, issue 15: a resigned game comes back from toSgf() resigned', () => {
  const game = new Game({ size: 9 });
  game.play('E5');
  game.resign();
  const text = game.toSgf();
  assert.match(text, /RE\[B\+R\]/);
  const again = Game.fromSgf(text);
  assert.deepEqual(again.end, game.end);
  assert.equal(again.play('C3').code, 'game-over', 'play does not go on');
  assert.equal(again.toSgf(), text);
  assert.equal(again.undo(), true, 'undo takes the resignation back, as after resign()');
  assert.equal(again.end, null);
  assert.equal(Game.fromSgf('(;SZ[9]RE[B+3.5];B[ee])').end, null, 'a count ends nothing');
});

test('E-4, E-7, issue 15: school-team and computer-tournament read back as themselves', () => {
  for (const rules of ['school-team', 'computer-tournament']) {
    const game = new Game({ size: 9, rules });
    game.play('E5');
    const text = game.toSgf();
    assert.match(text, new RegExp(`RU\\[${rules}\\]`));
    assert.equal(Game.fromSgf(text).rules.name, rules);
  }
  // computer-tournament's first illegal move still loses after the round trip.
  const ct = Game.fromSgf('(;SZ[9]RU[computer-tournament];B[ee];W[ee];W[cc];B[];W[])');
  assert.equal(ct.score().result, 'B+F');
});

test('E-7, issue 15: rules of one\'s own come back from toSgf() through { rules: game.rules }', () => {
  // Suicide allowed: B1 takes its own two stones off (the review's game); without RU the
  // record alone reads as japanese and skips that move and the one after it.
  const axes = { ko: 'positional-superko', suicide: 'allowed', scoring: 'area', komi: 0.5 };
  const game = new Game({ size: 5, rules: axes });
  for (const p of ['E5', 'A2', 'E4', 'B2', 'A1', 'C1', 'B1', 'C3']) assert.equal(game.play(p).ok, true, p);
  const text = game.toSgf();
  assert.doesNotMatch(text, /RU\[/);
  assert.equal(Game.fromSgf(text).skipped, 2);
  const again = Game.fromSgf(text, { rules: game.rules });
  assert.equal(again.skipped, 0);
  assert.equal(again.moveNumber, 8);
  assert.deepEqual(again.board(), game.board());
  assert.deepEqual(again.rules, game.rules);
  // A preset's rules as reported are that preset again; a name that does not fit the axes is refused.
  const ing = new Game({ size: 9, rules: 'ing', komi: 7.5 });
  assert.equal(new Game({ rules: ing.rules }).rules.name, 'ing');
  assert.equal(new Game({ rules: ing.rules }).rules.komi, 7.5);
  assert.throws(() => new Game({ rules: { ...ing.rules, name: 'japanese' } }), /rules\.name 'japanese' names other axes/);
});

test('E-7, M-1, issue 15: skippedMoves says which moves of a record the rules refused, and why', () => {
  // White first without PL: the record's first move is the wrong player's (M-1).
  const game = Game.fromSgf('(;SZ[9];W[ee];B[cc];W[gg])', { lang: 'de' });
  assert.equal(game.skipped, 1);
  const [skipped] = game.skippedMoves;
  assert.equal(game.skippedMoves.length, 1);
  assert.equal(skipped.node, 1);
  assert.equal(skipped.color, 'white');
  assert.equal(skipped.refusal.ok, false);
  assert.equal(skipped.refusal.requirement, 'M-1');
  assert.equal(skipped.refusal.point, 'E5');
  assert.match(skipped.refusal.message, /Schwarz|Weiß/);
  assert.deepEqual(new Game({ size: 9 }).skippedMoves, []);
});

test('H-1: game.rules.handicapStyle and game.handicap.style agree, as the record placed the stones', () => {
  // The JS developer's review: HA with AB off the conventional points read back as a
  // free handicap in game.handicap and 'fixed' in game.rules (japanese's own style).
  const free = Game.fromSgf('(;SZ[9]HA[2]AB[cc][dd])');
  assert.equal(free.handicap.style, 'free');
  assert.equal(free.rules.handicapStyle, 'free');
  assert.equal(free.rules.name, 'japanese');
  const fixed = Game.fromSgf('(;SZ[9]HA[2]AB[cg][gc])');
  assert.equal(fixed.handicap.style, 'fixed');
  assert.equal(fixed.rules.handicapStyle, 'fixed');
  // Under Ing, stones in the record are stones, not handicap moves.
  const ing = Game.fromSgf('(;SZ[9]RU[GOE]HA[2]AB[cc][dd])');
  assert.deepEqual([ing.handicap.style, ing.rules.handicapStyle], ['free', 'free']);
  // A free handicap that Black happens to place on the star points stays free.
  const chosen = new Game({ size: 9, rules: 'japanese', handicap: 2, handicapStyle: 'free' });
  chosen.placeHandicap(handicapPoints(9, 2));
  assert.deepEqual([chosen.handicap.style, chosen.rules.handicapStyle], ['free', 'free']);
  // The rules as reported are taken back, the preset's name and the style with them.
  for (const game of [free, fixed, chosen]) {
    const again = new Game({ size: 9, rules: game.rules });
    assert.deepEqual(again.rules, game.rules);
    assert.deepEqual(Game.fromSgf(game.toSgf(), { rules: game.rules }).rules, game.rules);
  }
});

test('E-7: JSON.stringify(game) gives the game, not its pointer; the record in it reads back', () => {
  const game = new Game({ size: 9, rules: 'ing', lang: 'de' });
  game.play('E5');
  game.play('C3');
  const json = JSON.parse(JSON.stringify(game));
  assert.deepEqual(Object.keys(json), ['size', 'rules', 'lang', 'toMove', 'moveNumber', 'end', 'sgf']);
  assert.deepEqual(json, {
    size: 9,
    rules: game.rules,
    lang: 'de',
    toMove: 'black',
    moveNumber: 2,
    end: null,
    sgf: game.toSgf(),
  });
  const again = Game.fromSgf(json.sgf, { rules: json.rules, lang: json.lang });
  assert.deepEqual(again.board(), game.board());
  assert.deepEqual(again.toJSON(), game.toJSON());
  game.resign();
  assert.equal(game.toJSON().end.code, 'resignation');
});
