// The new game (issue 38): a short start (size, level, colour, Start) that plays the
// computer and fits a phone, the full dialog behind its "More…". The new-game dialog is modal for the keyboard as it says (aria-modal): Tab and
// Shift+Tab cycle inside it, Escape cancels (and, in the question before discarding a
// game, keeps the game), the question takes the focus when it appears and the focus goes
// back to the opener when the dialog closes. Its fields stay inside it at a laptop's and
// a phone's width, in each language.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { assertQuiet, openNewGame, play, screenshots, start } from './harness.mjs';

// Screenshots beside the other suites' (tests/e2e/screenshots/, not committed).
const SHOTS = screenshots;

const NEW_GAME = { en: 'New game', de: 'Neue Partie', ja: '新しい対局' };

let app;
before(async () => {
  app = await start();
  mkdirSync(SHOTS, { recursive: true });
});
after(async () => {
  await app?.close();
});

/** Whether the focused element is inside the dialog, and its name or text. */
const focus = (page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return {
      inside: !!el?.closest('[data-dialog="new-game"]'),
      name: el?.getAttribute('name') ?? el?.textContent.trim() ?? null,
    };
  });

/** New game by keyboard, then the short start's "More…" by keyboard: the full dialog. */
async function openDialog(page) {
  const opener = page.getByRole('button', { name: 'New game' });
  await opener.focus();
  await page.keyboard.press('Enter');
  await page.locator('[data-dialog="quick-start"]').waitFor();
  const atMore = () => page.evaluate(() => document.activeElement.hasAttribute('data-new-game-more'));
  for (let i = 0; i < 8 && !(await atMore()); i++) await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await page.locator('[data-dialog="new-game"]').waitFor();
}

test('L-4: the short start plays the computer; on a phone it fits, Start above the fold, in en, de and ja', async () => {
  const START = { en: 'Start', de: 'Beginnen', ja: '開始' };
  for (const lang of ['en', 'de', 'ja']) {
    const page = await app.open(`?lang=${lang}`, { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
    await page.getByRole('button', { name: NEW_GAME[lang], exact: true }).click();
    const quick = page.locator('[data-dialog="quick-start"]');
    await quick.waitFor();
    assert.equal(await page.evaluate(() => document.activeElement.name), 'size', `${lang}: the size has the focus`);
    // The longest level's words, and the computer playing Black.
    await quick.locator('select[name="opponent"]').selectOption('5');
    await quick.locator('select[name="computer-color"]').selectOption('B');
    const start = quick.getByRole('button', { name: START[lang], exact: true });
    const box = await start.boundingBox();
    assert.ok(box.y + box.height <= 740, `${lang}: Start above the fold (${box.y + box.height})`);
    const wide = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      over: [...document.querySelectorAll('[data-dialog] select, [data-dialog] button')]
        .filter((el) => el.getBoundingClientRect().right > 360.5 || el.getBoundingClientRect().left < -0.5)
        .map((el) => el.name || el.textContent),
    }));
    assert.deepEqual(wide, { page: 360, over: [] }, `${lang}: no horizontal scroll`);
    await page.screenshot({ path: `${SHOTS}/quick-start-360-${lang}.png` });
    assertQuiet(page);
    await page.context().close();
  }
  // Start: a 7x7 game against the computer at the level chosen, which plays White.
  const page = await app.open();
  await page.getByRole('button', { name: 'New game' }).click();
  const quick = page.locator('[data-dialog="quick-start"]');
  await quick.locator('select[name="size"]').selectOption('7');
  assert.equal(await quick.locator('select[name="opponent"]').inputValue(), '1', 'level 1 unless chosen');
  await quick.locator('select[name="opponent"]').selectOption('2');
  await quick.getByRole('button', { name: 'Start' }).click();
  await quick.waitFor({ state: 'detached' });
  await page.locator('[data-board-size="7"]').waitFor();
  assert.equal(await page.locator('[data-computer] select').inputValue(), '2');
  assert.equal(await page.locator('[data-stone]').count(), 0, 'Black, the user, moves first');
  assertQuiet(page);
});

test('the short start asks before discarding a game; More… keeps what it chose', async () => {
  const page = await app.open();
  await play(page, ['E5', 'D4']);
  await page.getByRole('button', { name: 'New game' }).click();
  const quick = page.locator('[data-dialog="quick-start"]');
  await quick.locator('select[name="size"]').selectOption('13');
  await quick.getByRole('button', { name: 'Start' }).click();
  await quick.locator('[data-confirm]').waitFor();
  assert.deepEqual(await page.evaluate(() => document.activeElement.textContent.trim()), 'Keep playing');
  await page.keyboard.press('Escape');
  await quick.waitFor({ state: 'detached' });
  assert.equal(await page.locator('[data-stone]').count(), 2, 'the game is kept');
  await page.waitForFunction(() => document.activeElement?.textContent.trim() === 'New game');
  // More…: the full dialog, with the size chosen in the short start.
  await page.getByRole('button', { name: 'New game' }).click();
  await quick.locator('select[name="size"]').selectOption('11');
  await quick.locator('[data-new-game-more]').click();
  const dialog = page.locator('[data-dialog="new-game"]');
  await dialog.waitFor();
  assert.equal(await dialog.locator('select[name="size"]').inputValue(), '11');
  assert.equal(await dialog.locator('select[name="opponent"]').inputValue(), '', 'two players unless chosen');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'detached' });
  assertQuiet(page);
});

test('Tab and Shift+Tab stay in the dialog', async () => {
  const page = await app.open();
  await openDialog(page);
  assert.deepEqual(await focus(page), { inside: true, name: 'start' });
  const seen = [];
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press('Tab');
    const f = await focus(page);
    assert.ok(f.inside, `Tab ${i + 1} left the dialog for ${f.name}`);
    seen.push(f.name);
  }
  assert.ok(seen.includes('Cancel') && seen.includes('start'), 'Tab went round: ' + seen.join(', '));
  // Shift+Tab from the first field goes to the last control.
  await page.locator('select[name="start"]').focus();
  await page.keyboard.press('Shift+Tab');
  assert.deepEqual(await focus(page), { inside: true, name: 'Cancel' });
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press('Shift+Tab');
    assert.ok((await focus(page)).inside, `Shift+Tab ${i + 1} left the dialog`);
  }
  // The page behind takes no focus or clicks.
  assert.equal(await page.locator('main[inert]').count(), 1);
  assert.equal(await page.locator('header[inert]').count(), 1);
  assertQuiet(page);
});

test('Escape cancels and the focus goes back to New game', async () => {
  const page = await app.open();
  await openDialog(page);
  await page.locator('input[name="komi"]').focus();
  await page.keyboard.press('Escape');
  await page.locator('[data-dialog]').waitFor({ state: 'detached' });
  await page.waitForFunction(() => document.activeElement?.textContent.trim() === 'New game');
  assert.equal(await page.locator('main[inert]').count(), 0);
  // Escape from a select too.
  await openDialog(page);
  await page.keyboard.press('Escape');
  await page.locator('[data-dialog]').waitFor({ state: 'detached' });
  assertQuiet(page);
});

test('the question takes the focus; Escape there keeps the game', async () => {
  const page = await app.open();
  await play(page, ['E5', 'D4']);
  await openDialog(page);
  const dialog = page.locator('[data-dialog="new-game"]');
  await dialog.locator('select[name="size"]').selectOption('13');
  await dialog.locator('input[name="komi"]').focus();
  await page.keyboard.press('Enter'); // submits: the question appears
  await dialog.locator('[data-confirm]').waitFor();
  assert.deepEqual(await focus(page), { inside: true, name: 'Keep playing' });
  await page.screenshot({ path: `${SHOTS}/dialog-confirm-en.png` });
  // Tab stays inside while asking too.
  for (let i = 0; i < 20; i++) {
    await page.keyboard.press('Tab');
    assert.ok((await focus(page)).inside);
  }
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  assert.equal(await page.locator('[data-board-size="9"]').count(), 1);
  assert.equal(await page.locator('[data-stone]').count(), 2, 'the game is kept');
  await page.waitForFunction(() => document.activeElement?.textContent.trim() === 'New game');
  assertQuiet(page);
});

test('the fields stay inside the dialog at 1280x800 and 390x844 in en, de and ja', async () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    for (const lang of ['en', 'de', 'ja']) {
      const page = await app.open(`?lang=${lang}`, { viewport });
      const dialog = await openNewGame(page, NEW_GAME[lang]);
      // The widest choices.
      await dialog.locator('select[name="opponent"]').selectOption('5');
      await dialog.locator('select[name="clock"]').selectOption('byo-yomi');
      const box = await dialog.boundingBox();
      const over = await dialog.evaluate((d) => {
        const right = d.getBoundingClientRect().right;
        return [...d.querySelectorAll('select, input')]
          .filter((el) => el.getBoundingClientRect().right > right + 0.5)
          .map((el) => el.name);
      });
      assert.deepEqual(over, [], `${lang} ${viewport.width}: fields past the dialog's edge`);
      assert.ok(box.x >= 0 && box.x + box.width <= viewport.width + 0.5, `${lang} ${viewport.width}: dialog on screen`);
      await page.screenshot({ path: `${SHOTS}/dialog-${viewport.width}-${lang}.png` });
      assertQuiet(page);
      await page.context().close();
    }
  }
});
