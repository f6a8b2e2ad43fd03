#!/usr/bin/env bash
# Every test of a built tree, as `make test` runs them after `make build`:
#   scripts/run_tests.sh [BUILD]      (JOBS: how many tests side by side; default every core)
# ctest (the engine, the servers, PostgreSQL, Python, the package) and, beside it, the browser
# app's lint, types, unit and browser tests; then the fuzz harnesses for 5 seconds each.
#
# Side by side because neither fills the cores: ctest waits on sockets, PostgreSQL and its serial
# tests (alone on 2 cores: 334 s at 80% of both), the browser tests on pages, the server and
# their one browser (425 s at 56%). With the harnesses' clang build (build-fuzz/) beside them at
# the lowest priority, taking what they leave, ctest and the browser app's checks and tests took
# 841 s one after the other and end in about 670 s side by side (ctest then takes 513 s). The browser app's output is in
# BUILD/test-web.log and printed after ctest's; the harnesses' build's in BUILD/fuzz-build.log.
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD=${1:-build}
JOBS=${JOBS:-$(nproc)}

# Each in a process group of its own (job control on), so that a failure stops a whole tree:
# cmake, ninja and the compilers; npm, the server and the browser. Not in a session of their own:
# where the kernel groups processes by session (autogroup), a session's nice value weighs only
# within it, and the harnesses' build would take a full share of the cores.
set -m
nice -n 19 env JOBS="$JOBS" bash scripts/fuzz.sh build >"$BUILD/fuzz-build.log" 2>&1 &
fuzz_build=$!
make --no-print-directory web-tests BUILD="$BUILD" >"$BUILD/test-web.log" 2>&1 &
web=$!
set +m
stop_the_rest() { kill -- "-$fuzz_build" "-$web" 2>/dev/null || true; }
trap stop_the_rest EXIT

ctest_status=0
(cd "$BUILD" && ctest --output-on-failure -j "$JOBS") || ctest_status=$?
web_status=0
wait "$web" || web_status=$?
cat "$BUILD/test-web.log"
if [ "$ctest_status" -ne 0 ] || [ "$web_status" -ne 0 ]; then
  [ "$ctest_status" -ne 0 ] && echo "run_tests: ctest failed (its report is above the browser app's)"
  [ "$web_status" -ne 0 ] && echo "run_tests: the browser app's checks or tests failed (the lines above; all of it: $BUILD/test-web.log)"
  exit 1
fi

if ! wait "$fuzz_build"; then
  tail -n 60 "$BUILD/fuzz-build.log"
  echo "run_tests: the fuzz harnesses' build failed (the whole output: $BUILD/fuzz-build.log)"
  exit 1
fi
trap - EXIT
JOBS=$JOBS bash scripts/fuzz.sh
