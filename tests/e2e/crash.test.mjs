// A fault in Hotstone's own code leaves no frozen page (issue 20): the notice says what
// happened in the page's language and offers the game as SGF and a reload.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { play, shoot, start } from './harness.mjs';

let app;
before(async () => {
  app = await start();
});
after(async () => {
  await app?.close();
});

test('a panic shows "Something went wrong" with the game as SGF', async () => {
  const page = await app.open();
  await play(page, ['E5', 'C3', 'G7']);
  const errors = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto(`${page.url().split('?')[0]}?crash-test`);
  const notice = page.locator('[data-crashed]');
  await notice.waitFor();
  assert.match(await notice.textContent(), /Something went wrong/);
  assert.equal(await notice.getAttribute('role'), 'alertdialog');
  assert.ok(errors.some((e) => e.includes('Hotstone stopped')), 'the fault is in the console');
  await shoot(page, 'crash-notice');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.locator('[data-crash-download]').click(),
  ]);
  const sgf = await readFile(await download.path(), 'utf8');
  assert.match(sgf, /;B\[ee\]\s*;W\[cg\]\s*;B\[gc\]/, 'the three moves played before the fault');
  // Reload: the page works again, with the game.
  await page.goto(page.url().split('?')[0]);
  await page.waitForSelector('[data-point="G7"][data-stone="black"]');
  assert.equal(await page.locator('[data-crashed]').count(), 0);
});

test('a fault in the tournament page module shows the page\'s notice, with the game (issue 17)', async () => {
  const page = await app.open();
  await play(page, ['E5', 'C3']);
  const errors = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto(`${page.url().split('?')[0]}?crash-test=tournament`);
  await page.waitForSelector('[data-point="C3"][data-stone="white"]');
  // The page itself runs on: only the tournament page's module is set to fail.
  assert.equal(await page.locator('[data-crashed]').count(), 0);
  await page.locator('[data-open-tournament]').click();
  const notice = page.locator('[data-crashed]');
  await notice.waitFor();
  assert.match(await notice.textContent(), /Something went wrong/);
  assert.equal(await notice.count(), 1);
  // The page saw the module's trap (io/crash.rs): the release build aborts on a panic
  // at once, so the module itself says nothing.
  assert.ok(errors.some((e) => e.includes('Hotstone stopped')), 'the fault is in the console');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.locator('[data-crash-download]').click(),
  ]);
  const sgf = await readFile(await download.path(), 'utf8');
  assert.match(sgf, /;B\[ee\]\s*;W\[cg\]/, 'the game played before the fault');
});
