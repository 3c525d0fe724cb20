#!/usr/bin/env node
// The README's picture: a 9x9 game under Ing's rules in the release build (dist/, from
// `bash scripts/build-app.sh`), a hot stone ringed and White's retake refused with its
// reason, at 1000x700. Writes docs/screenshot.png (or the path given), then shrinks it
// to 128 colours with pngquant when that is installed (about 60 KB instead of 250 KB).
//
//   node scripts/screenshot.mjs [out.png]
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { newGame, play, point, start } from '../tests/e2e/harness.mjs';

const out = process.argv[2] ?? join(import.meta.dirname, '..', 'docs', 'screenshot.png');
const app = await start();
try {
  const page = await app.open('', { viewport: { width: 1000, height: 700 } });
  await newGame(page, { size: 9, rules: 'ing' });
  // A few opening moves, then a ko on the left: Black's C3 takes B3 and is hot.
  await play(page, ['E5', 'F7', 'G4', 'D7', 'B4', 'C4', 'A3', 'B3', 'B2', 'C2', 'J9', 'D3', 'C3']);
  await point(page, 'B3').click();
  await page.waitForSelector('[data-refusal="hot-stone"]');
  await page.mouse.move(0, 0);
  await page.screenshot({ path: out });
  const quant = spawnSync('pngquant', ['--force', '--strip', '--speed', '1', '--output', out, '128', out]);
  console.log(out, quant.error ? '(pngquant not installed: not shrunk)' : '');
} finally {
  await app.close();
}
