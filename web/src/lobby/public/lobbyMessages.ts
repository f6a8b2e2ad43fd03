// The lobby socket's messages (docs/PROTOCOL.md v1.1, "Lobby and quick play"), read field by field:
// what does not fit is dropped (null), never cast. The list of open tables, the games on now with
// their scores and the featured one, and the quick-play answers; and the seek this page sends.
import { seedField } from '../seed';

export interface Rating { rating: number; provisional: boolean }

export interface OpenTable {
  room: string;
  game: string;
  rulesChanged: Record<string, string>;
  seatsTaken: number;
  seats: number;
  rated: boolean;
  creator: { name: string | null; account: string | null; rating: Rating | null };
  language: string | null;
  created: string;
}

export interface LiveSeat { name: string | null; account: string | null; bot: string | null; score: number; rating: Rating | null }

export interface LiveGame {
  room: string;
  game: string;
  rulesChanged: Record<string, string>;
  rated: boolean;
  language: string | null;
  seats: LiveSeat[];
  rating: number | null;
}

export type LobbyMessage =
  | { type: 'lobby'; tables: OpenTable[] }
  | { type: 'table_added'; table: OpenTable }
  | { type: 'table_removed'; room: string }
  | { type: 'games_live'; games: LiveGame[]; total: number; featured: string | null }
  | { type: 'seeking'; game: string; botAfter: number; rated: boolean }
  | { type: 'bot_offer'; bot: string }
  | { type: 'paired'; room: string; seat: number; token: string }
  | { type: 'cancelled' }
  | { type: 'error'; code: string; message: string };

type Obj = Record<string, unknown>;
const isObj = (x: unknown): x is Obj => typeof x === 'object' && x !== null && !Array.isArray(x);
const str = (x: unknown): string | null => (typeof x === 'string' ? x : null);
const num = (x: unknown): number | null => (typeof x === 'number' && Number.isFinite(x) ? x : null);

function strings(x: unknown): Record<string, string> | null {
  if (!isObj(x)) return null;
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(x)) {
    if (typeof v !== 'string') return null;
    out[k] = v;
  }
  return out;
}

function rating(o: Obj): Rating | null {
  const r = num(o.rating);
  return r === null ? null : { rating: r, provisional: o.provisional === true };
}

function table(x: unknown): OpenTable | null {
  if (!isObj(x) || !isObj(x.creator)) return null;
  const room = str(x.room), game = str(x.game), created = str(x.created), rules = strings(x.rules_changed);
  const taken = num(x.seats_taken), seats = num(x.seats);
  if (room === null || game === null || created === null || rules === null || taken === null || seats === null) return null;
  return {
    room, game, rulesChanged: rules, seatsTaken: taken, seats, rated: x.rated === true,
    creator: { name: str(x.creator.name), account: str(x.creator.account), rating: rating(x.creator) }, language: str(x.language), created,
  };
}

function liveGame(x: unknown): LiveGame | null {
  if (!isObj(x) || !Array.isArray(x.seats)) return null;
  const room = str(x.room), game = str(x.game), rules = strings(x.rules_changed);
  if (room === null || game === null || rules === null) return null;
  const seats: LiveSeat[] = [];
  for (const s of x.seats) {
    if (!isObj(s) || num(s.score) === null) return null;
    seats.push({ name: str(s.name), account: str(s.account), bot: str(s.bot), score: num(s.score) ?? 0, rating: rating(s) });
  }
  return { room, game, rulesChanged: rules, rated: x.rated === true, language: str(x.language), seats, rating: num(x.rating) };
}

const present = <T,>(xs: (T | null)[]): T[] => xs.filter((x): x is T => x !== null);

/** One message from the lobby socket, or null when it is not one this page knows. */
export function readLobbyMessage(text: string): LobbyMessage | null {
  let x: unknown;
  try {
    x = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isObj(x)) return null;
  switch (x.type) {
    case 'lobby':
      return Array.isArray(x.tables) ? { type: 'lobby', tables: present(x.tables.map(table)) } : null;
    case 'table_added': {
      const t = table(x.table);
      return t && { type: 'table_added', table: t };
    }
    case 'table_removed': {
      const room = str(x.room);
      return room === null ? null : { type: 'table_removed', room };
    }
    case 'games_live':
      if (!Array.isArray(x.games)) return null;
      {
        const games = present(x.games.map(liveGame));
        // `total`: how many are on (the server names at most 40); a server without it names them all.
        return { type: 'games_live', games, total: Math.max(num(x.total) ?? games.length, games.length), featured: str(x.featured) };
      }
    case 'seeking': {
      const game = str(x.game);
      return game === null ? null : { type: 'seeking', game, botAfter: num(x.bot_after) ?? 30, rated: x.rated === true };
    }
    case 'bot_offer':
      return { type: 'bot_offer', bot: str(x.bot) ?? '' };
    case 'paired': {
      const room = str(x.room), seat = num(x.seat), token = str(x.token);
      return room === null || seat === null || token === null ? null : { type: 'paired', room, seat, token };
    }
    case 'cancelled':
      return { type: 'cancelled' };
    case 'error':
      return { type: 'error', code: str(x.code) ?? 'unknown', message: str(x.message) ?? '' };
    default:
      return null;
  }
}

/** What a person asks of quick play: `botAfter` in seconds; `name` for a guest (an account's socket
 * sits under the account's name); `clientSeed` theirs for the fair dice, as a created room's. */
export interface Seek {
  game: string;
  rated: boolean;
  language: string;
  botAfter: number;
  name: string;
  clientSeed: string;
}

/** The seek message: the optional fields only when they say something. */
export function seekMessage({ game, rated, language, botAfter, name, clientSeed }: Seek): Record<string, unknown> {
  return {
    type: 'seek', game, language, bot_after: botAfter, ...(rated ? { rated: true } : {}), ...(name ? { name } : {}),
    ...seedField(clientSeed),
  };
}

/** The lobby socket's address on this page's server. */
export function lobbySocketUrl(loc: { protocol: string; host: string }): string {
  return `${loc.protocol === 'https:' ? 'wss:' : 'ws:'}//${loc.host}/ws?lobby=1`;
}
