#!/usr/bin/env bash
# What /metrics costs the hot path: the same load (cubilete loadtest) on a server built
# without the metrics (BASELINE, e.g. main's build) and on this build, with /metrics scraped ten
# times a second (a scraper every 15 s is 150 times gentler) and without, in rounds that take
# turns so the machine's other work falls on each alike. Prints one line per run and the medians.
#   bench/metrics_overhead.sh BASELINE_BIN NEW_BIN [ROUNDS] [SECONDS] [ROOMS] [THINK_MS]
set -euo pipefail
base="$1" new="$2" rounds="${3:-3}" seconds="${4:-10}" rooms="${5:-200}" think="${6:-20}"
token="bench-metrics-token-0123456789"
work="$(mktemp -d)"
trap 'kill $(jobs -p) 2>/dev/null || true; rm -rf "$work"' EXIT
limits=(--rooms-per-minute 0 --joins-per-minute 0 --connects-per-minute 0 --sockets-per-address 0 --connections-per-address 0
        --chats-per-minute 0 --rule-sets-per-hour 0 --messages-per-second 1000)

run() {  # run NAME BIN SCRAPE
  local name="$1" bin="$2" scrape="$3" extra=()
  [ "$bin" = "$new" ] && extra=(--metrics-token "$token")
  rm -f "$work"/t.db*
  "$bin" serve --port 0 --db "$work/t.db" --bot-delay 0 "${limits[@]}" "${extra[@]}" >"$work/out" 2>"$work/log" &
  local server=$!
  for _ in $(seq 100); do grep -q listening "$work/out" 2>/dev/null && break; sleep 0.1; done
  local port; port="$(grep -o '127.0.0.1:[0-9]*' "$work/out" | head -1 | cut -d: -f2)"
  local scraper=""
  if [ "$scrape" = yes ]; then
    (while true; do curl -s -o /dev/null -H "Authorization: Bearer $token" "http://127.0.0.1:$port/metrics"; sleep 0.1; done) &
    scraper=$!
  fi
  "$new" loadtest --url "ws://127.0.0.1:$port" --rooms "$rooms" --duration "$seconds" --think-ms "$think" --json \
    2>/dev/null >"$work/report"
  [ -n "$scraper" ] && kill "$scraper" && wait "$scraper" 2>/dev/null || true
  kill -TERM "$server"; wait "$server" || true
  python3 - "$name" "$work/report" >>"$work/results" <<'PY'
import json, sys
r = json.load(open(sys.argv[2]))
print(sys.argv[1], r["actions_per_second"], r["latency_ms"]["p50"], r["latency_ms"]["p99"], r["errors"])
PY
  tail -n 1 "$work/results"
}

echo "run actions/s p50_ms p99_ms errors"
for round in $(seq "$rounds"); do
  run baseline "$base" no
  run metrics-not-scraped "$new" no
  run metrics-scraped-10/s "$new" yes
done
python3 - "$work/results" <<'PY'
import statistics, sys, collections
runs = collections.defaultdict(list)
for line in open(sys.argv[1]):
    name, aps, p50, p99, errors = line.split()
    runs[name].append((float(aps), float(p50), float(p99)))
for name, rs in runs.items():
    print(f"median {name}: {statistics.median(r[0] for r in rs):.0f} actions/s, "
          f"p50 {statistics.median(r[1] for r in rs):.2f} ms, p99 {statistics.median(r[2] for r in rs):.2f} ms")
PY
