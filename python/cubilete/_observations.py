"""Observation vectors of the games outside the category family, read from the view the seat
receives (State.view), so a seat's observation holds exactly what the table would tell it
(docs/python.md, "Actions and observations"). State.observation calls encode().

Seats are counted from the observer (index 0: the observer, then the next seats in turn
order); "P: x" below is a block of one value per seat in that order. "Who acts" (or "whose turn
it is": the seat whose turn it is, also while chance throws its dice) is one-hot and all zeros
once the game is over. Every length depends only on the game, the number of players P and (for
Damma) the board.
"""
import numpy as np

TRIPLO_SEIS_PHASES = ("throw", "respond", "keep", "rethrow", "call", "over")
FARKLE_PHASES = ("throw", "select", "bank_or_roll", "over")
MULTIPLICACAO_STAGES = ("three", "two", "last", "last_again")
BUCK_OUTCOMES = ("nothing", "points", "little_buck", "big_buck", "over_target")
FLORES_PHASES = ("draw", "stake", "bet", "banker_throw", "bettor_throw", "over")
FLORES_VERBS = ("bet", "stake", "cover")
FLORES_KINDS = ("flores_amarradas", "triple", "seis_alto", "dragao_dancante", "as_negativo", "point",
                "nothing")


def _faces(dice, out):
    """How many of `dice` ([1, 5, 5] or "1-5-5") show each face, into out[0:6]."""
    if isinstance(dice, str):
        dice = [int(d) for d in dice.split("-") if d.strip()]
    for d in dice or []:
        out[int(d) - 1] += 1


def _one_hot(out, index, size):
    if 0 <= index < size:
        out[index] = 1


def _seat(out, seat, observer, players):
    """One-hot of `seat` counted from the observer into out[0:players] (nothing for -1 or None)."""
    if seat is not None and 0 <= seat < players:
        out[(seat - observer) % players] = 1


def _by_seat(values, observer, players):
    """The first `players` of `values` (one per seat), starting at the observer."""
    return [values[(observer + k) % players] for k in range(players)]


def _actor(view, key, out, observer, players):
    """Who acts (view[key]) counted from the observer into out[0:players]; zeros once over."""
    if not view["terminal"]:
        _seat(out, view[key], observer, players)


def triplo_seis(view, observer, players):
    """[0, 6) the faces of the dice under the cup where the observer may see them (else 0);
    [6] 1 where it may; [7, 13) the phase (throw, respond, keep, rethrow, call, over); [13, 16) the
    call to beat, its three digits (0: none); then P: who made it; P: who acts; then the round,
    the rounds and the chips on the table; then P: each seat's chips; then [19 + 3P] how many
    dice were thrown (the round's first throw: 3) before the call to beat was made (0: no call),
    which every seat is told; [20 + 3P, 26 + 3P) the faces the observer left under the cup when
    it last passed it on this round (0 where it has not held it this round)."""
    out = np.zeros(26 + 3 * players, dtype=np.float32)
    if view.get("dice"):
        _faces(view["dice"], out[0:6])
        out[6] = 1
    _one_hot(out[7:13], TRIPLO_SEIS_PHASES.index(view["phase"]), 6)
    call = int(view["call"])
    out[13:16] = [call // 100, call // 10 % 10, call % 10]
    at = 16
    _seat(out[at:at + players], view["caller"], observer, players)
    at += players
    _actor(view, "seat", out[at:at + players], observer, players)
    at += players
    out[at:at + 3] = [view["round"], view["rounds"], view["table"]]
    at += 3
    out[at:at + players] = _by_seat(view["chips"]["balances"], observer, players)
    at += players
    calls = [turn for turn in view["turns"] if turn["call"]]
    if calls and calls[-1]["call"] == call:
        out[at] = calls[-1]["rethrown"]
    mine = [turn for turn in calls if turn["seat"] == observer and turn.get("after")]
    if mine:
        _faces(mine[-1]["after"], out[at + 1:at + 7])
    return out


def farkle(view, observer, players):
    """[0, 6) the faces of the dice thrown this decision (0 where none); [6] the dice the next
    throw would use; [7] the turn total; [8, 12) the phase (throw, select, bank_or_roll, over);
    [12] the final round (1/0); [13] the score to beat in it; [14] the target; [15] the entry
    score; then for each seat from the observer: banked points and 1 when on the board; then P:
    who acts."""
    out = np.zeros(16 + 3 * players, dtype=np.float32)
    _faces(view.get("dice"), out[0:6])
    out[6] = view["dice_to_throw"]
    out[7] = view["turn_total"]
    _one_hot(out[8:12], FARKLE_PHASES.index(view["phase"]), 4)
    out[12] = bool(view.get("final_round"))
    out[13] = view.get("score_to_beat") or 0
    out[14] = view["target"]
    out[15] = view["entry"]
    for k in range(players):
        seat = view["players"][(observer + k) % players]
        out[16 + 2 * k] = seat["banked"]
        out[17 + 2 * k] = bool(seat["on_board"])
    _actor(view, "player", out[16 + 2 * players:], observer, players)
    return out


def centenario(view, observer, players):
    """[0, P) whose turn it is; then for each seat from the observer 8 values: the targets it has
    crossed (0 to 24: the sheet is crossed in order, so this is the whole sheet), its next target
    (0 once complete) and the faces of its latest throw (6 counts; 0 before its first)."""
    out = np.zeros(9 * players, dtype=np.float32)
    _actor(view, "player", out[0:players], observer, players)
    for k, seat in enumerate(_by_seat(view["players"], observer, players)):
        at = players + 8 * k
        out[at] = seat["crossed"]
        out[at + 1] = seat["next"] or 0
        _faces((seat.get("last") or {}).get("dice"), out[at + 2:at + 8])
    return out


def matterhorn(view, observer, players):
    """[0, 6) the faces of the throw a move is due for (0 where none); [6] 1 where row 2 is open
    from the start (either_row_from_start); [7, 7 + P) whose turn it is; then for each seat from
    the observer 30 values: 12 flags of row 1 (number n at n - 1), 12 flags of row 2 (the same),
    the faces of its latest throw (6 counts)."""
    out = np.zeros(7 + 31 * players, dtype=np.float32)
    _faces(view.get("dice"), out[0:6])
    out[6] = bool(view["either_row"])
    _actor(view, "player", out[7:7 + players], observer, players)
    for k, seat in enumerate(_by_seat(view["players"], observer, players)):
        at = 7 + players + 30 * k
        for n in seat["row1_crossed"]:
            out[at + n - 1] = 1
        for n in seat["row2_crossed"]:
            out[at + 12 + n - 1] = 1
        _faces((seat.get("last") or {}).get("dice"), out[at + 24:at + 30])
    return out


def multiplicacao(view, observer, players):
    """[0, 6) the faces of the throw to accept or refuse (0 while a throw is due); [6, 10) the
    stage (three, two, last, last_again); [10] a and [11] b, the dice set aside so far (0: not
    yet); [12] the penalty a refused last die costs (or cost); [13] 1 once the last die was
    refused; [14] the round; [15] the rounds; [16, 16 + P) whose turn it is; then P: totals."""
    out = np.zeros(16 + 2 * players, dtype=np.float32)
    _faces(view.get("dice"), out[0:6])
    _one_hot(out[6:10], MULTIPLICACAO_STAGES.index(view["stage"]), 4)
    out[10:16] = [view["a"], view["b"], view["penalty"], bool(view["last_refused"]), view["round"],
                  view["rounds"]]
    _actor(view, "player", out[16:16 + players], observer, players)
    out[16 + players:] = _by_seat(view["totals"], observer, players)
    return out


def buck_dice(view, observer, players):
    """[0, 6) the round's point number, one-hot (zeros until its die is thrown); [6] the target;
    [7] the round; [8, 14) the faces of the latest throw of three dice; [14, 19) what it did
    (nothing, points, little_buck, big_buck, over_target); [19] the points it scored (or would
    have, past the target); then P: who threw it; P: whose turn it is; P: points; P: chips."""
    out = np.zeros(20 + 4 * players, dtype=np.float32)
    _one_hot(out[0:6], view["point"] - 1, 6)
    out[6:8] = [view["target"], view["round"]]
    last = view.get("last_throw")
    at = 20
    if last:
        _faces(last["dice"], out[8:14])
        _one_hot(out[14:19], BUCK_OUTCOMES.index(last["outcome"]), 5)
        out[19] = last["points"]
        _seat(out[at:at + players], last["seat"], observer, players)
    at += players
    _actor(view, "player", out[at:at + players], observer, players)
    at += players
    out[at:at + players] = _by_seat(view["points"], observer, players)
    at += players
    out[at:at + players] = _by_seat(view["chips"]["balances"], observer, players)
    return out


def ataque_yankee(view, observer, players):
    """[0, 6) the faces of the dice set aside this turn so far; [6] this turn's bonus so far;
    [7] the target; [8] the round; [9] 1 where the round is finished after the target
    (finish_round); [10, 10 + P) whose turn it is; then P: totals; P: chips."""
    out = np.zeros(10 + 3 * players, dtype=np.float32)
    _faces(view["set_aside"], out[0:6])
    out[6:10] = [view["bonus"], view["target"], view["round"], bool(view["finish_round"])]
    _actor(view, "player", out[10:10 + players], observer, players)
    out[10 + players:10 + 2 * players] = _by_seat(view["totals"], observer, players)
    out[10 + 2 * players:] = _by_seat(view["chips"]["balances"], observer, players)
    return out


def flores_amarradas(view, observer, players):
    """[0, 6) the phase (draw, stake, bet, banker_throw, bettor_throw, over); [6] the round;
    [7] the rounds; [8] the banker's point (0: none yet); [9] the stake not yet covered
    (bet_mode=cover; else 0); [10] max_bet (0: no cap); [11] 1 for bet_mode=cover; [12, 15) what
    the amount being decided is (bet, stake, cover) and [15] its least, [16] its most, [17] its
    step (zeros unless a stake or bet is being decided); [18, 24) the faces of the latest throw;
    [24] 1 where it was in the draw for the bank; [25] its total there; [26, 33) what it is
    (flores_amarradas, triple, seis_alto, dragao_dancante, as_negativo, point, nothing); [33] its
    point (0: none); then P: who decides or throws now; P: the banker (zeros while the bank is
    drawn); P: who threw the latest throw; P: bets; P: the draw's totals; P: chips."""
    out = np.zeros(34 + 6 * players, dtype=np.float32)
    _one_hot(out[0:6], FLORES_PHASES.index(view["phase"]), 6)
    out[6:12] = [view["round"], view["rounds"], view["point"], view.get("stake_left") or 0,
                 view["max_bet"], view["bet_mode"] == "cover"]
    amount = view.get("amount")
    if amount:
        _one_hot(out[12:15], FLORES_VERBS.index(amount["verb"]), 3)
        out[15:18] = [amount["min"], amount["max"], amount["step"]]
    last = view.get("last_throw")
    at = 34
    if last:
        _faces(last["dice"], out[18:24])
        out[24:26] = [bool(last["draw"]), last.get("total") or 0]
        if last.get("kind"):
            _one_hot(out[26:33], FLORES_KINDS.index(last["kind"]), 7)
        out[33] = last.get("point") or 0
        _seat(out[at + 2 * players:at + 3 * players], last["seat"], observer, players)
    _actor(view, "seat", out[at:at + players], observer, players)
    _seat(out[at + players:at + 2 * players], view["banker"], observer, players)
    at += 3 * players
    out[at:at + players] = _by_seat(view["bets"], observer, players)
    at += players
    if view.get("draw_totals"):
        out[at:at + players] = _by_seat(view["draw_totals"], observer, players)
    at += players
    out[at:at + players] = _by_seat(view["chips"]["balances"], observer, players)
    return out


def _damma_square(name, board, white):
    """The index of square `name` ("c2") counted from the observer's side: from White's a1 along
    the ranks, or for Black from the board turned half round (its own home rank first)."""
    index = (int(name[1:]) - 1) * board + ord(name[0]) - ord("a")
    return index if white else board * board - 1 - index


def damma(view, observer, players):
    """N = the board's side (5, or 9 with board=9); squares are counted from the observer's side
    (_damma_square: a1, b1, ... for White; for Black the board turned half round, so each side
    sees its own home ranks first and promotes on the last rank). [0, N²) the observer's men;
    [N², 2N²) its Dammas; [2N², 3N²) the opponent's men; [3N², 4N²) its Dammas; [4N², 5N²) the
    pieces at fault, which the side to move may huff; then at 5N²: [+0] 1 when the observer is to
    move; [+1] 1 when the observer plays White (seat 0); [+2] plies without a capture or a huff;
    [+3] the quiet plies that draw (0: never); [+4] how often this position has occurred; [+5] 1
    where the observer's draw offer stands; [+6] 1 where the opponent's does. Length 5N² + 7: 132
    on 5x5, 412 on 9x9 (the same layout on the larger board)."""
    board = view["board"]
    squares = board * board
    out = np.zeros(5 * squares + 7, dtype=np.float32)
    white = observer == 0
    ranks, _, faults = view["position"].split(" ")
    for row, rank in enumerate(ranks.split("/")):
        for file, piece in enumerate(rank):
            if piece == ".":
                continue
            name = chr(ord("a") + file) + str(board - row)
            mine = (piece.lower() == "w") == white
            plane = (0 if mine else 2) + (1 if piece.isupper() else 0)
            out[plane * squares + _damma_square(name, board, white)] = 1
    for name in faults.split(",") if faults != "-" else []:
        out[4 * squares + _damma_square(name, board, white)] = 1
    at = 5 * squares
    offer = view.get("draw_offered_by")
    out[at:at + 7] = [not view["terminal"] and view["current_player"] == observer, white,
                      view["quiet_plies"], view["draw_plies"], view["occurrences"],
                      offer == observer, offer is not None and offer != observer]
    return out


ENCODERS = {"triplo_seis": triplo_seis, "farkle": farkle, "centenario": centenario,
            "matterhorn": matterhorn, "multiplicacao": multiplicacao, "buck_dice": buck_dice,
            "ataque_yankee": ataque_yankee, "flores_amarradas": flores_amarradas, "damma": damma}


def encode(game_id, view, observer, players):
    return ENCODERS[game_id](view, observer, players)
