// The tournament page's loader (components/tournament_host.rs). A file, not inline_js:
// wasm-bindgen numbers inline snippets in the order a build links them, and the page in
// each language writes its snippets into the same directory (index.html).
let loading = null;
let styled = null;
export function load_tournament_page(url) {
  // The page's stylesheet beside its module (scripts/trunk-css.mjs keeps it out of the
  // first download), linked once; the page is mounted when both are there (without its
  // styles if they cannot be fetched: the next try fetches them again).
  styled ??= new Promise((done) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = new URL('tournament-page.css', url).href;
    link.onload = done;
    link.onerror = () => { link.remove(); styled = null; done(); };
    document.head.append(link);
  });
  // One import per page; a failed one may be tried again.
  loading ??= import(url).then(async (m) => { await m.default(); await styled; return m; })
    .catch((e) => { loading = null; throw e; });
  return loading;
}
