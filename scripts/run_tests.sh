#!/usr/bin/env bash
# Every test of a built tree, as `make test` runs them after `make build`:
#   scripts/run_tests.sh [BUILD]      (JOBS: how many tests side by side; default every core)
# ctest (the servers, PostgreSQL, Python, the package), then the browser app's unit and browser
# tests; beside them the engine's tests and the fuzz harnesses (built, then run).
#
# The tests of the servers, PostgreSQL, Python and the package wait on sockets, timers and
# PostgreSQL (alone on 2 cores: 243 s at 70% of both cores), the browser tests on pages, the server
# and their one browser (380 s at 55%). What has no clock runs beside them at the lowest priority
# and takes what they leave: the engine's tests (ctest label `engine`: rules, solvers, bots and
# analysis, pure computation, 140 core-seconds), the harnesses' clang build (build-fuzz/) and their
# runs (a fixed number of inputs each, scripts/fuzz.sh) and the browser app's lint and type check;
# their output goes to BUILD/engine-tests.log, BUILD/fuzz.log and BUILD/web-static.log. Tests
# that wait on clocks do not run beside each other: ctest and the browser tests side by side ended
# 4 minutes sooner, but each slowed the other's tests that wait for something within a time (a
# PostgreSQL rated game's message, a bot's turn within a bounded number of polls): one run in two
# failed.
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD=${1:-build}
JOBS=${JOBS:-$(nproc)}

# The engine's tests run from a folder of their own that includes the build's tests: two ctest
# runs in one folder would write the same files under Testing/.
engine_tests="$BUILD/engine-tests"
mkdir -p "$engine_tests"
printf 'subdirs("%s")\n' "$(cd "$BUILD" && pwd)" >"$engine_tests/CTestTestfile.cmake"

# Each in a process group of its own (job control on), so that a failure stops a whole tree:
# cmake, ninja and the compilers; npm, eslint and tsc; ctest and its tests. Not in a session of
# their own: where the kernel groups processes by session (autogroup), a session's nice value
# weighs only within it, and they would take a full share of the cores.
set -m
nice -n 19 env JOBS="$JOBS" bash scripts/fuzz.sh >"$BUILD/fuzz.log" 2>&1 &
fuzz=$!
nice -n 19 make --no-print-directory web-static >"$BUILD/web-static.log" 2>&1 &
web_static=$!
(cd "$engine_tests" && exec nice -n 19 ctest --output-on-failure -j "$JOBS" -L engine) >"$BUILD/engine-tests.log" 2>&1 &
engine=$!
set +m
stop_the_rest() { kill -- "-$fuzz" "-$web_static" "-$engine" 2>/dev/null || true; }
trap stop_the_rest EXIT

if ! (cd "$BUILD" && ctest --output-on-failure -j "$JOBS" -LE engine); then
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

if ! wait "$engine"; then
  cat "$BUILD/engine-tests.log"
  python3 scripts/failed_tests.py "$engine_tests"
  echo "run_tests: the engine's tests failed (each failed test's output is above, the last of it again just above)"
  exit 1
fi
tail -n 4 "$BUILD/engine-tests.log"
if ! wait "$fuzz"; then
  tail -n 80 "$BUILD/fuzz.log"
  echo "run_tests: the fuzz harnesses' build or a harness failed (the whole output: $BUILD/fuzz.log)"
  exit 1
fi
trap - EXIT
grep -E '^fuzz: |^Done [0-9]+ runs' "$BUILD/fuzz.log"
