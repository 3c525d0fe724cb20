#!/usr/bin/env node
// Where a click's frame goes (issue 17): the clicks of scripts/click-time.mjs under a
// Chromium performance trace (CDP Tracing), and the median time of each phase of the
// click's frame on the renderer's main thread (script, style, layout, pre-paint, paint,
// layerisation, commit), in wall time and in the thread's CPU time. A measurement, not
// a test. Run after `bash scripts/build-app.sh`:
//
//   node scripts/click-trace.mjs [moves] [rate] [trace.json]   # defaults: 30 moves, rate 4
//
// With a third argument the raw trace is written there too (chrome://tracing, Perfetto).
// PROFILE=N also samples the clicks with V8's CPU profiler and prints the N functions
// with the most time of their own and with the most time inside them, wasm functions by
// name on a build that keeps its names (`bash scripts/named-dist.sh DIR`, then DIST=DIR).
// The profiler slows the page: the phases of a profiled run do not compare with others.
import { writeFileSync } from 'node:fs';
import { boardPage } from './board-page.mjs';

const moves = Number(process.argv[2] ?? 30);
const rate = Number(process.argv[3] ?? 4);
const out = process.argv[4];

// DIST=dir measures another build (e.g. a copy of the one before a change), side by side.
const { app, page, cdp, throttle } = await boardPage();
await throttle(rate);

const events = [];
cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
const complete = new Promise((ok) => cdp.once('Tracing.tracingComplete', ok));
await cdp.send('Tracing.start', {
  transferMode: 'ReportEvents',
  traceConfig: {
    includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink', 'blink.user_timing', 'cc', 'v8'],
  },
});

const profiled = Number(process.env.PROFILE ?? 0);
if (profiled) {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
}

await page.evaluate(async (moves) => {
  const { random, afterFrame, settle } = window.bench; // board-page.mjs
  for (let k = 0; k < moves; k++) {
    const free = [...document.querySelectorAll('[data-point]')].filter(
      (el) => !el.hasAttribute('data-stone') && !el.hasAttribute('data-forbidden'),
    );
    if (free.length === 0) break;
    const el = free[Math.floor(random() * free.length)];
    await settle();
    await new Promise((ok) =>
      requestAnimationFrame(() => {
        performance.mark('click');
        el.querySelector('.target').dispatchEvent(new MouseEvent('click', { bubbles: true }));
        const done = () => (el.hasAttribute('data-stone') ? ok() : requestAnimationFrame(() => afterFrame(done)));
        afterFrame(done);
      }),
    );
  }
}, moves);

const profile = profiled ? (await cdp.send('Profiler.stop')).profile : null;
await cdp.send('Tracing.end');
await complete;
await throttle(1);
await app.close();
if (out) writeFileSync(out, JSON.stringify({ traceEvents: events }));

// The renderer's main thread: the thread that ran the most style recalculations.
const counts = new Map();
for (const e of events) {
  if (e.name === 'UpdateLayoutTree') counts.set(`${e.pid}:${e.tid}`, (counts.get(`${e.pid}:${e.tid}`) ?? 0) + 1);
}
const main = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
const own = events.filter((e) => `${e.pid}:${e.tid}` === main && e.ph === 'X' && e.dur !== undefined);
const marks = events.filter((e) => e.name === 'click' && e.cat.includes('blink.user_timing')).map((e) => e.ts);

// The click's frame: the main-frame update the click was dispatched in, and its phases.
const phases = [
  ['script (click, rules, Yew)', 'Blink.Animate.UpdateTime'],
  ['style', 'Blink.Style.UpdateTime'],
  ['layout', 'Blink.Layout.UpdateTime'],
  ['compositing inputs', 'Blink.CompositingInputs.UpdateTime'],
  ['pre-paint', 'Blink.PrePaint.UpdateTime'],
  ['paint', 'Blink.Paint.UpdateTime'],
  ['layerize', 'Layerize'],
  ['commit', 'ProxyMain::BeginMainFrame::commit'],
];
const frames = own.filter((e) => e.name === 'ProxyMain::BeginMainFrame');
const rows = marks.flatMap((t) => {
  const frame = frames.find((f) => f.ts <= t && t <= f.ts + f.dur);
  if (!frame) return [];
  const inside = own.filter((e) => e.ts >= frame.ts && e.ts + e.dur <= frame.ts + frame.dur);
  const sum = (name, d) => inside.filter((e) => e.name === name).reduce((s, e) => s + (e[d] ?? 0), 0) / 1000;
  const of = (d) => ({ frame: frame[d] / 1000, ...Object.fromEntries(phases.map(([label, name]) => [label, sum(name, d)])) });
  return [{ wall: of('dur'), cpu: of('tdur') }];
});
const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? NaN;
// Wall time is what the page waits for; the thread's CPU time hardly depends on what
// else the machine runs, so it compares builds on a busy machine.
console.log(`19x19, Ing rules, ${rows.length} click frames, CPU throttled ${rate}x: medians, wall time and the thread's CPU time`);
const line = (label, key) =>
  console.log(`  ${label.padEnd(28)} ${median(rows.map((r) => r.wall[key])).toFixed(2).padStart(6)} ms  ` +
    `cpu ${median(rows.map((r) => r.cpu[key])).toFixed(2).padStart(6)} ms`);
for (const [label] of phases) line(label, label);
line('the whole frame', 'frame');

// PROFILE=N: time of their own and time inside them, per function name, over all clicks.
if (profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const name = (n) => n.callFrame.functionName || `(anonymous ${n.callFrame.url.split('/').pop()})`;
  const self = new Map();
  const inside = new Map();
  const add = (map, key, us) => map.set(key, (map.get(key) ?? 0) + us);
  profile.samples.forEach((id, i) => {
    const us = profile.timeDeltas[i] ?? 0;
    add(self, name(byId.get(id)), us);
    const seen = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const n = name(byId.get(at));
      if (!seen.has(n)) add(inside, n, us);
      seen.add(n);
    }
  });
  // PROFILE_MATCH=regex lists only the names it matches (e.g. 'FunctionProvider>::run'
  // for the components that rendered).
  const match = process.env.PROFILE_MATCH ? new RegExp(process.env.PROFILE_MATCH) : null;
  // PROFILE_WIDTH=n: names cut at n characters (140), for Yew's long generic names.
  const width = Number(process.env.PROFILE_WIDTH ?? 140);
  const top = (map, title) => {
    console.log(`${title} (ms over ${rows.length} clicks, profiled):`);
    const listed = [...map].filter(([n]) => !match || match.test(n));
    for (const [n, us] of listed.sort((a, b) => b[1] - a[1]).slice(0, profiled)) {
      console.log(`  ${(us / 1000).toFixed(1).padStart(8)}  ${n.slice(0, width)}`);
    }
  };
  top(self, 'time of their own');
  top(inside, 'time inside them');
}
