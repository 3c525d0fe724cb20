#!/usr/bin/env bash
# Trunk's post_build hook (Trunk.toml): in a release build, the page's wasm-bindgen glue
# minified by npm's terser, as scripts/package.sh does for the package. Trunk minifies
# the CSS, the HTML and the worker's glue itself (build.minify), but its JavaScript
# minifier cannot read the page's glue, an ES module (`export default`), and leaves it
# as it is (issue 17: 8.2 -> about 4 KB gzipped).
set -euo pipefail
[[ ${TRUNK_PROFILE:-} == release ]] || exit 0
staging=${TRUNK_STAGING_DIR:?run by Trunk}
terser="$(dirname "${BASH_SOURCE[0]}")/../node_modules/.bin/terser"
[[ -x "$terser" ]] || { echo "error: npm's terser is missing: run bash scripts/setup.sh" >&2; exit 1; }
for js in "$staging"/hotstone-web-*.js; do
  "$terser" "$js" --module --compress --mangle --output "$js.min"
  mv "$js.min" "$js"
done
