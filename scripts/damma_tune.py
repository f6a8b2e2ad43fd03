#!/usr/bin/env python3
"""Tunes the Damma evaluation weights by self-play.

Coordinate search: for each weight in turn, every candidate value plays a match against the
current best weights, and the best-scoring value is kept when it beats the incumbent by more than
`--margin`. A match is `cubilete simulate damma` with both seatings on the same seeds, so each
random opening (`--random-opening`) is played once with each colour; draw offers are off.
Score = the candidate's points (win 1, draw 1/2) per game.

  python3 scripts/damma_tune.py [--binary build/cubilete] [--depth 4] [--games 200] [--board 5|9]
                                [--start KING,ADVANCE,CENTRE,HUFF] [--lock /tmp/cubilete-cpu.lock]

With --lock each match's `simulate` runs under `flock PATH`, so a machine's other builds and tests
take turns with the matches instead of waiting for the whole run.
"""
import argparse
import json
import subprocess

GRID = {
    "king": [180, 220, 250, 280, 320, 380],
    "advance": [0, 2, 4, 8, 12],
    "centre": [0, 3, 6, 10, 15],
    "huff": [50, 70, 90, 100],
}
# The 9x9 board: a round on GRID moves nothing there (every king and huff value plays exactly
# the 5x5 weights' games, advance loses at every value, centre scores 0.49), so it also tries
# the values between and beyond: small advance and centre terms, a lighter Damma, and huff
# shares from none to more than the piece.
LARGE_GRID = {
    "king": [120, 150] + GRID["king"],
    "advance": [0, 1] + GRID["advance"][1:],
    "centre": [0, 1, 2] + GRID["centre"][1:],
    "huff": [0, 30] + GRID["huff"] + [120],
}


def settings(weights, depth):
    return "alphabeta:depth=%d,draw=0," % depth + ",".join("%s=%d" % kv for kv in sorted(weights.items()))


def seat_share(args, players, seat):
    lock = ["flock", args.lock] if args.lock else []
    out = subprocess.run(lock + [args.binary, "simulate", "damma", "--games", str(args.games), "--players", players,
                          "--random-opening", str(args.opening), "--seed", str(args.seed), "--threads", "2",
                          "--rule", "board=%d" % args.board, "--json"], check=True, capture_output=True,
                         text=True).stdout
    return json.loads(out)["seats"][seat]["win_share"]


def match(args, candidate, incumbent):
    a, b = settings(candidate, args.depth), settings(incumbent, args.depth)
    return (seat_share(args, a + "," + b, 0) + seat_share(args, b + "," + a, 1)) / 2


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--binary", default="build/cubilete")
    ap.add_argument("--depth", type=int, default=4)
    ap.add_argument("--games", type=int, default=200, help="games per seating")
    ap.add_argument("--opening", type=int, default=4, help="random plies at the start of each game")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--margin", type=float, default=0.02)
    ap.add_argument("--rounds", type=int, default=2)
    ap.add_argument("--board", type=int, default=5, choices=(5, 9))
    ap.add_argument("--lock", help="run each simulate under flock LOCK (a file shared with the builds)")
    # The first, reasoned weights. From them the 5x5 search ends at king 180, advance 0, centre 0,
    # huff 70, the 5x5 defaults; on 9x9 a search from those keeps every weight (damma_engine.cpp).
    ap.add_argument("--start", default="280,4,3,90", help="king,advance,centre,huff to start from")
    args = ap.parse_args()
    best = dict(zip(("king", "advance", "centre", "huff"), map(int, args.start.split(","))))
    for r in range(args.rounds):
        changed = False
        for key, values in (LARGE_GRID if args.board == 9 else GRID).items():
            results = []
            for v in values:
                if v == best[key]:
                    continue
                cand = dict(best, **{key: v})
                share = match(args, cand, best)
                results.append((share, v))
                print("round %d %-8s %4d vs %4d: %.3f" % (r + 1, key, v, best[key], share), flush=True)
            share, v = max(results)
            if share > 0.5 + args.margin:
                print("  -> %s = %d" % (key, v), flush=True)
                best[key] = v
                changed = True
        print("after round %d: %s" % (r + 1, settings(best, args.depth)), flush=True)
        if not changed:
            break
    print(json.dumps(best))


if __name__ == "__main__":
    main()
