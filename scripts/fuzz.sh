#!/usr/bin/env bash
# The libFuzzer harnesses of fuzz/, built with clang in build-fuzz/ (-DCUBILETE_FUZZ=ON).
#   scripts/fuzz.sh                  build, then run every harness on the committed corpus and a
#                                    fixed number of inputs more (what `make test` does); fails if
#                                    any harness fails
#   scripts/fuzz.sh HARNESS SECONDS  build, then run one harness as long as you like; what it
#                                    learns is kept in build-fuzz/corpus/HARNESS for the next run
#   scripts/fuzz.sh build            build the harnesses only
#   scripts/fuzz.sh seeds            rewrite the generated seeds, fuzz/corpus/*/seed-*
# Harnesses: client_message, parse_action, record. A failing input is saved as
# build-fuzz/crashes/HARNESS/crash-* (or timeout-*, leak-*, oom-*); rerun it with
# build-fuzz/fuzz/fuzz_HARNESS FILE. Commit it to fuzz/corpus/HARNESS/ with the fix and its test.
set -euo pipefail
cd "$(dirname "$0")/.."

HARNESSES=(client_message parse_action record)
# The inputs each harness runs in `make test`: about 5 seconds' worth on one core of these VMs.
# A count rather than a time: `make test` runs the harnesses at the lowest priority beside the
# servers' and the browser's tests, where a time would test more or less with the cores' load. The
# time is still bounded, by FUZZ_MAX_SECONDS (600 unless set).
declare -A RUNS=([client_message]=30000 [parse_action]=400 [record]=6000)
BUILD=build-fuzz
JOBS=${JOBS:-$(nproc)}
# Bots made while replaying records may solve a game and cache it: not in the user's cache.
export CUBILETE_CACHE="$PWD/$BUILD/cache"
# Where undefined behaviour happened, not only what.
export UBSAN_OPTIONS="print_stacktrace=1${UBSAN_OPTIONS:+:$UBSAN_OPTIONS}"

# build [TARGET...]: the harnesses, or the targets named
# Ninja for a new folder, as `make configure` does (a folder configured before keeps its generator).
build() {
  local generator=()
  [ -f "$BUILD/CMakeCache.txt" ] || generator=(-G Ninja)
  cmake -S . -B "$BUILD" "${generator[@]}" -DCMAKE_BUILD_TYPE=Release -DCUBILETE_FUZZ=ON -DCMAKE_CXX_COMPILER=clang++ >/dev/null
  cmake --build "$BUILD" -j "$JOBS" ${1:+--target "$@"}
}

# run HARNESS NEW_INPUTS_DIR LIBFUZZER_LIMITS...
run() {
  local harness=$1 learned=$2
  shift 2
  mkdir -p "$learned" "$BUILD/crashes/$harness" "$CUBILETE_CACHE"
  echo "fuzz: $harness ($*)"
  "./$BUILD/fuzz/fuzz_$harness" "$learned" "fuzz/corpus/$harness" -dict="fuzz/$harness.dict" \
    "$@" -rss_limit_mb=2048 -timeout=25 -print_final_stats=1 \
    -artifact_prefix="$BUILD/crashes/$harness/"
}

case "${1:-}" in
  "")
    build
    scratch=$(mktemp -d)
    trap 'rm -rf "$scratch"' EXIT
    # JOBS harnesses at a time, each on a core of its own; their reports in order once all ended.
    for h in "${HARNESSES[@]}"; do
      while [ "$(jobs -rp | wc -l)" -ge "$JOBS" ]; do wait -n || true; done
      { status=0; run "$h" "$scratch/$h" -runs="${RUNS[$h]}" -max_total_time="${FUZZ_MAX_SECONDS:-600}" \
          2>"$scratch/$h.log" || status=$?; echo "$status" >"$scratch/$h.status"; } &
    done
    wait
    failed=()
    for h in "${HARNESSES[@]}"; do
      [ "$(cat "$scratch/$h.status")" = 0 ] || { failed+=("$h"); tail -n 60 "$scratch/$h.log"; }
      grep -E '^stat::number_of_executed_units|^Done' "$scratch/$h.log" || true
    done
    if [ ${#failed[@]} -gt 0 ]; then
      echo "fuzz: FAILED: ${failed[*]} (inputs in $BUILD/crashes/)"
      exit 1
    fi
    echo "fuzz: every harness passed"
    ;;
  build)
    build
    ;;
  seeds)
    build make_seeds
    rm -f fuzz/corpus/*/seed-*
    "./$BUILD/fuzz/make_seeds" fuzz/corpus
    ;;
  *)
    harness=$1
    seconds=${2:?usage: scripts/fuzz.sh HARNESS SECONDS}
    [[ " ${HARNESSES[*]} " == *" $harness "* ]] || { echo "unknown harness '$harness'; harnesses: ${HARNESSES[*]}"; exit 2; }
    build
    run "$harness" "$BUILD/corpus/$harness" -max_total_time="$seconds"
    ;;
esac
