"""Observation vectors of the games outside the category family, read from the view the seat
receives (State.view), so a seat's observation holds exactly what the table would tell it
(docs/python.md, "Actions and observations"). State.observation calls encode().

Seats are counted from the observer (index 0: the observer, then the next seats in turn order).
"""
import numpy as np

TRIPLO_SEIS_PHASES = ("throw", "respond", "keep", "rethrow", "call", "over")
FARKLE_PHASES = ("throw", "select", "bank_or_roll", "over")


def _faces(dice, out):
    """How many of `dice` ([1, 5, 5] or "1-5-5") show each face, into out[0:6]."""
    if isinstance(dice, str):
        dice = [int(d) for d in dice.split("-") if d.strip()]
    for d in dice or []:
        out[int(d) - 1] += 1


def _one_hot(out, index, size):
    if 0 <= index < size:
        out[index] = 1


def triplo_seis(view, observer, players):
    """[0, 6) the faces of the dice under the cup where the observer may see them (else 0);
    [6] 1 where it may; [7, 13) the phase (throw, respond, keep, rethrow, call, over); [13, 16) the
    call to beat, its three digits (0: none); then P: who made it; P: who acts; then the round,
    the rounds and the chips on the table; then P: each seat's chips."""
    out = np.zeros(19 + 3 * players, dtype=np.float32)
    if view.get("dice"):
        _faces(view["dice"], out[0:6])
        out[6] = 1
    _one_hot(out[7:13], TRIPLO_SEIS_PHASES.index(view["phase"]), 6)
    call = int(view["call"])
    out[13:16] = [call // 100, call // 10 % 10, call % 10]
    at = 16
    if view["caller"] >= 0:
        _one_hot(out[at:at + players], (view["caller"] - observer) % players, players)
    at += players
    if not view["terminal"]:
        _one_hot(out[at:at + players], (view["seat"] - observer) % players, players)
    at += players
    out[at:at + 3] = [view["round"], view["rounds"], view["table"]]
    at += 3
    balances = view["chips"]["balances"]
    for k in range(players):
        out[at + k] = balances[(observer + k) % players]
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
    if not view["terminal"]:
        _one_hot(out[16 + 2 * players:], (view["player"] - observer) % players, players)
    return out


ENCODERS = {"triplo_seis": triplo_seis, "farkle": farkle}


def encode(game_id, view, observer, players):
    return ENCODERS[game_id](view, observer, players)
