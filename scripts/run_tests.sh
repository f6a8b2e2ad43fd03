#!/usr/bin/env bash
# Every test of a built tree, as `make test` runs them after `make build`:
#   scripts/run_tests.sh [BUILD]      (JOBS: how many tests side by side; default every core)
# ctest (the engine, the servers, PostgreSQL, Python, the package), then the browser app's lint,
# types, unit and browser tests, then the fuzz harnesses for 5 seconds each.
#
# The harnesses' clang build (build-fuzz/, about 450 core-seconds) runs at the lowest priority
# beside ctest and the browser app's tests, which wait on sockets, pages and bots and leave part
# of the cores idle: on 2 cores ctest took 349 s beside it against 339 s alone, while the build
# used 138 core-seconds, and the browser tests take up most of the rest. Its output is in
# BUILD/fuzz-build.log.
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD=${1:-build}
JOBS=${JOBS:-$(nproc)}

# In a process group of its own (job control on), so that a failed test stops the build's whole
# tree: cmake, ninja and the compilers. Not in a session of its own: where the kernel groups
# processes by session (autogroup), a session's nice value weighs only within it, and the build
# would take a full share of the cores.
set -m
nice -n 19 env JOBS="$JOBS" bash scripts/fuzz.sh build >"$BUILD/fuzz-build.log" 2>&1 &
fuzz_build=$!
set +m
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
