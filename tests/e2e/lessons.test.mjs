// The beginners' lessons after seed 004's leaflet (crates/lessons/lessons/README.md): the
// new-game dialog lists them first, in the leaflet's order, and what a lesson's text says
// happens on the page (the rules' side: crates/lessons/tests/beginners.rs).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { assertQuiet, openNewGame, play, point, start } from './harness.mjs';

let app;
before(async () => {
  app = await start();
});
after(async () => {
  await app?.close();
});

test('the dialog lists the beginners’ lessons first, numbered by the leaflet’s rules', async () => {
  const page = await app.open();
  const dialog = await openNewGame(page);
  const options = (await dialog.locator('select[name="start"] option').allTextContents()).map((o) =>
    o.trim(),
  );
  assert.deepEqual(options.slice(1, 9), [
    'Lesson: I–II. The board and the moves',
    'Lesson: III. Capturing a stone',
    'Lesson: III. Capturing three stones',
    'Lesson: IV. The goal: counting',
    'Lesson: V. Komi',
    'Lesson: VI. The ko rule',
    'Lesson: VII. Handicap',
    'Lesson: Basic ko',
  ]);
  assertQuiet(page);
});

test('K-4: in the ko-rule lesson White’s retake at C4 is forbidden, the whole board would repeat', async () => {
  const page = await app.open('?lesson=ko-rule');
  assert.match(await page.locator('[data-lesson]').textContent(), /VI\. The ko rule/);
  await play(page, ['D4']);
  assert.equal(await point(page, 'C4').getAttribute('data-stone'), null, 'C4 taken');
  assert.equal(await point(page, 'C4').getAttribute('data-forbidden'), 'superko');
  await point(page, 'C4').click();
  assert.equal(await point(page, 'C4').getAttribute('data-stone'), null, 'the retake refused');
  assertQuiet(page);
});

test('C-5: in the counting lesson Black E1, two passes: 11 + 16 against 11 + 11, komi 5.5 gives W+0.5', async () => {
  const page = await app.open('?lesson=counting', { viewport: { width: 1280, height: 1000 } });
  await play(page, ['E1', 'pass', 'pass']);
  const panel = page.locator('.marking-panel');
  await panel.waitFor();
  const counts = await panel.locator('.side-count').allTextContents();
  assert.ok(counts.some((c) => /Black: 11 stones \+ 16 territory = 27/.test(c)), counts.join(' | '));
  // White's line counts the komi too, so both lines add up to the result (C-5, V).
  assert.ok(counts.some((c) => /White: 11 stones \+ 11 territory \+ 5\.5 komi = 27\.5/.test(c)), counts.join(' | '));
  assert.equal(await panel.locator('.result').getAttribute('data-result'), 'W+0.5');
  assertQuiet(page);
});
