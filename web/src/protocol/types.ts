// The messages of the online table (docs/PROTOCOL.md and docs/online-table.md), typed once for
// the whole app. What depends on the game (its view, moves, situations) comes as it arrived
// (`unknown`) and is checked against the generated contract (./generated, docs/contract.md) where
// the game is known: the room's reducer (state/room.ts) checks the moves, the hint and the report,
// each game's table narrows its view with its guard.
import {
  isChatMessage, isChatRemovedMessage, isErrorMessage, isPongMessage, isRematchMessage, isRematchVoteMessage,
  isRoomClosedMessage,
} from './generated/contract';
import type {
  ChatMessage, ChatRemovedMessage, ClaimInfo, Decider, ErrorMessage, HintChoice, PongMessage, RematchMessage,
  RematchVoteMessage, RoomClosedMessage, SeatInfo, SeatReport, TablePolicy, TurnClock,
} from './generated/contract';

export type {
  ChatMessage, ChatRemovedMessage, ClaimInfo, Decider, ErrorMessage, PongMessage, RematchMessage, RematchVoteMessage,
  RoomClosedMessage, SeatInfo, TurnClock,
} from './generated/contract';

export type Status = 'waiting' | 'playing' | 'over';

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

export interface RoomSummary {
  room: string;
  game: string;
  rules: Record<string, string>;
  name?: string;
  seats: SeatInfo[];
  status: Status;
  version: number;
  commitment: string;
  rematch: string | null;
  previous?: string | null;
  turn_seconds?: number;
  /** Whether people may ask for hints while playing (PROTOCOL.md v1.1). */
  hints?: Hints;
  /** Whether the result moves the players' ratings (PROTOCOL.md v1.1). */
  rated?: boolean;
  /** A daily challenge's attempt: its day, YYYY-MM-DD (PROTOCOL.md v1.2); null for any other room. */
  daily?: string | null;
}

export type Hints = 'on' | 'off';

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

export interface CreatedRoom {
  room: string;
  seat: number;
  token: string;
  commitment: string;
}

export interface JoinedRoom {
  seat: number;
  token: string;
}

export interface GameResult {
  scores: number[];
  returns: number[];
  winners: number[];
  /** Each person's decisions that lost against the advisor (games with one): as it arrived, until
   * the room's reducer has checked it against the game's contract. */
  report?: unknown[];
  /** A game ended by a claim: the seats that had left it. */
  abandoned_by?: number[];
  /** A rated game: each rated seat's rating before and after it, as it arrived, until the room's
   * reducer has read it (components/ratingChange.ts). */
  ratings?: unknown;
}

/** A rating at one moment: the value and its uncertainty (Glicko-2). */
export interface RatingPoint {
  rating: number;
  deviation: number;
}

/** One rated seat's change at the end of a game (PROTOCOL.md v1.1: the result's `ratings`). */
export interface RatingChange {
  seat: number;
  before: RatingPoint;
  after: RatingPoint;
  /** The new rating is still uncertain (shown with a "?", as on the profile). */
  provisional: boolean;
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

/** GET /api/rooms/CODE/replay/VIEWER: every action as that viewer knew it. */
export interface ReplayActions {
  room: string;
  game: string;
  viewer: string;
  steps: number;
  /** `by`: who decided it (a v1 server leaves it out); `move`: the action structured, as
   * that viewer knew it (docs/contract.md; a server may leave it out), checked against the
   * game's contract where used. */
  actions: { name: string; actor: number | null; chance: boolean; by?: Decider; move?: unknown }[];
}

/** GET /api/rooms/CODE/replay/VIEWER/STEP: the view after STEP actions. */
export interface ReplayStep {
  room: string;
  game: string;
  viewer: string;
  step: number;
  steps: number;
  view: unknown;
  to_move: number | null;
}

export interface StateMessage {
  type: 'state';
  version: number;
  seat: number | null;
  status: Status;
  view: unknown;
  to_move: number | null;
  legal?: string[];
  /** Parallel to legal: each legal action structured (docs/contract.md). */
  legal_moves?: unknown[];
  events: string[];
  actors?: (number | null)[];
  /** Parallel to events: each structured, with who decided it and in whose turn. */
  moves?: unknown[];
  seats?: SeatInfo[];
  commitment?: string;
  result?: GameResult;
  hints?: Hints;
  /** Whether the result moves the players' ratings (PROTOCOL.md v1.1). */
  rated?: boolean;
  clock?: TurnClock;
  claim?: ClaimInfo;
}

/** The advisor's ranking for the seat to move. `ranking` as it arrived (`unknown[]`) until the
 * room's reducer has checked each choice against the game's contract (`CheckedHint`). */
export interface HintMessage<Choice = unknown> {
  type: 'hint';
  version: number;
  measure?: string;
  /** Present when the ranking is by the chance of winning (what that chance means). */
  win_measure?: string;
  ranking: Choice[];
}

/** A hint whose choices fit the game's contract: each with its name, values, move (and line). */
export type CheckedHint = HintMessage<HintChoice>;

/** A result whose report fits the game's contract and whose rating changes were read. */
export interface CheckedResult extends Omit<GameResult, 'report' | 'ratings'> {
  report?: SeatReport[];
  ratings?: RatingChange[];
}


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
    case 'state': {
      const s = data as StateMessage;
      if (typeof s.version !== 'number' || !Array.isArray(s.events ?? [])) return null;
      return { ...s, events: s.events ?? [] };
    }
    case 'hint':
      return data as HintMessage;
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
