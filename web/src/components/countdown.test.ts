import { describe, expect, it } from 'vitest';
import { clockText, secondsUntil } from './countdown';

describe('countdown', () => {
  const deadline = '2026-11-25T10:00:30.000Z';
  const at = (iso: string) => Date.parse(iso);
  it('counts whole seconds up to the deadline, rounding up, never below zero', () => {
    expect(secondsUntil(deadline, at('2026-11-25T10:00:00.000Z'))).toBe(30);
    expect(secondsUntil(deadline, at('2026-11-25T10:00:29.100Z'))).toBe(1);
    expect(secondsUntil(deadline, at('2026-11-25T10:00:30.000Z'))).toBe(0);
    expect(secondsUntil(deadline, at('2026-11-25T10:05:00.000Z'))).toBe(0);
    expect(secondsUntil('not a date', 0)).toBe(0);
  });
  it('reads as minutes and seconds', () => {
    expect(clockText(0)).toBe('0:00');
    expect(clockText(9)).toBe('0:09');
    expect(clockText(65)).toBe('1:05');
    expect(clockText(600)).toBe('10:00');
  });
});
