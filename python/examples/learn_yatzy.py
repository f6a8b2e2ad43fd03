#!/usr/bin/env python3
"""A simple learned policy for solitaire Yatzy, trained with the vectorised environment and
measured against the exact optimum.

The policy is linear: each legal action's score is the observation (scaled) times a weight
matrix, plus for writing into category c a learned multiple of what it would score now (the last
C entries of the observation), and the best-scoring legal action is played. It is trained by the cross-entropy method:
each round, 64 weight matrices drawn around the current mean each play 32 games (2048 games at
once in one VectorCategoryEnv), and the mean moves to the 8 best. Then it plays fresh games and
is compared with the random policy, the greedy bot and the exact optimum (cubilete.solve).
Usage: PYTHONPATH=build/python python3 python/examples/learn_yatzy.py [--quick]
"""
import sys

import numpy as np

import cubilete
from cubilete.envs import VectorCategoryEnv

POPULATION, GAMES_EACH, ELITE = 64, 32, 8


def features(obs, scale):
    return np.concatenate([obs / scale, np.ones((obs.shape[0], 1), np.float32)], axis=1)


def play(env, weights, gains, groups, scale, seed):
    """Each env's first game with the parameters of its group (weights: (groups, D + 1, A), gains:
    (groups, C)); returns the final scores, one per env."""
    obs, info = env.reset(seed=seed)
    n = env.num_envs
    c = gains.shape[1]
    scores = np.full(n, np.nan)
    while np.isnan(scores).any():
        f = features(obs, scale).reshape(groups, n // groups, -1)
        logits = np.matmul(f, weights)
        logits[:, :, -c:] += obs[:, -c:].reshape(groups, n // groups, c) * gains[:, None, :]
        logits = logits.reshape(n, -1)
        logits[~info["action_mask"]] = -np.inf
        obs, _, terminated, _, info = env.step(logits.argmax(axis=1))
        first = terminated & np.isnan(scores)
        scores[first] = info["final_score"][first]
    return scores


def main():
    quick = "--quick" in sys.argv
    rounds = 3 if quick else 40
    game = cubilete.load_game("yatzy", {"players": 1})
    actions = cubilete.CategoryActions(game)
    c = actions.categories
    # Counts of faces, throws left, whose turn, written flags, points, upper subtotal, bonuses,
    # total, what each category would give now.
    scale = np.array([actions.dice] * 6 + [2, 1] + [1] * c + [50] * c + [105, 5, 400] + [50] * c, np.float32)
    rng = np.random.default_rng(1)
    shape = (actions.observation_size + 1, actions.num_actions)
    mean, std = np.zeros(shape, np.float32), np.ones(shape, np.float32)
    gain_mean, gain_std = np.zeros(c, np.float32), np.ones(c, np.float32)
    train = VectorCategoryEnv(game, num_envs=POPULATION * GAMES_EACH, threads=2, copy=False)
    for r in range(rounds):
        weights = (mean + std * rng.standard_normal((POPULATION, *shape))).astype(np.float32)
        gains = (gain_mean + gain_std * rng.standard_normal((POPULATION, c))).astype(np.float32)
        scores = play(train, weights, gains, POPULATION, scale, seed=r).reshape(POPULATION, GAMES_EACH).mean(axis=1)
        best = np.argsort(scores)[-ELITE:]
        noise = 0.05 * 0.9 ** r
        mean, std = weights[best].mean(axis=0), weights[best].std(axis=0) + noise
        gain_mean, gain_std = gains[best].mean(axis=0), gains[best].std(axis=0) + noise
        if r % 10 == 0 or r == rounds - 1:
            print(f"round {r + 1:>3}: best of the population {scores.max():7.2f}, mean {scores.mean():7.2f}")
    test_games = 2048 if quick else 16384
    test = VectorCategoryEnv(game, num_envs=test_games, threads=2, copy=False)
    learned = play(test, mean[None], gain_mean[None], 1, scale, seed=10 ** 6)
    optimum = cubilete.solve(game).value
    print(f"\nlearned linear policy: {learned.mean():.2f} ± {1.96 * learned.std() / np.sqrt(test_games):.2f} "
          f"over {test_games} new games")
    for bot in ("random", "greedy"):
        seat = cubilete.simulate(game, [bot], games=test_games, seed=1, threads=2)["seats"][0]
        print(f"{bot} bot: {seat['mean']:.2f} ± {seat['mean_ci95']:.2f}")
    print(f"exact optimum: {optimum:.2f} (the learned policy gives up {optimum - learned.mean():.2f} a game)")


if __name__ == "__main__":
    main()
