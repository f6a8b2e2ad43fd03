#!/usr/bin/env bash
# HTTPS through nginx: deploy/nginx's site rendered with TLS (a self-signed certificate
# made here with openssl) in front of one `cubilete serve` on 127.0.0.1. curl checks TLS, HTTP/2,
# the security headers, the WebSocket upgrade and the redirect from plain HTTP; then the browser
# test web/e2e/https.mjs plays a game over https:// and wss:// through it under the CSP.
#   nginx_tls_test.sh CUBILETE SOURCE_DIR
set -euo pipefail
cubilete="$(realpath "$1")" source="$(realpath "$2")"
# The temporary folder, the EXIT trap that stops serve and nginx, `fail`, `free_port`, nginx.conf.
source "$source/tests/cluster/cluster_lib.sh"
dir="$CLUSTER_DIR"
[ -f "$source/web/dist/index.html" ] || fail "the browser app is not built (web/dist): make build"

echo "== a self-signed certificate for 127.0.0.1"
openssl req -x509 -newkey rsa:2048 -nodes -days 2 -subj "/CN=127.0.0.1" -addext "subjectAltName=IP:127.0.0.1" \
  -keyout "$dir/privkey.pem" -out "$dir/fullchain.pem" 2>"$dir/openssl.log" || { cat "$dir/openssl.log"; fail "openssl"; }

https_port="$(free_port)" http_port="$(free_port)"
base="https://127.0.0.1:$https_port"
echo "== cubilete serve behind nginx on $base"
"$cubilete" serve --port 0 --db "$dir/tables.db" --web "$source/web/dist" --trusted-proxy 127.0.0.1 \
  --public-url "$base" --bot-delay 0 --password-cost minimum >"$dir/serve.out" 2>"$dir/serve.log" &
pids+=($!)
for _ in $(seq 100); do grep -q "listening on" "$dir/serve.out" 2>/dev/null && break; sleep 0.1; done
serve_port="$(grep -o '127.0.0.1:[0-9]*' "$dir/serve.out" | head -n 1 | cut -d: -f2)"
[ -n "$serve_port" ] || fail "serve did not start"

mkdir -p "$dir/nginx/logs" "$dir/nginx/tmp"
bash "$source/deploy/nginx/render.sh" --tls "$dir/fullchain.pem" "$dir/privkey.pem" --server-name 127.0.0.1 \
  --http-redirect "127.0.0.1:$http_port" "127.0.0.1:$https_port" "127.0.0.1:$serve_port" >"$dir/nginx/cubilete.conf"
nginx_main_conf >"$dir/nginx/nginx.conf"
# The same site for several instances (PostgreSQL behind, docs/operating.md) is one nginx accepts too.
bash "$source/deploy/nginx/render.sh" --tls "$dir/fullchain.pem" "$dir/privkey.pem" --server-name 127.0.0.1 \
  --http-redirect "127.0.0.1:$http_port" "127.0.0.1:$https_port" 127.0.0.1:1 127.0.0.1:2 127.0.0.1:3 >"$dir/nginx/cubilete.conf.several"
[ "$(grep -c '^    server 127.0.0.1:[123] ' "$dir/nginx/cubilete.conf.several")" = 3 ] || fail "render.sh lost an instance"
sed 's/include cubilete.conf;/include cubilete.conf.several;/' "$dir/nginx/nginx.conf" >"$dir/nginx/several.conf"
nginx -t -q -p "$dir/nginx" -c several.conf || fail "nginx -t refused the site rendered for several instances"
nginx -t -q -p "$dir/nginx" -c nginx.conf || fail "nginx -t refused the rendered site"
nginx -p "$dir/nginx" -c nginx.conf &
nginx_pid=$!
pids+=($nginx_pid)
for _ in $(seq 100); do curl -skf "$base/healthz" >/dev/null && break; sleep 0.1; done
curl -skf "$base/healthz" >/dev/null || fail "nginx did not answer on $base"

echo "== TLS, HTTP/2 and the security headers"
curl_tls=(curl -s --cacert "$dir/fullchain.pem")
"${curl_tls[@]}" -D "$dir/headers" -o "$dir/index.html" -w '%{http_version} %{http_code}\n' "$base/" >"$dir/status"
[ "$(cat "$dir/status")" = "2 200" ] || fail "GET / over HTTPS: $(cat "$dir/status") (expected HTTP/2 200)"
cmp -s "$dir/index.html" "$source/web/dist/index.html" || fail "GET / through nginx is not the app's index.html"
header() { grep -i "^$1:" "$dir/headers" | tr -d '\r'; }
hsts="$(header strict-transport-security)"
[[ "$hsts" == *"max-age=63072000"* ]] || fail "HSTS: '$hsts'"
csp="$(header content-security-policy)"
for directive in "default-src 'self'" "script-src 'self'" "connect-src 'self'" "frame-ancestors 'none'" "object-src 'none'"; do
  [[ "$csp" == *"$directive"* ]] || fail "the CSP lacks $directive: '$csp'"
done
[ "$(header x-content-type-options | wc -l)" = 1 ] || fail "X-Content-Type-Options is not sent once: $(header x-content-type-options)"
[[ "$(header x-content-type-options)" == *nosniff ]] || fail "X-Content-Type-Options: $(header x-content-type-options)"
[[ "$(header referrer-policy)" == *same-origin ]] || fail "Referrer-Policy: $(header referrer-policy)"
[[ "$(header x-frame-options)" == *DENY ]] || fail "X-Frame-Options: $(header x-frame-options)"
# Errors carry the headers too (`always`), and the API answers through the proxy.
"${curl_tls[@]}" -D "$dir/headers" -o /dev/null "$base/api/rooms/NOSUCHROOM"
[ -n "$(header content-security-policy)" ] || fail "an error response lacks the CSP"
"${curl_tls[@]}" -f "$base/api/games" | python3 -c 'import json,sys; assert "generala" in [g["id"] for g in json.load(sys.stdin)["games"]]' ||
  fail "GET /api/games through nginx"
if "${curl_tls[@]}" --tls-max 1.1 -o /dev/null "$base/" 2>/dev/null; then fail "TLS 1.1 was accepted"; fi

echo "== the WebSocket upgrade over TLS"
"${curl_tls[@]}" --http1.1 -o /dev/null -D "$dir/upgrade" --max-time 2 -H "Connection: Upgrade" -H "Upgrade: websocket" \
  -H "Sec-WebSocket-Version: 13" -H "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==" -H "Origin: $base" \
  "$base/ws?lobby=1" || true
grep -q "^HTTP/1.1 101" "$dir/upgrade" || fail "no WebSocket upgrade through nginx: $(head -n 1 "$dir/upgrade")"

echo "== plain HTTP is sent to HTTPS"
location="$(curl -s -o /dev/null -w '%{http_code} %{redirect_url}' "http://127.0.0.1:$http_port/r/ABC?watch")"
[ "$location" = "301 $base/r/ABC?watch" ] || fail "the HTTP redirect: $location"

echo "== the browser plays over https:// and wss:// (web/e2e/https.mjs)"
(cd "$source/web" && CUBILETE_HTTPS_URL="$base" CUBILETE_BIN="$cubilete" node e2e/run.mjs https) || fail "the browser test failed"
echo "PASS"
