#!/usr/bin/env node
// Measures the fill-in animation on 19x19 (P-2; not a test: nothing is asserted). Run
// after `bash scripts/build-app.sh`:
//
//   node scripts/measure-fill-in.mjs [seconds] [speed]
//
// In Debian's headless Chromium: a 19x19 Ing game (Black's wall on K, White's on L, two
// passes), the fill-in count opened and played at `speed` (default 4, the fastest) for `seconds` (default 30) or to its end.
// Reported:
// 1. frame intervals while playing (requestAnimationFrame deltas): median, p95, max;
// 2. input latency while playing: Space pressed twice (pause, play) every 1.5 s (longer
//    at slow speeds), the time from the key event to the panel's `data-playing` attribute changing, and to
//    the next frame after it;
// 3. stones placed per second (the count's own ticks getting through).
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { newGame, start } from '../tests/e2e/harness.mjs';
import { ms, stats } from './timings.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
// DIST: another build directory (e.g. a release build beside the debug one).
const dist = process.env.DIST ? resolve(process.env.DIST) : join(root, 'dist');
const seconds = Number(process.argv[2] ?? 30);
const speed = process.argv[3] ?? '4';

// The e2e suites' way: Debian's Chromium with their flags, a 19x19 Ing game from the dialog.
const app = await start(dist);
const page = await app.open('', { viewport: { width: 1600, height: 1000 } });
await newGame(page, { size: 19, rules: 'ing' });
await page.waitForSelector('[data-board-size="19"]');

const click = (name) => page.locator(`[data-point="${name}"] .target`).click();
for (let row = 1; row <= 19; row++) {
  await click(`K${row}`);
  await click(`L${row}`);
}
await page.keyboard.press('p');
await page.keyboard.press('p');
await page.locator('[data-action="open-fill-in"]').click();
await page.waitForSelector('[data-fill-in]');
await page.locator('select[data-fill-in-speed]').selectOption(speed);
if ((await page.locator('select[data-fill-in-speed]').inputValue()) !== speed) {
  throw new Error(`speed ${speed} not taken`);
}
// Focus away from the select so that Space reaches the view's key handler.
await page.locator('[data-fill-in-action="play"]').focus();

// Space twice restarts the wait of a step without stones (2.4 s at 1x): the presses are
// spaced wider than that, so that playback goes on between them.
const gap = Math.max(1500, 2400 / Number(speed) + 500);
const result = await page.evaluate(async ({ seconds, gap }) => {
  const panel = () => document.querySelector('[data-fill-in]');
  const stones = () => document.querySelectorAll('[data-point][data-stone]').length;
  const frames = [];
  const latencies = [];
  let running = true;
  let last = performance.now();
  const long = [];
  const loop = (now) => {
    frames.push(now - last);
    if (now - last > 50) long.push(`${(now - last).toFixed(0)} ms at ${panel()?.getAttribute('data-step-code')}`);
    last = now;
    if (running) requestAnimationFrame(loop);
  };
  const waitPlaying = (want) =>
    new Promise((ok) => {
      const t0 = performance.now();
      const observer = new MutationObserver(() => {
        if (panel()?.getAttribute('data-playing') !== want) return;
        observer.disconnect();
        const dom = performance.now() - t0;
        requestAnimationFrame(() => setTimeout(() => ok({ dom, frame: performance.now() - t0 }), 0));
      });
      observer.observe(panel(), { attributes: true, attributeFilter: ['data-playing'] });
      document.activeElement.dispatchEvent(
        new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true }),
      );
    });
  const start = stones();
  const t0 = performance.now();
  document.querySelector('[data-fill-in-action="play"]').click();
  requestAnimationFrame(loop);
  const sleep = (ms) => new Promise((ok) => setTimeout(ok, ms));
  while (performance.now() - t0 < seconds * 1000 && panel()?.getAttribute('data-at-end') !== 'true') {
    await sleep(gap);
    // At the end playing stops; Space there would start the count again.
    if (panel()?.getAttribute('data-playing') !== 'true') break;
    latencies.push(await waitPlaying('false'));
    if (panel()?.getAttribute('data-at-end') === 'true') break;
    latencies.push(await waitPlaying('true'));
  }
  running = false;
  const elapsed = performance.now() - t0;
  return {
    frames: frames.slice(1),
    long,
    latencies,
    elapsed,
    steps: Number(panel()?.getAttribute('data-step')),
    of: Number(panel()?.getAttribute('data-steps')),
    placed: stones() - start,
  };
}, { seconds, gap });
await app.close();

const f = stats(result.frames);
const dom = stats(result.latencies.map((l) => l.dom));
const frame = stats(result.latencies.map((l) => l.frame));
console.log(
  `19x19 fill-in playback at ${speed}x for ${(result.elapsed / 1000).toFixed(1)} s ` +
    `(step ${result.steps + 1} of ${result.of} reached, ${result.placed} stones more on the board, ` +
    `${((result.placed * 1000) / result.elapsed).toFixed(0)} a second with the pauses):`,
);
console.log(`  frame interval: median ${ms(f.median)}, p95 ${ms(f.p95)}, max ${ms(f.max)} over ${result.frames.length} frames`);
console.log(`  Space to panel updated (${result.latencies.length} presses): median ${ms(dom.median)}, p95 ${ms(dom.p95)}, max ${ms(dom.max)}`);
console.log(`  frames over 50 ms: ${result.long.length ? result.long.join(', ') : 'none'}`);
console.log(`  Space to next frame: median ${ms(frame.median)}, p95 ${ms(frame.p95)}, max ${ms(frame.max)}`);
