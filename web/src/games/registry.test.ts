import { describe, expect, it, vi } from 'vitest';
import { gameUi, gamesDrawn, hintMakesSense, playableInBrowser } from './registry';
import { gameIds } from '../protocol/generated/contract';
import { fittingGames } from '../protocol/http';
import type { GameInfo } from '../protocol/generated/contract';
import type { TablePolicy } from '../protocol/generated/contract';

const policy = (hints: Partial<TablePolicy['hints']> = {}): TablePolicy => ({
  throws_by_hand: false, hints: { advisor: true, against_bots_only: false, decisions: [], ...hints }, seat_roles: [], dice: true,
});
const info = (table: TablePolicy = policy()): GameInfo => ({
  id: 'g', name: 'G', summary: '', rules: '', min_players: 2, max_players: 2, default_players: 2, options: [], bots: ['random'],
  default_bot: 'random', advisor: true, rated: false, rated_bots: [], table, puzzles: false, puzzle_themes: [], same_dice: false,
});

describe('the table policy from GET /api/games decides when a hint makes sense', () => {
  const keep = { legalMoves: [{ kind: 'keep' as const, dice: [] }] };
  const call = { legalMoves: [{ kind: 'call' as const, call: 532 }] };
  const byHand = { legalMoves: [{ kind: 'hand_throw' as const }] };
  it('offers a hint at a decision of a game with an advisor', () => {
    expect(hintMakesSense(info(policy()), keep, false)).toBe(true);
    expect(hintMakesSense(info(policy({ advisor: false })), keep, false)).toBe(false);
    expect(hintMakesSense(info(policy()), byHand, false)).toBe(false);
    expect(hintMakesSense(info(policy()), { legalMoves: [] }, false)).toBe(false);
  });
  it('only at the decisions the advisor ranks, and only against bots where it says so', () => {
    expect(hintMakesSense(info(policy({ decisions: ['keep'] })), keep, false)).toBe(true);
    expect(hintMakesSense(info(policy({ decisions: ['keep'] })), call, false)).toBe(false);
    expect(hintMakesSense(info(policy({ against_bots_only: true })), keep, false)).toBe(false);
    expect(hintMakesSense(info(policy({ against_bots_only: true })), keep, true)).toBe(true);
  });
  it('offers none without the game (not loaded, or left out); a game that does not fit is left out alone', () => {
    expect(hintMakesSense(undefined, keep, true)).toBe(false);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const odd = { ...info(), id: 'odd', table: { ...policy(), throws_by_hand: 'yes' } };
    expect(fittingGames({ games: [info(), odd] })).toEqual([info()]);
    expect(error).toHaveBeenCalledOnce();
    expect(String(error.mock.calls[0][0])).toContain('throws_by_hand');
    error.mockRestore();
    expect(() => fittingGames({ error: 'busy' })).toThrow(/no list of games/);
  });
});

describe('the registry finds every game in its folder', () => {
  it('draws every game the engine lists, and no other', () => {
    expect([...gamesDrawn()].sort()).toEqual([...gameIds].sort());
    for (const id of gameIds) expect(gameUi(id), id).not.toBeNull();
  });
  it('knows no game by a name every object has', () => {
    expect(playableInBrowser('chess')).toBe(false);
    expect(playableInBrowser('toString')).toBe(false);
    expect(gameUi('constructor')).toBeNull();
  });
});
