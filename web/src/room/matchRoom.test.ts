import { describe, expect, it } from 'vitest';
import type { DuplicateSeat } from '../protocol/generated/contract';
import { byPlace } from './MatchRoom';

const seat = (n: number, total: number): DuplicateSeat => ({ seat: n, room: null, rounds: 15, over: true, through: 15, total });

describe('a match\'s ranking', () => {
  it('puts the higher total first, and seats that tie share their place', () => {
    const ranked = byPlace([seat(0, 142), seat(1, 209), seat(2, 142), seat(3, 90)]);
    expect(ranked.map((r) => [r.entry.seat, r.place])).toEqual([[1, 1], [0, 2], [2, 2], [3, 4]]);
  });
});
