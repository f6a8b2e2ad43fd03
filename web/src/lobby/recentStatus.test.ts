import { describe, expect, it } from 'vitest';
import { CATALOGUES } from '../i18n';
import type { RoomSummary, SeatInfo } from '../protocol/generated/contract';
import { recentStatusOf } from './recentStatus';

const seat = (n: number, x: Partial<SeatInfo>): SeatInfo => ({ seat: n, name: null, bot: null, taken: false, connected: false, away: false, account: null, ...x });
const summary = (status: RoomSummary['status'], seats: SeatInfo[]): RoomSummary =>
  ({
    room: 'ABC234', game: 'generala', rules: {}, seats, status, version: 3, commitment: '', rematch: null, previous: null,
    turn_seconds: 0, hints: 'off', public: false, rated: false, daily: null, mode: 'table', match: null, tournament: null,
  });

describe('my tables: what became of each room', () => {
  it('tells finished from running and says who played', () => {
    const pt = CATALOGUES['pt-BR'];
    const seats = [seat(0, { name: 'Ana', taken: true }), seat(1, { bot: 'greedy' }), seat(2, {})];
    expect(recentStatusOf(pt, summary('over', seats))).toEqual({ status: 'over', names: ['Ana', 'Robô 2'] });
    expect(recentStatusOf(pt, summary('playing', seats)).status).toBe('playing');
    expect(recentStatusOf(pt, summary('waiting', seats)).names).toEqual(['Ana', 'Robô 2']);
    expect(recentStatusOf(pt, null)).toEqual({ status: 'gone', names: [] });
  });
});
