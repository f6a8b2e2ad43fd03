// Farkle's table logic, pure: which dice a person has tapped, whether they form one of the legal
// selections the view lists (and why not), and the farkle the log tells of.
import type { FarkleSelection, FarkleView } from '../../protocol/generated/contract';
import type { LogEntry } from '../../state/room';
import { diceKey } from '../shared/dice';

export type SelectionCheck =
  | { ok: true; selection: FarkleSelection }
  | { ok: false; reason: 'empty' }
  | { ok: false; reason: 'no_score'; dice: number[] }
  | { ok: false; reason: 'partial'; options: FarkleSelection[] };

/** Whether the tapped dice are a legal selection, and if not the reason a person can act on. */
export function checkSelection(view: Pick<FarkleView, 'dice' | 'selections'>, picked: number[]): SelectionCheck {
  const chosen = picked.map((i) => view.dice[i]);
  if (chosen.length === 0) return { ok: false, reason: 'empty' };
  const key = diceKey(chosen);
  const selection = view.selections.find((s) => diceKey(s.keep) === key);
  if (selection) return { ok: true, selection };
  const scoring = new Set(view.selections.flatMap((s) => s.keep));
  const dead = [...new Set(chosen.filter((d) => !scoring.has(d)))].sort();
  if (dead.length > 0) return { ok: false, reason: 'no_score', dice: dead };
  // every die could score, but not this way (two 2s of a three-of-a-kind): show what would
  const options = view.selections.filter((s) => chosen.every((d) => s.keep.includes(d))).slice(0, 4);
  return { ok: false, reason: 'partial', options: options.length ? options : view.selections.slice(0, 4) };
}

/** The dice to tap for a selection, as indices into the throw (used by the "choices" buttons). */
export function indicesFor(dice: number[], keep: number[]): number[] {
  const used = new Set<number>();
  for (const value of keep) {
    const i = dice.findIndex((d, j) => d === value && !used.has(j));
    if (i >= 0) used.add(i);
  }
  return [...used].sort((a, b) => a - b);
}

/**
 * The farkle to tell about: the latest throw that scored nothing, as long as nobody has decided
 * anything since (only throws followed it: the next player's first throw). It stays on screen
 * while the next player looks at their throw, instead of flashing by with the bot's next move.
 */
export function lastFarkle(log: readonly Pick<LogEntry, 'seat' | 'move'>[]): { seat: number | null; dice: number[] } | null {
  for (let i = log.length - 1; i >= 0; i--) {
    const move = log[i].move;
    if (move?.kind !== 'throw') return null;
    if (move.farkle) return { seat: log[i].seat, dice: move.dice };
  }
  return null;
}
