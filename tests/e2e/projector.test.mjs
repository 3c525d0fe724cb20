// Projector mode fits the screen (P-3): at the usual projector resolutions the whole
// board, its coordinates and the message line under it are visible without scrolling,
// however many lines the header takes; a 19x19 game and a 7x7 lesson.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { assertQuiet, newGame, play, screenshots, start } from './harness.mjs';

// Screenshots beside the other suites' (tests/e2e/screenshots/, not committed).
const SHOTS = screenshots;
const SIZES = [
  { width: 1280, height: 720 },
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
];

let app;
before(async () => {
  app = await start();
  mkdirSync(SHOTS, { recursive: true });
});
after(async () => {
  await app?.close();
});

/** The board's and the message line's boxes, and the page's scroll position. */
const boxes = (page) =>
  page.evaluate(() => {
    const box = (sel) => {
      const r = document.querySelector(sel).getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
    };
    return { board: box('.board-frame'), hint: box('[data-hint]'), scrollY: window.scrollY };
  });

function assertFits(b, viewport, what) {
  assert.equal(b.scrollY, 0, `${what}: not scrolled`);
  assert.ok(b.board.top >= 0 && b.board.left >= 0, `${what}: board's top left on screen`);
  assert.ok(b.board.right <= viewport.width + 0.5, `${what}: board's right edge on screen`);
  assert.ok(b.hint.bottom <= viewport.height + 0.5, `${what}: message line on screen (${b.hint.bottom} > ${viewport.height})`);
  // A usable board, not a stamp: at least half the screen's height.
  assert.ok(b.board.bottom - b.board.top >= viewport.height / 2, `${what}: board large enough`);
}

test('a 19x19 game under a refusal fits at 1280x720, 1366x768 and 1920x1080', async () => {
  for (const viewport of SIZES) {
    const page = await app.open('?projector', { viewport });
    await newGame(page, { size: 19, rules: 'ing' });
    // A refusal, so that the message line under the board has words.
    await play(page, ['D4', 'D4']);
    const what = `19x19 at ${viewport.width}x${viewport.height}`;
    assertFits(await boxes(page), viewport, what);
    await page.screenshot({ path: `${SHOTS}/projector-19-${viewport.width}x${viewport.height}.png` });
    assertQuiet(page);
    await page.context().close();
  }
});

test('a 7x7 lesson fits at 1280x720, 1366x768 and 1920x1080, in en, de and ja', async () => {
  for (const viewport of SIZES) {
    for (const lang of ['en', 'de', 'ja']) {
      const page = await app.open(`?lesson=triple-ko&projector&lang=${lang}`, { viewport });
      const what = `lesson at ${viewport.width}x${viewport.height} (${lang})`;
      assertFits(await boxes(page), viewport, what);
      if (lang === 'en' || viewport.width === 1280) {
        await page.screenshot({ path: `${SHOTS}/projector-lesson-${viewport.width}x${viewport.height}-${lang}.png` });
      }
      assertQuiet(page);
      await page.context().close();
    }
  }
});

test('the layout without projector mode keeps its board size', async () => {
  // The board's width as before: the height less a one-line header (calc(100vh - 5.5rem)).
  const viewport = { width: 1280, height: 800 };
  const page = await app.open('', { viewport });
  const b = await boxes(page);
  assert.ok(Math.abs(b.board.right - b.board.left - (800 - 5.5 * 16)) < 2, `board ${b.board.right - b.board.left}px wide`);
  await page.screenshot({ path: `${SHOTS}/normal-1280x800.png` });
  assertQuiet(page);
});
