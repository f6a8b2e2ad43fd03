"""Environments for learning on the category games (General, Generala, Crag, Yahtzee, Yatzy), with
Gymnasium's interface and without depending on it (docs/python.md, "Environments").

- CategoryEnv: one solitaire game (``reset(seed)``, ``step(action)`` returning ``(obs, reward,
  terminated, truncated, info)``, the action mask in ``info["action_mask"]``).
- VectorCategoryEnv: N solitaire games stepped at once in C++ (numpy in and out, the GIL
  released), each finished game replaced by the next at once.
- DuelCategoryEnv: two or more players in PettingZoo's AEC style (``agent_selection``,
  ``last()``, ``observe(agent)``, ``step(action)``).

Actions and observations are those of cubilete.CategoryActions and State.observation (layouts in
docs/python.md, "Actions and observations"). Episode k of ``CategoryEnv.reset(seed=s)`` is dealt the dice of
game k of ``cubilete simulate --seed s``; game k of env i of ``VectorCategoryEnv.reset(seed=s)`` is
episode k of ``CategoryEnv.reset(seed=derive_seed(s, i))``.
"""
import operator

import numpy as np

from . import _cubilete
from .spaces import Box, Discrete

__all__ = ["CategoryEnv", "VectorCategoryEnv", "DuelCategoryEnv"]


def _solitaire(game, rules):
    if isinstance(game, _cubilete.Game):
        if rules:
            raise ValueError("give rules to load_game() or here with a game id, not both")
        return game
    if not isinstance(game, str):
        raise TypeError("game must be a game id (str) or a cubilete.Game from load_game()")
    rules = dict(rules or {})
    rules.setdefault("players", 1)
    return _cubilete.load_game(game, rules)


def _observation_space(game, size):
    # Every entry is a count, a flag, points or a total: none exceeds the game's highest score.
    return Box(0.0, max(float(game.max_score()), 6.0), (size,), np.float32)


class CategoryEnv:
    """One player alone at a category game: Gymnasium's Env interface.

    ``reward`` is the points the action added to the card (bonuses included), so the rewards of
    a game sum to its final score; ``info["score"]`` is the total so far. The game ends
    (``terminated``) when the card is full; it is never truncated.
    """

    metadata = {"render_modes": ["ansi"]}

    def __init__(self, game="yatzy", rules=None, render_mode=None):
        self.game = _solitaire(game, rules)
        self._core = _cubilete._SolitaireCore(self.game)
        self.action_space = Discrete(self._core.num_actions)
        self.observation_space = _observation_space(self.game, self._core.observation_size)
        if render_mode not in (None, "ansi"):
            raise ValueError(f"render_mode is None or 'ansi'; got {render_mode!r}")
        self.render_mode = render_mode
        self.np_random = None

    def reset(self, *, seed=None, options=None):
        """Starts the next game. With ``seed``, the first game of that seed's stream; without,
        the next game of the current stream (a fresh random one at the first reset)."""
        if options:
            raise ValueError("CategoryEnv.reset takes no options")
        if seed is not None:
            self.action_space.seed(seed)
            self.np_random = np.random.default_rng(seed)
        return self._core.reset(seed)

    def step(self, action):
        # An integer (numpy's too); 3.7 is not an action.
        return self._core.step(operator.index(action))

    def action_mask(self):
        """The legal actions now (the mask ``info`` carries)."""
        return _cubilete.CategoryActions(self.game).mask(self._core.state)

    @property
    def state(self):
        """A copy of the engine's state (a cubilete.State: view, advise, clone...)."""
        return self._core.state

    def engine_action(self, action):
        """The engine's action (State.apply_action) that ``action`` is now."""
        return self._core.engine_action(operator.index(action))

    def render(self):
        return str(self._core.state)

    def close(self):
        pass

    @property
    def unwrapped(self):
        return self


class VectorCategoryEnv:
    """``num_envs`` solitaire games at once, stepped in C++ on ``threads`` threads.

    Gymnasium's vector interface with automatic reset in the same step: the step that ends a
    game returns its reward, ``terminated`` True, its final score in ``info["final_score"]`` (NaN
    for games that did not end) and the new game's first observation.

    ``copy=False`` returns views of the environment's buffers (no copy), which the next step
    overwrites: the fastest, for loops that use each step's arrays before the next.
    """

    def __init__(self, game="yatzy", num_envs=64, rules=None, threads=1, copy=True):
        self.game = _solitaire(game, rules)
        if not isinstance(threads, int) or not 1 <= threads <= 256:
            raise ValueError(f"threads must be 1 to 256; got {threads!r}")
        self._core = _cubilete._VectorCore(self.game, num_envs, threads)
        self.num_envs = num_envs
        self.copy = copy
        self.single_action_space = Discrete(self._core.num_actions)
        self.single_observation_space = _observation_space(self.game, self._core.observation_size)
        self.observation_space = Box(self.single_observation_space.low[0],
                                     self.single_observation_space.high[0],
                                     (num_envs, self._core.observation_size), np.float32)
        self._reset_done = False

    def _out(self, array):
        return array.copy() if self.copy else array

    def reset(self, *, seed=None, options=None):
        if options:
            raise ValueError("VectorCategoryEnv.reset takes no options")
        if seed is None:
            seed = int(np.random.SeedSequence().generate_state(1, np.uint64)[0])
        self._core.reset(seed)
        self._reset_done = True
        return self._out(self._core.observations()), {"action_mask": self._out(self._core.masks())}

    def step(self, actions):
        """actions: one legal action per game (shape (num_envs,)); an illegal one raises
        ValueError naming it before any game moves."""
        if not self._reset_done:
            raise ValueError("call reset() before step()")
        self._core.step(actions)
        core = self._core
        info = {"action_mask": self._out(core.masks()), "final_score": self._out(core.final_scores())}
        terminated = self._out(core.terminated())
        return (self._out(core.observations()), self._out(core.rewards()), terminated,
                np.zeros(self.num_envs, dtype=bool), info)

    def random_actions(self):
        """A uniformly random legal action for each game, drawn in C++ from the reset seed."""
        if not self._reset_done:
            raise ValueError("call reset() before random_actions()")
        return self._core.random_actions()

    def action_masks(self):
        return self._out(self._core.masks())

    def episodes(self):
        """How many games each env has finished since reset."""
        return self._core.episodes().copy()

    def state(self, index):
        """A copy of game ``index``'s engine state (a cubilete.State)."""
        return self._core.state(index)

    def close(self):
        pass


class DuelCategoryEnv:
    """Two or more players at a category game in PettingZoo's AEC style.

    Agents are "player_0", "player_1", ... in seat order. The chance nodes (the throws) are
    dealt inside from the reset seed, as ``cubilete play --seed`` deals them, so an agent only
    ever sees its own decisions. Each agent's observation is State.observation(seat) (its own
    card first); ``infos[agent]["action_mask"]`` its legal actions. Rewards are zero until the
    end, then each seat's share of the win (1 the winner, 0 the others, 1/k each for k tied):
    State.returns().
    """

    metadata = {"render_modes": ["ansi"], "name": "cubilete_category_duel"}

    def __init__(self, game="generala", rules=None, players=2):
        if isinstance(game, _cubilete.Game):
            if rules:
                raise ValueError("give rules to load_game() or here with a game id, not both")
            self.game = game
        else:
            rules = dict(rules or {})
            rules.setdefault("players", players)
            self.game = _cubilete.load_game(game, rules)
        if self.game.num_players() < 2:
            raise ValueError("DuelCategoryEnv is for two players or more; CategoryEnv plays alone")
        self._actions = _cubilete.CategoryActions(self.game)
        self.possible_agents = [f"player_{i}" for i in range(self.game.num_players())]
        self.agents = []
        self._spaces = Discrete(self._actions.num_actions)
        self._obs_space = _observation_space(self.game, self._actions.observation_size)
        self._state = None

    def action_space(self, agent):
        self._seat(agent)
        return self._spaces

    def observation_space(self, agent):
        self._seat(agent)
        return self._obs_space

    def _seat(self, agent):
        try:
            return self.possible_agents.index(agent)
        except ValueError:
            raise ValueError(f"no agent {agent!r}; agents: {', '.join(self.possible_agents)}") from None

    def _deal(self):
        while self._state.is_chance_node():
            self._state.apply_action(self._state.sample_chance_outcome())

    def _refresh(self):
        over = self._state.is_terminal()
        returns = self._state.returns()
        for i, agent in enumerate(self.possible_agents):
            # Only the end rewards: the reward since an agent's last step is the final one.
            self.rewards[agent] = returns[i] if over else 0.0
            self._cumulative_rewards[agent] = self.rewards[agent]
            self.terminations[agent] = over
            self.truncations[agent] = False
            mask = self._actions.mask(self._state) if self._state.current_player() == i else \
                np.zeros(self._actions.num_actions, dtype=bool)
            self.infos[agent] = {"action_mask": mask, "score": self._state.scores()[i]}
        # Once over, every agent in turn steps None to leave (PettingZoo's dead steps).
        self.agent_selection = self.agents[0] if over else self.possible_agents[self._state.current_player()]

    def reset(self, seed=None, options=None):
        if options:
            raise ValueError("DuelCategoryEnv.reset takes no options")
        self.agents = list(self.possible_agents)
        self._state = self.game.new_initial_state(seed=seed)
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations, self.truncations, self.infos = {}, {}, {}
        self._deal()
        self._refresh()

    def observe(self, agent):
        return self._state.observation(self._seat(agent))

    def last(self, observe=True):
        agent = self.agent_selection
        return (self.observe(agent) if observe else None, self._cumulative_rewards[agent],
                self.terminations[agent], self.truncations[agent], self.infos[agent])

    def step(self, action):
        """The selected agent's action; once the game is over, each agent steps None once to
        leave (PettingZoo's dead step) and ``agents`` empties."""
        if self._state is None:
            raise ValueError("call reset() before step()")
        agent = self.agent_selection
        if self.terminations.get(agent):
            if action is not None:
                raise ValueError("the game is over: step(None) for each agent, or reset()")
            self.agents.remove(agent)
            self._cumulative_rewards[agent] = 0.0
            if self.agents:
                self.agent_selection = self.agents[0]
            return
        self._state.apply_action(self._actions.to_engine(self._state, operator.index(action)))
        self._deal()
        self._refresh()

    @property
    def state(self):
        """The engine's state (a cubilete.State), for advise, views and records."""
        return self._state

    def render(self):
        return str(self._state)

    def close(self):
        pass
