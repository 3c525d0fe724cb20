// The tournament page's results beyond the plain forms (issue 19): a played board opened
// from its SGF (a game, and the boards of a team match), a result other than the last
// corrected, a play-off or lot where the standings share a place, Undo across all
// of them; bad records refused with the reason, changing nothing; three languages.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { assertQuiet, chooseLanguage, createTournament, shoot, reloadSaved, start } from './harness.mjs';

let app;
before(async () => {
  app = await start();
});
after(async () => {
  await app?.close();
});

/** Opens `text` as the SGF of the file input `input`. */
async function openRecord(input, text, name = 'board.sgf') {
  await input.setInputFiles({ name, mimeType: 'application/x-go-sgf', buffer: Buffer.from(text) });
}

/** The open game of the round: its two players, as the page lists them. */
async function openGame(page) {
  const game = page.locator('[data-round] [data-pairing][data-entered="false"]:has(button)').first();
  const players = (await game.locator('.entrants').textContent()).split(' – ');
  return { game, players };
}

// A cycle: everyone wins once, so all three are equal on every criterion.
const BEATS = new Set(['Ing>Kato', 'Kato>Lee', 'Lee>Ing']);
const winnerOf = ([a, b]) => (BEATS.has(`${a}>${b}`) ? a : b);

const standingNames = (page) =>
  page.locator('[data-standings] tbody tr').evaluateAll((rows) => rows.map((r) => r.dataset.name));

test('a game from its SGF, a correction, a play-off or lot, and undo across them', async () => {
  const page = await app.open();
  await createTournament(page, 'round-robin', 'Ing\nKato\nLee');

  // Round 1 from the played game's record; bad records first: nothing is entered.
  let { game, players } = await openGame(page);
  const input = game.locator('[data-record-input]');
  await openRecord(input, '(;SZ[9]PB[Ing');
  await page.waitForSelector('[data-record-error]');
  assert.match(await game.locator('[data-record-error]').textContent(), /Not a readable SGF game record: .*Nothing was entered\./);
  await openRecord(input, `(;SZ[9]PB[Lee Chang]PW[${players[1]}]RE[B+R])`);
  await page.waitForFunction(() => /Lee Chang/.test(document.querySelector('[data-record-error]')?.textContent));
  assert.match(
    await game.locator('[data-record-error]').textContent(),
    new RegExp(`The record's players \\(Black: Lee Chang, White: ${players[1]}\\) are not the ones of this pairing`),
  );
  await openRecord(input, `(;SZ[9]PB[${players[0]}]PW[${players[1]}];B[ee];W[cc])`);
  await page.waitForFunction(() => /has no result/.test(document.querySelector('[data-record-error]')?.textContent));
  assert.equal(await page.locator('[data-entered="true"]').count(), 0);
  assert.equal(await page.locator('[data-round="1"]').count(), 1);

  const first = winnerOf(players);
  const re = first === players[0] ? 'B+R' : 'W+R';
  await openRecord(input, `(;SZ[9]PB[${players[0]}]PW[${players[1]}]RE[${re}];B[ee];W[cc])`);
  const proposal = game.locator('[data-record-proposal]');
  await proposal.waitFor();
  assert.equal(
    await proposal.locator('p').textContent(),
    `The record: ${players[0]} (Black) – ${players[1]} (White), ${re}.`,
  );
  assert.equal(await page.locator('[data-record-error]').count(), 0, 'the proposal replaces the error');
  await shoot(page, 'tournament-sgf-proposal');
  assert.equal(await page.locator('[data-round="1"]').count(), 1, 'nothing entered before it is taken');
  await proposal.getByRole('button', { name: `Use this result: ${first} won` }).click();
  await page.waitForSelector('[data-round="2"]');

  // Rounds 2 and 3 by the buttons, completing the cycle.
  for (const round of [2, 3]) {
    ({ game, players } = await openGame(page));
    await game.getByRole('button', { name: `${winnerOf(players)} won` }).click();
    await page.waitForSelector(round === 3 ? '[data-tournament-over]' : `[data-round="${round + 1}"]`);
  }
  assert.deepEqual(
    await page.locator('[data-standings] tbody tr').evaluateAll((rows) => rows.map((r) => r.dataset.place)),
    ['1', '1', '1'],
  );
  const decision = page.locator('[data-decision]');
  assert.equal(await decision.count(), 1);
  assert.match(await decision.textContent(), /Equal on every criterion: .*Enter the play-off or lot, best first\./);
  const tied = await standingNames(page);

  // Correct round 1 (not the last result): the other player won it.
  const played = page.locator('[data-rounds-played]');
  await played.locator('summary').click();
  const round1 = played.locator('[data-played-round="1"] [data-pairing][data-entered="true"]');
  const before = await round1.locator('[data-result]').textContent();
  await round1.locator('[data-correct]').click();
  assert.match(await round1.locator('[data-correcting] h4').textContent(), /Correct the result of round 1/);
  const [a, b] = (await round1.locator('.entrants').textContent()).split(' – ');
  const other = first === a ? b : a;
  await shoot(page, 'tournament-correction');
  await round1.getByRole('button', { name: `${other} won` }).click();
  await page.waitForFunction(
    (text) => document.querySelector('[data-played-round="1"] [data-result]')?.textContent !== text,
    before,
  );
  assert.equal(await page.locator('[data-tournament-error]').count(), 0);
  assert.equal(await round1.locator('[data-result]').textContent(), `${other} beat ${first}`);
  assert.equal((await standingNames(page))[0], other, 'two wins now');
  assert.equal(await page.locator('[data-decision]').count(), 0, 'no tie left');
  assert.equal(await page.locator('[data-tournament-over]').count(), 1, 'nothing else lost');

  // Undo takes the correction back: the tie returns.
  await page.locator('[data-tournament-undo]').click();
  await page.waitForSelector('[data-decision]');
  assert.equal(await round1.locator('[data-result]').textContent(), before);

  // The play-off or lot: Lee, Ing, Kato.
  const order = ['Lee', 'Ing', 'Kato'];
  for (let i = 0; i < 3; i++) {
    await decision.locator(`select[name="decision-${i + 1}"]`).selectOption(order[i]);
  }
  await shoot(page, 'tournament-decision');
  await decision.getByRole('button', { name: 'Enter the play-off or lot' }).click();
  await page.waitForSelector('[data-decision]', { state: 'detached' });
  assert.deepEqual(await standingNames(page), order);
  assert.deepEqual(
    await page.locator('[data-standings] td[data-reason]').evaluateAll((cells) => cells.map((c) => c.dataset.reason)),
    ['decision', 'decision', 'decision'],
  );
  assert.match(await page.locator('[data-standings] tbody tr').first().textContent(), /ahead by play-off or lot/);

  // It survives a reload, and so does Undo's history: the decision, then round 3's
  // result are taken back.
  await reloadSaved(page);
  await page.waitForSelector('[data-tournament-over]');
  assert.deepEqual(await standingNames(page), order);
  await page.locator('[data-tournament-undo]').click();
  await page.waitForSelector('[data-decision]');
  assert.equal(await page.locator('[data-tournament-over]').count(), 1);
  await page.locator('[data-tournament-undo]').click();
  await page.waitForSelector('[data-round="3"]');
  assert.deepEqual(tied.slice().sort(), order.slice().sort());
  assertQuiet(page);
});

test('a team match filled in from its boards\' records, board 1 deciding the colours', async () => {
  const page = await app.open();
  await createTournament(page, 'school-team', '5a: Ali, Bea\n5b: Cem, Dana');
  const match = page.locator('[data-pairing][data-entered="false"]').first();
  const teams = (await match.locator('.entrants strong').textContent()).split(' – ');
  // Equal classes: board N seats the Nth pupil of each, in the match's order.
  const pupils = { '5a': ['Ali', 'Bea'], '5b': ['Cem', 'Dana'] };
  const [left, right] = teams.map((t) => pupils[t]);
  const board = (n) => match.locator(`[data-board="${n}"]`);

  // Board 2's record names board 1's pupils: refused, nothing filled in.
  await openRecord(board(2).locator('[data-record-input]'), `(;SZ[9]PB[${left[0]}]PW[${right[0]}]RE[B+R])`);
  await board(2).locator('[data-record-error]').waitFor();
  assert.match(await board(2).locator('[data-record-error]').textContent(), /are not the ones of this pairing or board/);
  assert.equal(await board(2).locator('select').inputValue(), '');
  await board(2).locator('[data-record-error]').getByRole('button', { name: 'Discard' }).click();

  // Board 1: the right-hand class's pupil took Black and won by 5.5; board 2 a draw.
  await openRecord(board(1).locator('[data-record-input]'), `(;SZ[9]KM[5]PB[${right[0]}]PW[${left[0]}]RE[B+5.5])`);
  await board(1).locator('[data-record-proposal]').waitFor();
  await board(1).getByRole('button', { name: `Use this result: ${right[0]} won` }).click();
  await openRecord(board(2).locator('[data-record-input]'), `(;SZ[9]KM[5]PB[${left[1]}]PW[${right[1]}]RE[0])`);
  await board(2).getByRole('button', { name: 'Use this result: draw' }).click();
  assert.equal(await board(1).locator('select').inputValue(), teams[1]);
  assert.equal(await board(2).locator('select').inputValue(), 'draw');
  // X-4: board 1's Black is the nigiri's; board 2 (opposite colours) agrees.
  assert.equal(await match.locator('select[name="black"]').inputValue(), teams[1]);
  await shoot(page, 'tournament-match-from-sgf');
  assert.equal(await page.locator('[data-entered="true"]').count(), 0, 'nothing entered yet');
  await match.getByRole('button', { name: 'Enter result' }).click();
  await page.waitForSelector('[data-tournament-over]');
  assert.match(
    await page.locator('[data-result]').textContent(),
    new RegExp(`${teams[0]} 0\\.5 : 1\\.5 ${teams[1]} — ${teams[1]} wins on board points`),
  );
  assert.equal(await page.locator('[data-standings] tbody tr').first().getAttribute('data-name'), teams[1]);

  // A correction opens the same form filled in with the result entered; board 2 was
  // won after all. Undo brings the draw back.
  await page.locator('[data-rounds-played] summary').click();
  const entered = page.locator('[data-pairing][data-entered="true"]').first();
  await entered.locator('[data-correct]').click();
  const correcting = entered.locator('[data-correcting]');
  assert.equal(await correcting.locator('select[name="board-1"]').inputValue(), teams[1]);
  assert.equal(await correcting.locator('select[name="board-2"]').inputValue(), 'draw');
  assert.equal(await correcting.locator('select[name="black"]').inputValue(), teams[1]);
  await correcting.locator('select[name="board-2"]').selectOption(teams[1]);
  await correcting.getByRole('button', { name: 'Enter result' }).click();
  await page.waitForFunction(() => /0 : 2/.test(document.querySelector('[data-result]')?.textContent));
  assert.equal(await page.locator('[data-correcting]').count(), 0, 'the form closes');
  await page.locator('[data-tournament-undo]').click();
  await page.waitForFunction(() => /0\.5 : 1\.5/.test(document.querySelector('[data-result]')?.textContent));
  assertQuiet(page);
});

test('German and Japanese words for the results from SGF, corrections and the lot', async () => {
  const page = await app.open();
  await chooseLanguage(page, 'de');
  await page.getByRole('button', { name: 'Turnier' }).click();
  const form = page.locator('[data-tournament-create]');
  await form.locator('select[name="system"]').selectOption('round-robin');
  await form.locator('textarea[name="entrants"]').fill('Ing\nKato\nLee');
  await form.getByRole('button', { name: 'Anlegen' }).click();
  await page.waitForSelector('[data-round="1"]');
  const { game, players } = await openGame(page);
  assert.match(await game.textContent(), /Ergebnis aus SGF/);
  await openRecord(game.locator('[data-record-input]'), `(;SZ[9]PB[${players[1]}]PW[${players[0]}]RE[Draw])`);
  await game.locator('[data-record-error]').waitFor();
  assert.match(
    await game.locator('[data-record-error]').textContent(),
    /unentschieden; eine Partie hier braucht einen Sieger\. Nichts wurde eingetragen\./,
  );
  // A language chosen loads its page (io/page_lang.rs): the record is opened again.
  await chooseLanguage(page, 'ja');
  await openRecord(game.locator('[data-record-input]'), `(;SZ[9]PB[${players[1]}]PW[${players[0]}]RE[Draw])`);
  assert.match(await game.locator('[data-record-error]').textContent(), /ここでは勝者が必要です。何も入力されていません。/);
  assert.match(await game.textContent(), /SGFから結果を入力/);
  await game.getByRole('button', { name: `${players[0]}の勝ち` }).click();
  await page.waitForSelector('[data-rounds-played]');
  await page.locator('[data-rounds-played] summary').click();
  assert.match(await page.locator('[data-rounds-played]').textContent(), /終わった回戦.*第1回戦/);
  assert.equal(await page.getByRole('button', { name: '訂正' }).count(), 1);
  await shoot(page, 'tournament-results-ja');
  assertQuiet(page);
});
