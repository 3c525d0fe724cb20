// The handicap view (issue 7; H-1, H-2, P-2): a 9x9 Ing game with 4 handicap moves
// stepped through (each Black play and each White obligatory pass, a screenshot of each
// stage), replayed with the timer, in projector mode and German; fixed stones with the
// placement's name from the table.
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

const panel = (page) => page.locator('[data-handicap-panel]');
const live = async (page) => (await page.locator('[data-live]').textContent()).trim();
const stones = (page) => page.locator('[data-point][data-stone]');

test('H-2: a 9x9 Ing game with 4 handicap moves, stepped through and replayed', async () => {
  const page = await app.open();
  await newGame(page, { size: 9, rules: 'ing', handicap: 4, style: 'ing-moves' });
  const p = panel(page);
  assert.equal(await p.getAttribute('data-handicap-kind'), 'ing');
  assert.equal(await p.getAttribute('data-handicap-size'), '3');
  assert.equal(
    (await p.locator('[data-handicap-statement]').textContent()).trim(),
    '4 handicap moves = handicap 3',
  );

  // During the phase: the timeline so far, White's passes made for it.
  await play(page, ['C3', 'G7']);
  assert.match(await p.textContent(), /Black has made 2 of 4 handicap moves/);
  const steps = p.locator('[data-handicap-step]');
  assert.equal(await p.locator('button[data-handicap-step]').count(), 4, 'C3, pass, G7, pass');
  assert.equal(await p.locator('button[data-kind="pass"]').count(), 2);
  assert.equal(await p.locator('li.future.play').count(), 2, 'plays 3 and 4 to come');
  assert.equal(await p.locator('li.future.pass').count(), 1, 'one pass between them');
  await page.mouse.move(0, 0);
  await shoot(page, 'handicap-ing-during-phase');

  await play(page, ['G3', 'C7']);
  assert.equal(await point(page, 'C7').getAttribute('data-stone'), 'black');
  await play(page, ['E5']); // White's first free move: not part of the handicap.
  assert.equal(await p.locator('button[data-handicap-step]').count(), 0, 'collapsed after the phase');

  // Step through: 4 plays and 3 passes. By keyboard: focus goes to the step shown.
  await p.getByRole('button', { name: 'Step through' }).focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction(
    () => document.activeElement?.getAttribute('aria-current') === 'step',
  );
  await page.keyboard.press('Tab');
  assert.equal(
    await page.evaluate(() => document.activeElement?.getAttribute('data-handicap-step')),
    '2',
    'Tab goes on along the timeline',
  );
  const expected = [
    ['C3', 'Handicap move 1 of 4: Black C3'],
    [null, 'White passes (obligatory, H-2)'],
    ['G7', 'Handicap move 2 of 4: Black G7'],
    [null, 'White passes (obligatory, H-2)'],
    ['G3', 'Handicap move 3 of 4: Black G3'],
    [null, 'White passes (obligatory, H-2)'],
    ['C7', 'Handicap move 4 of 4: Black C7'],
  ];
  const blackAfter = [1, 1, 2, 2, 3, 3, 4];
  for (let i = 0; i < expected.length; i++) {
    const [at, said] = expected[i];
    if (i > 0) await p.getByRole('button', { name: 'Next', exact: true }).click();
    assert.equal(await p.getAttribute('data-handicap-step'), String(i + 1));
    assert.equal(await live(page), `${said} (step ${i + 1} of 7)`);
    assert.equal(await stones(page).count(), blackAfter[i], `stones after step ${i + 1}`);
    assert.equal(await point(page, 'E5').getAttribute('data-stone'), null, "White's E5 comes later");
    const current = p.locator('button[aria-current="step"]');
    assert.equal(await current.getAttribute('aria-label'), said);
    if (at) {
      assert.equal(await point(page, at).getAttribute('aria-label'), `${at}, black stone, last move`);
    } else {
      assert.equal(await current.getAttribute('data-kind'), 'pass');
    }
    await page.mouse.move(0, 0);
    await shoot(page, `handicap-ing-step-${i + 1}`);
  }
  assert.equal(await p.getByRole('button', { name: 'Next', exact: true }).isDisabled(), true);

  // A timeline step by keyboard: Tab reaches it, Enter chooses it, arrows step.
  await steps.nth(1).focus();
  await page.keyboard.press('Enter');
  assert.equal(await p.getAttribute('data-handicap-step'), '2');
  await page.keyboard.press('ArrowRight');
  assert.equal(await p.getAttribute('data-handicap-step'), '3');
  await page.keyboard.press('Home');
  assert.equal(await p.getAttribute('data-handicap-step'), '1');

  // Replay: the timer steps on to the end; the game is untouched.
  await p.getByRole('button', { name: 'Replay' }).click();
  assert.equal(await p.getAttribute('data-playing'), '');
  await page.waitForFunction(
    () => document.querySelector('[data-handicap-panel]')?.getAttribute('data-handicap-step') === '7',
    null,
    { timeout: 15_000 },
  );
  await page.waitForFunction(
    () => !document.querySelector('[data-handicap-panel]')?.hasAttribute('data-playing'),
  );
  await p.getByRole('button', { name: 'Back to the game' }).click();
  assert.equal(await point(page, 'E5').getAttribute('data-stone'), 'white');
  assert.equal(await stones(page).count(), 5);
  assert.match(await page.locator('[data-to-move]').textContent(), /Black to move/);

  // A click on the board while stepping closes the view and plays nothing.
  await p.getByRole('button', { name: 'Step through' }).click();
  await point(page, 'D4').click();
  assert.equal(await p.getAttribute('data-handicap-step'), null);
  assert.equal(await point(page, 'D4').getAttribute('data-stone'), null);
  assertQuiet(page);
});

test('H-2 in projector mode and German', async () => {
  const page = await app.open('?projector&lang=de');
  await chooseLanguage(page, 'en');
  await newGame(page, { size: 9, rules: 'ing', handicap: 4, style: 'ing-moves' });
  await play(page, ['C3', 'G7', 'G3', 'C7']);
  await chooseLanguage(page, 'de');
  const p = panel(page);
  assert.equal(
    (await p.locator('[data-handicap-statement]').textContent()).trim(),
    '4 Vorgabezüge = Vorgabe 3',
  );
  await p.getByRole('button', { name: 'Schritt für Schritt' }).click();
  await p.getByRole('button', { name: 'Weiter', exact: true }).click();
  assert.equal(await live(page), 'Weiß passt (obligatorisch, H-2) (Schritt 2 von 7)');
  await p.getByRole('button', { name: 'Weiter', exact: true }).click();
  assert.equal(await live(page), 'Vorgabezug 2 von 4: Schwarz G7 (Schritt 3 von 7)');
  await page.mouse.move(0, 0);
  await shoot(page, 'handicap-ing-projector-german');
  await chooseLanguage(page, 'ja');
  await shoot(page, 'handicap-ing-projector-japanese');
  assertQuiet(page);
});

test('H-2 on a phone: the timeline wraps under the board', async () => {
  const page = await app.open('', { viewport: { width: 390, height: 844 } });
  await newGame(page, { size: 9, rules: 'ing', handicap: 4, style: 'ing-moves' });
  await play(page, ['C3', 'G7', 'G3', 'C7']);
  const p = panel(page);
  await p.getByRole('button', { name: 'Step through' }).click();
  await p.getByRole('button', { name: 'Next', exact: true }).click();
  const box = await p.boundingBox();
  assert.ok(box.width <= 390, 'the panel fits the width');
  await p.scrollIntoViewIfNeeded();
  await shoot(page, 'handicap-ing-phone');
  assertQuiet(page);
});

test('H-1: fixed stones appear on their points with the placement name', async () => {
  const page = await app.open();
  await newGame(page, { size: 9, rules: 'japanese', handicap: 4, style: 'fixed' });
  const p = panel(page);
  assert.equal(await p.getAttribute('data-handicap-kind'), 'fixed');
  assert.equal(
    (await p.locator('[data-handicap-statement]').textContent()).trim(),
    '4 stones: four corners',
  );
  await p.getByRole('button', { name: 'Step through' }).click();
  assert.equal(await stones(page).count(), 1);
  assert.equal(await live(page), 'Handicap stone 1 of 4: C3, lower left corner (step 1 of 4)');
  await p.getByRole('button', { name: 'Last', exact: true }).click();
  assert.equal(await stones(page).count(), 4);
  assert.equal(await live(page), 'Handicap stone 4 of 4: C7, upper left corner (step 4 of 4)');
  await page.mouse.move(0, 0);
  await shoot(page, 'handicap-fixed-4');
  await p.getByRole('button', { name: 'Back to the game' }).click();
  assertQuiet(page);
});

test('an even game has no handicap panel', async () => {
  const page = await app.open();
  await newGame(page, { size: 9, rules: 'ing' });
  assert.equal(await panel(page).count(), 0);
  assertQuiet(page);
});

/** Chooses a file for the "Open SGF" input. */
const openSgf = (page, name, text) =>
  page.locator('[data-sgf-open]').setInputFiles({
    name,
    mimeType: 'application/x-go-sgf',
    buffer: Buffer.from(text),
  });

test('H-2 and H-1 from records: an Ing handicap-move file and seed 004 three stones on 7x7', async () => {
  const page = await app.open();
  // RU[GOE]HA[3] without AB: Black's first 3 moves are handicap plays, W[] the passes.
  await openSgf(page, 'ing.sgf', '(;SZ[9]RU[GOE]HA[3]KM[0];B[cg];W[];B[gc];W[];B[gg];W[ee];B[dd])');
  await page.waitForSelector('[data-point="D6"][data-stone="black"]');
  const p = panel(page);
  assert.equal(
    (await p.locator('[data-handicap-statement]').textContent()).trim(),
    '3 handicap moves = handicap 2',
  );
  await p.getByRole('button', { name: 'Replay' }).click();
  await page.waitForFunction(
    () => document.querySelector('[data-handicap-panel]')?.getAttribute('data-handicap-step') === '5',
    null,
    { timeout: 15_000 },
  );
  assert.equal(await live(page), 'Handicap move 3 of 3: Black G3 (step 5 of 5)');
  assert.equal(await stones(page).count(), 3);
  await p.getByRole('button', { name: 'Back to the game' }).click();
  assert.equal(await stones(page).count(), 5);

  await openSgf(page, 'three.sgf', '(;SZ[7]RU[Japanese]HA[3]KM[0.5]AB[ee][ce][ec]PL[W])');
  // The Ing game in progress is discarded only when confirmed.
  await page.locator('[data-confirm-open]').getByRole('button', { name: 'Discard and open' }).click();
  await page.waitForSelector('[data-board-size="7"]');
  assert.equal(
    (await p.locator('[data-handicap-statement]').textContent()).trim(),
    '3 stones: three corners',
  );
  await p.getByRole('button', { name: 'Step through' }).click();
  assert.equal(await live(page), 'Handicap stone 1 of 3: C3, lower left corner (step 1 of 3)');
  await page.mouse.move(0, 0);
  await shoot(page, 'handicap-fixed-7x7-seed-004');
  assertQuiet(page);
});
