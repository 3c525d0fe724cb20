# shellcheck shell=bash disable=SC2034  # the variables are used by the sourcing scripts
# Sourced by the other scripts: the repo root as working directory, and the PATH and
# variables every tool needs. Not meant to be run on its own.

cd "$(dirname "${BASH_SOURCE[0]}")/.." || exit 1
ROOT=$PWD

# Pinned tool versions. wasm-bindgen-cli must equal the wasm-bindgen in Cargo.lock (pinned
# with `=` in the workspace Cargo.toml); Trunk 0.22 needs a newer rustc than we require.
TRUNK_VERSION=0.21.14
WASM_BINDGEN_VERSION=0.2.130
# The fuzz targets (fuzz/, scripts/fuzz.sh) build with cargo-fuzz on the nightly toolchain.
CARGO_FUZZ_VERSION=0.13.2

# cargo-installed tools first, then node_modules/.bin before the system: Trunk takes
# wasm-opt from PATH, and it must be npm's binaryen (Debian's is too old for today's wasm).
if [[ -f "$HOME/.cargo/env" ]]; then
  # shellcheck source=/dev/null
  . "$HOME/.cargo/env"
fi
export PATH="$ROOT/node_modules/.bin:${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"

export TRUNK_SKIP_VERSION_CHECK=true
export CHROMEDRIVER=${CHROMEDRIVER:-/usr/bin/chromedriver}
export CHROMIUM=${CHROMIUM:-/usr/bin/chromium}
# Browser flags for the wasm tests (headless, no sandbox, quiet on the network); the
# runner would otherwise look for webdriver.json in whatever directory cargo runs it from.
export WASM_BINDGEN_TEST_WEBDRIVER_JSON=${WASM_BINDGEN_TEST_WEBDRIVER_JSON:-$ROOT/web/webdriver.json}
# Headless Chromium starts slowly on a busy machine.
export WASM_BINDGEN_TEST_TIMEOUT=${WASM_BINDGEN_TEST_TIMEOUT:-120}
# playwright-core never downloads a browser; this makes sure nothing else tries.
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

# The shipped WebAssembly (the npm package, the app's release build, the embeddable board)
# is built by the nightly toolchain with a standard library compiled for size
# (`-Z build-std`, `optimize_for_size`) and without panic locations. The package and the
# app abort on a panic at once (`-Cpanic=immediate-abort`): no hook and no message are
# linked, and the app sees the trap itself (its crash notice, web/src/io/crash.rs). The
# page 21 KB, the package 8 KB smaller gzipped (docs/performance.md, "Sizes"). The
# embeddable board keeps Yew's hook (a panic's message in the embedding site's console).
# Its own target directory, so that the stable builds' caches stay. HOTSTONE_STABLE_WASM=1
# builds with the stable toolchain instead (larger: the size checks then fail).
SIZE_TARGET_DIR=$ROOT/target/size
# small_wasm [--immediate-abort [--no-locations] [--size-attrs] [--no-debug]] COMMAND...: runs COMMAND
# (cargo, trunk) with that set-up. The package's build adds to --immediate-abort:
# --no-locations, `-Zlocation-detail=none` (the panics' file names and lines, which a trap
# never reports); --size-attrs, `--cfg hotstone_size` (the rules crate's functions off the
# playouts' path compiled for size, crates/rules/src/lib.rs). The app's build adds
# --no-debug, `-Zfmt-debug=none`: `{:?}` writes nothing, so no derived `Debug` is linked
# (the German page 2.4 KB smaller gzipped); nothing the page shows or sends is written
# with `{:?}` (the worker's loader quotes its addresses itself, a record's setup error
# is typed).
small_wasm() {
  local flags="-Zlocation-detail=none"
  if [[ "${1:-}" == --immediate-abort ]]; then
    flags="-Zunstable-options -Cpanic=immediate-abort"
    shift
    if [[ "${1:-}" == --no-locations ]]; then
      flags+=" -Zlocation-detail=none"
      shift
    fi
    if [[ "${1:-}" == --size-attrs ]]; then
      flags+=" --cfg hotstone_size"
      shift
    fi
    if [[ "${1:-}" == --no-debug ]]; then
      flags+=" -Zfmt-debug=none"
      shift
    fi
  fi
  if [[ "${HOTSTONE_STABLE_WASM:-}" == 1 ]]; then
    "$@"
    return
  fi
  RUSTUP_TOOLCHAIN=nightly CARGO_TARGET_DIR=$SIZE_TARGET_DIR \
    CARGO_UNSTABLE_BUILD_STD=std,panic_abort \
    CARGO_UNSTABLE_BUILD_STD_FEATURES=optimize_for_size \
    RUSTFLAGS="$flags" "$@"
}

# Colours only on a terminal, plain text in CI logs.
bold='' red='' green='' plain=''
if [[ -t 2 ]]; then
  bold=$'\033[1m' red=$'\033[1;31m' green=$'\033[1;32m' plain=$'\033[0m'
fi
# The version a tool prints with --version (its second word), empty when it is missing.
version_of() { "$@" 2>/dev/null | head -n1 | awk '{print $2}' || true; }
say() { printf '%s==> %s%s\n' "$bold" "$*" "$plain" >&2; }
die() {
  printf '%serror: %s%s\n' "$red" "$*" "$plain" >&2
  exit 1
}
