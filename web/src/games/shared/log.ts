// What the room's log says about the latest throw (the views keep the state; the log keeps what
// happened on the way there).
import { parseAction, type ActionKind } from '../../protocol/actionText';
import type { LogEntry, RoomState } from '../../state/room';

/** The latest throw in the log: its dice and the seat it was thrown for. */
export function latestThrow(log: LogEntry[]): { seat: number | null; dice: number[]; version: number } | null {
  for (let i = log.length - 1; i >= 0; i--) {
    const e = parseAction(log[i].text);
    if (e.kind === 'throw') return { seat: log[i].seat, dice: e.dice, version: log[i].version };
  }
  return null;
}

/** Whether the state that just arrived brought a throw (the dice tumble), or another of `kinds`
 * (Buck Dice's point die). */
export const justThrown = (room: Pick<RoomState, 'recent'>, kinds: readonly ActionKind[] = ['throw']) =>
  room.recent.some((text) => kinds.includes(parseAction(text).kind));
