import { describe, expect, it } from 'vitest';
import { actionOf, parseAction } from './actionText';

describe('the action grammar', () => {
  it('reads the server\'s action names', () => {
    expect(parseAction('throw 2-3-5-6-6')).toEqual({ kind: 'throw', dice: [2, 3, 5, 6, 6], farkle: false });
    expect(parseAction('throw 2-3-4-4-6-6 (farkle)')).toEqual({ kind: 'throw', dice: [2, 3, 4, 4, 6, 6], farkle: true });
    expect(parseAction('keep none')).toEqual({ kind: 'keep', dice: [] });
    expect(parseAction('keep 5-5')).toEqual({ kind: 'keep', dice: [5, 5] });
    expect(parseAction('score full')).toEqual({ kind: 'score', category: 'full' });
    expect(parseAction('bank')).toEqual({ kind: 'bank' });
    expect(parseAction('roll')).toEqual({ kind: 'roll' });
    expect(parseAction('huff c3')).toEqual({ kind: 'huff', square: 'c3' });
    expect(parseAction('throw 7-7')).toEqual({ kind: 'other', text: 'throw 7-7' });
  });

  it('keeps an action only among a game\'s own kinds', () => {
    expect(actionOf('bank', ['bank', 'roll'])).toEqual({ kind: 'bank' });
    expect(actionOf(' huff c3 ', ['bank', 'roll'])).toEqual({ kind: 'other', text: 'huff c3' });
  });
});
