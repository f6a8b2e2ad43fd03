#!/usr/bin/env bash
# `make run`: the online table on http://localhost:8080, or the next free port when 8080 is taken
# (PORT=N to start elsewhere). The server prints where it listens; Ctrl-C stops it cleanly.
set -euo pipefail
bin="${1:-build/cubilete}"
first="${PORT:-8080}"
taken() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
port=""
for p in $(seq "$first" $((first + 50))); do
  if ! taken "$p"; then port="$p"; break; fi
done
[ -n "$port" ] || { echo "serve: ports $first to $((first + 50)) are all taken; set PORT=N" >&2; exit 1; }
[ "$port" = "$first" ] || echo "serve: port $first is taken, using $port"
echo "serve: open http://localhost:$port/ in a browser; Ctrl-C stops the server"
# The two-player tables of the games a new player meets first, solved in the background once
# (docs/operating.md, "Solved tables on a server"): their games are then judged by the chance of winning.
exec "$bin" serve --port "$port" --two-player-table generala --two-player-table general
