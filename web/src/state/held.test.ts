import { describe, expect, it } from 'vitest';
import { clearHeld, loadHeld, loadPicked, positionList, positionSet, roomOfPath, saveHeld, savePicked } from './held';
import { picksCodec } from '../games/race/sheet';

function memory() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

describe('held dice across a refresh', () => {
  it('come back at the same version on the same dice, per room', () => {
    const s = memory();
    saveHeld(s, 'ABC234', 7, [3, 3, 5, 6, 1], new Set([1, 0]));
    expect([...loadHeld(s, 'ABC234', 7, [3, 3, 5, 6, 1])!]).toEqual([0, 1]);
    expect(loadHeld(s, 'XYZ234', 7, [3, 3, 5, 6, 1])).toBeNull();
  });

  it('are forgotten once the room moved on (the decision was made) or the dice differ', () => {
    const s = memory();
    saveHeld(s, 'ABC234', 7, [3, 3, 5, 6, 1], new Set([0, 1]));
    expect(loadHeld(s, 'ABC234', 8, [2, 2, 2, 4, 4])).toBeNull();
    expect(s.data.size).toBe(0);
    saveHeld(s, 'ABC234', 9, [3, 3, 5, 6, 1], new Set([0]));
    expect(loadHeld(s, 'ABC234', 9, [3, 3, 5, 6, 2])).toBeNull();
    saveHeld(s, 'ABC234', 9, [3, 3, 5, 6, 1], new Set([0]));
    clearHeld(s, 'ABC234');
    expect(loadHeld(s, 'ABC234', 9, [3, 3, 5, 6, 1])).toBeNull();
  });

  it('any table\'s choice on the dice: Farkle\'s set-aside in tap order, Triplo Seis\' cup, Matterhorn\'s numbers', () => {
    const s = memory();
    savePicked(s, 'ABC234', 3, [1, 5, 2, 5, 6, 6], [3, 0, 1], positionList);
    expect(loadPicked(s, 'ABC234', 3, [1, 5, 2, 5, 6, 6], positionList)).toEqual([3, 0, 1]);
    savePicked(s, 'ABC234', 4, [6, 6, 2], new Set([1, 0]), positionSet);
    expect([...loadPicked(s, 'ABC234', 4, [6, 6, 2], positionSet)!]).toEqual([0, 1]);
    expect(loadPicked(s, 'ABC234', 5, [6, 6, 2], positionSet)).toBeNull();
    savePicked(s, 'ABC234', 6, [3, 4, 5], [{ row: 1, n: 7 }, { row: 2, n: 5 }], picksCodec);
    expect(loadPicked(s, 'ABC234', 6, [3, 4, 5], picksCodec)).toEqual([{ row: 1, n: 7 }, { row: 2, n: 5 }]);
    // what no table could have saved is dropped
    s.setItem('cubilete.held.ABC234', JSON.stringify({ version: 6, dice: [3, 4, 5], held: [[3, 7], [1, 13], 'x', [2, 4]] }));
    expect(loadPicked(s, 'ABC234', 6, [3, 4, 5], picksCodec)).toEqual([{ row: 2, n: 4 }]);
    s.setItem('cubilete.held.ABC234', JSON.stringify({ version: 6, dice: [3, 4, 5], held: [0, 7, -1, 2.5, 2] }));
    expect(loadPicked(s, 'ABC234', 6, [3, 4, 5], positionList)).toEqual([0, 2]);
    s.setItem('cubilete.held.ABC234', JSON.stringify({ version: 6, dice: [3, 4, 5], held: 'nope' }));
    expect(loadPicked(s, 'ABC234', 6, [3, 4, 5], positionList)).toBeNull();
    expect(s.data.size).toBe(0);
  });

  it('survive broken storage', () => {
    const s = memory();
    s.setItem('cubilete.held.ABC234', '{nope');
    expect(loadHeld(s, 'ABC234', 1, [1])).toBeNull();
    expect(loadHeld(null, 'ABC234', 1, [1])).toBeNull();
    expect(roomOfPath('/r/ABC234')).toBe('ABC234');
    expect(roomOfPath('/r/ABC234/replay')).toBe('ABC234');
    expect(roomOfPath('/')).toBeNull();
  });
});
