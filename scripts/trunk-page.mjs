// Trunk's post_build hook (scripts/trunk-minify.sh runs it on the staging directory, in
// every profile): the page's loader starts the `?embed` view's module instead of the
// page's when the address has `?embed` (src/bin/embed_page.rs), so that the embedded
// view's code is not in every visitor's first download, and an iframe downloads the
// embedded view alone (issue 17). Trunk's loader, a module script that imports the
// page's glue and initialises it with the page's wasm, is replaced by one that chooses
// between the two; Trunk's preloads of the page's files go with it (in an iframe they
// would fetch the page for nothing), and the loader starts the wasm's fetch itself, at
// once, as the preload did.
//
//   node scripts/trunk-page.mjs STAGING_DIR
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2];
const htmlPath = join(dir, 'index.html');
let html = readFileSync(htmlPath, 'utf8');
const script = /<script type="?module"?>\s*import init, \* as bindings from '([^']*?)([^'/]+\.js)';[\s\S]*?module_or_path: '([^']+_bg\.wasm)'[\s\S]*?<\/script>/;
const found = html.match(script);
if (!found) throw new Error("trunk-page: Trunk's loader of the page's module is not in index.html");
const [loader, base, js, wasm] = found;
const preloads = /<link\b[^>]*\brel="?(modulepreload|preload)"?[^>]*>/g;
html = html.replace(preloads, (tag) => (tag.includes(`${base}hotstone-web-`) || tag.includes(`${base}snippets/`) ? '' : tag));
const choose = `<script type="module">
// The page's module, or the ?embed view's (scripts/trunk-page.mjs); ?embed as the app reads it.
const embed = location.search.slice(1).split('&').some((p) => p.split('=')[0] === 'embed');
const [js, wasm] = embed ? ['${base}embed-page.js', '${base}embed-page_bg.wasm'] : ['${base}${js}', '${wasm}'];
// The ?embed view's stylesheet, kept out of the page's by scripts/trunk-css.mjs.
if (embed) document.head.append(Object.assign(document.createElement('link'), { rel: 'stylesheet', href: '${base}embed-page.css' }));
const module_or_path = fetch(wasm);
const bindings = await import(js);
const instance = await bindings.default({ module_or_path });
window.wasmBindings = bindings;
dispatchEvent(new CustomEvent('TrunkApplicationStarted', { detail: { wasm: instance } }));
</script>`;
writeFileSync(htmlPath, html.replace(loader, choose));
