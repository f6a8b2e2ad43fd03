#!/usr/bin/env bash
# Builds what is not built yet, then runs every test, as `make test` does after its installs:
#   scripts/run_tests.sh [BUILD]      (JOBS: how many tests side by side; default every core)
# First the program and the browser app; then the browser tests; then ctest (the engine, the
# servers, PostgreSQL, Python, the package); then the fuzz harnesses for 5 seconds each.
#
# The browser tests wait on pages, the server and their one browser (alone on 2 cores: 425 s at
# 56% of both cores), ctest on sockets, PostgreSQL and its serial tests (375 s at 80%). What has
# no clock runs beside them at a lower priority and takes what they leave: the rest of the build
# (the test programs: about 390 core-seconds) beside the browser tests, the harnesses' clang build
# (build-fuzz/, its output in BUILD/fuzz-build.log) and the browser app's lint, type check and
# unit tests (BUILD/web-static.log) behind it. Run one after the other, the C++ build, ctest and
# the browser tests left most of a core idle for seven minutes. ctest and the browser tests
# side by side ended 4 minutes sooner, but each slowed the other's tests that wait for something
# within a time (a PostgreSQL rated game's message, a bot's turn within a bounded number of
# polls): one run in two failed. A niced compiler yields to both.
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD=${1:-build}
JOBS=${JOBS:-$(nproc)}

cmake --build "$BUILD" -j "$JOBS" --target cubilete
program="$(cd "$BUILD" && pwd)/cubilete"
make --no-print-directory web

# Each in a process group of its own (job control on), so that a failure stops a whole tree:
# cmake, ninja and the compilers; npm, eslint and tsc. Not in a session of their own: where the
# kernel groups processes by session (autogroup), a session's nice value weighs only within it,
# and they would take a full share of the cores. The test programs' build comes before the
# harnesses' (nice 10 against 19): ctest waits for it.
set -m
nice -n 10 cmake --build "$BUILD" -j "$JOBS" >"$BUILD/test-build.log" 2>&1 &
test_build=$!
nice -n 19 env JOBS="$JOBS" bash scripts/fuzz.sh build >"$BUILD/fuzz-build.log" 2>&1 &
fuzz_build=$!
nice -n 19 bash -c 'make --no-print-directory web-static && cd web && npm run test:unit' \
  >"$BUILD/web-static.log" 2>&1 &
web_static=$!
set +m
stop_the_rest() { kill -- "-$test_build" "-$fuzz_build" "-$web_static" 2>/dev/null || true; }
trap stop_the_rest EXIT

(cd web && CUBILETE_BIN="$program" npm run e2e)

if ! wait "$test_build"; then
  tail -n 60 "$BUILD/test-build.log"
  echo "run_tests: the test programs' build failed (the whole output: $BUILD/test-build.log)"
  exit 1
fi
if ! (cd "$BUILD" && ctest --output-on-failure -j "$JOBS"); then
  python3 scripts/failed_tests.py "$BUILD"
  echo "run_tests: ctest failed (each failed test's output is above, the last of it again just above)"
  exit 1
fi
status=0
wait "$web_static" || status=$?
cat "$BUILD/web-static.log"
if [ "$status" != 0 ]; then
  echo "run_tests: the browser app's lint, type check or unit tests failed"
  exit 1
fi

if ! wait "$fuzz_build"; then
  tail -n 60 "$BUILD/fuzz-build.log"
  echo "run_tests: the fuzz harnesses' build failed (the whole output: $BUILD/fuzz-build.log)"
  exit 1
fi
trap - EXIT
JOBS=$JOBS bash scripts/fuzz.sh
