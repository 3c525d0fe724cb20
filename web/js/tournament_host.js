// The loader of the page's later modules, the tournament page, the course and the
// new-game dialog (components/tournament_host.rs, components/new_game/host.rs). A file, not inline_js: wasm-bindgen numbers inline
// snippets in the order a build links them, and the page in each language writes its
// snippets into the same directory (index.html).
const loading = {};
const styled = {};
export function load_tournament_page(url, css) {
  // The module's stylesheet beside it (scripts/trunk-css.mjs keeps it out of the first
  // download), linked once; the module is mounted when both are there (without its
  // styles if they cannot be fetched: the next try fetches them again). No stylesheet
  // when `css` is empty: the module's styles are the page's.
  styled[css] ??= !css ? Promise.resolve() : new Promise((done) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = new URL(css, url).href;
    link.onload = done;
    link.onerror = () => { link.remove(); delete styled[css]; done(); };
    document.head.append(link);
  });
  // One import per module; a failed one may be tried again.
  loading[url] ??= import(url).then(async (m) => { await m.default(); await styled[css]; return m; })
    .catch((e) => { delete loading[url]; throw e; });
  return loading[url];
}
