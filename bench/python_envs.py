#!/usr/bin/env python3
"""Steps per second of cubilete's Yatzy environments (docs/python.md, "Speed"), side by side in one
run: the vectorised environment (C++ picks random legal actions and steps N games, 1 and 2
threads), a plain Python loop over CategoryEnv.step, and a pure-Python Yatzy environment of the
same game written the usual way (the kind gym-yahtzee is) as the baseline.

Usage: PYTHONPATH=build/python python3 bench/python_envs.py [SECONDS_PER_CASE]
A decision is one step: a keep or a category written. Not a test: timings are printed only.
"""
import platform
import random
import sys
import time

import numpy as np

import cubilete
from cubilete.envs import CategoryEnv, VectorCategoryEnv


def timed(run, seconds):
    """Decisions per second of run(), which returns how many it made, over about `seconds`."""
    run()  # warm up
    done, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        done += run()
    return done / (time.perf_counter() - start)


def vector_case(num_envs, threads):
    env = VectorCategoryEnv("yatzy", num_envs=num_envs, threads=threads, copy=False)
    env.reset(seed=1)

    def run():
        for _ in range(20):
            env.step(env.random_actions())
        return 20 * num_envs
    return run


def single_case(choose):
    env = CategoryEnv("yatzy")
    env.reset(seed=1)
    rng = np.random.default_rng(1)
    state = {"mask": env.reset(seed=1)[1]["action_mask"]}

    def run():
        mask = state["mask"]
        for _ in range(1000):
            action = choose(mask, rng)
            _, _, terminated, _, info = env.step(action)
            mask = env.reset()[1]["action_mask"] if terminated else info["action_mask"]
        state["mask"] = mask
        return 1000
    return run


def first_legal(mask, rng):
    return int(mask.argmax())


def random_legal(mask, rng):
    legal = np.flatnonzero(mask)
    return int(legal[rng.integers(legal.size)])


class PurePythonYatzy:
    """Solitaire Yatzy in plain Python: the same actions (32 keep masks, 15 categories) and the
    same kind of observation, for the speed comparison only."""

    def __init__(self, seed):
        self.rng = random.Random(seed)

    def reset(self):
        self.used = [False] * 15
        self.points = [0] * 15
        self.throws_left = 2
        self.dice = sorted(self.rng.randint(1, 6) for _ in range(5))
        return self.observation(), {"action_mask": self.mask()}

    def score(self, c, d):
        counts = [d.count(f) for f in range(1, 7)]
        if c < 6:
            return counts[c] * (c + 1)
        pairs = [f for f in range(6, 0, -1) if counts[f - 1] >= 2]
        if c == 6:
            return 2 * pairs[0] if pairs else 0
        if c == 7:
            return 2 * (pairs[0] + pairs[1]) if len(pairs) >= 2 else 0
        if c in (8, 9):
            k = 3 if c == 8 else 4
            faces = [f for f in range(6, 0, -1) if counts[f - 1] >= k]
            return k * faces[0] if faces else 0
        if c == 10:
            return 15 if sorted(d) == [1, 2, 3, 4, 5] else 0
        if c == 11:
            return 20 if sorted(d) == [2, 3, 4, 5, 6] else 0
        if c == 12:
            return sum(d) if sorted(counts) == [0, 0, 0, 0, 2, 3] else 0
        if c == 13:
            return sum(d)
        return 50 if 5 in counts else 0

    def total(self):
        upper = sum(self.points[:6])
        return sum(self.points) + (50 if upper >= 63 else 0)

    def mask(self):
        keeps = [self.throws_left > 0] * 31 + [False]
        return np.array(keeps + [not u for u in self.used], dtype=bool)

    def observation(self):
        obs = np.zeros(7 + 1 + 33 + 15, dtype=np.float32)
        for f in self.dice:
            obs[f - 1] += 1
        obs[6] = self.throws_left
        obs[7] = 1
        obs[8:23] = self.used
        obs[23:38] = self.points
        obs[38] = sum(self.points[:6])
        obs[40] = self.total()
        obs[41:56] = [0 if used else self.score(c, self.dice) for c, used in enumerate(self.used)]
        return obs

    def step(self, action):
        before = self.total()
        if action < 32:
            kept = [d for i, d in enumerate(self.dice) if (action >> i) & 1]
            self.dice = sorted(kept + [self.rng.randint(1, 6) for _ in range(5 - len(kept))])
            self.throws_left -= 1
        else:
            c = action - 32
            self.used[c] = True
            self.points[c] = self.score(c, self.dice)
            self.throws_left = 2
            self.dice = sorted(self.rng.randint(1, 6) for _ in range(5))
        over = all(self.used)
        return self.observation(), self.total() - before, over, False, {"action_mask": self.mask()}


def pure_python_case():
    env = PurePythonYatzy(1)
    rng = np.random.default_rng(1)
    state = {"mask": env.reset()[1]["action_mask"]}

    def run():
        mask = state["mask"]
        for _ in range(1000):
            _, _, terminated, _, info = env.step(random_legal(mask, rng))
            mask = env.reset()[1]["action_mask"] if terminated else info["action_mask"]
        state["mask"] = mask
        return 1000
    return run


def main():
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 2.0
    cpu = next((line.split(":", 1)[1].strip() for line in open("/proc/cpuinfo") if line.startswith("model name")),
               platform.processor())
    print(f"cubilete {cubilete.__version__}, Python {platform.python_version()}, numpy {np.__version__}, "
          f"{cpu}, {len(__import__('os').sched_getaffinity(0))} cores")
    cases = [
        ("VectorCategoryEnv, 4096 games, C++ random actions, 1 thread", vector_case(4096, 1)),
        ("VectorCategoryEnv, 4096 games, C++ random actions, 2 threads", vector_case(4096, 2)),
        ("VectorCategoryEnv, 64 games, C++ random actions, 1 thread", vector_case(64, 1)),
        ("CategoryEnv.step loop, first legal action (argmax of the mask)", single_case(first_legal)),
        ("CategoryEnv.step loop, random legal action (numpy)", single_case(random_legal)),
        ("pure-Python Yatzy env, random legal action (numpy)", pure_python_case()),
    ]
    for name, run in cases:
        print(f"{timed(run, seconds):>14,.0f} decisions/s  {name}")


if __name__ == "__main__":
    main()
