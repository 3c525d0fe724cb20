// The board: sizes, names, hooks, layout, and the new-game dialog.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { assertQuiet, newGame, play, point, start } from './harness.mjs';

let app;
before(async () => {
  app = await start();
});
after(async () => {
  await app?.close();
});

test('the page is titled Hotstone and starts a beginner’s 9x9 game under simple rules', async () => {
  const page = await app.open();
  assert.equal(await page.title(), 'Hotstone');
  assert.equal(await page.locator('[data-board-size="9"]').count(), 1);
  assert.match(await page.locator('[data-status]').textContent(), /Simple/);
  assert.match(await page.locator('[data-to-move]').textContent(), /Black to move/);
  assertQuiet(page);
});

test('7x7, 9x9 and 19x19 games draw 49, 81 and 361 points', async () => {
  const page = await app.open();
  for (const [size, count] of [
    [7, 49],
    [9, 81],
    [19, 361],
  ]) {
    await newGame(page, { size });
    await page.waitForSelector(`[data-board-size="${size}"]`);
    assert.equal(await page.locator('[data-point]').count(), count, `${size}x${size}`);
    assert.equal(await page.locator('[data-point="I1"]').count(), 0, 'column I is skipped');
  }
  assert.equal(await point(page, 'K10').getAttribute('aria-label'), 'K10, empty');
  assert.equal(await point(page, 'T19').count(), 1);
  assertQuiet(page);
});

test('every point has an accessible name, and stones carry their hooks', async () => {
  const page = await app.open();
  assert.equal(await page.getByRole('gridcell', { name: 'E5, empty' }).count(), 1);
  await play(page, ['D4', 'E5']);
  const d4 = point(page, 'D4');
  assert.equal(await d4.getAttribute('data-stone'), 'black');
  assert.equal(await d4.getAttribute('aria-label'), 'D4, black stone');
  assert.equal(await point(page, 'E5').getAttribute('data-stone'), 'white');
  assert.equal(
    await point(page, 'E5').getAttribute('aria-label'),
    'E5, white stone, last move',
  );
  assert.equal(await page.getByRole('grid', { name: '9 by 9 board' }).count(), 1);
  assertQuiet(page);
});

test('captures are counted and announced, atari too', async () => {
  const page = await app.open();
  // Black surrounds the white stone at B2 in the corner.
  await play(page, ['A2', 'B2', 'B1', 'J9', 'B3']);
  assert.match(await page.locator('[data-live]').textContent(), /White in atari/);
  await play(page, ['J8', 'C2']);
  assert.equal(await point(page, 'B2').getAttribute('data-stone'), null);
  assert.match(await page.locator('[data-live]').textContent(), /Black C2\. Captures 1 stone\./);
  assert.match(await page.locator('.players').textContent(), /captures: 1/);
  assertQuiet(page);
});

test('M-2: a suicide the rules allow is announced, not shown as a plain move', async () => {
  const page = await app.open();
  await newGame(page, { size: 7, rules: 'ing' });
  // Black A2 joins A1 in White's corner: the two black stones have no liberty left and
  // are removed (Ing forbids only a single stone's suicide).
  await play(page, ['A1', 'B1', 'G7', 'B2', 'G6', 'A3', 'A2']);
  assert.equal(await point(page, 'A1').getAttribute('data-stone'), null);
  assert.equal(await point(page, 'A2').getAttribute('data-stone'), null);
  assert.match(
    await page.locator('[data-live]').textContent(),
    /Black A2\. Black loses 2 own stones by suicide, which these rules allow\./,
  );
  assertQuiet(page);
});

test('pass, undo, redo and resign', async () => {
  const page = await app.open();
  await play(page, ['C3', 'G7']);
  await page.getByRole('button', { name: 'Undo' }).click();
  assert.equal(await point(page, 'G7').getAttribute('data-stone'), null);
  await page.getByRole('button', { name: 'Redo' }).click();
  assert.equal(await point(page, 'G7').getAttribute('data-stone'), 'white');
  assert.ok(await page.getByRole('button', { name: 'Redo' }).isDisabled());
  await play(page, ['pass', 'pass']);
  assert.equal(await page.locator('[data-end]').getAttribute('data-end'), 'two-passes');
  assert.match(await page.locator('[data-status]').textContent(), /two passes/);
  await page.getByRole('button', { name: 'Resume play' }).click();
  assert.equal(await page.locator('[data-end]').count(), 0);
  await page.getByRole('button', { name: 'Resign' }).click();
  assert.match(await page.locator('[data-status]').textContent(), /Black resigned: White wins/);
  assertQuiet(page);
});

test('move numbers and coordinates toggle', async () => {
  const page = await app.open();
  await play(page, ['C3', 'G7', 'E5']);
  assert.equal(await page.locator('.number').count(), 0);
  await page.getByRole('button', { name: 'Move numbers' }).click();
  assert.equal(await point(page, 'G7').locator('.number').textContent(), '2');
  assert.match(await point(page, 'E5').getAttribute('aria-label'), /move 3/);
  assert.equal(await page.locator('.coordinates').count(), 1);
  await page.getByRole('button', { name: 'Coordinates' }).click();
  assert.equal(await page.locator('.coordinates').count(), 0);
  assertQuiet(page);
});

test('fixed handicap from the dialog, and free placement by clicks', async () => {
  const page = await app.open();
  await newGame(page, { size: 9, rules: 'japanese', handicap: 4, style: 'fixed' });
  assert.equal(await page.locator('[data-stone="black"]').count(), 4);
  assert.equal(await point(page, 'C3').getAttribute('data-stone'), 'black');
  assert.match(await page.locator('[data-to-move]').textContent(), /White to move/);

  await newGame(page, { size: 13, rules: 'tromp-taylor', handicap: 2, style: 'free' });
  assert.match(await page.locator('[data-status]').textContent(), /Place 2 more handicap stones/);
  await play(page, ['D4', 'K10']);
  assert.equal(await page.locator('[data-stone="black"]').count(), 2);
  assert.match(await page.locator('[data-to-move]').textContent(), /White to move/);
  assertQuiet(page);
});

test('the board fits a phone and a projector', async () => {
  for (const viewport of [
    { width: 375, height: 667 },
    { width: 1920, height: 1080 },
  ]) {
    const page = await app.open('', { viewport });
    const box = await page.locator('[data-board-size]').boundingBox();
    assert.ok(box.width <= viewport.width, `board ${box.width} wide in ${viewport.width}`);
    assert.ok(box.height <= viewport.height, `board ${box.height} high in ${viewport.height}`);
    assert.ok(box.width > viewport.width * 0.45 || box.width > 300, `board ${box.width}`);
    const a1 = await point(page, 'A1').boundingBox();
    const j9 = await point(page, 'J9').boundingBox();
    assert.ok(a1.x < j9.x && a1.y > j9.y, 'A1 bottom left, J9 top right');
    assertQuiet(page);
  }
});
