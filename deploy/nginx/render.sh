#!/usr/bin/env bash
# Renders cubilete.conf.in, the nginx site of cubilete (docs/operating.md):
#   render.sh [--tls CERT KEY] [--server-name NAME] [--http-redirect LISTEN] LISTEN INSTANCE... > cubilete.conf
#   LISTEN    where nginx listens (8080, 127.0.0.1:8080, 443, [::]:443, ...)
#   INSTANCE  HOST:PORT of a `cubilete serve` instance (one, or several on PostgreSQL)
#   --tls CERT KEY          HTTPS on LISTEN with HTTP/2: the certificate chain and its key (PEM
#                           files nginx reads), TLS 1.2 and 1.3 only, and HSTS
#   --server-name NAME      the site's name (dados.example), as the certificate names it
#   --http-redirect LISTEN  also listen on LISTEN (80) for plain HTTP: ACME's challenges (certbot
#                           --webroot -w /var/www/letsencrypt) are answered there, every other
#                           request is sent to https://
# FAIL_TIMEOUT (seconds, default 5): how long nginx passes over an instance that failed once.
set -euo pipefail
usage() {
  echo "usage: $0 [--tls CERT KEY] [--server-name NAME] [--http-redirect LISTEN] LISTEN HOST:PORT [HOST:PORT...] > cubilete.conf" >&2
  exit 2
}
cert="" key="" name="" redirect=""
while [ $# -gt 0 ]; do
  case "$1" in
    --tls) [ $# -ge 3 ] || usage; cert="$2" key="$3"; shift 3 ;;
    --server-name) [ $# -ge 2 ] || usage; name="$2"; shift 2 ;;
    --http-redirect) [ $# -ge 2 ] || usage; redirect="$2"; shift 2 ;;
    --*) echo "$0: unknown option $1" >&2; usage ;;
    *) break ;;
  esac
done
[ $# -ge 2 ] || usage
[ -z "$redirect" ] || [ -n "$cert" ] || { echo "$0: --http-redirect sends people to https://: give --tls" >&2; exit 2; }
listen="$1"
shift
servers=""
for instance in "$@"; do
  servers+="    server ${instance} max_fails=1 fail_timeout=${FAIL_TIMEOUT:-5}s;"$'\n'
done
site=""
[ -n "$name" ] && site+="    server_name ${name};"$'\n'
tls=""
if [ -n "$cert" ]; then
  listen="$listen ssl http2"
  tls+="    ssl_certificate ${cert};"$'\n'
  tls+="    ssl_certificate_key ${key};"$'\n'
  tls+="    ssl_protocols TLSv1.2 TLSv1.3;"$'\n'
  tls+="    ssl_prefer_server_ciphers off;"$'\n'
  tls+="    ssl_session_cache shared:cubilete_tls:10m;"$'\n'
  tls+="    ssl_session_timeout 1d;"$'\n'
  tls+="    ssl_session_tickets off;"$'\n'
  tls+="    # Browsers remember for two years to come here over HTTPS only."$'\n'
  tls+="    add_header Strict-Transport-Security \"max-age=63072000\" always;"$'\n'
fi
redirect_block=""
if [ -n "$redirect" ]; then
  redirect_block+=$'\n'"# Plain HTTP: certbot's challenges, and everyone else sent to HTTPS."$'\n'
  redirect_block+="server {"$'\n'
  redirect_block+="    listen ${redirect};"$'\n'
  redirect_block+="${site}"
  redirect_block+="    location /.well-known/acme-challenge/ {"$'\n'
  redirect_block+="        root /var/www/letsencrypt;"$'\n'
  redirect_block+="    }"$'\n'
  redirect_block+="    location / {"$'\n'
  # The https port is the one nginx listens on unless it is the default.
  port="${listen%% *}"
  port="${port##*:}"
  if [ "$port" = 443 ] || ! [[ "$port" =~ ^[0-9]+$ ]]; then target='https://$host$request_uri'; else target="https://\$host:${port}\$request_uri"; fi
  redirect_block+="        return 301 ${target};"$'\n'
  redirect_block+="    }"$'\n'
  redirect_block+="}"$'\n'
fi
template="$(dirname "${BASH_SOURCE[0]}")/cubilete.conf.in"
while IFS= read -r line; do
  case "$line" in
    @SERVERS@) printf '%s' "$servers" ;;
    @SITE@) printf '%s' "$site" ;;
    @TLS@) printf '%s' "$tls" ;;
    @REDIRECT@) printf '%s' "$redirect_block" ;;
    *) printf '%s\n' "${line//@LISTEN@/$listen}" ;;
  esac
done < "$template"
