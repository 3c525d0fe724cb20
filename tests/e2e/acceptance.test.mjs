// The "done when", end to end, with the screenshots a person looks at
// (tests/e2e/screenshots/, git-ignored): a 9x9 Ing game with a ko by mouse and by
// keyboard, the hot stone and the refusal explained, projector mode, German, a reload.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { assertQuiet, chooseLanguage, newGame, play, point, reloadSaved, shoot, start } from './harness.mjs';

let app;
before(async () => {
  app = await start();
});
after(async () => {
  await app?.close();
});

test('a 9x9 Ing game with a ko: mouse and keyboard, projector, German, reload', async () => {
  const page = await app.open('', { viewport: { width: 1280, height: 800 } });
  await newGame(page, { size: 9, rules: 'ing', black: 'Aiko', white: 'Bernd' });

  // By mouse up to the ko capture...
  await play(page, ['B4', 'C4', 'A3', 'B3', 'B2', 'C2', 'J9']);
  // ...and the last two moves by keyboard: White D3, Black C3 takes B3.
  await point(page, 'E5').focus();
  for (const key of ['ArrowLeft', 'ArrowDown', 'ArrowDown', 'Enter']) await page.keyboard.press(key);
  assert.equal(await point(page, 'D3').getAttribute('data-stone'), 'white');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  assert.equal(await point(page, 'C3').getAttribute('data-hot'), 'true');

  // White tries the retake by keyboard: refused and explained.
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  assert.equal(
    await page.locator('[data-refusal] p').textContent(),
    'White may not take back a hot stone at once (Ing, fighting ko). Play elsewhere first.',
  );
  await page.mouse.move(0, 0);
  await shoot(page, 'normal-9x9-hot-stone');

  // Projector mode, then German.
  await page.getByRole('button', { name: 'Projector mode' }).click();
  await shoot(page, 'projector-9x9-hot-stone');
  await chooseLanguage(page, 'de');
  assert.match(await page.locator('[data-refusal] p').textContent(), /einen Hot Stone nicht sofort/);
  assert.equal(await point(page, 'B3').getAttribute('aria-label'), 'B3, leer, verboten: Hot Stone');
  await page.getByRole('button', { name: 'Projektormodus' }).click();
  await shoot(page, 'german-9x9-hot-stone');

  // Reload: the game, the hot stone, German; the explanation was transient.
  await reloadSaved(page);
  await page.waitForSelector('[data-board-size="9"]');
  assert.equal(await point(page, 'C3').getAttribute('data-hot'), 'true');
  assert.equal(await point(page, 'B3').getAttribute('data-forbidden'), 'hot-stone');
  assert.match(await page.locator('[data-to-move]').textContent(), /Weiß ist am Zug/);
  assert.match(await page.locator('[data-status]').textContent(), /Aiko \(Schwarz\)/);
  assertQuiet(page);
});

test('screenshots: 19x19 with move numbers, the projector on a wide screen, Japanese, a phone', async () => {
  const page = await app.open('', { viewport: { width: 1600, height: 1000 } });
  await newGame(page, { size: 19, rules: 'japanese' });
  await play(page, ['Q16', 'D4', 'Q3', 'D16', 'R5', 'C10', 'K10', 'O17', 'R14', 'F17']);
  await page.getByRole('button', { name: 'Move numbers' }).click();
  await page.mouse.move(0, 0);
  assert.equal(await page.locator('[data-point]').count(), 361);
  await shoot(page, 'normal-19x19');

  const wide = await app.open('?lesson=triple-ko&projector', { viewport: { width: 1920, height: 1080 } });
  await play(wide, ['D5', 'C1']);
  await wide.mouse.move(0, 0);
  await shoot(wide, 'projector-triple-ko');
  assertQuiet(wide);

  const ja = await app.open('?lesson=triple-ko&rules=japanese&lang=ja');
  await play(ja, ['D5', 'C1', 'D3', 'C5', 'D1', 'C3']);
  await ja.mouse.move(0, 0);
  assert.match(await ja.locator('[data-ko-panel]').textContent(), /6手の循環/);
  await shoot(ja, 'japanese-triple-ko-cycle');
  assertQuiet(ja);

  const phone = await app.open('?lesson=basic-ko', { viewport: { width: 390, height: 844 } });
  await play(phone, ['C3']);
  await shoot(phone, 'phone-7x7');
  const box = await phone.locator('[data-board-size]').boundingBox();
  assert.ok(box.width <= 390 && box.width > 300, `board ${box.width} wide on a phone`);
  assertQuiet(phone);
  assertQuiet(page);
});
