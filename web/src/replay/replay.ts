// A finished room replayed: the viewers one may choose (each seat, a spectator, everyone once the
// game is over) and the room state a game's table draws at a step, as if the game stood there.
import { initialRoom, type RoomState } from '../state/room';
import type { ReplayActions } from '../protocol/types';

/** "0", "1" ... a seat; "spectator"; "all" (everything, the game being over). */
export type Viewer = string;

export const viewerSeat = (viewer: Viewer): number | null => (/^\d+$/.test(viewer) ? Number(viewer) : null);

export function replayRoom(list: ReplayActions, viewer: Viewer, step: number, view: unknown, toMove: number | null): RoomState {
  const log = list.actions.slice(0, step).map((a, i) => ({ version: i + 1, seat: a.actor, text: a.name }));
  return {
    ...initialRoom(),
    connection: 'open',
    version: step,
    seat: viewerSeat(viewer),
    status: step >= list.steps ? 'over' : 'playing',
    view,
    toMove,
    legal: [],
    log,
    recent: step > 0 ? [list.actions[step - 1].name] : [],
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
