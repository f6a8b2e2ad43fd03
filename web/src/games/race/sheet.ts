// The sheet of Centenário and Matterhorn: row 1 is 1 to 12, row 2 is 12 down to 1. The views give
// Centenário's progress as a count of targets crossed and Matterhorn's as the numbers crossed in
// each row; Matterhorn's moves are named "cross 2 11" or "cross 11 row2 1".

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

/** The action for the picked numbers, as the engine names it (ascending within each row). */
export function crossAction(picks: Pick[]): string {
  const row1 = picks.filter((p) => p.row === 1).map((p) => p.n).sort((a, b) => a - b);
  const row2 = picks.filter((p) => p.row === 2).map((p) => p.n).sort((a, b) => a - b);
  return ['cross', ...row1, ...(row2.length ? ['row2', ...row2] : [])].join(' ');
}

export type PickCheck =
  | { ok: true; action: string }
  | { ok: false; reason: 'empty' | 'row2_closed' | 'dice' };

/**
 * Whether the picked numbers are one of the legal moves, and otherwise why not: row 2 still closed
 * (it opens once all of row 1 is crossed, possibly by this very move), or the dice cannot make
 * these numbers at once (each die counts for one number).
 */
export function checkPicks(picks: Pick[], legal: string[], crossedRow1: number[], eitherRow: boolean): PickCheck {
  if (picks.length === 0) return { ok: false, reason: 'empty' };
  const action = crossAction(picks);
  if (legal.includes(action)) return { ok: true, action };
  const row1After = new Set([...crossedRow1, ...picks.filter((p) => p.row === 1).map((p) => p.n)]);
  if (!eitherRow && picks.some((p) => p.row === 2) && row1After.size < 12) return { ok: false, reason: 'row2_closed' };
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

/** The picks that make a legal move (for the "choices" list). */
export function picksOf(action: string): Pick[] {
  const out: Pick[] = [];
  let row: 1 | 2 = 1;
  for (const w of action.split(' ').slice(1)) {
    if (w === 'row2') row = 2;
    else out.push({ row, n: Number(w) });
  }
  return out;
}
