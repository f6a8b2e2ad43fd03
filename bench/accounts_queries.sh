#!/usr/bin/env bash
# The accounts' store with many finished games: cubilete_store_bench fills a SQLite file and a
# throwaway PostgreSQL cluster (tests/cluster/cluster_lib.sh) through the store's API and times
# the profile and leaderboard reads, printing their plans, and with DAILY a daily challenge's day of
# that many ranked results and its board's reads, and with PUZZLES a pool of that many puzzles and the
# time to serve a person their next. Run it under the CPU lock:
#   flock /tmp/cubilete-cpu.lock bench/accounts_queries.sh build/cubilete_store_bench [GAMES] [ACCOUNTS] [DAILY] [PUZZLES] [ONLY]
# ONLY: sqlite or postgresql to run one database (default: both).
set -euo pipefail
bench="$(realpath "$1")" games="${2:-100000}" accounts="${3:-5000}" daily="${4:-0}" puzzles="${5:-0}" only="${6:-both}"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
source "$here/../tests/cluster/cluster_lib.sh"

if [ "$only" != postgresql ]; then
  echo "== SQLite"
  "$bench" --db "$CLUSTER_DIR/bench.db" --games "$games" --accounts "$accounts" --daily "$daily" --puzzles "$puzzles"
  echo "store file: $(du -h "$CLUSTER_DIR/bench.db" | cut -f1)"
fi

if [ "$only" != sqlite ]; then
  echo "== PostgreSQL"
  pg_cluster_start
  "$bench" --db "$PG_URL" --games "$games" --accounts "$accounts" --daily "$daily" --puzzles "$puzzles"
  echo "database: $("${PSQL[@]}" -d cubilete -c "SELECT pg_size_pretty(pg_database_size('cubilete'))")"
fi
