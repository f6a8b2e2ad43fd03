"""cubilete: exact rules, exact solutions and fast environments for traditional dice games.

The engine is C++ (the extension module ``cubilete._cubilete``); this package names it in
OpenSpiel's vocabulary. docs/python.md is the guide; in short::

    import cubilete
    cubilete.games()                                    # every game id
    game = cubilete.load_game("generala", rules={"double_generala": 100})
    state = game.new_initial_state(seed=7)
    state.apply_action(state.sample_chance_outcome())   # the dice, as `cubilete play --seed 7`
    state.legal_actions(), state.view(0), state.observation(0)
    cubilete.solve("yatzy").value                       # 248.44 (the exact optimum)
    cubilete.advise(state)                              # the ranking `cubilete hint` gives
    cubilete.simulate("yatzy", players=["optimal"], games=1000)
    cubilete.analyse(state)                             # skill and luck apart, as `cubilete analyse`

Bad input (an unknown game, rule, action or bot) raises ValueError with the engine's own words,
which say what is allowed; a wrong type raises TypeError.
"""
import json
import os

from ._cubilete import (  # noqa: F401  (the public names)
    CHANCE_PLAYER,
    REFEREE,
    SPECTATOR,
    TERMINAL_PLAYER,
    Bot,
    CategoryActions,
    Game,
    Ranking,
    State,
    __version__,
    advise,
    derive_seed,
    game_info,
    games,
    load_game,
)
from . import _cubilete

__all__ = [
    "CHANCE_PLAYER", "REFEREE", "SPECTATOR", "TERMINAL_PLAYER", "Bot", "CategoryActions", "Game",
    "Ranking", "Solution", "State", "advise", "analyse", "derive_seed", "game_info", "games", "hint", "load_game", "simulate",
    "solve",
]


class Solution:
    """What ``cubilete solve GAME --json`` prints, as an object.

    ``value`` is the float the command prints (the solitaire optimum's expected final score, or
    with ``players=2`` the chance that the first player wins); ``document`` the whole JSON
    document as a dict; ``table`` (solitaire optimum of a category game) the solved table as a
    read-only numpy array over the engine's memory (no copy).
    """

    def __init__(self, game, document, threads):
        self.game = game
        self.document = document
        self.value = document["value"]
        self.players = document.get("players", 1)
        self._threads = threads
        self._table = None

    @property
    def table(self):
        """The expected final score still to come from each state at the start of a turn.

        Shape ``(2**C, groups, upper_lanes)``: the categories used (bit c: category c of the
        card), the game's group of the other carried state (bonus flags; one group for most
        rule sets) and the upper section's subtotal capped at the bonus threshold.
        ``table[0, 0, 0]`` is ``value``. Only the solitaire optimum of a category game has one.
        """
        if self._table is None:
            if self.players != 1:
                raise ValueError("the table is the solitaire optimum's (players=1)")
            table = _cubilete._solitaire_table(self.game, self._threads)
            if table is None:
                raise ValueError(f"{self.game.id} is not a category game: its solution has no table here")
            self._table = table
        return self._table

    def __float__(self):
        return float(self.value)

    def __repr__(self):
        return f"<cubilete.Solution {self.game.id} value={self.value!r}>"


def _game(game):
    if isinstance(game, Game):
        return game
    if isinstance(game, str):
        return load_game(game)
    raise TypeError("game must be a game id (str) or a cubilete.Game from load_game()")


def solve(game, *, players=1, threads=0, cache=True, distribution=False, games=100000, seed=1,
          save_policy=False, double=False):
    """The exact value of optimal play, as ``cubilete solve`` computes it (and caches it on disk).

    game: an id ("yatzy") or a Game from load_game(). players=2: the chance that the first
    player wins when both play to win (games whose two-player table exists; solving one from
    scratch takes minutes and gigabytes, as the command warns). threads=0: every core.
    distribution, games, seed, save_policy and double are the command's options of those names.
    """
    game = _game(game)
    document = _cubilete._solve(game, players=players, threads=threads, cache=cache,
                                distribution=distribution, games=games, seed=seed,
                                save_policy=save_policy, double=double)
    return Solution(game, document, threads)


def _option_text(value):
    if isinstance(value, bool):
        raise TypeError("hint options are numbers or text, not True/False")
    if isinstance(value, (list, tuple)):
        return "-".join(str(v) for v in value)
    return str(value)


def hint(game, **options):
    """What ``cubilete hint GAME --json`` prints, as a dict: every choice ranked.

    The options are the command's, with - written _ (``throws_left=2``); dice may be a list
    (``dice=[1, 2, 3, 4, 6]``) or text ("1-2-3-4-6"). ``cubilete.game_info(id)`` does not list
    them; ``cubilete hint --help`` does. For a State, cubilete.advise(state) ranks its choices.
    """
    given = {key.replace("_", "-"): _option_text(value) for key, value in options.items()}
    return _cubilete._hint(_game(game), given)


def analyse(record):
    """What ``cubilete analyse RECORD.json --json`` prints, as a dict: every throw and decision of a
    played game judged by the game's exact measure (skill and luck apart; docs/analysis.md).

    record: a State (its game so far, State.record()), a record as a dict (the JSON of ``cubilete
    play``'s save or of the online table's GET /api/rooms/CODE/record), or the path of such a file.
    """
    if isinstance(record, State):
        record = record.record()
    elif isinstance(record, (str, os.PathLike)):
        try:
            with open(record, encoding="utf-8") as file:
                text = file.read()
        except OSError as error:
            raise ValueError(f"cannot open record file '{record}': {error.strerror}") from None
        return _cubilete._analyse(text)
    if not isinstance(record, dict):
        raise TypeError("record is a State, a record dict or the path of a record file")
    return _cubilete._analyse(json.dumps(record))


def simulate(game, players=None, *, games=1000, seed=1, threads=1, random_opening=0):
    """Plays games between bots, as ``cubilete simulate --json`` does, and returns its document.

    players: one bot name per seat (``["optimal", "greedy"]``); None: the game's default number
    of seats (or the ``players`` rule of a loaded game), each the random bot. Game i is dealt
    from (seed, i), so the same seed gives the same games and figures for any number of threads.
    Ctrl-C stops the run (KeyboardInterrupt).
    """
    if isinstance(players, str):
        raise TypeError("players is a list of bot names, one per seat, such as ['optimal', 'greedy']")
    # The engine's checks say these in the command line's words (--threads).
    if not 1 <= threads <= 256:
        raise ValueError(f"threads must be 1 to 256; got {threads}")
    if random_opening < 0:
        raise ValueError(f"random_opening must be 0 or more; got {random_opening}")
    return _cubilete._simulate(_game(game), list(players or []), games=games, seed=seed,
                               threads=threads, random_opening=random_opening)
