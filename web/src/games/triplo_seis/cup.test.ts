import { describe, expect, it } from 'vitest';
import { reading } from './cup';

describe('the cup', () => {
  it('reads dice high to low', () => {
    expect(reading([2, 4, 4])).toBe(442);
    expect(reading([6, 4, 4])).toBe(644);
    expect(reading([])).toBe(0);
  });
});
