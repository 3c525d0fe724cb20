#!/usr/bin/env bash
# The size of the npm package `hotstone` as a page downloads it: pkg/'s wasm and
# JavaScript, each gzipped (-9), and their sum against the 100 KB budget of issue 15.
# Run after bash scripts/package.sh. Exits 1 over the budget.
set -euo pipefail
# shellcheck source=scripts/env.sh
. "$(dirname "${BASH_SOURCE[0]}")/env.sh"

budget=$((100 * 1024))
[[ -f pkg/hotstone_bg.wasm ]] || die "no pkg/hotstone_bg.wasm: run bash scripts/package.sh first"
total=0
raw_total=0
for file in pkg/hotstone_bg.wasm pkg/hotstone.js pkg/index.js; do
  raw=$(wc -c <"$file")
  gz=$(gzip -9 -c "$file" | wc -c)
  printf '%-22s %8d bytes  %7d gzipped\n' "$file" "$raw" "$gz"
  total=$((total + gz))
  raw_total=$((raw_total + raw))
done
printf '%-22s %8d bytes  %7d gzipped (%d.%d KB; budget %d KB)\n' total "$raw_total" "$total" \
  $((total / 1024)) $((total % 1024 * 10 / 1024)) $((budget / 1024))
((total <= budget)) || die "the package is over its budget of $((budget / 1024)) KB gzipped"
