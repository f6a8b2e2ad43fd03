"""The environments: Gymnasium's interface, the engine's games (same seeds, same games as the
command line), legal masks, clear errors, and the vectorised environment equal to N single ones."""
import numpy as np
import pytest

import cubilete
from cubilete.envs import CategoryEnv, DuelCategoryEnv, VectorCategoryEnv

LAST = 2 ** 64 - 1
CATEGORY_GAMES = ["general", "generala", "crag", "yahtzee", "yatzy"]


@pytest.mark.parametrize("bot", ["random", "greedy"])
def test_episodes_are_the_games_of_simulate(bot):
    """Episode k of reset(seed=s), played by the bot of seat 0 of simulate's game k, is that game."""
    env = CategoryEnv("yatzy")
    actions = cubilete.CategoryActions(env.game)
    seed, games, total = 21, 12, 0.0
    obs, info = env.reset(seed=seed)
    for k in range(games):
        if k:
            obs, info = env.reset()
        chooser = cubilete.Bot(env.game, bot, seed=cubilete.derive_seed(cubilete.derive_seed(seed, k), LAST))
        episode_return, terminated = 0.0, False
        while not terminated:
            state = env.state
            action = actions.from_engine(state, chooser.step(state))
            assert info["action_mask"][action]
            obs, reward, terminated, truncated, info = env.step(action)
            assert not truncated
            episode_return += reward
        assert episode_return == info["score"]
        total += info["score"]
    simulated = cubilete.simulate(env.game, [bot], games=games, seed=seed)
    assert simulated["seats"][0]["mean"] == total / games


@pytest.mark.parametrize("game_id", CATEGORY_GAMES)
def test_the_mask_is_the_engines_legal_actions(game_id):
    env = CategoryEnv(game_id)
    actions = cubilete.CategoryActions(env.game)
    rng = np.random.default_rng(1)
    obs, info = env.reset(seed=3)
    assert env.observation_space.contains(obs) and env.action_space.n == actions.num_actions
    terminated = False
    while not terminated:
        state = env.state
        mask = info["action_mask"]
        assert {env.engine_action(a) for a in np.flatnonzero(mask)} == set(state.legal_actions())
        assert np.array_equal(state.observation(0), obs)
        for a in np.flatnonzero(~mask)[:3]:
            with pytest.raises(ValueError, match="not legal"):
                env.step(int(a))
        obs, reward, terminated, truncated, info = env.step(env.action_space.sample(mask))
    assert not info["action_mask"].any()
    with pytest.raises(ValueError, match="reset"):
        env.step(0)


def test_solitaire_only():
    with pytest.raises(ValueError, match="players"):
        CategoryEnv(cubilete.load_game("yatzy", {"players": 2}))
    with pytest.raises(ValueError, match="category"):
        CategoryEnv("farkle")
    with pytest.raises(ValueError, match="reset"):
        CategoryEnv("yatzy").step(0)


def test_vector_env_is_n_single_envs():
    n, seed = 5, 17
    vector = VectorCategoryEnv("crag", num_envs=n)
    singles = [CategoryEnv("crag") for _ in range(n)]
    obs, info = vector.reset(seed=seed)
    for i, env in enumerate(singles):
        single_obs, single_info = env.reset(seed=cubilete.derive_seed(seed, i))
        assert np.array_equal(obs[i], single_obs)
        assert np.array_equal(info["action_mask"][i], single_info["action_mask"])
    ended = 0
    for _ in range(60):  # crag: 26 decisions a game at most, so several games each
        actions = vector.random_actions()
        obs, rewards, terminated, truncated, info = vector.step(actions)
        for i, env in enumerate(singles):
            single_obs, reward, done, _, single_info = env.step(actions[i])
            assert rewards[i] == reward and terminated[i] == done
            if done:
                ended += 1
                assert info["final_score"][i] == single_info["score"]
                single_obs, single_info = env.reset()
            else:
                assert np.isnan(info["final_score"][i])
            assert np.array_equal(obs[i], single_obs)
    assert ended >= n and vector.episodes().sum() == ended


def test_vector_env_threads_change_nothing():
    def run(threads):
        env = VectorCategoryEnv("yatzy", num_envs=600, threads=threads)
        env.reset(seed=5)
        total = np.zeros(600)
        for _ in range(100):
            _, rewards, _, _, _ = env.step(env.random_actions())
            total += rewards
        return total, env.action_masks()

    one, two = run(1), run(2)
    assert np.array_equal(one[0], two[0]) and np.array_equal(one[1], two[1])


def test_vector_env_errors_move_no_game():
    env = VectorCategoryEnv("yatzy", num_envs=3)
    with pytest.raises(ValueError, match="reset"):
        env.step([0, 0, 0])
    obs, info = env.reset(seed=1)
    with pytest.raises(ValueError, match="shape"):
        env.step([0, 0])
    illegal = np.flatnonzero(~info["action_mask"][1])[0]
    actions = env.random_actions()
    actions[1] = illegal
    with pytest.raises(ValueError, match=r"actions\[1\]"):
        env.step(actions)
    actions[1] = 10 ** 6
    with pytest.raises(ValueError, match="0 to"):
        env.step(actions)
    assert np.array_equal(env.reset(seed=1)[0], obs)
    with pytest.raises(ValueError, match="num_envs"):
        VectorCategoryEnv("yatzy", num_envs=0)
    with pytest.raises(ValueError, match="threads"):
        VectorCategoryEnv("yatzy", num_envs=1, threads=0)


def test_duel_env_in_aec_style():
    env = DuelCategoryEnv("generala", players=2)
    env.reset(seed=8)
    rng = np.random.default_rng(0)
    steps = 0
    while env.agents:
        obs, reward, terminated, truncated, info = env.last()
        if terminated:
            env.step(None)
            continue
        agent = env.agent_selection
        assert env.observation_space(agent).contains(obs)
        assert obs[7] == 1  # the agent to act is index 0 of its own observation
        action = env.action_space(agent).sample(info["action_mask"])
        env.step(action)
        steps += 1
    assert sum(env.rewards.values()) == pytest.approx(1.0)
    # Two players, 10 categories each, one to three decisions a turn.
    assert env.state.is_terminal() and 2 * 10 <= steps <= 2 * 10 * 3
