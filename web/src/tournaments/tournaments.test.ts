import { describe, expect, it } from 'vitest';
import { parseRoute } from '../app/router';
import { clock, secondsTo, tournamentPath } from './api';

describe('tournaments', () => {
  it('reads their paths', () => {
    expect(parseRoute('/tournaments', '')).toEqual({ page: 'tournaments' });
    expect(parseRoute('/t/h2026120219', '')).toEqual({ page: 'tournament', id: 'h2026120219' });
    expect(parseRoute('/t/Bad*Id', '')).toEqual({ page: 'lobby' });
    expect(parseRoute(tournamentPath('ab12cd34'), '')).toEqual({ page: 'tournament', id: 'ab12cd34' });
  });
  it('counts down in whole seconds and writes the clock', () => {
    const now = Date.parse('2026-12-02T19:00:00Z');
    expect(secondsTo('2026-12-02T19:45:00.000Z', now)).toBe(2700);
    expect(secondsTo('2026-12-02T18:00:00Z', now)).toBe(0);
    expect(secondsTo('2026-12-02T19:00:00.400Z', now)).toBe(1);
    expect(clock(2700)).toBe('45:00');
    expect(clock(9)).toBe('0:09');
    expect(clock(3 * 3600 + 65)).toBe('3:01:05');
  });
});
