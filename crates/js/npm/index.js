// The entry of the `hotstone` package: everything wasm-bindgen exports (Game,
// handicapPoints, presets, ...) and an init() that finds the .wasm beside this file,
// by fetch in a browser and from the file system in Node. One import, one await:
//
//   import init, { Game } from 'hotstone';
//   await init();
import wasmInit, * as glue from './hotstone.js';

export * from './hotstone.js';

const P = glue.Game.prototype;

// Before init() the glue has no module and would fail with "Cannot read properties of
// undefined": say what to do instead (issue 15).
let ready = false;
const loaded = () => {
  if (!ready) throw new Error('hotstone: the rules are not loaded yet: call await init() (or initSync(bytes)) first');
};
// new.target the class itself, not the proxy: an object made for the proxy gets a map of
// its own in V8, and the fast path's reads of it were 15 % slower.
export const Game = new Proxy(glue.Game, {
  construct: (C, args, T) => (loaded(), Reflect.construct(C, args, T === Game ? C : T)),
});
const fromSgf = glue.Game.fromSgf;
glue.Game.fromSgf = (text, options) => (loaded(), fromSgf(text, options));
export const handicapPoints = (size, count) => (loaded(), glue.handicapPoints(size, count));
export const presets = () => (loaded(), glue.presets());
export const refusalCodes = () => (loaded(), glue.refusalCodes());
export const sizes = () => (loaded(), glue.sizes());

// free() twice, or free() and then [Symbol.dispose](), does nothing the second time
// (dispose is meant to be idempotent); the glue's own would throw. A freed game's
// pointer then throws when read, and every method and getter of the glue reads it
// first: they said "null pointer passed to rust" (the JS developer's review). The glue's
// free() throws when the game is freed by a getter of an argument one of its methods is
// reading (Rust holds it); the game is gone for JavaScript all the same.
const free = P.free;
const freed = {
  get() {
    throw new Error('hotstone: this Game has been freed (game.free()); make a new one');
  },
};
P.free = function () {
  if (!Object.getOwnPropertyDescriptor(this, '__wbg_ptr')?.get) {
    try {
      free.call(this);
    } finally {
      Object.defineProperty(this, '__wbg_ptr', freed);
    }
  }
};
if (Symbol.dispose) P[Symbol.dispose] = P.free;

// The fast path (issue 15): wasm-bindgen's glue reads the game's pointer before the
// engine converts the numbers, so an object whose valueOf() frees the game would make
// the call run on freed memory, or on another game made in its place. Only whole
// numbers pass, as they are; a number off the board far beyond int32 stays off it.
const whole = (method, v) => {
  if (Number.isInteger(v)) return -1;
  throw new Error(`${method}: x and y must be whole numbers, counted from 0 at the top-left; got ${typeof v === 'number' ? v : typeof v}`);
};
const int = (v) => typeof v === 'number' && (v | 0) === v;
const { tryPlayXY, checkXY, signAtXY } = P;
P.tryPlayXY = function (x, y) {
  return int(x) && int(y) ? tryPlayXY.call(this, x, y) : tryPlayXY.call(this, int(x) ? x : whole('tryPlayXY', x), int(y) ? y : whole('tryPlayXY', y));
};
P.checkXY = function (x, y) {
  return int(x) && int(y) ? checkXY.call(this, x, y) : checkXY.call(this, int(x) ? x : whole('checkXY', x), int(y) ? y : whole('checkXY', y));
};
P.signAtXY = function (x, y) {
  return int(x) && int(y) ? signAtXY.call(this, x, y) : signAtXY.call(this, int(x) ? x : whole('signAtXY', x), int(y) ? y : whole('signAtXY', y));
};
const playout = P.playout;
P.playout = function (seed) {
  if (typeof seed !== 'number' || seed >>> 0 !== seed) {
    throw new Error(`playout: the seed must be a whole number from 0 to 4294967295; got ${typeof seed === 'number' ? seed : typeof seed}`);
  }
  return playout.call(this, seed);
};

// JSON.stringify(game) showed the glue's pointer, {"__wbg_ptr":...}: it writes what a
// user keeps of a game instead, the record with its rules and language, which
// Game.fromSgf(json.sgf, { rules: json.rules, lang: json.lang }) reads back.
P.toJSON = function () {
  const { size, rules, lang, toMove, moveNumber, end } = this;
  return { size, rules, lang, toMove, moveNumber, end, sgf: this.toSgf() };
};

/**
 * Loads the rules. With no argument (or null) the module beside this file is used; or
 * pass a URL (in Node a file: URL), a Response, the bytes or a compiled
 * WebAssembly.Module, also as `{ module_or_path }`. Calling it again does nothing.
 */
export default async function init(source) {
  // wasm-bindgen's own form, { module_or_path }, is taken too.
  if (source?.constructor === Object && 'module_or_path' in source) source = source.module_or_path;
  // The default address is made here, not when the module loads: a bundle in a format
  // without import.meta (esbuild's default IIFE) must get as far as init(url).
  source ??= new URL('./hotstone_bg.wasm', import.meta.url);
  const url = source instanceof URL ? source : typeof source === 'string' && source.startsWith('file:') ? new URL(source) : null;
  if (url?.protocol === 'file:') {
    // Node cannot fetch file: URLs; read the bytes instead. Through
    // process.getBuiltinModule, not import('node:fs/promises'): a bundler building for
    // browsers (esbuild, so Vite; webpack) refuses a node: import it finds in the code.
    const fs = globalThis.process?.getBuiltinModule?.('node:fs/promises');
    if (!fs) {
      throw new Error('hotstone: init() cannot read a file: URL here (it needs Node 20.16 or newer); pass the bytes instead: init(await readFile(url))');
    }
    source = await fs.readFile(url);
  }
  await wasmInit({ module_or_path: source });
  ready = true;
}

/**
 * Loads the rules synchronously from the bytes of hotstone_bg.wasm or a
 * WebAssembly.Module, or from `{ module }` (wasm-bindgen's own form of the same).
 */
export function initSync(module) {
  const given = module?.constructor === Object && 'module' in module ? module.module : module;
  glue.initSync({ module: given });
  ready = true;
}
