// The messages of the online table (docs/PROTOCOL.md and docs/online-table.md) as the app names
// them: every one is the generated contract's (./generated, docs/contract.md), what comes in read
// through its guard. What depends on the game (its view, moves, situations) comes as it
// arrived (`unknown`) and is checked where the game is known: the room's reducer (state/room.ts)
// checks the moves, the hint and the report, each game's table narrows its view with its guard.
import {
  isChatMessage, isChatRemovedMessage, isErrorMessage, isHintMessage, isPongMessage, isRematchMessage,
  isRematchVoteMessage, isRoomClosedMessage, isStateMessage,
} from './generated/contract';
import type {
  ChatMessage, ChatRemovedMessage, ErrorMessage, GameResult, HintChoice, HintMessage, PongMessage,
  RematchMessage, RematchVoteMessage, RoomClosedMessage, SeatReport, StateMessage,
} from './generated/contract';

export type {
  ChatMessage, ChatRemovedMessage, ClaimInfo, CreatedRoom, CreateRoomRequest, Decider, ErrorMessage, GameInfo, GameRecord,
  GameResult, HintMessage, Hints, JoinedRoom, OptionSpec, PongMessage, RatingChange, RatingPoint, RematchMessage,
  RematchVoteMessage, ReplayAction, ReplayActions, ReplayStep, RoomClientMessage, RoomClosedMessage, RoomStatus, RoomSummary,
  SeatInfo, SeatRequest, StateMessage, TurnClock,
} from './generated/contract';

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
