// WCAG 1.4.10 Reflow: at 320 CSS pixels wide (a 1280-pixel window at 400 % zoom) the
// page never scrolls sideways: the header's controls wrap, the board scales down, the
// panels stack; a table wider than that scrolls in its own box. The game page in three
// languages and after play stops, and the tournament page with its standings.
// Screenshots: tests/e2e/screenshots/reflow-*.png.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { assertQuiet, newGame, play, screenshots, start } from './harness.mjs';

const NARROW = { width: 320, height: 640 };
let app;
before(async () => {
  app = await start();
});
after(async () => {
  await app?.close();
});

/** How wide the page is against the window, and whatever sticks out to the right. */
const widths = (page) =>
  page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth,
    outside: [...document.querySelectorAll('body *')]
      .filter((e) => e.getBoundingClientRect().right > innerWidth + 0.5 && !e.closest('.table-scroll'))
      .slice(0, 5)
      .map((e) => e.outerHTML.slice(0, 80)),
  }));

async function assertNoSidewaysScroll(page, what) {
  const w = await widths(page);
  assert.ok(w.scrollWidth <= w.innerWidth, `${what}: the page is ${w.scrollWidth}px wide in ${w.innerWidth}px (${w.outside.join(' | ')})`);
}

async function shoot(page, name) {
  mkdirSync(screenshots, { recursive: true });
  await page.screenshot({ path: join(screenshots, `reflow-${name}.png`), fullPage: true });
}

test('1.4.10: the game page at 320px, in en, de and ja, scrolls only down', async () => {
  for (const lang of ['en', 'de', 'ja']) {
    const page = await app.open(`?lang=${lang}`, { viewport: NARROW });
    await assertNoSidewaysScroll(page, lang);
    // Every header control is on the screen, none scrolled out of it.
    const boxes = await page.locator('header.top button, header.top select').evaluateAll((all) =>
      all.map((e) => e.getBoundingClientRect()).map((r) => [r.left, r.right]),
    );
    assert.ok(boxes.length >= 7, `the header's controls (${boxes.length})`);
    for (const [left, right] of boxes) assert.ok(left >= 0 && right <= NARROW.width, `${lang}: a header control at ${left}..${right}`);
    const board = await page.locator('.board-frame').boundingBox();
    assert.ok(board.width <= NARROW.width && board.width >= NARROW.width - 20, `${lang}: the board ${board.width}px wide`);
    await shoot(page, `game-${lang}`);
    assertQuiet(page);
    await page.context().close();
  }
});

test('1.4.10: the marking view and its comparison table at 320px', async () => {
  const page = await app.open('', { viewport: NARROW });
  await newGame(page, { size: 7, rules: 'ing' });
  await play(page, ['A4', 'A3', 'B4', 'B3', 'C4', 'C3', 'D4', 'D3', 'E4', 'E3', 'F4', 'F3', 'G4', 'G3', 'D2', 'pass', 'pass']);
  await page.locator('.marking-panel [data-compare]').waitFor();
  await assertNoSidewaysScroll(page, 'marking');
  await shoot(page, 'marking');
  assertQuiet(page);
});

test('1.4.10: the tournament page at 320px; its standings table scrolls in its own box', async () => {
  const page = await app.open('', { viewport: NARROW });
  await page.locator('[data-open-tournament]').click();
  await page.locator('[data-tournament-create]').waitFor();
  await assertNoSidewaysScroll(page, 'the form');
  const form = page.locator('[data-tournament-create]');
  await form.locator('select[name="system"]').selectOption('school-team');
  await form.locator('textarea[name="entrants"]').fill('5a: Ali, Bea, Cem, Dana\n5b: Eli, Finn, Gül, Hana\n6a: Kai, Lea, Mia, Nils\n6b: Pia, Quentin, Rosa, Sami');
  await form.getByRole('button', { name: 'Create' }).click();
  await page.locator('[data-round="1"]').waitFor();
  await assertNoSidewaysScroll(page, 'round 1');
  // The table keeps its columns; its box is a named region the keyboard reaches.
  const box = page.locator('[data-standings] .table-scroll');
  assert.equal(await box.getAttribute('role'), 'region');
  assert.equal(await box.getAttribute('tabindex'), '0');
  assert.match(await page.locator(`#${await box.getAttribute('aria-labelledby')}`).textContent(), /Standings/);
  const scroll = await box.evaluate((e) => ({ scroll: e.scrollWidth, client: e.clientWidth }));
  assert.ok(scroll.client <= NARROW.width, `the table's box ${scroll.client}px wide`);
  await shoot(page, 'tournament');
  assertQuiet(page);
});
