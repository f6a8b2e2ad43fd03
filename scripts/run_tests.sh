#!/usr/bin/env bash
# Every test of a built tree, as `make test` runs them after `make build`:
#   scripts/run_tests.sh [BUILD]      (JOBS: how many tests side by side; default every core)
# ctest (the engine, the servers, PostgreSQL, Python, the package), then the browser app's unit
# and browser tests, then the fuzz harnesses for 5 seconds each.
#
# ctest waits on sockets, PostgreSQL and its serial tests (alone on 2 cores: 334 s at 80% of both
# cores), the browser tests on pages, the server and their one browser (425 s at 56%). What has no
# clock runs beside them at the lowest priority and takes what they leave: the harnesses' clang
# build (build-fuzz/, its output in BUILD/fuzz-build.log) and the browser app's lint and type check
# (BUILD/web-static.log). ctest and the browser tests side by side ended 4 minutes sooner, but
# each slowed the other's tests that wait for something within a time (a PostgreSQL rated game's
# message, a bot's turn within a bounded number of polls): one run in two failed.
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD=${1:-build}
JOBS=${JOBS:-$(nproc)}

# Each in a process group of its own (job control on), so that a failure stops a whole tree:
# cmake, ninja and the compilers; npm, eslint and tsc. Not in a session of their own: where the
# kernel groups processes by session (autogroup), a session's nice value weighs only within it,
# and they would take a full share of the cores.
set -m
nice -n 19 env JOBS="$JOBS" bash scripts/fuzz.sh build >"$BUILD/fuzz-build.log" 2>&1 &
fuzz_build=$!
nice -n 19 make --no-print-directory web-static >"$BUILD/web-static.log" 2>&1 &
web_static=$!
set +m
stop_the_rest() { kill -- "-$fuzz_build" "-$web_static" 2>/dev/null || true; }
trap stop_the_rest EXIT

if ! (cd "$BUILD" && ctest --output-on-failure -j "$JOBS"); then
  python3 scripts/failed_tests.py "$BUILD"
  echo "run_tests: ctest failed (each failed test's output is above, the last of it again just above)"
  exit 1
fi
if ! wait "$web_static"; then
  cat "$BUILD/web-static.log"
  echo "run_tests: the browser app's lint or type check failed"
  exit 1
fi
cat "$BUILD/web-static.log"
make --no-print-directory web-tests BUILD="$BUILD"

if ! wait "$fuzz_build"; then
  tail -n 60 "$BUILD/fuzz-build.log"
  echo "run_tests: the fuzz harnesses' build failed (the whole output: $BUILD/fuzz-build.log)"
  exit 1
fi
trap - EXIT
JOBS=$JOBS bash scripts/fuzz.sh
