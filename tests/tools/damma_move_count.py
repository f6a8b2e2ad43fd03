# Independent depth-1 move count for Damma positions (RULES.md 3), written from the rules text.
import sys
def parse(t):
    board, side, faults = t.split()
    rows = board.split('/')
    b = {}
    for i, row in enumerate(rows):
        r = 4 - i
        for f, c in enumerate(row):
            if c != '.': b[(f, r)] = c
    return b, side, ([] if faults == '-' else faults.split(','))
D = [(1,0),(1,1),(0,1),(-1,1),(-1,0),(-1,-1),(0,-1),(1,-1)]
def inb(f, r): return 0 <= f < 5 and 0 <= r < 5
def moves(t, any_land):
    b, side, faults = parse(t)
    mine = 'wW' if side == 'w' else 'bB'
    theirs = 'bB' if side == 'w' else 'wW'
    out = ['huff ' + x for x in faults]
    def name(sq): return 'abcde'[sq[0]] + str(sq[1] + 1)
    for sq, c in b.items():
        if c not in mine: continue
        king = c.isupper()
        for df, dr in D:
            f, r = sq[0] + df, sq[1] + dr
            while inb(f, r) and (f, r) not in b:
                out.append(name(sq) + '-' + name((f, r)))
                if not king: break
                f, r = f + df, r + dr
        def rec(cur, jumped, path):
            for df, dr in D:
                f, r = cur[0] + df, cur[1] + dr
                if king:
                    while inb(f, r) and ((f, r) not in b or (f, r) == sq): f, r = f + df, r + dr
                if not inb(f, r) or (f, r) == sq: continue
                over = (f, r)
                if b.get(over, '.') not in theirs or over in jumped: continue
                f, r = f + df, r + dr
                while inb(f, r) and ((f, r) not in b or (f, r) == sq):
                    p = path + [(f, r)]
                    out.append(name(sq) + ''.join('x' + name(x) for x in p))
                    rec((f, r), jumped | {over}, p)
                    if not (king and any_land): break
                    f, r = f + df, r + dr
        rec(sq, frozenset(), [])
    if not any(c in mine for c in b.values()): return []
    return out
for t in sys.argv[1:]:
    print(t, len(moves(t, False)), len(moves(t, True)))
