#!/usr/bin/env bash
# How long `cubilete backup` takes for a store of N finished rooms (docs/operating.md,
# "Backups"): real games from `cubilete loadtest` (one minute of play), copied under new codes up
# to N rooms (each with its seats, actions and chat), then backed up idle and again while the
# same load plays on the server.
#   bench/backup_time.sh CUBILETE_BIN [N]
set -euo pipefail
bin="$1" n="${2:-100000}"
work="$(mktemp -d)"
trap 'kill $(jobs -p) 2>/dev/null || true; rm -rf "$work"' EXIT
limits=(--rooms-per-minute 0 --joins-per-minute 0 --connects-per-minute 0 --sockets-per-address 0 --connections-per-address 0
        --chats-per-minute 0 --rule-sets-per-hour 0 --messages-per-second 1000)
serve() {
  "$bin" serve --port 0 --db "$work/t.db" --bot-delay 0 "${limits[@]}" >"$work/out" 2>"$work/log" &
  server=$!
  for _ in $(seq 100); do grep -q listening "$work/out" 2>/dev/null && break; sleep 0.1; done
  port="$(grep -o '127.0.0.1:[0-9]*' "$work/out" | head -1 | cut -d: -f2)"
}
load() { "$bin" loadtest --url "ws://127.0.0.1:$port" --rooms 100 --duration "$1" --think-ms 10 "${@:2}" --json >/dev/null 2>&1; }

serve
load 20 --play-out
kill -TERM "$server"; wait "$server" || true
python3 - "$work/t.db" "$n" <<'PY'
import sqlite3, sys
db = sqlite3.connect(sys.argv[1]); n = int(sys.argv[2])
codes = [r[0] for r in db.execute("SELECT code FROM rooms WHERE status = 'over'")]
cols = {t: [r[1] for r in db.execute(f"PRAGMA table_info({t})")] for t in ("rooms", "seats", "actions", "chat")}
have = db.execute("SELECT count(*) FROM rooms").fetchone()[0]
copy = 0
while have < n:
    copy += 1
    for code in codes:
        if have >= n: break
        new = f"{code}{copy:05d}"
        for t, key in (("rooms", "code"), ("seats", "room"), ("actions", "room"), ("chat", "room")):
            names = ", ".join(cols[t]); values = ", ".join("?" if c == key else c for c in cols[t])
            db.execute(f"INSERT INTO {t}({names}) SELECT {values} FROM {t} WHERE {key} = ?", (new, code))
        have += 1
db.commit()
print(f"store: {have} rooms from {len(codes)} played ones,",
      db.execute("SELECT count(*) FROM actions").fetchone()[0], "actions")
PY
ls -l "$work/t.db" | awk '{printf "store file: %.1f MB\n", $5 / 1e6}'
echo "idle:"; "$bin" backup --db "$work/t.db" "$work/idle.db"
serve
load 30 & loader=$!
sleep 8
echo "under load (100 rooms playing):"; "$bin" backup --db "$work/t.db" "$work/busy.db"
wait "$loader" || true
kill -TERM "$server"; wait "$server" || true
echo "restore:"; "$bin" restore "$work/busy.db" --db "$work/restored.db"
