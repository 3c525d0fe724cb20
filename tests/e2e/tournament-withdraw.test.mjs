// The tournament page's withdrawals (001 "Suspendierung": the entrant "verliert seine
// restlichen Partien"), asked first and undone by Undo, with the crate's refusal of one
// that leaves five at four-player tables; a team match's board out of the scoring
// (000); and a played board's record whose moves the rules refused, or whose result
// waits for the referee (RE[?], E-3, E-4).
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

test('a player withdraws after a confirmation, loses the remaining games, and Undo takes it back', async () => {
  const page = await app.open();
  await createTournament(page, 'round-robin', 'A\nB\nC\nD');
  // Round 1: one game entered, the other still open.
  const [a] = (await open(page).first().locator('.entrants').textContent()).split(' – ');
  await open(page).first().getByRole('button', { name: `${a} won` }).click();
  await page.waitForFunction(() => document.querySelectorAll('[data-entered="true"]').length === 1);
  const [c, d] = (await open(page).first().locator('.entrants').textContent()).split(' – ');

  const withdraw = page.locator('[data-withdrawals]');
  assert.equal(await withdraw.locator('[data-withdraw]').isDisabled(), true, 'nobody chosen yet');
  await withdraw.locator('select[name="withdraw"]').selectOption(c);
  await withdraw.locator('[data-withdraw]').click();
  const confirm = page.locator(`[data-withdraw-confirm="${c}"]`);
  assert.match(await confirm.textContent(), new RegExp(`Withdraw ${c} from the tournament\\? ${c} loses every remaining game \\(001: "verliert seine restlichen Partien"\\)`));
  // Cancel changes nothing.
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  assert.equal(await page.locator('[data-withdraw-confirm]').count(), 0);
  assert.equal(await page.locator('[data-round="1"]').count(), 1);
  await withdraw.locator('select[name="withdraw"]').selectOption(c);
  await withdraw.locator('[data-withdraw]').click();
  await confirm.getByRole('button', { name: 'Withdraw', exact: true }).click();

  // The game of the withdrawn player is lost without being entered; round 2 is paired,
  // and its game of the withdrawn player is decided too.
  await page.waitForSelector('[data-round="2"]');
  assert.equal(await page.locator(`[data-withdrawn="${c}"]`).textContent(), `${c} withdrew in round 1`);
  // The standings mark who withdrew beside the name.
  const row = page.locator(`[data-standings] tr[data-name="${c}"]`);
  assert.equal(await row.getAttribute('data-withdrew-in'), '1');
  assert.equal((await row.locator('th').textContent()).trim(), `${c} (withdrew in round 1)`);
  await page.locator('[data-rounds-played] summary').click();
  // Those games were not played: each shows as a forfeit by withdrawal, never as a
  // result entered, and has no Correct button (there is nothing to correct).
  const forfeit1 = page.locator(`[data-played-round="1"] [data-forfeit="${c}"]`);
  assert.equal(await forfeit1.textContent(), `${d} wins by forfeit: ${c} withdrew (001), not played`);
  const round1 = await page.locator('[data-played-round="1"] [data-result]').allTextContents();
  assert.ok(!round1.some((t) => t.includes(`beat ${c}`)), round1.join(' | '));
  assert.equal(await page.locator('[data-played-round="1"] [data-pairing]:has([data-forfeit]) [data-correct]').count(), 0);
  assert.equal(await page.locator('[data-played-round="1"] [data-pairing]:not(:has([data-forfeit])) [data-correct]').count(), 1, 'the game played keeps its Correct button');
  const round2 = await page.locator('[data-round="2"] [data-result]').allTextContents();
  assert.equal(round2.length, 1);
  assert.match(round2[0], new RegExp(` wins by forfeit: ${c} withdrew \\(001\\), not played$`));
  assert.equal(await page.locator(`[data-round="2"] [data-forfeit="${c}"]`).count(), 1);
  assert.equal(await page.locator('[data-round="2"] [data-pairing]:has([data-forfeit]) [data-correct]').count(), 0);
  assert.ok(!(await withdraw.locator('select[name="withdraw"] option').allTextContents()).includes(c));
  assert.equal(await withdraw.locator('[data-withdraw]').isDisabled(), true, 'nobody chosen once they withdrew');
  await shoot(page, 'tournament-withdraw');

  await chooseLanguage(page, 'de');
  assert.equal(await page.locator(`[data-withdrawn="${c}"]`).textContent(), `${c} hat sich in Runde 1 zurückgezogen`);
  assert.equal(await forfeit1.textContent(), `${d} gewinnt kampflos: ${c} hat sich zurückgezogen (001), nicht gespielt`);
  await chooseLanguage(page, 'ja');
  assert.equal(await page.locator(`[data-withdrawn="${c}"]`).textContent(), `${c}は第1回戦で棄権`);
  assert.equal(await forfeit1.textContent(), `${d}の不戦勝：${c}が棄権（001）、対局なし`);
  await chooseLanguage(page, 'en');

  await page.locator('[data-tournament-undo]').click();
  await page.waitForSelector('[data-round="1"] [data-pairing][data-entered="false"]');
  assert.equal(await page.locator('[data-withdrawn]').count(), 0, 'Undo takes the withdrawal back');
  assert.equal(await page.locator('[data-round="1"] [data-entered="true"]').count(), 1);
  assertQuiet(page);
});

test('a withdrawal that leaves five at four-player tables is refused with the reason (X-8)', async () => {
  const page = await app.open();
  await createTournament(page, 'four-tables', 'A\nB\nC\nD\nE\nF');
  for (let table = 0; table < 2; table += 1) {
    const form = open(page).first();
    for (const input of await form.locator('input[type="number"]').all()) await input.fill('10');
    await form.getByRole('button', { name: 'Enter result' }).click();
    await page.waitForFunction((n) => document.querySelectorAll('[data-entered="true"]').length === n || document.querySelector('[data-round="2"]'), table + 1);
  }
  await page.waitForSelector('[data-round="2"]');
  const withdraw = page.locator('[data-withdrawals]');
  await withdraw.locator('select[name="withdraw"]').selectOption('A');
  await withdraw.locator('[data-withdraw]').click();
  await page.locator('[data-withdraw-confirm="A"]').getByRole('button', { name: 'Withdraw', exact: true }).click();
  const error = page.locator('[data-tournament-error]');
  await error.waitFor();
  assert.match(await error.textContent(), /^withdrawing 'A' would leave 5 players for round 2, and four-player tables cannot seat 5 \(002, X-8/);
  assert.equal(await page.locator('[data-withdrawn]').count(), 0, 'a refusal changes nothing');
  await shoot(page, 'tournament-withdraw-refused');
  // A language chosen loads its page (io/page_lang.rs): the withdrawal is asked again.
  await chooseLanguage(page, 'de');
  await withdraw.locator('select[name="withdraw"]').selectOption('A');
  await withdraw.locator('[data-withdraw]').click();
  await page.locator('[data-withdraw-confirm="A"]').getByRole('button', { name: 'Zurückziehen', exact: true }).click();
  assert.match(await error.textContent(), /^Zieht sich „A“ zurück, bleiben für Runde 2 5 Spieler.*X-8/);
  await chooseLanguage(page, 'en');
  assertQuiet(page);
});

test('a withdrawal during a round that would leave five is refused at once, and the round can be finished (X-8)', async () => {
  const page = await app.open();
  await createTournament(page, 'four-tables', 'A\nB\nC\nD\nE\nF');
  const first = open(page).first();
  for (const input of await first.locator('input[type="number"]').all()) await input.fill('10');
  await first.getByRole('button', { name: 'Enter result' }).click();
  await page.waitForFunction(() => document.querySelectorAll('[data-entered="true"]').length === 1);
  // A player of the table still playing withdraws: refused now, not when its result comes.
  const [name] = (await open(page).first().locator('.entrants').textContent()).replace(/^[^:]*: /, '').split(', ');
  const withdraw = page.locator('[data-withdrawals]');
  await withdraw.locator('select[name="withdraw"]').selectOption(name);
  await withdraw.locator('[data-withdraw]').click();
  await page.locator(`[data-withdraw-confirm="${name}"]`).getByRole('button', { name: 'Withdraw', exact: true }).click();
  const error = page.locator('[data-tournament-error]');
  await error.waitFor();
  assert.match(await error.textContent(), new RegExp(`^withdrawing '${name}' would leave 5 players for round 2`));
  assert.equal(await page.locator('[data-withdrawn]').count(), 0, 'a refusal changes nothing');
  // The table still playing is entered as usual and round 2 is seated.
  const second = open(page).first();
  for (const input of await second.locator('input[type="number"]').all()) await input.fill('10');
  await second.getByRole('button', { name: 'Enter result' }).click();
  await page.waitForSelector('[data-round="2"]');
  assertQuiet(page);
});

test('a team match takes a board out of the scoring, and a class withdraws (000)', async () => {
  const page = await app.open();
  await createTournament(page, 'school-team', '5a: Ali, Bea\n5b: Cem, Dana\n5c: Eli, Finn');
  const match = page.locator('[data-round="1"] [data-pairing][data-entered="false"]').first();
  const teams = (await match.locator('.entrants strong').textContent()).split(' – ');
  const board1 = match.locator('select[name="board-1"]');
  assert.ok((await board1.locator('option').allTextContents()).includes('no result, out of the scoring'));
  await board1.selectOption('void');
  await match.locator('select[name="board-2"]').selectOption(teams[1]);
  await match.getByRole('button', { name: 'Enter result' }).click();
  // Three classes: the match and a bye complete round 1, listed under Rounds played.
  await page.waitForSelector('[data-round="2"]');
  await page.locator('[data-rounds-played] summary').click();
  const entered = page.locator('[data-played-round="1"] [data-pairing][data-entered="true"] [data-result]').first();
  await entered.waitFor();
  // The void board gives no board point: 0 : 1, the other class wins.
  assert.equal(await entered.textContent(), `${teams[0]} 0 : 1 ${teams[1]} — ${teams[1]} wins on board points`);
  await entered.scrollIntoViewIfNeeded();
  await shoot(page, 'tournament-void-board');

  // The class that lost withdraws: the page speaks of a class.
  const withdraw = page.locator('[data-withdrawals]');
  assert.equal(await withdraw.locator('label').first().textContent().then((t) => t.startsWith('Withdraw a class')), true);
  await withdraw.locator('select[name="withdraw"]').selectOption(teams[0]);
  await withdraw.locator('[data-withdraw]').click();
  const confirm = page.locator(`[data-withdraw-confirm="${teams[0]}"]`);
  assert.match(await confirm.textContent(), new RegExp(`^Withdraw class ${teams[0]} from the tournament\\?`));
  await confirm.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await page.locator(`[data-withdrawn="${teams[0]}"]`).waitFor();
  assertQuiet(page);
});

async function openRecord(input, text) {
  await input.setInputFiles({ name: 'game.sgf', mimeType: 'application/x-go-sgf', buffer: Buffer.from(text) });
}

test('a record without RE says which moves the rules refused; RE[?] says the result is pending', async () => {
  const page = await app.open();
  await createTournament(page, 'round-robin', 'Ing\nKato');
  const game = open(page).first();
  const input = game.locator('[data-record-input]');
  // 5x5, Japanese rules: White's D5 (move 2) and Black's D5 (move 5) are refused as
  // occupied and skipped; the wall of Black stones is counted after two passes.
  const record = '(;SZ[5]RU[Japanese]PB[Ing]PW[Kato];B[da];W[da];W[];B[db];B[da];W[];B[dc];W[];B[dd];W[];B[de];W[];B[])';
  await openRecord(input, record);
  const proposal = game.locator('[data-record-proposal]');
  await proposal.waitFor();
  assert.match(await proposal.locator('p').first().textContent(), /counted after two passes .*: B\+13\.5\./);
  const refused = proposal.locator('[data-record-refused="occupied"]');
  assert.equal(
    await refused.textContent(),
    'The rules refused 2 moves of the record, skipped for this result; the first: move 2, White D5 (occupied, M-1).',
  );
  await shoot(page, 'tournament-record-refused');
  // A language chosen loads its page (io/page_lang.rs): the record is opened again.
  await chooseLanguage(page, 'de');
  await openRecord(input, record);
  assert.match(await refused.textContent(), /^Die Regeln haben 2 Züge der Partie abgelehnt.*Zug 2, Weiß D5 \(besetzt, M-1\)\.$/);
  await chooseLanguage(page, 'ja');
  await openRecord(input, record);
  assert.match(await refused.textContent(), /第2手、白D5（.*、M-1）/);
  await chooseLanguage(page, 'en');

  // The referee's pending adjudication (`hotstone referee` writes RE[?]).
  await openRecord(input, '(;SZ[9]RU[Japanese]PB[Ing]PW[Kato]RE[?];B[ee];W[cc];B[];W[])');
  const error = game.locator('[data-record-error]');
  await error.waitFor();
  assert.match(await error.textContent(), /^The record's result is pending \(RE\[\?\]\): the referee has yet to adjudicate the game\./);
  await shoot(page, 'tournament-record-pending');
  assertQuiet(page);
});
