// The page's focus keeper (io/focus.rs). A file, not inline_js: wasm-bindgen numbers
// inline snippets in the order a build links them, and the page in each language and
// the tournament page write their snippets into the same directory (index.html).
export function keep_focus(landings) {
  const CONTROL = 'button,input,select,textarea,a[href],[tabindex]:not([tabindex="-1"])';
  const enabled = (e) => !e.disabled && e.isConnected;
  let path = [];
  document.addEventListener('focusin', (e) => {
    path = [];
    for (let n = e.target; n; n = n.parentElement) path.push(n);
  });
  new MutationObserver(() => {
    const lost = path[0], now = document.activeElement;
    if (!lost || enabled(lost) || (now && now !== document.body && now !== lost)) return;
    let to = null;
    for (const n of path) {
      if (!n.isConnected && n.dataset.focusReturn) to = document.querySelector(n.dataset.focusReturn);
      else if (n.isConnected && n.hasAttribute('data-focus-scope')) {
        to = [...n.querySelectorAll(CONTROL)].find(enabled);
      }
      if (to) break;
    }
    for (const s of landings.split('|')) to ??= document.querySelector(s);
    if (!to) return;
    if (!to.matches(CONTROL)) to.tabIndex = -1;
    to.focus();
  }).observe(document.body, { subtree: true, childList: true, attributeFilter: ['disabled'] });
}
