#!/usr/bin/env bash
# `make test` once the build is done: ctest, the browser app's checks and browser tests, then the
# fuzz harnesses for 5 seconds each (scripts/fuzz.sh).
#   BUILD=build JOBS=2 scripts/test.sh
# The harnesses' build (clang, the engine compiled a second time with sanitizers) runs from the
# start at the lowest priority: ctest and the browser tests mostly wait on sockets, timers and the
# browser, so it takes the time of the cores they leave idle, and the scheduler gives them the
# cores whenever they want them. The first failure stops the run (and that build).
set -euo pipefail
cd "$(dirname "$0")/.."
build=${BUILD:-build}
jobs=${JOBS:-$(nproc)}

fuzz_log=$(mktemp)
# in a process group of its own (setsid), so that a failure stops the compilers with it
JOBS=$jobs setsid nice -n 19 bash scripts/fuzz.sh build >"$fuzz_log" 2>&1 &
fuzz_build=$!
trap 'kill -- -"$fuzz_build" 2>/dev/null || true; rm -f "$fuzz_log"' EXIT

(cd "$build" && ctest --output-on-failure -j "$jobs")
"${MAKE:-make}" --no-print-directory test-web BUILD="$build" JOBS="$jobs"
if ! wait "$fuzz_build"; then
  cat "$fuzz_log"
  echo "fuzz: the harnesses' build failed"
  exit 1
fi
JOBS=$jobs bash scripts/fuzz.sh
