import { describe, expect, it } from 'vitest';
import { partingOf, roundsSideBySide, type CompareStep, type DailyComparison } from './compare';

const step = (action: string, round: number, total: number, chance = action.startsWith('throw')): CompareStep =>
  ({ action, move: { kind: action.split(' ')[0] }, chance, round, total });

// Two rounds alike, then a keep apart in round 3 (so its throws differ too), then round 4.
const same = [
  step('throw 1-1-2-5-6', 1, 0), step('keep 1-1', 1, 0), step('throw 1-3-4', 1, 0), step('score 1', 1, 3),
  step('throw 6-6-6-2-3', 2, 3), step('score 6', 2, 21),
];
const comparison: DailyComparison = {
  game: 'yatzy', date: '2026-11-29', parting: 7,
  mine: { room: 'ABC123', score: 39, actions: [...same, step('throw 2-2-3-4-5', 3, 21), step('keep 2-2', 3, 21), step('throw 1-1-6', 3, 21), step('score 2', 3, 25), step('throw 5-5-5-5-1', 4, 25), step('score 5', 4, 45)] },
  optimum: { score: 46, actions: [...same, step('throw 2-2-3-4-5', 3, 21), step('keep 2-3-4-5', 3, 21), step('throw 6', 3, 21), step('score small_straight', 3, 36), step('throw 5-5-5-5-1', 4, 36), step('score 5', 4, 56)] },
};

describe('a daily attempt beside the optimum', () => {
  it('sets the two games side by side round by round: the decision that ends each, its points and the total', () => {
    const rows = roundsSideBySide(comparison);
    expect(rows.map((r) => r.round)).toEqual([1, 2, 3, 4]);
    expect(rows.map((r) => r.parted)).toEqual([false, false, true, false]);
    expect(rows[0].mine).toEqual({ decision: comparison.mine.actions[3], points: 3, total: 3 });
    expect(rows[2].mine?.decision?.action).toBe('score 2');
    expect(rows[2].mine?.points).toBe(4);
    expect(rows[2].optimum?.decision?.action).toBe('score small_straight');
    expect(rows[2].optimum?.points).toBe(15);
    expect(rows[3].mine?.points).toBe(20);
    expect(rows[3].optimum?.total).toBe(56);
  });

  it('names the round where they part and each game\'s decision there', () => {
    expect(partingOf(comparison)).toEqual({
      index: 7, round: 3, mine: comparison.mine.actions[7], optimum: comparison.optimum.actions[7],
    });
    expect(partingOf({ ...comparison, parting: null })).toBeNull();
  });
});
