#!/usr/bin/env bash
# The Debian package as an operator gets it: packed from this build by CPack (what
# `make package` does), unpacked into a scratch root with dpkg -x, its binary served against its
# own browser app and config file, its systemd unit checked by systemd-analyze against that root,
# its manual page read by man.
#   package_test.sh BUILD_DIR SOURCE_DIR
set -euo pipefail
build="$(cd "$1" && pwd)" source="$2"
scratch="$(mktemp -d /tmp/cubilete-package-XXXXXX)"
server_pid=""
cleanup() {
  local status=$?
  [ -n "$server_pid" ] && kill -9 "$server_pid" 2>/dev/null
  [ $status -ne 0 ] && [ -f "$scratch/serve.err" ] && { echo "--- serve's stderr"; cat "$scratch/serve.err"; }
  rm -rf "$scratch"
  exit $status
}
trap cleanup EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }

echo "== $SECONDS s: cpack (the package of this build, into $scratch/out)"
[ -f "$source/web/dist/index.html" ] ||
  fail "the browser app is not built (web/dist): make build, or cd web && npm run build"
(cd "$build" && cpack -G DEB -B "$scratch/out" >"$scratch/cpack.log" 2>&1) || { cat "$scratch/cpack.log"; fail "cpack failed"; }
deb="$(ls "$scratch"/out/cubilete_*_amd64.deb)"
version="$("$build/cubilete" --version | awk '{print $2}')"
[ "$(basename "$deb")" = "cubilete_${version}_amd64.deb" ] || fail "the package is $(basename "$deb"), not cubilete_${version}_amd64.deb"
echo "$(basename "$deb"): $(stat -c %s "$deb") bytes"

echo "== $SECONDS s: control"
dpkg-deb -f "$deb" Package Version Architecture Depends
depends="$(dpkg-deb -f "$deb" Depends)"
[ -n "$depends" ] || fail "no Depends"
# Every dependency is a Debian 12 package: each group has a member installed here (this machine
# runs the program) and known to dpkg's database of Debian's packages.
IFS=',' read -ra groups <<<"$depends"
for group in "${groups[@]}"; do
  found=""
  IFS='|' read -ra alternatives <<<"$group"
  for alternative in "${alternatives[@]}"; do
    name="$(echo "$alternative" | awk '{print $1}')"
    dpkg-query -W -f='${Status}' "$name" 2>/dev/null | grep -q "install ok installed" && found="$name"
  done
  [ -n "$found" ] || fail "no package of the dependency '$group' is installed: not one of Debian 12's?"
done
for lib in libsqlite3-0 libpq5 libsodium23 libc6 libstdc++6; do
  echo "$depends" | grep -q "\b$lib\b" || fail "Depends lacks $lib (dpkg-shlibdeps; libpq5 named by hand): $depends"
done
dpkg-deb -e "$deb" "$scratch/control"
grep -qx /etc/cubilete/cubilete.toml "$scratch/control/conffiles" || fail "the config file is not a conffile"
for script in postinst prerm postrm; do
  [ -x "$scratch/control/$script" ] || fail "$script is missing or not executable"
  sh -n "$scratch/control/$script" || fail "$script is not valid sh"
done

echo "== $SECONDS s: contents"
dpkg-deb -c "$deb" >"$scratch/contents"
expect_file() {
  grep -qE "^-[rwx-]{9} root/root +[0-9]+ [0-9-]+ [0-9:]+ \.$1$" "$scratch/contents" || fail "no regular file $1 in the package"
}
expect_file /usr/bin/cubilete
expect_file /usr/share/cubilete/web/index.html
expect_file /lib/systemd/system/cubilete.service
expect_file /lib/systemd/system/cubilete-backup.service
expect_file /lib/systemd/system/cubilete-backup.timer
# (the backup units are verified on this machine by deploy_backup_units: the scratch root has no
# /bin/sh, find or install of its own)
expect_file /usr/lib/sysusers.d/cubilete.conf
expect_file /etc/cubilete/cubilete.toml
expect_file /usr/share/man/man1/cubilete.1.gz
expect_file /usr/share/cubilete/nginx/render.sh
expect_file /usr/share/cubilete/nginx/cubilete.conf.in
grep -E "^-rwxr-xr-x .* \./usr/bin/cubilete$" "$scratch/contents" >/dev/null || fail "/usr/bin/cubilete is not executable"

root="$scratch/root"
dpkg -x "$deb" "$root"
file "$root/usr/bin/cubilete" | grep -q "stripped" && ! file "$root/usr/bin/cubilete" | grep -q "not stripped" ||
  fail "the binary is not stripped: $(file "$root/usr/bin/cubilete")"

echo "== $SECONDS s: the unit and the config point at the package's files"
unit="$root/lib/systemd/system/cubilete.service"
grep -qx "ExecStart=/usr/bin/cubilete serve --config /etc/cubilete/cubilete.toml" "$unit" || fail "ExecStart: $(grep ExecStart "$unit")"
config="$root/etc/cubilete/cubilete.toml"
grep -qx 'web = "/usr/share/cubilete/web"' "$config" || fail "the config does not serve the package's app"
grep -qx 'db = "/var/lib/cubilete/tables.db"' "$config" || fail "the config's store is not in the state directory"
grep -qx 'trusted-proxy = \["127.0.0.1", "::1"\]' "$config" || fail "the config does not trust nginx on this machine"
grep -qx "StateDirectory=cubilete" "$unit" || fail "no StateDirectory"
# Every serve option is in the shipped config, set or commented with its default.
"$root/usr/bin/cubilete" serve --help | grep -oE '^  (-[a-z],)?--[a-z0-9-]+' | sed 's/.*--//' |
  grep -vxE 'help|config|print-config' | while read -r key; do
  grep -qE "^#?$key =" "$config" || fail "the shipped config lacks the key $key"
done

echo "== $SECONDS s: the installed binary serves the installed app"
# The file's web and db are the paths of a real install: the command line (which wins) points them
# into the scratch root.
"$root/usr/bin/cubilete" serve --config "$config" --web "$root/usr/share/cubilete/web" \
  --db "$scratch/state/tables.db" --port 0 --password-cost minimum >"$scratch/serve.out" 2>"$scratch/serve.err" &
server_pid=$!
for _ in $(seq 100); do
  grep -q "listening on" "$scratch/serve.out" 2>/dev/null && break
  kill -0 "$server_pid" 2>/dev/null || fail "serve stopped: $(cat "$scratch/serve.err")"
  sleep 0.1
done
url="$(grep -o 'http://127.0.0.1:[0-9]*/' "$scratch/serve.out" | head -n 1)"
[ -n "$url" ] || fail "serve did not say where it listens"
curl -sf "$url" -o "$scratch/index.html" || fail "GET / failed"
cmp -s "$scratch/index.html" "$root/usr/share/cubilete/web/index.html" || fail "GET / is not the installed index.html"
script="$(grep -o 'src="/assets/[^"]*\.js"' "$scratch/index.html" | head -n 1 | cut -d'"' -f2)"
[ -n "$script" ] || fail "index.html names no script"
curl -sf -D "$scratch/headers" "$url${script#/}" -o "$scratch/app.js" || fail "GET $script failed"
cmp -s "$scratch/app.js" "$root/usr/share/cubilete/web$script" || fail "GET $script is not the installed file"
grep -qi '^content-type: .*javascript' "$scratch/headers" || fail "$script is not served as JavaScript"
curl -sf "${url}api/games" -o "$scratch/games.json" || fail "GET /api/games failed"
python3 -c 'import json,sys; g=json.load(open(sys.argv[1])); ids=[x["id"] for x in g["games"]]; assert "generala" in ids, ids' \
  "$scratch/games.json" || fail "GET /api/games: $(head -c 300 "$scratch/games.json")"
kill -TERM "$server_pid"
wait "$server_pid" || fail "serve did not stop cleanly on SIGTERM"
server_pid=""
[ -f "$scratch/state/tables.db" ] || fail "no store written"

echo "== $SECONDS s: the manual page"
man -l --warnings "$root/usr/share/man/man1/cubilete.1.gz" 2>"$scratch/man.err" >"$scratch/man.txt" || fail "man failed"
[ ! -s "$scratch/man.err" ] || fail "man's warnings: $(cat "$scratch/man.err")"
grep -q -- "--print-config" "$scratch/man.txt" || fail "the manual page lacks serve's --print-config"
grep -q "trusted-proxy" "$scratch/man.txt" || fail "the manual page lacks serve's options"

echo "== $SECONDS s: systemd: the user, the unit"
systemd-sysusers --root="$root" "$root/usr/lib/sysusers.d/cubilete.conf"
grep -q '^cubilete:x:[0-9]*:[0-9]*:.*:/var/lib/cubilete:/usr/sbin/nologin$' "$root/etc/passwd" ||
  fail "systemd-sysusers made no user cubilete: $(cat "$root/etc/passwd")"
# The unit is verified as on a Debian 12 server, where systemd's own units (sysinit.target,
# basic.target, ...) are installed: those of this machine's systemd package join the scratch root,
# and man reads the package's own manual page for Documentation=man:cubilete(1).
cp -a /lib/systemd/system/. "$root/lib/systemd/system/"
MANPATH="$root/usr/share/man" SYSTEMD_LOG_LEVEL=notice systemd-analyze verify --root="$root" cubilete.service >"$scratch/verify.log" 2>&1 ||
  { cat "$scratch/verify.log"; fail "systemd-analyze verify refused the unit"; }
[ ! -s "$scratch/verify.log" ] || { cat "$scratch/verify.log"; fail "systemd-analyze verify warned"; }
systemd-analyze security --offline=yes --root="$root" cubilete.service >"$scratch/security.log" 2>&1 ||
  { cat "$scratch/security.log"; fail "systemd-analyze security failed"; }
tail -n 1 "$scratch/security.log"
# systemd's own measure of the hardening (0 = fully sandboxed, 10 = none): at most 2.0, "OK".
exposure="$(grep -o 'Overall exposure level for cubilete.service: [0-9.]*' "$scratch/security.log" | awk '{print $NF}')"
awk -v e="$exposure" 'BEGIN { exit !(e != "" && e <= 2.0) }' || fail "the unit's exposure is ${exposure:-unknown}, above 2.0"
echo "PASS"
