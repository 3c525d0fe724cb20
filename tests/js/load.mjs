// Loads the built package (pkg/, from bash scripts/package.sh) the way a user does: one
// import, one await. Every Node test of the package starts here.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
export const root = resolve(here, '../..');
export const pkg = resolve(root, 'pkg');
assert.ok(existsSync(resolve(pkg, 'index.js')), 'no pkg/index.js: run bash scripts/package.sh first');

const hotstone = await import(resolve(pkg, 'index.js'));
await hotstone.default();
export default hotstone;

/** The seed's triple ko (K-5): 5x5, Black to move; rows top first XXO.O / XXXOO / XXO.O / XXXOO / XX.XO. */
export const TRIPLE_KO =
  '(;GM[1]FF[4]SZ[5]AB[aa][ba][ab][bb][cb][ac][bc][ad][bd][cd][ae][be][de]AW[ca][ea][db][eb][cc][ec][dd][ed][ee])';

/** The cycle D5, C1, D3, C5, D1, C3: each move takes one stone and the sixth brings the start back. */
export const CYCLE = ['D5', 'C1', 'D3', 'C5', 'D1', 'C3'];

/** A basic ko on 5x5: Black D3 takes White C3; White's retake at C3 is what the ko rules refuse. */
export const KO_MOVES = ['C4', 'D4', 'B3', 'E3', 'C2', 'D2', 'A5', 'C3', 'D3'];
