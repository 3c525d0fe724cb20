#!/usr/bin/env bash
# Fuzzes every target in fuzz/ (cargo-fuzz, libFuzzer, the nightly toolchain) for the
# given seconds each, 3600 by default, growing the corpus kept in fuzz/corpus/. A crash
# stops the run and leaves its input in fuzz/artifacts/TARGET/: turn it into a named
# regression test, then fix it. Installs cargo-fuzz if it is missing.
#
#   bash scripts/fuzz.sh            # one hour per target
#   bash scripts/fuzz.sh 60         # a one-minute smoke run per target
#   bash scripts/fuzz.sh 600 sgf_read game_calls
set -euo pipefail
# shellcheck source=scripts/env.sh
. "$(dirname "${BASH_SOURCE[0]}")/env.sh"

seconds=${1:-3600}
shift || true
targets=("$@")
((${#targets[@]})) || targets=(sgf_read sgf_replay game_calls tournament_file)

rustup toolchain list | grep -q '^nightly' || rustup toolchain install nightly --profile minimal
command -v cargo-fuzz >/dev/null || cargo install cargo-fuzz --locked

for t in "${targets[@]}"; do
  say "fuzz $t for ${seconds}s"
  cargo +nightly fuzz run -O "$t" -- -max_total_time="$seconds" 2>&1 |
    grep -E '^(Done|==[0-9]+==|SUMMARY|thread .* panicked)' || true
  if compgen -G "fuzz/artifacts/$t/crash-*" >/dev/null; then
    die "$t crashed: see fuzz/artifacts/$t/"
  fi
done
