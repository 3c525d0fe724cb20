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
