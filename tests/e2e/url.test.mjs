// The page's URL parameters: a lesson link never discards a game in progress without
// asking (the new-game dialog's question, naming the lesson); a link with no game in
// progress starts the lesson at once; a lesson or rules the URL names that do not exist
// are said, with the known ones, in each language, and the page goes on working.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { assertQuiet, play, point, reloadSaved, start } from './harness.mjs';

let app;
before(async () => {
  app = await start();
});
after(async () => {
  await app?.close();
});

/** Goes to `path` in the same tab (the same localStorage) and waits for the board. */
async function go(page, path) {
  await page.goto(new URL(path, app.url).href, { waitUntil: 'load' });
  await page.waitForSelector('[data-board-size]');
}

test('a lesson link over a game in progress asks first; Keep playing keeps the game', async () => {
  const page = await app.open();
  await play(page, ['E5', 'D4', 'C3']);
  await go(page, '/?lesson=basic-ko');

  // The saved game is on the board, the dialog offers the lesson and asks.
  const dialog = page.locator('[data-dialog="new-game"]');
  await dialog.waitFor();
  assert.equal(await page.locator('[data-board-size="9"]').count(), 1);
  assert.equal(await page.locator('[data-stone]').count(), 3);
  assert.equal(await dialog.locator('select[name="start"]').inputValue(), 'basic-ko');
  const confirm = dialog.locator('[data-confirm]');
  assert.match(
    await confirm.textContent(),
    /The link opens the lesson “Basic ko”\. Starting it discards the current game \(3 moves\)/,
  );
  // The question has the focus, on its safe answer.
  assert.equal(
    await page.evaluate(() => document.activeElement?.textContent.trim()),
    'Keep playing',
  );
  // The URL no longer starts the lesson on a reload.
  assert.equal(new URL(page.url()).search, '');

  await confirm.getByRole('button', { name: 'Keep playing' }).click();
  await dialog.waitFor({ state: 'detached' });
  assert.equal(await point(page, 'C3').getAttribute('data-stone'), 'black');

  // Back to the app: the game is still saved, and no question is asked.
  await go(page, '/');
  assert.equal(await page.locator('[data-board-size="9"]').count(), 1);
  assert.equal(await page.locator('[data-stone]').count(), 3);
  assert.equal(await page.locator('[data-dialog]').count(), 0);
  assertQuiet(page);
});

test('a lesson link over a game in progress: Escape keeps it, a reload keeps it too', async () => {
  const page = await app.open();
  await play(page, ['E5', 'D4']);
  await go(page, '/?lesson=triple-ko&rules=japanese');
  await page.locator('[data-confirm]').waitFor();
  // Reloading with the dialog open: the game is there, the lesson link used up.
  await reloadSaved(page);
  await page.waitForSelector('[data-board-size="9"]');
  assert.equal(await page.locator('[data-dialog]').count(), 0);
  assert.equal(await page.locator('[data-stone]').count(), 2);

  await go(page, '/?lesson=triple-ko&rules=japanese');
  await page.locator('[data-confirm]').waitFor();
  await page.keyboard.press('Escape');
  await page.locator('[data-dialog]').waitFor({ state: 'detached' });
  assert.equal(await page.locator('[data-stone]').count(), 2);
  await go(page, '/');
  assert.equal(await page.locator('[data-stone]').count(), 2);
  assertQuiet(page);
});

test('a lesson link over a game in progress: Discard and start starts the lesson, rules kept', async () => {
  const page = await app.open();
  await play(page, ['E5']);
  await go(page, '/?lesson=basic-ko&rules=japanese');
  const confirm = page.locator('[data-confirm]');
  assert.match(await confirm.textContent(), /\(1 move\)/);
  await confirm.getByRole('button', { name: 'Discard and start' }).click();
  await page.locator('[data-dialog]').waitFor({ state: 'detached' });
  assert.equal(await page.locator('[data-board-size="7"]').count(), 1);
  assert.match(await page.locator('[data-lesson]').textContent(), /Basic ko/);
  assert.match(await page.locator('[data-status]').textContent(), /Japanese/);
  // The lesson is now the saved game.
  await go(page, '/');
  assert.equal(await page.locator('[data-board-size="7"]').count(), 1);
  assertQuiet(page);
});

test('a lesson link with no game in progress starts the lesson at once', async () => {
  const page = await app.open();
  // A saved game without moves (a fresh 9x9) is nothing to lose.
  await go(page, '/?lesson=basic-ko');
  assert.equal(await page.locator('[data-dialog]').count(), 0);
  assert.equal(await page.locator('[data-board-size="7"]').count(), 1);
  // Nor is a lesson whose position was not played on.
  await go(page, '/?lesson=triple-ko');
  assert.equal(await page.locator('[data-dialog]').count(), 0);
  assert.match(await page.locator('[data-lesson]').textContent(), /Triple ko/i);
  assertQuiet(page);
});

test('an unknown lesson or rules in the URL is said, with the known ones', async () => {
  const page = await app.open('?lesson=nope');
  const notice = page.locator('[data-refusal="url"]');
  assert.match(await notice.textContent(), /lesson “nope”, which does not exist\. Known lessons: .*basic-ko.*triple-ko/);
  // The page still works: the beginner's game, playable.
  assert.equal(await page.locator('[data-board-size="9"]').count(), 1);
  await play(page, ['E5']);
  await page.waitForSelector('[data-point="E5"][data-stone="black"]');
  assertQuiet(page);

  const rules = await app.open('?lesson=basic-ko&rules=bogus');
  assert.match(
    await rules.locator('[data-refusal="url"]').textContent(),
    /rules “bogus”, which do not exist, so they are ignored\. Known rules: .*japanese/,
  );
  assert.match(await rules.locator('[data-lesson]').textContent(), /Basic ko/);
  assertQuiet(rules);

  const de = await app.open('?lesson=nope&rules=bogus&lang=de');
  const text = await de.locator('[data-refusal="url"]').textContent();
  assert.match(text, /Lektion „nope“, die es nicht gibt\. Bekannte Lektionen: .*basic-ko/);
  assert.match(text, /Regelwerk „bogus“, das es nicht gibt/);
  assertQuiet(de);

  const ja = await app.open('?lesson=nope&lang=ja');
  assert.match(await ja.locator('[data-refusal="url"]').textContent(), /レッスン「nope」はありません。使えるレッスン：.*basic-ko/);
  assertQuiet(ja);
});

test('a known lesson and rules say nothing', async () => {
  const page = await app.open('?lesson=basic-ko&rules=japanese');
  assert.equal(await page.locator('[data-refusal]').count(), 0);
  assertQuiet(page);
});

test('a rules link alone starts a 9x9 game under those rules, and over a game in progress asks first', async () => {
  const page = await app.open('?rules=ing');
  assert.match(await page.locator('.status .rules').textContent(), /9×9 · Ing \(SST\) rules · komi 8/);
  assert.equal(new URL(page.url()).search, '', 'a reload does not start it again');
  await play(page, ['E5', 'D4']);
  await go(page, '/?rules=japanese');
  const dialog = page.locator('[data-dialog="new-game"]');
  await dialog.waitFor();
  assert.equal(await dialog.locator('select[name="rules"]').inputValue(), 'japanese');
  assert.match(await dialog.locator('[data-confirm]').textContent(), /discards the current game \(2 moves\)/);
  await dialog.locator('[data-confirm]').getByRole('button', { name: 'Keep playing' }).click();
  await dialog.waitFor({ state: 'detached' });
  assert.equal(await page.locator('[data-stone]').count(), 2, 'the game in progress stays');
  assertQuiet(page);
});

test('issue 40: links are decoded as URLSearchParams decodes them, in the app and ?embed', async () => {
  // A mail client's encoding of ?lesson=triple-ko&rules=japanese finds the lesson.
  const page = await app.open('?lesson=triple%2Dko&rules=%6Aapanese&lang=e%6E');
  assert.match(await page.locator('[data-lesson]').textContent(), /Triple ko/i);
  assert.equal(await page.locator('[data-refusal="url"]').count(), 0);
  assertQuiet(page);

  // An escaped tag is named as its text, never run.
  const tag = await app.open('?lesson=%3Cimg%20src%3Dx%3E');
  assert.match(await tag.locator('[data-refusal="url"]').textContent(), /lesson “<img src=x>”, which does not exist/);
  assert.equal(await tag.locator('[data-refusal="url"] img').count(), 0);
  assertQuiet(tag);

  const embed = await app.open('?embed&lesson=triple%2Dko&show%2Dforbidden');
  assert.match(await embed.locator('[data-lesson]').textContent(), /Triple ko/i);
  await embed.locator('.show-forbidden').waitFor();
  assertQuiet(embed);
});
