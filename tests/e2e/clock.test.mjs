// Clocks in the browser (T-1..T-5, issue 18): chosen in the new-game dialog, shown beside
// the players, paused by the teacher, and brought back honestly by a reload.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { assertQuiet, newGame, openNewGame, play, point, reloadSaved, shoot, start } from './harness.mjs';

let app;
before(async () => {
  app = await start();
});
after(async () => {
  await app?.close();
});

const face = (page, color) => page.locator(`[data-clock="${color}"]`);
const time = async (page, color) => (await face(page, color).locator('.time').textContent()).trim();

test('no clock by default', async () => {
  const page = await app.open();
  await newGame(page, { size: 9 });
  assert.equal(await page.locator('[data-clock]').count(), 0);
  assertQuiet(page);
});

test('an Ing SP clock runs for the side to move, pauses, and survives a reload paused', async () => {
  const page = await app.open();
  await newGame(page, { size: 9, rules: 'ing', clock: 'ing-sp', minutes: 2 });
  // Black's clock runs from the start: on a loaded machine a tick may come before the read.
  assert.match(await time(page, 'black'), /^(2:00|1:5\d)$/);
  assert.equal(await time(page, 'white'), '2:00');
  // The face shows m:ss; its name says the units (WCAG 1.1.1).
  assert.equal(await face(page, 'white').getAttribute('aria-label'), 'White: 2 minutes left');
  // Black's clock runs; White's waits.
  await page.waitForFunction(
    () => document.querySelector('[data-clock="black"] .time').textContent.trim() !== '2:00',
    null,
    { timeout: 5000 },
  );
  assert.match(await face(page, 'black').getAttribute('class'), /running/);
  await play(page, ['E5']);
  assert.equal(await time(page, 'black') === '2:00', false);
  assert.match(await face(page, 'white').getAttribute('class'), /running/);
  // The teacher pauses: the clock stands still, across a reload too.
  await page.locator('[data-clock-pause]').click();
  assert.equal(await page.locator('[data-clock-pause]').getAttribute('aria-pressed'), 'true');
  const paused = await time(page, 'white');
  await page.waitForTimeout(1300);
  assert.equal(await time(page, 'white'), paused);
  await reloadSaved(page);
  await page.waitForSelector('[data-clock="white"]');
  assert.equal(await time(page, 'white'), paused);
  assert.equal(await page.locator('[data-clock-pause]').getAttribute('aria-pressed'), 'true');
  // Started again, it goes on from there.
  await page.locator('[data-clock-pause]').click();
  await page.waitForFunction(
    (before) => document.querySelector('[data-clock="white"] .time').textContent.trim() !== before,
    paused,
    { timeout: 5000 },
  );
  assertQuiet(page);
});

test('T-2: running into extra time under Ing SP shows the penalty in the fill-in result', async () => {
  // The page's clocks are faked, so that a minute passes in a moment.
  const ctx = await app.browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
  await ctx.clock.install();
  const page = await app.open('', { context: ctx });
  await newGame(page, { size: 9, rules: 'ing', clock: 'ing-sp', minutes: 1 });
  // Black thinks 65 seconds over a one-minute base time: 5 seconds of extra time,
  // less than a sixth of the base, so 2 penalty points (T-2).
  await ctx.clock.runFor(65_000);
  // Walls on E and F: without the penalty Black wins by 1 point (fill-in.test.mjs).
  const walls = ['E1', 'F1', 'E2', 'F2', 'E3', 'F3', 'E4', 'F4', 'E5', 'F5', 'E6', 'F6', 'E7', 'F7', 'E8', 'F8', 'E9', 'F9'];
  await play(page, walls);
  await page.keyboard.press('p');
  await page.keyboard.press('p');
  await page.locator('[data-action="open-fill-in"]').click();
  await page.locator('[data-fill-in]').waitFor();
  const codes = [];
  const steps = Number(await page.locator('[data-fill-in]').getAttribute('data-steps'));
  for (let i = 1; i < steps; i++) {
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction((n) => document.querySelector('[data-fill-in]')?.getAttribute('data-step') === String(n), i);
    const code = await page.locator('[data-fill-in]').getAttribute('data-step-code');
    codes.push(code);
    if (code === 'penalty') {
      assert.match(await page.locator('[data-caption]').textContent(), /Time penalty against Black: 1 stone for White/);
    }
  }
  assert.ok(codes.includes('penalty'), `a penalty step (${codes.join(', ')})`);
  assert.match(await page.locator('.announced').textContent(), /White wins by 1 point/);
  await shoot(page, 'clock-sp-penalty-fill-in');
  assertQuiet(page);
});

test('T-5: after a loss on time the loser\'s clock shows none left, not its time before the move', async () => {
  const ctx = await app.browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
  await ctx.clock.install();
  const page = await app.open('', { context: ctx });
  await newGame(page, { size: 9, clock: 'absolute', minutes: 1 });
  await ctx.clock.runFor(61_000);
  await page.waitForSelector('[data-end="time"]');
  assert.match(await page.locator('[data-live]').textContent(), /Black lost on time/);
  assert.equal(await time(page, 'black'), '0:00.0');
  assert.equal(await face(page, 'black').getAttribute('aria-label'), 'Black: 0.0 seconds left');
  assert.equal(await time(page, 'white'), '1:00');
  assert.equal(await face(page, 'white').getAttribute('aria-label'), 'White: 1 minute left');
  assertQuiet(page);
});

/** A page whose time stands still until the test runs it (Playwright's fake timers,
 * performance.now too): a clock shows exactly what ran. */
async function fakeTime() {
  const ctx = await app.browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
  await ctx.clock.install({ time: 0 });
  const page = await app.open('', { context: ctx });
  await ctx.clock.pauseAt(600_000);
  return { ctx, page };
}

test('T-5: undo after a loss on time is refused and said; the loss stands', async () => {
  const { ctx, page } = await fakeTime();
  await newGame(page, { size: 9, clock: 'absolute', minutes: 1 });
  await play(page, ['E5']);
  await ctx.clock.runFor(61_000);
  await page.waitForSelector('[data-end="time"]');
  for (let i = 0; i < 2; i++) {
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.waitForFunction(() => /The game is over/.test(document.querySelector('[data-live]').textContent));
    assert.equal(await page.locator('[data-end="time"]').count(), 1, 'the loss stands');
    assert.equal(await page.locator('[data-moves]').getAttribute('data-moves'), '1');
  }
  assert.equal(await point(page, 'E5').getAttribute('data-stone'), 'black');
  assert.equal(await time(page, 'white'), '0:00.0');
  assertQuiet(page);
});

test('H-1: free handicap placement is Black\'s time, not White\'s', async () => {
  const { ctx, page } = await fakeTime();
  await newGame(page, { size: 9, rules: 'japanese', handicap: 2, style: 'free', clock: 'absolute', minutes: 1 });
  await ctx.clock.runFor(10_000);
  await play(page, ['C3']);
  await ctx.clock.runFor(10_000);
  await play(page, ['G7']);
  await page.waitForFunction(() => document.querySelector('[data-clock="white"]').classList.contains('running'));
  assert.equal(await time(page, 'white'), '1:00');
  assert.equal(await time(page, 'black'), '0:40.0');
  assertQuiet(page);
});

test('undo and redo give a move its own time back', async () => {
  const { ctx, page } = await fakeTime();
  await newGame(page, { size: 9, clock: 'absolute', minutes: 1 });
  await ctx.clock.runFor(20_000);
  await play(page, ['E5']);
  assert.equal(await time(page, 'black'), '0:40.0');
  await page.getByRole('button', { name: 'Undo' }).click();
  assert.equal(await time(page, 'black'), '1:00');
  await page.getByRole('button', { name: 'Redo' }).click();
  assert.equal(await time(page, 'black'), '0:40.0', 'E5 took 20 seconds, not the time since the undo');
  assertQuiet(page);
});

test('T-3: an SZ clock shows the overruns the dialog set, not one more', async () => {
  const page = await app.open();
  await newGame(page, { size: 9, rules: 'ing', clock: 'ing-sz', minutes: 1 });
  const detail = (await face(page, 'black').locator('.detail').textContent()).trim();
  assert.equal(detail, '3 overruns left');
  assertQuiet(page);
});

test('T-3: the dialog sets byo-yomi\'s periods and their seconds; a reload keeps them', async () => {
  const page = await app.open();
  // Out of range: the dialog says why and stays open.
  const dialog = await openNewGame(page);
  await dialog.locator('select[name="clock"]').selectOption('byo-yomi');
  assert.equal(await dialog.getByLabel('Periods').inputValue(), '5');
  assert.equal(await dialog.getByLabel('Seconds per period').inputValue(), '30');
  // The field's own range stops the form (the browser says why) and no game starts.
  await dialog.getByLabel('Periods').fill('0');
  await dialog.getByRole('button', { name: 'Start' }).click();
  assert.notEqual(await dialog.getByLabel('Periods').evaluate((e) => e.validationMessage), '');
  assert.equal(await dialog.count(), 1);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'detached' });

  await newGame(page, { size: 9, rules: 'japanese', clock: 'byo-yomi', minutes: 1, periods: 3, seconds: 20 });
  const detail = async () => (await face(page, 'black').locator('.detail').textContent()).trim();
  assert.equal(await detail(), '3 periods left');
  await reloadSaved(page);
  await page.waitForSelector('[data-clock="black"]');
  assert.equal(await detail(), '3 periods left');
  // The dialog opens with the game's clock.
  await openNewGame(page);
  assert.equal(await dialog.locator('input[name="clock-periods"]').inputValue(), '3');
  assert.equal(await dialog.locator('input[name="clock-seconds"]').inputValue(), '20');
  await shoot(page, 'clock-byo-yomi-dialog');
  assertQuiet(page);
});

test('T-5: a move is timed at the click, not at the clock\'s last tick', async () => {
  const { ctx, page } = await fakeTime();
  await newGame(page, { size: 9, clock: 'absolute', minutes: 1 });
  await ctx.clock.runFor(60_000);
  assert.equal(await time(page, 'black'), '0:00.0');
  assert.equal(await page.locator('[data-end]').count(), 0, 'exactly all of the time: still playing');
  // 50 ms later, before the next tick, Black clicks: too late.
  await ctx.clock.runFor(50);
  await point(page, 'E5').click();
  await page.waitForSelector('[data-end="time"]');
  assert.equal(await point(page, 'E5').getAttribute('data-stone'), null);
  assert.match(await page.locator('[data-live]').textContent(), /Black lost on time/);
  assertQuiet(page);
});

test('a computer reply that arrives while New game is open is played when it is cancelled', async () => {
  const page = await app.open();
  const dialog = await openNewGame(page);
  await dialog.locator('select[name="size"]').selectOption('9');
  await dialog.locator('select[name="rules"]').selectOption('japanese');
  await dialog.locator('select[name="opponent"]').selectOption('1');
  await dialog.locator('select[name="computer-color"]').selectOption('W');
  await dialog.locator('select[name="clock"]').selectOption('absolute');
  await dialog.locator('input[name="clock-minutes"]').fill('1');
  await dialog.getByRole('button', { name: 'Start' }).click();
  await dialog.waitFor({ state: 'detached' });
  await play(page, ['E5']);
  await openNewGame(page);
  await dialog.waitFor();
  // White's clock stands still while the dialog keeps it from moving.
  const white = await time(page, 'white');
  await page.waitForTimeout(3000);
  assert.equal(await time(page, 'white'), white);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await page.waitForFunction(() => document.querySelector('[data-moves]').getAttribute('data-moves') === '2', null, {
    timeout: 20_000,
  });
  assert.equal(await page.locator('[data-end]').count(), 0);
  assertQuiet(page);
});

test('E-7: a timed game\'s download names its clock and each move\'s time left', async () => {
  const page = await app.open();
  await newGame(page, { size: 9, rules: 'japanese', clock: 'byo-yomi', minutes: 1, periods: 3, seconds: 20 });
  await play(page, ['E5', 'C3']);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.locator('[data-sgf-download]').click(),
  ]);
  const text = await readFile(await download.path(), 'utf8');
  assert.match(text, /TM\[60\]OT\[3x20 byo-yomi\]/);
  // Each side's main time left (at most 60 s, moves take a moment) and its 3 x 20 s.
  const left = [...text.matchAll(/;[BW]\[[a-z]{2}\]([BW])L\[(\d+\.\d)\]/g)].map((m) => [m[1], Number(m[2])]);
  assert.equal(left.length, 2, text);
  assert.deepEqual(left.map(([c]) => c), ['B', 'W']);
  for (const [, seconds] of left) assert.ok(seconds > 100 && seconds <= 120, text);
  assertQuiet(page);
});
