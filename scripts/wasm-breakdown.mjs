#!/usr/bin/env node
// Where a wasm module's bytes go (no twiggy on this machine): the sections, then the code
// section's function bodies by name (the "name" section that wasm-ld writes, demangled),
// grouped by crate and listed largest first. Run it on a module that still has its names:
// cargo's output before wasm-bindgen and wasm-opt, e.g.
//
//   node scripts/wasm-breakdown.mjs target/wasm32-unknown-unknown/web-release/hotstone-web.wasm [top]
//
// Sizes are raw bytes of the unoptimised module; wasm-opt shrinks every part, so the
// shares are what to read.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const [file, topArg] = process.argv.slice(2);
if (!file) {
  console.error('usage: node scripts/wasm-breakdown.mjs FILE.wasm [top]');
  process.exit(2);
}
const top = Number(topArg ?? 40);
const bytes = readFileSync(file);

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
const str = () => {
  const n = leb();
  const s = bytes.toString('utf8', pos, pos + n);
  pos += n;
  return s;
};

const sectionNames = ['custom', 'type', 'import', 'function', 'table', 'memory', 'global',
  'export', 'start', 'element', 'code', 'data', 'datacount'];
const sections = [];
let importedFunctions = 0;
let bodies = [];
const names = new Map();
while (pos < bytes.length) {
  const id = bytes[pos++];
  const size = leb();
  const start = pos;
  const end = pos + size;
  let label = sectionNames[id] ?? `#${id}`;
  if (id === 0) label = `custom "${str()}"`;
  if (id === 2) {
    for (let n = leb(), i = 0; i < n; i++) {
      str();
      str();
      const kind = bytes[pos++];
      if (kind === 0) { leb(); importedFunctions++; }
      else if (kind === 1) { pos++; const f = leb(); leb(); if (f & 1) leb(); }
      else if (kind === 2) { const f = leb(); leb(); if (f & 1) leb(); }
      else if (kind === 3) { pos += 2; }
      else if (kind === 4) { pos++; leb(); }
    }
  }
  if (id === 10) {
    const n = leb();
    for (let i = 0; i < n; i++) {
      const len = leb();
      bodies.push({ index: importedFunctions + i, size: len, at: pos });
      pos += len;
    }
  }
  if (label === 'custom "name"') {
    while (pos < end) {
      const sub = bytes[pos++];
      const len = leb();
      const subEnd = pos + len;
      if (sub === 1) {
        for (let n = leb(), i = 0; i < n; i++) {
          const index = leb();
          names.set(index, str());
        }
      }
      pos = subEnd;
    }
  }
  sections.push({ label, size: size, gz: gzipSync(bytes.subarray(start, end), { level: 9 }).length });
  pos = end;
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log(`${file}: ${kb(bytes.length)} raw, ${kb(gzipSync(bytes, { level: 9 }).length)} gzipped`);
for (const s of sections.sort((a, b) => b.size - a.size)) {
  console.log(`  ${s.label.padEnd(28)} ${kb(s.size).padStart(10)} (${kb(s.gz)} gzipped alone)`);
}

// A function's crate: the first crate named in its (mangled) name. Legacy symbols
// (_ZN...E, with `$LT$impl ... for T$GT$` spelled out) are read for the first path that
// is not a language item; v0 symbols (_R...) name their crates as `Cs<hash>_<len><name>`.
const crateOf = (name) => {
  if (name.startsWith('_ZN')) {
    const len = name.slice(3).match(/^\d+/);
    if (!len) return '(other)';
    const at = 3 + len[0].length;
    const first = name.slice(at, at + Number(len[0])).replace(/\$LT\$/g, '<').replace(/\$GT\$/g, '>')
      .replace(/\$u20\$/g, ' ').replace(/\$RF\$/g, '&').replace(/\$BP\$/g, '*').replace(/\$u5b\$/g, '[')
      .replace(/\.\./g, '::').replace(/^_</, '<');
    if (!first.startsWith('<')) return first;
    const inner = first.match(/([A-Za-z_][A-Za-z0-9_]*)::/);
    return inner ? inner[1] : first.slice(0, 24);
  }
  if (name.startsWith('_R')) {
    // The crate's name is as long as its length prefix says (the path goes on after it).
    const m = name.match(/C[sh]?[0-9a-zA-Z]*_(\d+)([A-Za-z_][A-Za-z0-9_]*)/) ?? name.match(/C(\d+)([A-Za-z_][A-Za-z0-9_]*)/);
    return m ? m[2].slice(0, Number(m[1])) : '(other)';
  }
  return `(${name.replace(/[0-9a-f]{16,}/g, '').slice(0, 22)})`;
};
const total = bodies.reduce((a, b) => a + b.size, 0);
const byCrate = new Map();
for (const b of bodies) {
  b.name = names.get(b.index) ?? `func[${b.index}]`;
  const c = crateOf(b.name);
  const entry = byCrate.get(c) ?? { size: 0, count: 0 };
  entry.size += b.size;
  entry.count++;
  byCrate.set(c, entry);
}
console.log(`\ncode by crate (${bodies.length} functions, ${kb(total)}):`);
const crates = [...byCrate].sort((a, b) => b[1].size - a[1].size);
for (const [c, e] of crates.slice(0, top)) {
  console.log(`  ${(e.size / total * 100).toFixed(1).padStart(5)} %  ${kb(e.size).padStart(9)}  ${String(e.count).padStart(5)} fns  ${c}`);
}
console.log(`\nlargest functions:`);
for (const b of bodies.sort((a, b) => b.size - a.size).slice(0, top)) {
  console.log(`  ${kb(b.size).padStart(9)}  ${b.name.slice(0, 150)}`);
}
