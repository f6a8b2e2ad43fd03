// The messages of the online table (docs/PROTOCOL.md and docs/online-table.md), typed once for
// the whole app. Game views stay `unknown` here: each game family's table narrows its own.

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
}

export interface GameInfo {
  id: string;
  /** The game's name, summary and rules in the engine's English (`cubilete rules GAME`): the one
   * source of the rules prose; games/<game>/about.ts translates them. */
  name: string;
  summary: string;
  /** Paragraphs separated by "\n" (absent from servers before issue 27). */
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
}

export interface SeatInfo {
  seat: number;
  /** null: nobody named the seat; the app names it in its language. */
  name: string | null;
  bot: string | null;
  taken: boolean;
  connected: boolean;
  away: boolean;
  /** The account whose seat it is (its profile: /@/NAME); null for a guest, a bot or an open seat. */
  account?: string | null;
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
}

export type Hints = 'on' | 'off';

/** Who decided a move (PROTOCOL.md v1.1). */
export type Decider = 'person' | 'bot' | 'away_bot' | 'clock' | 'chance';

/** A state's event, structured: its kind ("throw", "keep", "score", "move", ...), the seat in whose turn it happened, who decided it. */
export interface MoveInfo {
  kind: string;
  seat: number | null;
  by: Decider;
}

/** The turn clock of the seat to act, while it runs. */
export interface TurnClock {
  seat: number;
  deadline: string;
}

/** Person seats gone from a game between people, and when the others may claim it. */
export interface ClaimInfo {
  from: string;
  gone: number[];
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

export interface ReportItem {
  where: string;
  chosen: string;
  chosen_value: number;
  best: string;
  best_value: number;
  loss: number;
}

export interface SeatReport {
  seat: number;
  measure: string;
  /** The values are chances of winning (two players, a solved table), not points. */
  in_chances?: boolean;
  decisions: number;
  lost: number;
  items: ReportItem[];
}

export interface GameResult {
  scores: number[];
  returns: number[];
  winners: number[];
  report?: SeatReport[];
  /** A game ended by a claim: the seats that had left it. */
  abandoned_by?: number[];
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
  /** `by`: who decided it (absent from servers before v1.1). */
  actions: { name: string; actor: number | null; chance: boolean; by?: Decider }[];
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
  events: string[];
  actors?: (number | null)[];
  /** Parallel to events. */
  moves?: MoveInfo[];
  seats?: SeatInfo[];
  commitment?: string;
  result?: GameResult;
  hints?: Hints;
  clock?: TurnClock;
  claim?: ClaimInfo;
}

export interface HintChoice {
  action: string;
  expected: number;
  loss: number;
  /** Two players with their table solved: the chance of winning after this choice, and its loss against the best. */
  win_chance?: number;
  win_loss?: number;
  /** An engine's expected line after this choice (Damma), this choice first. */
  line?: string[];
}

export interface HintMessage {
  type: 'hint';
  version: number;
  measure?: string;
  /** Present when the ranking is by the chance of winning (what that chance means). */
  win_measure?: string;
  ranking: HintChoice[];
}

export interface ErrorMessage {
  type: 'error';
  code: string;
  message: string;
  params?: Record<string, unknown>;
}

export interface ChatMessage {
  type: 'chat';
  seat: number | null;
  /** null: nobody named the author; the app names the seat in its language. */
  name: string | null;
  text: string;
  at: string;
}

export interface RematchMessage {
  type: 'rematch';
  room: string;
  /** Absent for spectators: they follow to the new room as spectators. */
  token?: string;
  /** This person's seat in the new room (two seats swap, so the first move alternates). */
  seat?: number;
}

/** Who has asked for a rematch so far. */
export interface RematchVoteMessage {
  type: 'rematch_vote';
  seats: number[];
}

export type ServerMessage =
  | StateMessage
  | HintMessage
  | ErrorMessage
  | ChatMessage
  | RematchMessage
  | RematchVoteMessage
  | { type: 'pong' };

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
    case 'error':
    case 'chat':
    case 'rematch':
    case 'rematch_vote':
    case 'pong':
      return data as ServerMessage;
    default:
      return null;
  }
}
