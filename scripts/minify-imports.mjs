#!/usr/bin/env node
// Renames the wasm module's imports, and wasm-bindgen's own exports, to short names, in
// the module and in wasm-bindgen's glue alike (scripts/package.sh, before terser):
// wasm-bindgen names each import after its JavaScript function and a hash
// (`__wbg_Error_208446807d0d1e30`), and every import repeats the module's name
// (`./hotstone_bg.js`), text that gzip cannot shrink, written once in the module and once
// in the glue. Its own exports (`__wbindgen_malloc`, `__wbg_game_free`, ...) are the
// glue's business too, and so are the shims it exports for closures called from
// JavaScript (`wasm_bindgen_<hash>___convert__closures_____invoke___...`, up to 200
// characters each: the app's event listeners and timers). The API's exports
// (`game_play`, which tests/js/fast.test.mjs calls as well) keep their names.
//
//   node scripts/minify-imports.mjs pkg/hotstone_bg.wasm pkg/hotstone.js
//
// It fails, changing nothing, unless each import's name is found exactly once in the
// glue as a key of its imports object (`NAME: function(`), the module's name once
// (`"MODULE": import0`), and each renamed export only as `wasm.NAME`.
import { readFileSync, writeFileSync } from 'node:fs';

const [wasmFile, glueFile] = process.argv.slice(2);
if (!glueFile) {
  console.error('usage: node scripts/minify-imports.mjs MODULE.wasm GLUE.js');
  process.exit(2);
}
const bytes = readFileSync(wasmFile);
let glue = readFileSync(glueFile, 'utf8');
const fail = (why) => {
  console.error(`minify-imports: ${why}`);
  process.exit(1);
};

let pos = 8;
const leb = () => {
  let result = 0;
  let shift = 0;
  for (;;) {
    const b = bytes[pos++];
    result += (b & 0x7f) * 2 ** shift;
    shift += 7;
    if (b < 0x80) return result;
  }
};
const name = () => {
  const n = leb();
  pos += n;
  return bytes.toString('utf8', pos - n, pos);
};
const encodeLeb = (n) => {
  const out = [];
  do {
    let b = n % 128;
    n = Math.floor(n / 128);
    if (n > 0) b |= 0x80;
    out.push(b);
  } while (n > 0);
  return Buffer.from(out);
};
const encodeName = (s) => {
  const b = Buffer.from(s, 'utf8');
  return Buffer.concat([encodeLeb(b.length), b]);
};
// The limits of a table or memory: flags, minimum, the maximum if flag bit 0 is set.
const limits = () => {
  const flags = leb();
  leb();
  if (flags & 1) leb();
};
// Short names in order: a..z, A..Z, then two letters.
const letters = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const short = (i) => (i < letters.length ? letters[i] : short(Math.floor(i / letters.length) - 1) + letters[i % letters.length]);

// The export section with wasm-bindgen's exports (`__` or `wasm_bindgen_` and a name the
// glue calls as `wasm.NAME`) renamed: `_a`, `_b`, ... (no API name starts with `_`).
function exportSection(end) {
  const count = leb();
  const entries = [encodeLeb(count)];
  let renamed = 0;
  for (let i = 0; i < count; i++) {
    let field = name();
    const descStart = pos;
    pos++;
    leb();
    const uses = new RegExp(`\\bwasm\\.${field}\\b`, 'g');
    const hits = glue.match(uses)?.length ?? 0;
    if ((field.startsWith('__') || field.startsWith('wasm_bindgen_')) && hits > 0) {
      if (field.startsWith('__')) {
        if (glue.split(field).length - 1 !== hits) fail(`the glue names the export ${field} otherwise than as wasm.${field}`);
      } else {
        // A closure's shim: the glue wraps it in a JavaScript function of the same name
        // (terser renames that), so only a property access or a quoted name other than
        // `wasm.NAME` would reach the export otherwise.
        const props = glue.match(new RegExp(`\\.${field}\\b`, 'g'))?.length ?? 0;
        const quoted = new RegExp(`['"\`]${field}['"\`]`).test(glue);
        if (props !== hits || quoted) fail(`the glue names the export ${field} otherwise than as wasm.${field}`);
      }
      const short_ = `_${short(renamed++)}`;
      glue = glue.replace(uses, `wasm.${short_}`);
      field = short_;
    }
    entries.push(encodeName(field), bytes.subarray(descStart, pos));
  }
  if (pos !== end) fail('the export section was not read to its end');
  const body = Buffer.concat(entries);
  return Buffer.concat([Buffer.from([7]), encodeLeb(body.length), body]);
}

const parts = [bytes.subarray(0, 8)];
let found = false;
while (pos < bytes.length) {
  const start = pos;
  const id = bytes[pos++];
  const size = leb();
  const end = pos + size;
  if (id === 7) {
    parts.push(exportSection(end));
    continue;
  }
  if (id !== 2) {
    parts.push(bytes.subarray(start, end));
    pos = end;
    continue;
  }
  found = true;
  const modules = new Map();
  const count = leb();
  const entries = [encodeLeb(count)];
  for (let i = 0; i < count; i++) {
    const module = name();
    const field = name();
    const descStart = pos;
    const kind = bytes[pos++];
    if (kind === 0) leb();
    else if (kind === 1) (pos++, limits());
    else if (kind === 2) limits();
    else if (kind === 3) pos += 2;
    else if (kind === 4) (pos++, leb());
    else fail(`import ${module}.${field} of unknown kind ${kind}`);
    if (!/^\w+$/.test(field)) fail(`import ${module}.${field} is not a plain name`);
    if (!modules.has(module)) modules.set(module, short(modules.size));
    const renamed = short(i);
    // The glue's imports object: one key per import, at the start of its line.
    const key = new RegExp(`^(\\s+)${field}(: function\\()`, 'gm');
    const hits = glue.match(key)?.length ?? 0;
    if (hits !== 1) fail(`the glue has ${hits} keys ${field}, not one`);
    glue = glue.replace(key, `$1${renamed}$2`);
    entries.push(encodeName(modules.get(module)), encodeName(renamed), bytes.subarray(descStart, pos));
  }
  if (pos !== end) fail('the import section was not read to its end');
  for (const [module, renamed] of modules) {
    const key = `${JSON.stringify(module)}: import0`;
    if (glue.split(key).length !== 2) fail(`the glue does not name the module ${module} once`);
    glue = glue.replace(key, `${JSON.stringify(renamed)}: import0`);
  }
  const body = Buffer.concat(entries);
  parts.push(Buffer.from([2]), encodeLeb(body.length), body);
}
if (!found) fail('the module has no import section');
writeFileSync(wasmFile, Buffer.concat(parts));
writeFileSync(glueFile, glue);
