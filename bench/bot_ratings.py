#!/usr/bin/env python3
"""The bots' fixed ratings of the rated games (docs/online-table.md, "Accounts and ratings").

For each rated game, plays its bots against each other with `cubilete simulate` (two seats, each
pairing in both seat orders, so the first player's edge cancels), then fits one rating per bot
to every pairing's score at once: the Elo/Glicko logistic model, where a bot rated D points above
another is expected to score 1 / (1 + 10^(-D/400)) against it (Glicko-2's expectation against an
opponent of deviation 0). The fit is the maximum-likelihood one (Bradley-Terry), anchored so that
`random` is rated ANCHOR. Where the weaker side scored fewer than 3 points in a pairing (random
against the category bots), it is taken to have scored 3, the 95% upper bound of a rate never
seen (the "rule of three"): that gap is then a lower bound, and the ratings stay finite. Each
rating's standard error comes from the fit's information matrix (random's is 0: the anchor).

Pairings that need a two-player table (win_optimal) are not played here: those tables take
minutes and gigabytes to solve. Their results are docs/bots.md's ("Playing to win against
playing for points", 1,000,000 games in each seat order), entered below as measured there.

Usage: python3 bench/bot_ratings.py [--bin build/cubilete] [--games N] [--slow-games N]
       [--anchor 1000] [--only GAME,...] [--json]
Run it under the CPU lock (flock /tmp/cubilete-cpu.lock python3 bench/bot_ratings.py ...).
"""
import argparse
import json
import math
import subprocess
import sys

# The bots of each rated game (the catalog's, `cubilete rules GAME`), and the pairings played.
GAMES = {
    "general": ["random", "greedy", "optimal", "win_optimal"],
    "generala": ["random", "greedy", "optimal", "win_optimal"],
    "crag": ["random", "greedy", "optimal", "win_optimal"],
    "yahtzee": ["random", "greedy", "optimal"],
    "yatzy": ["random", "greedy", "optimal"],
    "farkle": ["random", "greedy", "optimal_turn", "win_optimal"],
    "damma": ["random", "greedy", "alphabeta"],
}
PLAYED = {
    "general": [("random", "greedy"), ("greedy", "optimal"), ("random", "optimal")],
    "generala": [("random", "greedy"), ("greedy", "optimal"), ("random", "optimal")],
    "crag": [("random", "greedy"), ("greedy", "optimal"), ("random", "optimal")],
    "yahtzee": [("random", "greedy"), ("greedy", "optimal"), ("random", "optimal")],
    "yatzy": [("random", "greedy"), ("greedy", "optimal"), ("random", "optimal")],
    "farkle": [("random", "greedy"), ("greedy", "optimal_turn"), ("random", "optimal_turn")],
    "damma": [("random", "greedy"), ("greedy", "alphabeta")],
}
# docs/bots.md, "Playing to win against playing for points": win_optimal's share of wins in
# each seat order against optimal (Farkle: optimal_turn), 1,000,000 games each.
DOCUMENTED = {
    "general": ("win_optimal", "optimal", [0.5132, 0.5197], 1_000_000),
    "generala": ("win_optimal", "optimal", [0.5177, 0.5236], 1_000_000),
    "crag": ("win_optimal", "optimal", [0.5063, 0.5083], 1_000_000),
    "farkle": ("win_optimal", "optimal_turn", [0.5395, 0.4810], 1_000_000),
}
# Damma's search thinks a second per move (its default, as a room seats it): its pairings play
# far fewer games, all Damma games with random openings so that the deterministic bots vary.
SLOW_BOTS = {"alphabeta"}
DAMMA_OPENING = 4


def simulate(binary, game, a, b, games, seed, opening):
    """A's share of the points against B (ties shared) over `games` games in each seat order."""
    share, total = 0.0, 0
    for order, (first, second) in enumerate([(a, b), (b, a)]):
        cmd = [binary, "simulate", game, "--players", f"{first},{second}", "--games", str(games),
               "--seed", str(seed + order), "--threads", "2", "--json", "--progress", "0"]
        if opening:
            cmd += ["--random-opening", str(opening)]
        out = json.loads(subprocess.run(cmd, check=True, capture_output=True, text=True).stdout)
        seat_of_a = 0 if first == a else 1
        share += out["seats"][seat_of_a]["win_share"] * games
        total += games
    return share, total


def fit(bots, results, anchor):
    """Ratings (Elo points) maximising the likelihood of `results` [(a, b, points of a, games)],
    random fixed at `anchor`; returns (ratings, standard errors)."""
    free = [b for b in bots if b != "random"]
    index = {b: i for i, b in enumerate(free)}
    # A side that (almost) never scored is taken to have scored 3 times: the "rule of three", the
    # 95% upper bound of a rate never seen in n trials. Such a gap is then a lower bound, and the
    # estimate stays finite.
    data = [(a, b, min(max(s, 3.0), n - 3.0), n) for a, b, s, n in results]
    k = math.log(10) / 400
    x = {b: 0.0 for b in bots}
    for _ in range(100):
        grad = [0.0] * len(free)
        hess = [[0.0] * len(free) for _ in free]
        for a, b, s, n in data:
            e = 1 / (1 + math.exp(-k * (x[a] - x[b])))
            g = k * (s - n * e)  # d logL / d x_a
            h = k * k * n * e * (1 - e)
            for p, sign in ((a, 1), (b, -1)):
                if p in index:
                    grad[index[p]] += sign * g
            for p in (a, b):
                for q in (a, b):
                    if p in index and q in index:
                        hess[index[p]][index[q]] += h if p == q else -h
        step = solve(hess, grad)
        for b in free:
            x[b] += step[index[b]]
        if max(abs(s) for s in step) < 1e-9:
            break
    cov = invert(hess)
    ratings = {b: anchor + x[b] for b in bots}
    errors = {b: (math.sqrt(cov[index[b]][index[b]]) if b in index else 0.0) for b in bots}
    return ratings, errors


def solve(m, v):
    inv = invert(m)
    return [sum(inv[i][j] * v[j] for j in range(len(v))) for i in range(len(v))]


def invert(m):
    n = len(m)
    a = [row[:] + [1.0 if i == j else 0.0 for j in range(n)] for i, row in enumerate(m)]
    for c in range(n):
        p = max(range(c, n), key=lambda r: abs(a[r][c]))
        a[c], a[p] = a[p], a[c]
        pivot = a[c][c]
        a[c] = [v / pivot for v in a[c]]
        for r in range(n):
            if r != c:
                f = a[r][c]
                a[r] = [v - f * w for v, w in zip(a[r], a[c])]
    return [row[n:] for row in a]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--bin", default="build/cubilete")
    ap.add_argument("--games", type=int, default=100_000, help="games per seat order (dice games)")
    ap.add_argument("--slow-games", type=int, default=50, help="games per seat order against alphabeta")
    ap.add_argument("--anchor", type=float, default=1000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--only", default="")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    only = [g for g in args.only.split(",") if g]
    report = {}
    for game, bots in GAMES.items():
        if only and game not in only:
            continue
        results = []
        for a, b in PLAYED[game]:
            n = args.slow_games if a in SLOW_BOTS or b in SLOW_BOTS else args.games
            s, total = simulate(args.bin, game, a, b, n, args.seed, DAMMA_OPENING if game == "damma" else 0)
            results.append((a, b, s, total))
            print(f"{game}: {a} against {b}: {s / total:.4f} of {total} games", file=sys.stderr)
        if game in DOCUMENTED:
            a, b, shares, n = DOCUMENTED[game]
            results.append((a, b, sum(shares) * n, 2 * n))
        ratings, errors = fit(bots, results, args.anchor)
        report[game] = {
            "results": [{"a": a, "b": b, "share_of_a": s / n, "games": n} for a, b, s, n in results],
            "ratings": {b: {"rating": round(ratings[b], 1), "error": round(errors[b], 1)} for b in bots},
        }
        line = ", ".join(f"{b} {ratings[b]:.0f} ± {errors[b]:.0f}" for b in bots)
        print(f"{game}: {line}", file=sys.stderr)
    if args.json:
        print(json.dumps(report, indent=2))


if __name__ == "__main__":
    main()
