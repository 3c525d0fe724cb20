// The new-game dialog's fields stay inside it at a laptop's and a phone's width, in
// each language.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { assertQuiet, start } from './harness.mjs';

const SHOTS = process.env.SHOTS ?? '/tmp/wt-app-shots';

const NEW_GAME = { en: 'New game', de: 'Neue Partie', ja: '新しい対局' };

let app;
before(async () => {
  app = await start();
  mkdirSync(SHOTS, { recursive: true });
});
after(async () => {
  await app?.close();
});

test('the fields stay inside the dialog at 1280x800 and 390x844 in en, de and ja', async () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    for (const lang of ['en', 'de', 'ja']) {
      const page = await app.open(`?lang=${lang}`, { viewport });
      await page.getByRole('button', { name: NEW_GAME[lang], exact: true }).click();
      const dialog = page.locator('[data-dialog="new-game"]');
      await dialog.waitFor();
      // The widest choices.
      await dialog.locator('select[name="opponent"]').selectOption('5');
      await dialog.locator('select[name="clock"]').selectOption('byo-yomi');
      const box = await dialog.boundingBox();
      const over = await dialog.evaluate((d) => {
        const right = d.getBoundingClientRect().right;
        return [...d.querySelectorAll('select, input')]
          .filter((el) => el.getBoundingClientRect().right > right + 0.5)
          .map((el) => el.name);
      });
      assert.deepEqual(over, [], `${lang} ${viewport.width}: fields past the dialog's edge`);
      assert.ok(box.x >= 0 && box.x + box.width <= viewport.width + 0.5, `${lang} ${viewport.width}: dialog on screen`);
      await page.screenshot({ path: `${SHOTS}/dialog-${viewport.width}-${lang}.png` });
      assertQuiet(page);
      await page.context().close();
    }
  }
});
