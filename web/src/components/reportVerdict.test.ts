// The end report's first sentence about a seat: "perfect" is never said of one who left.
import { describe, expect, it } from 'vitest';
import { reportVerdict } from './reportVerdict';

describe('the verdict on a seat\'s decisions', () => {
  it('weighs nothing where nothing was decided', () => {
    expect(reportVerdict(0, 0, false)).toBe('nothing');
    expect(reportVerdict(0, 0, true)).toBe('nothing');
  });
  it('calls a game perfect only when it was played to the end', () => {
    expect(reportVerdict(12, 0, false)).toBe('perfect');
    expect(reportVerdict(3, 0, true)).toBe('left_best');
  });
  it('counts the losses either way', () => {
    expect(reportVerdict(12, 2, false)).toBe('lost');
    expect(reportVerdict(3, 1, true)).toBe('lost');
  });
});
