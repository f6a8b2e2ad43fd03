#!/usr/bin/env bash
# The failover test: two `cubilete serve` instances on one throwaway PostgreSQL, nginx in
# front (deploy/nginx), and `cubilete loadtest` through nginx with a few hundred rooms. Mid-run
# one instance is killed with SIGKILL; its people reconnect through nginx to the other one and
# play on; then B's ownership connection is cut, and B drops every room and takes them back as
# their people reconnect. At the end every game was played out: each room's record replays and holds every
# action its people were told of (the load test's check), no action index is written twice nor
# skipped (checked in the database), and the reconnection times are reported. (The PostgreSQL
# store's own tests run apart: pg_store_test.sh.)
#   failover_test.sh CUBILETE RENDER_SH
set -euo pipefail
cubilete="$1" render="$2"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# CUT_OWNERSHIP=0 leaves out the second phase (to time the failover alone). The load runs 20 s:
# A is killed 8 s after the ramp, B's ownership cut 5 s later, and the last 7 s and the play-out
# are games begun and ended on the survivor after both.
ROOMS="${ROOMS:-300}" DURATION="${DURATION:-20}" KILL_AFTER="${KILL_AFTER:-8}"

source "$here/cluster_lib.sh"

echo "== PostgreSQL cluster in $CLUSTER_DIR"
pg_cluster_start

# Bots act at once; a person away for 10 s (one who lost a rematch to the kill) is played by the default bot
# (the load test's rooms have a turn clock: between people only then does a bot play for someone away).
# nginx is the trusted proxy (as deploy/ sets it up); every person of the load test is one address,
# 127.0.0.1, so the per-address limits are off.
server_args=(--bot-delay 0 --threads 1 --messages-per-second 1000 --away-timeout 10 --trusted-proxy 127.0.0.1
  "${no_limits[@]}")
start_instance a "${server_args[@]}"
port_a=$instance_port pid_a=$instance_pid
start_instance b "${server_args[@]}"
port_b=$instance_port pid_b=$instance_pid
echo "== instances on ports $port_a and $port_b"
start_nginx "$port_a" "$port_b"
echo "== nginx on port $nginx_port"

echo "== load test: $ROOMS rooms through nginx for $DURATION s; instance A killed $KILL_AFTER s in"
"$cubilete" loadtest --url "ws://127.0.0.1:$nginx_port" --rooms "$ROOMS" --duration "$DURATION" --think-ms 100 \
  --threads 1 --play-out --json >"$CLUSTER_DIR/report.json" 2>"$CLUSTER_DIR/loadtest.log" &
load=$!
pids+=($load)
# Once every room is made and its people connected (the load test's progress lines stop saying
# "ramp"), let it play a while, then kill A.
for _ in $(seq 600); do
  grep -q "actions/s" "$CLUSTER_DIR/loadtest.log" && ! tail -n 1 "$CLUSTER_DIR/loadtest.log" | grep -q ramp && break
  sleep 0.1
done
sleep "$KILL_AFTER"
kill -9 "$pid_a"
echo "== instance A killed (SIGKILL)"
# Then B loses its ownership connection (PostgreSQL ends it, as after a network cut): B must drop
# every room at once (its claims are gone) and take them back as their people reconnect.
sleep 5
if [ "${CUT_OWNERSHIP:-1}" = 1 ]; then
  cut="$("${PSQL[@]}" -d cubilete -c "SELECT count(pg_terminate_backend(pid)) FROM (SELECT DISTINCT pid FROM pg_locks WHERE locktype = 'advisory' AND granted) l")"
  echo "== ownership connections cut: $cut"
fi
wait "$load" || fail "the load test failed: $(cat "$CLUSTER_DIR/loadtest.log")"
report="$(cat "$CLUSTER_DIR/report.json")"
echo "$report"

field() { python3 -c 'import json,sys; r=json.load(sys.stdin); print(eval(sys.argv[1], {}, {"r": r}))' "$1" <<<"$report"; }
[ "$(field 'r["errors"]')" = 0 ] || fail "the load test saw errors: $(field 'r["error_kinds"]')"
[ "$(field 'r["record_mismatches"]')" = 0 ] || fail "records differ from what people saw: $(field 'r["first_mismatches"]')"
[ "$(field 'r["rooms_unfinished"]')" = 0 ] || fail "games were left unfinished"
[ "$(field 'r["records_checked"] == r["games_finished"] > 0')" = True ] || fail "not every finished game's record was checked"
[ "$(field 'r["reconnections"]["count"] > 0')" = True ] || fail "nobody reconnected: was anyone on instance A?"

echo "== the database"
q() { "${PSQL[@]}" -d cubilete -c "$1"; }
[ "$(q "SELECT count(*) FROM pg_constraint WHERE conrelid = 'actions'::regclass AND contype = 'p'")" = 1 ] ||
  fail "actions has no primary key"
twice="$(q "SELECT count(*) FROM (SELECT room, idx FROM actions GROUP BY room, idx HAVING count(*) > 1) t")"
gaps="$(q "SELECT count(*) FROM (SELECT room FROM actions GROUP BY room HAVING max(idx) + 1 <> count(*) OR min(idx) <> 0) g")"
finished="$(q "SELECT count(*) FROM rooms WHERE status = 'over'")"
actions="$(q "SELECT count(*) || ' (' || pg_size_pretty(pg_total_relation_size('actions')) || ')' FROM actions")"
echo "rooms over: $finished, actions stored: $actions, indices written twice: $twice, rooms with a gap: $gaps"
[ "$twice" = 0 ] || fail "an action index was written twice"
[ "$gaps" = 0 ] || fail "a room's actions have a gap"
[ "$finished" -ge "$(field 'r["games_finished"]')" ] || fail "fewer finished rooms stored than the load test finished"

kill -0 "$pid_b" || fail "instance B is not running"
[ "${CUT_OWNERSHIP:-1}" = 0 ] || grep -q "ownership connection was lost" "$CLUSTER_DIR/b.log" || fail "instance B did not notice its ownership connection go"
echo "PASS: reconnections $(field 'r["reconnections"]["count"]'): median $(field 'round(r["reconnections"]["p50_ms"])') ms, max $(field 'round(r["reconnections"]["max_ms"])') ms"
