// Ing states made visible: hot stones, refusals explained, disturbing ko, and the
// Japanese cycle notice (docs/rules/ing-ko.md cases 1, 2 and 3).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { assertQuiet, chooseLanguage, newGame, play, point, shoot, start } from './harness.mjs';

let app;
before(async () => {
  app = await start();
});
after(async () => {
  await app?.close();
});

const HOT_REFUSAL =
  'White may not take back a hot stone at once (Ing, fighting ko). Play elsewhere first.';

test('a basic ko under ing, built by clicks on 9x9: the hot stone is marked and the retake refused', async () => {
  const page = await app.open();
  await newGame(page, { size: 9, rules: 'ing' });
  await play(page, ['B4', 'C4', 'A3', 'B3', 'B2', 'C2', 'J9', 'D3', 'C3']);
  const c3 = point(page, 'C3');
  assert.equal(await c3.getAttribute('data-hot'), 'true');
  assert.equal(await c3.locator('.hot-mark').count(), 1);
  assert.equal(await page.locator('[data-hot]').count(), 1);
  assert.equal(await point(page, 'B3').getAttribute('data-forbidden'), 'hot-stone');
  assert.equal(
    await point(page, 'B3').getAttribute('aria-label'),
    'B3, empty, forbidden: hot stone',
  );
  assert.match(await page.locator('[data-legend="hot"]').textContent(), /Hot stone/);
  assert.match(await page.locator('[data-live]').textContent(), /Hot stone\./);

  // Hover shows why the point is forbidden.
  await point(page, 'B3').hover();
  assert.equal(
    await page.locator('[data-hint]').textContent(),
    'B3: White may not play here: hot stone (Ing, fighting ko).',
  );

  await point(page, 'B3').click();
  assert.equal(await page.locator('[data-refusal]').getAttribute('data-refusal'), 'hot-stone');
  assert.equal(await page.locator('[data-refusal] p').textContent(), HOT_REFUSAL);
  assert.equal((await page.locator('[data-live]').textContent()).trim(), HOT_REFUSAL);
  assert.equal(await point(page, 'B3').getAttribute('data-stone'), null, 'nothing changed');
  assert.match(await page.locator('[data-to-move]').textContent(), /White to move/);

  // One move elsewhere and Black's reply cool the stone: the retake is legal and hot.
  await play(page, ['J1', 'J2', 'B3']);
  assert.equal(await point(page, 'B3').getAttribute('data-stone'), 'white');
  assert.equal(await point(page, 'B3').getAttribute('data-hot'), 'true');
  assert.equal(await point(page, 'C3').getAttribute('data-stone'), null);
  assert.equal(await page.locator('[data-refusal]').count(), 0);
  assertQuiet(page);
});

test('the basic-ko lesson under japanese refuses with the basic ko rule instead', async () => {
  const page = await app.open('?lesson=basic-ko&rules=japanese');
  assert.equal(await page.locator('[data-point]').count(), 49);
  await play(page, ['C3']);
  assert.equal(await page.locator('[data-hot]').count(), 0, 'no hot stones outside Ing');
  assert.equal(await point(page, 'B3').getAttribute('data-forbidden'), 'ko');
  await point(page, 'B3').click();
  assert.match(await page.locator('[data-refusal] p').textContent(), /basic ko/);
  assertQuiet(page);
});

test('a lesson under other rules than its own says so under its text, in each language', async () => {
  const page = await app.open('?lesson=basic-ko&rules=simple');
  const note = page.locator('[data-lesson] [data-lesson-rules]');
  assert.equal(
    await note.textContent(),
    'This lesson is written for Ing (SST) rules; here it is played under Simple (7x7 introduction) rules.',
  );
  await chooseLanguage(page, 'de');
  assert.match(await note.textContent(), /^Diese Lektion ist für die Regeln „Ing \(SST\)“ geschrieben/);
  await chooseLanguage(page, 'ja');
  assert.match(await note.textContent(), /^このレッスンは応氏（SST）ルール向けです/);
  await shoot(page, 'lesson-other-rules-ja');
  const own = await app.open('?lesson=basic-ko');
  assert.equal(await own.locator('[data-lesson-rules]').count(), 0, 'under its own rules, no note');
  assertQuiet(page);
});

test('triple ko under ing: both White retakes are blocked', async () => {
  const page = await app.open('?lesson=triple-ko');
  assert.match(await page.locator('[data-lesson]').textContent(), /Triple ko/);
  await play(page, ['D5']);
  const hot = await page.locator('[data-hot]').evaluateAll((els) =>
    els.map((e) => e.getAttribute('data-point')).sort(),
  );
  assert.deepEqual(hot, ['D1', 'D5'], 'D5 single hot, D1 twin hot');
  assert.equal(await point(page, 'C5').getAttribute('data-forbidden'), 'hot-stone');
  assert.equal(await point(page, 'C1').getAttribute('data-forbidden'), 'hot-stone');
  for (const retake of ['C5', 'C1']) {
    await point(page, retake).click();
    assert.equal(await page.locator('[data-refusal]').getAttribute('data-refusal'), 'hot-stone');
    assert.equal(await point(page, retake).getAttribute('data-stone'), null);
  }
  assert.match(await page.locator('[data-refusal] p').textContent(), /hot stones D1, D5|hot stone/);
  assertQuiet(page);
});

test('a lesson started from the New game dialog plays under its own rules, unless changed there', async () => {
  const page = await app.open();
  // The dialog's rules are Simple; the lesson brings Ing's with it.
  await newGame(page, { lesson: 'triple-ko' });
  assert.match(await page.locator('[data-lesson]').textContent(), /Triple ko/);
  assert.match(await page.locator('[data-status] .rules').textContent(), /Ing/);
  await play(page, ['D5']);
  await point(page, 'C1').click();
  assert.equal(await page.locator('[data-refusal]').getAttribute('data-refusal'), 'hot-stone');
  assert.equal(await point(page, 'C1').getAttribute('data-stone'), null, 'the retake is refused');
  // Chosen, then changed to Simple in the dialog: the player's choice stands.
  await newGame(page, { lesson: 'triple-ko', rules: 'simple' });
  assert.match(await page.locator('[data-status] .rules').textContent(), /Simple/);
  assertQuiet(page);
});

test('triple ko under japanese: the cycle notice from the first recurrence, no result at the third', async () => {
  const page = await app.open('?lesson=triple-ko&rules=japanese');
  await play(page, ['D5', 'C1', 'D3', 'C5', 'D1']);
  assert.equal(await page.locator('[data-ko-panel]').count(), 0, 'no recurrence yet');
  await play(page, ['C3']);
  const panel = page.locator('[data-ko-panel]');
  assert.equal(await panel.getAttribute('data-cycle-length'), '6');
  assert.equal(await panel.getAttribute('data-occurrence'), '2');
  assert.match(await panel.textContent(), /The position has recurred \(occurrence 2\) after a 6-move cycle/);
  assert.match(await panel.textContent(), /third occurrence ends the game with no result/);
  assert.match(await page.locator('[data-live]').textContent(), /occurred before \(6-move cycle\)/);

  await play(page, ['D5', 'C1', 'D3', 'C5', 'D1', 'C3']);
  assert.equal(await page.locator('[data-end]').getAttribute('data-end'), 'no-result');
  assert.match(await page.locator('[data-status]').textContent(), /No result/);
  assert.match(await page.locator('[data-live]').textContent(), /No result/);
  assert.ok(await page.getByRole('button', { name: 'Pass' }).isDisabled());
  assertQuiet(page);
});

test('disturbing ko: the panel names the cycle, the disturber and the ban, and steps through it', async () => {
  const page = await app.open('?lesson=double-ko-seki');
  await play(page, ['E1', 'A5']);
  // Black may not retake at once; Black passes instead.
  assert.equal(await point(page, 'A4').getAttribute('data-forbidden'), 'hot-stone');
  await play(page, ['pass', 'E2', 'A4', 'pass']);
  const panel = page.locator('[data-ko-panel]');
  assert.equal(await panel.getAttribute('data-cycle-length'), '6');
  assert.equal(await panel.getAttribute('data-disturber'), 'black');
  assert.equal(await panel.getAttribute('data-banned'), 'E1');
  assert.match(await panel.textContent(), /Black started it \(the disturber\) and may never again play E1/);
  assert.match(await panel.textContent(), /Banned now: Black may not play E1/);
  assert.equal(await point(page, 'E1').getAttribute('data-forbidden'), 'disturber');
  await point(page, 'E1').click();
  assert.match(await page.locator('[data-refusal] p').textContent(), /disturbing ko/);

  // Step through the cycle's situations on the board.
  const before = await page.locator('[data-stone]').count();
  await panel.getByRole('button', { name: 'Step through the cycle' }).click();
  assert.equal(await panel.locator('[data-cycle-step]').getAttribute('data-cycle-step'), '0');
  assert.equal(await page.locator('.next-mark').count(), 1, 'the next move is marked');
  await panel.getByRole('button', { name: 'Next' }).click();
  assert.equal(await panel.locator('[data-cycle-step]').getAttribute('data-cycle-step'), '1');
  assert.equal(await point(page, 'E1').getAttribute('data-stone'), 'black', 'after Black E1');
  assert.equal(await point(page, 'E2').getAttribute('data-stone'), null, 'E2 taken');
  for (let i = 0; i < 5; i++) await panel.getByRole('button', { name: 'Next' }).click();
  assert.ok(await panel.getByRole('button', { name: 'Next' }).isDisabled());
  assert.match(await panel.locator('[data-cycle-step]').textContent(), /Situation 6 of 6: Black to move/);
  await panel.getByRole('button', { name: 'Back to the game' }).click();
  assert.equal(await page.locator('[data-stone]').count(), before);
  assertQuiet(page);
});
