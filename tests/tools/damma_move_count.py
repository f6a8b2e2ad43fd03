# Independent Damma move generator and perft (RULES.md 3 and 3.1, both boards), written from the
# rules text and sharing no code or structure with src/games/damma: squares are (file, rank)
# pairs in a dict, lines are walked one step at a time. Used to cross-check the C++ perft counts
# in tests/games/damma/damma_test.cpp:
#   python3 tests/tools/damma_move_count.py DEPTH POSITION...
# prints, per position, the perft count at DEPTH under king_lands=adjacent and king_lands=any;
#   python3 tests/tools/damma_move_count.py --check CUBILETE
# compares the counts of CHECKS below with `CUBILETE perft damma` (the ctest
# damma_perft_independent) and exits 1 on any difference.
import json
import random
import subprocess
import sys

D = [(1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1), (0, -1), (1, -1)]
FILES = 'abcdefghi'


def parse(t):
    board, side, faults = t.split()
    rows = board.split('/')
    n = len(rows)
    assert n in (5, 9) and all(len(r) == n for r in rows), t
    b = {}
    for i, row in enumerate(rows):
        for f, c in enumerate(row):
            if c != '.':
                b[(f, n - 1 - i)] = c
    at_fault = set() if faults == '-' else {(FILES.index(x[0]), int(x[1]) - 1) for x in faults.split(',')}
    return b, side, at_fault, n


def inb(x, n):
    return 0 <= x[0] < n and 0 <= x[1] < n


def enemy(c, side):
    return c is not None and (c in 'bB' if side == 'w' else c in 'wW')


def jumps(b, side, sq, king, jumped, origin, any_land, n):
    """Single jumps of the piece that started on `origin` and now stands on `sq`: (over, landing).
    Jumped pieces still stand (blocking) and may not be jumped again; the origin square is empty."""
    out = []

    def empty(x):
        return inb(x, n) and (x not in b or x == origin)

    for df, dr in D:
        x = (sq[0] + df, sq[1] + dr)
        if king:
            while empty(x):
                x = (x[0] + df, x[1] + dr)
        if not inb(x, n) or x == origin or not enemy(b.get(x), side) or x in jumped:
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
    b, side, at_fault, n = state
    mine = [sq for sq, c in b.items() if (c in 'wW') == (side == 'w')]
    if not mine:
        return []
    out = [('huff', sq) for sq in sorted(at_fault)]
    for sq in mine:
        king = b[sq].isupper()
        for df, dr in D:
            x = (sq[0] + df, sq[1] + dr)
            while inb(x, n) and x not in b:
                out.append(('move', sq, x))
                if not king:
                    break
                x = (x[0] + df, x[1] + dr)

        def extend(cur, landings, jumped):
            for over, land in jumps(b, side, cur, king, jumped, sq, any_land, n):
                seq = landings + [land]
                out.append(('cap', sq, seq, jumped + [over]))
                extend(land, seq, jumped + [over])

        extend(sq, [], [])
    return out


def play(state, action, any_land):
    b, side, _, n = state
    nb = dict(b)
    faults = set()
    far = n - 1 if side == 'w' else 0
    if action[0] == 'huff':
        del nb[action[1]]
    elif action[0] == 'move':
        _, frm, to = action
        # (a) a quiet move: every piece that could capture at the start of the turn is at fault.
        for sq, c in b.items():
            if (c in 'wW') == (side == 'w') and jumps(b, side, sq, c.isupper(), [], sq, any_land, n):
                faults.add(to if sq == frm else sq)
        nb[to] = nb.pop(frm)
        if to[1] == far:
            nb[to] = nb[to].upper()
    else:
        _, frm, landings, jumped = action
        king = b[frm].isupper()
        to = landings[-1]
        # (b) stopping while the piece (as it was during the move) could still jump.
        if jumps(b, side, to, king, jumped, frm, any_land, n):
            faults.add(to)
        piece = nb.pop(frm)
        for x in jumped:
            del nb[x]
        nb[to] = piece.upper() if to[1] == far else piece
    return nb, ('b' if side == 'w' else 'w'), faults, n


def perft(state, depth, any_land):
    if depth == 0:
        return 1
    acts = actions(state, any_land)
    if depth == 1:
        return len(acts)
    return sum(perft(play(state, a, any_land), depth - 1, any_land) for a in acts)


START5 = 'bbbbb/bbbbb/bb.ww/wwwww/wwwww w -'
START9 = 'bbbbbbbbb/bbbbbbbbb/bbbbbbbbb/bbbbbbbbb/bbbb.wwww/wwwwwwwww/wwwwwwwww/wwwwwwwww/wwwwwwwww w -'
# (position, depth): both boards, kings flying and landing, multiple captures, faults to huff;
# small enough for a test run (a few seconds of Python).
CHECKS = [
    (START5, 5),
    ('B..b./.w.../..W../...b./w...B w -', 3),
    ('...../...../..b../...../w...b w -', 3),
    (START9, 5),
    # 9x9: flying Dammas with lines to jump along; a man with a chain of captures; a fault to huff.
    ('b.......B/.b..b..b./..b....../........./..b.W..B./........./......b../.b..b..../w........ w -', 2),
    ('B...b...b/......b../........./.b.b.b.b./........./...b.b.../..w....../........./w...b...w w -', 3),
    ('........b/..b....b./......w../........./........./...b...../....w..../.W......./w........ b e3', 3),
]


def text(state):
    """The position text of RULES.md 3.1 (the inverse of parse)."""
    b, side, at_fault, n = state
    rows = [''.join(b.get((f, r), '.') for f in range(n)) for r in range(n - 1, -1, -1)]
    faults = ','.join(FILES[f] + str(r + 1) for f, r in sorted(at_fault, key=lambda x: (x[1], x[0])))
    return '%s %s %s' % ('/'.join(rows), side, faults or '-')


def random_positions(start, plies, seed, any_land):
    """Positions of a game played at random from `start` by this generator (a fixed seed), every
    `plies[i]` plies: middle games that no hand would write, with Dammas, chains and faults."""
    rng = random.Random(seed)
    state, out, ply = parse(start), [], 0
    for target in plies:
        while ply < target:
            acts = actions(state, any_land)
            if not acts:
                return out
            state = play(state, rng.choice(acts), any_land)
            ply += 1
        out.append(text(state))
    return out


def cubilete_perft(binary, position, depth, any_land):
    cmd = [binary, 'perft', 'damma', '--position', position, '--depth', str(depth), '--json']
    if any_land:
        cmd += ['--rule', 'king_lands=any']
    return json.loads(subprocess.run(cmd, check=True, capture_output=True, text=True).stdout)['nodes']


def check(binary):
    bad = 0
    # Both boards' starts played at random to the middle game, depth 2 from each.
    played = [(pos, 2) for pos in random_positions(START9, (20, 41, 60, 90, 151, 250, 333), 9, False) +
              random_positions(START5, (10, 21, 30, 45), 5, False)]
    for position, depth in CHECKS + played:
        for any_land in (False, True):
            mine = perft(parse(position), depth, any_land)
            theirs = cubilete_perft(binary, position, depth, any_land)
            rules = 'king_lands=any' if any_land else 'king_lands=adjacent'
            print('%s depth %d %s: naive %d, cubilete %d' % (position, depth, rules, mine, theirs))
            bad += mine != theirs
    if bad:
        print('%d counts differ' % bad)
    return 1 if bad else 0


if __name__ == '__main__':
    if sys.argv[1:2] == ['--check']:
        sys.exit(check(sys.argv[2]))
    depth = int(sys.argv[1])
    for t in sys.argv[2:]:
        print(t, perft(parse(t), depth, False), perft(parse(t), depth, True))
