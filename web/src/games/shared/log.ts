// What the room's log says about the latest throw (the views keep the state; the log keeps what
// happened on the way there), read from the structured moves.
import type { Move } from '../../protocol/checked';
import type { LogEntry, RoomState } from '../../state/room';

/** The latest entry whose move is of one of `kinds`, with that move. */
export function latestOf<K extends Move['kind']>(log: readonly LogEntry[], kinds: readonly K[]):
  { entry: LogEntry; move: Extract<Move, { kind: K }> } | null {
  for (let i = log.length - 1; i >= 0; i--) {
    const move = log[i].move;
    if (move && isOf(move, kinds)) return { entry: log[i], move };
  }
  return null;
}

export const isOf = <K extends Move['kind']>(move: Move, kinds: readonly K[]): move is Extract<Move, { kind: K }> =>
  (kinds as readonly string[]).includes(move.kind);

/** The latest throw in the log: its dice and the seat it was thrown for. */
export function latestThrow(log: readonly LogEntry[]): { seat: number | null; dice: number[]; version: number } | null {
  const found = latestOf(log, ['throw']);
  return found && { seat: found.entry.seat, dice: found.move.dice, version: found.entry.version };
}

/** Whether the state that just arrived brought a throw (the dice tumble), or another of `kinds`
 * (Buck Dice's point die, a throw under another's cup). */
export const justThrown = (room: Pick<RoomState, 'recent'>, kinds: readonly Move['kind'][] = ['throw']) =>
  room.recent.some((e) => e.move !== undefined && isOf(e.move, kinds));
