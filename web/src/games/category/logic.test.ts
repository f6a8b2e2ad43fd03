import { describe, expect, it } from 'vitest';
import { keepAction, keptPositions, scoreAction } from './logic';

describe('category actions', () => {
  it('names keeps as the server does', () => {
    expect(keepAction([2, 3, 5, 6, 6], new Set([4, 1]))).toBe('keep 3-6');
    expect(keepAction([2, 3, 5, 6, 6], new Set())).toBe('keep none');
    expect(scoreAction('full')).toBe('score full');
  });

  it('marks the dice kept before a throw', () => {
    expect([...keptPositions([3, 5, 5, 5, 6], [5, 5])]).toEqual([1, 2]);
  });
});

describe('kept dice from the log', () => {
  it('finds the keep right before the last throw', async () => {
    const { keptBeforeLastThrow } = await import('./logic');
    const log = ['throw 2-4-5-5-6', 'keep 5-5', 'throw 3-4-5'].map((text) => ({ text }));
    expect(keptBeforeLastThrow(log)).toEqual([5, 5]);
    expect(keptBeforeLastThrow([...log, { text: 'score 5' }, { text: 'throw 1-1-2-3-4' }])).toEqual([]);
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
