// A strict Content-Security-Policy (issue 39, P-3): examples/embed (over the built
// package, pkg/), the app and its ?embed view (dist/) served with the policy a serious
// site sends draw and play exactly as without it, and the browser reports no
// `securitypolicyviolation` (no inline script or style attribute, no eval, no blob:
// worker). Debian's headless Chromium; the policy is sent as a header on every response.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { assertQuiet, dist, point, shoot, start } from './harness.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'";
const headers = { 'content-security-policy': CSP };

let site;
let embed;
let app;

before(async () => {
  assert.ok(existsSync(join(root, 'pkg/board/index.js')), 'no pkg/board: run bash scripts/package.sh first');
  site = mkdtempSync(join(tmpdir(), 'hotstone-csp-'));
  cpSync(join(root, 'pkg'), join(site, 'pkg'), { recursive: true });
  cpSync(join(root, 'examples/embed'), join(site, 'examples/embed'), { recursive: true });
  writeFileSync(join(site, 'index.html'), '<!doctype html><title>t</title>');
  embed = await start(site, { headers });
  app = await start(dist, { headers });
});

after(async () => {
  await embed?.close();
  await app?.close();
  if (site) rmSync(site, { recursive: true, force: true });
});

/**
 * A context whose pages record every `securitypolicyviolation` from their first script
 * on (Playwright's init script is not itself subject to the page's policy).
 */
async function watched(server, viewport = { width: 1000, height: 1400 }) {
  const context = await server.browser.newContext({ viewport });
  await context.addInitScript(() => {
    window.violations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.violations.push(`${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber} ${e.sample}`);
    }, true);
  });
  return context;
}

const violations = (p) => p.evaluate(() => window.violations);

test('P-3: examples/embed under a strict CSP: three boards drawn, a move played and logged, no violation', async () => {
  const p = await embed.open('examples/embed/index.html', { context: await watched(embed, { width: 1000, height: 1800 }) });
  for (const id of ['triple', 'count', 'second']) await p.locator(`#${id} [data-point="A1"]`).waitFor();
  // The page's own script (a file) logs the second board's events.
  await p.locator('#second [data-point="E5"]').click();
  await p.locator('#second [data-point="E5"][data-stone="black"]').waitFor();
  await p.waitForFunction(() => document.getElementById('log').textContent.includes('hotstone-move'));
  // The triple ko's refusal, the frame's rounded corners set without a style attribute.
  await p.locator('#triple [data-point="D5"]').click();
  await p.locator('#triple [data-point="C5"]').click();
  await p.locator('#triple [data-refusal="hot-stone"]').waitFor();
  const radius = await p.locator('#second .board-frame').evaluate((f) => getComputedStyle(f).borderTopLeftRadius);
  assert.notEqual(radius, '0px', 'the frame has the wood\'s corners');
  // The count opens and steps (its panel, its bowls).
  await p.locator('#count [data-action="open-fill-in"]').click();
  await p.locator('#count [data-fill-in-action="forward"]').click();
  await p.waitForFunction(() => document.getElementById('count').shadowRoot.querySelector('[data-fill-in]').dataset.step === '1');
  assert.deepEqual(await violations(p), []);
  await shoot(p, 'csp-embed-example');
  assertQuiet(p);
});

test('P-3: the app under a strict CSP: its loader, a move, the computer\'s hint in its worker, no violation', async () => {
  const p = await app.open('?lang=en', { context: await watched(app, { width: 1280, height: 800 }) });
  await point(p, 'D4').click();
  await point(p, 'D4').and(p.locator('[data-stone="black"]')).waitFor();
  // The computer player thinks in a Web Worker started from a file.
  await p.locator('[data-hint-button]').click();
  await p.locator('[data-hint-shown]').waitFor({ timeout: 30_000 });
  assert.deepEqual(await violations(p), []);
  await shoot(p, 'csp-app');
  assertQuiet(p);
});

test('P-3: the app\'s ?embed view under a strict CSP: the lesson drawn, a move played, no violation', async () => {
  const p = await app.open('?embed&lesson=basic-ko&show-forbidden&panels=lesson', { context: await watched(app, { width: 640, height: 420 }) });
  await p.locator('[data-lesson]').waitFor();
  const empty = await p.locator('[data-point]:not([data-stone]):not([data-forbidden])').first().getAttribute('data-point');
  await point(p, empty).click();
  await point(p, empty).and(p.locator('[data-stone]')).waitFor();
  assert.deepEqual(await violations(p), []);
  await shoot(p, 'csp-embed-view');
  assertQuiet(p);
});
