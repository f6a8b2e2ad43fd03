import { describe, expect, it } from 'vitest';
import { newClientSeed, validClientSeed } from './seed';

describe('client seeds', () => {
  it('are random hex by default and checked as the server checks them', () => {
    expect(newClientSeed((b) => b.fill(171))).toBe('abababababababab');
    expect(newClientSeed()).toMatch(/^[0-9a-f]{16}$/);
    expect(validClientSeed('')).toBe(true);
    expect(validClientSeed('my lucky seed 42!')).toBe(true);
    expect(validClientSeed('a:b')).toBe(false);
    expect(validClientSeed('é')).toBe(false);
    expect(validClientSeed('x'.repeat(65))).toBe(false);
  });
});
