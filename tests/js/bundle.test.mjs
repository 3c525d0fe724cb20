// The package through a bundler (P-1, issue 15): a site that builds with esbuild (as Vite
// does for its dependencies; webpack refuses `node:` imports the same way) imports
// `hotstone` and `hotstone/board` by name for the browser. The entry named
// `node:fs/promises` once, which esbuild refused ("Could not resolve"); now the build is
// clean and its bundle plays a basic ko in Debian's headless Chromium.
import assert from 'node:assert/strict';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { serveDir } from '../e2e/serve.mjs';
import { watch, assertQuiet } from '../e2e/harness.mjs';
import { root, KO_MOVES } from './load.mjs';

const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'];
let site;

before(() => {
  // A site with the package installed as npm would put it, so that esbuild resolves
  // `hotstone` and `hotstone/board` through the package's own `exports`.
  site = mkdtempSync(join(tmpdir(), 'hotstone-bundle-'));
  cpSync(join(root, 'pkg'), join(site, 'node_modules/hotstone'), {
    recursive: true,
    filter: (src) => !src.endsWith('.tgz'),
  });
  writeFileSync(
    join(site, 'ko.mjs'),
    `import init, { Game } from 'hotstone';
await init();
const game = new Game({ size: 5, rules: 'japanese' });
const results = ${JSON.stringify(KO_MOVES)}.map((p) => game.play(p));
results.push(game.play('C3'));
document.getElementById('log').textContent = JSON.stringify(results);
`,
  );
  // esbuild's default format for the browser: no import.meta, so the page names the
  // .wasm's address to init() itself.
  writeFileSync(
    join(site, 'ko-iife.mjs'),
    `import init, { Game } from 'hotstone';
(async () => {
  await init(window.WASM_URL);
  const game = new Game({ size: 5, rules: 'japanese' });
  const results = ${JSON.stringify(KO_MOVES)}.map((p) => game.play(p));
  results.push(game.play('C3'));
  document.getElementById('log').textContent = JSON.stringify(results);
})();
`,
  );
  writeFileSync(join(site, 'board.mjs'), `import { mount } from 'hotstone/board';\nwindow.mount = mount;\n`);
  // docs/embed.md's bare import: the element is defined for its side effect alone.
  writeFileSync(join(site, 'bare-board.mjs'), `import 'hotstone/board';\n`);
});

after(() => {
  if (site) rmSync(site, { recursive: true, force: true });
});

/** esbuild's build for the browser, its messages as text. */
async function bundle(entry, outfile, format = 'esm') {
  const result = await build({
    absWorkingDir: site,
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'browser',
    format,
    logLevel: 'silent',
  }).catch((e) => e);
  const said = (list) => (list ?? []).map((m) => `${m.location?.file ?? ''}: ${m.text}`);
  return { errors: said(result.errors), warnings: said(result.warnings) };
}

test('P-1: esbuild bundles `hotstone` for the browser without errors or warnings', async () => {
  const { errors, warnings } = await bundle('ko.mjs', 'dist/ko.js');
  assert.deepEqual(errors, []);
  assert.deepEqual(warnings, []);
});

test('P-3: esbuild bundles `hotstone/board` for the browser without errors or warnings', async () => {
  const { errors, warnings } = await bundle('board.mjs', 'dist/board.js');
  assert.deepEqual(errors, []);
  assert.deepEqual(warnings, []);
});

test('issue 39: a bare `import "hotstone/board"` is kept by esbuild and defines the element', async () => {
  const { errors, warnings } = await bundle('bare-board.mjs', 'dist/bare-board.js');
  assert.deepEqual(errors, []);
  assert.deepEqual(warnings, []);
  const out = readFileSync(join(site, 'dist/bare-board.js'), 'utf8');
  assert.match(out, /customElements\.define\(/);
  assert.match(out, /hotstone-board/);
});

for (const [format, html, script] of [
  ['esm', 'ko.html', '<script type="module" src="dist/ko.js"></script>'],
  ['iife', 'ko-iife.html', '<script>window.WASM_URL = "dist/hotstone_bg.wasm";</script><script src="dist/ko-iife.js"></script>'],
]) test(`K-1: the bundle (esbuild, ${format}) plays a basic ko in a browser`, async () => {
  const { errors } = format === 'esm' ? await bundle('ko.mjs', 'dist/ko.js') : await bundle('ko-iife.mjs', 'dist/ko-iife.js', 'iife');
  assert.deepEqual(errors, []);
  // The .wasm beside the bundle: `new URL('./hotstone_bg.wasm', import.meta.url)`, or
  // the address given to init().
  mkdirSync(join(site, 'dist'), { recursive: true });
  cpSync(join(site, 'node_modules/hotstone/hotstone_bg.wasm'), join(site, 'dist/hotstone_bg.wasm'));
  writeFileSync(
    join(site, html),
    `<!doctype html><meta charset="utf-8"><title>ko</title><link rel="icon" href="data:,"><pre id="log"></pre>${script}`,
  );
  const server = await serveDir(site);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', args: ARGS });
  try {
    const page = await browser.newPage();
    watch(page);
    assert.equal((await page.goto(`${server.url}${html}`)).status(), 200);
    await page.waitForFunction(() => document.getElementById('log').textContent.length > 0);
    const results = JSON.parse(await page.locator('#log').textContent());
    assert.ok(results.slice(0, -1).every((r) => r.ok));
    assert.equal(results.at(-1).code, 'ko');
    assert.equal(results.at(-1).requirement, 'K-1');
    assertQuiet(page);
  } finally {
    await browser.close();
    await server.close();
  }
});
