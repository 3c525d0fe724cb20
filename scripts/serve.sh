#!/usr/bin/env bash
# Installs what is missing, then serves the board on http://127.0.0.1:8080 with live reload,
# and the repository on http://127.0.0.1:8081 for the example pages over the npm package:
# http://127.0.0.1:8081/examples/embed/ (<hotstone-board>) and /examples/js/ (built by
# scripts/package.sh when pkg/board/ is missing).
set -euo pipefail
# shellcheck source=scripts/env.sh
. "$(dirname "${BASH_SOURCE[0]}")/env.sh"

bash scripts/setup.sh
[[ -f pkg/board/index.js ]] || bash scripts/package.sh --no-pack
node tests/e2e/serve.mjs "$ROOT" 8081 &
examples=$!
trap 'kill "$examples" 2>/dev/null || true' EXIT
say "serving on http://127.0.0.1:8080, the examples on http://127.0.0.1:8081/examples/embed/ (Ctrl-C stops)"
trunk serve --address 127.0.0.1 --port 8080 "$@"
