// The teacher's edit mode (issue 37, P-2, P-3) at a projector, 1280x720: the triple ko
// of tests/conformance/ko/triple-ko.ko.json set up on an empty 7x7 board with the
// mouse and the keyboard, marked, played on under Ing's rules (the retake refused),
// downloaded as SGF (AB, AW, TR, LB) and opened again: the same record.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { assertQuiet, newGame, point, reloadSaved, screenshots, start } from './harness.mjs';

let app;
before(async () => {
  app = await start();
  mkdirSync(screenshots, { recursive: true });
});
after(async () => {
  await app?.close();
});

// The conformance case's 5x5 triple ko in the corner, walled by row 6 and column F.
const BLACK = ['A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'B1', 'B2', 'B3', 'B4', 'B5', 'B6', 'C6', 'C4', 'C2', 'D1'];
const WHITE = ['C5', 'C3', 'D2', 'D4', 'D6', 'E1', 'E2', 'E3', 'E4', 'E5', 'E6', 'F1', 'F2', 'F3', 'F4', 'F5', 'F6'];

const stone = (page, name) => point(page, name).getAttribute('data-stone');
const mark = (page, name) => point(page, name).getAttribute('data-mark');
const scrollY = (page) => page.evaluate(() => window.scrollY);

const download = async (page) => {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.locator('[data-sgf-download]').click(),
  ]);
  return readFile(await file.path(), 'utf8');
};

test('P-2, P-3: the triple ko set up, marked, played on, downloaded and opened again', async () => {
  const viewport = { width: 1280, height: 720 };
  const page = await app.open('?projector', { viewport });
  await newGame(page, { size: 7, rules: 'ing' });

  await page.locator('[data-edit-mode]').click();
  await page.locator('[data-edit-tool="black"][aria-pressed="true"]').waitFor();
  for (const p of BLACK) await point(page, p).click();
  await page.locator('[data-edit-tool="white"]').click();
  for (const p of WHITE) await point(page, p).click();
  await point(page, 'F6').and(page.locator('[data-stone="white"]')).waitFor();
  for (const p of BLACK) assert.equal(await stone(page, p), 'black', p);
  assert.equal(await stone(page, 'D5'), null);

  // The keyboard: T on the board chooses the triangle, the arrows walk the cursor from
  // F6 to D1, Enter puts it there.
  await point(page, 'F6').focus();
  await page.keyboard.press('t');
  await page.locator('[data-edit-tool="triangle"][aria-pressed="true"]').waitFor();
  for (const key of ['ArrowLeft', 'ArrowLeft', ...Array(5).fill('ArrowDown')]) {
    await page.keyboard.press(key);
  }
  await page.keyboard.press('Enter');
  await point(page, 'D1').and(page.locator('[data-mark="triangle"]')).waitFor();
  // Letters go A, B in turn; an arrow takes two clicks.
  await page.locator('[data-edit-tool="letter"]').click();
  await point(page, 'D5').click();
  await point(page, 'D3').click();
  assert.equal(await mark(page, 'D5'), 'label:A');
  assert.equal(await mark(page, 'D3'), 'label:B');
  await page.locator('[data-edit-tool="arrow"]').click();
  await point(page, 'G7').click();
  await point(page, 'D5').click();
  await page.locator('[data-line="arrow:G7:D5"]').waitFor();
  assert.match(await page.locator('[data-edit-keys]').textContent(), /T triangle/);

  // A stone that would leave a string without liberties is refused, with the rules' words.
  await page.locator('[data-edit-tool="white"]').click();
  await point(page, 'C1').click();
  await page.locator('[data-refusal="setup"]').waitFor();
  assert.match(await page.locator('[data-refusal] p').textContent(), /D1 would have no liberties/);
  assert.equal(await stone(page, 'C1'), null);

  // Show why: the liberties counted on each string, the strings in atari ringed.
  await page.locator('[data-overlay="liberties"]').click();
  await page.locator('[data-overlay="atari"]').click();
  await point(page, 'D1').and(page.locator('[data-liberties="1"]')).waitFor();
  assert.equal(await point(page, 'C5').getAttribute('data-atari'), 'true');
  assert.equal(await point(page, 'A1').getAttribute('data-atari'), null);
  assert.match(await point(page, 'C5').getAttribute('aria-label'), /1 liberty, in atari/);

  // The whole toolbar and the board on the screen, nothing scrolled.
  const tools = await page.locator('.edit-tools').boundingBox();
  const board = await page.locator('.board-frame').boundingBox();
  assert.ok(board.y + board.height <= viewport.height, 'the board on the screen');
  assert.ok(tools.y + tools.height <= viewport.height, 'the tools on the screen');
  assert.ok(tools.x + tools.width <= viewport.width, 'the tools not clipped');
  assert.equal(await scrollY(page), 0);
  await page.screenshot({ path: join(screenshots, 'editor-projector.png') });
  await page.locator('[data-overlay="liberties"]').click();
  await page.locator('[data-overlay="atari"]').click();
  await page.locator('[data-liberties]').first().waitFor({ state: 'detached' });

  // Play on under Ing's rules: E leaves the mode; Black takes the ko, White's retake is
  // refused (the hot stone).
  await point(page, 'G7').focus();
  await page.keyboard.press('e');
  await page.locator('[data-edit-mode][aria-pressed="false"]').waitFor();
  await point(page, 'D5').click();
  await point(page, 'D5').and(page.locator('[data-stone="black"]')).waitFor();
  assert.equal(await stone(page, 'C5'), null);
  await point(page, 'C5').click();
  await page.locator('[data-refusal="hot-stone"]').waitFor();
  await page.screenshot({ path: join(screenshots, 'editor-refused.png') });

  const text = await download(page);
  for (const part of ['RU[GOE]', 'AB[', 'AW[', 'TR[dg]', 'LB[dc:A][de:B]', 'AR[ga:dc]', ';B[dc]']) {
    assert.ok(text.includes(part), `${part} in ${text}`);
  }

  // A reload keeps the record whole, the marks with it.
  await reloadSaved(page);
  await point(page, 'D5').and(page.locator('[data-stone="black"]')).waitFor();
  assert.equal(await download(page), text);

  // Opened again: the same stones, the same record, the marks at the setup node.
  await page.locator('[data-sgf-open]').setInputFiles({
    name: 'triple-ko.sgf',
    mimeType: 'application/x-go-sgf',
    buffer: Buffer.from(text),
  });
  await page.locator('[data-confirm-open]').getByRole('button', { name: 'Discard and open' }).click();
  await page.locator('[data-confirm-open]').waitFor({ state: 'detached' });
  assert.equal(await stone(page, 'D5'), 'black');
  assert.equal(await stone(page, 'C5'), null);
  assert.equal(await download(page), text);
  await page.keyboard.press('PageUp');
  await point(page, 'D1').and(page.locator('[data-mark="triangle"]')).waitFor();
  assert.equal(await mark(page, 'D5'), 'label:A');
  assert.equal(await scrollY(page), 0);
  assertQuiet(page);
});
