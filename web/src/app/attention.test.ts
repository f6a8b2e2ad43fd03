import { describe, expect, it } from 'vitest';
import { attentionStep, isThrow, loadMuted, saveMuted, turnOf, turnTitle } from './attention';

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
    for (const a of ['throw 2-3-5-6-6', 'throw 1-5 (farkle)', 'throws 3 dice under the cup', 'rethrows 1 die', 'point 4'])
      expect(isThrow(a), a).toBe(true);
    for (const a of ['keep 3-3', 'score full', 'bank', 'rethrows nothing', 'b3xd3', 'bet 6'])
      expect(isThrow(a), a).toBe(false);
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
