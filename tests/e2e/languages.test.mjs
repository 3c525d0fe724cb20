// One page per language (issue 17, io/page_lang.rs): the page's loader starts the
// module that speaks the visitor's language, and only that one is downloaded; choosing
// another language in the menu loads its page with the game, the refusal explained and
// the menu's focus kept; a link's `lang` gives way to the menu's choice; should the loader
// and the page ever disagree, the page hands over once.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { assertQuiet, chooseLanguage, newGame, play, point, reloadSaved, start } from './harness.mjs';

let app;
before(async () => {
  app = await start();
});
after(async () => {
  await app?.close();
});

/** The page modules (wasm) a page fetched: 'en', 'de', 'ja'. */
function pageModules(page) {
  const fetched = [];
  page.on('request', (req) => {
    const name = new URL(req.url()).pathname.split('/').pop();
    if (/^hotstone-web-.*_bg\.wasm$/.test(name)) fetched.push('en');
    const m = /^page-(de|ja)_bg\.wasm$/.exec(name);
    if (m) fetched.push(m[1]);
  });
  return fetched;
}

async function openFetching(path, options) {
  const ctx = await app.browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  const page = await ctx.newPage();
  const fetched = pageModules(page);
  page.problems = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') page.problems.push(msg.text());
  });
  page.on('pageerror', (err) => page.problems.push(err.message));
  await page.goto(app.url + path, { waitUntil: 'load' });
  await page.waitForSelector('[data-board-size]');
  return { page, fetched };
}

test('a visitor downloads the page in one language: the link\'s, else the browser\'s', async () => {
  for (const [path, locale, lang, pass] of [
    ['', 'en-US', 'en', 'Pass'],
    ['', 'de-AT', 'de', 'Passen'],
    ['', 'ja-JP', 'ja', 'パス'],
    ['?lang=ja', 'de-DE', 'ja', 'パス'],
    ['?lang=de-CH&projector', 'en-GB', 'de', 'Passen'],
  ]) {
    const { page, fetched } = await openFetching(path, { locale });
    assert.equal(await page.getAttribute('html', 'lang'), lang, `${path} ${locale}`);
    assert.deepEqual(fetched, [lang], `${path} ${locale}: one page module`);
    assert.equal(await page.getByRole('button', { name: pass, exact: true }).count(), 1);
    assert.equal(await page.locator('[data-language]').inputValue(), lang);
    assertQuiet(page);
    await page.context().close();
  }
});

test('choosing a language loads its page: the game, the refusal explained, the focus on the menu', async () => {
  const { page, fetched } = await openFetching('?lesson=basic-ko&rules=japanese&lang=en', { locale: 'en-US' });
  // The lesson's ko: White's retake is refused and explained.
  await play(page, ['C3']);
  await point(page, 'B3').click();
  assert.match(await page.locator('[data-refusal] p').textContent(), /retake the ko at once/);
  const stones = await page.locator('[data-stone]').count();

  await page.locator('[data-language]').focus();
  await chooseLanguage(page, 'de');
  assert.deepEqual(fetched, ['en', 'de']);
  assert.equal(await page.locator('[data-stone]').count(), stones);
  assert.match(await page.locator('[data-refusal] p').textContent(), /darf das Ko nicht sofort zurückschlagen/);
  assert.ok(await page.evaluate(() => document.activeElement.matches('[data-language]')));
  // The link's ?lang=en has left the address: a reload stays German.
  assert.equal(new URL(page.url()).searchParams.get('lang'), null);
  await reloadSaved(page);
  await page.waitForSelector('html[lang="de"] [data-board-size]');
  assert.deepEqual(fetched, ['en', 'de', 'de']);

  await chooseLanguage(page, 'ja');
  await chooseLanguage(page, 'en');
  assert.equal(await page.locator('[data-stone]').count(), stones);
  assert.equal(await page.getAttribute('html', 'lang'), 'en');
  assertQuiet(page);
  await page.context().close();
});

test('a free handicap placement under way comes back in the chosen language (H-1)', async () => {
  const { page } = await openFetching('', { locale: 'en-US' });
  await newGame(page, { size: 9, rules: 'japanese', handicap: 3, style: 'free' });
  await play(page, ['C3', 'G7']);
  assert.match(await page.locator('[data-status]').textContent(), /Place 1 more handicap stone/);
  await chooseLanguage(page, 'de');
  assert.match(await page.locator('[data-status]').textContent(), /Noch 1 Vorgabestein setzen/);
  // The stones placed so far, drawn as ghosts until the last one places them all.
  for (const name of ['C3', 'G7']) assert.equal(await point(page, name).locator('.ghost.black').count(), 1, name);
  await play(page, ['G3']);
  assert.match(await page.locator('[data-to-move]').textContent(), /Weiß ist am Zug/);
  assert.equal(await page.locator('[data-stone="black"]').count(), 3);
  assertQuiet(page);
  await page.context().close();
});

test('passing over a language with the arrow keys does not load it', async () => {
  const { page, fetched } = await openFetching('', { locale: 'en-US' });
  const menu = page.locator('[data-language]');
  await menu.focus();
  // English, German, Japanese: two presses pass over German.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.waitForSelector('html[lang="ja"] [data-language]');
  assert.deepEqual(fetched, ['en', 'ja']);
  assert.equal(await menu.inputValue(), 'ja');
  assert.ok(await page.evaluate(() => document.activeElement.matches('[data-language]')));
  assertQuiet(page);
  await page.context().close();
});

test('without sessionStorage a language chosen in the menu still loads its page', async () => {
  // The handover's hint cannot be written (a quota of 0): the saved preference carries
  // the choice; before, the menu and <html lang> changed and the words did not.
  const ctx = await app.browser.newContext({ locale: 'en-US' });
  await ctx.addInitScript(() => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key, value) {
      if (this === sessionStorage) throw new DOMException('no room', 'QuotaExceededError');
      return setItem.call(this, key, value);
    };
  });
  const page = await ctx.newPage();
  await page.goto(app.url, { waitUntil: 'load' });
  await page.waitForSelector('[data-board-size]');
  await play(page, ['E5']);
  await chooseLanguage(page, 'de');
  assert.equal(await page.getByRole('button', { name: 'Passen', exact: true }).count(), 1);
  assert.equal(await page.locator('[data-stone]').count(), 1);
  await ctx.close();
});

test('a page that reads another language than its loader hands over once', async () => {
  // The loader reads the browser's languages first as English, the page then as German:
  // the English page hands over to the German one, which stays.
  const ctx = await app.browser.newContext({ locale: 'en-US' });
  await ctx.addInitScript(() => {
    let reads = 0;
    Object.defineProperty(Navigator.prototype, 'languages', {
      get: () => (reads++ === 0 && !sessionStorage.getItem('hotstone.page-lang') ? ['en-US'] : ['de-DE']),
    });
    Object.defineProperty(Navigator.prototype, 'language', { get: () => 'de-DE' });
  });
  const page = await ctx.newPage();
  const fetched = pageModules(page);
  await page.goto(app.url, { waitUntil: 'load' });
  await page.waitForSelector('html[lang="de"] [data-board-size]');
  assert.deepEqual(fetched, ['en', 'de']);
  assert.equal(await page.getByRole('button', { name: 'Passen', exact: true }).count(), 1);
  await ctx.close();
});
