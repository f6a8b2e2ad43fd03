import { describe, expect, it } from 'vitest';
import { parseRoute } from '../app/router';

describe('the accounts\' routes', () => {
  it('reads sign-in, sign-up, the account, profiles and leaderboards', () => {
    expect(parseRoute('/signin', '')).toEqual({ page: 'signin' });
    expect(parseRoute('/signup/', '')).toEqual({ page: 'signup' });
    expect(parseRoute('/account', '')).toEqual({ page: 'account' });
    expect(parseRoute('/@/Ana_Maria', '')).toEqual({ page: 'profile', name: 'Ana_Maria' });
    expect(parseRoute('/@/a%20b', '')).toEqual({ page: 'profile', name: 'a b' });
    expect(parseRoute('/@/%E0%A4', '')).toEqual({ page: 'profile', name: '%E0%A4' });
    expect(parseRoute('/leaderboard', '')).toEqual({ page: 'leaderboard', game: null });
    expect(parseRoute('/leaderboard/crag', '')).toEqual({ page: 'leaderboard', game: 'crag' });
    expect(parseRoute('/leaderboard/../x', '')).toEqual({ page: 'lobby' });
  });
});
