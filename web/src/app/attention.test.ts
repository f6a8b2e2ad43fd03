import { describe, expect, it } from 'vitest';
import { attentionStep, isThrow, loadMuted, saveMuted, turnOf, turnTitle } from './attention';
import type { Move } from '../protocol/checked';

function memory() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
}

describe('the turn signal and the sounds', () => {
  it('marks the tab only in the background with the turn waiting, and signals only when the turn begins', () => {
    expect(attentionStep({ hidden: true, myTurn: true }, true)).toEqual({ mark: true, signal: true });
    expect(attentionStep({ hidden: true, myTurn: true }, false)).toEqual({ mark: true, signal: false });
    expect(attentionStep({ hidden: false, myTurn: true }, true)).toEqual({ mark: false, signal: false });
    expect(attentionStep({ hidden: true, myTurn: false }, true)).toEqual({ mark: false, signal: false });
    expect(turnTitle('cubilete: jogos de dados', 'Sua vez')).toBe('● Sua vez · cubilete: jogos de dados');
    // a new turn of mine: another seat acted since, even if no state showed the turn elsewhere
    const log = [{ version: 1, seat: 0, text: 'score 1' }, { version: 2, seat: 1, text: 'throw 1-2-3-4-5' }, { version: 3, seat: 1, text: 'score S' }];
    expect(turnOf({ seat: 0, status: 'playing', toMove: 0, log })).toBe(3);
    expect(turnOf({ seat: 0, status: 'playing', toMove: 1, log })).toBe(-1);
    expect(turnOf({ seat: 0, status: 'over', toMove: 0, log })).toBe(-1);
    expect(turnOf({ seat: null, status: 'playing', toMove: 0, log })).toBe(-1);
    expect(turnOf({ seat: 1, status: 'playing', toMove: 1, log: log.slice(0, 1) })).toBe(1);
  });

  it('hears every game\'s throws, and nothing else', () => {
    const thrown: Move[] = [
      { kind: 'throw', dice: [2, 3, 5, 6, 6] }, { kind: 'throw', dice: [1, 5], farkle: true }, { kind: 'cup_throw', count: 3 },
      { kind: 'cup_rethrow', count: 1 }, { kind: 'point', die: 4 },
    ];
    for (const m of thrown) expect(isThrow(m), JSON.stringify(m)).toBe(true);
    const not: (Move | undefined)[] = [
      { kind: 'keep', dice: [3, 3] }, { kind: 'score', category: 'full', points: 25, bonus: 0 }, { kind: 'bank' },
      { kind: 'cup_rethrow', count: 0 }, { kind: 'cup_keep', count: 2 }, { kind: 'move', from: 'b3', path: ['d3'], captures: ['c3'] },
      { kind: 'bet', chips: 6 }, undefined,
    ];
    for (const m of not) expect(isThrow(m), JSON.stringify(m)).toBe(false);
  });

  it('remembers the mute', () => {
    const s = memory();
    expect(loadMuted(s)).toBe(false);
    saveMuted(s, true);
    expect(loadMuted(s)).toBe(true);
    saveMuted(s, false);
    expect(loadMuted(s)).toBe(false);
    expect(loadMuted(null)).toBe(false);
  });
});
