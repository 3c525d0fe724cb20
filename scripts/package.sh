#!/usr/bin/env bash
# Builds the npm package `hotstone` into pkg/: the rules (crates/js) compiled to
# WebAssembly with the size-first profile, wasm-bindgen's ES module glue and .d.ts for
# the web target, wasm-opt -Oz (npm's binaryen), the glue minified (npm's terser), the
# entry, types, package.json and README from crates/js/npm/, then `npm pack`
# (pkg/hotstone-VERSION.tgz).
#
#   bash scripts/package.sh           # build pkg/ and pack it
#   bash scripts/package.sh --no-pack # build pkg/ only
set -euo pipefail
# shellcheck source=scripts/env.sh
. "$(dirname "${BASH_SOURCE[0]}")/env.sh"

pack=1
[[ "${1:-}" == "--no-pack" ]] && pack=0

command -v wasm-bindgen >/dev/null || die "wasm-bindgen is missing: run bash scripts/setup.sh"
[[ "$(wasm-bindgen --version | awk '{print $2}')" == "$WASM_BINDGEN_VERSION" ]] ||
  die "wasm-bindgen $WASM_BINDGEN_VERSION is needed: run bash scripts/setup.sh"
wasm_opt="$ROOT/node_modules/.bin/wasm-opt"
[[ -x "$wasm_opt" ]] || die "npm's binaryen (wasm-opt) is missing: run bash scripts/setup.sh"
terser="$ROOT/node_modules/.bin/terser"
[[ -x "$terser" ]] || die "npm's terser is missing: run bash scripts/setup.sh"

out="$ROOT/pkg"
profile=release-js
# Built by small_wasm (scripts/env.sh): nightly, the standard library built for size.
target_dir=$(small_wasm cargo metadata --format-version 1 --no-deps | node -e \
  'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>console.log(JSON.parse(s).target_directory))')
version=$(cargo metadata --format-version 1 --no-deps | node -e \
  'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>console.log(JSON.parse(s).packages.find(p=>p.name==="hotstone-js").version))')

say "cargo build -p hotstone-js --target wasm32-unknown-unknown --profile $profile"
small_wasm --immediate-abort --no-locations --size-attrs cargo build -p hotstone-js --target wasm32-unknown-unknown --profile "$profile"

rm -rf "$out"
mkdir -p "$out"
say "wasm-bindgen --target web"
wasm-bindgen --target web --out-dir "$out" --out-name hotstone \
  "$target_dir/wasm32-unknown-unknown/$profile/hotstone_js.wasm"

# The features Rust enables for wasm32 by default (wasm-opt must accept what it finds).
features=(--enable-bulk-memory --enable-bulk-memory-opt --enable-nontrapping-float-to-int
  --enable-sign-ext --enable-mutable-globals --enable-reference-types --enable-multivalue)
# --low-memory-unused: Rust's data starts at 1 MiB, below it the stack, so no pointer
# points into the first KiB and wasm-opt may fold offsets into loads (1.4 KB gzipped).
# --one-caller-inline-max-function-size=20: a function with one caller is inlined only
# if it is tiny (default: whatever its size), 5.1 KB gzipped less. The playouts' hot
# functions are `#[inline(always)]` in the rules crate for it; `tryPlayXY` is about 8 %
# slower in Node (docs/performance.md, "Sizes").
# --flatten --rereloop -Oz -Oz after it: the control flow rebuilt by the relooper and
# shrunk again (twice: the second -Oz finds more), 0.7 KB gzipped less, the playouts as
# fast.
# --strip-target-features: the features section is for the tools that read the module
# before this step (wasm-bindgen); no engine reads it (0.1 KB gzipped).
say "wasm-opt -Oz --converge --low-memory-unused --one-caller-inline-max-function-size=20, --flatten --rereloop -Oz -Oz"
"$wasm_opt" --one-caller-inline-max-function-size=20 -Oz --converge --low-memory-unused \
  --flatten --rereloop -Oz -Oz \
  --strip-debug --strip-producers --strip-target-features "${features[@]}" \
  "$out/hotstone_bg.wasm" -o "$out/hotstone_bg.wasm"
rm -f "$out/hotstone_bg.wasm.d.ts"
# The imports' long hashed names and wasm-bindgen's own exports, in the module and the
# glue, made short (1.4 KB gzipped; the API's exports keep their names).
say "minify-imports"
node scripts/minify-imports.mjs "$out/hotstone_bg.wasm" "$out/hotstone.js"
# The JavaScript the crate imports (crates/js/js/json.js: the arguments' JSON.stringify,
# src/cross.rs), which wasm-bindgen writes to snippets/, folded into the glue: the
# package stays one module of glue (its bundlers, its size: scripts/size.sh counts
# pkg/*.js).
node -e '
  const fs = require("fs"), path = require("path");
  const dir = process.argv[1], glue = path.join(dir, "hotstone.js");
  const js = fs.readFileSync(glue, "utf8").replace(
    /^import \{ [\w, ]+ \} from .\.\/(snippets\/[^"\x27]+).;\n/gm,
    (_, file) => fs.readFileSync(path.join(dir, file), "utf8").replace(/^export function /gm, "function ") + "\n");
  if (js.includes("./snippets/")) throw new Error("a snippet import was left in hotstone.js");
  fs.writeFileSync(glue, js);
  fs.rmSync(path.join(dir, "snippets"), { recursive: true, force: true });
' "$out"
# The options arguments may be left out; wasm-bindgen types them as required.
sed -i -e 's/(options: GameOptions)/(options?: GameOptions)/' \
  -e 's/, options: SgfOptions)/, options?: SgfOptions)/' \
  -e 's/(options: ScoreOptions)/(options?: ScoreOptions)/' "$out/hotstone.d.ts"

# The glue minified (its doc comments are in hotstone.d.ts): 7.5 -> 3.7 KB gzipped.
# Statements end with line breaks, not semicolons (a few bytes gzipped): Node shows the
# line of an uncaught error, and one line of the whole glue was 9 KB of screen.
say "terser hotstone.js"
"$terser" "$out/hotstone.js" --module --compress --mangle --format semicolons=false --output "$out/hotstone.min.js"
mv "$out/hotstone.min.js" "$out/hotstone.js"

# The entry minified too (its comments are in crates/js/npm/index.js).
"$terser" crates/js/npm/index.js --module --compress --mangle --format semicolons=false --output "$out/index.js"
cp crates/js/npm/index.d.ts crates/js/npm/README.md LICENSE-MIT LICENSE-APACHE "$out/"
# The reference travels with the package (the README points to it): the API, the
# embeddable board and the lesson format it links to.
mkdir -p "$out/docs"
cp docs/js-api.md docs/embed.md docs/lessons.md "$out/docs/"
node -e '
  const fs = require("fs");
  const p = JSON.parse(fs.readFileSync(process.argv[1], "utf8"));
  p.version = process.argv[2];
  fs.writeFileSync(process.argv[3], JSON.stringify(p, null, 2) + "\n");
' crates/js/npm/package.json "$version" "$out/package.json"

# --- hotstone/board: <hotstone-board> (issue 16) -------------------------------------
# The web app's board and panels (web/element over hotstone-web) in pkg/board/, with
# the app's own size profile (web-release); `exports["./board"]` in pkg/package.json.
say "cargo build -p hotstone-element --target wasm32-unknown-unknown --profile web-release"
small_wasm cargo build -p hotstone-element --target wasm32-unknown-unknown --profile web-release
mkdir -p "$out/board"
wasm-bindgen --target web --out-dir "$out/board" --out-name hotstone_element \
  "$target_dir/wasm32-unknown-unknown/web-release/hotstone_element.wasm"
say "wasm-opt -Oz (board)"
"$wasm_opt" -Oz --strip-debug --strip-producers "${features[@]}" \
  "$out/board/hotstone_element_bg.wasm" -o "$out/board/hotstone_element_bg.wasm"
rm -f "$out/board/hotstone_element_bg.wasm.d.ts"
cp web/element/js/board.js "$out/board/index.js"
cp web/element/js/board.d.ts "$out/board/index.d.ts"
node -e '
  const fs = require("fs");
  const file = process.argv[1];
  const p = JSON.parse(fs.readFileSync(file, "utf8"));
  p.exports["./board"] = { types: "./board/index.d.ts", default: "./board/index.js" };
  p.files = [...new Set([...(p.files ?? []), "board/"])];
  // `import "hotstone/board"` defines the element: a side effect bundlers must keep
  // (issue 39: with `false` esbuild dropped the bare import and bundled no element).
  p.sideEffects = ["./board/index.js"];
  fs.writeFileSync(file, JSON.stringify(p, null, 2) + "\n");
' "$out/package.json"
# --- end of hotstone/board ----------------------------------------------------------

if ((pack)); then
  say "npm pack"
  (cd "$out" && npm pack --silent >/dev/null)
fi
say "pkg/ is ready: $(cd "$out" && ls | tr '\n' ' ')"
