import { describe, expect, it } from 'vitest';
import { replayRoom, stepForKey, viewerSeat } from './replay';

const list = {
  room: 'ABC234', game: 'generala', viewer: '1', steps: 3,
  actions: [
    { name: 'throw 1-2-3-4-5', actor: 0, by: 'chance' as const, chance: true, move: { kind: 'throw', dice: [1, 2, 3, 4, 5] } },
    { name: 'score escalera', actor: 0, by: 'person' as const, chance: false, move: { kind: 'score', category: 'escalera', points: 20, bonus: 0 } },
    // a move that does not fit the game is left out: its name is shown as it came
    { name: 'throw 6-6-6-6-6', actor: 1, by: 'chance' as const, chance: true, move: { kind: 'throw', dice: 'six sixes' } },
  ],
};

describe('replay', () => {
  it('draws a step as a room standing there, as the chosen seat saw it', () => {
    const r = replayRoom(list, '1', 2, { v: 2 }, 1);
    expect(r.seat).toBe(1);
    expect(r.status).toBe('playing');
    expect(r.log.map((e) => e.text)).toEqual(['throw 1-2-3-4-5', 'score escalera']);
    expect(r.recent.map((e) => e.move?.kind)).toEqual(['score']);
    expect(r.log.map((e) => e.move?.kind)).toEqual(['throw', 'score']);
    expect(replayRoom(list, '1', 3, null, null).log[2]).toEqual({ version: 3, seat: 1, text: 'throw 6-6-6-6-6', by: 'chance' });
    expect(r.legal).toEqual([]);
    expect(replayRoom(list, 'spectator', 3, null, null).status).toBe('over');
    expect(viewerSeat('all')).toBeNull();
  });
  it('moves with the keys', () => {
    expect(stepForKey('ArrowRight', 3, 3)).toBe(3);
    expect(stepForKey('ArrowLeft', 0, 3)).toBe(0);
    expect(stepForKey('End', 0, 3)).toBe(3);
    expect(stepForKey('x', 1, 3)).toBeNull();
  });
});
