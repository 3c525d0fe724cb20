// Trunk's post_build hook (scripts/trunk-minify.sh runs it on the staging directory, in
// every profile): the page's loader starts the page's module in the visitor's language
// (the page is built once per language, each with only its own words: index.html,
// io/page_lang.rs), or the `?embed` view's module instead when the address has `?embed`
// (src/bin/embed_page.rs), so that neither the other languages nor the embedded view's
// code are in every visitor's first download, and an iframe downloads the embedded view
// alone (issue 17). Trunk's loader, a module script that imports the
// page's glue and initialises it with the page's wasm, is replaced by one that chooses
// between the two; Trunk's preloads of the page's files go with it (in an iframe they
// would fetch the page for nothing), and the loader starts the wasm's fetch itself, at
// once, as the preload did. The loader is a file of its own, page-loader.js, not a script
// written into index.html: a site served with a strict Content-Security-Policy
// (`script-src 'self'`) runs no inline script (issue 39).
//
//   node scripts/trunk-page.mjs STAGING_DIR
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
const choose = `// The page's module in the visitor's language, or the ?embed view's (scripts/trunk-page.mjs).
const pairs = location.search.slice(1).split('&').map((p) => [p.split('=')[0], p.slice(p.indexOf('=') + 1)]);
const embed = pairs.some(([key]) => key === 'embed');
// The language as the page reads it (components/app.rs, initial_prefs): a hint left by a
// page that handed over (io/page_lang.rs), else the address's lang (the last one), else the
// saved preference, else the browser's; Lang::from_tag's reading of a tag. The module has
// the last word: should it read another language, it loads that one's page.
const tag = (t) => ['en', 'de', 'ja'].find((l) => l === String(t ?? '').split(/[-_]/)[0].trim().toLowerCase());
const stored = (store, key) => { try { return store.getItem(key); } catch { return null; } };
const hint = tag((stored(sessionStorage, 'hotstone.page-lang') ?? '').split(' ')[0]);
const inUrl = pairs.filter(([key]) => key === 'lang').map(([, value]) => tag(value));
// The last lang line that names a language, as io/saved.rs reads them.
const saved = [...(stored(localStorage, 'hotstone.prefs') ?? '').matchAll(/^lang (.*)$/gm)].map((m) => tag(m[1])).filter(Boolean).at(-1);
const lang = hint ?? (inUrl.length ? inUrl.at(-1) : undefined) ?? saved ?? [...navigator.languages, navigator.language].map(tag).find(Boolean) ?? 'en';
const page = { en: ['${base}${js}', '${wasm}'], de: ['${base}page-de.js', '${base}page-de_bg.wasm'], ja: ['${base}page-ja.js', '${base}page-ja_bg.wasm'] };
const [js, wasm] = embed ? ['${base}embed-page.js', '${base}embed-page_bg.wasm'] : page[lang];
// The ?embed view's stylesheet, kept out of the page's by scripts/trunk-css.mjs.
if (embed) document.head.append(Object.assign(document.createElement('link'), { rel: 'stylesheet', href: '${base}embed-page.css' }));
const module_or_path = fetch(wasm);
const bindings = await import(js);
const instance = await bindings.default({ module_or_path });
window.wasmBindings = bindings;
dispatchEvent(new CustomEvent('TrunkApplicationStarted', { detail: { wasm: instance } }));
`;
writeFileSync(join(dir, 'page-loader.js'), choose);
writeFileSync(htmlPath, html.replace(loader, `<script type="module" src="${base}page-loader.js"></script>`));

// Snippets no module imports: wasm-bindgen's output directory, which Trunk copies, keeps
// the snippets of earlier builds (inline snippets renamed to files, web/js/), and a page
// downloads only what its glue imports, so they would only blur the size check.
const glue = readdirSync(dir).filter((f) => f.endsWith('.js')).map((f) => readFileSync(join(dir, f), 'utf8'));
const snippets = join(dir, 'snippets');
for (const entry of existsSync(snippets) ? readdirSync(snippets, { recursive: true, withFileTypes: true }) : []) {
  if (!entry.isFile()) continue;
  const path = join(entry.parentPath ?? entry.path, entry.name).slice(dir.length + 1);
  if (!glue.some((text) => text.includes(path))) rmSync(join(dir, path));
}
