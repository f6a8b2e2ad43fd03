import { describe, expect, it } from 'vitest';
import { moveOf, movesThrough, nextSquares, parseMoves, parsePosition, squaresOf, huffOf } from './board';

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

  it('walks a capture sequence tap by tap, stopping where the rules allow', () => {
    const moves = parseMoves(['b3xd3', 'b3xd3xd5', 'b3xd3xb5', 'a1-a2', 'huff c3']);
    expect(nextSquares(moves, { from: 'b3', path: [] })).toEqual(['d3']);
    expect(moveOf(moves, { from: 'b3', path: ['d3'] })?.name).toBe('b3xd3');
    expect(nextSquares(moves, { from: 'b3', path: ['d3'] }).sort()).toEqual(['b5', 'd5']);
    expect(moveOf(moves, { from: 'b3', path: ['d3', 'd5'] })?.name).toBe('b3xd3xd5');
    expect(nextSquares(moves, { from: 'b3', path: ['d3', 'd5'] })).toEqual([]);
    expect(movesThrough(moves, { from: 'a1', path: [] }).map((m) => m.name)).toEqual(['a1-a2']);
    expect(huffOf(moves, 'c3')?.name).toBe('huff c3');
    expect(squaresOf('b3xd3xd5')).toEqual(['b3', 'd3', 'd5']);
    expect(squaresOf('huff c3')).toEqual(['c3']);
  });
});
