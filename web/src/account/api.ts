// The accounts' HTTP endpoints (PROTOCOL.md v1.1, Accounts; docs/online-table.md, "The accounts'
// endpoints"). The session is an HttpOnly cookie the browser sends by itself: nothing here reads it.
import { call, post } from '../protocol/http';

export interface Account { name: string; created: string }

export interface GameRating {
  rating: number;
  deviation: number;
  volatility: number;
  games: number;
  provisional: boolean;
  last_rated: string | null;
  rank: number | null;
}

export interface ProfileGame {
  room: string;
  game: string;
  ended: string;
  seat: number;
  result: 'win' | 'draw' | 'loss';
  place: number;
  players: number;
  score: number;
  rated: boolean;
  left: boolean;
  rating: { before: number; after: number; deviation_before: number; deviation_after: number } | null;
  seats: { seat: number; name: string | null; bot: string | null; account: string | null }[];
}

/** An account's analysed games of one game under one measure (docs/analysis.md, Profiles). */
export interface ProfileAnalysis {
  measure: string;
  games: number;
  accuracy: number | null;
  luck: number;
  recent: { room: string; ended: string; accuracy: number | null; luck: number }[];
}

/** An account's daily challenge (PROTOCOL.md, v1.2): its streaks and its newest attempts. */
export interface ProfileDaily {
  /** Days in a row with a finished attempt, up to today (or yesterday, while today's may come). */
  streak: number;
  best_streak: number;
  history: { date: string; game: string; status: string; score: number | null; ranked: boolean; room: string }[];
}

export interface Profile {
  name: string;
  created: string;
  ratings: Record<string, GameRating>;
  stats: Record<string, { played: number; won: number; drawn: number; lost: number; average_score: number }>;
  analysis: Record<string, ProfileAnalysis[]>;
  games: ProfileGame[];
  next: string | null;
  /** Absent from an older server's profile. */
  daily?: ProfileDaily;
  /** Its finished tournaments, the latest first (absent from an older server's profile). */
  tournaments?: ProfileTournament[];
}

/** A finished tournament on a profile: the account's place in it. */
export interface ProfileTournament {
  id: string;
  kind: 'arena' | 'duplicate';
  game: string;
  ends: string;
  rank: number;
  score: number;
  games: number;
  entrants: number;
  winner: string | null;
}

export interface RatingHistory {
  name: string;
  game: string;
  start: { rating: number; deviation: number };
  points: { at: string; room: string; rating: number; deviation: number; change: number }[];
}

export interface Leaderboard {
  game: string;
  players: { rank: number; name: string; rating: number; deviation: number; games: number }[];
  policy: { max_deviation: number; recent_games: number; recent_days: number };
}

const del = (body: unknown): RequestInit => ({ method: 'DELETE', body: JSON.stringify(body) });
const player = (name: string) => `/api/players/${encodeURIComponent(name)}`;

export const accountApi = {
  me: () => call<Account>('/api/account'),
  signUp: (name: string, password: string) => call<Account>('/api/account/signup', post({ name, password })),
  signIn: (name: string, password: string) => call<Account>('/api/account/signin', post({ name, password })),
  signOut: (everywhere = false) => call<unknown>('/api/account/signout', post({ everywhere })),
  resetPassword: (token: string, password: string) => call<unknown>('/api/account/reset', post({ token, password })),
  changePassword: (old: string, next: string) => call<unknown>('/api/account/password', post({ old, new: next })),
  remove: (password: string) => call<unknown>('/api/account', del({ password })),
  keepSeats: (seats: { room: string; token: string }[]) =>
    call<{ seats: { room: string; kept: boolean }[] }>('/api/account/seats', post({ seats })),
  profile: (name: string, before?: string) =>
    call<Profile>(before ? `${player(name)}?before=${encodeURIComponent(before)}` : player(name)),
  history: (name: string, game: string) => call<RatingHistory>(`${player(name)}/history/${encodeURIComponent(game)}`),
  leaderboard: (game: string) => call<Leaderboard>(`/api/leaderboard/${encodeURIComponent(game)}`),
};
