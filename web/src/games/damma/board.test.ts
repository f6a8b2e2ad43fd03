import { describe, expect, it } from 'vitest';
import { boardMove, filesOf, initialPosition, moveOf, movesThrough, nextSquares, parsePosition, ranksOf, squaresOf, huffOf } from './board';
import type { HuffMove, PieceMove } from '../../protocol/generated/contract';

// Legal moves as a state message lists them, from their Damma names ("b3xd3xd5", "huff c3"); a
// test's shorthand (the app reads only the moves).
function pieceMove(name: string): PieceMove | HuffMove {
  if (name.startsWith('huff ')) return { kind: 'huff', square: name.slice(5) };
  const capture = name.includes('x');
  const [from, ...path] = name.split(capture ? 'x' : '-');
  // the squares jumped: between each stop and the next (a test fixture; the server names them)
  const captures = capture ? path.map(() => '??') : [];
  return { kind: 'move', from, path, captures };
}
const parseMoves = (names: string[]) => names.map((action) => boardMove({ action, move: pieceMove(action) }));

describe('damma board', () => {
  it('reads positions with the side to move and the faults', () => {
    const b = parsePosition('bbbbb/bbbbb/bb.ww/wwwww/wwwww w -');
    expect(b.squares.get('a5')).toBe('b');
    expect(b.squares.get('d3')).toBe('w');
    expect(b.squares.has('c3')).toBe(false);
    expect(b.side).toBe('w');
    expect(b.squares.size).toBe(24);
    const f = parsePosition('b..../...../..W../...../....w b c3,e1');
    expect(f.squares.get('c3')).toBe('W');
    expect([...f.faults]).toEqual(['c3', 'e1']);
  });

  it('reads the 9x9 board (RULES.md 3.1): files a-i, ranks 1-9, 40 pieces each, e5 empty', () => {
    const b = parsePosition(initialPosition(9));
    expect(b.size).toBe(9);
    expect(filesOf(b.size)).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i']);
    expect(ranksOf(b.size)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(b.squares.get('i9')).toBe('b');
    expect(b.squares.get('a1')).toBe('w');
    expect(b.squares.get('d5')).toBe('b');
    expect(b.squares.get('f5')).toBe('w');
    expect(b.squares.has('e5')).toBe(false);
    expect([...b.squares.values()].filter((p) => p === 'w').length).toBe(40);
    expect([...b.squares.values()].filter((p) => p === 'b').length).toBe(40);
    expect(parsePosition(initialPosition(5)).size).toBe(5);
    const k = parsePosition(`........B${'/.........'.repeat(7)}/W........ b a1`);
    expect(k.squares.get('i9')).toBe('B');
    expect(k.squares.get('a1')).toBe('W');
    expect([...k.faults]).toEqual(['a1']);
  });

  it('walks a capture sequence tap by tap, stopping where the rules allow', () => {
    const moves = parseMoves(['b3xd3', 'b3xd3xd5', 'b3xd3xb5', 'a1-a2', 'huff c3']);
    expect(nextSquares(moves, { from: 'b3', path: [] })).toEqual(['d3']);
    expect(moveOf(moves, { from: 'b3', path: ['d3'] })?.name).toBe('b3xd3');
    expect(nextSquares(moves, { from: 'b3', path: ['d3'] }).sort()).toEqual(['b5', 'd5']);
    expect(moveOf(moves, { from: 'b3', path: ['d3', 'd5'] })?.name).toBe('b3xd3xd5');
    expect(nextSquares(moves, { from: 'b3', path: ['d3', 'd5'] })).toEqual([]);
    expect(movesThrough(moves, { from: 'a1', path: [] }).map((m) => m.name)).toEqual(['a1-a2']);
    expect(huffOf(moves, 'c3')?.name).toBe('huff c3');
    expect(squaresOf(pieceMove('b3xd3xd5'))).toEqual(['b3', 'd3', 'd5']);
    expect(squaresOf(pieceMove('huff c3'))).toEqual(['c3']);
    expect(squaresOf(undefined)).toEqual([]);
  });
});

describe('damma taps that do nothing, and why', () => {
  it('tells an opponent\'s piece, a blocked piece, an empty square and a square the piece cannot reach', async () => {
    const { tapRefusal } = await import('./board');
    // the start: white to move; c3 is the only empty square
    const b = parsePosition('bbbbb/bbbbb/bb.ww/wwwww/wwwww w -');
    const moves = parseMoves(['b2-c3', 'c2-c3', 'd2-c3', 'd3-c3', 'e3-c3']);
    expect(tapRefusal(b, moves, null, 'a5')).toEqual({ kind: 'notYourPiece', square: 'a5' });
    expect(tapRefusal(b, moves, null, 'a1')).toEqual({ kind: 'blocked', square: 'a1' });
    expect(tapRefusal(b, moves, null, 'd2')).toBeNull();
    expect(tapRefusal(b, moves, null, 'c3')).toEqual({ kind: 'emptySquare', square: 'c3' });
    const sel = { from: 'd3', path: [] };
    expect(tapRefusal(b, moves, sel, 'c3')).toBeNull();
    expect(tapRefusal(b, moves, sel, 'a3')).toEqual({ kind: 'notYourPiece', square: 'a3' });
    const empty = parsePosition('b..../...../...../...../....w w -');
    expect(tapRefusal(empty, parseMoves(['e1-e2', 'e1-d1', 'e1-d2']), { from: 'e1', path: [] }, 'c3'))
      .toEqual({ kind: 'notThere', from: 'e1', square: 'c3' });
  });
});
