// A verdict in words: each other choice against the best ("keeping 4-4-4 is worth 1.8 points more
// than writing the full"), in the measure the puzzle was judged by.
import { fmt, number, type Catalogue, type Lang } from '../i18n';
import type { JudgedChoice } from './api';

/** How a measure's numbers read: points (expected score, a turn's points), a chance, throws. */
export type MeasureKind = 'points' | 'chance' | 'throws';

export const measureKind = (measure: string): MeasureKind =>
  (measure === 'win_chance' ? 'chance' : measure === 'expected_throws' ? 'throws' : 'points');

/** A loss in the measure's own unit, as a person reads it (a chance in percentage points). */
export function lossNumber(lang: Lang, kind: MeasureKind, loss: number): string {
  if (kind === 'chance') return number(lang, loss * 100, 1);
  return number(lang, loss, loss < 10 ? 2 : 1);
}

/** A choice's value as shown beside it (Matterhorn's are negated throws). */
export function valueText(m: Catalogue, lang: Lang, kind: MeasureKind, value: number): string {
  if (kind === 'chance') return fmt(m.puzzles.value.chance, { n: number(lang, value * 100, 1) });
  if (kind === 'throws') return fmt(m.puzzles.value.throws, { n: number(lang, -value, 2) });
  return fmt(m.puzzles.value.points, { n: number(lang, value, 2) });
}

/** The sentence for `choice` against the best one (`label` names a choice). */
export function againstBest(m: Catalogue, lang: Lang, measure: string, best: JudgedChoice, choice: JudgedChoice,
  label: (c: JudgedChoice) => string): string {
  if (choice.loss <= 1e-9) return fmt(m.puzzles.equal, { choice: label(choice) });
  const kind = measureKind(measure);
  return fmt(m.puzzles.better[kind], { best: label(best), choice: label(choice), n: lossNumber(lang, kind, choice.loss) });
}

/** A rating's change, signed. */
export const signed = (lang: Lang, change: number) => `${change >= 0 ? '+' : '−'}${number(lang, Math.abs(change))}`;
