// The lobby socket's messages (docs/PROTOCOL.md, "Lobby and quick play"): their types and guard
// are generated from the server's declarations (src/present/lobby_protocol.h); what does not fit
// is dropped (null), never cast. And the seek this page sends (src/present/client_requests.h).
import { frameJson } from '../../protocol/frame';
import { isLiveGame, isLobbyMessage, isOpenTable } from '../../protocol/generated/contract';
import type { LobbyMessage, SeekRequest, TableLanguage } from '../../protocol/generated/contract';
import { seedField } from '../seed';

export type { LiveGame, LiveSeat, LobbyClientMessage, LobbyMessage, OpenTable } from '../../protocol/generated/contract';

/** A signed-in person's rating as a list shows it, from the rating and provisional a creator or a seat carries. */
export function shownRating(x: { rating?: number; provisional?: boolean }): { rating: number; provisional: boolean } | null {
  return x.rating === undefined ? null : { rating: x.rating, provisional: x.provisional === true };
}

/** One message from the lobby socket, or null when it is not one this page knows. A list keeps
 * the entries that fit: one table a newer server describes otherwise does not hide the others. */
export function readLobbyMessage(text: string): LobbyMessage | null {
  let x = frameJson(text);
  if (typeof x !== 'object' || x === null || Array.isArray(x)) return null;
  const o = x as Record<string, unknown>;
  if (o.type === 'lobby' && Array.isArray(o.tables)) x = { ...o, tables: o.tables.filter(isOpenTable) };
  if (o.type === 'games_live' && Array.isArray(o.games)) x = { ...o, games: o.games.filter(isLiveGame) };
  return isLobbyMessage(x) ? x : null;
}

/** What a person asks of quick play: `botAfter` in seconds; `name` for a guest (an account's socket
 * sits under the account's name); `clientSeed` theirs for the fair dice, as a created room's. */
export interface Seek {
  game: string;
  rated: boolean;
  language: TableLanguage;
  botAfter: number;
  name: string;
  clientSeed: string;
}

/** The seek message: the optional fields only when they say something. */
export function seekMessage({ game, rated, language, botAfter, name, clientSeed }: Seek): SeekRequest {
  return {
    type: 'seek', game, language, bot_after: botAfter, ...(rated ? { rated: true } : {}), ...(name ? { name } : {}),
    ...seedField(clientSeed),
  };
}

/** The lobby socket's address on this page's server. */
export function lobbySocketUrl(loc: { protocol: string; host: string }): string {
  return `${loc.protocol === 'https:' ? 'wss:' : 'ws:'}//${loc.host}/ws?lobby=1`;
}
