// The computer player's worker (components/computer.rs starts it): Trunk's no-modules
// glue and the module beside this file, initialised the current way (Trunk's own shim
// calls wasm-bindgen's initialiser the deprecated way, which warns). A file, not a blob:
// a page served with a strict Content-Security-Policy (`script-src 'self'`, so no blob:
// workers) still has its computer player (issue 39). Relative addresses resolve
// against this file's.
importScripts('player-worker.js');
wasm_bindgen({ module_or_path: new URL('player-worker_bg.wasm', self.location.href) });
