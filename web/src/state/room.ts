// The client's picture of one room, as pure functions of the messages that arrive (no I/O here,
// so every rule is unit-tested). The server is the authority: each `state` replaces the picture
// whole; the client only adds what it remembers across states (the log, the chat, the hint for
// the current version) and what it is waiting for (an action sent at a version). What depends on
// the game (moves, legal moves, the hint, the report, the view) is checked against the generated
// contract as it arrives (protocol/checked.ts); what does not fit is left out and said in
// `protocolError`.
import type { Connection } from '../protocol/socket';
import type { ChatMessage, ClaimInfo, Decider, DuplicateSeat, ErrorMessage, Hints, RematchMessage, RoomStatus, SeatInfo, TurnClock } from '../protocol/generated/contract';
import type { CheckedHint, CheckedResult } from '../protocol/checked';
import type { ServerMessage } from '../protocol/serverMessage';
import { checkHint, checkReport, checkState, type AnyLegalMove, type Move } from '../protocol/checked';
import type { MoveEntry } from '../protocol/generated/contract';

export interface LogEntry {
  /** The version after this action: a stable key and the order. */
  version: number;
  seat: number | null;
  /** The action's name as the server wrote it: shown as it is only where no move came. */
  text: string;
  /** Who decided it (a v1 server leaves it out). */
  by?: Decider;
  /** The action structured, as this seat may know it (a server may leave it out). */
  move?: Move;
}

/** A legal action: its name (what is sent to play it) and the same structured. */
export interface Choice<M extends AnyLegalMove = AnyLegalMove> {
  action: string;
  move: M;
}

/** A chat line as the room keeps it: `old` marks the lines already said when the page connected. */
export interface ChatLine extends ChatMessage {
  old?: boolean;
}

export interface RoomState {
  /** The room's game (its id): what the game-dependent parts are checked against. */
  game: string;
  connection: Connection;
  /** -1 until the first snapshot arrives. */
  version: number;
  seat: number | null;
  status: RoomStatus;
  view: unknown;
  toMove: number | null;
  legal: string[];
  /** Parallel to `legal`: each legal action structured (empty where they did not fit). */
  legalMoves: AnyLegalMove[];
  seats: SeatInfo[];
  commitment: string;
  result: CheckedResult | null;
  /** Whether hints may be asked for while playing. */
  hints: Hints;
  /** Whether the result moves the players' ratings. */
  rated: boolean;
  /** The turn clock of the seat to act, while it runs. */
  clock: TurnClock | null;
  /** Person seats gone from a game between people, and when it may be claimed. */
  claim: ClaimInfo | null;
  /** A duplicate room's seats as this watcher may know them (a match's only). */
  duplicate: DuplicateSeat[] | null;
  log: LogEntry[];
  /** The actions the last state brought (for animations and banners). */
  recent: LogEntry[];
  chat: ChatLine[];
  /** The page's first connection is still being greeted: the chat lines arriving now were said
   * before the page was there (the server sends them with the snapshot), not news. The first
   * other message after the snapshot (the pong to the ping sent on opening at the latest) ends it. */
  chatHistory: boolean;
  hint: CheckedHint | null;
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
  /** What of the latest state (or hint) did not fit the game's contract: shown, never guessed at. */
  protocolError: string | null;
}

export const LOG_LIMIT = 400;
export const CHAT_LIMIT = 200;

export function initialRoom(game: string): RoomState {
  return {
    game, connection: 'connecting', version: -1, seat: null, status: 'waiting', view: null, toMove: null,
    legal: [], legalMoves: [], seats: [], commitment: '', result: null, hints: 'on', rated: false, clock: null, claim: null, duplicate: null, log: [], recent: [],
    chat: [], chatHistory: true, hint: null, hintAsked: false, error: null, pending: null, rematchAsked: false, rematchVotes: [],
    rematch: null, fatal: false, awaitingSnapshot: true, protocolError: null,
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

/** The entries a state brings: its events, the last of which brought the room to `version`. */
function freshEntries(events: string[], actors: (number | null)[], moves: (MoveEntry | undefined)[],
  version: number): LogEntry[] {
  return events.map((text, i) => {
    const move = moves[i];
    const entry: LogEntry = { version: version - events.length + 1 + i, seat: actors[i] ?? move?.seat ?? null, text };
    if (move) {
      entry.by = move.by;
      entry.move = move;
    }
    return entry;
  });
}

function withLog(log: LogEntry[], fresh: LogEntry[]): LogEntry[] {
  if (fresh.length === 0) return log;
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
      const checked = checkState(s.game, msg);
      const { report, problem } = checkReport(s.game, msg.result?.report);
      const problems = problem ? [...checked.problems, problem] : checked.problems;
      const fresh = freshEntries(msg.events, msg.actors, checked.moves, msg.version);
      // A snapshot after a reconnect may carry the actions missed while away; the log keys by
      // version, so what was already shown is not shown twice.
      const log = withLog(s.log, fresh);
      return {
        ...s,
        version: msg.version,
        seat: msg.seat,
        status: msg.status,
        view: msg.view,
        toMove: msg.to_move,
        legal: msg.legal,
        legalMoves: checked.legalMoves,
        seats: msg.seats,
        commitment: msg.commitment,
        result: msg.result ? { ...msg.result, report } : null,
        hints: msg.hints,
        rated: msg.rated,
        clock: msg.clock ?? null,
        claim: msg.claim ?? null,
        duplicate: msg.duplicate ?? null,
        log,
        recent: snapshot ? [] : fresh,
        // the server follows every snapshot with the recent chat lines again
        chat: snapshot ? [] : s.chat,
        hint: sameVersion ? s.hint : null,
        hintAsked: sameVersion ? s.hintAsked : false,
        pending: s.pending !== null && msg.version <= s.pending && !snapshot ? s.pending : null,
        awaitingSnapshot: false,
        error: sameVersion ? s.error : null,
        protocolError: problems.length ? problems.join('; ') : null,
      };
    }
    case 'hint': {
      if (msg.version !== s.version) return s;
      const { ranking, problem } = checkHint(s.game, msg.ranking);
      return ranking ? { ...s, hint: { ...msg, ranking }, hintAsked: false } : { ...s, hintAsked: false, protocolError: problem };
    }
    case 'chat': {
      const chat: ChatLine[] = [...s.chat, s.chatHistory ? { ...msg, old: true } : msg];
      return { ...s, chat: chat.length > CHAT_LIMIT ? chat.slice(chat.length - CHAT_LIMIT) : chat };
    }
    case 'chat_removed':
      return { ...s, chat: s.chat.map((c) => (c.id === msg.id ? { ...c, removed: true, text: '' } : c)) };
    case 'room_closed':
      return { ...s, error: { type: 'error', code: 'room_closed', message: msg.reason }, pending: null, fatal: true };
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

/** The legal actions with their moves (none where the moves did not fit). */
export function choices(s: Pick<RoomState, 'legal' | 'legalMoves'>): Choice[] {
  return s.legalMoves.length === s.legal.length ? s.legal.map((action, i) => ({ action, move: s.legalMoves[i] })) : [];
}

/** The legal actions of one kind, typed by it ("keep": the keeps with their dice). */
export function choicesOf<K extends AnyLegalMove['kind']>(s: Pick<RoomState, 'legal' | 'legalMoves'>, kind: K):
  Choice<Extract<AnyLegalMove, { kind: K }>>[] {
  return choices(s).filter((c): c is Choice<Extract<AnyLegalMove, { kind: K }>> => c.move.kind === kind);
}

/** The seat is to throw its own dice with a tap (a game that gives people their throws). */
export const throwsByHand = (s: Pick<RoomState, 'legalMoves'>) =>
  s.legalMoves.length === 1 && s.legalMoves[0].kind === 'hand_throw';

/** People seats still free (the game starts when there are none). */
export function openSeats(seats: SeatInfo[]): number {
  return seats.filter((x) => x.bot === null && !x.taken).length;
}
