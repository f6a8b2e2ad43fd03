"""The two kinds of space the environments describe, with Gymnasium's names and members.

Gymnasium is not a dependency (Debian has no package of it); where it is installed,
``gymnasium.spaces.Discrete(space.n)`` and ``gymnasium.spaces.Box(space.low, space.high,
space.shape, space.dtype)`` are the same spaces (docs/python.md, "Gymnasium").
"""
import numpy as np


class Discrete:
    """The actions 0 .. n - 1 (most of them illegal at any moment: see the action mask)."""

    def __init__(self, n, seed=None):
        self.n = int(n)
        self.shape = ()
        self.dtype = np.dtype(np.int64)
        self._rng = np.random.default_rng(seed)

    def seed(self, seed=None):
        self._rng = np.random.default_rng(seed)

    def sample(self, mask=None):
        """A uniformly random action; with ``mask`` (n booleans), a random legal one."""
        if mask is None:
            return int(self._rng.integers(self.n))
        legal = np.flatnonzero(np.asarray(mask, dtype=bool))
        if legal.size == 0:
            raise ValueError("the mask allows no action (the game is over: call reset())")
        return int(self._rng.choice(legal))

    def contains(self, x):
        try:
            return 0 <= int(x) < self.n and int(x) == x
        except (TypeError, ValueError):
            return False

    __contains__ = contains

    def __eq__(self, other):
        return isinstance(other, Discrete) and other.n == self.n

    def __repr__(self):
        return f"Discrete({self.n})"


class Box:
    """Arrays of ``shape`` and ``dtype`` with each entry between ``low`` and ``high``."""

    def __init__(self, low, high, shape, dtype=np.float32):
        self.shape = tuple(int(d) for d in shape)
        self.dtype = np.dtype(dtype)
        self.low = np.broadcast_to(np.asarray(low, dtype=self.dtype), self.shape).copy()
        self.high = np.broadcast_to(np.asarray(high, dtype=self.dtype), self.shape).copy()

    def contains(self, x):
        x = np.asarray(x)
        return x.shape == self.shape and bool(np.all(x >= self.low) and np.all(x <= self.high))

    __contains__ = contains

    def __eq__(self, other):
        return (isinstance(other, Box) and other.shape == self.shape and other.dtype == self.dtype
                and np.array_equal(other.low, self.low) and np.array_equal(other.high, self.high))

    def __repr__(self):
        return f"Box({self.low.min()}, {self.high.max()}, {self.shape}, {self.dtype})"
