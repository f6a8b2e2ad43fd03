// A puzzle drawn by its game's own table: a room standing at the decision, the puzzle's seat to
// move, its choices the legal actions, so that the table offers exactly them and a choice is made
// as in play.
import { checkState } from '../protocol/checked';
import { replayRoom } from '../replay/replay';
import type { RoomState } from '../state/room';
import type { ServedPuzzle } from './api';

export function puzzleRoom(p: ServedPuzzle, answered: boolean): RoomState {
  const base = replayRoom({ room: '', game: p.game, viewer: String(p.seat), steps: 1, actions: [] }, String(p.seat), 0,
    p.view, p.seat);
  const legal = answered ? [] : p.choices.map((c) => c.action);
  const checked = checkState(p.game, { view: p.view, legal, legal_moves: answered ? [] : p.choices.map((c) => c.move), events: [], moves: [] });
  return { ...base, legal, legalMoves: checked.legalMoves, protocolError: checked.problems.length ? checked.problems.join('; ') : null };
}

/** The move of the choice a table sent by name, or undefined for a name that is none. */
export const moveOfAction = (p: ServedPuzzle, action: string): unknown =>
  p.choices.find((c) => c.action === action)?.move;
