// Clocks in the browser (T-1..T-5, issue 18): chosen in the new-game dialog, shown beside
// the players, paused by the teacher, and brought back honestly by a reload.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { assertQuiet, newGame, play, shoot, start } from './harness.mjs';

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
  assert.equal(await time(page, 'black'), '2:00');
  assert.equal(await time(page, 'white'), '2:00');
  // The face shows m:ss; its name says the units (WCAG 1.1.1).
  assert.equal(await face(page, 'black').getAttribute('aria-label'), 'Black: 2 minutes left');
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
  await page.reload();
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
