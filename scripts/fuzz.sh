#!/usr/bin/env bash
# Fuzzes the targets in fuzz/ (cargo-fuzz, libFuzzer, the nightly toolchain) for the
# given seconds each, 3600 by default, two at a time with --jobs 2. A long run grows the
# corpus kept in fuzz/corpus/ (minimize it afterwards: docs/development.md); a smoke run
# (--smoke: 60 s each, two at a time, what scripts/test.sh runs) starts from that corpus
# but writes what it finds to a scratch directory, leaving the repository untouched.
# A crash stops the run and leaves its input in fuzz/artifacts/TARGET/: turn it into a
# named regression test, then fix it. Installs the nightly toolchain and cargo-fuzz if
# they are missing (scripts/setup.sh does too).
#
#   bash scripts/fuzz.sh                   # one hour per target, one at a time
#   bash scripts/fuzz.sh --smoke           # 60 s per target, two at a time, scratch corpus
#   bash scripts/fuzz.sh --jobs 2 600 sgf_read game_calls
set -euo pipefail
# shellcheck source=scripts/env.sh
. "$(dirname "${BASH_SOURCE[0]}")/env.sh"

seconds=3600 jobs=1 scratch=
while (($#)); do
  case $1 in
  --smoke) seconds=60 jobs=2 scratch=1 ;;
  --jobs) jobs=$2 && shift ;;
  *) break ;;
  esac
  shift
done
[[ $# -gt 0 && $1 =~ ^[0-9]+$ ]] && seconds=$1 && shift
targets=("$@")

rustup toolchain list | grep -q '^nightly' || rustup toolchain install nightly --profile minimal
[[ "$(version_of cargo-fuzz --version)" == "$CARGO_FUZZ_VERSION" ]] ||
  cargo install cargo-fuzz --version "$CARGO_FUZZ_VERSION" --locked

cd fuzz
((${#targets[@]})) || mapfile -t targets < <(cargo +nightly fuzz list)
say "fuzz build (all targets, release with debug assertions off)"
cargo +nightly fuzz build -O
bin=target/x86_64-unknown-linux-gnu/release
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# One target: its corpus, then the report line libFuzzer ends with.
run() {
  local t=$1 out=corpus/$1
  if [[ -n $scratch ]]; then
    out=$work/$t
  fi
  mkdir -p "$out" "artifacts/$t" corpus/"$t"
  # -timeout: an input that takes 30 s is a finding too (a refusal must be quick).
  if "$bin/$t" -max_total_time="$seconds" -timeout=30 -print_final_stats=1 \
    -artifact_prefix="artifacts/$t/" "$out" corpus/"$t" >"$work/$t.log" 2>&1; then
    printf '%-16s %s\n' "$t" "$(grep -E '^stat::number_of_executed_units' "$work/$t.log" | awk '{print $2}') inputs, no crash"
  else
    printf '%-16s CRASHED, see fuzz/artifacts/%s/\n' "$t" "$t"
    grep -E '^(==[0-9]+==|SUMMARY|thread .* panicked)' -A3 "$work/$t.log" | head -n 20
    return 1
  fi
}

say "fuzz ${#targets[@]} targets for ${seconds}s each, $jobs at a time"
failed=0
pids=()
for t in "${targets[@]}"; do
  run "$t" &
  pids+=($!)
  if ((${#pids[@]} >= jobs)); then
    wait "${pids[0]}" || failed=1
    pids=("${pids[@]:1}")
  fi
done
for p in "${pids[@]}"; do
  wait "$p" || failed=1
done
((failed == 0)) || die "a fuzz target crashed: see fuzz/artifacts/"
