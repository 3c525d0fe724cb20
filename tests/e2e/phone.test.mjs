// The app on a phone (a 390x844 touch screen, as Playwright's mobile emulation draws it):
// the board the screen's width, and on the first screen, without scrolling, the game's
// status under it: whose move it is and the last refusal's explanation; the Hint button
// with the game's other controls; the header's controls wrapped, none scrolled out of
// sight. Debian's headless Chromium.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { assertQuiet, newGame, shoot, start } from './harness.mjs';

const PHONE = { width: 390, height: 844 };
let app;

before(async () => {
  app = await start();
});
after(async () => {
  await app?.close();
});

/** A fresh phone: touch, the page's viewport meta honoured. */
async function phone(path) {
  const context = await app.browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, locale: 'en-US' });
  return app.open(path, { context });
}

/** Boxes of the page's parts, in the viewport's pixels, and how far the page scrolls. */
const layout = (page) =>
  page.evaluate(() => {
    const box = (sel) => {
      const e = document.querySelector(sel);
      if (!e) return null;
      const r = e.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, left: r.left, right: r.right, width: r.width };
    };
    return {
      header: box('header.top'),
      board: box('.board-frame'),
      turn: box('.status .turn'),
      notice: box('.notice[data-refusal]'),
      controls: box('[data-game-controls]'),
      scrollY: window.scrollY,
      pageWidth: document.documentElement.scrollWidth,
    };
  });

function assertOnFirstScreen(b, what) {
  assert.equal(b.scrollY, 0, `${what}: not scrolled`);
  assert.ok(b.pageWidth <= PHONE.width, `${what}: no sideways scrolling (${b.pageWidth}px)`);
  // As large as possible: the screen's width less the page's small margins.
  assert.ok(b.board.width >= PHONE.width - 20, `${what}: board ${b.board.width}px wide`);
  for (const part of ['turn', 'notice', 'controls']) {
    assert.ok(b[part], `${what}: ${part} shown`);
    assert.ok(b[part].top >= b.board.bottom, `${what}: ${part} under the board`);
    assert.ok(b[part].bottom <= PHONE.height, `${what}: ${part} on the first screen (${b[part].bottom} > ${PHONE.height})`);
  }
}

test('a refusal in a lesson: whose move and why, under the full-width board, in en, de and ja', async () => {
  for (const lang of ['en', 'de', 'ja']) {
    const page = await phone(`?lesson=basic-ko&lang=${lang}`);
    // Black takes at C3; White's retake at B3 is refused (K-2).
    await page.locator('[data-point="C3"]').tap();
    await page.locator('[data-point="C3"][data-stone="black"]').waitFor();
    await page.locator('[data-point="B3"]').tap();
    await page.locator('.notice[data-refusal="hot-stone"]').waitFor();
    const b = await layout(page);
    assertOnFirstScreen(b, lang);
    assert.equal(await page.locator('.status .turn').getAttribute('data-to-move'), 'white');
    // The header wraps (WCAG 1.4.10) onto at most three short rows.
    assert.ok(b.header.bottom - b.header.top < 100, `${lang}: the header at most three rows (${b.header.bottom - b.header.top}px)`);
    await shoot(page, `phone-refusal-${lang}`);
    assertQuiet(page);
    await page.context().close();
  }
});

test('a 19x19 game: the status on the first screen; Hint among the game controls; every header control reachable', async () => {
  const page = await phone('');
  await newGame(page, { size: 19 });
  await page.locator('[data-point="D4"]').tap();
  await page.locator('[data-point="D4"][data-stone="black"]').waitFor();
  await page.locator('[data-point="D4"]').tap();
  await page.locator('.notice[data-refusal="occupied"]').waitFor();
  assertOnFirstScreen(await layout(page), '19x19');
  // Hint is one of the game's controls, in their toolbar, not a row of its own.
  const toolbar = page.locator('[role="toolbar"][data-game-controls]');
  assert.equal(await toolbar.locator('[data-hint-button]').count(), 1);
  assert.equal(await page.locator('[data-hint-button]').count(), 1);
  const rows = await toolbar.evaluate((t) => {
    const top = (sel) => Math.round(t.querySelector(sel).getBoundingClientRect().top);
    return { hint: top('[data-hint-button]'), pass: top('button') };
  });
  assert.ok(Math.abs(rows.hint - rows.pass) < 2, `Hint on the row of Pass (${JSON.stringify(rows)})`);
  await shoot(page, 'phone-19x19');
  // The header wraps rather than scrolling sideways (WCAG 1.4.10): its last control is
  // on the screen as it is.
  const box = await page.locator('[data-open-tournament]').boundingBox();
  assert.ok(box.x >= 0 && box.x + box.width <= PHONE.width && box.y >= 0, `Tournament on screen (${box.x}, ${box.y})`);
  assert.equal(await page.locator('header.top').evaluate((h) => h.scrollWidth <= h.clientWidth), true, 'the header does not scroll');
  assertQuiet(page);
  await page.context().close();
});

test('on a wide screen Hint is with the game controls too, and the board keeps its size', async () => {
  const page = await app.open('', { viewport: { width: 1280, height: 800 } });
  const toolbar = page.locator('[role="toolbar"][data-game-controls]');
  assert.equal(await toolbar.locator('[data-hint-button]').count(), 1);
  const b = await layout(page);
  assert.ok(Math.abs(b.board.width - (800 - 5.5 * 16)) < 2, `board ${b.board.width}px wide`);
  await page.locator('[data-hint-button]').click();
  await page.locator('[data-hint-shown]').waitFor();
  await shoot(page, 'desktop-hint');
  assertQuiet(page);
});
