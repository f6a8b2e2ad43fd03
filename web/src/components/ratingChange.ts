// A rated game's rating changes as the end report tells them: the viewer's own first, each as the
// profile rounds a rating (to the unit), the change being that of the rounded values so that
// old → new and the change always add up.
import type { RatingChange } from '../protocol/generated/contract';

/** The viewer's own change first, then the others by seat. */
export function viewerFirst(changes: readonly RatingChange[], mySeat: number | null): RatingChange[] {
  return [...changes].sort((a, b) => Number(b.seat === mySeat) - Number(a.seat === mySeat) || a.seat - b.seat);
}

export interface ShownChange {
  before: string;
  after: string;
  /** Signed: "+12", "−7" (a minus sign, not a hyphen), "±0". */
  delta: string;
  /** The sign of the change as shown: what colours it. */
  direction: 'up' | 'down' | 'same';
}

export function showChange(c: Pick<RatingChange, 'before' | 'after'>): ShownChange {
  const before = Math.round(c.before.rating), after = Math.round(c.after.rating);
  const d = after - before;
  return {
    before: String(before), after: String(after),
    delta: d > 0 ? `+${d}` : d < 0 ? `\u2212${-d}` : '\u00b10',
    direction: d > 0 ? 'up' : d < 0 ? 'down' : 'same',
  };
}

/** The change in one line: "1500 → 1512 (+12)". */
export function changeText(c: Pick<RatingChange, 'before' | 'after'>): string {
  const s = showChange(c);
  return `${s.before} → ${s.after} (${s.delta})`;
}
