// Tournaments' HTTP calls and answers (docs/PROTOCOL.md v1.2, "Tournaments"): the lists, one
// tournament with its standings and the person's own place, making one, joining, withdrawing, and
// a duplicate tournament's game.
import { call, post } from '../protocol/http';
import type { CreatedRoom, TournamentStandingRow } from '../protocol/generated/contract';

export type TournamentKind = 'arena' | 'duplicate';
export type TournamentStatus = 'upcoming' | 'running' | 'finished' | 'cancelled';

export interface Tournament {
  id: string;
  kind: TournamentKind;
  game: string;
  rules: Record<string, string>;
  starts: string;
  ends: string;
  entrants: number;
  public: boolean;
  rated: boolean;
  created_by: string | null;
  status: TournamentStatus;
  winner: string | null;
  commitment?: string;
  games?: number;
  seed?: string;
  cancel_reason?: string;
}

/** A row of the standings as the socket sends it (the contract's) and, once a duplicate
 * tournament is over, the page's answer with the entrant's games. */
export type StandingRow = TournamentStandingRow & { rooms?: string[] };

export interface MyPlace {
  rank: number | null;
  score: number;
  games: number;
  streak: number;
  joined: boolean;
  room: string | null;
  /** The rooms of its games that count, in the order they were played. */
  rooms?: string[];
}

export interface TournamentView extends Tournament {
  standings: StandingRow[];
  mine: MyPlace | null;
}

export interface TournamentLists {
  upcoming: Tournament[];
  running: Tournament[];
  finished: Tournament[];
}

/** What the form makes: `starts` "now" or an ISO time. */
export interface NewTournament {
  kind: TournamentKind;
  game: string;
  starts: string;
  minutes: number;
  public: boolean;
  rated?: boolean;
}

const one = (id: string) => `/api/tournaments/${encodeURIComponent(id)}`;

export const tournamentsApi = {
  lists: () => call<TournamentLists>('/api/tournaments'),
  get: (id: string) => call<TournamentView>(one(id)),
  create: (body: NewTournament) => call<Tournament>('/api/tournaments', post(body)),
  join: (id: string) => call<{ id: string; joined: boolean }>(`${one(id)}/join`, post({})),
  withdraw: (id: string) => call<{ id: string; joined: boolean }>(`${one(id)}/withdraw`, post({})),
  play: (id: string) => call<CreatedRoom>(`${one(id)}/play`, post({})),
  /** The optimum's game on a finished duplicate tournament's dice (a record: its score first). */
  optimal: (id: string) => call<{ scores: number[] }>(`${one(id)}/optimal`),
};

export const tournamentPath = (id: string) => `/t/${encodeURIComponent(id)}`;

/** Whole seconds from `now` to an ISO time (0 once past). */
export function secondsTo(iso: string, now: number): number {
  return Math.max(0, Math.ceil((Date.parse(iso) - now) / 1000));
}

/** "1:05:09", "5:09" or "0:09": a countdown's text. */
export function clock(seconds: number): string {
  const h = Math.floor(seconds / 3600), m = Math.floor((seconds % 3600) / 60), s = seconds % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}
