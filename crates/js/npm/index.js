// The entry of the `hotstone` package: everything wasm-bindgen exports (Game,
// handicapPoints, presets, ...) and an init() that finds the .wasm beside this file,
// by fetch in a browser and from the file system in Node. One import, one await:
//
//   import init, { Game } from 'hotstone';
//   await init();
import wasmInit, { initSync as wasmInitSync } from './hotstone.js';

export * from './hotstone.js';

const wasmUrl = new URL('./hotstone_bg.wasm', import.meta.url);

/**
 * Loads the rules. With no argument (or null) the module beside this file is used; or
 * pass a URL (in Node a file: URL), a Response, the bytes or a compiled
 * WebAssembly.Module. Calling it again does nothing.
 */
export default async function init(source) {
  source ??= wasmUrl;
  const url = source instanceof URL ? source : typeof source === 'string' && source.startsWith('file:') ? new URL(source) : null;
  if (url?.protocol === 'file:') {
    // Node (20) cannot fetch file: URLs; read the bytes instead.
    const { readFile } = await import('node:fs/promises');
    source = await readFile(url);
  }
  await wasmInit({ module_or_path: source });
}

/** Loads the rules synchronously from the bytes of hotstone_bg.wasm or a WebAssembly.Module. */
export function initSync(module) {
  wasmInitSync({ module });
}
