import { describe, expect, it } from 'vitest';
import { clearHeld, loadHeld, roomOfPath, saveHeld } from './held';

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
