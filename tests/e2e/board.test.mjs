// The built page (dist/, from `trunk build`) in Debian's headless Chromium.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { serveDir } from './serve.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const dist = resolve(here, '../../dist');
const screenshots = join(here, 'screenshots');

// Never a downloaded browser: Debian's chromium, quiet on the network.
const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

let server;
let browser;
let page;
/** Console errors and warnings, page errors and failed requests, as text. */
const problems = [];

before(async () => {
  assert.ok(existsSync(join(dist, 'index.html')), `no ${dist}/index.html: run trunk build first`);
  server = await serveDir(dist);
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  page = await browser.newPage({ viewport: { width: 720, height: 800 } });
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') {
      problems.push(`console.${msg.type()}: ${msg.text()}`);
    }
  });
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  page.on('requestfailed', (req) => problems.push(`request failed: ${req.url()}`));
  page.on('response', (res) => {
    if (res.status() >= 400) problems.push(`HTTP ${res.status()}: ${res.url()}`);
  });
  const response = await page.goto(server.url, { waitUntil: 'load' });
  assert.equal(response.status(), 200);
  await page.waitForSelector('[data-board-size="9"]', { timeout: 15_000 });
});

after(async () => {
  await browser?.close();
  await server?.close();
});

test('the page is titled Hotstone', async () => {
  assert.equal(await page.title(), 'Hotstone');
});

test('the 9x9 board has 81 named points', async () => {
  assert.equal(await page.locator('[data-point]').count(), 81);
  assert.equal(await page.locator('[data-point="I9"]').count(), 0, 'column I is skipped');
  const e5 = page.locator('[data-point="E5"]');
  assert.equal(await e5.count(), 1);
  assert.match(await e5.getAttribute('aria-label'), /empty/);
  // The accessible name, as a screen reader gets it.
  assert.equal(await page.getByRole('img', { name: 'E5, empty' }).count(), 1);
});

test('the board is drawn and fits the viewport', async () => {
  const box = await page.locator('[data-board-size="9"]').boundingBox();
  assert.ok(box && box.width > 300 && box.height > 300, `board box ${JSON.stringify(box)}`);
  const a1 = await page.locator('[data-point="A1"]').boundingBox();
  const j9 = await page.locator('[data-point="J9"]').boundingBox();
  assert.ok(a1.x < j9.x && a1.y > j9.y, 'A1 bottom left, J9 top right');
  mkdirSync(screenshots, { recursive: true });
  await page.screenshot({ path: join(screenshots, 'board-9x9.png') });
});

test('no console errors or warnings', () => {
  assert.deepEqual(problems, []);
});
