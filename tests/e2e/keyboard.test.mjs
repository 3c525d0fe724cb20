// A whole game by keyboard only: Tab onto the board, arrows, Enter and Space, P, U,
// Ctrl+Z and Ctrl+Y; the focus follows the cursor and every point says its name. The
// focus never falls to the page when the control that had it goes or is disabled.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { assertQuiet, newGame, openNewGame, play, point, start } from './harness.mjs';

let app;
before(async () => {
  app = await start();
});
after(async () => {
  await app?.close();
});

/** The name of the focused point, or null. */
const focused = (page) =>
  page.evaluate(() => document.activeElement?.getAttribute('data-point') ?? null);

/** Tabs until the focus is on the board. */
async function tabToBoard(page) {
  for (let i = 0; i < 30; i++) {
    await page.keyboard.press('Tab');
    if (await focused(page)) return;
  }
  assert.fail('Tab never reached the board');
}

/** Moves the cursor from where it is to `name` with arrow keys. */
async function goTo(page, name) {
  const from = await focused(page);
  const cols = 'ABCDEFGHJKLMNOPQRST';
  const dx = cols.indexOf(name[0]) - cols.indexOf(from[0]);
  const dy = Number(name.slice(1)) - Number(from.slice(1));
  for (let i = 0; i < Math.abs(dx); i++) await page.keyboard.press(dx > 0 ? 'ArrowRight' : 'ArrowLeft');
  for (let i = 0; i < Math.abs(dy); i++) await page.keyboard.press(dy > 0 ? 'ArrowUp' : 'ArrowDown');
  assert.equal(await focused(page), name);
}

test('a whole 7x7 game played by keyboard only', async () => {
  const page = await app.open('', { viewport: { width: 1024, height: 768 } });
  // New game by keyboard: the dialog's fields are reachable and Enter starts.
  const newGameButton = page.getByRole('button', { name: 'New game' });
  await newGameButton.focus();
  await page.keyboard.press('Enter');
  // The short start first (issue 38); its "More…" by keyboard too, for the full dialog.
  await page.locator('[data-dialog="quick-start"]').waitFor();
  const atMore = () => page.evaluate(() => document.activeElement.hasAttribute('data-new-game-more'));
  for (let i = 0; i < 8 && !(await atMore()); i++) await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  const dialog = page.locator('[data-dialog="new-game"]');
  await dialog.waitFor();
  // The first field has the focus; Tab to the size (past the opponent), type 7, Tab to
  // a name, Enter.
  const order = [];
  for (let i = 0; i < 5 && order.at(-1) !== 'size'; i++) {
    await page.keyboard.press('Tab');
    order.push(await page.evaluate(() => document.activeElement.name));
  }
  assert.deepEqual(order, ['opponent', 'size'], 'start, then opponent, then size');
  await page.keyboard.press('7');
  assert.equal(await dialog.locator('select[name="size"]').inputValue(), '7');
  for (let i = 0; i < 10 && (await page.evaluate(() => document.activeElement.name)) !== 'black'; i++) {
    await page.keyboard.press('Tab');
  }
  await page.keyboard.press('Enter');
  await page.waitForSelector('[data-board-size="7"]');

  await tabToBoard(page);
  assert.equal(await focused(page), 'D4', 'the cursor starts in the centre');
  const label = await page.evaluate(() => document.activeElement.getAttribute('aria-label'));
  assert.equal(label, 'D4, empty');

  // Black D4 (Enter), White C4 (Space), Black E4, White pass (P).
  await page.keyboard.press('Enter');
  assert.equal(await point(page, 'D4').getAttribute('data-stone'), 'black');
  await goTo(page, 'C4');
  await page.keyboard.press(' ');
  assert.equal(await point(page, 'C4').getAttribute('data-stone'), 'white');
  await goTo(page, 'E4');
  await page.keyboard.press('Enter');
  await page.keyboard.press('p');
  assert.match(await page.locator('[data-live]').textContent(), /White passes/);

  // U undoes the pass, Ctrl+Z the stone at E4, Ctrl+Y plays it again.
  await page.keyboard.press('u');
  await page.keyboard.press('Control+z');
  assert.equal(await point(page, 'E4').getAttribute('data-stone'), null);
  await page.keyboard.press('Control+y');
  assert.equal(await point(page, 'E4').getAttribute('data-stone'), 'black');
  assert.match(await page.locator('[data-to-move]').textContent(), /White to move/);

  // A capture: White C3, C5 and B4 surround nothing; Black captures C4.
  for (const [at, key] of [
    ['D5', 'Enter'], // White
    ['C5', 'Enter'], // Black
    ['A1', 'Enter'], // White
    ['B4', 'Enter'], // Black
    ['A2', 'Enter'], // White
    ['C3', 'Enter'], // Black takes C4
  ]) {
    await goTo(page, at);
    await page.keyboard.press(key);
  }
  assert.equal(await point(page, 'C4').getAttribute('data-stone'), null, 'C4 captured');
  assert.match(await page.locator('[data-live]').textContent(), /Captures 1 stone/);

  // An occupied point is refused and explained; the focus stays on the board.
  await goTo(page, 'D4');
  await page.keyboard.press('Enter');
  assert.equal(await page.locator('[data-refusal]').getAttribute('data-refusal'), 'occupied');
  assert.equal(await focused(page), 'D4');

  // Both pass: play stops.
  await page.keyboard.press('p');
  await page.keyboard.press('P');
  assert.equal(await page.locator('[data-end]').getAttribute('data-end'), 'two-passes');
  assert.match(await page.locator('[data-live]').textContent(), /two passes in a row\. Mark the dead stones/);
  assert.equal(await page.locator('[data-stone]').count(), 8);
  assertQuiet(page);
});

test('the keys do nothing while typing a name in the dialog', async () => {
  const page = await app.open();
  await openNewGame(page);
  const black = page.locator('input[name="black"]');
  await black.click();
  await page.keyboard.type('Pupu');
  assert.equal(await black.inputValue(), 'Pupu');
  await page.keyboard.press('Escape');
  assert.equal(await page.locator('[data-dialog]').count(), 0);
  assert.equal(await page.locator('[data-end]').count(), 0, 'P did not pass');
  assertQuiet(page);
});

test('WCAG 2.1.4: P and U act only where the board has the focus; a "p" on a button passes nothing', async () => {
  const page = await app.open('', { viewport: { width: 1024, height: 768 } });
  await point(page, 'E5').click();
  const moves = () => page.locator('[data-moves]').getAttribute('data-moves');
  assert.equal(await moves(), '1');
  await page.getByRole('button', { name: 'Move numbers' }).focus();
  await page.keyboard.press('p');
  await page.keyboard.press('p');
  await page.keyboard.press('u');
  assert.equal(await moves(), '1', 'nothing passed or undone from a button');
  assert.equal(await page.locator('[data-end]').count(), 0);
  await point(page, 'E5').focus();
  await page.keyboard.press('u');
  assert.equal(await moves(), '0', 'U on the board undoes');
  assertQuiet(page);
});

test('WCAG 1.4.11: the keyboard cursor and the forbidden cross reach 3:1 on the whole wood', async () => {
  const page = await app.open('?lesson=triple-ko', { viewport: { width: 1024, height: 768 } });
  await tabToBoard(page);
  const look = await page.evaluate(() => {
    const focused = document.activeElement;
    const css = getComputedStyle(document.documentElement);
    const stroke = (sel) => getComputedStyle(focused.querySelector(sel)).stroke;
    return {
      ring: stroke('.focus-ring'),
      halo: focused.querySelector('.focus-halo') && stroke('.focus-halo'),
      cross: getComputedStyle(document.querySelector('.forbidden-mark')).stroke,
      wood: [css.getPropertyValue('--wood-light').trim(), css.getPropertyValue('--wood').trim()],
    };
  });
  const rgb = (c) => (c.startsWith('#') ? [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16)) : c.match(/\d+/g).map(Number));
  const lum = (c) => {
    const [r, g, b] = rgb(c).map((v) => v / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const contrast = (a, b) => {
    const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
    return (hi + 0.05) / (lo + 0.05);
  };
  for (const wood of look.wood) {
    assert.ok(contrast(look.ring, wood) >= 3, `cursor ${look.ring} on ${wood}`);
    assert.ok(contrast(look.cross, wood) >= 3, `cross ${look.cross} on ${wood}`);
  }
  // On a black stone the ring's white halo carries it.
  assert.equal(look.halo, 'rgb(255, 255, 255)');
  assertQuiet(page);
});

/** The focused element, in short: `tag[attribute]` or `tag "text"`, `body` when lost. */
const where = (page) =>
  page.evaluate(() => {
    const e = document.activeElement;
    if (!e || e === document.body) return 'body';
    const hook = ['data-point', 'data-action', 'data-correct', 'data-open-tournament', 'data-tournament-name', 'data-end', 'id']
      .find((a) => e.hasAttribute(a));
    return hook ? `${e.tagName.toLowerCase()}[${hook}]` : `${e.tagName.toLowerCase()} "${e.textContent.trim()}"`;
  });

/** Presses Enter on the control `locator`, focused first, and gives the page a frame. */
async function enterOn(page, locator) {
  await locator.focus();
  await page.keyboard.press('Enter');
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 50))));
}

test('the focus goes on when Pass, Resume play or Resign take its control away (WCAG 2.4.3)', async () => {
  const page = await app.open();
  const button = (name) => page.getByRole('button', { name, exact: true });
  // The second pass disables Pass: the dead stones' heading takes the focus.
  await enterOn(page, button('Pass'));
  await enterOn(page, button('Pass'));
  assert.equal(await page.locator('[data-end]').getAttribute('data-end'), 'two-passes');
  assert.equal(await where(page), 'h2[id]');
  assert.equal(await page.evaluate(() => document.activeElement.textContent), 'Dead stones');
  // Resume play goes with the marking: the board takes the focus.
  await enterOn(page, button('Resume play'));
  assert.equal(await page.locator('[data-end]').count(), 0);
  assert.match(await where(page), /^g\[data-point\]$/);
  // Resign disables itself: the status line saying the result takes the focus.
  await enterOn(page, button('Resign'));
  assert.equal(await where(page), 'p[data-end]');
  assert.match(await page.evaluate(() => document.activeElement.textContent), /resign/i);
  // Tab goes on from there, not from the top of the page.
  await page.keyboard.press('Tab');
  assert.notEqual(await where(page), 'body');
  assert.equal(await page.evaluate(() => !!document.activeElement.closest('aside')), true);
  assertQuiet(page);
});

test('the focus goes into the fill-in count when it opens, and back to its button when it closes', async () => {
  const page = await app.open();
  await newGame(page, { size: 7, rules: 'ing' });
  await play(page, ['D4', 'E4', 'pass', 'pass']);
  const open = page.locator('[data-action="open-fill-in"]');
  await enterOn(page, open);
  await page.locator('[data-fill-in]').waitFor();
  assert.equal(await page.evaluate(() => document.activeElement.closest('[data-fill-in]') !== null), true);
  assert.match(await where(page), /^h2 /);
  // Tab reaches the count's controls at once.
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement.dataset.fillInAction), 'play');
  await page.keyboard.press('Escape');
  await open.waitFor();
  await page.evaluate(() => new Promise((r) => setTimeout(r, 50)));
  assert.equal(await where(page), 'button[data-action]');
  // Opened and closed with its own Close button, the same.
  await enterOn(page, open);
  await enterOn(page, page.locator('[data-fill-in] button', { hasText: 'Close the count' }));
  assert.equal(await where(page), 'button[data-action]');
  assertQuiet(page);
});

test('WCAG 2.1.1: L goes to the last move, G to a point typed by name; Escape cancels, a bad name is said', async () => {
  const page = await app.open('', { viewport: { width: 1024, height: 768 } });
  await play(page, ['C3', 'G7']);
  assert.match(await page.locator('.keys').textContent(), /L goes to the last move, G to a point you type/);
  await point(page, 'G7').focus();
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowDown');
  assert.equal(await focused(page), 'D6');
  // L: back to the last move, the focus with it.
  await page.keyboard.press('l');
  assert.equal(await focused(page), 'G7');

  // G opens a labelled field with the focus in it; a lower-case name and Enter move the
  // cursor there and give the focus back to the board.
  await page.keyboard.press('g');
  const field = page.getByLabel('Go to point');
  assert.equal(await page.evaluate(() => document.activeElement.matches('.go-to input')), true);
  assert.equal(await field.count(), 1);
  await page.keyboard.type('c3');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.activeElement?.getAttribute('data-point') === 'C3');
  assert.equal(await page.locator('.go-to').count(), 0, 'the field closed');
  assert.equal(await point(page, 'C3').getAttribute('tabindex'), '0', 'C3 is the cursor');

  // A name off the board is refused with why; the field stays, marked invalid.
  await page.keyboard.press('G');
  await page.keyboard.type('Z9');
  await page.keyboard.press('Enter');
  const error = page.locator('#go-to-error');
  assert.equal(await error.getAttribute('role'), 'alert');
  assert.equal(
    (await error.textContent()).trim(),
    '“Z9” is not on this board: type a column letter A to J (there is no I) and a row number 1 to 9, such as C3.',
  );
  assert.equal(await field.getAttribute('aria-invalid'), 'true');
  assert.equal(await field.getAttribute('aria-describedby'), 'go-to-error');
  assert.equal(await page.evaluate(() => document.activeElement.matches('.go-to input')), true);
  // Escape cancels: the cursor stays where it was, the focus goes back to it.
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => document.activeElement?.getAttribute('data-point') === 'C3');
  assert.equal(await page.locator('.go-to').count(), 0);

  // After a pass there is no last stone: L says so.
  await page.keyboard.press('p');
  await page.keyboard.press('l');
  assert.equal((await page.locator('[data-live]').textContent()).trim(), 'No stone was played last.');
  assert.equal(await focused(page), 'C3');

  // WCAG 2.1.4: off the board the letters do nothing.
  await page.getByRole('button', { name: 'New game' }).focus();
  await page.keyboard.press('g');
  await page.keyboard.press('l');
  assert.equal(await page.locator('.go-to').count(), 0);
  assert.equal(await page.evaluate(() => document.activeElement.textContent), 'New game');
  assertQuiet(page);
});

test('the tournament page: the focus follows opening, creating, a result and the way back', async () => {
  const page = await app.open();
  await enterOn(page, page.locator('[data-open-tournament]'));
  await page.waitForSelector('[data-tournament]');
  await page.waitForFunction(() => document.activeElement !== document.body);
  assert.equal(await where(page), 'h2 "Tournament"');
  const form = page.locator('[data-tournament-create]');
  await form.locator('select[name="system"]').selectOption('round-robin');
  await form.locator('input[name="seed"]').fill('3');
  await form.locator('textarea[name="entrants"]').fill('Anna\nDavid\nLee\nMei');
  await enterOn(page, form.getByRole('button', { name: 'Create' }));
  await page.waitForSelector('[data-round="1"]');
  assert.equal(await where(page), 'h3[data-tournament-name]');
  // A result replaces its buttons: the pairing's Correct button takes the focus.
  const pairing = page.locator('[data-pairing][data-entered="false"]:has(button)').first();
  const index = await pairing.getAttribute('data-pairing');
  await enterOn(page, pairing.getByRole('button', { name: /won$/ }).first());
  assert.equal(await where(page), 'button[data-correct]');
  assert.equal(await page.evaluate(() => document.activeElement.closest('[data-pairing]').dataset.pairing), index);
  // The round's last result: the next round's first result button.
  await enterOn(page, page.locator('[data-pairing][data-entered="false"]').getByRole('button', { name: /won$/ }).first());
  await page.waitForSelector('[data-round="2"]');
  assert.match(await where(page), /^button ".* won"$/);
  assert.equal(await page.evaluate(() => document.activeElement.closest('[data-round]').dataset.round), '2');
  // Back to the board: to the button that opened the page.
  await enterOn(page, page.locator('[data-back-to-board]'));
  await page.waitForSelector('[data-open-tournament]');
  assert.equal(await where(page), 'button[data-open-tournament]');
  assertQuiet(page);
});
