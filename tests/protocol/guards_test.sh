#!/usr/bin/env bash
# The test protocol_guards: what the C++ side sends in random games of every
# game, player count and rule variant, for every viewer, checked by node against the guards the
# browser uses (web/src/protocol/generated/contract.js). Needs only node, not web/node_modules.
# Usage: guards_test.sh CUBILETE_BINARY REPO_DIR
set -euo pipefail
bin="$1"
repo="$2"
samples="$(mktemp)"
trap 'rm -f "$samples"' EXIT
"$bin" protocol --samples --games 2 >"$samples"
node "$repo/tests/protocol/check_guards.mjs" "$samples" "$repo/web/src/protocol/generated/contract.js"
