// The package through Vite (issue 39, P-1, P-3), as a site builds it: a small page whose
// script imports `hotstone` and `hotstone/board` (the latter for its side effect alone),
// built by `vite build` with its defaults, served as built and opened in Debian's headless
// Chromium: the rules answer a basic ko, and the element is defined and draws its board.
// (esbuild's builds of the same imports: bundle.test.mjs.)
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { build } from 'vite';
import { chromium } from 'playwright-core';
import { serveDir } from '../e2e/serve.mjs';
import { watch, assertQuiet } from '../e2e/harness.mjs';
import { root, KO_MOVES } from './load.mjs';

const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'];
let site;

before(() => {
  // The package installed as npm would put it: Vite resolves both names through its
  // `exports` and keeps `hotstone/board` for its `sideEffects`.
  site = mkdtempSync(join(tmpdir(), 'hotstone-vite-'));
  cpSync(join(root, 'pkg'), join(site, 'node_modules/hotstone'), {
    recursive: true,
    filter: (src) => !src.endsWith('.tgz'),
  });
  writeFileSync(join(site, 'index.html'), `<!doctype html><html lang="en"><meta charset="utf-8"><title>vite</title>
<link rel="icon" href="data:,"><body><pre id="log"></pre>
<hotstone-board id="b" size="9" panels="status"></hotstone-board>
<script type="module" src="/main.js"></script></body></html>`);
  writeFileSync(join(site, 'main.js'), `import init, { Game } from 'hotstone';
import 'hotstone/board';
await init();
const game = new Game({ size: 5, rules: 'japanese' });
const results = ${JSON.stringify(KO_MOVES)}.map((p) => game.play(p));
results.push(game.play('C3'));
document.getElementById('log').textContent = JSON.stringify(results);
`);
});

after(() => {
  if (site) rmSync(site, { recursive: true, force: true });
});

test('P-1, P-3: vite build of a page importing hotstone and hotstone/board: the ko refused, the element drawn', async () => {
  const warnings = [];
  await build({
    root: site,
    logLevel: 'silent',
    configFile: false,
    customLogger: {
      info() {}, warnOnce: (m) => warnings.push(m), warn: (m) => warnings.push(m), error: (m) => warnings.push(m),
      clearScreen() {}, hasErrorLogged: () => false, hasWarned: false,
    },
    build: { outDir: join(site, 'dist'), emptyOutDir: true },
  });
  assert.deepEqual(warnings, [], 'vite build said nothing');
  const server = await serveDir(join(site, 'dist'));
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', args: ARGS });
  try {
    const page = await browser.newPage();
    watch(page);
    assert.equal((await page.goto(server.url)).status(), 200);
    await page.waitForFunction(() => document.getElementById('log').textContent.length > 0);
    const results = JSON.parse(await page.locator('#log').textContent());
    assert.ok(results.slice(0, -1).every((r) => r.ok));
    assert.equal(results.at(-1).code, 'ko');
    assert.equal(results.at(-1).requirement, 'K-1');
    // The element, kept for its side effect: its board drawn in its shadow root, a move played.
    await page.locator('#b [data-point="E5"]').click();
    await page.locator('#b [data-point="E5"][data-stone="black"]').waitFor();
    assertQuiet(page);
  } finally {
    await browser.close();
    await server.close();
  }
});
