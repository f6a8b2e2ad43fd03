// What the lobby page knows, as a reducer of the lobby socket's messages (pure): the open tables
// (oldest first, replaced in place when their seats change), the games on now with the featured
// one, and where this person's quick play stands.
import type { LiveGame, LobbyMessage, OpenTable } from './lobbyMessages';

export type QuickPlay =
  | { phase: 'idle' }
  /** In the pool; the bot is offered at `offerAt` (ms since the epoch). */
  | { phase: 'seeking'; game: string; rated: boolean; offerAt: number }
  | { phase: 'offered'; game: string; rated: boolean; bot: string }
  | { phase: 'paired'; room: string };

export interface LobbyState {
  connected: boolean;
  tables: OpenTable[];
  live: LiveGame[];
  liveTotal: number;  // the games on now, of which `live` are the first
  featured: string | null;
  quick: QuickPlay;
  error: { code: string; message: string } | null;
}

export const initialLobby: LobbyState = { connected: false, tables: [], live: [], liveTotal: 0, featured: null, quick: { phase: 'idle' }, error: null };

export type LobbyEvent =
  | { kind: 'message'; msg: LobbyMessage; now: number }
  | { kind: 'connection'; open: boolean }
  /** The person asked to play, waiting `botAfter` seconds for the bot (the answer, `seeking`, fixes the countdown). */
  | { kind: 'seek'; game: string; rated: boolean; botAfter: number; now: number }
  | { kind: 'dismiss' };

export function reduceLobby(s: LobbyState, e: LobbyEvent): LobbyState {
  switch (e.kind) {
    case 'connection':
      // A socket that closed left the pool: the person starts again.
      return e.open ? { ...s, connected: true } : { ...s, connected: false, quick: { phase: 'idle' } };
    case 'seek':
      return { ...s, error: null, quick: { phase: 'seeking', game: e.game, rated: e.rated, offerAt: e.now + e.botAfter * 1000 } };
    case 'dismiss':
      return { ...s, error: null };
    case 'message':
      return onMessage(s, e.msg, e.now);
  }
}

function onMessage(s: LobbyState, msg: LobbyMessage, now: number): LobbyState {
  switch (msg.type) {
    case 'lobby':
      return { ...s, tables: msg.tables };
    case 'table_added': {
      const at = s.tables.findIndex((t) => t.room === msg.table.room);
      if (at < 0) return { ...s, tables: [...s.tables, msg.table] };
      const tables = s.tables.slice();
      tables[at] = msg.table;
      return { ...s, tables };
    }
    case 'table_removed':
      return { ...s, tables: s.tables.filter((t) => t.room !== msg.room) };
    case 'games_live':
      return { ...s, live: msg.games, liveTotal: msg.total, featured: msg.featured };
    case 'seeking':
      return { ...s, quick: { phase: 'seeking', game: msg.game, rated: msg.rated, offerAt: now + msg.bot_after * 1000 } };
    case 'bot_offer':
      return s.quick.phase === 'seeking' ? { ...s, quick: { phase: 'offered', game: s.quick.game, rated: s.quick.rated, bot: msg.bot } } : s;
    case 'paired':
      return { ...s, quick: { phase: 'paired', room: msg.room } };
    case 'cancelled':
      return { ...s, quick: { phase: 'idle' } };
    case 'pong':
    case 'tournament_standings':
    case 'tournament_paired':
      return s;  // a tournament's page reads these (tournaments/useTournament.ts)
    case 'error':
      // A refused seek (or accept) leaves the person where they were before it.
      return { ...s, error: { code: msg.code, message: msg.message }, quick: s.quick.phase === 'seeking' || s.quick.phase === 'offered' ? { phase: 'idle' } : s.quick };
  }
}
