// Stepping through a record (issue 37, L-1, P-3): a record with variations, comments and
// every markup (tests/sgf/teaching-variations.sgf) opens whole; the node's markup is on
// the board (`data-mark`), its variations' next moves too (`data-variation`), its
// comment and variations beside the board; the arrows, PageUp/PageDown (a presentation
// clicker), Home and End step, and the page never scrolls.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { assertQuiet, point, screenshots, start } from './harness.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const RECORD = readFileSync(join(here, '../sgf/teaching-variations.sgf'), 'utf8');

let app;
before(async () => {
  app = await start();
  mkdirSync(screenshots, { recursive: true });
});
after(async () => {
  await app?.close();
});

const openRecord = async (page) => {
  await page.locator('[data-sgf-open]').setInputFiles({
    name: 'teaching-variations.sgf',
    mimeType: 'application/x-go-sgf',
    buffer: Buffer.from(RECORD),
  });
  await page.waitForSelector('[data-record] [data-comment]');
};

const comment = (page) => page.locator('[data-record] [data-comment]').textContent();
const mark = (page, name) => point(page, name).getAttribute('data-mark');
const scrollY = (page) => page.evaluate(() => window.scrollY);

/** Waits until the comment beside the board reads `text`. */
const commentIs = (page, text) =>
  page.waitForFunction(
    (t) => document.querySelector('[data-record] [data-comment]')?.textContent === t,
    text,
  );

test('L-1, P-3: a record opens whole and is stepped with the arrows, the clicker, Home and End', async () => {
  const page = await app.open();
  await openRecord(page);
  // The end of the main line: Black's C4, White's D4 crossed.
  assert.equal(await comment(page), 'Black follows.');
  assert.equal(await mark(page, 'D4'), 'cross');
  assert.match(await page.locator('[data-record-position]').textContent(), /Move 3 · variation 1 of 2/);

  // Down: the other variation, with a square and two labels.
  await page.keyboard.press('ArrowDown');
  await commentIs(page, 'Also good.');
  assert.equal(await mark(page, 'D4'), 'square');
  assert.equal(await mark(page, 'C4'), 'label:a');
  assert.equal(await mark(page, 'E3'), 'label:b');
  assert.match(await point(page, 'C4').getAttribute('aria-label'), /label a/);
  await page.keyboard.press('ArrowUp');
  await commentIs(page, 'Black follows.');

  // Left: back to White's move, whose two next moves are on the board, numbered.
  await page.keyboard.press('ArrowLeft');
  await commentIs(page, 'White runs.');
  assert.equal(await point(page, 'C4').getAttribute('data-variation'), '1');
  assert.equal(await point(page, 'D3').getAttribute('data-variation'), '2');
  assert.equal(await page.locator('[data-variation]').count(), 2);

  // The clicker: PageUp twice to the start, never scrolling the page.
  await page.keyboard.press('PageUp');
  await commentIs(page, 'RIGHT: Black blocks at F5.');
  assert.equal(await mark(page, 'D5'), 'triangle');
  assert.equal(await mark(page, 'E5'), 'triangle');
  await page.keyboard.press('PageUp');
  await commentIs(page, 'Black to play.');
  assert.equal(await page.locator('[data-variation]').count(), 3);
  for (const [name, k] of [['F5', '1'], ['E4', '2'], ['F4', '3']]) {
    assert.equal(await point(page, name).getAttribute('data-variation'), k);
  }
  await page.keyboard.press('PageDown');
  await commentIs(page, 'RIGHT: Black blocks at F5.');
  assert.equal(await scrollY(page), 0, 'PageDown does not scroll');

  // Home and End: the start, and the end of the line followed.
  await page.keyboard.press('End');
  await commentIs(page, 'Black follows.');
  await page.keyboard.press('Home');
  await commentIs(page, 'Black to play.');

  // A click on a variation's next move follows it: a circle, an arrow and a line.
  await point(page, 'E4').click();
  await commentIs(page, 'WRONG: White connects.');
  assert.equal(await mark(page, 'F5'), 'circle');
  assert.equal(await page.locator('[data-line="arrow:E4:F5"]').count(), 1);
  assert.equal(await page.locator('[data-line="line:D6:E5"]').count(), 1);

  // The panel's list: the third variation dims two points.
  await page.locator('[data-step="first"]').click();
  await commentIs(page, 'Black to play.');
  await page.locator('[data-next-variation="3"]').click();
  await commentIs(page, 'A calm move.');
  assert.equal(await mark(page, 'D6'), 'dim');
  assert.equal(await mark(page, 'E5'), 'dim');
  assert.equal(await scrollY(page), 0);

  // Downloaded: every variation, comment and mark as read.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.locator('[data-sgf-download]').click(),
  ]);
  const text = await readFile(await download.path(), 'utf8');
  for (const kept of ['TR[de][ee]', 'MA[df]', 'SQ[df]', 'LB[cf:a][eg:b]', 'CR[fe]', 'AR[ef:fe]', 'LN[dd:ee]', 'DD[dd][ee]', 'XX[kept verbatim]', 'C[Also good.]']) {
    assert.ok(text.includes(kept), `${kept} in the download`);
  }
  assertQuiet(page);
});

test('P-3: a new move where one follows makes a variation, listed and on the board', async () => {
  const page = await app.open();
  await openRecord(page);
  await page.keyboard.press('ArrowLeft');
  await commentIs(page, 'White runs.');
  await point(page, 'E2').click();
  await point(page, 'E2').and(page.locator('[data-stone="black"]')).waitFor();
  assert.match(await page.locator('[data-record-position]').textContent(), /variation 3 of 3/);
  await page.keyboard.press('PageUp');
  await commentIs(page, 'White runs.');
  assert.equal(await point(page, 'E2').getAttribute('data-variation'), '3');
  assert.equal(await page.locator('[data-next-variation]').count(), 3);
  assertQuiet(page);
});

test('P-3: the record beside the board fits a projector at 1280x720 and shows on a phone', async () => {
  for (const [viewport, path, what] of [
    [{ width: 1280, height: 720 }, '?projector', 'projector'],
    [{ width: 360, height: 740 }, '', 'phone'],
  ]) {
    const page = await app.open(path, { viewport });
    await openRecord(page);
    await page.keyboard.press('ArrowLeft');
    await commentIs(page, 'White runs.');
    const box = await page.locator('[data-record]').boundingBox();
    const board = await page.locator('.board-frame').boundingBox();
    if (what === 'projector') {
      assert.ok(box.y + box.height <= viewport.height, `${what}: the record's panel on the screen`);
      assert.ok(board.y + board.height <= viewport.height, `${what}: the board on the screen`);
      assert.ok(box.x + box.width <= viewport.width, `${what}: not clipped at the right`);
    } else {
      assert.ok(box.y < viewport.height, `${what}: the record's panel starts on the first screen`);
      assert.ok(box.x + box.width <= viewport.width + 0.5, `${what}: no wider than the phone`);
    }
    await page.keyboard.press('PageDown');
    await commentIs(page, 'Black follows.');
    assert.equal(await scrollY(page), 0, `${what}: PageDown does not scroll`);
    await page.keyboard.press('ArrowLeft');
    await commentIs(page, 'White runs.');
    await page.screenshot({ path: join(screenshots, `record-${what}.png`) });
    assertQuiet(page);
    await page.context().close();
  }
});

test('P-3: move numbers on every stone, on the last 10 moves, or none', async () => {
  const page = await app.open();
  const moves = ['C3', 'G7', 'E5', 'C7', 'G3', 'E3', 'E7', 'C5', 'G5', 'D4', 'F6', 'D6'];
  for (const m of moves) await point(page, m).click();
  await point(page, 'D6').and(page.locator('[data-stone="white"]')).waitFor();
  const button = page.locator('[data-move-numbers]');
  await button.click();
  assert.equal(await page.locator('.number').count(), 12);
  assert.equal(await button.getAttribute('aria-pressed'), 'true');
  await button.click();
  assert.equal(await button.getAttribute('aria-pressed'), 'mixed');
  assert.equal(await button.textContent(), 'Move numbers: last 10');
  assert.equal(await page.locator('.number').count(), 10);
  assert.equal(await point(page, 'G7').locator('.number').count(), 0, 'move 2 is older');
  assert.equal(await point(page, 'E5').locator('.number').textContent(), '3');
  await button.click();
  assert.equal(await page.locator('.number').count(), 0);
  assertQuiet(page);
});
