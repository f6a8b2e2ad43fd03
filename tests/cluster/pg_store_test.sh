#!/usr/bin/env bash
# The PostgreSQL store's tests on a real server: a throwaway PostgreSQL cluster from Debian's
# packages in a temporary folder (cluster_lib.sh: Unix socket only, stopped on exit), then every
# store test that runs on PostgreSQL (pg_store_test.cpp, and the tests written once for both
# databases, store_fixture.h, in their PostgreSQL instance).
#   pg_store_test.sh SERVER_TESTS
set -euo pipefail
server_tests="$1"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
source "$here/cluster_lib.sh"

pg_cluster_start
CUBILETE_TEST_PG="$PG_CONNINFO" "$server_tests" --gtest_filter='PgStoreTest.*:PostgreSQL/*' --gtest_brief=1
