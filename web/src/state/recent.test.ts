import { describe, expect, it } from 'vitest';
import { codeFrom, forgetRoom, loadRecent, rememberRoom, seatFor, RECENT_LIMIT } from './recent';

function memory() {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), m };
}

describe('recent rooms', () => {
  it('remembers newest first, keeps a held seat, forgets on request', () => {
    const s = memory();
    rememberRoom(s, { code: 'AAAAAA', game: 'generala', seat: 1, token: 'tok', at: 1 });
    rememberRoom(s, { code: 'BBBBBB', game: 'farkle', seat: null, token: null, at: 2 });
    rememberRoom(s, { code: 'AAAAAA', game: 'generala', seat: null, token: null, at: 3 });
    expect(loadRecent(s).map((r) => r.code)).toEqual(['AAAAAA', 'BBBBBB']);
    expect(seatFor(s, 'AAAAAA')?.token).toBe('tok');
    expect(seatFor(s, 'BBBBBB')).toBeNull();
    forgetRoom(s, 'AAAAAA');
    expect(seatFor(s, 'AAAAAA')).toBeNull();
  });

  it('caps the list and survives garbage in storage', () => {
    const s = memory();
    for (let i = 0; i < RECENT_LIMIT + 5; i++) rememberRoom(s, { code: `R${i}XXXX`, game: 'g', seat: 0, token: 't', at: i });
    expect(loadRecent(s)).toHaveLength(RECENT_LIMIT);
    s.m.set('cubilete.rooms', '{not json');
    expect(loadRecent(s)).toEqual([]);
    s.m.set('cubilete.rooms', JSON.stringify([{ code: 1 }, { code: 'OKOKOK', game: 'g', at: 1, token: null, seat: null }]));
    expect(loadRecent(s).map((r) => r.code)).toEqual(['OKOKOK']);
  });

  it('reads a code from a code or a link', () => {
    expect(codeFrom(' k7pqxz ')).toBe('K7PQXZ');
    expect(codeFrom('http://localhost:8080/r/K7PQXZ')).toBe('K7PQXZ');
    expect(codeFrom('https://x.org/r/K7PQXZ?watch=1')).toBe('K7PQXZ');
    expect(codeFrom('no way')).toBeNull();
    // As the server reads codes: any case, dashes and spaces anywhere; six characters of its alphabet.
    expect(codeFrom('br5-kf9')).toBe('BR5KF9');
    expect(codeFrom(' BR5 KF9 ')).toBe('BR5KF9');
    expect(codeFrom('https://x.org/r/BR5-KF9')).toBe('BR5KF9');
    expect(codeFrom('12345')).toBeNull();
    expect(codeFrom('BR5KF99')).toBeNull();
    expect(codeFrom('B0O1IL')).toBeNull();
  });
});
