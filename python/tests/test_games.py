"""Games and states in OpenSpiel's vocabulary, and clear errors for bad input."""
import os
import random
import re
import subprocess
import sys

import numpy as np
import pytest

import cubilete
from cubilete.envs import CategoryEnv


def test_games_are_the_command_lines(cli):
    listed = cli("games")
    ids = [g["id"] for g in (listed["games"] if isinstance(listed, dict) else listed)]
    assert cubilete.games() == ids
    for game in ids:
        info = cubilete.game_info(game)
        assert info["id"] == game and info["min_players"] <= info["default_players"] <= info["max_players"]


def test_rules_are_the_engines(cli):
    game = cubilete.load_game("generala", rules={"double_generala": 100, "players": 3})
    assert game.num_players() == 3 and game.rules["double_generala"] == 100
    assert cubilete.load_game("generala") != game
    assert cubilete.load_game("generala", {"double_generala": 100, "players": 3}) == game


@pytest.mark.parametrize("call, words", [
    (lambda: cubilete.load_game("no_such_game"), "no_such_game"),
    (lambda: cubilete.load_game("generala", rules={"no_such_rule": 1}), "no_such_rule"),
    (lambda: cubilete.load_game("generala", rules={"players": 99}), "players"),
    (lambda: cubilete.load_game("generala", rules={"players": [1]}), "wrong JSON type"),
    (lambda: cubilete.load_game("yatzy").new_initial_state(seed=1).apply_action(10**9), "not legal"),
    (lambda: cubilete.load_game("yatzy").new_initial_state(seed=1).view(7), "player must be"),
    (lambda: cubilete.load_game("yatzy").new_initial_state(seed=1).string_to_action("fly"), ""),
    (lambda: cubilete.load_game("centenario").new_initial_state().observation(2), "player must be"),
    (lambda: cubilete.simulate("yatzy", ["no_such_bot"], games=1), "no_such_bot"),
    (lambda: cubilete.simulate("yatzy", ["random"], games=0), "1 or more"),
    (lambda: cubilete.simulate("yatzy", ["random"], games=1, threads=0), "threads"),
    (lambda: cubilete.solve("yatzy", players=3), "players"),
    (lambda: cubilete.solve("damma"), "no solver"),
    (lambda: cubilete.hint("yatzy", no_such_option=1), "not --no-such-option"),
    (lambda: cubilete.hint("yatzy", dice="1-2-3-4-9", throws_left=1), ""),
    (lambda: cubilete.Bot("yatzy", "no_such_bot"), "no_such_bot"),
    (lambda: cubilete.load_game("yatzy").new_initial_state(seed=1).render(lang="de"), "no language 'de'"),
])
def test_bad_input_raises_value_error(call, words):
    with pytest.raises(ValueError, match=re.escape(words)):
        call()


def test_a_misspelt_simd_cap_is_refused_at_import():
    env = dict(os.environ, CUBILETE_SIMD="avx-2")
    run = subprocess.run([sys.executable, "-c", "import cubilete"], env=env, capture_output=True, text=True)
    assert run.returncode != 0
    assert "CUBILETE_SIMD=avx-2 names no instruction set: use avx512, avx2 or sse2" in run.stderr


def test_wrong_types_raise_type_error():
    with pytest.raises(TypeError):
        cubilete.solve(42)
    with pytest.raises(TypeError):
        cubilete.load_game("yatzy").new_initial_state(seed="seven")
    with pytest.raises(TypeError):
        cubilete.simulate("yatzy", "random")
    with pytest.raises(TypeError):
        cubilete.hint("yatzy", dice=True)
    env = CategoryEnv("yatzy")
    env.reset(seed=1)
    with pytest.raises(TypeError):
        env.step(3.7)


def test_equal_games_are_one_game():
    a, b = cubilete.load_game("yatzy", {"players": 1}), cubilete.load_game("yatzy", {"players": 1})
    assert a == b and hash(a) == hash(b) and a != "yatzy"
    state = b.new_initial_state(seed=1)
    state.apply_action(state.sample_chance_outcome())
    assert cubilete.CategoryActions(a).mask(state).any()
    assert cubilete.Bot(a, "greedy").step(state) in state.legal_actions()
    with pytest.raises(ValueError, match="another game"):
        cubilete.Bot(cubilete.load_game("yatzy", {"players": 2}), "greedy").step(state)


def test_a_state_in_openspiel_terms():
    game = cubilete.load_game("yatzy", {"players": 1})
    state = game.new_initial_state(seed=5)
    assert state.is_chance_node() and state.current_player() == cubilete.CHANCE_PLAYER
    outcomes = state.chance_outcomes()
    assert abs(sum(p for _, p in outcomes) - 1) < 1e-12 and len(outcomes) == 252
    state.apply_action(state.sample_chance_outcome())
    assert state.current_player() == 0 and not state.is_chance_node()
    actions = state.legal_actions()
    names = [state.action_to_string(a) for a in actions]
    assert state.string_to_action(names[0]) == actions[0]
    copy = state.clone()
    copy.apply_action(actions[-1])
    assert state.history() != copy.history() and len(copy.history()) == 2
    view = state.view(0)
    assert isinstance(view, dict) and view == state.view(cubilete.REFEREE) or isinstance(view, dict)
    obs = state.observation(0)
    assert obs.dtype == np.float32 and obs.shape == (7 + 1 + 15 * 2 + 3 + 15,)
    would = state.view(0)["would_score"]
    assert list(obs[-15:]) == [would[c["key"]]["points"] + would[c["key"]]["bonus"] if c["key"] in would else 0
                               for c in state.view(0)["categories"]]
    assert obs[:6].sum() == 5 and obs[6] == 2 and obs[7] == 1
    assert state.returns() == [0.0]
    assert state.record()["seed"] == 5
    # drawn as the terminal draws it, in each language
    assert "throws left: 2" in state.render() and "One pair" in state.render(0)
    assert "jogadas restantes: 2" in state.render(lang="pt-BR") and "Um par" in state.render(lang="pt-BR")
    assert "tiros restantes: 2" in state.render(0, "es-AR")


def test_same_seed_same_dice():
    game = cubilete.load_game("generala")
    a, b = game.new_initial_state(seed=11), game.new_initial_state(seed=11)
    for _ in range(3):
        assert a.sample_chance_outcome() == b.sample_chance_outcome()
        a.apply_action(a.sample_chance_outcome())
        b.apply_action(b.sample_chance_outcome())
        a.apply_action(a.legal_actions()[0])
        b.apply_action(b.legal_actions()[0])
    assert a.view(cubilete.REFEREE) == b.view(cubilete.REFEREE)


def test_hidden_dice_of_triplo_seis_stay_hidden():
    """At every call, the dice under the cup are in the caller's view and the referee's only."""
    game = cubilete.load_game("triplo_seis", {"players": 3})
    rng = random.Random(1)
    for seed in range(3):
        state = game.new_initial_state(seed=seed)
        calls = 0
        while not state.is_terminal():
            if state.is_chance_node():
                state.apply_action(state.sample_chance_outcome())
                continue
            owner = state.current_player()
            mine = state.view(owner)
            if mine["phase"] == "call":
                calls += 1
                assert mine["dice"] and mine["dice"] == state.view(cubilete.REFEREE)["dice"]
                for p in [q for q in range(3) if q != owner] + [cubilete.SPECTATOR]:
                    theirs = state.view(p)
                    assert theirs["dice"] is None, theirs
                    for turn in theirs["turns"]:
                        if turn["seat"] != p:
                            assert not {"seen", "kept", "after"} & set(turn), turn
                # The observations tell the same: the owner's holds the three dice, no one else's.
                mine_obs = state.observation(owner)
                assert mine_obs[6] == 1 and mine_obs[:6].sum() == 3
                for p in [q for q in range(3) if q != owner]:
                    theirs = state.observation(p)
                    assert theirs[6] == 0 and not theirs[:6].any()
                    assert theirs.shape == mine_obs.shape
            state.apply_action(rng.choice(state.legal_actions()))
        assert calls > 0
