import { describe, expect, it } from 'vitest';
import { parseRoute } from '../app/router';
import { accountOf, profilePath } from './PersonName';

describe('a person\'s name linked to their profile', () => {
  it('links to the profile route the app reads back, whatever the name holds', () => {
    for (const name of ['Ana_Maria', 'bia-2', 'a b', 'x/y', '%41'])
      expect(parseRoute(profilePath(name), '')).toEqual({ page: 'profile', name });
  });

  it('takes whose a seat is from the seat\'s account only', () => {
    const seats = [{ account: 'ana' }, { account: null }, {}];
    expect(accountOf(seats, 0)).toBe('ana');
    expect(accountOf(seats, 1)).toBeNull(); // a guest, a bot, an open seat or a deleted account
    expect(accountOf(seats, 2)).toBeNull(); // a server before accounts
    expect(accountOf(seats, 7)).toBeNull();
    expect(accountOf(seats, null)).toBeNull(); // the dice
  });
});
