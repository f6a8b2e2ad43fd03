"""Random play through the API over every game keeps the invariants: only legal actions are
accepted, chance outcomes are exact probabilities summing to 1, returns come at the end."""
import random

import numpy as np
import pytest

import cubilete


def play(game, rng, seed):
    state = game.new_initial_state(seed=seed)
    shapes = {}
    steps = 0
    limit = game.max_game_length() or 100000
    while not state.is_terminal():
        steps += 1
        assert steps <= limit, f"{game.id}: longer than max_game_length {limit}"
        assert state.returns() == [0.0] * game.num_players()
        if state.is_chance_node():
            assert state.legal_actions() == []
            outcomes = state.chance_outcomes()
            assert outcomes and all(0 < p <= 1 for _, p in outcomes)
            assert abs(sum(p for _, p in outcomes) - 1) < 1e-9
            drawn = state.sample_chance_outcome()
            assert drawn in {a for a, _ in outcomes}
            state.apply_action(drawn)
            continue
        player = state.current_player()
        assert 0 <= player < game.num_players()
        legal = state.legal_actions()
        assert legal and len(set(legal)) == len(legal)
        assert state.legal_actions(player) == legal
        other = (player + 1) % game.num_players()
        if other != player:
            assert state.legal_actions(other) == []
        illegal = max(legal) + 1
        while illegal in legal:
            illegal += 1
        with pytest.raises(ValueError):
            state.apply_action(illegal)
        for seat in range(game.num_players()):
            obs = state.observation(seat)
            assert obs.dtype == np.float32 and obs.shape == shapes.setdefault(seat, obs.shape)
            assert np.isfinite(obs).all()
        action = rng.choice(legal)
        assert isinstance(state.action_to_string(action), str)
        assert isinstance(state.move(action, player), dict)
        state.apply_action(action)
    returns = state.returns()
    assert len(returns) == game.num_players() and abs(sum(returns) - 1) < 1e-9, returns
    assert state.legal_actions() == [] and state.current_player() == cubilete.TERMINAL_PLAYER
    return state


@pytest.mark.parametrize("game_id", cubilete.games())
def test_random_play_keeps_the_invariants(game_id):
    info = cubilete.game_info(game_id)
    rng = random.Random(game_id)
    for players in sorted({info["min_players"], min(3, info["max_players"])}):
        game = cubilete.load_game(game_id, {"players": players})
        for seed in range(2):
            end = play(game, rng, seed)
            for seat in range(players):
                assert isinstance(end.view(seat), dict)
            assert end.record()["game"] == game_id
