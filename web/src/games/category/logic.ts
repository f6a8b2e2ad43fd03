// The category table's logic, pure: the dice a person keeps and the legal actions they become,
// and what the log says of the keep before the latest throw.
import type { CategoryView } from '../../protocol/generated/contract';
import { choicesOf, type Choice, type LogEntry, type RoomState } from '../../state/room';
import type { ScoreMove } from '../../protocol/generated/contract';
import { keepChoice } from '../shared/dice';

type Legal = Pick<RoomState, 'legal' | 'legalMoves'>;

/** The legal keep of the dice at the kept positions (none kept: all thrown again), if any. */
export const keepOf = (room: Legal, dice: readonly number[], kept: Set<number>) =>
  keepChoice(room, dice.filter((_, i) => kept.has(i)));

/** The legal write of the dice into the category with this key, if any. */
export const scoreOf = (room: Legal, key: string): Choice<ScoreMove> | undefined =>
  choicesOf(room, 'score').find((c) => c.move.category === key);

/** After a throw, the dice kept before it stay kept: the positions to mark, for the person's eye. */
export function keptPositions(dice: number[], kept: number[]): Set<number> {
  const out = new Set<number>();
  for (const value of kept) {
    const i = dice.findIndex((d, j) => d === value && !out.has(j));
    if (i >= 0) out.add(i);
  }
  return out;
}

/**
 * The dice kept before the latest throw, from the log (a keep of 5 5, then a throw of 3 4 5):
 * they stay still while the others tumble, and on the player's own turn they stay held.
 */
export function keptBeforeLastThrow(log: readonly Pick<LogEntry, 'move'>[]): number[] {
  for (let i = log.length - 1; i >= 0; i--) {
    if (log[i].move?.kind !== 'throw') continue;
    const before = i > 0 ? log[i - 1].move : undefined;
    return before?.kind === 'keep' ? before.dice : [];
  }
  return [];
}

/** Some card shows a served write (the ★ the card marks it with, which then needs its legend). */
export const hasServed = (view: Pick<CategoryView, 'players' | 'categories'>): boolean =>
  view.players.some((pl) => view.categories.some((def) => def.served_points !== undefined && pl.card[def.key] === def.served_points));
