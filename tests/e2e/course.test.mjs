// The course and its lesson player (issue 36, L-2, P-3), in Debian's headless Chromium:
// a learner finishes every built-in lesson by its right answers (the ones the player
// shows: each taken as the learner would, a click on the point, a value typed), makes a
// wrong and a refused move and reads the lesson's comment and the rules' reason, and the
// progress survives a reload; in English, German and Japanese, on a 360x740 touch phone
// with the goal and the board on the first screen and nothing scrolling sideways.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { assertQuiet, reloadSaved, shoot, start } from './harness.mjs';

const PHONE = { width: 360, height: 740 };
let app;

before(async () => {
  app = await start();
});
after(async () => {
  await app?.close();
});

const player = (page) => page.locator('[data-course-player]');
const attr = (page, name) => player(page).getAttribute(name);

/** Opens the page at `path` and waits for the course's module. */
async function openCourse(path, options = {}) {
  const page = await app.open(path, { waitFor: '[data-course-host="mounted"]', ...options });
  return page;
}

/** A fresh phone: touch, the page's viewport meta honoured. */
async function phone(path, locale) {
  const context = await app.browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, locale });
  return openCourse(path, { context });
}

/** Waits until the player has taken in the last input (and played a reply owed). */
async function settled(page) {
  await page.waitForSelector('[data-course-player][data-reply-due="false"]');
}

/** Takes one step of the lesson as the learner would, by the answer the player shows. */
async function takeStep(page) {
  const sig = () => page.evaluate(() => {
    const p = document.querySelector('[data-course-player]');
    return `${p.dataset.serial}|${p.dataset.step}|${p.dataset.asking}|${p.dataset.done}`;
  });
  let before = await sig();
  if ((await attr(page, 'data-asking')) === 'false') {
    await page.locator('[data-course-button="next"]').click();
  } else {
    await page.locator('[data-course-button="show-answer"]').click();
    const ghost = page.locator('[data-point]:has(.ghost)').first();
    const value = page.locator('[data-course-value]');
    const said = await page.locator('[data-course-feedback]').textContent();
    before = await sig();
    if (await ghost.count()) {
      await ghost.click();
    } else if (await value.count()) {
      // "The answer: B+5": the value after the colon, typed as the learner would.
      await value.fill(said.split(/[:：]/).at(-1).trim());
      await page.locator('[data-course-button="answer"]').click();
    } else if (/Pass/.test(said)) {
      // A pass is the answer (the ending of a game, White's obligatory pass).
      await page.locator('[data-course-button="pass"]').click();
    } else {
      // Any point of its kind is right (a free placement): an empty point.
      await page.locator('[data-point]:not([data-stone])').first().click();
    }
  }
  await page.waitForFunction((b) => {
    const p = document.querySelector('[data-course-player]');
    return `${p.dataset.serial}|${p.dataset.step}|${p.dataset.asking}|${p.dataset.done}` !== b;
  }, before);
  const outcome = await attr(page, 'data-outcome');
  assert.ok([null, 'right', 'done'].includes(outcome), `${outcome} in ${await attr(page, 'data-course-player')}: ${await page.locator('[data-course-feedback]').textContent()}`);
  await settled(page);
}

/** Finishes the lesson shown by its right answers. */
async function finishLesson(page) {
  for (let i = 0; i < 60 && (await attr(page, 'data-done')) !== 'true'; i++) await takeStep(page);
  assert.equal(await attr(page, 'data-done'), 'true', `${await attr(page, 'data-course-player')} done`);
}

test('L-2: every built-in lesson is finished by its right answers; the contents say so after a reload', async () => {
  const page = await openCourse('?course');
  const ids = await page.locator('[data-course-lesson]').evaluateAll((es) => es.map((e) => e.dataset.courseLesson));
  assert.ok(ids.length >= 25, `${ids.length} lessons`);
  assert.equal(await page.locator('[data-course-progress]').getAttribute('data-course-progress'), `0/${ids.length}`);
  await page.locator(`[data-course-lesson="${ids[0]}"]`).click();
  for (const [k, id] of ids.entries()) {
    await page.waitForSelector(`[data-course-player="${id}"]`);
    await finishLesson(page);
    const next = page.locator('[data-course-next-lesson]');
    if (k + 1 < ids.length) {
      assert.equal(await next.getAttribute('data-course-next-lesson'), ids[k + 1]);
      await next.click();
    }
  }
  await shoot(page, 'course-last-lesson-done');
  await reloadSaved(page);
  await page.waitForSelector('[data-course-player]');
  await page.locator('[data-course-contents-button]').click();
  await page.waitForSelector('[data-course-contents]');
  assert.equal(await page.locator('[data-course-progress]').getAttribute('data-course-progress'), `${ids.length}/${ids.length}`);
  assert.equal(await page.locator('[data-lesson-state="done"]').count(), ids.length);
  assertQuiet(page);
});

/** Clicks `locator` and waits until the player has judged it; its outcome. */
async function judged(page, locator) {
  const serial = await attr(page, 'data-serial');
  await locator.click();
  await page.waitForFunction((s) => document.querySelector('[data-course-player]').dataset.serial !== s, serial);
  await settled(page);
  return attr(page, 'data-outcome');
}

/** On a step that asks for a point: a refused move (a stone already there) and a wrong
 * one (an empty point other than the answer), each explained in words; what was seen. */
async function mistakes(page, seen) {
  const feedback = async () => (await page.locator('[data-course-feedback]').textContent()).trim();
  const stone = page.locator('[data-point][data-stone]').first();
  if (!seen.refused && (await stone.count())) {
    const outcome = await judged(page, stone);
    if (outcome === 'refused') {
      assert.ok((await feedback()).length > 0, 'the refusal has words');
      seen.refused = true;
    }
  }
  if (seen.wrong || (await attr(page, 'data-asking')) !== 'true') return;
  const value = page.locator('[data-course-value]');
  if (await value.count()) {
    // A question whose answer is a number or a result: a wrong one typed.
    for (const typed of ['1', 'B+9']) {
      await value.fill(typed);
      const outcome = await judged(page, page.locator('[data-course-button="answer"]'));
      if (outcome === 'wrong' || outcome === 'not-listed') {
        assert.ok((await feedback()).length > 0, 'a wrong answer has words');
        seen.wrong = true;
        return;
      }
    }
    return;
  }
  await page.locator('[data-course-button="show-answer"]').click();
  const ghost = await page.locator('[data-point]:has(.ghost)').first().getAttribute('data-point').catch(() => null);
  if (!ghost) return;
  const others = page.locator(`[data-point]:not([data-stone]):not([data-point="${ghost}"])`);
  if (!(await others.count())) return;
  const outcome = await judged(page, others.last());
  // A wrong answer the lesson lists has its comment; one it does not list, "not this
  // one: try again" (`not-listed`).
  if (outcome === 'wrong' || outcome === 'not-listed') {
    assert.ok((await feedback()).length > 0, 'a wrong move has words');
    assert.equal(await others.last().getAttribute('data-stone'), null, 'the wrong stone is taken back');
    seen.wrong = true;
  } else if (outcome === 'refused') {
    seen.refused = true;
  }
}

test('L-2: in every built-in lesson a refused and a wrong move are explained, then the right answers finish it', async () => {
  const page = await openCourse('?course');
  const ids = await page.locator('[data-course-lesson]').evaluateAll((es) => es.map((e) => e.dataset.courseLesson));
  await page.locator(`[data-course-lesson="${ids[0]}"]`).click();
  const missing = [];
  for (const [k, id] of ids.entries()) {
    await page.waitForSelector(`[data-course-player="${id}"]`);
    const seen = { wrong: false, refused: false };
    for (let i = 0; i < 60 && (await attr(page, 'data-done')) !== 'true'; i++) {
      if ((!seen.wrong || !seen.refused) && (await attr(page, 'data-asking')) === 'true') await mistakes(page, seen);
      if ((await attr(page, 'data-done')) !== 'true') await takeStep(page);
    }
    assert.equal(await attr(page, 'data-done'), 'true', `${id} done`);
    if (!seen.wrong || !seen.refused) missing.push(`${id} (${Object.keys(seen).filter((k) => !seen[k]).join(', ')})`);
    if (k + 1 < ids.length) await page.locator('[data-course-next-lesson]').click();
  }
  // A lesson whose every question is a number, a pass or any empty point has no wrong
  // point to click, and one on an empty board no stone to refuse: few, and named here.
  assert.ok(missing.length <= 6, `without a wrong or a refused move: ${missing.join('; ')}`);
  assert.ok(missing.every((m) => !/wrong, refused/.test(m)), `each lesson explains one at least: ${missing.join('; ')}`);
  console.log(`lessons without a wrong or a refused move tried: ${missing.join('; ') || 'none'}`);
  assertQuiet(page);
});

const WORDS = {
  en: { lang: 'en-US', wrong: /Wrong: E5 touches D4 only diagonally/, refused: /D4/, done: /Right!/, state: 'done' },
  de: { lang: 'de-DE', wrong: /Falsch: E5 berührt D4 nur schräg/, refused: /D4/, done: /Richtig!/, state: 'erledigt' },
  ja: { lang: 'ja-JP', wrong: /E5はD4と斜めに接しているだけです/, refused: /D4/, done: /正解/, state: '修了' },
};

for (const [lang, w] of Object.entries(WORDS)) {
  test(`L-2, P-3: on a 360x740 touch phone in ${lang}, a wrong and a refused move are explained, the right one finishes the lesson, progress survives a reload`, async () => {
    const page = await phone(`?course=capture-one-stone&lang=${lang}`, w.lang);
    await page.waitForSelector('[data-course-player="capture-one-stone"]');
    // The goal above the board, both on the first screen; nothing scrolls sideways.
    const boxes = await page.evaluate(() => {
      const box = (sel) => document.querySelector(sel).getBoundingClientRect().toJSON();
      return { goal: box('[data-course-goal]'), board: box('.course-board .board-frame'), width: document.documentElement.scrollWidth };
    });
    assert.ok(boxes.goal.bottom <= boxes.board.top, 'the goal above the board');
    assert.ok(boxes.board.bottom <= PHONE.height, `the board on the first screen (${boxes.board.bottom})`);
    assert.ok(boxes.board.left >= 0 && boxes.board.right <= PHONE.width);
    assert.ok(boxes.width <= PHONE.width, `no sideways scroll (${boxes.width})`);
    await shoot(page, `course-phone-${lang}-start`);

    // Wrong: the lesson's comment, the stone taken back.
    await page.locator('[data-point="E5"]').tap();
    await page.waitForSelector('[data-course-player][data-outcome="wrong"]');
    assert.match(await page.locator('[data-course-feedback]').textContent(), w.wrong);
    assert.equal(await page.locator('[data-point="E5"]').getAttribute('data-stone'), null);
    await shoot(page, `course-phone-${lang}-wrong`);
    // Refused by the rules: their reason, in the app's words.
    await page.locator('[data-point="D4"]').tap();
    await page.waitForSelector('[data-course-player][data-outcome="refused"]');
    assert.match(await page.locator('[data-course-feedback]').textContent(), w.refused);
    // Hint marks the area, then the right move finishes the lesson.
    await page.locator('[data-course-button="hint"]').tap();
    assert.ok((await page.locator('.highlight-mark').count()) >= 1, 'the hint marks an area');
    await page.locator('[data-point="E4"]').tap();
    await page.waitForSelector('[data-course-player][data-done="true"]');
    assert.match(await page.locator('[data-course-feedback]').textContent(), w.done);
    assert.equal(await page.locator('[data-point="D4"]').getAttribute('data-stone'), null, 'the white stone is captured');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= PHONE.width, `no sideways scroll (${width})`);
    await shoot(page, `course-phone-${lang}-done`);

    await reloadSaved(page);
    await page.waitForSelector('[data-course-player="capture-one-stone"]');
    await page.locator('[data-course-contents-button]').tap();
    const entry = page.locator('[data-course-lesson="capture-one-stone"]');
    assert.equal(await entry.getAttribute('data-lesson-state'), 'done');
    assert.match(await entry.textContent(), new RegExp(w.state));
    const contentsWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(contentsWidth <= PHONE.width, `the contents do not scroll sideways (${contentsWidth})`);
    await shoot(page, `course-phone-${lang}-contents`);
    assertQuiet(page);
  });
}

test('P-3: PageDown and PageUp step; projector mode shows the goal large; the old ?lesson= is untouched', async () => {
  const page = await openCourse('?course=no-suicide&projector');
  await page.waitForSelector('[data-course-player="no-suicide"][data-step="1"]');
  const goalSize = await page.locator('[data-course-goal]').evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
  assert.ok(goalSize >= 30, `the goal in large type (${goalSize}px)`);
  await page.keyboard.press('PageDown');
  await page.waitForSelector('[data-course-player][data-step="2"]');
  await page.keyboard.press('PageUp');
  await page.waitForSelector('[data-course-player][data-step="1"]');
  await shoot(page, 'course-projector');
  // Back to the board: the page's game, the course's place forgotten.
  await page.locator('[data-course-contents-button]').click();
  await page.locator('[data-course-back]').click();
  await page.waitForSelector('[data-board-size]');
  assertQuiet(page);
  const old = await app.open('?lesson=ko-rule');
  assert.equal(await old.locator('[data-course-host]').count(), 0);
  assertQuiet(old);
});
