// Clocks in the browser (T-1..T-5, issue 18): chosen in the new-game dialog, shown beside
// the players, paused by the teacher, and brought back honestly by a reload.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { assertQuiet, newGame, play, start } from './harness.mjs';

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
  assert.match(await face(page, 'black').getAttribute('aria-label'), /Black: 2:00 left/);
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
