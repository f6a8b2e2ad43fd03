// The messages of the online table (docs/PROTOCOL.md and docs/online-table.md), typed once for
// the whole app. The socket's messages are the generated contract's (./generated, docs/contract.md),
// each read through its guard. What depends on the game (its view, moves, situations) comes as it
// arrived (`unknown`) and is checked where the game is known: the room's reducer (state/room.ts)
// checks the moves, the hint and the report, each game's table narrows its view with its guard.
import {
  isChatMessage, isChatRemovedMessage, isErrorMessage, isHintMessage, isPongMessage, isRematchMessage,
  isRematchVoteMessage, isRoomClosedMessage, isStateMessage,
} from './generated/contract';
import type {
  ChatMessage, ChatRemovedMessage, ErrorMessage, GameResult, HintChoice, HintMessage, Hints, PongMessage,
  RematchMessage, RematchVoteMessage, RoomClosedMessage, SeatReport, StateMessage, TablePolicy,
} from './generated/contract';

export type {
  ChatMessage, ChatRemovedMessage, ClaimInfo, CreatedRoom, Decider, ErrorMessage, GameResult, HintMessage, Hints,
  JoinedRoom, PongMessage, RatingChange, RatingPoint, RematchMessage, RematchVoteMessage, ReplayAction, ReplayActions,
  ReplayStep, RoomClosedMessage, RoomStatus, RoomSummary, SeatInfo, StateMessage, TurnClock,
} from './generated/contract';

export interface OptionSpec {
  key: string;
  type: 'bool' | 'integer' | 'choice' | 'text';
  default: string;
  allowed: string;
  description: string;
  min?: number;
  max?: number;
  choices?: string[];
  /** Where the default follows another option's value (Damma's `start` follows `board`): that
   * option's key and, by its value, the default then; `default` holds otherwise. */
  default_by?: { key: string; values: Record<string, string> };
}

export interface GameInfo {
  id: string;
  /** The game's name, summary and rules in the engine's English (`cubilete rules GAME`): the one
   * source of the rules prose; games/<game>/about.ts translates them. */
  name: string;
  summary: string;
  /** Paragraphs separated by "\n" (docs/contract.md; a server may leave it out). */
  rules?: string;
  min_players: number;
  max_players: number;
  default_players: number;
  options: OptionSpec[];
  /** The bots that can play the default rules now, weakest first. */
  bots: string[];
  /** The bot a person meets who chooses none. */
  default_bot?: string;
  advisor: boolean;
  /** Whether a room of it may be rated, and against which bots. */
  rated?: boolean;
  rated_bots?: string[];
  /** How the online table treats the game (docs/contract.md; a server may leave it out): hand
   * throws, when a hint can be asked for, the seats' roles, whether it throws dice. */
  table?: TablePolicy;
}

/** A seat as the lobby asks for it: a person (optionally named) or a bot with its settings. */
export type SeatRequest = { name?: string } | { bot: string };

export interface CreateRoomRequest {
  game: string;
  rules?: Record<string, string | number | boolean>;
  seats: SeatRequest[];
  name?: string;
  client_seed?: string;
  turn_seconds?: number;
  hints?: Hints;
  /** Every person seat an account's; moves ratings (PROTOCOL.md v1.1). */
  rated?: boolean;
  /** Listed among the lobby's open tables until it fills (PROTOCOL.md v1.1). */
  public?: boolean;
  /** The creator's language, shown in the lobby's list. */
  language?: 'pt-BR' | 'es-AR' | 'en';
}

export interface GameRecord {
  format: string;
  version: number;
  game: string;
  rules: Record<string, string>;
  seed: number | string;
  players: unknown;
  actions: string[];
  server_seed: string;
  client_seeds: string[];
  commitment: string;
}

/** A hint whose choices fit the game's contract: each with its name, values, move (and line). */
export type CheckedHint = Omit<HintMessage, 'ranking'> & { ranking: HintChoice[] };

/** A result whose report fits the game's contract. */
export type CheckedResult = Omit<GameResult, 'report'> & { report?: SeatReport[] };


export type ServerMessage =
  | StateMessage
  | HintMessage
  | ErrorMessage
  | ChatMessage
  | ChatRemovedMessage
  | RoomClosedMessage
  | RematchMessage
  | RematchVoteMessage
  | PongMessage;

export type ClientMessage =
  | { type: 'act'; action: string; version: number }
  | { type: 'hint' }
  | { type: 'chat'; text: string }
  | { type: 'rematch' }
  | { type: 'claim' }
  | { type: 'ping' };

/** Reads one frame from the server; anything that is not a known message is refused. */
export function parseServerMessage(text: string): ServerMessage | null {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const type = (data as { type?: unknown }).type;
  switch (type) {
    case 'state':
      return isStateMessage(data) ? data : null;
    case 'hint':
      return isHintMessage(data) ? data : null;
    case 'error':
      return isErrorMessage(data) ? data : null;
    case 'chat':
      return isChatMessage(data) ? data : null;
    case 'chat_removed':
      return isChatRemovedMessage(data) ? data : null;
    case 'room_closed':
      return isRoomClosedMessage(data) ? data : null;
    case 'rematch':
      return isRematchMessage(data) ? data : null;
    case 'rematch_vote':
      return isRematchVoteMessage(data) ? data : null;
    case 'pong':
      return isPongMessage(data) ? data : null;
    default:
      return null;
  }
}
