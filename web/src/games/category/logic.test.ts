import { describe, expect, it } from 'vitest';
import { keepOf, keptPositions, scoreOf } from './logic';
import type { AnyLegalMove } from '../../protocol/checked';
import type { LogEntry } from '../../state/room';

describe('category actions', () => {
  // the legal actions as a state message lists them: each name with its move
  const legal: [string, AnyLegalMove][] = [
    ['keep none', { kind: 'keep', dice: [] }], ['keep 3-6', { kind: 'keep', dice: [3, 6] }],
    ['score full', { kind: 'score', category: 'full', points: 0, bonus: 0 }],
    ['score chance', { kind: 'score', category: 'chance', points: 22, bonus: 0 }],
  ];
  const room = { legal: legal.map(([a]) => a), legalMoves: legal.map(([, m]) => m) };

  it('finds the legal keep and write by their moves, and sends their names', () => {
    expect(keepOf(room, [2, 3, 5, 6, 6], new Set([4, 1]))?.action).toBe('keep 3-6');
    expect(keepOf(room, [2, 6, 5, 3, 6], new Set([4, 3]))?.action).toBe('keep 3-6');
    expect(keepOf(room, [2, 3, 5, 6, 6], new Set())?.action).toBe('keep none');
    expect(keepOf(room, [2, 3, 5, 6, 6], new Set([0]))).toBeUndefined();
    expect(scoreOf(room, 'full')?.action).toBe('score full');
    expect(scoreOf(room, 'yahtzee')).toBeUndefined();
    // moves that do not match the names one for one are not offered at all
    expect(keepOf({ legal: room.legal, legalMoves: [] }, [2, 3, 5, 6, 6], new Set())).toBeUndefined();
  });

  it('marks the dice kept before a throw', () => {
    expect([...keptPositions([3, 5, 5, 5, 6], [5, 5])]).toEqual([1, 2]);
  });
});

describe('kept dice from the log', () => {
  it('finds the keep right before the last throw', async () => {
    const { keptBeforeLastThrow } = await import('./logic');
    const log: Pick<LogEntry, 'move'>[] = [
      { move: { kind: 'throw', dice: [2, 4, 5, 5, 6] } }, { move: { kind: 'keep', dice: [5, 5] } }, { move: { kind: 'throw', dice: [3, 4, 5] } },
    ];
    expect(keptBeforeLastThrow(log)).toEqual([5, 5]);
    expect(keptBeforeLastThrow([...log, { move: { kind: 'score', category: '5', points: 10, bonus: 0 } },
      { move: { kind: 'throw', dice: [1, 1, 2, 3, 4] } }])).toEqual([]);
    // an entry without a move (an older server) is no throw
    expect(keptBeforeLastThrow([{ move: undefined }])).toEqual([]);
    expect(keptBeforeLastThrow([])).toEqual([]);
  });
});

describe('the served mark', () => {
  it('is explained only when some card shows one', async () => {
    const { hasServed } = await import('./logic');
    const categories = [{ key: '1', upper: true }, { key: 'escalera', upper: false, served_points: 25 }];
    expect(hasServed({ categories, players: [{ card: { '1': 3, escalera: 20 }, total: 23 }] })).toBe(false);
    expect(hasServed({ categories, players: [{ card: { '1': null, escalera: null }, total: 0 }, { card: { '1': 2, escalera: 25 }, total: 27 }] })).toBe(true);
  });
});
