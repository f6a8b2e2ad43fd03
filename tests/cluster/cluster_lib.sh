# Sourced by the cluster tests, the benchmark and the deploy tests: everything in a fresh
# temporary folder $CLUSTER_DIR, stopped by an EXIT trap even on failure (the last lines of every
# $CLUSTER_DIR/*.log and of nginx's error log are printed when the script fails).
#   pg_cluster_start  a throwaway PostgreSQL cluster from Debian's packages, on a Unix socket only
#                     (no port to clash), run by the postgres user when we are root (PostgreSQL
#                     refuses root); sets PG_CONNINFO, PG_URL and PSQL. Each room an instance
#                     holds is a lock in PostgreSQL's shared lock table, which has room for
#                     max_locks_per_transaction x max_connections of them: 122,880 here.
#                     Nothing is flushed to disk (fsync off): the cluster lives as long as the
#                     test, which never stops the machine under it, and the tests that create a
#                     database each wait far less on the disk.
#   start_instance NAME [ARGS...]  `$cubilete serve` on the database; sets instance_port, instance_pid
#   free_port                      a loopback port free now
#   nginx_main_conf                nginx's own configuration around the cubilete.conf beside it (stdout)
#   start_nginx INSTANCE_PORT...   nginx on a free loopback port with deploy/nginx's configuration
#                                  rendered for those instances; sets nginx_port
# Needs $cubilete and $render (deploy/nginx/render.sh) set by the caller.
PG_BIN="${PG_BIN:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)}"

pg_as_owner() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

pg_cluster_start() {
  [ -x "$PG_BIN/initdb" ] || { echo "no PostgreSQL server: run scripts/install-deps.sh" >&2; return 1; }
  mkdir -p "$CLUSTER_DIR/pg"
  [ "$(id -u)" -eq 0 ] && chown postgres: "$CLUSTER_DIR/pg"
  pg_as_owner "$PG_BIN/initdb" -D "$CLUSTER_DIR/pg/data" -U cubilete --auth=trust -E UTF8 --locale=C.UTF-8 \
    >"$CLUSTER_DIR/pg/initdb.log" 2>&1 || { cat "$CLUSTER_DIR/pg/initdb.log" >&2; return 1; }
  pg_as_owner "$PG_BIN/pg_ctl" -D "$CLUSTER_DIR/pg/data" -l "$CLUSTER_DIR/pg/server.log" -w -t 60 \
    -o "-c listen_addresses='' -k $CLUSTER_DIR/pg -c max_connections=120 -c shared_buffers=128MB -c max_locks_per_transaction=1024 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" start \
    >/dev/null || { cat "$CLUSTER_DIR/pg/server.log" >&2; return 1; }
  PG_CONNINFO="host=$CLUSTER_DIR/pg user=cubilete"
  PG_URL="postgresql:///cubilete?host=$CLUSTER_DIR/pg&user=cubilete"
  PSQL=("$PG_BIN/psql" -X -q -A -t -v ON_ERROR_STOP=1 -h "$CLUSTER_DIR/pg" -U cubilete)
  "${PSQL[@]}" -d postgres -c "CREATE DATABASE cubilete" >/dev/null
}

pg_cluster_stop() {
  [ -f "$CLUSTER_DIR/pg/data/postmaster.pid" ] &&
    pg_as_owner "$PG_BIN/pg_ctl" -D "$CLUSTER_DIR/pg/data" -m immediate -w stop >/dev/null 2>&1
  return 0
}

CLUSTER_DIR="$(mktemp -d /tmp/cubilete-cluster-XXXXXX)"
chmod 755 "$CLUSTER_DIR"
pids=()
cluster_cleanup() {
  local status=$?
  # nginx's worker outlives a master killed with SIGKILL (and would keep every file the test
  # inherited open, the CPU lock of a caller included): the master is asked to stop with its
  # workers, and any worker still there after 3 s is killed.
  if [ -n "${nginx_pid:-}" ]; then
    local workers
    workers="$(pgrep -P "$nginx_pid" || true)"
    kill -QUIT "$nginx_pid" 2>/dev/null || true
    for _ in $(seq 30); do kill -0 "$nginx_pid" 2>/dev/null || break; sleep 0.1; done
    for pid in $workers; do kill -9 "$pid" 2>/dev/null || true; done
  fi
  for pid in "${pids[@]}"; do kill -9 "$pid" 2>/dev/null || true; done
  for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
  pg_cluster_stop
  if [ $status -ne 0 ]; then
    for log in "$CLUSTER_DIR"/*.log "$CLUSTER_DIR"/nginx/logs/error.log; do
      [ -f "$log" ] && { echo "--- $log (last lines)"; tail -n 20 "$log"; }
    done
  fi
  rm -rf "$CLUSTER_DIR"
  exit $status
}
trap cluster_cleanup EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }
free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }

# A load generator on loopback is one address: the per-address limits (docs/security.md) are off.
no_limits=(--rooms-per-minute 0 --joins-per-minute 0 --chats-per-minute 0 --connects-per-minute 0
  --sockets-per-address 0 --rule-sets-per-hour 0 --connections-per-address 0)

start_instance() {
  local name="$1" out="$CLUSTER_DIR/$1.out"
  shift
  "$cubilete" serve --host 127.0.0.1 --port 0 --db "$PG_URL" "$@" >"$out" 2>"$CLUSTER_DIR/$name.log" &
  instance_pid=$!
  pids+=($instance_pid)
  for _ in $(seq 300); do
    grep -q "listening on" "$out" 2>/dev/null && break
    sleep 0.1
  done
  instance_port="$(grep -o '127.0.0.1:[0-9]*' "$out" | head -n 1 | cut -d: -f2)"
  [ -n "$instance_port" ] || fail "instance $name did not start"
}

# nginx's own configuration for a site rendered into cubilete.conf beside it, everything under
# that folder (`nginx -p DIR -c nginx.conf`; DIR/logs and DIR/tmp made by the caller), in the
# foreground so the EXIT trap stops it.
nginx_main_conf() {
  [ "$(id -u)" -eq 0 ] && echo "user root;"
  cat <<CONF
daemon off;
worker_processes 1;
worker_rlimit_nofile 65536;
pid nginx.pid;
error_log logs/error.log warn;
events { worker_connections 30000; }
http {
  access_log off;
  client_body_temp_path tmp/body;
  proxy_temp_path tmp/proxy;
  fastcgi_temp_path tmp/fastcgi;
  uwsgi_temp_path tmp/uwsgi;
  scgi_temp_path tmp/scgi;
  include cubilete.conf;
}
CONF
}

start_nginx() {
  nginx_port="$(free_port)"
  local dir="$CLUSTER_DIR/nginx" instances=()
  for port in "$@"; do instances+=("127.0.0.1:$port"); done
  mkdir -p "$dir/logs" "$dir/tmp"
  FAIL_TIMEOUT=3 "$render" "127.0.0.1:$nginx_port" "${instances[@]}" >"$dir/cubilete.conf"
  nginx_main_conf >"$dir/nginx.conf"
  nginx -t -p "$dir" -c nginx.conf -q
  nginx -p "$dir" -c nginx.conf &
  nginx_pid=$!
  pids+=($nginx_pid)
  for _ in $(seq 100); do
    curl -sf "http://127.0.0.1:$nginx_port/healthz" >/dev/null && return 0
    sleep 0.1
  done
  fail "nginx did not start"
}
