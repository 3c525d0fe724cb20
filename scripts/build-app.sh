#!/usr/bin/env bash
# The web app's release build into dist/: `trunk build --release` through small_wasm
# (scripts/env.sh: nightly, the standard library compiled for size, a panic a trap that
# the page's crash notice sees),
# as the tests, the size check and the measurements use it. Extra arguments go to Trunk.
#
#   bash scripts/build-app.sh
set -euo pipefail
# shellcheck source=scripts/env.sh
. "$(dirname "${BASH_SOURCE[0]}")/env.sh"
small_wasm --immediate-abort --no-debug trunk build --release "$@"
