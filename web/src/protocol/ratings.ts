// A rated game's rating changes as the result carries them (PROTOCOL.md v1.1: `"ratings": [{"seat",
// "before", "after", "provisional"}]`), read field by field: what does not fit is dropped, never cast.
import type { RatingChange, RatingPoint } from './types';

type Obj = Record<string, unknown>;
const isObj = (x: unknown): x is Obj => typeof x === 'object' && x !== null && !Array.isArray(x);
const finite = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);

function point(x: unknown): RatingPoint | null {
  if (!isObj(x) || !finite(x.rating) || !finite(x.deviation)) return null;
  return { rating: x.rating, deviation: x.deviation };
}

/** The result's `ratings`; null where it is absent or not a list. */
export function readRatingChanges(x: unknown): RatingChange[] | null {
  if (!Array.isArray(x)) return null;
  const changes: RatingChange[] = [];
  for (const c of x) {
    if (!isObj(c) || typeof c.seat !== 'number' || !Number.isInteger(c.seat)) continue;
    const before = point(c.before), after = point(c.after);
    if (before && after) changes.push({ seat: c.seat, before, after, provisional: c.provisional === true });
  }
  return changes;
}
