#!/usr/bin/env bash
# `cubilete simulate` at 100, 10,000 and 1,000,000 games: whole-process wall time and peak memory
# beside the seconds its JSON names (startup, tables, policy, play), and whether they add up to the
# wall time (within 5 %: what is left is the process's start and end, outside the program's clock).
#
#   bench/simulate_sizes.sh [BUILD_DIR] [SIZES]
#
# BUILD_DIR: holds `cubilete` (default: build). SIZES: games per run (default "100 10000 1000000").
# Runs: optimal Yatzy alone (its table and policy read from the cache, solved and saved first
# when the cache has none: a researcher's second run) and two random Generala seats, one thread
# each (THREADS overrides).
set -euo pipefail

build=${1:-build}
sizes=${2:-100 10000 1000000}
threads=${THREADS:-1}
build=$(cd "$build" && pwd)
cubilete="$build/cubilete"
[[ -x $cubilete ]] || { echo "no $cubilete: build the cubilete target first" >&2; exit 1; }

# The optimal bot's table and policy, so that every run below reads them as a later run would.
"$cubilete" solve yatzy --save-policy > /dev/null

echo "simulate, $threads thread(s), $(nproc) cores ($(lscpu | sed -n 's/^Model name: *//p'))"
exec python3 - "$cubilete" "$threads" $sizes <<'EOF'
import json, os, subprocess, sys, time
cubilete, threads, sizes = sys.argv[1], sys.argv[2], [int(n) for n in sys.argv[3:]]
print(f"{'run':<22} {'games':>10} {'wall s':>9} {'peak MB':>8} {'startup':>8} {'tables':>8} {'policy':>8} {'play':>8} "
      f"{'sum/wall':>8} {'games/s':>12}")
for n in sizes:
    for label, game, players in (("yatzy optimal", "yatzy", "optimal"), ("generala random x2", "generala", "random,random")):
        args = [cubilete, "simulate", game, "--players", players, "--games", str(n), "--seed", "1",
                "--threads", threads, "--progress", "0", "--json"]
        start = time.perf_counter()
        child = subprocess.Popen(args, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        out, err = child.stdout.read(), child.stderr.read()
        _, status, usage = os.wait4(child.pid, 0)  # this child's own peak memory
        wall = time.perf_counter() - start
        if os.waitstatus_to_exitcode(status) != 0:
            sys.exit(f"{label}: {' '.join(args)} failed:\n{err}")
        d = json.loads(out)
        parts = [d.get(k, 0.0) for k in ("startup_seconds", "tables_seconds", "policy_seconds", "play_seconds")]
        print(f"{label:<22} {n:>10,} {wall:>9.3f} {usage.ru_maxrss / 1024:>8.0f} " + " ".join(f"{p:>8.3f}" for p in parts) +
              f" {sum(parts) / wall:>8.2f} {d['games_per_second']:>12,.0f}", flush=True)
EOF
