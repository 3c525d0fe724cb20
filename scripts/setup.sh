#!/usr/bin/env bash
# Installs whatever Hotstone's build and tests need and is missing: the wasm target,
# rustfmt and clippy, Trunk, wasm-bindgen-cli, Debian's Chromium and chromedriver, the
# npm packages (playwright-core, binaryen's wasm-opt), sgfmill (in target/venv) and the
# crates. Idempotent; when
# everything is there each check is a version test and the script takes a second or two.
set -euo pipefail
# shellcheck source=scripts/env.sh
. "$(dirname "${BASH_SOURCE[0]}")/env.sh"

if ! command -v cargo >/dev/null || ! command -v rustup >/dev/null; then
  die "cargo and rustup are needed first: https://rustup.rs"
fi

# --- Rust target and components -----------------------------------------------------
if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  say "rustup target add wasm32-unknown-unknown"
  rustup target add wasm32-unknown-unknown
fi
for component in rustfmt clippy; do
  if ! rustup component list --installed | grep -q "^$component"; then
    say "rustup component add $component"
    rustup component add "$component"
  fi
done

# --- Cargo-installed tools ------------------------------------------------------------
if [[ "$(version_of trunk --version)" != "$TRUNK_VERSION" ]]; then
  say "cargo install trunk $TRUNK_VERSION (several minutes)"
  cargo install trunk --version "$TRUNK_VERSION" --locked
fi

locked=$(grep -A1 '^name = "wasm-bindgen"$' Cargo.lock 2>/dev/null | sed -n 's/^version = "\(.*\)"/\1/p' || true)
if [[ -n "$locked" && "$locked" != "$WASM_BINDGEN_VERSION" ]]; then
  die "Cargo.lock has wasm-bindgen $locked but the scripts pin $WASM_BINDGEN_VERSION: change both together (scripts/env.sh, Cargo.toml, Trunk.toml)"
fi
if [[ "$(version_of wasm-bindgen --version)" != "$WASM_BINDGEN_VERSION" ]] ||
  ! command -v wasm-bindgen-test-runner >/dev/null; then
  say "cargo install wasm-bindgen-cli $WASM_BINDGEN_VERSION (several minutes)"
  # Deliberately without --locked: that is the build known to work with our toolchain.
  cargo install wasm-bindgen-cli --version "$WASM_BINDGEN_VERSION" --force
fi

# The fuzz targets' smoke runs (scripts/fuzz.sh --smoke): nightly for the sanitizer
# coverage, and cargo-fuzz to build them.
if ! rustup toolchain list | grep -q '^nightly'; then
  say "rustup toolchain install nightly (for cargo-fuzz)"
  rustup toolchain install nightly --profile minimal
fi
# The shipped wasm is built by nightly with its standard library compiled for size
# (small_wasm in scripts/env.sh): the library's source.
if ! rustup component list --toolchain nightly --installed | grep -q '^rust-src'; then
  say "rustup component add rust-src --toolchain nightly (for -Z build-std)"
  rustup component add rust-src --toolchain nightly
fi
if [[ "$(version_of cargo-fuzz --version)" != "$CARGO_FUZZ_VERSION" ]]; then
  say "cargo install cargo-fuzz $CARGO_FUZZ_VERSION (a few minutes)"
  cargo install cargo-fuzz --version "$CARGO_FUZZ_VERSION" --locked
fi

# --- Chromium and chromedriver from Debian, a Japanese font, and GNU Go ----------------------
# Without a CJK font the Japanese screens (and their screenshots) show empty boxes. GNU Go
# (/usr/games/gnugo) is the real GTP opponent of the referee's tests (issue 18).
japanese_font=/usr/share/fonts/opentype/ipafont-gothic/ipag.ttf
gnugo=/usr/games/gnugo
apt_packages=()
[[ -x "$CHROMIUM" && -x "$CHROMEDRIVER" ]] || apt_packages+=(chromium chromium-driver)
[[ -f "$japanese_font" ]] || apt_packages+=(fonts-ipafont-gothic)
[[ -x "$gnugo" ]] || apt_packages+=(gnugo)
# Python's venv for sgfmill (below); Debian's python3 has it in a package of its own.
python3 -c 'import ensurepip, venv' 2>/dev/null || apt_packages+=(python3 python3-venv)
if ((${#apt_packages[@]})); then
  say "apt-get install ${apt_packages[*]}"
  sudo=()
  [[ "$(id -u)" == 0 ]] || sudo=(sudo)
  export DEBIAN_FRONTEND=noninteractive
  # Wait for another apt or dpkg rather than failing on its lock.
  "${sudo[@]}" apt-get -o DPkg::Lock::Timeout=600 update
  "${sudo[@]}" apt-get -o DPkg::Lock::Timeout=600 install -y --no-install-recommends \
    "${apt_packages[@]}" </dev/null
fi

# --- npm: playwright-core and binaryen -------------------------------------------------------
if ! command -v node >/dev/null || ! command -v npm >/dev/null; then
  die "Node.js 20 or newer (with npm) is needed first"
fi
node_major=$(node -p 'process.versions.node.split(".")[0]')
((node_major >= 20)) || die "Node.js 20 or newer is needed, found $(node --version)"

stamp=node_modules/.hotstone-npm-stamp
want=$(cat package.json package-lock.json | sha256sum | cut -d' ' -f1)
if [[ ! -f "$stamp" || "$(cat "$stamp")" != "$want" ]]; then
  say "npm ci"
  npm ci --no-audit --no-fund </dev/null
  echo "$want" >"$stamp"
fi

# Trunk uses wasm-opt only if its version is exactly the one in Trunk.toml.
pinned=$(sed -n 's/^wasm_opt *= *"\(.*\)"/\1/p' Trunk.toml)
binaryen=$(node -p 'require("./node_modules/binaryen/package.json").version.split(".")[0]')
[[ "$pinned" == "version_$binaryen" ]] ||
  die "Trunk.toml pins wasm_opt = \"$pinned\" but npm's binaryen is $binaryen: make them agree"

# --- sgfmill from PyPI: the independent SGF reader of the lessons' test ---------------------
# A venv inside target/ (ignored by git), so that the system's Python stays as it is.
venv=target/venv
if ! "$venv/bin/python" -c 'import sgfmill' 2>/dev/null; then
  say "python3 -m venv $venv && pip install sgfmill"
  python3 -m venv "$venv"
  "$venv/bin/pip" install --quiet --disable-pip-version-check "sgfmill==1.1.1"
fi

# --- Crates, so that the offline builds find everything -------------------------------------
cargo fetch --quiet
cargo fetch --quiet --manifest-path fuzz/Cargo.toml
# The standard library's own dependencies, for small_wasm's offline Trunk build.
cargo +nightly fetch --quiet --manifest-path \
  "$(rustc +nightly --print sysroot)/lib/rustlib/src/rust/library/Cargo.toml"
