#!/usr/bin/env bash
# The lobby under load: one instance on SQLite, WATCHERS lobby sockets watching the list
# while RATE public tables a second open and fill (`cubilete loadtest-lobby`), for DURATION seconds.
# With PIN=1 (the default) the server runs on CPU 0 with THREADS=1 and the client on CPU 1, so each
# has a core of its own and the report gives both CPU times apart. Run it holding the CPU lock:
#   flock /tmp/cubilete-cpu.lock bash bench/lobby_load.sh build [WATCHERS=2000] [RATE=200]
# Environment: DURATION (10), OPEN_MS (1000: a table's mean wait for its second person), THREADS
# (server I/O threads; 1 when pinned), PIN (1), SERVER (the server's binary, default the build's:
# another build's to compare the two side by side with the same client).
set -euo pipefail
build="$(cd "${1:-build}" && pwd)"
watchers="${2:-2000}" rate="${3:-200}"
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
DURATION="${DURATION:-10}" OPEN_MS="${OPEN_MS:-1000}" PIN="${PIN:-1}"
THREADS="${THREADS:-$([ "$PIN" = 1 ] && echo 1 || echo 2)}"
source "$repo/tests/cluster/cluster_lib.sh"  # no_limits, CLUSTER_DIR and its clean-up
server_cpu=() client_cpu=()
if [ "$PIN" = 1 ]; then server_cpu=(taskset -c 0) client_cpu=(taskset -c 1); fi
"${server_cpu[@]}" "${SERVER:-$build/cubilete}" serve --host 127.0.0.1 --port 0 --db "$CLUSTER_DIR/lobby.db" --threads "$THREADS" \
  --max-sockets 100000 --max-rooms 1000000 --public-tables-per-address 0 "${no_limits[@]}" --log-level warn \
  >"$CLUSTER_DIR/serve.out" 2>"$CLUSTER_DIR/serve.log" &
server=$!
pids+=("$server")
for _ in $(seq 100); do grep -q "listening" "$CLUSTER_DIR/serve.out" && break; sleep 0.1; done
url="ws://$(grep -o '127.0.0.1:[0-9]*' "$CLUSTER_DIR/serve.out")"
"${client_cpu[@]}" "$build/cubilete" loadtest-lobby --url "$url" --watchers "$watchers" --tables-per-second "$rate" \
  --duration "$DURATION" --open-ms "$OPEN_MS" --server-pid "$server"
kill "$server"; wait "$server" 2>/dev/null || true
