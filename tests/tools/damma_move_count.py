# Independent Damma move generator and perft (RULES.md 3), written from the rules text and
# sharing no code or structure with src/games/damma. Used to cross-check the C++ perft counts in
# tests/games/damma/damma_test.cpp:  python3 tests/tools/damma_move_count.py DEPTH POSITION...
# prints, per position, the perft count at DEPTH under king_lands=adjacent and king_lands=any.
import sys

D = [(1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1), (0, -1), (1, -1)]


def parse(t):
    board, side, faults = t.split()
    b = {}
    for i, row in enumerate(board.split('/')):
        for f, c in enumerate(row):
            if c != '.':
                b[(f, 4 - i)] = c
    at_fault = set() if faults == '-' else {('abcde'.index(x[0]), int(x[1]) - 1) for x in faults.split(',')}
    return b, side, at_fault


def inb(f, r):
    return 0 <= f < 5 and 0 <= r < 5


def enemy(c, side):
    return c is not None and (c in 'bB' if side == 'w' else c in 'wW')


def jumps(b, side, sq, king, jumped, origin, any_land):
    """Single jumps of the piece that started on `origin` and now stands on `sq`: (over, landing).
    Jumped pieces still stand (blocking) and may not be jumped again; the origin square is empty."""
    out = []

    def empty(x):
        return inb(*x) and (x not in b or x == origin)

    for df, dr in D:
        x = (sq[0] + df, sq[1] + dr)
        if king:
            while empty(x):
                x = (x[0] + df, x[1] + dr)
        if not inb(*x) or x == origin or not enemy(b.get(x), side) or x in jumped:
            continue
        over = x
        y = (x[0] + df, x[1] + dr)
        while empty(y):
            out.append((over, y))
            if not (king and any_land):
                break
            y = (y[0] + df, y[1] + dr)
    return out


def actions(state, any_land):
    """Every legal action: ('huff', sq) | ('move', from, to) | ('cap', from, [landings], [jumped])."""
    b, side, at_fault = state
    mine = [sq for sq, c in b.items() if (c in 'wW') == (side == 'w')]
    if not mine:
        return []
    out = [('huff', sq) for sq in sorted(at_fault)]
    for sq in mine:
        king = b[sq].isupper()
        for df, dr in D:
            x = (sq[0] + df, sq[1] + dr)
            while inb(*x) and x not in b:
                out.append(('move', sq, x))
                if not king:
                    break
                x = (x[0] + df, x[1] + dr)

        def extend(cur, landings, jumped):
            for over, land in jumps(b, side, cur, king, jumped, sq, any_land):
                seq = landings + [land]
                out.append(('cap', sq, seq, jumped + [over]))
                extend(land, seq, jumped + [over])

        extend(sq, [], [])
    return out


def play(state, action, any_land):
    b, side, _ = state
    nb = dict(b)
    faults = set()
    far = 4 if side == 'w' else 0
    if action[0] == 'huff':
        del nb[action[1]]
    elif action[0] == 'move':
        _, frm, to = action
        # (a) a quiet move: every piece that could capture at the start of the turn is at fault.
        for sq, c in b.items():
            if (c in 'wW') == (side == 'w') and jumps(b, side, sq, c.isupper(), [], sq, any_land):
                faults.add(to if sq == frm else sq)
        nb[to] = nb.pop(frm)
        if to[1] == far:
            nb[to] = nb[to].upper()
    else:
        _, frm, landings, jumped = action
        king = b[frm].isupper()
        to = landings[-1]
        # (b) stopping while the piece (as it was during the move) could still jump.
        if jumps(b, side, to, king, jumped, frm, any_land):
            faults.add(to)
        piece = nb.pop(frm)
        for x in jumped:
            del nb[x]
        nb[to] = piece.upper() if to[1] == far else piece
    return nb, ('b' if side == 'w' else 'w'), faults


def perft(state, depth, any_land):
    if depth == 0:
        return 1
    acts = actions(state, any_land)
    if depth == 1:
        return len(acts)
    return sum(perft(play(state, a, any_land), depth - 1, any_land) for a in acts)


if __name__ == '__main__':
    depth = int(sys.argv[1])
    for t in sys.argv[2:]:
        print(t, perft(parse(t), depth, False), perft(parse(t), depth, True))
