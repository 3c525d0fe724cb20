#!/usr/bin/env bash
# Trunk's post_build hook (Trunk.toml). In every profile: the page's stylesheets joined
# into one file and the tournament page's set apart (scripts/trunk-css.mjs; the
# tournament host links it when the page is opened), and the page's loader choosing the
# ?embed view's module when asked (scripts/trunk-page.mjs). In a release build then: the
# wasm-bindgen glue of the page and of the tournament page's and the ?embed view's modules
# minified by npm's terser, as scripts/package.sh does for the package. Trunk minifies the
# CSS, the HTML and the player worker's glue itself (build.minify), but its JavaScript
# minifier cannot read ES modules (`export default`) and leaves them as they are (issue
# 17: the page's glue 8.2 -> about 4 KB gzipped), and the JavaScript snippets beside it
# (the focus keeper's, the tournament module's loader). Before terser, each of those
# modules' imports and wasm-bindgen's own exports get short names, in the wasm and in its
# glue alike (scripts/minify-imports.mjs, as scripts/package.sh does for the package):
# wasm-bindgen names every import after its function and a 16-digit hash and repeats the
# module's name with each, text gzip cannot shrink (the German page 5.0 KB smaller
# gzipped). The player's worker is not an ES module (`no-modules` glue): it keeps them.
set -euo pipefail
staging=${TRUNK_STAGING_DIR:?run by Trunk}
scripts="$(dirname "${BASH_SOURCE[0]}")"
node "$scripts/trunk-css.mjs" "$staging"
node "$scripts/trunk-page.mjs" "$staging"
[[ ${TRUNK_PROFILE:-} == release ]] || exit 0
terser="$scripts/../node_modules/.bin/terser"
[[ -x "$terser" ]] || { echo "error: npm's terser is missing: run bash scripts/setup.sh" >&2; exit 1; }
shopt -s nullglob globstar
for js in "$staging"/hotstone-web-*.js "$staging"/page-de.js "$staging"/page-ja.js "$staging"/tournament-page.js "$staging"/course-page.js "$staging"/embed-page.js; do
  node "$scripts/minify-imports.mjs" "${js%.js}_bg.wasm" "$js"
done
for js in "$staging"/hotstone-web-*.js "$staging"/page-de.js "$staging"/page-ja.js "$staging"/tournament-page.js "$staging"/course-page.js "$staging"/embed-page.js "$staging"/page-loader.js "$staging"/snippets/**/*.js; do
  "$terser" "$js" --module --compress --mangle --output "$js.min"
  mv "$js.min" "$js"
done
