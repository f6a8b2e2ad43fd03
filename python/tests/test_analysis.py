"""Solvers, advice and simulations: the Python API gives the command line's numbers."""
import json
import random

import numpy as np
import pytest

import cubilete

# How long it took and how the value was had (solved now, in this process already, or read from
# the cache): not the result.
TIMES = ("seconds", "solve_seconds", "games_per_second", "startup_seconds", "tables_seconds",
         "policy_seconds", "play_seconds", "play_games_per_second", "from_cache", "states_evaluated",
         "threads")


def without_times(document):
    return {k: v for k, v in document.items() if k not in TIMES}


SOLVABLE = [g for g in cubilete.games() if cubilete.game_info(g)["solvable"]]
ADVISABLE = [g for g in cubilete.games() if cubilete.game_info(g)["advisable"]]


@pytest.mark.parametrize("game_id", SOLVABLE)
def test_solve_is_the_commands_value(cli, game_id):
    # Solved here and there, without the cache: the same value.
    assert cubilete.solve(game_id, cache=False).value == cli("solve", game_id, "--no-cache")["value"]
    # From the cache they share: the same document.
    solution = cubilete.solve(game_id)
    assert without_times(solution.document) == without_times(cli("solve", game_id))
    assert solution.value == solution.document["value"]


def test_solve_with_rules():
    game = cubilete.load_game("generala", {"double_generala": 100})
    assert cubilete.solve(game).value != cubilete.solve("generala").value


def test_the_solved_table_is_the_engines_memory():
    solution = cubilete.solve("yatzy")
    table = solution.table
    assert table.flags.writeable is False and table.dtype == np.float64
    assert table.shape[0] == 2 ** 15
    assert table[0, 0, 0] == solution.value
    with pytest.raises(ValueError):
        cubilete.solve("centenario").table


def ranked_decision(game_id, seed=4):
    """The first decision of a seeded random game that the game's advisor ranks (Triplo Seis's
    ranks keeps only: its calls and doubts are a matter of bluff)."""
    game = cubilete.load_game(game_id)
    state = game.new_initial_state(seed=seed)
    rng = random.Random(seed)
    while not state.is_terminal():
        if state.is_chance_node():
            state.apply_action(state.sample_chance_outcome())
            continue
        try:
            return state, cubilete.advise(state)
        except ValueError as error:
            assert "advisor ranks" in str(error)
        state.apply_action(rng.choice(state.legal_actions()))
    raise AssertionError(f"{game_id}: no decision the advisor ranks")


@pytest.mark.parametrize("game_id", ADVISABLE)
def test_advise_ranks_every_legal_choice(game_id):
    state, ranking = ranked_decision(game_id)
    assert sorted(c.action for c in ranking.choices) == sorted(state.legal_actions())
    best = ranking.best()
    assert best.loss == 0 and all(c.loss >= 0 for c in ranking.choices)
    assert ranking.to_dict()["choices"][0]["action"] == best.name


HINTS = {
    "yatzy": dict(dice=[1, 2, 3, 4, 6], throws_left=2),
    "yahtzee": dict(card="1=3,3=9", dice="5-5-5-2-1", throws_left=1),
    "generala": dict(dice="6-6-6-1-2", throws_left=0),
    "general": dict(dice="2-3-4-5-6", throws_left=2),
    "crag": dict(dice="1-2-3", throws_left=1),
    "farkle": dict(dice="1-5-5-2-3-4"),
    "matterhorn": dict(dice="2-5-6"),
    "multiplicacao": dict(dice="4-4-4"),
    "triplo_seis": dict(dice="5-4-1", call="431"),
    "damma": dict(depth=2),
}


@pytest.mark.parametrize("game_id", sorted(HINTS))
def test_hint_is_the_commands(cli, game_id):
    options = HINTS[game_id]
    args = []
    for key, value in options.items():
        text = "-".join(map(str, value)) if isinstance(value, list) else str(value)
        args += [f"--{key.replace('_', '-')}", text]
    assert cubilete.hint(game_id, **options) == cli("hint", game_id, *args)


def test_every_advisable_game_has_a_hint_here():
    assert set(ADVISABLE) <= set(HINTS)


def test_advise_agrees_with_hint():
    game = cubilete.load_game("yatzy", {"players": 1})
    state = game.new_initial_state(seed=9)
    state.apply_action(state.sample_chance_outcome())
    dice = state.view(0)["dice"]
    ranking = cubilete.advise(state)
    hinted = cubilete.hint("yatzy", dice=sorted(dice), throws_left=2)
    assert [c["action"] for c in hinted["choices"]] == [c.name for c in ranking.choices]
    assert [c["expected"] for c in hinted["choices"]] == [c.expected for c in ranking.choices]


@pytest.mark.parametrize("game_id", cubilete.games())
def test_simulate_is_the_commands(cli, game_id):
    info = cubilete.game_info(game_id)
    seats = max(2, info["min_players"]) if info["max_players"] >= 2 else 1
    bots = [info["bots"][0]] * seats
    games = 3 if game_id == "damma" else 40
    python = cubilete.simulate(game_id, bots, games=games, seed=7, threads=2)
    command = cli("simulate", game_id, "--players", ",".join(bots), "--games", str(games), "--seed", "7",
                  "--threads", "2")
    assert without_times(python) == without_times(command)
    # The figures do not depend on the threads.
    one = cubilete.simulate(game_id, bots, games=games, seed=7, threads=1)
    assert without_times(one)["seats"] == without_times(python)["seats"]


@pytest.mark.parametrize("game_id, players", [("yatzy", 1), ("generala", 2), ("farkle", 2)])
def test_analyse_is_the_commands(cli, tmp_path, game_id, players):
    """A game played here by bots, saved as a record: its analysis is `cubilete analyse`'s."""
    game = cubilete.load_game(game_id, {"players": players})
    state = game.new_initial_state(seed=12)
    bots = [cubilete.Bot(game, game.bots()[0], seed=p) for p in range(players)]
    while not state.is_terminal():
        if state.is_chance_node():
            state.apply_action(state.sample_chance_outcome())
        else:
            state.apply_action(bots[state.current_player()].step(state))
    record = state.record()
    path = tmp_path / "game.json"
    path.write_text(json.dumps(record))
    analysis = cubilete.analyse(path)
    assert analysis == cli("analyse", str(path))
    assert cubilete.analyse(state) == analysis == cubilete.analyse(record)


def test_analyse_says_what_is_wrong(tmp_path):
    with pytest.raises(ValueError, match="cannot open"):
        cubilete.analyse(tmp_path / "missing.json")
    (tmp_path / "bad.json").write_text("{")
    with pytest.raises(ValueError, match="not valid JSON"):
        cubilete.analyse(tmp_path / "bad.json")
    with pytest.raises(ValueError):
        cubilete.analyse({"game": "yatzy"})
    with pytest.raises(TypeError):
        cubilete.analyse(42)
