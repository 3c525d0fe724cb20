#!/usr/bin/env bash
# Installs what is missing, then serves the board on http://127.0.0.1:8080 with live reload.
set -euo pipefail
# shellcheck source=scripts/env.sh
. "$(dirname "${BASH_SOURCE[0]}")/env.sh"

bash scripts/setup.sh
say "serving on http://127.0.0.1:8080 (Ctrl-C stops)"
exec trunk serve --address 127.0.0.1 --port 8080 "$@"
