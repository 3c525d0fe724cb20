// The tournament page as an organiser meets it: the create form survives a reload while
// the list is typed; before the first result the entrants are edited (a typo, a late
// entry, a no-show: the crate refuses a withdrawal then, "leave the entrant out"); a
// table's missing score names the player at the table; a refused result or
// correction is said beside it, not at the top of a long page; a typo found after the
// first result is renamed, the results kept.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { assertQuiet, createTournament, reloadSaved, shoot, start } from './harness.mjs';

let app;
before(async () => {
  app = await start();
});
after(async () => {
  await app?.close();
});

/** Whether the element is (at least partly) in the viewport. */
const inView = (locator) =>
  locator.evaluate((e) => {
    const r = e.getBoundingClientRect();
    return r.bottom > 0 && r.top < innerHeight;
  });

test('the create form survives a reload, and the entrants are edited until the first result', async () => {
  const page = await app.open();
  await page.locator('[data-open-tournament]').click();
  const form = page.locator('[data-tournament-create]');
  await form.waitFor();
  await form.locator('input[name="tournament-name"]').fill('Club night');
  await form.locator('select[name="system"]').selectOption('round-robin');
  await form.locator('input[name="seed"]').fill('4');
  await form.locator('textarea[name="entrants"]').fill('Anna\nBen\nClara\nJonsa');
  await reloadSaved(page);
  await form.waitFor();
  assert.equal(await form.locator('input[name="tournament-name"]').inputValue(), 'Club night');
  assert.equal(await form.locator('select[name="system"]').inputValue(), 'round-robin');
  assert.equal(await form.locator('input[name="seed"]').inputValue(), '4');
  assert.equal(await form.locator('textarea[name="entrants"]').inputValue(), 'Anna\nBen\nClara\nJonsa');
  await form.getByRole('button', { name: 'Create' }).click();
  await page.waitForSelector('[data-round="1"]');

  // Before the first result: no withdrawal (the crate would refuse it), the list is edited.
  assert.equal(await page.locator('select[name="withdraw"]').count(), 0);
  await page.locator('[data-tournament-edit]').click();
  assert.match(await page.locator('[data-tournament-editing]').textContent(), /No result is entered yet/);
  // Headed as what it is: the entrants corrected, not a new tournament.
  assert.equal(await form.locator('h3').textContent(), 'Edit the entrants');
  assert.equal(await form.locator('textarea[name="entrants"]').inputValue(), 'Anna\nBen\nClara\nJonsa');
  assert.equal(await form.locator('input[name="tournament-name"]').inputValue(), 'Club night');
  // Cancel keeps the event as it was.
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.waitForSelector('[data-round="1"]');
  assert.match(await page.locator('[data-standings]').textContent(), /Jonsa/);
  // The typo fixed, a late entry, one who did not come taken off.
  await page.locator('[data-tournament-edit]').click();
  await form.locator('textarea[name="entrants"]').fill('Anna\nBen\nJonas\nKarl\nLena');
  await form.getByRole('button', { name: 'Create' }).click();
  await page.waitForSelector('[data-round="1"]');
  const names = await page
    .locator('[data-standings] tbody tr')
    .evaluateAll((rows) => rows.map((r) => r.dataset.name).sort());
  assert.deepEqual(names, ['Anna', 'Ben', 'Jonas', 'Karl', 'Lena']);
  await shoot(page, 'tournament-ux-edited');

  // The first result ends the editing; the withdrawal is offered instead.
  const game = page.locator('[data-round] [data-pairing][data-entered="false"]:has(button)').first();
  await game.locator('button').first().click();
  await page.waitForSelector('[data-entered="true"]');
  assert.equal(await page.locator('[data-tournament-edit]').count(), 0);
  assert.equal(await page.locator('select[name="withdraw"]').count(), 1);
  assertQuiet(page);
});

test('a missing score is said at its table, a refused correction beside it', async () => {
  const page = await app.open();
  await createTournament(page, 'four-tables', 'Anna\nBen\nClara\nDavid\nEmma\nFelix\nGreta\nHannes\nIda\nJonas\nKarl\nLena');
  const open = page.locator('[data-round] [data-pairing][data-entered="false"]');
  const table = open.first();
  const inputs = table.locator('input[type="number"]');
  const players = await table.locator('label').evaluateAll((ls) => ls.map((l) => l.textContent));
  await inputs.nth(0).fill('30');
  await inputs.nth(1).fill('20');
  await inputs.nth(2).fill('2.5');
  await table.getByRole('button', { name: 'Enter result' }).click();
  const missing = table.locator('[data-missing-scores]');
  await missing.waitFor();
  assert.equal(
    await missing.textContent(),
    `Enter a score (a whole number from 0) for ${players[2]}, ${players[3]}. Nothing was entered.`,
  );
  assert.equal(await page.locator('[data-entered="true"]').count(), 0);
  assert.equal(await page.locator('[data-tournament-error]').count(), 0);
  await inputs.nth(2).fill('10');
  await inputs.nth(3).fill('5');
  await table.getByRole('button', { name: 'Enter result' }).click();
  await page.waitForFunction(() => document.querySelectorAll('[data-entered="true"]').length === 1);
  assert.equal(await page.locator('[data-missing-scores]').count(), 0);

  // The rest of round 1, and a table of round 2 (seated by the standings).
  while ((await page.locator('[data-round="1"]').count()) > 0) {
    const t = open.first();
    const n = await t.locator('input[type="number"]').count();
    for (let i = 0; i < n; i++) await t.locator('input[type="number"]').nth(i).fill(String(5 + 10 * i));
    const before = await page.locator('[data-entered="true"]').count();
    await t.getByRole('button', { name: 'Enter result' }).click();
    await page.waitForFunction(
      (b) => !document.querySelector('[data-round="1"]') || document.querySelectorAll('[data-entered="true"]').length > b,
      before,
    );
  }
  const t2 = open.first();
  for (let i = 0; i < 4; i++) await t2.locator('input[type="number"]').nth(i).fill(String(1 + i));
  await t2.getByRole('button', { name: 'Enter result' }).click();
  await page.waitForSelector('[data-round="2"] [data-entered="true"]');

  // A correction of round 1 that would re-seat round 2: refused, and said beside it.
  await page.locator('[data-rounds-played] summary').click();
  const played = page.locator('[data-played-round="1"] [data-pairing="0"]');
  await played.locator('[data-correct]').click();
  await played.locator('[data-correcting] input[type="number"]').nth(3).fill('99');
  await played.locator('[data-correcting]').getByRole('button', { name: 'Enter result' }).click();
  const error = played.locator('[data-tournament-error]');
  await error.waitFor();
  assert.match(await error.textContent(), /^Correcting round 1 would change the pairings of a later round whose results are entered: take those results back first with "Undo the last change", then correct\./);
  assert.ok(await inView(error), 'the refusal is on screen where the correction was made');
  assert.equal(await page.locator('[data-tournament-error]').count(), 1, 'said once');
  await shoot(page, 'tournament-ux-refused-correction');
  await error.getByRole('button', { name: 'Dismiss' }).click();
  assert.equal(await page.locator('[data-tournament-error]').count(), 0);
  assertQuiet(page);
});

test('the printed round shows the pairings and boards without any control', async () => {
  const page = await app.open();
  await createTournament(page, 'school-team', '5a: Ali, Bea, Cem\n5b: Eli, Finn, Gül, Hana\n6a: Kai, Lea, Mia\n6b: Pia, Rosa, Sami');
  await page.emulateMedia({ media: 'print' });
  // Every board's seats are printed; no button, field or file button is.
  assert.match(await page.locator('[data-round="1"]').innerText(), /Board 3 \(colours as board 1\): Cem – Gül \+ Hana/);
  const controls = await page
    .locator('[data-tournament] :is(button, select, input, textarea, label.file-button)')
    .evaluateAll((all) => all.filter((e) => e.getClientRects().length > 0).map((e) => e.outerHTML.slice(0, 80)));
  assert.deepEqual(controls, []);
  await shoot(page, 'tournament-ux-print');
  assertQuiet(page);
});

test('the questions before putting a tournament away or withdrawing a player take the focus, and Escape answers no', async () => {
  const page = await app.open();
  await createTournament(page, 'round-robin', 'Anna\nBen\nClara\nDavid');
  const focused = () => page.evaluate(() => document.activeElement?.textContent);
  await page.locator('[data-tournament-new]').focus();
  await page.keyboard.press('Enter');
  await page.waitForSelector('[data-tournament-confirm]');
  assert.equal(await focused(), 'Keep it', 'the answer that loses nothing');
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => !document.querySelector('[data-tournament-confirm]'));
  assert.equal(await page.locator('[data-round="1"]').count(), 1, 'the tournament is kept');
  assert.equal(await focused(), 'New tournament', 'the focus goes back to the button that asked');

  const game = page.locator('[data-round] [data-pairing][data-entered="false"]:has(button)').first();
  await game.locator('button').first().click();
  await page.waitForSelector('[data-entered="true"]');
  await page.locator('select[name="withdraw"]').selectOption('Anna');
  await page.locator('[data-withdraw]').click();
  await page.waitForSelector('[data-withdraw-confirm="Anna"]');
  assert.equal(await focused(), 'Cancel');
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => !document.querySelector('[data-withdraw-confirm]'));
  assert.equal(await page.locator('[data-withdrawn]').count(), 0, 'nobody withdrew');
  assertQuiet(page);
});

test('a typo in a name is renamed after a result, points kept; a name taken is refused beside the form', async () => {
  const page = await app.open();
  await createTournament(page, 'round-robin', 'Anna\nBen\nClara\nJonsa');
  const game = page.locator('[data-round="1"] [data-pairing]:has-text("Jonsa")');
  await game.getByRole('button', { name: 'Jonsa won' }).click();
  await page.waitForSelector('[data-entered="true"]');
  const row = (name) => page.locator(`[data-standings] tr[data-name="${name}"]`);
  const cells = (name) => row(name).locator('td').allTextContents();
  const before = { place: await row('Jonsa').getAttribute('data-place'), cells: await cells('Jonsa') };

  const form = page.locator('[data-rename]');
  assert.equal(await form.locator('[data-rename-submit]').isDisabled(), true, 'nobody chosen yet');
  await form.locator('select[name="rename"]').selectOption('Jonsa');
  // The name chosen comes into the field, to be corrected where the typo is.
  assert.equal(await form.locator('input[name="rename-to"]').inputValue(), 'Jonsa');
  assert.equal(await form.locator('[data-rename-submit]').isDisabled(), true, 'nothing changed yet');
  await form.locator('input[name="rename-to"]').fill('Jonas');
  await form.getByRole('button', { name: 'Rename' }).click();
  await row('Jonas').waitFor();
  assert.equal(await row('Jonsa').count(), 0);
  assert.equal(await row('Jonas').getAttribute('data-place'), before.place);
  assert.deepEqual(await cells('Jonas'), before.cells, 'the same points');
  assert.match(await page.locator('[data-round="1"]').textContent(), /Jonas beat Anna/);
  assert.ok(!(await form.locator('select[name="rename"] option').allTextContents()).includes('Jonsa'));

  // A name another player has is refused, and said beside the form.
  await form.locator('select[name="rename"]').selectOption('Jonas');
  await form.locator('input[name="rename-to"]').fill('Anna');
  await form.getByRole('button', { name: 'Rename' }).click();
  const error = form.locator('[data-tournament-error]');
  await error.waitFor();
  assert.equal(await error.locator('p').textContent(), "the name 'Anna' is given twice");
  assert.ok(await inView(error), 'the refusal is on screen beside the form');
  assert.equal(await page.locator('[data-tournament-error]').count(), 1, 'said once');
  assert.equal(await row('Jonas').count(), 1, 'nothing changed');
  await shoot(page, 'tournament-ux-rename-refused');
  await error.getByRole('button', { name: 'Dismiss' }).click();

  // Saved like every change; Undo takes the rename back.
  await reloadSaved(page);
  await row('Jonas').waitFor();
  assert.deepEqual(await cells('Jonas'), before.cells);
  await page.locator('[data-tournament-undo]').click();
  await row('Jonsa').waitFor();
  assert.deepEqual(await cells('Jonsa'), before.cells);
  assert.equal(await page.locator('[data-round="1"] [data-entered="true"]').count(), 1, 'the result stays');
  assertQuiet(page);
});
