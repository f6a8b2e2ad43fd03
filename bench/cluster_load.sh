#!/usr/bin/env bash
# The load test against one instance (SQLite, then PostgreSQL) and against two instances behind
# nginx on PostgreSQL, at a few loads, on this machine. Run it holding the CPU lock:
#   flock /tmp/cubilete-cpu.lock bash bench/cluster_load.sh build
# Each line: rooms of two people, sockets held, acknowledged actions per second, act-to-state
# latency p50/p99 in ms, errors, and the memory of the server processes (nginx included) at the end. Everything runs on loopback; the cluster is thrown away at the end.
set -euo pipefail
build="$(cd "${1:-build}" && pwd)"
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cubilete="$build/cubilete" render="$repo/deploy/nginx/render.sh"
LOADS="${LOADS:-1000 2000 4000}" THINK="${THINK:-1000}" DURATION="${DURATION:-20}"
source "$repo/tests/cluster/cluster_lib.sh"
pg_cluster_start
base_url="$PG_URL"

run=0
measure() {  # measure SETUP URL ROOMS: the load test, then the servers' memory (RSS of pids[])
  local report rss=0
  report="$("$cubilete" loadtest --url "$2" --rooms "$3" --duration "$DURATION" --think-ms "$THINK" --json 2>/dev/null)"
  for pid in "${pids[@]}"; do rss=$((rss + $(awk '/VmRSS/ {print $2}' "/proc/$pid/status" 2>/dev/null || echo 0))); done
  python3 -c '
import json, sys
r = json.loads(sys.argv[2]); l = r["latency_ms"]
cells = (sys.argv[1], r["rooms"], r["sockets_held"], r["actions_per_second"], l["p50"], l["p99"], r["errors"], int(sys.argv[3]) / 1024)
print("%-28s %6d %7d %9.0f %7.1f %7.1f %6d %8.0f" % cells)
' "$1" "$report" "$rss"
}
# Stops the instances and nginx of the previous run.
stop_all() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
  pids=()
}
fresh_database() {
  run=$((run + 1))
  "${PSQL[@]}" -d postgres -c "CREATE DATABASE bench_$run" >/dev/null
  PG_URL="${base_url/\/cubilete\?//bench_$run?}"
}

printf '%-28s %6s %7s %9s %7s %7s %6s %8s\n' setup rooms sockets "acts/s" p50 p99 errors "RSS MiB"
for rooms in $LOADS; do
  "$cubilete" serve --host 127.0.0.1 --port 0 --db "$CLUSTER_DIR/sqlite-$rooms.db" --max-sockets 100000 "${no_limits[@]}" \
    >"$CLUSTER_DIR/sqlite.out" 2>"$CLUSTER_DIR/sqlite.log" &
  pids+=($!)
  for _ in $(seq 100); do grep -q "listening" "$CLUSTER_DIR/sqlite.out" && break; sleep 0.1; done
  measure "one instance, SQLite" "ws://$(grep -o '127.0.0.1:[0-9]*' "$CLUSTER_DIR/sqlite.out")" "$rooms"
  stop_all

  fresh_database
  start_instance one --max-sockets 100000 "${no_limits[@]}"
  measure "one instance, PostgreSQL" "ws://127.0.0.1:$instance_port" "$rooms"
  stop_all

  fresh_database
  start_instance a --threads 1 --max-sockets 100000 --trusted-proxy 127.0.0.1 "${no_limits[@]}"
  port_a=$instance_port
  start_instance b --threads 1 --max-sockets 100000 --trusted-proxy 127.0.0.1 "${no_limits[@]}"
  start_nginx "$port_a" "$instance_port"
  measure "two + nginx, PostgreSQL" "ws://127.0.0.1:$nginx_port" "$rooms"
  stop_all
done
