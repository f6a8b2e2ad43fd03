#!/usr/bin/env bash
# Every solved table from nothing: each game's value, solve time, peak memory and cache on disk,
# each solve in an empty cache folder of its own (nothing read from an earlier run).
#
#   bench/tables.sh [BUILD_DIR] [PLAYERS]
#
# BUILD_DIR: holds `cubilete` (default: build). PLAYERS: 1 (default) solves the solitaire optimum
# of every game with an `optimal` bot (seconds in all); 2 solves the two-player table of every game
# with a `win_optimal` bot (minutes each: Crag takes about 6 GB of memory and leaves 3.9 GB on
# disk, so the scratch folder is under BUILD_DIR, not /tmp). The games come from `cubilete games
# --json`: a new game is measured when it has the bot. THREADS (default 2) solver threads.
set -euo pipefail

build=${1:-build}
players=${2:-1}
threads=${THREADS:-2}
build=$(cd "$build" && pwd)
cubilete="$build/cubilete"
[[ -x $cubilete ]] || { echo "no $cubilete: build the cubilete target first" >&2; exit 1; }
case "$players" in
  1) bot=optimal ;;
  2) bot=win_optimal ;;
  *) echo "PLAYERS must be 1 or 2, not '$players'" >&2; exit 2 ;;
esac

games=$("$cubilete" games --json | python3 -c '
import json, sys
bot = sys.argv[1]
print(" ".join(g["id"] for g in json.load(sys.stdin)["games"] if bot in g["bots"]))' "$bot")

scratch=$(mktemp -d "$build/bench-tables.XXXXXX")
trap 'rm -rf "$scratch"' EXIT

echo "tables from nothing, $players player(s), $threads threads, $(nproc) cores ($(lscpu | sed -n 's/^Model name: *//p'))"
printf '%-16s %18s %14s %10s %10s %10s %10s\n' game value states "solve s" "wall s" "peak MB" "cache MB"
for game in $games; do
  rm -rf "$scratch/cache" && mkdir -p "$scratch/cache"
  args=(solve "$game" --threads "$threads" --json)
  [[ $players == 2 ]] && args+=(--players 2)
  if ! CUBILETE_CACHE="$scratch/cache" /usr/bin/time -f '%e %M' -o "$scratch/rss" \
       "$cubilete" "${args[@]}" > "$scratch/out.json" 2> "$scratch/err"; then
    echo "$game: cubilete ${args[*]} failed:" >&2
    cat "$scratch/err" >&2
    exit 1
  fi
  cache_bytes=$(du -sb "$scratch/cache" | cut -f1)
  read -r wall rss_kb < <(tail -n1 "$scratch/rss")
  python3 - "$game" "$scratch/out.json" "$wall" "$rss_kb" "$cache_bytes" <<'EOF'
import json, sys
game, path, wall, rss_kb, cache_bytes = sys.argv[1], sys.argv[2], float(sys.argv[3]), int(sys.argv[4]), int(sys.argv[5])
d = json.load(open(path))
states = d.get("states", "")
# the solve's own time where it reports one, else the whole answer's
seconds = d.get("solve_seconds", d["seconds"])
print(f"{game:<16} {d['value']:>18.9f} {states!s:>14} {seconds:>10.2f} {wall:>10.2f} {rss_kb / 1024:>10.0f} {cache_bytes / 1e6:>10.1f}")
EOF
done
