// Shared by the e2e suites: dist/ served on a free port, Debian's headless Chromium,
// a fresh browser context per page (its own localStorage), and every console error or
// warning, page error, failed request and HTTP error collected per page.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { serveDir } from './serve.mjs';

const here = dirname(fileURLToPath(import.meta.url));
export const dist = resolve(here, '../../dist');
export const screenshots = join(here, 'screenshots');

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

/**
 * Starts the server (of `dir`, dist/ by default; `headers` sent with every response) and
 * the browser; `close()` stops both.
 */
export async function start(dir = dist, { headers } = {}) {
  assert.ok(existsSync(join(dir, 'index.html')), `no ${dir}/index.html: run trunk build first`);
  const server = await serveDir(dir, 0, { headers });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  return {
    url: server.url,
    browser,
    /**
     * A page in a fresh context at `path` (e.g. `?lesson=basic-ko`), the board drawn
     * (`waitFor`: another selector to wait for).
     */
    async open(path = '', { viewport = { width: 1280, height: 800 }, locale = 'en-US', context, waitFor = '[data-board-size]' } = {}) {
      const ctx = context ?? (await browser.newContext({ viewport, locale }));
      const page = await ctx.newPage();
      watch(page);
      const response = await page.goto(server.url + path, { waitUntil: 'load' });
      assert.equal(response.status(), 200);
      await page.waitForSelector(waitFor, { timeout: 15_000 });
      return page;
    },
    async close() {
      await browser.close();
      await server.close();
    },
  };
}

/** Collects what must never happen into `page.problems`. */
export function watch(page) {
  page.problems = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') {
      page.problems.push(`console.${msg.type()}: ${msg.text()}`);
    }
  });
  page.on('pageerror', (err) => page.problems.push(`page error: ${err.message}`));
  page.on('requestfailed', (req) => page.problems.push(`request failed: ${req.url()}`));
  page.on('response', (res) => {
    if (res.status() >= 400) page.problems.push(`HTTP ${res.status()}: ${res.url()}`);
  });
}

/** No console errors or warnings so far on this page. */
export function assertQuiet(page) {
  assert.deepEqual(page.problems, [], 'console errors or warnings');
}

/**
 * Reloads once the app's writes have landed: it saves after the frame that shows a
 * change is painted (a timeout set from an animation frame, io/browser.rs), so the
 * reload waits for a frame and two timeouts. Its pagehide flush covers a reload before
 * that, but a write during unload may reach the storage after the next page has read it.
 */
export async function reloadSaved(page) {
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => setTimeout(() => setTimeout(done, 0), 0))),
  );
  await page.reload();
}

/**
 * Chooses `lang` in the language menu. The page is built once per language
 * (io/page_lang.rs): the choice loads that language's page, which shows the saved game
 * with its views and the refusal explained before.
 */
export async function chooseLanguage(page, lang) {
  await page.locator('[data-language]').selectOption(lang);
  await page.waitForSelector(`html[lang="${lang}"] [data-language]`);
  // The tournament page (`#tournament`) comes back once its module is loaded again.
  if (new URL(page.url()).hash === '#tournament') await page.waitForSelector('[data-tournament]');
}

/** The element of a point, by name. */
export const point = (page, name) => page.locator(`[data-point="${name}"]`);

/** Clicks the points in turn; `pass` clicks the Pass button. */
export async function play(page, moves) {
  for (const m of moves) {
    if (m === 'pass') await page.getByRole('button', { name: 'Pass', exact: true }).click();
    else await point(page, m).click();
  }
}

/**
 * Starts a new game from the dialog (English labels): `size`, `rules` (preset name),
 * `lesson` (id), `handicap`, `style`, `clock` (none, absolute, byo-yomi, ing-sp, ing-sz),
 * `minutes`, and byo-yomi's `periods` (SZ's overruns) and their `seconds`. Confirms
 * discarding a game in progress.
 */
export async function newGame(
  page,
  { size, rules, lesson, handicap, style, black, white, clock, minutes, periods, seconds } = {},
) {
  await page.getByRole('button', { name: 'New game' }).click();
  const dialog = page.locator('[data-dialog="new-game"]');
  await dialog.waitFor();
  if (lesson !== undefined) await dialog.locator('select[name="start"]').selectOption(lesson);
  if (size !== undefined) await dialog.locator('select[name="size"]').selectOption(String(size));
  if (rules !== undefined) await dialog.locator('select[name="rules"]').selectOption(rules);
  if (handicap !== undefined) {
    await dialog.locator('select[name="handicap"]').selectOption(String(handicap));
  }
  if (style !== undefined) await dialog.locator('select[name="handicap-style"]').selectOption(style);
  if (black !== undefined) await dialog.locator('input[name="black"]').fill(black);
  if (white !== undefined) await dialog.locator('input[name="white"]').fill(white);
  if (clock !== undefined) await dialog.locator('select[name="clock"]').selectOption(clock);
  if (minutes !== undefined) await dialog.locator('input[name="clock-minutes"]').fill(String(minutes));
  if (periods !== undefined) await dialog.locator('input[name="clock-periods"]').fill(String(periods));
  if (seconds !== undefined) await dialog.locator('input[name="clock-seconds"]').fill(String(seconds));
  await dialog.getByRole('button', { name: 'Start' }).click();
  const confirm = dialog.locator('[data-confirm]');
  if (await confirm.count()) await confirm.getByRole('button', { name: 'Discard and start' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** Opens the tournament page and creates a tournament of `system` with these entrants
 * (one a line) and a lot's seed; waits for round 1. */
export async function createTournament(page, system, entrants, seed = '3') {
  await page.locator('[data-open-tournament]').click();
  await page.waitForSelector('[data-tournament]');
  const form = page.locator('[data-tournament-create]');
  await form.locator('select[name="system"]').selectOption(system);
  await form.locator('input[name="seed"]').fill(seed);
  await form.locator('textarea[name="entrants"]').fill(entrants);
  await form.getByRole('button', { name: 'Create' }).click();
  await page.waitForSelector('[data-round="1"]');
}

/** Saves a screenshot under tests/e2e/screenshots/. */
export async function shoot(page, name) {
  mkdirSync(screenshots, { recursive: true });
  await page.screenshot({ path: join(screenshots, `${name}.png`) });
}
