import { describe, expect, it } from 'vitest';
import { diceOf, keepAction, legalCalls, reading } from './cup';

describe('the cup', () => {
  it('reads dice high to low', () => {
    expect(reading(diceOf('2-4-4'))).toBe(442);
    expect(reading([6, 4, 4])).toBe(644);
    expect(diceOf(null)).toEqual([]);
  });
  it('lists the legal calls and names keeps as the engine does', () => {
    expect(legalCalls(['call 653', 'call 654', 'believe', 'call 666'])).toEqual([653, 654, 666]);
    expect(keepAction([2, 4, 4], new Set([2, 1]))).toBe('keep 4-4');
    expect(keepAction([2, 4, 4], new Set())).toBe('keep none');
    expect(keepAction([2, 4, 4], new Set([0, 1, 2]))).toBe('keep 2-4-4');
  });
});
