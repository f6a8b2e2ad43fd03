// The category table's logic, pure: the dice a person keeps and the actions they become.
import { diceKey } from '../shared/dice';
import { parseAction } from '../../protocol/actionText';

/** Points written in each category (null: still open). */
export type Card = Record<string, number | null>;

/** A category of the card, in card order: the upper section, the points a served write shows. */
export interface CategoryInfo {
  key: string;
  upper: boolean;
  served_points?: number;
}

/** What writing the dice in a category would give now: the points and the extra-yahtzee bonus. */
export interface WouldScore {
  points: number;
  bonus: number;
}

export interface CategoryPlayer {
  card: Card;
  total: number;
  upper?: number;
  upper_bonus?: number;
  yahtzee_bonus?: number;
}

export interface CategoryView {
  game: string;
  round: number;
  rounds: number;
  terminal: boolean;
  current_player: number | null;
  player: number;
  throws_done: number;
  throws_left: number;
  phase: 'throw' | 'decide' | 'over';
  dice: number[];
  kept: number[];
  players: CategoryPlayer[];
  categories: CategoryInfo[];
  upper_bonus?: { threshold: number; points: number };
  extra_five_kind_bonus?: number;
  /** Every category the player to move may write now, with what it would score (empty otherwise). */
  would_score: Record<string, WouldScore>;
  instant_winner?: number;
  returns?: number[];
}

/** "keep 3-3-5" for the dice at the kept positions, "keep none" to throw them all again. */
export function keepAction(dice: number[], kept: Set<number>): string {
  const values = dice.filter((_, i) => kept.has(i));
  return values.length === 0 ? 'keep none' : `keep ${diceKey(values)}`;
}

export const scoreAction = (key: string) => `score ${key}`;

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
 * The dice kept before the latest throw, read from the log ("keep 5-5" then "throw 3-4-5"):
 * they stay still while the others tumble, and on the player's own turn they stay held.
 */
export function keptBeforeLastThrow(log: { text: string }[]): number[] {
  for (let i = log.length - 1; i >= 0; i--) {
    const e = parseAction(log[i].text);
    if (e.kind !== 'throw') continue;
    const before = i > 0 ? parseAction(log[i - 1].text) : null;
    return before?.kind === 'keep' && before.dice !== 'all' ? before.dice : [];
  }
  return [];
}

/** Some card shows a served write (the ★ the card marks it with, which then needs its legend). */
export const hasServed = (view: Pick<CategoryView, 'players' | 'categories'>): boolean =>
  view.players.some((pl) => view.categories.some((def) => def.served_points !== undefined && pl.card[def.key] === def.served_points));
