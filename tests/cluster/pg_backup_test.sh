#!/usr/bin/env bash
# The PostgreSQL store's backup as docs/operating.md ("Backups", PostgreSQL) gives it: pg_dump
# taken twice while `cubilete loadtest` plays on an instance, each dump restored with pg_restore
# into a new database, an instance started on it (every unfinished room comes back), and every
# finished room's record fetched from it and checked by `cubilete verify`.
#   pg_backup_test.sh CUBILETE
set -euo pipefail
cubilete="$1"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
source "$here/cluster_lib.sh"

pg_cluster_start
pg=(-h "$CLUSTER_DIR/pg" -U cubilete)
start_instance live --bot-delay 0 --threads 1 --messages-per-second 1000 "${no_limits[@]}"
"$cubilete" loadtest --url "ws://127.0.0.1:$instance_port" --rooms 30 --duration 6 --think-ms 10 --play-out --json \
  >"$CLUSTER_DIR/report.json" 2>"$CLUSTER_DIR/loadtest.log" &
load=$!
pids+=($load)
for i in 1 2; do
  sleep 2.5
  "$PG_BIN/pg_dump" "${pg[@]}" --format=custom --file="$CLUSTER_DIR/dump-$i" cubilete
done
wait "$load" || fail "the load test failed: $(tail -n 5 "$CLUSTER_DIR/loadtest.log")"
python3 -c 'import json,sys; r=json.load(open(sys.argv[1])); sys.exit(r["record_mismatches"] != 0)' \
  "$CLUSTER_DIR/report.json" || fail "the load test saw records that do not match"

live_url="$PG_URL" verified=0 unfinished=0
for i in 1 2; do
  "${PSQL[@]}" -d postgres -c "CREATE DATABASE restored_$i" >/dev/null
  "$PG_BIN/pg_restore" "${pg[@]}" --no-owner --dbname="restored_$i" "$CLUSTER_DIR/dump-$i"
  PG_URL="postgresql:///restored_$i?host=$CLUSTER_DIR/pg&user=cubilete"
  [ "$("${PSQL[@]}" -d "restored_$i" -c 'SELECT version FROM schema_version')" = \
    "$("${PSQL[@]}" -d cubilete -c 'SELECT version FROM schema_version')" ] || fail "dump $i: another schema version"
  waiting="$("${PSQL[@]}" -d "restored_$i" -c "SELECT count(*) FROM rooms WHERE status IN ('waiting', 'playing')")"
  unfinished=$((unfinished + waiting))
  start_instance "restored_$i" --bot-delay 0 --threads 1
  grep -q "$waiting unfinished rooms loaded" "$CLUSTER_DIR/restored_$i.out" ||
    fail "dump $i: not every unfinished room came back: $(cat "$CLUSTER_DIR/restored_$i.out")"
  for code in $("${PSQL[@]}" -d "restored_$i" -c "SELECT code FROM rooms WHERE status = 'over' ORDER BY code"); do
    curl -sf "http://127.0.0.1:$instance_port/api/rooms/$code/record" >"$CLUSTER_DIR/record.json" ||
      fail "dump $i: no record of room $code"
    "$cubilete" verify "$CLUSTER_DIR/record.json" >/dev/null || fail "dump $i: room $code does not verify"
    verified=$((verified + 1))
  done
  kill "$instance_pid"
done
PG_URL="$live_url"
[ "$verified" -gt 0 ] || fail "the dumps held no finished room"
echo "pg_dump twice under load: $verified finished records verified after pg_restore, $unfinished unfinished rooms brought back"
