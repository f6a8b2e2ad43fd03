// A finished room replayed: the viewers one may choose (each seat, a spectator, everyone once the
// game is over) and the room state a game's table draws at a step, as if the game stood there.
import { initialRoom, type LogEntry, type RoomState } from '../state/room';
import type { ReplayActions } from '../protocol/generated/contract';
import { checkedMove } from '../protocol/checked';

/** "0", "1" ... a seat; "spectator"; "all" (everything, the game being over). */
export type Viewer = string;

export const viewerSeat = (viewer: Viewer): number | null =>
  (viewer !== '' && [...viewer].every((c) => c >= '0' && c <= '9') ? Number(viewer) : null);

/** Each action of the list as the room's log holds it (its move where it fits the game). */
export function replayLog(list: ReplayActions): LogEntry[] {
  return list.actions.map((a, i) => {
    const entry: LogEntry = { version: i + 1, seat: a.actor, text: a.name };
    const move = checkedMove(list.game, a.move);
    if (move) entry.move = move;
    entry.by = a.by;
    return entry;
  });
}

export function replayRoom(list: ReplayActions, viewer: Viewer, step: number, view: unknown, toMove: number | null,
  log: LogEntry[] = replayLog(list)): RoomState {
  const before = log.slice(0, step);
  return {
    ...initialRoom(list.game),
    connection: 'open',
    version: step,
    seat: viewerSeat(viewer),
    status: step >= list.steps ? 'over' : 'playing',
    view,
    toMove,
    legal: [],
    log: before,
    recent: step > 0 ? before.slice(-1) : [],
    awaitingSnapshot: false,
  };
}

/** The step to show after a key press (arrows, Home, End), or null for other keys. */
export function stepForKey(key: string, step: number, steps: number): number | null {
  switch (key) {
    case 'ArrowRight': return Math.min(steps, step + 1);
    case 'ArrowLeft': return Math.max(0, step - 1);
    case 'Home': return 0;
    case 'End': return steps;
    default: return null;
  }
}
