#!/usr/bin/env python3
"""The gap between a random policy, the greedy bot and the exact optimum on solitaire Yatzy.

The optimum is exact (cubilete.solve); the policies' means are simulated with 95% intervals, and
the optimal bot's own simulated mean must land within its interval of the exact value.
Usage: PYTHONPATH=build/python python3 python/examples/yatzy_policies.py [--quick]
"""
import sys

import cubilete


def main():
    games = 2000 if "--quick" in sys.argv else 200000
    game = cubilete.load_game("yatzy", {"players": 1})
    optimum = cubilete.solve(game).value
    print(f"Yatzy alone, {games} games each (seed 1)")
    print(f"{'policy':<10} {'mean':>9} {'± 95%':>7} {'gap to the optimum':>20}")
    for bot in ("random", "greedy", "optimal"):
        seat = cubilete.simulate(game, [bot], games=games, seed=1, threads=2)["seats"][0]
        print(f"{bot:<10} {seat['mean']:>9.2f} {seat['mean_ci95']:>7.2f} {optimum - seat['mean']:>20.2f}")
        # A check by an independent route: about four standard errors at most from the exact value.
        if bot == "optimal" and abs(seat["mean"] - optimum) > 2 * seat["mean_ci95"]:
            raise SystemExit(f"the optimal bot's mean {seat['mean']:.2f} is off the exact {optimum:.2f}")
    print(f"{'exact':<10} {optimum:>9.2f}")


if __name__ == "__main__":
    main()
