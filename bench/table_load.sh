#!/usr/bin/env bash
# The online table under load, this build's server beside older builds' with the same client: one
# instance on SQLite pinned to CPU 0 (one I/O thread), `cubilete loadtest` (rooms of two people
# acting every THINK ms on average) pinned to CPU 1, at each load of LOADS, the servers taking
# turns ROUNDS times so that the machine's drift falls on all of them alike. Run it holding the
# CPU lock, with older builds' binaries as further arguments:
#   flock /tmp/cubilete-cpu.lock bash bench/table_load.sh build [OTHER/build/cubilete ...]
# Each line: the server, rooms, sockets held, acknowledged actions a second, act-to-state latency
# p50/p99 in ms, errors, the server's CPU seconds over the whole run (user+system, from /proc: a
# server that keeps up with less CPU than another is waiting on something) and its CPU
# milliseconds per acknowledged action over the measured window only (the client reads it with
# --server-pid): the work an action costs, the figure that tells builds apart below the load
# where one core is full, which the others hide in noise.
# Environment: LOADS ("2000 3500 5000"), THINK (1000), DURATION (20), ROUNDS (2), PIN (1: 0 lets
# server and client share both cores), THREADS (the server's I/O threads: 1 pinned, else 2).
set -euo pipefail
build="$(cd "${1:-build}" && pwd)"
shift || true
client="$build/cubilete"
servers=("$client" "$@")
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
LOADS="${LOADS:-2000 3500 5000}" THINK="${THINK:-1000}" DURATION="${DURATION:-20}" ROUNDS="${ROUNDS:-2}"
PIN="${PIN:-1}"
THREADS="${THREADS:-$([ "$PIN" = 1 ] && echo 1 || echo 2)}"
source "$repo/tests/cluster/cluster_lib.sh"  # no_limits, CLUSTER_DIR and its clean-up
server_cpu=() client_cpu=()
if [ "$PIN" = 1 ]; then server_cpu=(taskset -c 0) client_cpu=(taskset -c 1); fi
for s in "${servers[@]}"; do [ -x "$s" ] || { echo "table_load.sh: no server binary at $s" >&2; exit 2; }; done

# The per-address limits an older server knows, turned off (a load generator is one address), and
# its log quiet if it can be told so.
limits_for() {
  local help flag value args=()
  help="$("$1" serve --help 2>&1)"
  set -- "${no_limits[@]}" --log-level warn
  while [ $# -ge 2 ]; do
    flag="$1" value="$2"
    shift 2
    grep -q -- "$flag" <<<"$help" && args+=("$flag" "$value")
  done
  printf '%s\n' "${args[@]}"
}
cpu_seconds() {  # user+system of a process, in seconds
  awk -v hz="$(getconf CLK_TCK)" '{ print ($14 + $15) / hz }' "/proc/$1/stat"
}

run=0
measure() {  # measure SERVER ROOMS
  local server="$1" rooms="$2" dir out url pid before after report limits
  run=$((run + 1))
  dir="$CLUSTER_DIR/run$run"
  mkdir -p "$dir"
  mapfile -t limits < <(limits_for "$server")
  "${server_cpu[@]}" "$server" serve --host 127.0.0.1 --port 0 --db "$dir/table.db" --threads "$THREADS" --bot-delay 0 \
    --max-sockets 100000 --max-rooms 1000000 --messages-per-second 1000 "${limits[@]}" \
    >"$dir/serve.out" 2>"$dir/serve.log" &
  pid=$!
  pids+=("$pid")
  for _ in $(seq 100); do grep -q "listening" "$dir/serve.out" && break; sleep 0.1; done
  url="ws://$(grep -o '127.0.0.1:[0-9]*' "$dir/serve.out" | head -1)"
  before="$(cpu_seconds "$pid")"
  report="$("${client_cpu[@]}" "$client" loadtest --url "$url" --rooms "$rooms" --duration "$DURATION" \
    --think-ms "$THINK" --server-pid "$pid" --json 2>/dev/null)"
  after="$(cpu_seconds "$pid")"
  kill "$pid"
  wait "$pid" 2>/dev/null || true
  python3 -c '
import json, sys
r = json.loads(sys.argv[2]); l = r["latency_ms"]
cpu = float(sys.argv[4]) - float(sys.argv[3])
print("%-40s %6d %7d %8.0f %8.1f %8.1f %6d %7.1f %8.3f" % (sys.argv[1][-40:], r["rooms"], r["sockets_held"],
      r["actions_per_second"], l["p50"], l["p99"], r["errors"], cpu, r.get("server_cpu_ms_per_action", float("nan"))))
' "$server" "$report" "$before" "$after"
}

echo "$(lscpu | sed -n 's/^Model name: *//p'), $(nproc) CPUs; ${DURATION} s a run, think ${THINK} ms;" \
  "server: $THREADS I/O thread(s)$([ "$PIN" = 1 ] && echo ", pinned to CPU 0, client to CPU 1")"
printf '%-40s %6s %7s %8s %8s %8s %6s %7s %8s\n' server rooms sockets "acks/s" "p50 ms" "p99 ms" errors "CPU s" "ms/ack"
for rooms in $LOADS; do
  for _ in $(seq "$ROUNDS"); do
    for server in "${servers[@]}"; do measure "$server" "$rooms"; done
  done
done
