#!/usr/bin/env bash
# Renders cubilete.conf.in: render.sh LISTEN INSTANCE [INSTANCE...] > cubilete.conf
#   LISTEN    where nginx listens (8080, 127.0.0.1:8080, "443 ssl", ...): with ssl, add the
#             certificate's lines after `listen` (docs/operating.md, "HTTPS")
#   INSTANCE  HOST:PORT of a `cubilete serve` instance
# FAIL_TIMEOUT (seconds, default 5): how long nginx passes over an instance that failed once.
set -euo pipefail
if [ $# -lt 2 ]; then
  echo "usage: $0 LISTEN HOST:PORT [HOST:PORT...] > cubilete.conf" >&2
  exit 2
fi
listen="$1"
shift
servers=""
for instance in "$@"; do
  servers+="    server ${instance} max_fails=1 fail_timeout=${FAIL_TIMEOUT:-5}s;"$'\n'
done
template="$(dirname "${BASH_SOURCE[0]}")/cubilete.conf.in"
while IFS= read -r line; do
  case "$line" in
    @SERVERS@) printf '%s' "$servers" ;;
    *) printf '%s\n' "${line//@LISTEN@/$listen}" ;;
  esac
done < "$template"
