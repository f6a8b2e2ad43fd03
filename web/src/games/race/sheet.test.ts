import { describe, expect, it } from 'vitest';
import { centenarioMarks, checkPicks, crossAction, picksOf } from './sheet';

describe('the race sheet', () => {
  it('reads Centenário progress as targets 1..12 then 12..1', () => {
    const m = centenarioMarks(14);
    expect([...m.row1].length).toBe(12);
    expect([...m.row2]).toEqual([12, 11]);
    expect(m.next).toEqual({ row: 2, n: 10 });
    expect(centenarioMarks(0).next).toEqual({ row: 1, n: 1 });
    expect(centenarioMarks(24).next).toBeUndefined();
  });

  it('names Matterhorn moves as the engine does', () => {
    expect(crossAction([{ row: 1, n: 11 }, { row: 1, n: 2 }])).toBe('cross 2 11');
    expect(crossAction([{ row: 2, n: 1 }, { row: 1, n: 11 }])).toBe('cross 11 row2 1');
    expect(picksOf('cross 11 row2 1')).toEqual([{ row: 1, n: 11 }, { row: 2, n: 1 }]);
  });

  it('accepts only legal groupings and says why not', () => {
    // 2-5-6 from the start (RULES.md): {2,5,6}, {2,11}, {5,8}, {6,7} and their parts
    const legal = ['cross 2 5 6', 'cross 2 11', 'cross 5 8', 'cross 6 7', 'cross 2', 'cross 5', 'cross 6', 'cross 7', 'cross 8', 'cross 11'];
    expect(checkPicks([{ row: 1, n: 11 }, { row: 1, n: 2 }], legal, [], false)).toEqual({ ok: true, action: 'cross 2 11' });
    expect(checkPicks([{ row: 1, n: 11 }, { row: 1, n: 5 }], legal, [], false)).toEqual({ ok: false, reason: 'dice' });
    expect(checkPicks([{ row: 2, n: 5 }], legal, [1, 2], false)).toEqual({ ok: false, reason: 'row2_closed' });
    expect(checkPicks([], legal, [], false)).toEqual({ ok: false, reason: 'empty' });
  });
});
