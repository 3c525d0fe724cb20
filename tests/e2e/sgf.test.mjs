// SGF download and upload (E-7): the game goes out as SGF and comes back the same; a
// file opened over a game in progress asks first; a broken file is explained.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { assertQuiet, newGame, play, point, reloadSaved, start } from './harness.mjs';

let app;
before(async () => {
  app = await start();
});
after(async () => {
  await app?.close();
});

/** Chooses a file for the "Open SGF" input. */
const open = (page, name, text) =>
  page.locator('[data-sgf-open]').setInputFiles({
    name,
    mimeType: 'application/x-go-sgf',
    buffer: Buffer.from(text),
  });

test('download a game as SGF and open it again', async () => {
  const page = await app.open();
  await newGame(page, { size: 9, rules: 'ing', black: 'Aiko', white: 'Bernd' });
  await play(page, ['B4', 'C4', 'A3', 'B3', 'B2', 'C2', 'J9', 'D3', 'C3']);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.locator('[data-sgf-download]').click(),
  ]);
  assert.equal(download.suggestedFilename(), 'hotstone-9x9-ing-Aiko-Bernd.sgf');
  const text = await readFile(await download.path(), 'utf8');
  assert.match(text, /SZ\[9\]/);
  assert.match(text, /RU\[GOE\]/);
  assert.match(text, /PB\[Aiko\]/);
  assert.match(text, /;B\[cg\]\)/, 'the last move, C3, is cg in SGF letters');

  // Into a fresh page: the same game, the hot stone back.
  const other = await app.open();
  await open(other, 'game.sgf', text);
  await other.waitForSelector('[data-point="C3"][data-stone="black"]');
  assert.equal(await point(other, 'C3').getAttribute('data-hot'), 'true');
  assert.equal(await point(other, 'B3').getAttribute('data-forbidden'), 'hot-stone');
  assert.match(await other.locator('[data-status]').textContent(), /Aiko \(Black\)/);
  assert.match(await other.locator('[data-live]').textContent(), /Game opened: 9 moves/);
  assertQuiet(page);
  assertQuiet(other);
});

test('opening a file over a game in progress asks first; a broken file is explained', async () => {
  const page = await app.open();
  await play(page, ['E5']);
  await open(page, 'triple.sgf', '(;SZ[7]RU[Japanese]KM[6.5];B[dd];W[ee])');
  const confirm = page.locator('[data-confirm-open]');
  assert.match(await confirm.textContent(), /This discards the current game \(1 move\)/);
  await confirm.getByRole('button', { name: 'Keep playing' }).click();
  assert.equal(await page.locator('[data-board-size="9"]').count(), 1);

  await open(page, 'triple.sgf', '(;SZ[7]RU[Japanese]KM[6.5];B[dd];W[ee])');
  await page.locator('[data-confirm-open]').getByRole('button', { name: 'Discard and open' }).click();
  await page.waitForSelector('[data-board-size="7"]');
  assert.equal(await point(page, 'D4').getAttribute('data-stone'), 'black');
  assert.equal(await point(page, 'E3').getAttribute('data-stone'), 'white');
  assert.match(await page.locator('[data-status]').textContent(), /Japanese rules · komi 6\.5/);

  await open(page, 'broken.sgf', '(;SZ[9]B[zz])');
  assert.equal(await page.locator('[data-refusal]').getAttribute('data-refusal'), 'sgf');
  assert.match(await page.locator('[data-refusal] p').textContent(), /The SGF file cannot be read/);
  assert.equal(await page.locator('[data-board-size="7"]').count(), 1, 'the game is still there');
  assertQuiet(page);
});

test('SGF text is never HTML: markup in every text property shows as text (issue 20)', async () => {
  const page = await app.open();
  const evil = '<img src=x onerror="window.__pwned=1">';
  const props = ['PB', 'PW', 'C', 'GN', 'EV', 'PC', 'RO', 'DT', 'BR', 'WR', 'AN', 'SO', 'US', 'GC', 'N']
    .map((id) => `${id}[${evil}]`)
    .join('');
  await open(page, 'evil.sgf', `(;SZ[9]RU[Japanese]${props};B[ee]C[${evil}]N[${evil}];W[cc]LB[dd:x])`);
  await page.waitForSelector('[data-point="E5"][data-stone="black"]');
  await page.waitForTimeout(200);
  assert.equal(await page.evaluate(() => window.__pwned), undefined, 'no handler ran');
  assert.equal(await page.locator('img').count(), 0, 'no element was made from the text');
  // The names are shown, as the text they are.
  assert.ok((await page.locator('[data-status]').textContent()).includes('<img src=x'));
  assertQuiet(page);
});

test("an opened record's game information is in its download, after a reload too (E-7)", async () => {
  const page = await app.open();
  await open(
    page,
    'shusaku.sgf',
    '(;GM[1]FF[4]SZ[9]RU[Japanese]KM[6.5]PB[Honinbo Shusaku]PW[Gennan Inseki]BR[4d]WR[8d]' +
      'DT[1846-09-11]EV[Ear-reddening game]RO[1]PC[Osaka]RE[B+2];B[ee];W[cc])',
  );
  await page.waitForSelector('[data-point="C7"][data-stone="white"]');
  await reloadSaved(page);
  await page.waitForSelector('[data-point="C7"][data-stone="white"]');
  const download = async () => {
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.locator('[data-sgf-download]').click(),
    ]);
    return readFile(await file.path(), 'utf8');
  };
  const text = await download();
  for (const kept of ['PB[Honinbo Shusaku]', 'PW[Gennan Inseki]', 'BR[4d]', 'WR[8d]', 'DT[1846-09-11]',
    'EV[Ear-reddening game]', 'RO[1]', 'PC[Osaka]', 'RE[B+2]', 'KM[6.5]', 'RU[Japanese]']) {
    assert.ok(text.includes(kept), `${kept} is lost: ${text}`);
  }
  // Played on, the recorded result is not this game's; the rest stays.
  await play(page, ['G3']);
  const after = await download();
  assert.doesNotMatch(after, /RE\[/);
  assert.match(after, /EV\[Ear-reddening game\]/);
  assertQuiet(page);
});

test('a record with variations, comments and markup comes back whole; undo, move, redo keep the line (L-1, E-7)', async () => {
  const page = await app.open();
  const lesson = await readFile(new URL('../sgf/teaching-variations.sgf', import.meta.url), 'utf8');
  await open(page, 'lesson.sgf', lesson);
  // The main line to its end: F5, D4, C4.
  await page.waitForSelector('[data-point="C4"][data-stone="black"]');
  const download = async () => {
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.locator('[data-sgf-download]').click(),
    ]);
    return (await readFile(await file.path(), 'utf8')).replaceAll('\n', '');
  };
  const text = await download();
  for (const kept of ['C[Black to play.]', '(;B[cf]C[Black follows.]MA[df])', 'LB[cf:a][eg:b]SQ[df]',
    'TE[1]', 'BM[1]', 'AR[ef:fe]LN[dd:ee]', 'XX[kept verbatim]', 'DD[dd][ee]', 'GN[Block]']) {
    assert.ok(text.includes(kept), `${kept} is lost: ${text}`);
  }
  // Back one move, another move there, back, and Redo: the new line; both are kept.
  await page.getByRole('button', { name: 'Undo' }).click();
  await page.waitForSelector('[data-point="C4"]:not([data-stone])');
  await play(page, ['E3']);
  await page.getByRole('button', { name: 'Undo' }).click();
  await page.waitForSelector('[data-point="E3"]:not([data-stone])');
  await page.getByRole('button', { name: 'Redo' }).click();
  await page.waitForSelector('[data-point="E3"][data-stone="black"]');
  await reloadSaved(page);
  await page.waitForSelector('[data-point="E3"][data-stone="black"]');
  const after = await download();
  assert.ok(after.includes(';W[df]C[White runs.](;B[cf]C[Black follows.]MA[df])(;B[dg]'), after);
  assert.ok(after.includes('(;B[eg])'), `the new line is a variation: ${after}`);
  assertQuiet(page);
});
