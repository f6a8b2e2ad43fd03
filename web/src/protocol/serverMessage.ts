// A room socket's frames as the app reads them: each is one of the messages the generated contract
// declares (RoomMessage: src/present/room_protocol.h, docs/contract.md), read through its guard;
// what depends on the game (a state's view and moves, a hint's choices, a result's report) is
// checked where the game is known (./checked.ts).
import { frameJson } from './frame';
import { isRoomMessage, type RoomMessage } from './generated/contract';

export type ServerMessage = RoomMessage;

/** Reads one frame from the server; anything that is not a known message is refused. */
export function parseServerMessage(text: string): ServerMessage | null {
  const data = frameJson(text);
  return isRoomMessage(data) ? data : null;
}
