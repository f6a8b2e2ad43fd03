// The client's picture of one room, as pure functions of the messages that arrive (no I/O here,
// so every rule is unit-tested). The server is the authority: each `state` replaces the picture
// whole; the client only adds what it remembers across states (the log, the chat, the hint for
// the current version) and what it is waiting for (an action sent at a version).
import type { Connection } from '../protocol/socket';
import type {
  ChatMessage, ClaimInfo, Decider, ErrorMessage, GameResult, HintMessage, Hints, MoveInfo, RematchMessage, SeatInfo,
  ServerMessage, Status, TurnClock,
} from '../protocol/types';

export interface LogEntry {
  /** The version after this action: a stable key and the order. */
  version: number;
  seat: number | null;
  text: string;
  /** Who decided it (absent from servers before v1.1). */
  by?: Decider;
}

/** A chat line as the room keeps it: `old` marks the lines already said when the page connected. */
export interface ChatLine extends ChatMessage {
  old?: boolean;
}

export interface RoomState {
  connection: Connection;
  /** -1 until the first snapshot arrives. */
  version: number;
  seat: number | null;
  status: Status;
  view: unknown;
  toMove: number | null;
  legal: string[];
  seats: SeatInfo[];
  commitment: string;
  result: GameResult | null;
  /** Whether hints may be asked for while playing. */
  hints: Hints;
  /** The turn clock of the seat to act, while it runs. */
  clock: TurnClock | null;
  /** Person seats gone from a game between people, and when it may be claimed. */
  claim: ClaimInfo | null;
  log: LogEntry[];
  /** The actions the last state brought (for animations and banners). */
  recent: string[];
  chat: ChatLine[];
  /** The page's first connection is still being greeted: the chat lines arriving now were said
   * before the page was there (the server sends them with the snapshot), not news. The first
   * other message after the snapshot (the pong to the ping sent on opening at the latest) ends it. */
  chatHistory: boolean;
  hint: HintMessage | null;
  hintAsked: boolean;
  error: ErrorMessage | null;
  /** The version an action was sent at, until a newer state (or an error) answers it. */
  pending: number | null;
  rematchAsked: boolean;
  /** The seats that asked for a rematch so far. */
  rematchVotes: number[];
  rematch: RematchMessage | null;
  /** True once the server refused the room or the seat for good (no reconnecting). */
  fatal: boolean;
  /** The first state on every (re)connection is a snapshot: its events are not news. */
  awaitingSnapshot: boolean;
}

export const LOG_LIMIT = 400;
export const CHAT_LIMIT = 200;

export function initialRoom(): RoomState {
  return {
    connection: 'connecting', version: -1, seat: null, status: 'waiting', view: null, toMove: null,
    legal: [], seats: [], commitment: '', result: null, hints: 'on', clock: null, claim: null, log: [], recent: [], chat: [], chatHistory: true, hint: null, hintAsked: false,
    error: null, pending: null, rematchAsked: false, rematchVotes: [], rematch: null, fatal: false, awaitingSnapshot: true,
  };
}

export type RoomEvent =
  | { kind: 'message'; msg: ServerMessage }
  | { kind: 'connection'; connection: Connection }
  | { kind: 'sent-action'; version: number }
  | { kind: 'asked-hint' }
  | { kind: 'asked-rematch' }
  | { kind: 'dismiss-error' }
  | { kind: 'dismiss-hint' };

const FATAL_CODES = new Set(['no_such_room', 'bad_token', 'too_many_sockets']);

function withLog(log: LogEntry[], events: string[], actors: (number | null)[] | undefined, moves: MoveInfo[] | undefined,
  version: number): LogEntry[] {
  if (events.length === 0) return log;
  // events are the actions since the previous state: the last one brought the room to `version`.
  const fresh = events.map((text, i) => ({
    version: version - events.length + 1 + i,
    seat: actors?.[i] ?? moves?.[i]?.seat ?? null,
    text,
    ...(moves?.[i] ? { by: moves[i].by } : {}),
  }));
  const known = new Set(log.map((e) => e.version));
  const merged = [...log, ...fresh.filter((e) => !known.has(e.version))];
  return merged.length > LOG_LIMIT ? merged.slice(merged.length - LOG_LIMIT) : merged;
}

export function reduceRoom(s: RoomState, e: RoomEvent): RoomState {
  switch (e.kind) {
    case 'connection':
      return {
        ...s,
        connection: e.connection,
        // a new connection starts with a snapshot; an action in flight on the old one is moot
        awaitingSnapshot: e.connection === 'open' ? true : s.awaitingSnapshot,
        pending: e.connection === 'open' ? s.pending : null,
      };
    case 'sent-action':
      return { ...s, pending: e.version, error: null };
    case 'asked-hint':
      return { ...s, hintAsked: true, error: null };
    case 'asked-rematch':
      return { ...s, rematchAsked: true };
    case 'dismiss-error':
      return { ...s, error: null };
    case 'dismiss-hint':
      return { ...s, hint: null };
    case 'message':
      return reduceMessage(s, e.msg);
  }
}

function reduceMessage(s: RoomState, msg: ServerMessage): RoomState {
  // The greeting of the first connection: its snapshot and the recent chat lines (around it).
  if (s.chatHistory && msg.type !== 'chat' && !(msg.type === 'state' && s.awaitingSnapshot))
    s = { ...s, chatHistory: false };
  switch (msg.type) {
    case 'state': {
      const sameVersion = msg.version === s.version;
      const snapshot = s.awaitingSnapshot;
      // A snapshot after a reconnect may carry the actions missed while away; the log keys by
      // version, so what was already shown is not shown twice.
      const log = withLog(s.log, msg.events, msg.actors, msg.moves, msg.version);
      return {
        ...s,
        version: msg.version,
        seat: msg.seat,
        status: msg.status,
        view: msg.view,
        toMove: msg.to_move,
        legal: msg.legal ?? [],
        seats: msg.seats ?? s.seats,
        commitment: msg.commitment ?? s.commitment,
        result: msg.result ?? null,
        hints: msg.hints ?? s.hints,
        clock: msg.clock ?? null,
        claim: msg.claim ?? null,
        log,
        recent: snapshot ? [] : msg.events,
        // the server follows every snapshot with the recent chat lines again
        chat: snapshot ? [] : s.chat,
        hint: sameVersion ? s.hint : null,
        hintAsked: sameVersion ? s.hintAsked : false,
        pending: s.pending !== null && msg.version <= s.pending && !snapshot ? s.pending : null,
        awaitingSnapshot: false,
        error: sameVersion ? s.error : null,
      };
    }
    case 'hint':
      return msg.version === s.version ? { ...s, hint: msg, hintAsked: false } : s;
    case 'chat': {
      const chat: ChatLine[] = [...s.chat, s.chatHistory ? { ...msg, old: true } : msg];
      return { ...s, chat: chat.length > CHAT_LIMIT ? chat.slice(chat.length - CHAT_LIMIT) : chat };
    }
    case 'error':
      return { ...s, error: msg, pending: null, hintAsked: false, fatal: s.fatal || FATAL_CODES.has(msg.code) };
    case 'rematch':
      return { ...s, rematch: msg };
    case 'rematch_vote':
      return { ...s, rematchVotes: msg.seats, rematchAsked: s.rematchAsked || (s.seat !== null && msg.seats.includes(s.seat)) };
    case 'pong':
      return s;
  }
}

/** The seat may act now: its turn, the game on, connected, and no action of its own in flight. */
export function canAct(s: RoomState): boolean {
  return s.seat !== null && s.status === 'playing' && s.toMove === s.seat && s.connection === 'open' &&
    s.pending === null && s.legal.length > 0;
}

export function isLegal(s: RoomState, action: string): boolean {
  return s.legal.includes(action);
}

/** People seats still free (the game starts when there are none). */
export function openSeats(seats: SeatInfo[]): number {
  return seats.filter((x) => x.bot === null && !x.taken).length;
}
