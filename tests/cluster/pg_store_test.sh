#!/usr/bin/env bash
# The PostgreSQL store's tests on a real server: a throwaway PostgreSQL cluster from Debian's
# packages in a temporary folder (cluster_lib.sh: Unix socket only, stopped on exit), then every
# store test that runs on PostgreSQL (pg_store_test.cpp, and the tests written once for both
# databases, store_fixture.h, in their PostgreSQL instance).
#   pg_store_test.sh SERVER_TESTS     (PG_STORE_SHARDS: processes at once, 4 unless set)
set -euo pipefail
server_tests="$1"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
source "$here/cluster_lib.sh"

# The tests mostly wait (on the servers' timers and on PostgreSQL): they run in $shards processes
# at once, each on its own databases of the one cluster (random names), in about a quarter of the
# time one process takes.
shards=${PG_STORE_SHARDS:-4}
# a count that is not a whole number of at least 1 would run no test and pass
[[ "$shards" =~ ^[1-9][0-9]*$ ]] || { echo "PG_STORE_SHARDS must be a whole number of at least 1, not \"$shards\"" >&2; exit 2; }
pg_cluster_start
shard_pids=()
for ((i = 0; i < shards; i++)); do
  CUBILETE_TEST_PG="$PG_CONNINFO" GTEST_TOTAL_SHARDS=$shards GTEST_SHARD_INDEX=$i \
    "$server_tests" --gtest_filter='PgStoreTest.*:PostgreSQL/*' --gtest_brief=1 >"$CLUSTER_DIR/shard-$i.log" 2>&1 &
  shard_pids+=($!)
done
failed=0
for ((i = 0; i < shards; i++)); do
  wait "${shard_pids[$i]}" || failed=1
  echo "== shard $((i + 1)) of $shards"
  cat "$CLUSTER_DIR/shard-$i.log"
done
exit $failed
