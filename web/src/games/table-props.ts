import type { RoomState } from '../state/room';

/** What every game table receives from the room page. */
export interface TableProps {
  room: RoomState;
  game: string;
  rules: Record<string, string>;
  /** Sends an action by name, if the seat may act now; false when it could not be sent. */
  act(action: string): boolean;
  nameOf(seat: number): string;
}
