// Ing's fill-in count, animated (issue 7: C-2, C-3, B-4, B-5, P-2). The acceptance
// test walks the "done when" as a teacher would: German, projector mode, a 9x9
// Ing game ended by two passes with a dead stone, the count shown from the first stone
// to the result, and the announced result checked against `hotstone score`.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { assertQuiet, newGame, openNewGame, play, point, reloadSaved, shoot, start } from './harness.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const CLI = join(root, 'target/debug/hotstone');

let app;
before(async () => {
  if (!existsSync(CLI)) {
    execFileSync('cargo', ['build', '-q', '-p', 'hotstone-cli'], { cwd: root, stdio: 'inherit' });
  }
  app = await start();
});
after(async () => {
  await app?.close();
});

// Black's wall on E, White's on F; White's stone at B5 is left dead in Black's area.
const WALLS = ['E1', 'F1', 'E2', 'F2', 'E3', 'F3', 'E4', 'F4', 'E5', 'F5', 'E6', 'F6', 'E7', 'F7', 'E8', 'F8', 'E9', 'F9'];

const panel = (page) => page.locator('[data-fill-in]');
const step = async (page) => Number(await panel(page).getAttribute('data-step'));
const code = (page) => panel(page).getAttribute('data-step-code');

/** `hotstone score` on the page's own SGF download, with the dead stones the count used. */
async function cliResult(page, dead) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.locator('[data-sgf-download]').click(),
  ]);
  const file = join(mkdtempSync(join(tmpdir(), 'fill-in-')), 'game.sgf');
  await download.saveAs(file);
  const args = ['score', '--rules', 'ing'];
  if (dead) args.push('--dead', dead);
  args.push(file);
  const out = JSON.parse(execFileSync(CLI, args, { encoding: 'utf8' }));
  return { out, sgf: readFileSync(file, 'utf8') };
}

test('done when: a teacher ends a 9x9 Ing game and shows the fill-in count in German on a projector', async () => {
  const page = await app.open('?lang=de&projector', { viewport: { width: 1600, height: 1000 } });
  assert.equal(await page.locator('html').getAttribute('lang'), 'de');
  assert.ok(await page.locator('.app.projector').count(), 'projector mode');

  // A new 9x9 Ing game from the dialog (German labels).
  const dialog = await openNewGame(page, 'Neue Partie');
  await dialog.locator('select[name="size"]').selectOption('9');
  await dialog.locator('select[name="rules"]').selectOption('ing');
  await dialog.getByRole('button', { name: 'Beginnen' }).click();
  await dialog.waitFor({ state: 'detached' });

  // Played with clicks on the board, passes with the keyboard (P).
  await play(page, WALLS);
  await page.keyboard.press('p');
  await point(page, 'B5').click();
  await page.keyboard.press('p');
  await page.keyboard.press('p');

  // Right after two passes the marking view offers the count.
  const open = page.locator('[data-action="open-fill-in"]');
  await open.waitFor();
  assert.ok(await open.isEnabled(), 'open-fill-in enabled right after two passes');
  await shoot(page, 'fill-in-0-ended-de');
  await open.click();
  await panel(page).waitFor();

  const steps = Number(await panel(page).getAttribute('data-steps'));
  assert.ok(steps >= 8, `a step per stage (${steps})`);
  assert.equal(await step(page), 0);
  assert.equal(await code(page), 'supply');
  assert.match(await page.locator('[data-caption]').textContent(), /Jede Dose enthält 40 Steine/);
  assert.equal(await page.locator('[data-bowl="black"]').getAttribute('data-stones'), '40');
  await shoot(page, 'fill-in-1-supply-de');

  // Step by step to the end, a screenshot of each stage, the keyboard's right arrow too.
  const seen = [];
  const marks = [];
  const shots = new Set(['remove-dead', 'compensation', 'fill-territory', 'winning-points', 'losing-stones']);
  for (let i = 1; i < steps; i++) {
    if (i % 2) await page.locator('[data-fill-in-action="forward"]').click();
    else await page.keyboard.press('ArrowRight');
    await page.waitForFunction((n) => document.querySelector('[data-fill-in]')?.getAttribute('data-step') === String(n), i);
    const c = await code(page);
    const caption = (await page.locator('[data-caption]').textContent()).trim();
    assert.ok(caption.length > 10 && !caption.includes('\n'), `a one-line caption at ${c}`);
    if (shots.has(c) && !seen.includes(c)) await shoot(page, `fill-in-${i + 1}-${c}-de`);
    seen.push(c);
    // The board shows the count's own marks while the panel is open (the app's
    // `filling-in` class): the points Black fills, half-dark.
    marks.push(...await page.evaluate(() => [...document.querySelectorAll('.territory-mark.black')]
      .map((m) => getComputedStyle(m).opacity)));
  }
  assert.ok(marks.length > 0, 'the points Black fills are marked during the count');
  assert.deepEqual([...new Set(marks)], ['0.35']);
  for (const stage of ['remove-dead', 'bowls', 'compensation', 'fill-territory', 'difference']) {
    assert.ok(seen.includes(stage), `stage ${stage} shown (${seen.join(', ')})`);
  }
  assert.equal(await code(page), 'difference');
  assert.equal(await panel(page).getAttribute('data-at-end'), 'true');
  // The dead stone came off and went back: B5 is empty or refilled by Black.
  assert.notEqual(await point(page, 'B5').getAttribute('data-stone'), 'white');
  const announced = await page.locator('[data-announced]').getAttribute('data-announced');
  const territory = await page.locator('[data-under="territory"]').getAttribute('data-result');
  const area = await page.locator('[data-under="area"]').getAttribute('data-result');
  assert.match(await page.locator('.announced').textContent(), /gewinnt mit/);
  await shoot(page, 'fill-in-9-result-de');

  // The same game through the CLI: same result.
  const dead = await panel(page).getAttribute('data-dead');
  assert.ok(dead.includes('B5'), `the dead stone is counted dead (${dead})`);
  const { out, sgf } = await cliResult(page, dead);
  assert.match(sgf, /SZ\[9\]/);
  assert.equal(announced, out.result, 'announced result = hotstone score');
  assert.equal(area, announced, 'area counting gives the same number (C-2 reconciled)');
  assert.ok(territory, 'territory counting shown beside it');

  // Back to the first stone with Home, Escape closes.
  await page.keyboard.press('Home');
  await page.waitForFunction(() => document.querySelector('[data-fill-in]')?.getAttribute('data-step') === '0');
  await page.keyboard.press('Escape');
  await panel(page).waitFor({ state: 'detached' });
  assertQuiet(page);
});

test('playing runs stone by stone without blocking input, pause stops it, reload keeps the step', async () => {
  const page = await app.open('?lang=en');
  await newGame(page, { size: 9, rules: 'ing' });
  await play(page, WALLS);
  await page.keyboard.press('p');
  await page.keyboard.press('p');
  await page.locator('[data-action="open-fill-in"]').click();
  await panel(page).waitFor();
  await page.locator('select[data-fill-in-speed]').selectOption('4');
  await page.locator('[data-fill-in-action="play"]').click();
  assert.equal(await panel(page).getAttribute('data-playing'), 'true');
  // The black bowl empties while Black fills its territory.
  await page.waitForFunction(() => document.querySelector('[data-fill-in]')?.getAttribute('data-step-code') === 'fill-territory', null, { timeout: 20_000 });
  const before = Number(await page.locator('[data-bowl="black"]').getAttribute('data-stones'));
  await page.waitForFunction((b) => Number(document.querySelector('[data-bowl="black"]').getAttribute('data-stones')) < b, before, { timeout: 5_000 });
  await shoot(page, 'fill-in-playing-en');
  // Input goes through while playing: Space pauses.
  await page.keyboard.press(' ');
  await page.waitForFunction(() => document.querySelector('[data-fill-in]')?.getAttribute('data-playing') === 'false');
  const paused = await step(page);
  // Clicks on the board and the pass key do nothing while the count is open.
  const moves = await page.locator('[data-moves]').getAttribute('data-moves');
  await point(page, 'A1').click();
  await page.keyboard.press('p');
  assert.equal(await page.locator('[data-moves]').getAttribute('data-moves'), moves);
  assert.equal(await step(page), paused, 'still paused where it was');
  await reloadSaved(page);
  await panel(page).waitFor();
  assert.equal(await step(page), paused, 'the step shown survives a reload');
  assert.equal(await panel(page).getAttribute('data-playing'), 'false');
  assertQuiet(page);
});

test('in Japanese the count reads in Japanese to its result', async () => {
  const page = await app.open('?lang=ja');
  const dialog = await openNewGame(page, '新しい対局');
  await dialog.locator('select[name="size"]').selectOption('9');
  await dialog.locator('select[name="rules"]').selectOption('ing');
  await dialog.getByRole('button', { name: '開始' }).click();
  await dialog.waitFor({ state: 'detached' });
  await play(page, WALLS);
  await page.keyboard.press('p');
  await page.keyboard.press('p');
  await page.locator('[data-action="open-fill-in"]').click();
  await panel(page).waitFor();
  assert.match(await page.locator('[data-caption]').textContent(), /各碁笥に40子/);
  await page.keyboard.press('End');
  await page.waitForFunction(() => document.querySelector('[data-fill-in]')?.getAttribute('data-at-end') === 'true');
  assert.match(await page.locator('.announced').textContent(), /黒の1目勝ち/);
  const names = await page.locator('[data-point][data-stone]').evaluateAll((ps) => ps.map((p) => p.getAttribute('aria-label')));
  assert.ok(names.some((n) => /^[A-D]\d、黒の埋め石$/.test(n)), names.join(' | '));
  assert.equal(await point(page, 'E5').getAttribute('aria-label'), 'E5、黒石');
  await shoot(page, 'fill-in-result-ja');
  assertQuiet(page);
});

test('with reduced motion each tick shows a whole step: the bowl jumps, never counts down', async () => {
  const ctx = await app.browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
  const page = await app.open('?lang=en', { context: ctx });
  await newGame(page, { size: 9, rules: 'ing' });
  await play(page, WALLS);
  await page.keyboard.press('p');
  await page.keyboard.press('p');
  await page.locator('[data-action="open-fill-in"]').click();
  await panel(page).waitFor();
  await page.locator('select[data-fill-in-speed]').selectOption('4');
  // Every value the black bowl shows while playing to the end.
  await page.evaluate(() => {
    window.bowlValues = [];
    const bowl = document.querySelector('[data-bowl="black"]');
    new MutationObserver(() => window.bowlValues.push(bowl.getAttribute('data-stones'))).observe(bowl, {
      attributes: true,
      attributeFilter: ['data-stones'],
    });
  });
  await page.locator('[data-fill-in-action="play"]').click();
  await page.waitForFunction(() => document.querySelector('[data-fill-in]')?.getAttribute('data-at-end') === 'true', null, { timeout: 30_000 });
  const values = await page.evaluate(() => window.bowlValues);
  // 40 → 31 (the bowls step) → 0 (the territory filled in one go): no stone-by-stone values.
  assert.deepEqual([...new Set(values)], ['31', '0'], `bowl values ${values.join(', ')}`);
  // C-2: the stones the count put on the board are named as fill-in stones, the
  // played walls as played stones.
  const names = await page.locator('[data-point][data-stone]').evaluateAll((ps) => ps.map((p) => p.getAttribute('aria-label')));
  const filled = names.filter((n) => /^[A-J]\d, (black|white) fill-in stone/.test(n));
  assert.ok(filled.length > 20, `fill-in stones named (${filled.length}: ${filled.slice(0, 3).join(' | ')})`);
  assert.equal(await point(page, 'E5').getAttribute('aria-label'), 'E5, black stone');
  assert.ok(filled.some((n) => / black /.test(n)) && filled.some((n) => / white /.test(n)), 'both colours');
  assert.ok(names.filter((n) => / fill-in /.test(n)).every((n) => !/^[EF]\d,/.test(n)), 'never on the walls');
  assertQuiet(page);
});

test('B-4: a position with more stones than the bowl holds is refused with the reason', async () => {
  const page = await app.open('?lang=en');
  await newGame(page, { size: 7, rules: 'ing' });
  // 25 Black stones while White passes: more than the 24 of a 7x7 bowl.
  const black = [];
  for (const row of [1, 2, 3]) for (const col of 'ABCDEFG') black.push(`${col}${row}`);
  black.push('A4', 'B4', 'C4', 'D4');
  for (const p of black) {
    await point(page, p).click();
    await page.keyboard.press('p');
  }
  await page.keyboard.press('p');
  const open = page.locator('[data-action="open-fill-in"]');
  await open.waitFor();
  await open.click();
  await page.waitForFunction(() => /No fill-in count/.test(document.querySelector('[data-live]')?.textContent ?? ''));
  assert.match(
    await page.locator('[data-live]').textContent(),
    /No fill-in count: Black has 25 stones on the board, more than the 24 of its bowl \(B-4\)\./,
  );
  assert.equal(await page.locator('[data-fill-in]').count(), 0, 'the count did not open');
  assert.equal(await page.locator('[data-refusal]').getAttribute('data-refusal'), 'fill-in');
  assertQuiet(page);
});
