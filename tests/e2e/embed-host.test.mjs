// <hotstone-board> as a guest on someone else's page (issue 39, P-3): its keys belong to
// the board that has the focus (never the window's), and it is sized by its container
// (a 900 px column, a 320 px phone, a cap the page sets) with text that the page's
// `html { font-size: 62.5% }` does not shrink. Plain pages over the built package (pkg/),
// Debian's headless Chromium.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { assertQuiet, shoot, start } from './harness.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const IMPORT = `<script type="module">import './pkg/board/index.js';</script>`;
const page = (body, style = '') => `<!doctype html><html lang="en"><meta charset="utf-8"><title>t</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,"><style>${style}</style><body>${body}${IMPORT}</body></html>`;
// A 9x9 game under Ing's rules ended by two passes (examples/embed's counted game).
const ENDED = '(;GM[1]FF[4]SZ[9]RU[GOE]KM[8];B[ei];W[fi];B[eh];W[fh];B[eg];W[fg];B[ef];W[ff];B[ee];W[fe];B[ed];W[fd];B[ec];W[fc];B[eb];W[fb];B[ea];W[fa];B[];W[be];B[];W[])';
const COUNTED = `panels="status marking fill-in legend" readonly sgf="${ENDED}"`;
// A blog's usual root: 1rem = 10 px, the body's text set in rem again.
const TINY_ROOT = 'html { font-size: 62.5% } body { margin: 0 }';

let site;
let embed;

before(async () => {
  assert.ok(existsSync(join(root, 'pkg/board/index.js')), 'no pkg/board: run bash scripts/package.sh first');
  site = mkdtempSync(join(tmpdir(), 'hotstone-host-'));
  cpSync(join(root, 'pkg'), join(site, 'pkg'), { recursive: true });
  writeFileSync(join(site, 'index.html'), page('<hotstone-board></hotstone-board>'));
  // The page's own button and key listener beside two boards whose counts may be open.
  writeFileSync(join(site, 'keys.html'), page(`
    <button id="mine" type="button">The page's button</button>
    <hotstone-board id="a" ${COUNTED}></hotstone-board>
    <hotstone-board id="b" ${COUNTED}></hotstone-board>
    <script>
      window.clicks = 0;
      window.heard = [];
      document.getElementById('mine').addEventListener('click', () => window.clicks++);
      window.addEventListener('keydown', (e) => window.heard.push({ key: e.key, prevented: e.defaultPrevented }));
    </script>`));
  const column = (id, attrs, style = '') => `<main style="width: 900px${style}"><hotstone-board id="${id}" ${attrs}></hotstone-board></main>`;
  writeFileSync(join(site, 'column.html'), page(
    column('bare', 'size="19"') + column('panels', COUNTED) + column('capped', 'size="9"', '; --hotstone-max-size: 400px'),
    TINY_ROOT));
  writeFileSync(join(site, 'phone.html'), page(`<hotstone-board id="phone" ${COUNTED}></hotstone-board>`, TINY_ROOT));
  embed = await start(site);
});

after(async () => {
  await embed?.close();
  if (site) rmSync(site, { recursive: true, force: true });
});

const board = (p, id) => p.locator(`#${id}`);
const step = (p, id) => board(p, id).locator('[data-fill-in]').getAttribute('data-step');
const playing = (p, id) => board(p, id).locator('[data-fill-in]').getAttribute('data-playing');

async function openCount(p, id) {
  await board(p, id).locator('[data-action="open-fill-in"]').click();
  await board(p, id).locator('[data-fill-in]').waitFor();
}

test('P-3: an open count takes its keys only where the focus is: the page\'s Space, another board\'s arrows', async () => {
  const p = await embed.open('keys.html', { viewport: { width: 1000, height: 1600 } });
  await openCount(p, 'a');
  await openCount(p, 'b');
  assert.equal(await step(p, 'a'), '0');
  assert.equal(await step(p, 'b'), '0');

  // Space on the page's own button clicks it; the page hears it; no count plays.
  await p.locator('#mine').focus();
  await p.keyboard.press(' ');
  await p.keyboard.press('ArrowRight');
  await p.keyboard.press('End');
  assert.equal(await p.evaluate(() => window.clicks), 1, 'the page\'s button clicked by Space');
  assert.deepEqual(await p.evaluate(() => window.heard.map((h) => `${h.key}:${h.prevented}`)), [' :false', 'ArrowRight:false', 'End:false']);
  assert.equal(await playing(p, 'a'), 'false');
  assert.equal(await playing(p, 'b'), 'false');
  assert.equal(await step(p, 'a'), '0');
  assert.equal(await step(p, 'b'), '0');

  // An arrow on board B steps B's count alone; the page still hears it, handled.
  await board(p, 'b').locator('[data-fill-in-action="play"]').focus();
  await p.keyboard.press('ArrowRight');
  await p.waitForFunction(() => document.getElementById('b').shadowRoot.querySelector('[data-fill-in]').dataset.step === '1');
  assert.equal(await step(p, 'a'), '0', 'board A did not step');
  assert.deepEqual((await p.evaluate(() => window.heard)).at(-1), { key: 'ArrowRight', prevented: true });

  // And on board A, A alone.
  await board(p, 'a').locator('[data-fill-in-action="play"]').focus();
  await p.keyboard.press('End');
  await p.waitForFunction(() => document.getElementById('a').shadowRoot.querySelector('[data-fill-in]').dataset.atEnd === 'true');
  assert.equal(await step(p, 'b'), '1', 'board B did not move');
  assert.equal(await p.evaluate(() => window.clicks), 1);
  assertQuiet(p);
});

/** The board's drawn width and the smallest text in the element's shadow root. */
const measure = (p, id) => board(p, id).evaluate((el) => {
  const frame = el.shadowRoot.querySelector('.board-frame').getBoundingClientRect();
  let smallest = Infinity;
  let where = '';
  for (const node of el.shadowRoot.querySelectorAll('*')) {
    if (node.closest('svg') || !node.getClientRects().length) continue;
    const text = [...node.childNodes].some((c) => c.nodeType === Node.TEXT_NODE && c.textContent.trim());
    const size = parseFloat(getComputedStyle(node).fontSize);
    if (text && size < smallest) [smallest, where] = [size, `${node.tagName}.${node.className}: ${node.textContent.trim().slice(0, 30)}`];
  }
  const panels = el.shadowRoot.querySelector('.embed-panels').getBoundingClientRect();
  // What sticks out of the element's box, left or right (cut off on a phone).
  const box = el.getBoundingClientRect();
  const outside = [...el.shadowRoot.querySelectorAll('*')]
    .filter((n) => !n.closest('svg') && n.getClientRects().length)
    .filter((n) => { const r = n.getBoundingClientRect(); return r.left < box.left - 1 || r.right > box.right + 1; })
    .map((n) => `${n.tagName}.${n.className}`);
  return { width: frame.width, bottom: frame.bottom, panelsTop: panels.top, panelsLeft: panels.left, left: frame.left, smallest, where, outside };
});

test('P-3: in a 900 px column the board fills the width, or what its panels leave, up to --hotstone-max-size; text at 12 px or more under a 62.5 % root', async () => {
  const p = await embed.open('column.html', { viewport: { width: 1000, height: 2600 } });
  await openCount(p, 'panels');
  const bare = await measure(p, 'bare');
  assert.ok(bare.width >= 890 && bare.width <= 900, `a board alone fills the column (${bare.width} px; it stopped at 576)`);
  const panels = await measure(p, 'panels');
  assert.ok(panels.width >= 560 && panels.panelsLeft > panels.left + panels.width, `the board beside its panels takes what they leave (${panels.width} px)`);
  const capped = await measure(p, 'capped');
  assert.ok(Math.abs(capped.width - 400) <= 1, `--hotstone-max-size caps it (${capped.width} px)`);
  for (const [name, m] of Object.entries({ bare, panels, capped })) {
    assert.ok(m.smallest >= 12, `${name}: the smallest text is ${m.smallest} px (${m.where})`);
  }
  await shoot(p, 'embed-column-900');
  // Three boards, one with its count open: not one key listener on the page's window or
  // document (Chromium's own list of them, through the DevTools protocol).
  const cdp = await p.context().newCDPSession(p);
  for (const target of ['window', 'document']) {
    const { result } = await cdp.send('Runtime.evaluate', { expression: target });
    const { listeners } = await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId });
    assert.deepEqual(listeners.filter((l) => l.type.startsWith('key')).map((l) => l.type), [], `key listeners on ${target}`);
  }
  assertQuiet(p);
});

test('P-3: on a 320 px phone the board takes the width and the panels go under it; text at 12 px or more', async () => {
  const p = await embed.open('phone.html', { viewport: { width: 320, height: 1400 } });
  const shown = await measure(p, 'phone');
  assert.ok(shown.width >= 300 && shown.width <= 320, `the board fills the phone (${shown.width} px)`);
  assert.ok(shown.panelsTop >= shown.bottom, 'the panels under the board');
  assert.ok(shown.smallest >= 12, `the smallest text is ${shown.smallest} px (${shown.where})`);
  await openCount(p, 'phone');
  const counting = await measure(p, 'phone');
  assert.ok(counting.smallest >= 12, `with the count open the smallest text is ${counting.smallest} px (${counting.where})`);
  assert.deepEqual(counting.outside, [], 'nothing sticks out of the element (the bowls wrap)');
  await shoot(p, 'embed-phone-320');
  assertQuiet(p);
});
