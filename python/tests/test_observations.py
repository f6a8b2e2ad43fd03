"""State.observation for every game (docs/python.md, "Actions and observations"): the documented
fixed length at every state of random play for every player count, finite values, a new
observation whenever what the seat is told changes, nothing a seat may not see, and known
positions read index by index against the documented layouts (the games' encoders in
src/catalog/<family>/*_observation*.cpp)."""
import random

import numpy as np
import pytest

import cubilete

CATEGORY = {"general", "generala", "crag", "yahtzee", "yatzy"}

# The documented lengths (the encoders' docstrings), by game, players P and Damma's board.
LENGTHS = {
    "farkle": lambda p, board: 16 + 3 * p,
    "triplo_seis": lambda p, board: 26 + 3 * p,
    "centenario": lambda p, board: 9 * p,
    "matterhorn": lambda p, board: 7 + 31 * p,
    "multiplicacao": lambda p, board: 16 + 2 * p,
    "buck_dice": lambda p, board: 20 + 4 * p,
    "ataque_yankee": lambda p, board: 10 + 3 * p,
    "flores_amarradas": lambda p, board: 34 + 6 * p,
    "damma": lambda p, board: 5 * board * board + 7,
}

# What each observation leaves out of the view (docs/python.md lists why): words, history the
# rest already sums up, and what the state gives elsewhere (legal_actions, returns).
LEFT_OUT = {"last_event", "returns", "odds", "current_player", "legal", "last_move", "result", "end",
            "last_turns", "turns", "showdown", "last_revealed", "selections", "min_bank"}
LEFT_OUT_OF_A_SEAT = {"row", "row1", "row2", "crossed"}  # Centenário's and Matterhorn's last throws


def told(view):
    """The part of a view an observation holds: the view without LEFT_OUT, chips as balances."""
    if isinstance(view, list):
        return [told(v) for v in view]
    if not isinstance(view, dict):
        return view
    out = {}
    for key, value in view.items():
        if key in LEFT_OUT:
            continue
        if key == "chips":
            value = value["balances"]
        elif key == "players":
            value = [{k: v for k, v in seat.items() if k != "row"} for seat in value]
            for seat in value:
                if seat.get("last"):
                    seat["last"] = {k: v for k, v in seat["last"].items() if k not in LEFT_OUT_OF_A_SEAT}
        out[key] = told(value)
    return out


def setups():
    """(game id, rules) for every game, every player count it allows, and both Damma boards."""
    for game_id in cubilete.games():
        info = cubilete.game_info(game_id)
        for players in range(info["min_players"], info["max_players"] + 1):
            yield game_id, {"players": players}
        if game_id == "damma":
            yield game_id, {"board": 9}


def length(game):
    if game.id in CATEGORY:
        return None  # docs/python.md's formula, checked in test_games.py and test_envs.py
    return LENGTHS[game.id](game.num_players(), int(game.rules.get("board", 0)))


@pytest.mark.parametrize("game_id, rules", list(setups()), ids=lambda x: str(x))
def test_random_play_observes_every_state(game_id, rules):
    game = cubilete.load_game(game_id, rules)
    players = game.num_players()
    expected = length(game)
    rng = random.Random(f"{game_id}{rules}")
    state = game.new_initial_state(seed=players)
    before = [None] * players
    steps = 0
    while True:
        for seat in range(players):
            obs = state.observation(seat)
            assert obs.dtype == np.float32 and obs.ndim == 1 and np.isfinite(obs).all()
            if expected is None:
                expected = len(obs)
            assert len(obs) == expected, (seat, state.view(seat))
            if game_id not in CATEGORY:
                now = told(state.view(seat))
                if before[seat] is not None and before[seat][0] != now:
                    assert not np.array_equal(before[seat][1], obs), (seat, before[seat][0], now)
                before[seat] = (now, obs)
        if state.is_terminal():
            break
        steps += 1
        assert steps < 20000
        if state.is_chance_node():
            state.apply_action(state.sample_chance_outcome())
        else:
            state.apply_action(rng.choice(state.legal_actions()))


def test_every_game_has_an_observation_and_a_bad_seat_is_refused():
    for game_id in cubilete.games():
        state = cubilete.load_game(game_id).new_initial_state(seed=1)
        assert state.observation(0).dtype == np.float32
        for bad in (-1, state.game.num_players()):
            with pytest.raises(ValueError, match="player must be a seat from 0 to"):
                state.observation(bad)


def successors(state, rng, limit=8):
    """Up to `limit` states one action after `state` (chance outcomes or decisions)."""
    actions = [a for a, _ in state.chance_outcomes()] if state.is_chance_node() else state.legal_actions()
    out = []
    for action in rng.sample(actions, min(limit, len(actions))):
        child = state.clone()
        child.apply_action(action)
        out.append(child)
    return out


@pytest.mark.parametrize("game_id", sorted(set(cubilete.games()) - CATEGORY))
def test_a_seat_observes_only_what_it_is_told(game_id):
    """Two states the seat is told the same of (equal views) give it the same observation; where
    the game hides nothing every seat's observation is made of what a spectator sees."""
    game = cubilete.load_game(game_id, {"players": 3} if game_id != "damma" else None)
    players = game.num_players()
    public = cubilete.game_info(game_id)["perfect_information"]
    rng = random.Random(game_id)
    state = game.new_initial_state(seed=7)
    hidden_pairs = 0
    for _ in range(60):
        if state.is_terminal():
            break
        children = successors(state, rng)
        for seat in range(players):
            if public:  # the seat is told what a spectator sees, and its observation reads that
                assert state.view(seat) == state.view(cubilete.SPECTATOR)
            for a in children:
                for b in children:
                    if a.view(seat) == b.view(seat):
                        assert np.array_equal(a.observation(seat), b.observation(seat))
                        hidden_pairs += a.view(cubilete.REFEREE) != b.view(cubilete.REFEREE)
        state = rng.choice(children)
    if not public:
        assert hidden_pairs > 0, "no two states differed only in what a seat may not see"


def test_triplo_seis_dice_under_the_cup_are_the_holders_only():
    """Two throws under the cup: the holder's observations differ, every other seat's are equal."""
    game = cubilete.load_game("triplo_seis", {"players": 3})
    state = game.new_initial_state(seed=4)
    holder = state.acting_player()
    throws = [a for a, _ in state.chance_outcomes()]
    low, high = state.clone(), state.clone()
    low.apply_action(throws[0])     # 1-1-1
    high.apply_action(throws[-1])   # 6-6-6
    assert low.view(cubilete.REFEREE) != high.view(cubilete.REFEREE)
    assert not np.array_equal(low.observation(holder), high.observation(holder))
    assert low.observation(holder)[0] == 3 and high.observation(holder)[5] == 3
    for seat in set(range(3)) - {holder}:
        assert np.array_equal(low.observation(seat), high.observation(seat))
        assert not low.observation(seat)[:7].any()


def play(state, *names):
    """Applies actions and chance outcomes by their names ('throw 1-2-4', 'cross 3 5')."""
    for name in names:
        actions = [a for a, _ in state.chance_outcomes()] if state.is_chance_node() else state.legal_actions()
        by_name = {state.action_to_string(a): a for a in actions}
        assert name in by_name, (name, sorted(by_name))
        state.apply_action(by_name[name])
    return state


def test_triplo_seis_known_position():
    """RULES.md 4.8's worked example, its first two calls."""
    state = play(cubilete.load_game("triplo_seis", {"players": 5}).new_initial_state(),
                 "throw 1-1-2", "call 532", "believe", "keep 2", "throw 4-4", "call 652")
    p = 5
    first, third = state.observation(0), state.observation(2)
    for obs in (first, third):
        assert list(obs[13:16]) == [6, 5, 2] and obs[19 + 3 * p] == 2  # P2 rethrew two dice
        assert not obs[:7].any()                                      # the cup is P2's
    assert list(first[16:16 + p]) == [0, 1, 0, 0, 0] and list(third[16:16 + p]) == [0, 0, 0, 0, 1]
    assert list(first[20 + 3 * p:]) == [2, 1, 0, 0, 0, 0]  # P1 left 2-1-1 under the cup
    assert not third[20 + 3 * p:].any()                     # P3 has not held it
    second = state.observation(1)
    assert list(second[:7]) == [0, 1, 0, 2, 0, 0, 1] and list(second[20 + 3 * p:]) == [0, 1, 0, 2, 0, 0]


def test_centenario_known_position():
    state = play(cubilete.load_game("centenario", {"players": 2}).new_initial_state(), "throw 1-2-4")
    # P1 crossed 1 to 7 (RULES.md 4.1's best opening); P2 throws next.
    assert list(state.observation(0)) == [0, 1, 7, 8, 1, 1, 0, 1, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0]
    assert list(state.observation(1)) == [1, 0, 0, 1, 0, 0, 0, 0, 0, 0, 7, 8, 1, 1, 0, 1, 0, 0]


def test_matterhorn_known_position():
    state = play(cubilete.load_game("matterhorn", {"players": 2}).new_initial_state(), "throw 1-4-5")
    obs = state.observation(0)
    assert list(obs[:9]) == [1, 0, 0, 1, 1, 0, 0, 1, 0]  # the throw to group, row 2 closed, my move
    play(state, "cross 1 9")
    obs = state.observation(1)
    assert not obs[:6].any() and list(obs[7:9]) == [1, 0]  # P2 throws next
    first = obs[9 + 30:9 + 60]  # P1's block, one seat after P2
    assert list(np.flatnonzero(first[:12]) + 1) == [1, 9] and not first[12:24].any()
    assert list(first[24:30]) == [1, 0, 0, 1, 1, 0]


def test_multiplicacao_known_position():
    state = play(cubilete.load_game("multiplicacao", {"players": 2}).new_initial_state(),
                 "throw 5-5-5")
    obs = state.observation(0)
    assert list(obs[:6]) == [0, 0, 0, 0, 3, 0] and list(obs[6:10]) == [1, 0, 0, 0]
    play(state, "accept", "throw 2-4", "throw 3", "accept")  # RULES.md 4.3: 5, 4, 3 -> 27
    obs = state.observation(1)
    assert list(obs[14:16]) == [1, 10]  # still round 1 of 10
    assert list(obs[16:18]) == [1, 0] and list(obs[18:20]) == [0, 27]  # P2's turn; totals from P2


def test_buck_dice_known_position():
    state = play(cubilete.load_game("buck_dice", {"players": 2}).new_initial_state(), "point 4",
                 "throw 1-4-4")
    obs = state.observation(1)
    assert list(obs[:6]) == [0, 0, 0, 1, 0, 0] and list(obs[6:8]) == [15, 1]
    assert list(obs[8:14]) == [1, 0, 0, 2, 0, 0] and list(obs[14:20]) == [0, 1, 0, 0, 0, 2]
    assert list(obs[20:22]) == [0, 1]           # P1 threw it, one seat after P2
    assert list(obs[22:24]) == [0, 1]           # and throws again (a scoring throw)
    assert list(obs[24:26]) == [0, 2]           # points from P2: P2 0, P1 2


def test_ataque_yankee_known_position():
    state = play(cubilete.load_game("ataque_yankee", {"players": 2}).new_initial_state(),
                 "throw 1-1-1", "throw 2-2")
    obs = state.observation(0)
    assert list(obs[:10]) == [1, 1, 0, 0, 0, 0, 45, 100, 1, 0]  # 1 and 2 set aside, 30 + 15 bonus
    play(state, "throw 3")                                      # RULES.md 4.7: 51
    obs = state.observation(1)
    assert list(obs[10:12]) == [1, 0] and list(obs[12:14]) == [0, 51] and not obs[:7].any()


def test_flores_amarradas_known_position():
    state = play(cubilete.load_game("flores_amarradas", {"players": 2}).new_initial_state(),
                 "throw 6-6-6", "throw 1-1-2")
    obs = state.observation(1)  # P1 (total 18) holds the bank; P2 bets
    assert list(obs[:6]) == [0, 0, 1, 0, 0, 0] and list(obs[6:8]) == [1, 10]
    assert list(obs[12:15]) == [1, 0, 0] and obs[15] == 3 and obs[17] == 3
    assert list(obs[18:24]) == [2, 1, 0, 0, 0, 0] and list(obs[24:26]) == [1, 4]
    p = 2
    assert list(obs[34:34 + p]) == [1, 0]           # P2 decides
    assert list(obs[34 + p:34 + 2 * p]) == [0, 1]   # P1 banks
    assert list(obs[34 + 2 * p:34 + 3 * p]) == [1, 0]  # P2 threw last
    assert list(obs[34 + 5 * p:34 + 6 * p]) == [100, 100]


def test_damma_known_position():
    for board in (5, 9):
        game = cubilete.load_game("damma", {"board": board})
        state = game.new_initial_state()
        squares = board * board
        white, black = state.observation(0), state.observation(1)
        men = 12 if board == 5 else 40
        assert white[:squares].sum() == men and white[2 * squares:3 * squares].sum() == men
        # Each side sees its own men on its home ranks first: the two views are the same board.
        assert np.array_equal(white[:squares], black[:squares])
        assert list(white[5 * squares:]) == [1, 1, 0, 100, 1, 0, 0]
        assert list(black[5 * squares:]) == [0, 0, 0, 100, 1, 0, 0]
    state = play(cubilete.load_game("damma").new_initial_state(), "d3-c3")
    white, black = state.observation(0), state.observation(1)
    c3, d3 = 2 * 5 + 2, 2 * 5 + 3
    assert white[c3] == 1 and white[d3] == 0 and black[24 - c3] == 0 and black[2 * 25 + 24 - c3] == 1
    assert white[5 * 25] == 0 and black[5 * 25] == 1
    # Black steps a3-b2 though d4 could take b2: d4 is at fault, and White may huff it.
    state = play(cubilete.load_game("damma").new_initial_state(), "b2-c3", "a3-b2")
    d4 = 3 * 5 + 3
    assert list(np.flatnonzero(state.observation(0)[100:125])) == [d4]
    assert list(np.flatnonzero(state.observation(1)[100:125])) == [24 - d4]
    assert state.observation(1)[75 + 24 - d4] == 0 and state.observation(1)[50 + 24 - d4] == 0
    assert state.observation(1)[24 - d4] == 1  # Black's own man
