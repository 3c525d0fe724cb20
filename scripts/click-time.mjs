#!/usr/bin/env node
// Click to painted 19x19 board under Chromium's 4x CPU throttling (issue 17: median under
// 16 ms). A measurement, not a test: nothing is asserted. Run after `bash scripts/build-app.sh`:
//
//   node scripts/click-time.mjs [moves] [rate]      # defaults: 120 moves, rate 4
//   DIST=/tmp/dist-before node scripts/click-time.mjs 60 4   # another build
//
// Debian's headless Chromium (the e2e harness), a 19x19 game under Ing's rules (the
// heaviest: hot stones and every point's legality are asked of the rules crate after
// each move), the CPU slowed by CDP's Emulation.setCPUThrottlingRate. Each click is
// dispatched at the start of a frame (inside a requestAnimationFrame callback), so the
// wait for the display's next frame is not counted; the time runs from the click to
// the end of the frame that shows the new stone: the click handler, the rules crate,
// Yew's render, then the browser's style, layout and paint of that frame (a message
// posted from the frame's callback arrives only after them). If the board had not
// changed by then, the following frames are waited for and counted.
import { boardPage } from './board-page.mjs';
import { ms, stats } from './timings.mjs';

const moves = Number(process.argv[2] ?? 120);
const rate = Number(process.argv[3] ?? 4);

// DIST=dir measures another build (e.g. a copy of the one before a change), side by side.
const { app, page, throttle } = await boardPage();
await throttle(rate);

const timings = await page.evaluate(async (moves) => {
  // A fixed pseudo-random order of the points, so that runs compare (board-page.mjs).
  const { random, afterFrame, settle } = window.bench;
  const results = [];
  for (let k = 0; k < moves; k++) {
    const free = [...document.querySelectorAll('[data-point]')].filter(
      (el) => !el.hasAttribute('data-stone') && !el.hasAttribute('data-forbidden'),
    );
    if (free.length === 0) break;
    const el = free[Math.floor(random() * free.length)];
    await settle();
    const result = await new Promise((ok) =>
      requestAnimationFrame(() => {
        let dom = null;
        const observer = new MutationObserver(() => {
          if (dom === null && el.hasAttribute('data-stone')) dom = performance.now() - t0;
        });
        observer.observe(el, { attributes: true, attributeFilter: ['data-stone'] });
        const t0 = performance.now();
        el.querySelector('.target').dispatchEvent(new MouseEvent('click', { bubbles: true }));
        const done = () => {
          if (dom === null) {
            requestAnimationFrame(() => afterFrame(done));
            return;
          }
          observer.disconnect();
          ok({ dom, painted: performance.now() - t0 });
        };
        afterFrame(done);
      }),
    );
    results.push(result);
  }
  return results;
}, moves);
await throttle(1);
await app.close();

const dom = stats(timings.map((t) => t.dom));
const painted = stats(timings.map((t) => t.painted));
console.log(`19x19, Ing rules, ${timings.length} clicks, CPU throttled ${rate}x:`);
console.log(`  click to DOM updated:    median ${ms(dom.median)}, p95 ${ms(dom.p95)}, max ${ms(dom.max)}`);
console.log(`  click to painted board:  median ${ms(painted.median)}, p95 ${ms(painted.p95)}, max ${ms(painted.max)}` +
  ` (target: median under 16 ms: ${painted.median < 16 ? 'met' : 'not met'})`);
