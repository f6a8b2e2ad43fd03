import { describe, expect, it } from 'vitest';
import { centenarioMarks, checkPicks, picksOf, rowsOf } from './sheet';

describe('the race sheet', () => {
  it('reads Centenário progress as targets 1..12 then 12..1', () => {
    const m = centenarioMarks(14);
    expect([...m.row1].length).toBe(12);
    expect([...m.row2]).toEqual([12, 11]);
    expect(m.next).toEqual({ row: 2, n: 10 });
    expect(centenarioMarks(0).next).toEqual({ row: 1, n: 1 });
    expect(centenarioMarks(24).next).toBeUndefined();
  });

  it('turns picks into the rows of a crossing and back', () => {
    expect(rowsOf([{ row: 1, n: 11 }, { row: 1, n: 2 }])).toEqual({ row1: [2, 11], row2: [] });
    expect(rowsOf([{ row: 2, n: 1 }, { row: 1, n: 11 }])).toEqual({ row1: [11], row2: [1] });
    expect(picksOf({ row1: [11], row2: [1] })).toEqual([{ row: 1, n: 11 }, { row: 2, n: 1 }]);
  });

  it('accepts only legal groupings and says why not', () => {
    // 2-5-6 from the start (RULES.md): {2,5,6}, {2,11}, {5,8}, {6,7} and their parts
    const legal = [[2, 5, 6], [2, 11], [5, 8], [6, 7], [2], [5], [6], [7], [8], [11]]
      .map((row1) => ({ action: `cross ${row1.join(' ')}`, move: { row1, row2: [] as number[] } }));
    expect(checkPicks([{ row: 1, n: 11 }, { row: 1, n: 2 }], legal, [], false)).toEqual({ ok: true, choice: legal[1] });
    expect(checkPicks([{ row: 1, n: 11 }, { row: 1, n: 5 }], legal, [], false)).toEqual({ ok: false, reason: 'dice' });
    expect(checkPicks([{ row: 2, n: 5 }], legal, [1, 2], false)).toEqual({ ok: false, reason: 'row2_closed' });
    expect(checkPicks([], legal, [], false)).toEqual({ ok: false, reason: 'empty' });
  });
});
