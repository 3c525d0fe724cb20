// Counting through the package (C-1..C-5): for every fill-in case of the CLI's
// conformance suite, score() gives what `hotstone score` prints for the same SGF and
// dead stones, Ing's steps included; and the other methods agree with it too. The steps'
// sentences are the app's captions in the game's language (P-4).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import hotstone, { root } from './load.mjs';

const { Game } = hotstone;
const dir = join(root, 'tests/conformance/score');

/** `hotstone score` on a file, through cargo (built by `cargo test` before this suite). */
function cli(file, args) {
  const out = execFileSync(
    'cargo',
    ['run', '--quiet', '-p', 'hotstone-cli', '--', 'score', ...args, file],
    { cwd: root, encoding: 'utf8' },
  );
  return JSON.parse(out);
}

/** The case's --rules, --komi and --dead as score() and fromSgf() options. */
function options(args) {
  const o = { sgf: {}, dead: [] };
  for (let i = 0; i < args.length; i += 2) {
    if (args[i] === '--rules') o.sgf.rules = args[i + 1];
    if (args[i] === '--komi') o.sgf.komi = Number(args[i + 1]);
    if (args[i] === '--dead') o.dead = args[i + 1].split(',');
    if (args[i] === '--penalty') {
      const [color, offence] = args[i + 1].split(':');
      (o.penalties ??= []).push({ color, offence });
    }
  }
  return o;
}

const cases = readdirSync(dir)
  .filter((f) => f.endsWith('.score.sgf'))
  .map((f) => f.replace('.score.sgf', ''))
  .filter((c) => existsSync(join(dir, `${c}.score.json`)));

const snake = (s) => s.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const letter = (c) => (c === null ? null : c === 'black' ? 'B' : 'W');

for (const name of cases) {
  test(`C-1..C-5: score() of ${name} equals hotstone score`, () => {
    const file = join(dir, `${name}.score.sgf`);
    const argsFile = join(dir, `${name}.score.args`);
    const args = existsSync(argsFile) ? readFileSync(argsFile, 'utf8').trim().split(/\s+/) : [];
    const want = cli(file, args);
    const o = options(args);
    const game = Game.fromSgf(readFileSync(file, 'utf8'), o.sgf);
    const got = game.score({ dead: o.dead, penalties: o.penalties });
    assert.equal(got.method, want.method);
    assert.equal(got.result, want.result);
    assert.equal(letter(got.winner), want.winner);
    assert.equal(got.margin, want.margin);
    assert.deepEqual(got.dead, want.dead);
    assert.deepEqual(got.seki, want.seki);
    assert.equal(got.shared, want.shared);
    assert.equal(got.handicapBonus, want.handicap_bonus);
    assert.deepEqual(
      got.penalties.map((p) => [letter(p.against), p.points, p.reason, p.requirement]),
      (want.penalties ?? []).map((p) => [p.against, p.points, p.reason, p.requirement]),
    );
    for (const side of ['black', 'white']) {
      const { stones, territory, prisoners, dead, area, points } = got[side];
      assert.deepEqual({ stones, territory, prisoners, dead, area, points }, want[side], side);
    }
    if (want.method !== 'fill-in') {
      assert.equal(got.fillIn, null);
      return;
    }
    const f = got.fillIn;
    const w = want.fill_in;
    for (const key of ['stonesEach', 'shared', 'sharedEach', 'sharedLeftEmpty', 'compensationStones', 'compensationRemainder', 'difference']) {
      assert.equal(f[key], w[snake(key)], key);
    }
    assert.equal(letter(f.compensationTo), w.compensation_to);
    for (const side of ['black', 'white']) {
      for (const [key, value] of Object.entries(w[side])) {
        const camel = key.replace(/_([a-z])/g, (_, c) => c.toUpperCase());
        assert.equal(f[side][camel], value, `${side}.${key}`);
      }
    }
    // The CLI words the steps with the rules crate's English sentences; the package says
    // the app's captions instead (P-4, below), so only the figures are compared.
    assert.deepEqual(
      f.steps.map((s) => [s.step, letter(s.color), s.points, s.stones, s.difference]),
      w.steps.map((s) => [s.step, s.color ?? null, s.points ?? [], s.stones ?? null, s.difference ?? null]),
    );
    assert.ok(f.steps.every((s) => s.text.length > 0 && !s.text.includes('\n')));
  });
}

test('C-1, C-4: the method can be chosen; dead stones take their string', () => {
  const file = join(dir, 'japanese-dead-group.score.sgf');
  const game = Game.fromSgf(readFileSync(file, 'utf8'));
  const territory = game.score({ dead: ['C6'] });
  assert.equal(territory.method, 'territory');
  assert.deepEqual(territory.dead, ['B6', 'C6']);
  const area = game.score({ method: 'area', dead: [{ x: 2, y: 0 + game.size - 6 }] });
  assert.equal(area.method, 'area');
  assert.deepEqual(area.dead, ['B6', 'C6']);
  assert.equal(area.owners.length, game.size);
});

/** The seed's fill-in case (C-2, C-3): 7x7, W+3, counted in `lang`. */
function seedFillIn(lang) {
  const file = join(dir, 'seed-004-ing.score.sgf');
  const options = lang === undefined ? { rules: 'ing' } : { rules: 'ing', lang };
  return Game.fromSgf(readFileSync(file, 'utf8'), options).score().fillIn.steps;
}

const first = (steps) => steps[0].text;
const last = (steps) => steps.at(-1).text;

test('P-4, B-4, C-2: the fill-in steps are said in English by default, as the app captions them', () => {
  const steps = seedFillIn(undefined);
  assert.equal(
    first(steps),
    "Each bowl holds 24 stones, half the board's points less one; its measuring frame shows them in holes of 5. The stones on the board came out of the bowls: Black's 11, White's 11.",
  );
  assert.equal(
    steps.find((s) => s.step === 'fill-territory').text,
    'Black fills its territory from its own bowl, moving no stone: 13 points, until the bowl is empty; 3 points of its area stay empty, its winning points.',
  );
  assert.equal(
    last(steps),
    "Black 1 winning point ×1, White's 2 losing stones ×2 for Black, 4 compensation stones ×2 for White: White wins by 3 points.",
  );
  assert.deepEqual(seedFillIn('en'), steps);
});

test('P-4, B-4, C-2: with lang de the fill-in steps are German', () => {
  const steps = seedFillIn('de');
  assert.equal(
    first(steps),
    'Jede Dose enthält 24 Steine, die Hälfte der Brettpunkte minus eins; der Messrahmen zeigt sie in Löchern zu je 5. Die Steine auf dem Brett stammen aus den Dosen: 11 von Schwarz, 11 von Weiß.',
  );
  assert.equal(
    last(steps),
    'Schwarz 1 Gewinnpunkt ×1, 2 Verluststeine von Weiß ×2 für Schwarz, 4 Kompensationssteine ×2 für Weiß: Weiß gewinnt mit 3 Punkten.',
  );
});

test('P-4, B-4, C-2: with lang ja the fill-in steps are Japanese', () => {
  const steps = seedFillIn('ja');
  assert.equal(first(steps), '各碁笥に24子あります（盤の交点の半分から1を引いた数）。計量枠の穴に5子ずつ入れて確かめます。盤上の石（黒11子、白11子）は碁笥から出したものです。');
  assert.equal(last(steps), '黒の勝ち点1×1、白の負け石2子×2は黒に、白のコミの石4子×2：白の3目勝ち。');
});

test('P-4: the steps follow game.lang when it is set after the start', () => {
  const game = Game.fromSgf(readFileSync(join(dir, 'seed-004-ing.score.sgf'), 'utf8'), { rules: 'ing' });
  game.lang = 'ja';
  const steps = game.score().fillIn.steps;
  assert.match(first(steps), /^各碁笥に24子/);
  assert.deepEqual(steps, seedFillIn('ja'));
});

test('K-5, P-4: counted by filling in, a game without result says Void on its last step too', () => {
  // The triple ko, Black's big string taken off so that each side's stones fit its bowl.
  const file = join(dir, 'triple-ko-void.score.sgf');
  const game = Game.fromSgf(readFileSync(file, 'utf8'), { lang: 'de' });
  const s = game.score({ method: 'fill-in', dead: ['A1'] });
  assert.equal(s.result, 'Void');
  assert.equal(s.winner, null);
  assert.equal(
    last(s.fillIn.steps),
    '5 Verluststeine von Schwarz ×2 für Weiß, 3 Kompensationssteine ×2 für Weiß: Void.',
  );
});

test('B-4, P-4: a fill-in count that cannot be made is refused in the game\'s language', () => {
  // The triple ko on 5x5 with nothing taken off: Black's 13 stones do not fit its bowl of 12.
  const file = join(dir, 'triple-ko-void.score.sgf');
  const said = {
    en: 'No fill-in count: Black has 13 stones on the board, more than the 12 of its bowl (B-4).',
    de: 'Keine Ausfüllzählung: Schwarz hat 13 Steine auf dem Brett, mehr als die 12 seiner Dose (B-4).',
    ja: '黒の盤上の石13子が碁笥の12子より多いため、埋めによる計点はできません（B-4）。',
  };
  for (const [lang, message] of Object.entries(said)) {
    const game = Game.fromSgf(readFileSync(file, 'utf8'), { lang });
    assert.throws(() => game.score({ method: 'fill-in' }), (e) => e instanceof Error && e.message === `score: ${message}`);
    // The game is untouched and counts once the dead string is given.
    assert.equal(game.score({ method: 'fill-in', dead: ['A1'] }).result, 'Void');
  }
});

test('C-1, P-4: a count says whether the game had ended; a game in play is no verdict', () => {
  const game = new Game({ size: 9, rules: 'japanese' });
  game.play('E5');
  game.play('C3');
  assert.equal(game.score().ended, false, 'counted in play');
  game.pass();
  game.pass();
  const s = game.score({ dead: ['C3'] });
  assert.equal(s.ended, true, 'counted after two passes');
  assert.equal(s.result, 'B+74.5');
  const resigned = new Game({ size: 9 });
  resigned.resign();
  assert.equal(resigned.score().ended, true);
});
