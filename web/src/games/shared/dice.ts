// Dice as a multiset: the key two throws or keeps share when they hold the same values in any
// order, and the legal keep (or set-aside) of exactly some dice.
import { choicesOf, type Choice, type RoomState } from '../../state/room';
import type { KeepMove } from '../../protocol/generated/contract';

export const diceKey = (values: readonly number[]) => [...values].sort((a, b) => a - b).join(',');

/** The legal keep of exactly these dice (none: nothing is kept), if there is one now. */
export const keepChoice = (room: Pick<RoomState, 'legal' | 'legalMoves'>, dice: readonly number[]): Choice<KeepMove> | undefined =>
  choicesOf(room, 'keep').find((c) => diceKey(c.move.dice) === diceKey(dice));
