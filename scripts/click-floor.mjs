#!/usr/bin/env node
// The floor under scripts/click-time.mjs (issue 17): what the browser alone needs to
// show a move on the app's own 19x19 page. The same page, the same throttling and the
// same measure (from the start of a frame to the end of the frame that shows the
// stone), but each move is made in the DOM by a few lines of JavaScript instead of by
// the app: no Yew, no rules crate, only the changes a move makes (docs/performance.md,
// "Click to painted board": a MutationObserver counts about 21 per click):
//   - the stone's circle into the point, its `data-stone`, `class` and `aria-label`;
//   - the last-move mark taken from the previous move's point (whose name changes too)
//     and put on this one;
//   - the side to move (`data-to-move`, the players' `current` class) and the move count.
// A measurement, not a test. Run after `bash scripts/build-app.sh`:
//
//   node scripts/click-floor.mjs [moves] [rate]      # defaults: 120 moves, rate 4
//
// CSS='...' adds a style sheet first: what a style change would take off the floor.
//
// The app's median minus this one is what Yew and the rules crate add; this one is what
// no change to them can take away.
import { boardPage } from './board-page.mjs';
import { ms, stats } from './timings.mjs';

const moves = Number(process.argv[2] ?? 120);
const rate = Number(process.argv[3] ?? 4);

const { app, page, throttle } = await boardPage({
  // Two stones by the app, so that a stone and the last-move mark exist to copy.
  prepare: async (page) => {
    for (const name of ['D4', 'Q16']) await page.locator(`[data-point="${name}"] .target`).click();
    await page.waitForSelector('[data-point="Q16"][data-stone="white"] .last-mark');
    if (process.env.CSS) await page.addStyleTag({ content: process.env.CSS });
  },
});
await throttle(rate);

const timings = await page.evaluate(async (moves) => {
  // The same order of points as click-time.mjs (board-page.mjs).
  const { random, afterFrame, settle } = window.bench;
  const stones = {
    black: document.querySelector('[data-point="D4"] .stone'),
    white: document.querySelector('[data-point="Q16"] .stone'),
  };
  const mark = document.querySelector('.last-mark');
  const turn = document.querySelector('[data-to-move]');
  const count = document.querySelector('[data-moves]');
  const players = [...document.querySelectorAll('.player')];
  let color = 'black';
  const results = [];
  for (let k = 0; k < moves; k++) {
    const free = [...document.querySelectorAll('[data-point]')].filter((el) => !el.hasAttribute('data-stone'));
    if (free.length === 0) break;
    const el = free[Math.floor(random() * free.length)];
    const target = el.querySelector('.target');
    const [cx, cy] = [+target.getAttribute('x') + 20, +target.getAttribute('y') + 20];
    await settle();
    const painted = await new Promise((ok) =>
      requestAnimationFrame(() => {
        const t0 = performance.now();
        const stone = stones[color].cloneNode();
        stone.setAttribute('cx', cx);
        stone.setAttribute('cy', cy);
        target.after(stone);
        const moved = mark.cloneNode();
        moved.setAttribute('cx', cx);
        moved.setAttribute('cy', cy);
        const last = document.querySelector('.last-mark');
        last?.parentElement.setAttribute('aria-label', last.parentElement.getAttribute('aria-label').replace(', last move', ''));
        last?.remove();
        stone.after(moved);
        el.setAttribute('data-stone', color);
        el.setAttribute('class', `point on-${color}`);
        el.setAttribute('aria-label', `${el.getAttribute('aria-label')}, ${color} stone, last move`);
        color = color === 'black' ? 'white' : 'black';
        turn?.setAttribute('data-to-move', color);
        for (const p of players) p.classList.toggle('current');
        if (count) {
          count.setAttribute('data-moves', String(k + 3));
          // The text node's value, as Yew writes a changed text (no node replaced).
          if (count.firstChild) count.firstChild.nodeValue = `Moves: ${k + 3}`;
          else count.textContent = `Moves: ${k + 3}`;
        }
        afterFrame(() => ok(performance.now() - t0));
      }),
    );
    results.push(painted);
  }
  return results;
}, moves);
await throttle(1);
await app.close();

const painted = stats(timings);
console.log(`19x19, ${timings.length} moves made in the DOM by hand (no Yew, no rules), CPU throttled ${rate}x:`);
console.log(`  start of frame to painted board:  median ${ms(painted.median)}, p95 ${ms(painted.p95)}, max ${ms(painted.max)}`);
