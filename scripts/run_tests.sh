#!/usr/bin/env bash
# Every test of a built tree, as `make test` runs them after `make build`:
#   scripts/run_tests.sh [BUILD]      (JOBS: how many tests side by side; default every core)
# ctest (the engine, the servers, PostgreSQL, Python, the package), then the browser app's lint,
# types, unit and browser tests, then the fuzz harnesses for 5 seconds each.
#
# The harnesses' clang build (build-fuzz/, about 500 core-seconds on 2 cores) runs at the lowest
# priority from the start, beside ctest and the browser tests: both spend much of their time
# waiting on a server, a database or a page, and leave part of the cores idle, which the build
# takes instead of minutes of its own. Its output is in BUILD/fuzz-build.log.
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD=${1:-build}
JOBS=${JOBS:-$(nproc)}

# In a session of its own, so that a failed test stops the build's whole tree (cmake, ninja and
# the compilers), not only the script that started it.
setsid nice -n 19 env JOBS="$JOBS" bash scripts/fuzz.sh build >"$BUILD/fuzz-build.log" 2>&1 &
fuzz_build=$!
stop_fuzz_build() { kill -- "-$fuzz_build" 2>/dev/null || true; }
trap stop_fuzz_build EXIT

(cd "$BUILD" && ctest --output-on-failure -j "$JOBS")
make --no-print-directory test-web BUILD="$BUILD"

if ! wait "$fuzz_build"; then
  tail -n 60 "$BUILD/fuzz-build.log"
  echo "run_tests: the fuzz harnesses' build failed (the whole output: $BUILD/fuzz-build.log)"
  exit 1
fi
trap - EXIT
JOBS=$JOBS bash scripts/fuzz.sh
