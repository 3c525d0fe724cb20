// Counting through the package (C-1..C-5): for every fill-in case of the CLI's
// conformance suite, score() gives what `hotstone score` prints for the same SGF and
// dead stones, Ing's steps included; and the other methods agree with it too.
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
    const got = game.score({ dead: o.dead });
    assert.equal(got.method, want.method);
    assert.equal(got.result, want.result);
    assert.equal(letter(got.winner), want.winner);
    assert.equal(got.margin, want.margin);
    assert.deepEqual(got.dead, want.dead);
    assert.deepEqual(got.seki, want.seki);
    assert.equal(got.shared, want.shared);
    assert.equal(got.handicapBonus, want.handicap_bonus);
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
    assert.deepEqual(
      f.steps.map((s) => [s.step, letter(s.color), s.points, s.stones, s.difference, s.text]),
      w.steps.map((s) => [s.step, s.color ?? null, s.points ?? [], s.stones ?? null, s.difference ?? null, s.text]),
    );
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
