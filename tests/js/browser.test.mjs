// The package in a browser (P-1): a plain HTML page (examples/js/index.html) imports
// pkg/ with <script type="module"> and no bundler, and plays the seed's triple ko under
// Ing; a second page plays a basic ko. Debian's headless Chromium, as the e2e suite.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync, cpSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { chromium } from 'playwright-core';
import { serveDir } from '../e2e/serve.mjs';
import { watch, assertQuiet } from '../e2e/harness.mjs';
import { root, KO_MOVES } from './load.mjs';

const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'];
let server;
let browser;
let site;

before(async () => {
  // A site of its own: the package and the example page, as a user would copy them.
  site = mkdtempSync(join(tmpdir(), 'hotstone-js-'));
  cpSync(join(root, 'pkg'), join(site, 'pkg'), { recursive: true });
  cpSync(join(root, 'examples/js'), join(site, 'examples/js'), { recursive: true });
  writeFileSync(
    join(site, 'ko.html'),
    `<!doctype html><meta charset="utf-8"><title>ko</title><link rel="icon" href="data:,"><pre id="log"></pre>
<script type="module">
  import init, { Game } from './pkg/index.js';
  await init();
  const game = new Game({ size: 5, rules: 'japanese' });
  const results = ${JSON.stringify(KO_MOVES)}.map((p) => game.play(p));
  results.push(game.play('C3'));
  document.getElementById('log').textContent = JSON.stringify(results);
</script>`,
  );
  server = await serveDir(site);
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', args: ARGS });
});

after(async () => {
  await browser?.close();
  await server?.close();
  if (site) rmSync(site, { recursive: true, force: true });
});

async function open(path) {
  const page = await browser.newPage();
  watch(page);
  const response = await page.goto(server.url + path);
  assert.equal(response.status(), 200);
  return page;
}

test('P-1: a plain HTML page imports the package and refuses both retakes of the triple ko', async () => {
  const page = await open('examples/js/index.html');
  await page.waitForSelector('body[data-done="true"]', { timeout: 15_000 });
  const log = await page.locator('#log').textContent();
  const lines = log.split('\n');
  assert.equal(lines.length, 3);
  assert.match(lines[0], /^black D5: \{"ok":true/);
  for (const line of lines.slice(1)) {
    assert.match(line, /^white C[15]: \{"ok":false,"code":"hot-stone","requirement":"K-2","message":"[^"]+"/);
  }
  assertQuiet(page);
});

test('K-1: a basic ko in the browser', async () => {
  const page = await open('ko.html');
  await page.waitForFunction(() => document.getElementById('log').textContent.length > 0);
  const results = JSON.parse(await page.locator('#log').textContent());
  assert.ok(results.slice(0, -1).every((r) => r.ok));
  const retake = results.at(-1);
  assert.equal(retake.ok, false);
  assert.equal(retake.code, 'ko');
  assert.equal(retake.requirement, 'K-1');
  assertQuiet(page);
});
