// <hotstone-board> (issue 16, P-3) on plain pages served with the built package (pkg/),
// as an embedder would copy them: examples/embed/index.html with its three explainers,
// and small pages for two boards, bad input, persist and the API; the app's ?embed view
// and its show-forbidden toggle on dist/. Debian's headless Chromium.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { assertQuiet, shoot, start } from './harness.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const IMPORT = `<script type="module">import './pkg/board/index.js';</script>`;
const page = (body) => `<!doctype html><html lang="en"><meta charset="utf-8"><title>t</title>
<link rel="icon" href="data:,"><body>${body}${IMPORT}</body></html>`;
const LESSON = `id = tiny
rules = ing
to-move = black
title.en = Tiny
about.en = A tiny lesson.
rows =
.....
.....
.....
.....
.....`;

// A 9x9 game under Ing's rules ended by two passes (examples/embed's counted game).
const ENDED = '(;GM[1]FF[4]SZ[9]RU[GOE]KM[8];B[ei];W[fi];B[eh];W[fh];B[eg];W[fg];B[ef];W[ff];B[ee];W[fe];B[ed];W[fd];B[ec];W[fc];B[eb];W[fb];B[ea];W[fa];B[];W[be];B[];W[])';
// A record under Japanese rules with its komi.
const JAPANESE = '(;GM[1]FF[4]SZ[9]RU[Japanese]KM[6.5];B[ee];W[cc])';

let site;
let embed;
let app;

before(async () => {
  assert.ok(existsSync(join(root, 'pkg/board/index.js')), 'no pkg/board: run bash scripts/package.sh first');
  site = mkdtempSync(join(tmpdir(), 'hotstone-embed-'));
  cpSync(join(root, 'pkg'), join(site, 'pkg'), { recursive: true });
  cpSync(join(root, 'examples/embed'), join(site, 'examples/embed'), { recursive: true });
  writeFileSync(join(site, 'index.html'), page('<hotstone-board></hotstone-board>'));
  writeFileSync(join(site, 'two.html'), page(
    '<hotstone-board id="a" size="9"></hotstone-board><hotstone-board id="b" size="9" panels="status"></hotstone-board>'));
  writeFileSync(join(site, 'tiny.txt'), LESSON);
  writeFileSync(join(site, 'src.html'), page('<hotstone-board id="s" src="tiny.txt"></hotstone-board>'));
  writeFileSync(join(site, 'persist.html'), page(
    '<hotstone-board id="kept" size="9" persist="my-board"></hotstone-board><hotstone-board id="free" size="9"></hotstone-board>'));
  writeFileSync(join(site, 'bad.html'), page(`
    <hotstone-board id="rules" rules="korean"></hotstone-board>
    <hotstone-board id="size" size="30"></hotstone-board>
    <hotstone-board id="src" src="missing.sgf"></hotstone-board>
    <hotstone-board id="sgf" sgf="(;SZ[9];B[ee]"></hotstone-board>
    <hotstone-board id="lesson-text"><script type="text/x-hotstone-lesson">id = x\nrules = ing\nrows =\nX</script></hotstone-board>
    <hotstone-board id="lesson" lesson="no-such-lesson"></hotstone-board>
    <hotstone-board id="de" lang="de" size="30"></hotstone-board>
    <hotstone-board id="good" size="5"></hotstone-board>`));
  writeFileSync(join(site, 'api.html'), page(`<div id="host"></div>
    <script type="module">
      import { mount } from './pkg/board/index.js';
      window.events = [];
      window.handle = mount(document.getElementById('host'), { lesson: 'basic-ko', showForbidden: true, panels: 'lesson legend' });
      window.handle.on('hotstone-move', (d) => window.events.push(d));
    </script>`));
  writeFileSync(join(site, 'kept.html'), page('<hotstone-board id="p" size="9" persist="k1"></hotstone-board>'));
  writeFileSync(join(site, 'rtl.html'), `<!doctype html><html lang="ar" dir="rtl"><meta charset="utf-8"><title>t</title>
<link rel="icon" href="data:,"><body style="--hotstone-font: 'Courier New', monospace">
<hotstone-board id="en" lang="en" panels="status"></hotstone-board>
<hotstone-board id="de" lang="de" handicap="1"></hotstone-board>${IMPORT}</body></html>`);
  const doc = readFileSync(join(root, 'docs/embed.md'), 'utf8');
  // A dark page themed with docs/embed.md's dark snippet on #dark; #plain beside it
  // unthemed (today's look). The record ends with two passes: the marking panel's buttons.
  const dark = doc.split('A dark page')[1].split('```css\n')[1].split('```')[0].replaceAll('hotstone-board {', '#dark {');
  writeFileSync(join(site, 'dark.html'), `<!doctype html><html lang="en" style="background:#16181d;color:#e8e6e3;color-scheme:dark">
<meta charset="utf-8"><title>t</title><link rel="icon" href="data:,"><style>${dark}</style><body>
<hotstone-board id="dark" panels="status marking legend" sgf="${ENDED}"></hotstone-board>
<hotstone-board id="plain" panels="status marking legend" sgf="${ENDED}"></hotstone-board>${IMPORT}</body></html>`);
  writeFileSync(join(site, 'readonly.html'), page(`
    <hotstone-board id="ro" readonly panels="status" sgf="(;SZ[9];B[ee])"></hotstone-board>
    <hotstone-board id="rw" panels="status" sgf="(;SZ[9];B[ee])"></hotstone-board>`));
  writeFileSync(join(site, 'rules.html'), page(`
    <hotstone-board id="own" sgf="${JAPANESE}"></hotstone-board>
    <hotstone-board id="ing" rules="ing" sgf="${JAPANESE}"></hotstone-board>
    <hotstone-board id="komi" rules="chinese" komi="0" sgf="${JAPANESE}"></hotstone-board>
    <hotstone-board id="src-ing" rules="ing" src="japanese.sgf"></hotstone-board>`));
  writeFileSync(join(site, 'japanese.sgf'), JAPANESE);
  // A German page whose board sits in another component's shadow root.
  writeFileSync(join(site, 'nested.html'), `<!doctype html><html lang="de"><meta charset="utf-8"><title>t</title>
<link rel="icon" href="data:,"><body><article-card id="card"></article-card>
<script type="module">
  import './pkg/board/index.js';
  customElements.define('article-card', class extends HTMLElement {
    connectedCallback() { this.attachShadow({ mode: 'open' }).innerHTML = '<hotstone-board id="inner" panels="status"></hotstone-board>'; }
  });
</script></body></html>`);
  // A page's "needs JavaScript" fallback inside the element, removed once the board is up.
  writeFileSync(join(site, 'fallback.html'), page(`
    <hotstone-board id="f" lesson="basic-ko"><p id="f-note">This explainer needs JavaScript.</p></hotstone-board>
    <hotstone-board id="s" src="tiny.txt"><p id="s-note">This explainer needs JavaScript.</p></hotstone-board>`));
  // The package as a site that forgot to upload the board's .wasm.
  cpSync(join(root, 'pkg/board'), join(site, 'broken/pkg/board'), { recursive: true });
  rmSync(join(site, 'broken/pkg/board/hotstone_element_bg.wasm'));
  writeFileSync(join(site, 'broken/index.html'), page('<hotstone-board id="e"></hotstone-board><div id="host"></div>'));
  // Done when: docs/embed.md's three-line snippet, verbatim, in an empty file next to the
  // package as npm installs it.
  cpSync(join(root, 'pkg'), join(site, 'node_modules/hotstone'), { recursive: true });
  const snippet = doc.split('## Three lines')[1].split('```html\n')[1].split('```')[0];
  assert.equal(snippet.trim().split('\n').length, 3, snippet);
  writeFileSync(join(site, 'snippet.html'), snippet);
  writeFileSync(join(site, 'favicon.ico'), ''); // the empty file's page asks for one
  embed = await start(site);
  if (existsSync(join(root, 'dist/index.html'))) app = await start();
});

after(async () => {
  await embed?.close();
  await app?.close();
  if (site) rmSync(site, { recursive: true, force: true });
});

const board = (p, id) => p.locator(`#${id}`);
const at = (p, id, name) => board(p, id).locator(`[data-point="${name}"]`);

/** Records the four events of `#id` in window.seen. */
async function listen(p, id) {
  await p.evaluate((id) => {
    window.seen ??= [];
    for (const type of ['hotstone-move', 'hotstone-refused', 'hotstone-end', 'hotstone-step']) {
      document.getElementById(id).addEventListener(type, (e) => window.seen.push({ type, id, detail: e.detail }));
    }
  }, id);
}
const seen = (p) => p.evaluate(() => window.seen ?? []);

test('done when: the three-line snippet of docs/embed.md gives an Ing hot-stone lesson the page hears', async () => {
  const exports = JSON.parse(readFileSync(join(root, 'pkg/package.json'), 'utf8')).exports['./board'];
  assert.deepEqual(exports, { types: './board/index.d.ts', default: './board/index.js' });
  const p = await embed.open('snippet.html');
  const alerts = [];
  p.on('dialog', async (d) => {
    alerts.push(d.message());
    await d.dismiss();
  });
  await p.locator('hotstone-board [data-point="D5"]').click();
  await p.locator('hotstone-board [data-point="D5"][data-stone="black"]').waitFor();
  assert.equal(await p.locator('hotstone-board [data-point="C5"]').getAttribute('data-forbidden'), 'hot-stone');
  await p.locator('hotstone-board [data-point="C5"]').click();
  await p.waitForFunction(() => document.querySelector('hotstone-board').shadowRoot.querySelector('[data-refusal="hot-stone"]'));
  assert.equal(alerts.length, 1);
  assert.match(alerts[0], /White may not take back a hot stone at once/);
  await shoot(p, 'embed-snippet');
  assertQuiet(p);
});

test('P-3: the example page draws three explainers, each in its shadow root', async () => {
  const p = await embed.open('examples/embed/index.html', { viewport: { width: 1000, height: 1800 } });
  for (const [id, n] of [['triple', 25], ['count', 81], ['second', 81]]) {
    await at(p, id, 'A1').waitFor();
    assert.equal(await board(p, id).locator('[data-point]').count(), n, id);
    assert.equal(await p.evaluate((id) => !!document.getElementById(id).shadowRoot, id), true);
  }
  // The inline lesson's words, and no board's CSS leaked out nor the page's in.
  assert.match(await board(p, 'triple').locator('[data-lesson]').textContent(), /Triple ko/);
  const fill = await board(p, 'triple').locator('[data-point="A5"] circle.stone').evaluate((c) => getComputedStyle(c).fill);
  assert.notEqual(fill, 'rgb(255, 0, 0)', 'the page rule svg circle { fill: red } reaches no stone');
  const pageFill = await p.evaluate(() => {
    const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
    const c = document.createElementNS('http://www.w3.org/2000/svg', 'circle');
    svg.append(c);
    document.body.append(svg);
    const f = getComputedStyle(c).fill;
    svg.remove();
    return f;
  });
  assert.equal(pageFill, 'rgb(255, 0, 0)', 'the page rule itself works on the page');
  // Theming through a documented custom property: the second board's wood.
  const wood = await board(p, 'second').locator('.wood-dark').evaluate((s) => getComputedStyle(s).stopColor);
  assert.equal(wood, 'rgb(233, 214, 168)');
  await shoot(p, 'embed-example-page');
  assertQuiet(p);
});

test('K-2: the triple ko: D5 takes, the retake at C5 is refused with hot-stone and its message', async () => {
  const p = await embed.open('examples/embed/index.html', { viewport: { width: 1000, height: 1400 } });
  await at(p, 'triple', 'D5').waitFor();
  await listen(p, 'triple');
  await at(p, 'triple', 'D5').click();
  await at(p, 'triple', 'D5').and(p.locator('[data-stone="black"]')).waitFor();
  // show-forbidden: C5's cross shows without hovering.
  assert.equal(await at(p, 'triple', 'C5').getAttribute('data-forbidden'), 'hot-stone');
  const opacity = await at(p, 'triple', 'C5').locator('.forbidden-mark').evaluate((m) => getComputedStyle(m).opacity);
  assert.equal(opacity, '1');
  await at(p, 'triple', 'C5').click();
  const notice = board(p, 'triple').locator('[data-refusal="hot-stone"]');
  await notice.waitFor();
  assert.match(await notice.textContent(), /hot stone/i);
  const events = await seen(p);
  assert.deepEqual(events.map((e) => e.type), ['hotstone-move', 'hotstone-refused']);
  // The package's report of a move, `play()`'s `Played` (issue 35): one shape for both.
  const { ataris, ...moved } = events[0].detail;
  assert.deepEqual(moved, {
    ok: true, point: 'D5', color: 'black', moveNumber: 1, captured: ['C5'], selfRemoved: [],
    hot: [{ point: 'D1', kind: 'twin' }, { point: 'D5', kind: 'single' }], cycle: null, end: null,
  });
  assert.ok(ataris.includes('D2'), `ataris: ${ataris}`);
  const refused = events[1].detail;
  assert.equal(refused.point, 'C5');
  assert.equal(refused.code, 'hot-stone');
  assert.equal(refused.requirement, 'K-2');
  assert.match(refused.message, /hot stone/i);
  await board(p, 'triple').screenshot({ path: join(root, 'tests/e2e/screenshots/embed-triple-refused.png') });
  assertQuiet(p);
});

test('C-2: the finished 9x9 game is counted by filling in, each step a hotstone-step event', async () => {
  const p = await embed.open('examples/embed/index.html', { viewport: { width: 1000, height: 1800 } });
  await listen(p, 'count');
  const open = board(p, 'count').locator('[data-action="open-fill-in"]');
  await open.waitFor();
  await open.click();
  const panel = board(p, 'count').locator('[data-fill-in]');
  await panel.waitFor();
  await board(p, 'count').locator('[data-fill-in-action="forward"]').click();
  await p.waitForFunction(() => (window.seen ?? []).some((e) => e.type === 'hotstone-step' && e.detail.step >= 2));
  const step = (await seen(p)).filter((e) => e.type === 'hotstone-step').at(-1).detail;
  assert.equal(step.kind, 'fill-in');
  assert.ok(step.of > step.step && step.message.length > 5, JSON.stringify(step));
  // The count's marks are styled in the element too (its root's `filling-in` class):
  // step on until the points Black fills are marked.
  let opacity = null;
  for (let i = 0; i < 40 && opacity === null; i++) {
    opacity = await board(p, 'count').evaluate((el) => {
      const mark = el.shadowRoot.querySelector('.territory-mark.black');
      return mark ? getComputedStyle(mark).opacity : null;
    });
    if (opacity === null) await board(p, 'count').locator('[data-fill-in-action="forward"]').click();
  }
  assert.equal(opacity, '0.35');
  await board(p, 'count').screenshot({ path: join(root, 'tests/e2e/screenshots/embed-fill-in.png') });
  assertQuiet(p);
});

test('P-3: the free board logs its events under it; keyboard play inside the element', async () => {
  const p = await embed.open('examples/embed/index.html', { viewport: { width: 1000, height: 1800 } });
  await at(p, 'second', 'E5').click();
  await at(p, 'second', 'E5').and(p.locator('[data-stone="black"]')).waitFor();
  // The keyboard: the cursor follows the focus inside the shadow root.
  await at(p, 'second', 'E5').focus();
  await p.keyboard.press('ArrowUp');
  assert.equal(await p.evaluate(() => document.getElementById('second').shadowRoot.activeElement?.getAttribute('data-point')), 'E6');
  await p.keyboard.press('Enter');
  await at(p, 'second', 'E6').and(p.locator('[data-stone="white"]')).waitFor();
  await p.keyboard.press('p');
  await p.keyboard.press('p');
  await p.waitForFunction(() => document.getElementById('log').textContent.includes('hotstone-end'));
  const log = await p.locator('#log').textContent();
  // Each detail is the package's report of a move (issue 35).
  assert.match(log, /hotstone-move \{"ok":true,"color":"black","point":"E5","moveNumber":1,"captured":\[\],"selfRemoved":\[\],"hot":\[\]/);
  assert.match(log, /hotstone-move \{"ok":true,"color":"white","point":"E6","moveNumber":2,/);
  assert.match(log, /hotstone-move \{"ok":true,"color":"black","point":null,"moveNumber":3,"captured":\[\]/);
  assert.match(log, /"point":null,"moveNumber":4,.*"end":\{"code":"two-passes","winner":null/);
  assert.match(log, /hotstone-end \{"result":"(B|W)\+[0-9.]+","end":"two-passes","winner":null/);
  await shoot(p, 'embed-example-events');
  assertQuiet(p);
});

test('P-3: two boards on one page keep their own games and their own focus', async () => {
  const p = await embed.open('two.html');
  await at(p, 'a', 'C3').click();
  await at(p, 'a', 'C3').and(p.locator('[data-stone]')).waitFor();
  assert.equal(await at(p, 'b', 'C3').getAttribute('data-stone'), null);
  await at(p, 'b', 'E5').focus();
  await p.keyboard.press('ArrowLeft');
  await p.keyboard.press(' ');
  await at(p, 'b', 'D5').and(p.locator('[data-stone="black"]')).waitFor();
  assert.equal(await at(p, 'a', 'D5').getAttribute('data-stone'), null);
  const focus = await p.evaluate(() => [document.activeElement?.id, document.getElementById('a').shadowRoot.activeElement]);
  assert.deepEqual(focus, ['b', null]);
  // Each handle's game is its own.
  const games = await p.evaluate(() => ['a', 'b'].map((id) => document.getElementById(id).game.moves));
  assert.deepEqual(games, [1, 1]);
  assert.equal(await p.evaluate(() => localStorage.length), 0, 'nothing written without persist');
  assertQuiet(p);
});

test('P-3: attribute changes redraw: size, lang, coordinates', async () => {
  const p = await embed.open('two.html');
  await at(p, 'b', 'A1').waitFor();
  await p.evaluate(() => document.getElementById('b').setAttribute('size', '13'));
  await at(p, 'b', 'N13').waitFor();
  assert.equal(await board(p, 'b').locator('[data-point]').count(), 169);
  await p.evaluate(() => document.getElementById('b').setAttribute('lang', 'de'));
  await board(p, 'b').locator('[data-lang="de"]').waitFor();
  assert.match(await board(p, 'b').locator('svg.board').getAttribute('aria-label'), /Brett/);
  assert.equal(await board(p, 'b').locator('.coordinates').count(), 1);
  await p.evaluate(() => document.getElementById('b').setAttribute('coordinates', 'off'));
  await board(p, 'b').locator('.coordinates').waitFor({ state: 'detached' });
  await p.evaluate(() => document.getElementById('b').setAttribute('lesson', 'basic-ko'));
  await board(p, 'b').locator('[data-board-size="7"]').waitFor();
  assertQuiet(p);
});

test('P-3: every bad input shows its message in the element language, with one console.error each', async () => {
  const p = await embed.open('bad.html');
  await at(p, 'good', 'A1').waitFor();
  const expect = {
    rules: ['rules', /no rules called “korean”/],
    size: ['size', /size 30 is not possible/],
    src: ['src', /missing\.sgf could not be loaded/],
    sgf: ['sgf', /record cannot be read/],
    'lesson-text': ['lesson-text', /lesson cannot be read \(line 3\)/],
    lesson: ['lesson', /no lesson “no-such-lesson”/],
    de: ['size', /Brett der Größe 30 gibt es nicht/],
  };
  for (const [id, [code, text]] of Object.entries(expect)) {
    const message = board(p, id).locator('.hotstone-problem');
    await message.waitFor();
    assert.equal(await message.getAttribute('data-problem'), code, id);
    assert.match(await message.textContent(), text, id);
  }
  const errors = p.problems.filter((m) => m.startsWith('console.error: <hotstone-board>'));
  assert.equal(errors.length, Object.keys(expect).length, errors.join('\n'));
  assert.ok(errors.some((e) => /lesson line 3: 1 rows: boards have 2 to 25/.test(e)), errors.join('\n'));
  // The browser's own line for the 404 of src="missing.sgf" (its request, not ours to silence).
  const browser404 = (m) => m.includes('missing.sgf') || m.includes('status of 404');
  const others = p.problems.filter((m) => !m.startsWith('console.error: <hotstone-board>') && !browser404(m));
  assert.deepEqual(others, []);
  await shoot(p, 'embed-bad-input');
});

test('P-3: src loads a lesson file; mount() returns the handle: game, load, reset, destroy, on', async () => {
  const s = await embed.open('src.html');
  await board(s, 's').locator('[data-board-size="5"]').waitFor();
  assert.match(await board(s, 's').locator('[data-lesson]').textContent(), /A tiny lesson/);
  assertQuiet(s);

  const p = await embed.open('api.html');
  await p.evaluate(() => window.handle.ready);
  assert.equal(await p.evaluate(() => window.handle.game.size), 7);
  await at(p, 'host', 'C3').click();
  await p.waitForFunction(() => window.events.length === 1);
  const moved = await p.evaluate(() => window.events[0]);
  assert.deepEqual(
    [moved.ok, moved.point, moved.color, moved.moveNumber, moved.captured, moved.hot],
    [true, 'C3', 'black', 1, ['B3'], [{ point: 'C3', kind: 'single' }]],
  );
  const game = await p.evaluate(() => window.handle.game);
  assert.equal(game.toMove, 'white');
  assert.deepEqual(game.hot, [{ point: 'C3', kind: 'single' }], 'HotStone[], as the package says them');
  assert.ok(game.forbidden.some((f) => f.point === 'B3' && f.code === 'hot-stone'));
  assert.match(game.sgf, /SZ\[7\]/);
  await p.evaluate(() => window.handle.reset());
  assert.equal(await p.evaluate(() => window.handle.game.moves), 0);
  await p.evaluate(() => window.handle.load('(;SZ[9];B[ee];W[cc])'));
  assert.equal(await p.evaluate(() => window.handle.game.size), 9);
  assert.equal(await p.evaluate(() => window.handle.game.moves), 2);
  await p.evaluate(() => window.handle.destroy());
  assert.equal(await p.evaluate(() => window.handle.game), null);
  assert.equal(await p.locator('#host').locator('[data-point]').count(), 0);
  assertQuiet(p);
});

test('P-3: persist="KEY" keeps one board across a reload and writes nothing else', async () => {
  const p = await embed.open('persist.html');
  await at(p, 'kept', 'C3').click();
  await at(p, 'free', 'D4').click();
  await at(p, 'kept', 'C3').and(p.locator('[data-stone="black"]')).waitFor();
  await p.waitForFunction(() => localStorage.getItem('my-board')?.includes(';B[cg]'));
  assert.deepEqual(await p.evaluate(() => Object.keys(localStorage)), ['my-board']);
  await p.reload();
  await at(p, 'kept', 'C3').and(p.locator('[data-stone="black"]')).waitFor();
  assert.equal(await at(p, 'free', 'D4').getAttribute('data-stone'), null);
  assertQuiet(p);
});

test('P-3: the app ?embed shows the board and the lesson without the header; show-forbidden toggle', { skip: !existsSync(join(root, 'dist/index.html')) }, async () => {
  const p = await app.open('?embed&lesson=triple-ko&show-forbidden');
  assert.equal(await p.locator('header').count(), 0);
  assert.match(await p.locator('[data-lesson]').textContent(), /Triple ko/i);
  await p.locator('[data-point="D5"]').click();
  await p.locator('.show-forbidden [data-point="C5"][data-forbidden="hot-stone"]').waitFor();
  await shoot(p, 'embed-iframe-view');
  assertQuiet(p);

  // docs/embed.md's iframe at its own width and height shows all without scrolling.
  const doc = readFileSync(join(root, 'docs/embed.md'), 'utf8').split('## Without scripts: the iframe')[1];
  const [, query, width, height] = doc.match(/src="[^"?]*(\?embed[^"]*)"[^>]*width="(\d+)" height="(\d+)"/s);
  const frame = await app.open(query, { viewport: { width: Number(width), height: Number(height) } });
  const scroll = await frame.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.scrollHeight]);
  assert.deepEqual(scroll, [Number(width), Number(height)], `the doc's iframe (${query}) scrolls`);
  assertQuiet(frame);

  // ?embed&projector: the projector's thick lines and large labels (its CSS variables).
  const pr = await app.open('?embed&lesson=triple-ko&projector');
  const lineWidth = () => getComputedStyle(document.querySelector('.hotstone-embed')).getPropertyValue('--line-width').trim();
  assert.equal(await pr.evaluate(lineWidth), '2.4');
  assert.equal(await p.evaluate(lineWidth), '1.2', 'the plain ?embed keeps the thin lines');
  await shoot(pr, 'embed-iframe-projector');
  assertQuiet(pr);

  // The app: on by default in a lesson, and a toggle.
  const a = await app.open('?lesson=basic-ko');
  const toggle = a.getByRole('button', { name: 'Forbidden points' });
  assert.equal(await toggle.getAttribute('aria-pressed'), 'true');
  assert.equal(await a.locator('.app.show-forbidden').count(), 1);
  await toggle.click();
  await a.locator('.app.show-forbidden').waitFor({ state: 'detached' });
  assert.equal(await toggle.getAttribute('aria-pressed'), 'false');
  const b = await app.open('');
  assert.equal(await b.locator('.app.show-forbidden').count(), 0, 'off by default in a free game');
  assertQuiet(a);
});

test('issue 17: ?embed downloads the embedded view alone, and the page not the embedded view', { skip: !existsSync(join(root, 'dist/index.html')) }, async () => {
  const fetched = async (path) => {
    const ctx = await app.browser.newContext();
    const names = [];
    ctx.on('request', (r) => names.push(new URL(r.url()).pathname));
    const page = await app.open(path, { context: ctx });
    return { page, names };
  };
  const wasm = (names) => names.filter((n) => n.endsWith('.wasm')).map((n) => n.replace(/-[0-9a-f]+_bg/, '-HASH_bg'));
  const embed = await fetched('?embed&lesson=triple-ko');
  assert.deepEqual(wasm(embed.names), ['/embed-page_bg.wasm']);
  // Its stylesheet, set apart from the page's (scripts/trunk-css.mjs), is there.
  assert.ok(embed.names.includes('/embed-page.css'), embed.names.join(' '));
  const display = () => getComputedStyle(document.querySelector('.hotstone-embed')).display;
  assert.equal(await embed.page.evaluate(display), 'flex');
  assertQuiet(embed.page);
  const page = await fetched('');
  assert.deepEqual(wasm(page.names), ['/hotstone-web-HASH_bg.wasm']);
  assert.ok(!page.names.some((n) => n.startsWith('/embed-page')), page.names.join(' '));
  assertQuiet(page.page);
});

/** Sets an attribute of `#id` (null: removes it) and waits for the board to take it. */
const setAttr = (p, id, name, value) => p.evaluate(async ([id, name, value]) => {
  const el = document.getElementById(id);
  if (value === null) el.removeAttribute(name);
  else el.setAttribute(name, value);
  await el.handle.ready;
}, [id, name, value]);
/** `#id`'s game in short: size, rules and moves, or null. */
const game = (p, id) => p.evaluate((id) => {
  const g = document.getElementById(id).game;
  return g && { size: g.size, rules: g.rules, moves: g.moves };
}, id);

test('P-3: the game is null while a message stands in the board\'s place', async () => {
  const p = await embed.open('two.html');
  await at(p, 'b', 'E5').click();
  await at(p, 'b', 'E5').and(p.locator('[data-stone="black"]')).waitFor();
  assert.deepEqual(await game(p, 'b'), { size: 9, rules: 'simple', moves: 1 });
  await setAttr(p, 'b', 'size', '99');
  await board(p, 'b').locator('.hotstone-problem[data-problem="size"]').waitFor();
  assert.equal(await game(p, 'b'), null);
  assert.equal(await p.evaluate(() => document.getElementById('b').handle.game), null);
  await setAttr(p, 'b', 'size', '9');
  await at(p, 'b', 'E5').waitFor();
  assert.deepEqual(await game(p, 'b'), { size: 9, rules: 'simple', moves: 0 });
  await setAttr(p, 'b', 'rules', 'bogus');
  await board(p, 'b').locator('.hotstone-problem[data-problem="rules"]').waitFor();
  assert.equal(await game(p, 'b'), null);
  // A bad panel list is a message too, though the game's options are good.
  await setAttr(p, 'b', 'rules', null);
  await setAttr(p, 'b', 'panels', 'clock');
  await board(p, 'b').locator('.hotstone-problem[data-problem="panels"]').waitFor();
  assert.equal(await game(p, 'b'), null);
  assert.deepEqual(await game(p, 'a'), { size: 9, rules: 'simple', moves: 0 }, 'the other board is untouched');
  const errors = p.problems.filter((m) => m.startsWith('console.error: <hotstone-board>'));
  assert.equal(errors.length, 3, errors.join('\n'));
  assert.deepEqual(p.problems.filter((m) => !errors.includes(m)), []);
});

test('P-3: a game shown by load() stays through view changes; a game attribute starts the attributes\' game', async () => {
  const RECORD = '(;SZ[9]RU[Japanese];B[ee];W[dc])';
  const p = await embed.open('two.html');
  await at(p, 'b', 'A1').waitFor();
  await p.evaluate((r) => document.getElementById('b').load(r), RECORD);
  assert.deepEqual(await game(p, 'b'), { size: 9, rules: 'japanese', moves: 2 });
  for (const [name, value] of [['lang', 'ja'], ['readonly', ''], ['coordinates', 'off'], ['projector', ''],
    ['show-forbidden', ''], ['panels', 'status legend'], ['readonly', null]]) {
    await setAttr(p, 'b', name, value);
    assert.deepEqual(await game(p, 'b'), { size: 9, rules: 'japanese', moves: 2 }, `after ${name}=${value}`);
  }
  await board(p, 'b').locator('[data-lang="ja"].projector').waitFor();
  // A move on the loaded game, then a view change: both kept.
  await at(p, 'b', 'G7').click();
  await at(p, 'b', 'G7').and(p.locator('[data-stone="black"]')).waitFor();
  await setAttr(p, 'b', 'lang', 'de');
  assert.deepEqual(await game(p, 'b'), { size: 9, rules: 'japanese', moves: 3 });
  // reset() starts the loaded game again; a game attribute gives the attributes' game.
  await p.evaluate(() => document.getElementById('b').reset());
  assert.deepEqual(await game(p, 'b'), { size: 9, rules: 'japanese', moves: 2 });
  await setAttr(p, 'b', 'size', '13');
  assert.deepEqual(await game(p, 'b'), { size: 13, rules: 'simple', moves: 0 });
  assertQuiet(p);

  // mount()'s handle: set('lang') after load() keeps the loaded game.
  const a = await embed.open('api.html');
  await a.evaluate(() => window.handle.ready);
  await a.evaluate(() => window.handle.load('(;SZ[9];B[ee])'));
  await a.evaluate(() => window.handle.set('lang', 'ja'));
  await a.locator('#host [data-lang="ja"]').waitFor();
  assert.deepEqual(await a.evaluate(() => [window.handle.game.size, window.handle.game.moves]), [9, 1]);
  await a.evaluate(() => window.handle.set('showForbidden', false));
  assert.deepEqual(await a.evaluate(() => [window.handle.game.size, window.handle.game.moves]), [9, 1]);
  assertQuiet(a);

  // src: a view change neither fetches the file again nor brings it back over load().
  const s = await embed.open('src.html');
  const fetches = [];
  s.on('request', (r) => r.url().includes('/tiny.txt') && fetches.push(r.url()));
  await board(s, 's').locator('[data-board-size="5"]').waitFor();
  await s.evaluate((r) => document.getElementById('s').load(r), RECORD);
  await setAttr(s, 's', 'projector', '');
  await setAttr(s, 's', 'lang', 'de');
  assert.deepEqual(await game(s, 's'), { size: 9, rules: 'japanese', moves: 2 });
  assert.deepEqual(fetches, [], 'no fetch for a view change');
  // A game attribute gives src's lesson again, from the file already read.
  await setAttr(s, 's', 'rules', 'japanese');
  assert.deepEqual(await game(s, 's'), { size: 5, rules: 'japanese', moves: 0 });
  assert.deepEqual(fetches, []);
  // A new src is fetched.
  await setAttr(s, 's', 'src', 'tiny.txt?again');
  assert.equal(fetches.length, 1);
  assertQuiet(s);
});

test('P-3: with persist, reset() and a game attribute start a new game, and it is what is kept', async () => {
  const p = await embed.open('kept.html');
  await at(p, 'p', 'E5').click();
  await at(p, 'p', 'E5').and(p.locator('[data-stone="black"]')).waitFor();
  await at(p, 'p', 'C3').click();
  await at(p, 'p', 'C3').and(p.locator('[data-stone="white"]')).waitFor();
  await p.waitForFunction(() => localStorage.getItem('k1')?.includes(';W[cg]'));
  assert.deepEqual(await game(p, 'p'), { size: 9, rules: 'simple', moves: 2 });
  // The kept game comes back on a reload (the element mounted again).
  await p.reload();
  await at(p, 'p', 'C3').and(p.locator('[data-stone="white"]')).waitFor();
  assert.deepEqual(await game(p, 'p'), { size: 9, rules: 'simple', moves: 2 });
  // reset(): an empty 9x9, kept at once.
  await p.evaluate(() => document.getElementById('p').reset());
  assert.deepEqual(await game(p, 'p'), { size: 9, rules: 'simple', moves: 0 });
  assert.equal(await at(p, 'p', 'E5').getAttribute('data-stone'), null);
  await p.waitForFunction(() => /^\(;.*SZ\[9\]/s.test(localStorage.getItem('k1')) && !localStorage.getItem('k1').includes(';B[ee]'));
  await p.reload();
  await at(p, 'p', 'A1').waitFor();
  assert.deepEqual(await game(p, 'p'), { size: 9, rules: 'simple', moves: 0 });
  // size="13": a new 13x13 game; its moves are kept and come back on a reload.
  await at(p, 'p', 'E5').click();
  await at(p, 'p', 'E5').and(p.locator('[data-stone="black"]')).waitFor();
  await setAttr(p, 'p', 'size', '13');
  assert.deepEqual(await game(p, 'p'), { size: 13, rules: 'simple', moves: 0 });
  await at(p, 'p', 'K10').click();
  await at(p, 'p', 'K10').and(p.locator('[data-stone="black"]')).waitFor();
  await p.waitForFunction(() => /SZ\[13\]/.test(localStorage.getItem('k1')) && localStorage.getItem('k1').includes(';B[jd]'));
  await p.reload();
  await at(p, 'p', 'K10').and(p.locator('[data-stone="black"]')).waitFor();
  assert.deepEqual(await game(p, 'p'), { size: 13, rules: 'simple', moves: 1 });
  assert.deepEqual(await p.evaluate(() => Object.keys(localStorage)), ['k1']);
  assertQuiet(p);
});

test('P-3: on a right-to-left page the panels are written left to right; the message takes --hotstone-font', async () => {
  const p = await embed.open('rtl.html');
  await at(p, 'en', 'A1').waitFor();
  const message = board(p, 'de').locator('.hotstone-problem');
  await message.waitFor();
  assert.equal(await board(p, 'en').locator('.hotstone-embed').evaluate((e) => getComputedStyle(e).direction), 'ltr');
  assert.equal(await message.evaluate((e) => getComputedStyle(e).direction), 'ltr');
  assert.match(await message.evaluate((e) => getComputedStyle(e).fontFamily), /Courier New/);
  assert.equal(await message.textContent(), 'Eine Vorgabe von 1 ist auf diesem Brett nicht möglich.');
  await shoot(p, 'embed-rtl');
  const errors = p.problems.filter((m) => m.startsWith('console.error: <hotstone-board>: handicap="1"'));
  assert.equal(errors.length, 1, p.problems.join('\n'));
  assert.deepEqual(p.problems.filter((m) => !errors.includes(m)), []);
});

/** The contrast ratio of two computed colours (WCAG 2). */
const CONTRAST = `
  const rgb = (c) => c.match(/[\\d.]+/g).slice(0, 3).map(Number);
  const lum = (c) => {
    const [r, g, b] = rgb(c).map((v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const contrast = (a, b) => { const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p); return (x + 0.05) / (y + 0.05); };
  const opaque = (c) => c !== 'transparent' && !/rgba\\(.*,\\s*0\\)$/.test(c);
  const background = (e) => {
    for (let n = e; n && n.nodeType === 1; n = n.parentNode ?? n.host) {
      const bg = getComputedStyle(n).backgroundColor;
      if (opaque(bg)) return bg;
    }
    return getComputedStyle(document.documentElement).backgroundColor;
  };`;

test('theming: a dark page themes the buttons, their text and borders, muted text and the panels\' frames', async () => {
  const p = await embed.open('dark.html', { viewport: { width: 1000, height: 1500 } });
  for (const id of ['dark', 'plain']) await board(p, id).locator('[data-marking]').waitFor();
  const look = (id) => p.evaluate(([id, CONTRAST]) => {
    const root = document.getElementById(id).shadowRoot;
    const { contrast, background } = new Function(`${CONTRAST} return { contrast, background };`)();
    const css = (sel, prop) => getComputedStyle(root.querySelector(sel))[prop];
    const plainButton = root.querySelector('button:not(.primary):not([aria-pressed="true"])');
    const pressed = root.querySelector('button[aria-pressed="true"]');
    // Every text of the panels against what is behind it (disabled buttons are dimmed on purpose).
    const low = [];
    for (const e of root.querySelectorAll('.embed-panels *')) {
      if (e.closest('button:disabled') || e.closest('svg')) continue;
      const text = [...e.childNodes].filter((n) => n.nodeType === 3).map((n) => n.textContent.trim()).join('');
      if (!text) continue;
      const ratio = contrast(getComputedStyle(e).color, background(e));
      if (ratio < 4.5) low.push(`${e.tagName.toLowerCase()}.${e.className}: "${text.slice(0, 30)}" ${ratio.toFixed(2)}`);
    }
    return {
      button: [plainButton.textContent.trim(), getComputedStyle(plainButton).backgroundColor, getComputedStyle(plainButton).color, getComputedStyle(plainButton).borderTopColor],
      pressed: [getComputedStyle(pressed).backgroundColor, getComputedStyle(pressed).color],
      muted: css('.rules', 'color'),
      captures: css('.player:not(.current) .captures', 'color'),
      frame: css('.embed-panels > section', 'borderTopColor'),
      accent: root.querySelector('button.primary') && css('button.primary', 'backgroundColor'),
      low,
    };
  }, [id, CONTRAST]);
  const dark = await look('dark');
  assert.deepEqual(dark.low, [], 'every text of the dark panels is readable (contrast 4.5)');
  assert.deepEqual(dark.button.slice(1), ['rgb(44, 49, 58)', 'rgb(232, 230, 227)', 'rgb(90, 98, 112)'], dark.button[0]);
  assert.equal(dark.muted, 'rgb(169, 176, 186)');
  assert.equal(dark.captures, 'rgb(169, 176, 186)');
  assert.equal(dark.frame, 'rgb(58, 63, 72)');
  assert.equal(dark.accent, 'rgb(43, 123, 185)', 'the accent is themed (the primary button)');
  // Unthemed, today's look: the defaults in docs/embed.md.
  const plain = await look('plain');
  assert.deepEqual(plain.button.slice(1), ['rgb(255, 255, 255)', 'rgb(43, 33, 24)', 'rgb(143, 125, 98)'], plain.button[0]);
  assert.deepEqual(plain.pressed, ['rgb(43, 33, 24)', 'rgb(244, 239, 230)']);
  assert.equal(plain.muted, 'rgb(106, 90, 72)');
  assert.equal(plain.frame, 'rgb(224, 211, 189)');
  assert.equal(plain.accent, 'rgb(0, 114, 178)');
  assert.deepEqual(plain.low, []);
  // Every custom property the element reads is documented.
  const css = ['web/element/element.css', 'web/styles/embed.css', 'web/style.css']
    .map((f) => readFileSync(join(root, f), 'utf8')).join('\n');
  const doc = readFileSync(join(root, 'docs/embed.md'), 'utf8').split('## Styles')[1];
  const read = [...new Set(css.match(/--hotstone-[a-z-]+/g))];
  assert.ok(read.length >= 14, read.join(' '));
  assert.deepEqual(read.filter((name) => !doc.includes(`| \`${name}\` |`)), [], 'undocumented properties');
  await shoot(p, 'embed-dark');
  assertQuiet(p);
});

test('readonly: no marking controls, no stone under the pointer, and every button shown acts', async () => {
  const opened = async () => {
    const p = await embed.open('examples/embed/index.html', { viewport: { width: 1000, height: 1800 } });
    await board(p, 'count').locator('[data-marking]').waitFor();
    return p;
  };
  const p = await opened();
  const count = board(p, 'count');
  // The count's board is readonly: the marks and the count show, not the controls that change them.
  assert.equal(await p.locator('#count').getAttribute('readonly'), '');
  for (const sel of ['[data-choice]', '[data-action="undo-mark"]', '[data-action="reset-marking"]', '[data-action="resume-to-settle"]', '.how-to']) {
    assert.equal(await count.locator(sel).count(), 0, `no ${sel}`);
  }
  assert.match(await count.locator('[data-summary]').textContent(), /dead/);
  await count.screenshot({ path: join(root, 'tests/e2e/screenshots/embed-readonly-marking.png') });
  await p.context().close();
  // Each enabled button that is not the choice already made changes what the board shows:
  // in the marking view, then in the fill-in view it opens.
  const acts = async (setup, what) => {
    const q = await opened();
    await setup(q);
    const n = await board(q, 'count').locator('button:enabled:not([aria-pressed="true"])').count();
    await q.context().close();
    assert.ok(n >= 2, `${what}: ${n} buttons`);
    for (let i = 0; i < n; i++) {
      const r = await opened();
      await setup(r);
      const button = board(r, 'count').locator('button:enabled:not([aria-pressed="true"])').nth(i);
      const label = (await button.textContent()).trim();
      const before = await r.evaluate(() => document.getElementById('count').shadowRoot.innerHTML);
      await button.click();
      await r.waitForFunction((b) => document.getElementById('count').shadowRoot.innerHTML !== b, before, { timeout: 3000 })
        .catch(() => assert.fail(`${what}: "${label}" does nothing`));
      assertQuiet(r);
      await r.context().close();
    }
  };
  await acts(async () => {}, 'marking');
  await acts(async (q) => {
    await board(q, 'count').locator('[data-action="open-fill-in"]').click();
    await board(q, 'count').locator('[data-fill-in]').waitFor();
  }, 'fill-in');

  // Mid-game: no ghost stone under the pointer and no pointing hand, unlike a board in play.
  const g = await embed.open('readonly.html');
  for (const [id, ghosts, cursor] of [['rw', 1, 'pointer'], ['ro', 0, 'default']]) {
    await at(g, id, 'D4').hover();
    await g.waitForTimeout(150);
    assert.equal(await at(g, id, 'D4').locator('circle.ghost').count(), ghosts, `${id}: ghost stones`);
    assert.equal(await at(g, id, 'D4').evaluate((e) => getComputedStyle(e).cursor), cursor, `${id}: cursor`);
  }
  await at(g, 'ro', 'D4').click();
  assert.equal(await g.evaluate(() => document.getElementById('ro').game.moves), 1, 'a click plays nothing');
  assertQuiet(g);
});

test('rules and komi beside sgf or src win over the record\'s RU and KM, as Game.fromSgf\'s options', async () => {
  const p = await embed.open('rules.html');
  const info = (id) => p.evaluate((id) => {
    const g = document.getElementById(id).game;
    return g && { rules: g.rules, komi: g.komi, moves: g.moves, ru: g.sgf.match(/RU\[([^\]]*)\]/)?.[1] };
  }, id);
  for (const id of ['own', 'ing', 'komi', 'src-ing']) await at(p, id, 'A1').waitFor();
  assert.deepEqual(await info('own'), { rules: 'japanese', komi: 6.5, moves: 2, ru: 'Japanese' });
  // rules alone: the record's KM stays (fromSgf's `options.komi ?? KM`).
  assert.deepEqual(await info('ing'), { rules: 'ing', komi: 6.5, moves: 2, ru: 'GOE' });
  assert.deepEqual(await info('komi'), { rules: 'chinese', komi: 0, moves: 2, ru: 'Chinese' });
  assert.deepEqual(await info('src-ing'), { rules: 'ing', komi: 6.5, moves: 2, ru: 'GOE' });
  // A change of the attribute starts the record again under the rules it names.
  await setAttr(p, 'own', 'rules', 'aga');
  assert.deepEqual(await info('own'), { rules: 'aga', komi: 6.5, moves: 2, ru: 'AGA' });
  await setAttr(p, 'own', 'rules', null);
  assert.deepEqual(await info('own'), { rules: 'japanese', komi: 6.5, moves: 2, ru: 'Japanese' });
  // The same with the package: Game.fromSgf(text, { rules: 'ing' }).
  const fromSgf = await p.evaluate(async (text) => {
    const { default: init, Game } = await import('./pkg/index.js');
    await init?.();
    const g = Game.fromSgf(text, { rules: 'ing' });
    return { rules: g.rules.name, komi: g.rules.komi };
  }, JAPANESE).catch((e) => ({ error: String(e) }));
  assert.deepEqual(fromSgf, { rules: 'ing', komi: 6.5 });
  assertQuiet(p);
});

test('P-3: await load(), reset() and set() settle once the board shows it: game and drawing at once', async () => {
  const p = await embed.open('api.html');
  // Each step reads the game and the drawing in the same task as the await.
  const seen = await p.evaluate(async () => {
    const h = window.handle;
    const root = document.getElementById('host').shadowRoot;
    const now = () => [h.game?.size, h.game?.moves, root.querySelector('[data-board-size]')?.dataset.boardSize,
      root.querySelector('.hotstone-embed')?.getAttribute('lang')];
    const out = {};
    await h.ready;
    out.ready = now();
    await h.load('(;SZ[5];B[cc])');
    out.load = now();
    await h.set('lang', 'ja');
    out.lang = now();
    await h.reset();
    out.reset = now();
    await h.set('lesson', null);
    out.lesson = now();
    await h.set('size', 13);
    out.size = now();
    return out;
  });
  assert.deepEqual(seen, {
    ready: [7, 0, '7', 'en'],
    load: [5, 1, '5', 'en'],
    lang: [5, 1, '5', 'ja'],
    reset: [5, 1, '5', 'ja'],
    lesson: [9, 0, '9', 'ja'],
    size: [13, 0, '13', 'ja'],
  });
  // The element's methods are the handle's.
  const el = await embed.open('two.html');
  assert.deepEqual(await el.evaluate(async () => {
    const b = document.getElementById('b');
    await b.load('(;SZ[7];B[dd];W[cc])');
    return [b.game.size, b.game.moves, b.shadowRoot.querySelector('[data-board-size]').dataset.boardSize];
  }), [7, 2, '7']);
  assertQuiet(p);
  assertQuiet(el);
});

test('P-3: a child that is no lesson script (a page\'s fallback) changes nothing: no restart, no new fetch', async () => {
  const p = await embed.open('fallback.html');
  const fetches = [];
  p.on('request', (r) => r.url().includes('/tiny.txt') && fetches.push(r.url()));
  await board(p, 'f').locator('[data-board-size="7"]').waitFor();
  await board(p, 's').locator('[data-board-size="5"]').waitFor();
  const RECORD = '(;SZ[9];B[ee];W[cc])';
  await p.evaluate(async (r) => {
    await document.getElementById('f').load(r);
    await document.getElementById('s').load(r);
    document.getElementById('f-note').remove();
    document.getElementById('s-note').textContent = 'Loaded.';
    await document.getElementById('f').handle.ready;
    await document.getElementById('s').handle.ready;
  }, RECORD);
  assert.deepEqual(await game(p, 'f'), { size: 9, rules: 'japanese', moves: 2 }, 'the loaded game stays');
  assert.deepEqual(await game(p, 's'), { size: 9, rules: 'japanese', moves: 2 });
  assert.deepEqual(fetches, [], 'src is not fetched again');
  // A lesson script added later is still read.
  await p.evaluate(async (lesson) => {
    const script = document.createElement('script');
    script.type = 'text/x-hotstone-lesson';
    script.textContent = lesson;
    document.getElementById('f').append(script);
    await new Promise((r) => setTimeout(r, 0));
    await document.getElementById('f').handle.ready;
  }, LESSON);
  assert.deepEqual(await game(p, 'f'), { size: 5, rules: 'ing', moves: 0 });
  assertQuiet(p);
});

test('P-3: element.on() goes on after the element is taken out of the page and put back (a new handle)', async () => {
  const p = await embed.open('two.html');
  await at(p, 'b', 'A1').waitFor();
  await p.evaluate(async () => {
    const b = document.getElementById('b');
    window.heard = [];
    window.stop = b.on('hotstone-move', (d) => window.heard.push(d.point));
    const fresh = document.createElement('hotstone-board');
    fresh.id = 'fresh';
    fresh.setAttribute('size', '5');
    fresh.on('hotstone-move', (d) => window.heard.push(`fresh ${d.point}`)); // before it is in the page
    const parent = b.parentNode;
    const next = b.nextSibling;
    b.remove();
    await new Promise((r) => setTimeout(r, 50)); // a later task: the old handle is destroyed
    parent.insertBefore(b, next);
    parent.append(fresh);
    await b.handle.ready;
    await fresh.handle.ready;
  });
  await at(p, 'b', 'C3').click();
  await at(p, 'fresh', 'C3').click();
  await p.waitForFunction(() => window.heard.length === 2);
  assert.deepEqual(await p.evaluate(() => window.heard), ['C3', 'fresh C3']);
  // The function on() returned stops it.
  await p.evaluate(() => window.stop());
  await at(p, 'b', 'D4').click();
  await at(p, 'b', 'D4').and(p.locator('[data-stone="white"]')).waitFor();
  assert.deepEqual(await p.evaluate(() => window.heard), ['C3', 'fresh C3']);
  assertQuiet(p);
});

test('P-3: the controls panel: Pass, Undo and Redo for a reader without a keyboard; no Pass when read-only', async () => {
  // The example's free board: two passes by the buttons end the game, Undo takes one back.
  const p = await embed.open('examples/embed/index.html', { viewport: { width: 1000, height: 1800 } });
  const controls = board(p, 'second').getByRole('toolbar', { name: 'Game' });
  await at(p, 'second', 'E5').click();
  await at(p, 'second', 'E5').and(p.locator('[data-stone="black"]')).waitFor();
  await controls.getByRole('button', { name: 'Pass' }).click();
  await controls.getByRole('button', { name: 'Pass' }).click();
  await p.waitForFunction(() => document.getElementById('log').textContent.includes('hotstone-end'));
  assert.equal(await controls.getByRole('button', { name: 'Pass' }).isDisabled(), true, 'no pass after the end');
  await controls.getByRole('button', { name: 'Undo' }).click();
  await p.waitForFunction(() => document.getElementById('second').game.moves === 2);
  assert.equal(await p.evaluate(() => document.getElementById('second').game.end), null);
  await controls.getByRole('button', { name: 'Redo' }).click();
  await p.waitForFunction(() => document.getElementById('second').game.end === 'two-passes');
  assertQuiet(p);

  // A record shown at a move, read-only, in German: Undo and Redo step through it; no Pass.
  const r = await embed.open('readonly.html');
  await r.evaluate(async () => {
    const ro = document.getElementById('ro');
    ro.setAttribute('sgf', '(;SZ[9];B[ee];W[cc];B[gg])');
    ro.setAttribute('move', '1');
    ro.setAttribute('lang', 'de');
    ro.setAttribute('panels', 'controls\nstatus');
    await ro.handle.ready;
  });
  const tools = board(r, 'ro').getByRole('toolbar', { name: 'Partie' });
  assert.deepEqual(await tools.getByRole('button').allTextContents(), ['Zurück', 'Wiederholen']);
  assert.equal(await r.evaluate(() => document.getElementById('ro').game.moves), 1);
  await tools.getByRole('button', { name: 'Wiederholen' }).click();
  await tools.getByRole('button', { name: 'Wiederholen' }).click();
  await r.waitForFunction(() => document.getElementById('ro').game.moves === 3);
  assert.equal(await tools.getByRole('button', { name: 'Wiederholen' }).isDisabled(), true);
  await tools.getByRole('button', { name: 'Zurück' }).click();
  await r.waitForFunction(() => document.getElementById('ro').game.moves === 2);
  assertQuiet(r);
});

test('P-3: a mount() or set() option that does not exist is said in the console, and the board goes on', async () => {
  const p = await embed.open('api.html');
  const seen = await p.evaluate(async () => {
    const { mount } = await import('./pkg/board/index.js');
    const host = document.createElement('div');
    document.body.append(host);
    const h = mount(host, { lessons: 'basic-ko', size: 5, showForbidden: true });
    await h.ready;
    await h.set('showforbidden', false);
    await h.set('komi', 0.5);
    return [h.game.size, h.game.komi];
  });
  assert.deepEqual(seen, [5, 0.5]);
  const warnings = p.problems.filter((m) => m.startsWith('console.warning: <hotstone-board>'));
  assert.equal(warnings.length, 2, p.problems.join('\n'));
  assert.match(warnings[0], /mount: there is no option "lessons"; the options are size, rules, .*lesson/);
  assert.match(warnings[1], /set: there is no option "showforbidden"/);
  assert.deepEqual(p.problems.filter((m) => !warnings.includes(m)), []);
});

test('P-3: a record\'s moves the rules refuse are skipped, and one console.warn says how many', async () => {
  const p = await embed.open('two.html');
  await at(p, 'b', 'A1').waitFor();
  await setAttr(p, 'b', 'sgf', '(;SZ[9];B[ee];B[ff];W[ee];W[cc])');
  assert.deepEqual(await game(p, 'b'), { size: 9, rules: 'japanese', moves: 2 });
  await setAttr(p, 'b', 'sgf', '(;SZ[9];B[ee];W[cc])');
  assert.deepEqual(await game(p, 'b'), { size: 9, rules: 'japanese', moves: 2 });
  assert.deepEqual(p.problems, ['console.warning: <hotstone-board>: the rules refused 2 moves of the record; skipped']);
});

test('P-3: without lang, a board inside another component\'s shadow root takes the page\'s lang', async () => {
  const p = await embed.open('nested.html');
  await p.locator('#card [data-lang="de"]').waitFor();
  assert.match(await p.locator('#card [data-status]').textContent(), /Schwarz ist am Zug/);
  assertQuiet(p);
});

test('P-3: a board whose .wasm cannot be loaded says so in its place; ready rejects; one console.error', async () => {
  const p = await embed.open('broken/index.html', { waitFor: '#e' });
  const message = board(p, 'e').locator('[data-problem="load"]');
  await message.waitFor();
  assert.equal(await message.getAttribute('role'), 'alert');
  assert.match(await message.textContent(), /could not be loaded/);
  const rejected = await p.evaluate(async () => {
    const { mount } = await import('./pkg/board/index.js');
    const h = mount(document.getElementById('host'), { size: 9 });
    try {
      await h.ready;
      return 'resolved';
    } catch (error) {
      return [error instanceof Error, error.message, h.game, Boolean(document.querySelector('#host').shadowRoot.querySelector('[data-problem="load"]'))];
    }
  });
  assert.equal(rejected[0], true);
  assert.match(rejected[1], /could not be loaded from .*hotstone_element_bg\.wasm/);
  assert.deepEqual(rejected.slice(2), [null, true]);
  // The browser's own line for the failed request, then ours once for the page: no
  // unhandled rejection from the element that nobody awaits.
  await p.evaluate(() => document.getElementById('e').setAttribute('size', '13'));
  await p.evaluate(() => new Promise((ok) => setTimeout(ok, 50)));
  const ours = p.problems.filter((m) => m.includes('<hotstone-board>'));
  assert.equal(ours.length, 1, p.problems.join('\n'));
  assert.match(ours[0], /^console.error: <hotstone-board>: the board could not be loaded from /);
  assert.deepEqual(p.problems.filter((m) => !ours.includes(m) && !/404|Failed to load resource|WebAssembly|Incorrect response MIME/.test(m)), [], p.problems.join('\n'));
});

test('P-3: without lang, a board follows the page when the page changes its language in place', async () => {
  const p = await embed.open('two.html');
  await board(p, 'b').locator('[data-status]').waitFor();
  assert.match(await board(p, 'b').locator('[data-status]').textContent(), /Black to move/);
  await p.evaluate(() => { document.documentElement.lang = 'de'; });
  await board(p, 'b').locator('[data-lang="de"]').waitFor();
  assert.match(await board(p, 'b').locator('[data-status]').textContent(), /Schwarz ist am Zug/);
  // A board with a lang of its own keeps it.
  await p.evaluate(() => document.getElementById('a').setAttribute('lang', 'en'));
  await p.evaluate(() => { document.documentElement.lang = 'ja'; });
  await board(p, 'b').locator('[data-lang="ja"]').waitFor();
  assert.equal(await board(p, 'a').locator('[data-lang]').first().getAttribute('data-lang'), 'en');
  assertQuiet(p);
});

test('P-3: a lang the board does not speak is said once in the console, and the board speaks English', async () => {
  const p = await embed.open('two.html');
  await board(p, 'b').locator('[data-status]').waitFor();
  await setAttr(p, 'b', 'lang', 'fr-CA');
  await board(p, 'b').locator('[data-lang="en"]').waitFor();
  assert.match(await board(p, 'b').locator('[data-status]').textContent(), /Black to move/);
  await p.evaluate(() => new Promise((ok) => setTimeout(ok, 50)));
  assert.deepEqual(p.problems, [
    'console.warning: <hotstone-board>: lang "fr-CA" is not one of the board\'s languages (en, de, ja); it speaks English',
  ]);
});
