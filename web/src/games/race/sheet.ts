// The sheet of Centenário and Matterhorn: row 1 is 1 to 12, row 2 is 12 down to 1. The views give
// Centenário's progress as a count of targets crossed and Matterhorn's as the numbers crossed in
// each row; Matterhorn's crossings list the numbers of each row (`row1`, `row2`).

import type { CrossMove } from '../../protocol/generated/contract';
import type { HeldCodec } from '../../state/held';

export const ROW1 = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
export const ROW2 = [12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1];

export interface SheetMarks {
  row1: Set<number>;
  row2: Set<number>;
  /** The next target (Centenário), if any. */
  next?: { row: 1 | 2; n: number };
}

/** Centenário: the first `crossed` targets of 1..12, 12..1 are crossed. */
export function centenarioMarks(crossed: number): SheetMarks {
  const row1 = new Set(ROW1.slice(0, Math.min(crossed, 12)));
  const row2 = new Set(ROW2.slice(0, Math.max(0, crossed - 12)));
  const next = crossed < 12 ? { row: 1 as const, n: ROW1[crossed] } : crossed < 24 ? { row: 2 as const, n: ROW2[crossed - 12] } : undefined;
  return { row1, row2, next };
}

export interface Pick {
  row: 1 | 2;
  n: number;
}

/** The picks' numbers in each row, ascending (as a crossing lists them). */
export function rowsOf(picks: Pick[]): { row1: number[]; row2: number[] } {
  const row = (r: 1 | 2) => picks.filter((p) => p.row === r).map((p) => p.n).sort((a, b) => a - b);
  return { row1: row(1), row2: row(2) };
}

const same = (a: number[], b: number[]) => a.length === b.length && a.every((x, i) => x === b[i]);

export type PickCheck<C> =
  | { ok: true; choice: C }
  | { ok: false; reason: 'empty' | 'row2_closed' | 'dice' };

/**
 * Whether the picked numbers are one of the legal crossings, and otherwise why not: row 2 still
 * closed (it opens once all of row 1 is crossed, possibly by this very move), or the dice cannot
 * make these numbers at once (each die counts for one number).
 */
export function checkPicks<C extends { move: Omit<CrossMove, 'kind'> }>(picks: Pick[], crossings: C[],
  crossedRow1: number[], eitherRow: boolean): PickCheck<C> {
  if (picks.length === 0) return { ok: false, reason: 'empty' };
  const { row1, row2 } = rowsOf(picks);
  const choice = crossings.find((c) => same([...c.move.row1].sort((a, b) => a - b), row1) && same([...c.move.row2].sort((a, b) => a - b), row2));
  if (choice) return { ok: true, choice };
  const row1After = new Set([...crossedRow1, ...row1]);
  if (!eitherRow && row2.length > 0 && row1After.size < 12) return { ok: false, reason: 'row2_closed' };
  return { ok: false, reason: 'dice' };
}

/** Matterhorn's picks as the tab keeps them across a refresh (state/held.ts): what is not a number of a row is dropped. */
export const picksCodec: HeldCodec<Pick[]> = {
  write: (picks) => picks.map((p) => [p.row, p.n]),
  read: (saved) => (Array.isArray(saved)
    ? saved.filter((p): p is [1 | 2, number] => Array.isArray(p) && (p[0] === 1 || p[0] === 2) && Number.isInteger(p[1]) && p[1] >= 1 && p[1] <= 12)
      .map(([row, n]) => ({ row, n }))
    : null),
};

/** The picks that make a crossing (for the "choices" list). */
export const picksOf = (move: Omit<CrossMove, 'kind'>): Pick[] =>
  [...move.row1.map((n) => ({ row: 1 as const, n })), ...move.row2.map((n) => ({ row: 2 as const, n }))];
