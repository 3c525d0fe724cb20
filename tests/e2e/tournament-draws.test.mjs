// The tournament page's results beyond a win (X-1, E-5; 003 a 6, 003 g, 000, 001
// "Suspendierung"): a round robin offers a draw, no result and both lost beside the
// winners' buttons, and the next round is paired; a knockout offers only both lost;
// the entered results read in English, German and Japanese.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { assertQuiet, chooseLanguage, createTournament, shoot, start } from './harness.mjs';

let app;
before(async () => {
  app = await start();
});
after(async () => {
  await app?.close();
});

const open = (page) => page.locator('[data-round] [data-pairing][data-entered="false"]:has(button)');

test('a round robin takes a draw, no result and both lost; the next round is paired', async () => {
  const page = await app.open();
  // Four players: A-D, B-C in round 1; A-C, D-B in round 2.
  await createTournament(page, 'round-robin', 'A\nB\nC\nD');
  let games = open(page);
  assert.equal(await games.count(), 2);
  await games.first().locator('[data-game-result="draw"]').click();
  await page.waitForFunction(() => document.querySelectorAll('[data-entered="true"]').length === 1);
  await open(page).first().locator('[data-game-result="void"]').click();
  await page.waitForSelector('[data-round="2"]');
  await open(page).first().locator('[data-game-result="lost"]').click();
  await page.waitForFunction(() => document.querySelectorAll('[data-round="2"] [data-entered="true"]').length === 1);
  const entered = await page.locator('[data-round="2"] [data-result]').allTextContents();
  assert.deepEqual(entered, ['A and C both lost']);
  // Round 1 under Rounds played: the draw and the game out of the scoring.
  await page.locator('[data-rounds-played] summary').click();
  const played = await page.locator('[data-played-round="1"] [data-result]').allTextContents();
  assert.deepEqual(played, ['A and D drew', 'B – C: no result, out of the scoring']);
  // A and D have half a primary point each, B and C nothing (the void game is no game).
  const wins = await page.locator('[data-standings] tbody tr').evaluateAll((rows) =>
    Object.fromEntries(rows.map((r) => [r.dataset.name, r.cells[2].textContent])));
  assert.equal(wins.A, wins.D);
  assert.notEqual(wins.A, wins.B);
  await shoot(page, 'tournament-draws');

  await chooseLanguage(page, 'de');
  assert.deepEqual(
    await page.locator('[data-played-round="1"] [data-result]').allTextContents(),
    ['A und D: unentschieden', 'B – C: aus der Gesamtwertung herausgenommen'],
  );
  assert.equal(await open(page).first().locator('[data-game-result="lost"]').textContent(), 'Beide verloren');
  await chooseLanguage(page, 'ja');
  assert.deepEqual(
    await page.locator('[data-played-round="1"] [data-result]').allTextContents(),
    ['AとDは引き分け', 'B–C：無効（成績から除外）'],
  );
  await chooseLanguage(page, 'en');
  assertQuiet(page);
});

test('a knockout offers both lost but no draw and no game without result (003 a 6, 003 g)', async () => {
  const page = await app.open();
  await createTournament(page, 'single-elimination', 's1\ns2\ns3\ns4');
  const game = open(page).first();
  assert.equal(await game.locator('[data-game-result="draw"]').count(), 0);
  assert.equal(await game.locator('[data-game-result="void"]').count(), 0);
  await game.locator('[data-game-result="lost"]').click();
  await page.waitForFunction(() => document.querySelectorAll('[data-entered="true"]').length === 1);
  assertQuiet(page);
});
