#!/usr/bin/env bash
# The npm package's size against its target: now one part of scripts/size.sh (kept so
# that older instructions still work).
exec bash "$(dirname "${BASH_SOURCE[0]}")/size.sh" package "$@"
