// A rated game's end: the rating changes the result carries, told as the profile rounds a rating,
// the viewer's own first.
import { describe, expect, it } from 'vitest';
import { changeText, showChange, viewerFirst } from './ratingChange';
import { initialRoom, reduceRoom } from '../state/room';
import { parseServerMessage } from '../protocol/serverMessage';
import type { StateMessage } from '../protocol/generated/contract';

const change = (seat: number, before: number, after: number) =>
  ({ seat, before: { rating: before, deviation: 350 }, after: { rating: after, deviation: 290 }, provisional: true });

describe('a rating change as the end report tells it', () => {
  it('rounds as the profile does, the change being that of the shown values', () => {
    expect(changeText(change(0, 1500, 1662.31))).toBe('1500 → 1662 (+162)');
    expect(changeText(change(0, 1500, 1337.7))).toBe('1500 → 1338 (\u2212162)');
    // 1500.4 → 1500.6 shows 1500 → 1501: the change says +1, not +0
    expect(changeText(change(0, 1500.4, 1500.6))).toBe('1500 → 1501 (+1)');
    expect(showChange(change(0, 1612.2, 1611.9))).toEqual({ before: '1612', after: '1612', delta: '\u00b10', direction: 'same' });
    expect(showChange(change(0, 1612.2, 1601)).direction).toBe('down');
  });

  it('puts the viewer\'s own change first, the others by seat; a spectator sees them by seat', () => {
    const changes = [change(0, 1500, 1400), change(1, 1500, 1600), change(2, 1500, 1550)];
    expect(viewerFirst(changes, 2).map((c) => c.seat)).toEqual([2, 0, 1]);
    expect(viewerFirst(changes, null).map((c) => c.seat)).toEqual([0, 1, 2]);
    expect(viewerFirst([...changes].reverse(), 5).map((c) => c.seat)).toEqual([0, 1, 2]);
  });
});

describe('the result\'s ratings as they arrive', () => {
  const msg = (extra: Partial<StateMessage>): StateMessage => ({
    type: 'state', version: 9, seat: 1, status: 'over', to_move: null, legal: [], legal_moves: [], events: [],
    actors: [], moves: [], hints: 'off', public: false, rated: false, seats: [], commitment: 'c', view: {}, ...extra,
  });
  const result = { scores: [50, 60], returns: [-1, 1], winners: [1], report: [] };

  it('refuses a state whose rating changes do not fit, naming none of them', () => {
    const fits = { seat: 0, before: { rating: 1500, deviation: 350 }, after: { rating: 1662.3, deviation: 290.1 }, provisional: true };
    expect(parseServerMessage(JSON.stringify(msg({ result: { ...result, ratings: [fits] } })))).not.toBeNull();
    for (const bad of [{ ...fits, before: { rating: 1500 } }, { ...fits, seat: 'x' }, { ...fits, provisional: 'yes' }])
      expect(parseServerMessage(JSON.stringify({ ...msg({ result }), result: { ...result, ratings: [bad] } }))).toBeNull();
  });

  it('reaches the room\'s state with the rated flag', () => {
    let s = reduceRoom(initialRoom('crag'), { kind: 'connection', connection: 'open' });
    expect(s.rated).toBe(false);
    s = reduceRoom(s, { kind: 'message', msg: msg({ rated: true, result }) });
    expect(s.rated).toBe(true);
    expect(s.result?.ratings).toBeUndefined();
    const ratings = [{ seat: 1, before: { rating: 1500, deviation: 350 }, after: { rating: 1662.3, deviation: 290 }, provisional: true }];
    s = reduceRoom(s, { kind: 'message', msg: msg({ version: 10, rated: true, result: { ...result, ratings } }) });
    expect(s.result?.ratings).toEqual(ratings);
  });
});
