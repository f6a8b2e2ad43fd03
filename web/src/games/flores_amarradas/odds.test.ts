import { describe, expect, it } from 'vitest';
import { fractionValue, percent } from './odds';

describe('odds', () => {
  it('reads exact fractions', () => {
    expect(fractionValue('2/81')).toBeCloseTo(0.024691, 6);
    expect(fractionValue('-1/3')).toBeCloseTo(-1 / 3, 12);
    expect(fractionValue('0')).toBe(0);
    expect(percent('1/36', 'en')).toBe('2.8%');
    expect(percent('1/2', 'pt-BR')).toBe('50,0%');
  });
});
