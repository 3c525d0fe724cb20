#!/usr/bin/env bash
# A copy of the release build (dist/) whose page wasm keeps its function names, for
# `PROFILE=N DIST=DIR node scripts/click-trace.mjs` (issue 17: where the click's script
# time goes). The same code as Trunk's: cargo's output of the web-release profile through
# the same wasm-bindgen and `wasm-opt -Oz --low-memory-unused`, with `-g` added. Run
# after `bash scripts/build-app.sh`:
#
#   bash scripts/named-dist.sh /tmp/dist-named
set -euo pipefail
# shellcheck source=scripts/env.sh
. "$(dirname "${BASH_SOURCE[0]}")/env.sh"
out=${1:?usage: bash scripts/named-dist.sh DIR}
[[ -f dist/index.html ]] || die "no dist/: run bash scripts/build-app.sh first"
target_dir=$SIZE_TARGET_DIR
[[ "${HOTSTONE_STABLE_WASM:-}" == 1 ]] && target_dir=$ROOT/target
small_wasm --immediate-abort --no-debug cargo build --profile web-release --target wasm32-unknown-unknown -p hotstone-web --bin hotstone-web --no-default-features --features en
rm -rf "$out"
cp -r dist "$out"
js=$(echo "$out"/hotstone-web-*.js)
wasm=$(echo "$out"/hotstone-web-*_bg.wasm)
tmp=$(mktemp -d)
wasm-bindgen --target web --keep-debug --out-dir "$tmp" --out-name page \
  "$target_dir/wasm32-unknown-unknown/web-release/hotstone-web.wasm"
wasm-opt -g -Oz --low-memory-unused --enable-bulk-memory --enable-nontrapping-float-to-int \
  --enable-sign-ext --enable-mutable-globals --enable-reference-types --enable-multivalue \
  "$tmp/page_bg.wasm" -o "$wasm"
cp "$tmp/page.js" "$js"
rm -rf "$tmp"
say "$out: the release build with the page's function names"
