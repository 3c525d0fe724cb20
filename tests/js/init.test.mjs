// Loading (P-1): one import and one await, or a synchronous init from the bytes; each in
// a fresh Node process, as a user's script starts.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { test } from 'node:test';
import { pkg } from './load.mjs';

function run(source) {
  return execFileSync(process.execPath, ['--input-type=module', '-e', source], {
    cwd: pkg,
    encoding: 'utf8',
  }).trim();
}

test('P-1: init() with no argument finds the wasm beside the module in Node', () => {
  const out = run(`
    import init, { Game } from './index.js';
    await init();
    await init();
    console.log(new Game({ size: 9 }).play('E5').ok);
  `);
  assert.equal(out, 'true');
});

test('P-1: initSync(bytes) loads the rules without an await', () => {
  const out = run(`
    import { readFileSync } from 'node:fs';
    import { initSync, Game } from './index.js';
    initSync(readFileSync(new URL('./hotstone_bg.wasm', import.meta.url)));
    const game = new Game({ size: 5, rules: 'japanese' });
    console.log(game.play({ x: 2, y: 2 }).point);
  `);
  assert.equal(out, 'C3');
});

test('P-1: init({ module_or_path }), wasm-bindgen\'s own form, loads as init(source) does', () => {
  const out = run(`
    import init, { Game } from './index.js';
    await init({ module_or_path: new URL('./hotstone_bg.wasm', import.meta.url) });
    console.log(new Game({ size: 5 }).play('C3').ok);
  `);
  assert.equal(out, 'true');
});

test('P-1: initSync({ module }), wasm-bindgen\'s own form, loads the bytes or a compiled module too', () => {
  const out = run(`
    import { readFileSync } from 'node:fs';
    import { initSync, Game } from './index.js';
    const bytes = readFileSync(new URL('./hotstone_bg.wasm', import.meta.url));
    initSync({ module: new WebAssembly.Module(bytes) });
    console.log(new Game({ size: 5 }).play('C3').ok);
  `);
  assert.equal(out, 'true');
});

test('P-1, issue 15: the package used before init() throws an Error that says to call init() first', () => {
  const out = run(`
    import { Game, presets, refusalCodes, sizes, handicapPoints } from './index.js';
    for (const f of [() => new Game(), () => Game.fromSgf('(;SZ[9])'), presets, refusalCodes, sizes, () => handicapPoints(9, 2)]) {
      try { f(); console.log('no error'); } catch (e) { console.log(e.constructor.name, e.message); }
    }
  `);
  const lines = out.split('\n');
  assert.equal(lines.length, 6, out);
  for (const line of lines) {
    assert.match(line, /^Error hotstone: .*call await init\(\) \(or initSync\(bytes\)\) first$/);
  }
});

test('P-1: init() takes a file: URL, as a URL or as text, and null, in Node', () => {
  for (const source of [
    `new URL('./hotstone_bg.wasm', import.meta.url)`,
    `new URL('./hotstone_bg.wasm', import.meta.url).href`,
    'null',
  ]) {
    const out = run(`
      import init, { Game } from './index.js';
      await init(${source});
      console.log(new Game({ size: 9 }).play('E5').ok);
    `);
    assert.equal(out, 'true', source);
  }
});

test('issue 15: an uncaught programmer error shows a short line of the package, not the whole glue', async () => {
  const { spawnSync } = await import('node:child_process');
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', `
    import init, { Game } from './index.js';
    await init();
    new Game({ size: 30 });
  `], { cwd: pkg, encoding: 'utf8' });
  assert.notEqual(result.status, 0);
  assert.match(result.stderr, /size/);
  // Node prints the source line where the Error was made above its message.
  const longest = Math.max(...result.stderr.split('\n').map((l) => l.length));
  assert.ok(longest < 1000, `a line of ${longest} characters in:\n${result.stderr.slice(0, 400)}`);
});

test('P-1, P-4: the package exports its API, not wasm-bindgen\'s internals (the JS developer\'s review)', async () => {
  const { readFileSync } = await import('node:fs');
  const { join } = await import('node:path');
  const out = run(`
    import * as hotstone from './index.js';
    console.log(Object.keys(hotstone).sort().join(' '));
  `);
  assert.equal(out, 'Game default handicapPoints initSync presets refusalCodes sizes');
  // The types: every type of the generated hotstone.d.ts by name (the reports' from
  // hotstone-report's Rust types, the arguments' from crates/js/src/args.rs), none of the
  // glue's own (InitInput, InitOutput, SyncInitInput); tests/js/example.ts and inputs.ts
  // check them with tsc.
  const index = readFileSync(join(pkg, 'index.d.ts'), 'utf8');
  assert.doesNotMatch(index, /export \* from/);
  assert.doesNotMatch(index, /InitOutput|SyncInitInput|InitInput/);
  const types = readFileSync(join(pkg, 'hotstone.d.ts'), 'utf8');
  const names = [...types.matchAll(/^export (?:interface|type) (\w+)/gm)].map((m) => m[1])
    .filter((name) => !/^(InitInput|InitOutput|SyncInitInput)$/.test(name));
  assert.ok(names.length > 20, names.join(' '));
  for (const name of names) assert.match(index, new RegExp(`\\b${name}\\b`), name);
  // Issue 35: no declaration is written by hand: the crate holds no .d.ts and adds no
  // TypeScript section of its own (tsify's derives add them, from the Rust types).
  const src = new URL('../../crates/js/src/', import.meta.url);
  const { readdirSync } = await import('node:fs');
  for (const file of readdirSync(src)) {
    assert.doesNotMatch(file, /\.d\.ts$/, file);
    assert.doesNotMatch(readFileSync(new URL(file, src), 'utf8'), /typescript_custom_section/, file);
  }
});

test('P-1: init({ module_or_path }) with bytes or a text URL and initSync({ module }) load without a deprecation warning (the JS developer\'s review)', async () => {
  // The glue warns ("using deprecated parameters") when given its sources bare; the
  // entry hands them over as wasm-bindgen's own objects, whatever form it was given.
  const { spawnSync } = await import('node:child_process');
  for (const load of [
    'initSync({ module: readFileSync(url) })',
    'initSync(readFileSync(url))',
    'await init({ module_or_path: readFileSync(url) })',
    'await init({ module_or_path: url.href })',
    'await init(readFileSync(url))',
  ]) {
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', `
      import { readFileSync } from 'node:fs';
      import init, { initSync, Game } from './index.js';
      const url = new URL('./hotstone_bg.wasm', import.meta.url);
      ${load};
      console.log(new Game({ size: 5 }).play('C3').ok);
    `], { cwd: pkg, encoding: 'utf8' });
    assert.equal(result.stderr, '', load);
    assert.equal(result.stdout.trim(), 'true', load);
  }
});
