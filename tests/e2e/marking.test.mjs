// After play stops (issue 7): a 7x7 game that ends, marking a dead group, the
// agreement merge with one disputed string (C-6), resuming play under Ing to settle it
// (M-5), and territory, area and fill-in side by side (C-1, C-2, C-4, C-5).
// Screenshots of each stage in tests/e2e/screenshots/marking-*.png.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { assertQuiet, chooseLanguage, newGame, play, point, reloadSaved, screenshots, start } from './harness.mjs';

let app;
before(async () => {
  app = await start();
});
after(async () => {
  await app?.close();
});

// Black's wall on row 4, White's on row 3, Black's D2 alone in White's half; two passes.
const GAME = [
  'A4', 'A3', 'B4', 'B3', 'C4', 'C3', 'D4', 'D3', 'E4', 'E3', 'F4', 'F3', 'G4', 'G3', 'D2',
  'pass', 'pass',
];

// The whole page: the panel with its table runs below the board.
async function shoot(page, name) {
  mkdirSync(screenshots, { recursive: true });
  await page.screenshot({ path: join(screenshots, `${name}.png`), fullPage: true });
}

const attr = (page, name, a) => point(page, name).getAttribute(a);
const panel = (page) => page.locator('.marking-panel');

test('C-6: a 7x7 game ends, the suggestion is agreed, a dead group is marked by click and key', async () => {
  const page = await app.open();
  await newGame(page, { size: 7, rules: 'japanese' });
  await play(page, GAME);
  await panel(page).waitFor();
  assert.equal(await panel(page).getAttribute('data-settled'), 'true');
  // The suggestion: D2 dead, White's point; the walls alive.
  assert.equal(await attr(page, 'D2', 'data-dead'), 'true');
  assert.equal(await attr(page, 'D2', 'data-agreement'), 'dead');
  assert.equal(await attr(page, 'D2', 'data-territory'), 'white');
  assert.equal(await attr(page, 'A4', 'data-agreement'), 'alive');
  assert.equal(await attr(page, 'A7', 'data-territory'), 'black');
  assert.equal(await attr(page, 'A1', 'data-territory'), 'white');
  assert.equal(await attr(page, 'D2', 'aria-label'), "D2, black stone, dead, White's territory");
  assert.equal(await attr(page, 'A7', 'aria-label'), "A7, empty, Black's territory");
  // Contract with the fill-in view: present and enabled with no marks changed.
  const fillIn = page.locator('[data-action="open-fill-in"]');
  assert.equal(await fillIn.isEnabled(), true);
  assert.equal(await page.locator('[data-compare] td[data-method]').count(), 3);
  await shoot(page, 'marking-1-suggestion');

  // The polite live region said the end of play once, without a count: the panel
  // shows the suggestion's result, the region waits for a mark (WCAG 4.1.3).
  const live = page.locator('[data-live]');
  assert.equal(await live.getAttribute('aria-live'), 'polite');
  const ended = (await live.textContent()).trim();
  assert.match(ended, /two passes in a row/);
  assert.doesNotMatch(ended, /counting:/);
  const outcome = async () => (await panel(page).locator('.outcome').textContent()).trim();
  const suggested = await outcome();

  // A click marks White's whole wall dead: the lower half turns Black at once.
  await point(page, 'C3').click();
  for (const p of ['A3', 'C3', 'G3']) assert.equal(await attr(page, p, 'data-dead'), 'true');
  assert.equal(await attr(page, 'A1', 'data-territory'), 'black');
  assert.equal(await attr(page, 'C3', 'data-stone'), 'white', 'no stone moved');
  // The region says the mark and the new result, as the panel shows it.
  const flipped = await outcome();
  assert.notEqual(flipped, suggested);
  assert.match(flipped, /^Territory counting: Black wins/);
  assert.equal((await live.textContent()).trim(), `C3 marked dead (7 stones). ${flipped}.`);
  await shoot(page, 'marking-2-wall-dead');

  // Undo mark; then the keyboard: Enter on C3 toggles it again, Space back.
  await page.locator('[data-action="undo-mark"]').click();
  assert.equal(await attr(page, 'C3', 'data-dead'), null);
  assert.equal((await live.textContent()).trim(), `Last mark undone. ${suggested}.`);
  await point(page, 'C3').focus();
  await page.keyboard.press('Enter');
  assert.equal(await attr(page, 'G3', 'data-dead'), 'true');
  await page.keyboard.press(' ');
  assert.equal(await attr(page, 'G3', 'data-dead'), null);
  assert.equal(await page.locator('[data-action="reset-marking"]').isEnabled(), false);

  // A mark survives a reload.
  await point(page, 'C3').click();
  await reloadSaved(page);
  await page.waitForSelector('[data-board-size]');
  await panel(page).waitFor();
  assert.equal(await attr(page, 'E3', 'data-dead'), 'true');
  await page.locator('[data-action="reset-marking"]').click();
  assert.equal(await attr(page, 'E3', 'data-dead'), null);
  assertQuiet(page);
});

test('C-6: each player marks; the merge shows one disputed string and a referee decides', async () => {
  const page = await app.open();
  await newGame(page, { size: 7, rules: 'japanese' });
  await play(page, GAME);
  await panel(page).waitFor();
  await page.locator('[data-choice="each"]').click();
  assert.equal(await panel(page).getAttribute('data-marking'), 'each');
  await page.locator('[data-choice="white"]').click();
  await point(page, 'D2').click(); // White says D2 lives, Black still says dead.
  assert.equal(await panel(page).getAttribute('data-settled'), 'false');
  assert.equal(await attr(page, 'D2', 'data-agreement'), 'disputed');
  assert.match(await attr(page, 'D2', 'aria-label'), /disputed/);
  assert.equal(await attr(page, 'A4', 'data-agreement'), 'alive');
  const disputes = page.locator('[data-disputed]');
  assert.equal(await disputes.count(), 1);
  assert.equal(await disputes.getAttribute('data-disputed'), 'D2');
  assert.equal(await disputes.getAttribute('data-dead-by'), 'black');
  assert.equal(await page.locator('[data-referee]').count(), 1, 'not Ing: a referee');
  assert.equal(await page.locator('[data-action="resume-to-settle"]').count(), 0);
  assert.equal(await page.locator('[data-action="open-fill-in"]').isDisabled(), true);
  assert.equal(await page.locator('[data-compare]').count(), 0, 'no count while disputed');
  await shoot(page, 'marking-3-disputed');
  await page.getByRole('button', { name: 'Projector mode' }).click();
  await shoot(page, 'marking-3-disputed-projector');
  await page.getByRole('button', { name: 'Projector mode' }).click();

  // Black's view agrees: D2 alive for both, settled again.
  await page.locator('[data-choice="black"]').click();
  await point(page, 'D2').click();
  assert.equal(await panel(page).getAttribute('data-settled'), 'true');
  assert.equal(await attr(page, 'D2', 'data-agreement'), 'alive');
  assert.equal(await page.locator('[data-action="open-fill-in"]').isEnabled(), true);
  assertQuiet(page);
});

test('M-5: under Ing a disputed string resumes play on the board', async () => {
  const page = await app.open();
  await newGame(page, { size: 7, rules: 'ing' });
  await play(page, GAME);
  await panel(page).waitFor();
  await page.locator('[data-choice="each"]').click();
  await page.locator('[data-choice="white"]').click();
  await point(page, 'D2').click();
  const resume = page.locator('[data-action="resume-to-settle"]');
  assert.equal(await resume.count(), 1);
  await shoot(page, 'marking-4-ing-dispute');
  await resume.click();
  assert.equal(await panel(page).count(), 0, 'play goes on');
  assert.equal(await attr(page, 'D2', 'data-agreement'), null);
  await play(page, ['D1']);
  assert.equal(await attr(page, 'D1', 'data-stone'), 'white', 'White plays on after the dispute');
  assertQuiet(page);
});

test('C-1, C-4: the comparison of counts, in German on a projector', async () => {
  const page = await app.open('', { viewport: { width: 1600, height: 1000 } });
  await newGame(page, { size: 7, rules: 'japanese' });
  await play(page, GAME);
  await panel(page).waitFor();
  const compare = page.locator('[data-compare]');
  assert.equal(await compare.locator('td[data-method]').count(), 3);
  // The game's komi for all three: the prisoner decides territory for White, Black's
  // extra stone on the board decides area and fill-in (C-1, C-4).
  const results = await compare
    .locator('td[data-result]')
    .evaluateAll((tds) => tds.map((td) => td.getAttribute('data-result')));
  assert.deepEqual(results, ['W+0.5', 'B+0.5', 'B+0.5']);
  assert.equal(await compare.locator('[data-reason="stones-and-prisoners"]').count(), 1);
  await shoot(page, 'marking-5-compare-game-komi');
  await page.locator('[data-compare-komi="customary"]').click();
  assert.equal(
    await page.locator('[data-compare-komi="customary"]').getAttribute('aria-pressed'),
    'true',
  );
  await shoot(page, 'marking-5-compare-customary');
  await page.getByRole('button', { name: 'Projector mode' }).click();
  await chooseLanguage(page, 'de');
  // The page's lang follows in an effect after the render.
  await page.waitForFunction(() => document.documentElement.lang === 'de');
  assert.match(await attr(page, 'D2', 'aria-label'), /tot/);
  await shoot(page, 'marking-6-projector-de');
  await chooseLanguage(page, 'ja');
  await page.waitForFunction(() => document.documentElement.lang === 'ja');
  await shoot(page, 'marking-7-ja');
  assertQuiet(page);
});

test('the marking panel and the comparison fit a phone', async () => {
  const page = await app.open('', { viewport: { width: 390, height: 844 } });
  await newGame(page, { size: 7, rules: 'ing' });
  await play(page, GAME);
  await panel(page).waitFor();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 390, `no sideways scrolling (${width}px)`);
  await shoot(page, 'marking-8-phone');
  assertQuiet(page);
});

test('the counts say "1 prisoner", and no "Why they differ" when all methods agree', async () => {
  const page = await app.open();
  await newGame(page, { size: 9, rules: 'japanese' });
  const walls = [];
  for (let row = 1; row <= 9; row++) walls.push(`D${row}`, `E${row}`);
  await play(page, [...walls, 'B5', 'C5', 'pass', 'pass']);
  await panel(page).waitFor();
  const counts = await page.locator('.side-count').allTextContents();
  assert.ok(counts.some((c) => /\+ 1 prisoner =/.test(c)), counts.join(' | '));
  assert.ok(counts.every((c) => !/\b1 prisoners\b|\b1 stones\b/.test(c)), counts.join(' | '));
  const compare = page.locator('[data-compare]');
  assert.equal(await compare.getAttribute('data-agree'), 'true');
  assert.match(await compare.locator('.verdict').textContent(), /All three methods give the same result/);
  assert.doesNotMatch(await compare.textContent(), /Why they differ/);
  await page.screenshot({ path: '/tmp/wt-app-shots/marking-agree-en.png', fullPage: true });
  await chooseLanguage(page, 'de');
  await page.waitForFunction(() => document.documentElement.lang === 'de');
  const de = await page.locator('.side-count').allTextContents();
  assert.ok(de.some((c) => /\+ 1 Gefangener =/.test(c)), de.join(' | '));
  assert.doesNotMatch(await compare.textContent(), /Warum sie sich unterscheiden/);
  await page.screenshot({ path: '/tmp/wt-app-shots/marking-agree-de.png', fullPage: true });
  await chooseLanguage(page, 'ja');
  await page.waitForFunction(() => document.documentElement.lang === 'ja');
  await page.screenshot({ path: '/tmp/wt-app-shots/marking-agree-ja.png', fullPage: true });
  assertQuiet(page);
});

test('X-3: a school-team referee gives Black a consultation penalty and the result turns', async () => {
  const page = await app.open('', { viewport: { width: 1280, height: 1000 } });
  await newGame(page, { size: 7, rules: 'school-team' });
  await play(page, GAME);
  await panel(page).waitFor();
  const result = page.locator('.marking-panel .result');
  // Territory, komi 5: Black 21, White 14 and D2 as a prisoner.
  assert.equal(await result.getAttribute('data-result'), 'B+1');
  assert.equal(await page.locator('[data-penalty]').count(), 0);
  const group = page.getByRole('group', { name: 'Team penalties (X-3)' });
  assert.equal(await group.getByRole('button').count(), 4, 'two offences against either side');

  // By keyboard: consultation costs Black 10 points (000, X-3).
  await group.getByRole('button', { name: 'Penalty against Black: consultation (10 points)' }).focus();
  await page.keyboard.press('Enter');
  assert.equal(await result.getAttribute('data-result'), 'W+9');
  const listed = page.locator('[data-penalty="black consultation"]');
  assert.match(await listed.textContent(), /^Black pays 10 points: consultation \(X-3\)/);
  assert.equal(
    (await page.locator('[data-live]').textContent()).trim(),
    'Black pays 10 points: consultation (X-3). Territory counting: White wins by 9 (W+9).',
    'the penalty and the result it leads to',
  );
  // The comparison counts it too, under every method.
  const results = await page
    .locator('[data-compare] td[data-result]')
    .evaluateAll((tds) => tds.map((td) => td.getAttribute('data-result')));
  assert.ok(results.every((r) => r.startsWith('W+')), results.join(' '));
  await shoot(page, 'marking-9-school-team-penalty');

  // Kept across a reload, like the marks; then in German.
  await reloadSaved(page);
  await panel(page).waitFor();
  assert.equal(await result.getAttribute('data-result'), 'W+9');
  await chooseLanguage(page, 'de');
  await page.waitForFunction(() => document.documentElement.lang === 'de');
  assert.match(await listed.textContent(), /^Schwarz zahlt 10 Punkte: Absprache \(X-3\)/);
  await shoot(page, 'marking-9-school-team-penalty-de');
  await chooseLanguage(page, 'en');
  await page.waitForFunction(() => document.documentElement.lang === 'en');

  // Taken back by its named button: Black's point again.
  await page.getByRole('button', { name: 'Remove: Black pays 10 points: consultation (X-3)' }).click();
  assert.equal(await result.getAttribute('data-result'), 'B+1');
  assert.equal(await page.locator('[data-penalty]').count(), 0);

  // A move-order penalty, then play resumes (Undo): two passes again start without it.
  await group.getByRole('button', { name: 'Penalty against White: wrong move order (1 point)' }).click();
  assert.equal(await result.getAttribute('data-result'), 'B+2');
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  assert.equal(await panel(page).count(), 0);
  await play(page, ['pass']);
  await panel(page).waitFor();
  assert.equal(await result.getAttribute('data-result'), 'B+1');
  assert.equal(await page.locator('[data-penalty]').count(), 0);
  assertQuiet(page);
});

test('X-3: team penalties are offered under the school-team preset only', async () => {
  const page = await app.open();
  await newGame(page, { size: 7, rules: 'japanese' });
  await play(page, GAME);
  await panel(page).waitFor();
  assert.equal(await page.locator('.marking-panel .result').count(), 1);
  assert.equal(await page.locator('[data-penalties]').count(), 0);
  assertQuiet(page);
});

test('under the beginners\' rules the other counts are folded away, one click from a teacher', async () => {
  const page = await app.open();
  await newGame(page, { size: 7, rules: 'simple' });
  await play(page, GAME);
  await panel(page).waitFor();
  // 004's leaflet counts by area: that result is shown; the comparison is closed.
  assert.match(await page.locator('.marking-panel .result').textContent(), /Area counting/);
  const compare = page.locator('details[data-compare]');
  assert.equal(await compare.getAttribute('open'), null);
  assert.equal(await compare.locator('table').isVisible(), false);
  assert.doesNotMatch((await page.locator('[data-action="open-fill-in"]').getAttribute('class')) ?? '', /primary/);
  await compare.locator('summary').click();
  assert.equal(await compare.locator('table').isVisible(), true);
  // Under Ing the comparison stays open, and the fill-in count is the primary action.
  await newGame(page, { size: 7, rules: 'ing' });
  await play(page, GAME);
  await panel(page).waitFor();
  assert.equal(await page.locator('div[data-compare] table').isVisible(), true);
  assert.match(await page.locator('[data-action="open-fill-in"]').getAttribute('class'), /primary/);
  assertQuiet(page);
});
