// The daily challenge's HTTP calls and answers (docs/PROTOCOL.md v1.2, "dice by position and the
// daily challenge"): today's games, an attempt, a day's board.
import { ApiError, call, post } from '../protocol/http';
import type { DailyComparison } from './compare';

export interface DailyMine {
  room: string;
  status: 'playing' | 'over';
  score: number | null;
}

export interface DailyGame {
  game: string;
  rules: Record<string, string>;
  date: string;
  commitment: string;
  entrants: number;
  mine: DailyMine | null;
}

export interface DailyOverview {
  today: string;
  games: DailyGame[];
  upcoming: { date: string; game: string; commitment: string }[];
  revealed: { date: string; game: string; seed: string; commitment: string }[];
}

export interface DailyAttempt {
  room: string;
  seat: number;
  /** Null when the attempt was made before: an account's session reaches its seat. */
  token: string | null;
  ranked: boolean;
  commitment: string;
}

export interface DailyResult {
  rank: number;
  name: string;
  account: number;
  score: number;
  finished: string;
}

export interface DailyBoard {
  date: string;
  game: string;
  commitment: string;
  seed: string | null;
  entrants: number;
  results: DailyResult[];
  mine: { rank: number; score: number; room: string } | null;
}

/** The optimum's game on a day's dice: a v1 record with its score (its seed 0 until the reveal). */
export interface DailyOptimal {
  actions: string[];
  scores: number[];
  seed: number | string;
}

const path = (game: string) => `/api/daily/${encodeURIComponent(game)}`;

export const dailyApi = {
  overview: () => call<DailyOverview>('/api/daily'),
  start: (game: string, language: string) => call<DailyAttempt>(path(game), post({ language })),
  optimal: (game: string, date: string) => call<DailyOptimal>(`${path(game)}/${encodeURIComponent(date)}/optimal`),
  /** The person's finished attempt beside the optimum's game (compare.ts). */
  compare: (game: string, date: string) => call<DailyComparison>(`${path(game)}/${encodeURIComponent(date)}/compare`),
  board: (game: string, date: string, after = 0) =>
    call<DailyBoard>(`${path(game)}/${encodeURIComponent(date)}?after=${after}`),
};

/**
 * Asks again while the server answers not_yet just after an attempt's end (its end is on its way
 * to the store): a few times, a little later each time; any other answer at once.
 */
export async function afterTheEnd<T>(ask: () => Promise<T>, tries = 5, delay = 400): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await ask();
    } catch (e) {
      if (!(e instanceof ApiError && e.code === 'not_yet') || i >= tries) throw e;
      await new Promise((r) => setTimeout(r, delay * 2 ** (i - 1)));
    }
  }
}

/** The page of a day's board. */
export const boardPath = (game: string, date: string) => `/daily/${game}/${date}`;

/** When a day's seed is revealed (the server's rule: a minute after the day's end, UTC). */
export function revealTime(date: string): number {
  return Date.parse(`${date}T00:00:00Z`) + 24 * 3600 * 1000 + 60 * 1000;
}

/** The language's own game first (the lobby's choice for a new table), then the server's order. */
export function stripOrder(games: DailyGame[], first: string): DailyGame[] {
  return [...games.filter((g) => g.game === first), ...games.filter((g) => g.game !== first)];
}
