// Issue 15's "done when", as a newcomer does it: the package packed (`npm pack` of pkg/,
// so the tarball is never older than the build), installed by npm into an empty folder,
// and the README's two snippets, taken verbatim from the README, run there: the
// five-line Node script and the plain HTML page beside node_modules/. Both play the
// seed's triple ko under Ing and read each refusal as a value with its message (K-2).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { chromium } from 'playwright-core';
import { serveDir } from '../e2e/serve.mjs';
import { watch, assertQuiet } from '../e2e/harness.mjs';
import { root, pkg } from './load.mjs';

const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'];
const readme = readFileSync(join(root, 'README.md'), 'utf8');
/** The README's code block that follows `after`. */
const snippet = (after, lang) => readme.split(after)[1].split('```' + lang + '\n')[1].split('```')[0];

let folder;
before(() => {
  folder = mkdtempSync(join(tmpdir(), 'hotstone-newcomer-'));
  const packed = join(folder, 'packed');
  mkdirSync(packed);
  execFileSync('npm', ['pack', '--silent', '--pack-destination', packed], { cwd: pkg, stdio: 'ignore' });
  const [tgz] = readdirSync(packed).filter((f) => /^hotstone-.*\.tgz$/.test(f));
  assert.ok(tgz, 'npm pack wrote hotstone-VERSION.tgz');
  const site = join(folder, 'site');
  mkdirSync(site);
  // The package has no dependencies: installing its tarball needs no registry.
  execFileSync('npm', ['install', '--offline', '--no-audit', '--no-fund', '--silent', join(packed, tgz)], {
    cwd: site,
    stdio: 'ignore',
  });
});

after(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
});

test("issue 15, K-2: the README's five-line Node script refuses both retakes of the triple ko", () => {
  const script = snippet("from a five-line Node script (`node ko.mjs`):", 'js');
  assert.ok(script.split('\n').filter((l) => l.trim() && !l.trim().startsWith('//')).length <= 5, script);
  const site = join(folder, 'site');
  writeFileSync(join(site, 'ko.mjs'), script);
  const out = execFileSync('node', ['ko.mjs'], { cwd: site, encoding: 'utf8' });
  const answers = out.split(/\n(?=[A-T]\d+ \{)/);
  assert.equal(answers.length, 3, out);
  assert.match(answers[0], /^D5 \{[^]*ok: true[^]*captured: \[ 'C5' \]/);
  for (const [k, stone] of [[1, 'D5'], [2, 'D1']]) {
    assert.match(answers[k], /ok: false/);
    assert.match(answers[k], /code: 'hot-stone'/);
    assert.match(answers[k], /requirement: 'K-2'/);
    assert.match(answers[k], /message: 'White may not take back a hot stone at once/);
    assert.match(answers[k], new RegExp(`stones: \\[ '${stone}' \\]`));
  }
});

test("issue 15, K-2: the README's plain HTML page beside node_modules/ refuses both retakes", async () => {
  const site = join(folder, 'site');
  const html = snippet('and from a plain HTML file beside `node_modules/`', 'html');
  writeFileSync(join(site, 'index.html'), `<!doctype html><meta charset="utf-8"><link rel="icon" href="data:,">\n${html}`);
  const server = await serveDir(site);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', args: ARGS });
  try {
    const page = await browser.newPage();
    watch(page);
    await page.goto(server.url + 'index.html');
    await page.waitForFunction(() => document.getElementById('log').textContent.split('\n').length > 3);
    const lines = (await page.locator('#log').textContent()).trim().split('\n');
    assert.equal(lines.length, 3, lines.join('\n'));
    const answers = lines.map((line) => JSON.parse(line.slice(line.indexOf(' ') + 1)));
    assert.equal(answers[0].ok, true);
    assert.deepEqual(answers[0].captured, ['C5']);
    for (const [k, stone] of [[1, 'D5'], [2, 'D1']]) {
      assert.equal(answers[k].ok, false);
      assert.equal(answers[k].code, 'hot-stone');
      assert.equal(answers[k].requirement, 'K-2');
      assert.match(answers[k].message, /^White may not take back a hot stone at once/);
      assert.deepEqual(answers[k].stones, [stone]);
    }
    assertQuiet(page);
  } finally {
    await browser.close();
    await server.close();
  }
});
