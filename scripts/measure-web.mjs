#!/usr/bin/env node
// Measures the web app (not a test: nothing is asserted). Run after `bash scripts/build-app.sh`:
//
//   node scripts/measure-web.mjs [moves]
//
// 1. The gzipped size (gzip -9) of the app's wasm and JS in dist/, and of the CSS.
// 2. Click to updated board on 19x19, in Debian's headless Chromium: for each of
//    `moves` clicks (default 120) on an empty point the side to move may play, the time
//    from dispatching the click to the point's `data-stone` attribute changing (the DOM
//    updated, the rules crate asked for every point's legality), and to the next frame
//    after it (rAF then a task: about when the update is on screen).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { newGame, start } from '../tests/e2e/harness.mjs';
import { ms, stats } from './timings.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const moves = Number(process.argv[2] ?? 120);

// --- Sizes ---------------------------------------------------------------------------------
const files = readdirSync(dist);
const size = (ext) =>
  files
    .filter((f) => f.endsWith(ext))
    .map((f) => {
      const bytes = readFileSync(join(dist, f));
      return { raw: bytes.length, gz: gzipSync(bytes, { level: 9 }).length };
    })
    .reduce((a, b) => ({ raw: a.raw + b.raw, gz: a.gz + b.gz }), { raw: 0, gz: 0 });
const wasm = size('.wasm');
const js = size('.js');
const css = size('.css');
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

// --- Click to update on 19x19 ----------------------------------------------------------------
// The e2e suites' way: Debian's Chromium with their flags, a 19x19 Ing game from the dialog.
const app = await start(dist);
const page = await app.open('', { viewport: { width: 1600, height: 1000 } });
await newGame(page, { size: 19, rules: 'ing' });
await page.waitForSelector('[data-board-size="19"]');

const timings = await page.evaluate(async (moves) => {
  // A fixed pseudo-random order of the points, so that runs compare.
  let seed = 12345;
  const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  const frame = () => new Promise((ok) => requestAnimationFrame(() => setTimeout(ok, 0)));
  const results = [];
  for (let k = 0; k < moves; k++) {
    const free = [...document.querySelectorAll('[data-point]')].filter(
      (el) => !el.hasAttribute('data-stone') && !el.hasAttribute('data-forbidden'),
    );
    if (free.length === 0) break;
    const el = free[Math.floor(random() * free.length)];
    await frame();
    const result = await new Promise((ok) => {
      const observer = new MutationObserver(() => {
        if (!el.hasAttribute('data-stone')) return;
        observer.disconnect();
        const dom = performance.now() - t0;
        requestAnimationFrame(() =>
          setTimeout(() => ok({ dom, frame: performance.now() - t0 }), 0),
        );
      });
      observer.observe(el, { attributes: true, attributeFilter: ['data-stone'] });
      const t0 = performance.now();
      el.querySelector('.target').dispatchEvent(new MouseEvent('click', { bubbles: true }));
    });
    results.push(result);
  }
  return results;
}, moves);
await app.close();

const dom = stats(timings.map((t) => t.dom));
const frame = stats(timings.map((t) => t.frame));

console.log(`Gzipped (gzip -9) app: wasm ${kb(wasm.gz)} + JS ${kb(js.gz)} = ${kb(wasm.gz + js.gz)}` +
  ` (raw ${kb(wasm.raw)} + ${kb(js.raw)}); CSS ${kb(css.gz)}`);
console.log(`19x19 click to updated board over ${timings.length} moves (Ing rules):`);
console.log(`  DOM updated:  median ${ms(dom.median)}, p95 ${ms(dom.p95)}, max ${ms(dom.max)}`);
console.log(`  next frame:   median ${ms(frame.median)}, p95 ${ms(frame.p95)}, max ${ms(frame.max)}`);
