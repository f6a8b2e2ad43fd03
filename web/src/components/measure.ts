// How an advisor measures a choice, for the hint panel and the end-of-game report. Expected points
// unless a game says otherwise (its GameUi.measure: Farkle's turn, Multiplicação's turn score,
// Matterhorn's throws, Triplo Seis' chance, the Damma engine's evaluation).
import { fmt, number, type Catalogue, type Lang } from '../i18n';

export interface Measure {
  title: string;
  value: string;
  loss: string;
  show(x: number): string;
  /** A loss, unsigned. */
  showLoss(x: number): string;
  /** How a loss is signed in a list: fewer points (−), more throws (+). */
  lossSign: string;
  /** The end report's line for a seat that lost something: {name} lost {lost} ... */
  lost: string;
  chart: string;
  /** What the value column measures, in a sentence (the hint panel's legend). */
  explain?: string;
  /** What the number in brackets beside each choice of the end report is (else "{value}"). */
  inBrackets?: string;
  /** Where the advisor ranks by the chance of winning: the hint's line above the ranking (else the
   * two-player table's), and whether this measure's own column stays beside the chance (an
   * engine's evaluation does not: the chance is read from it, one unit is enough). */
  byChance?: string;
  besideChance?: boolean;
}

/** The end report's legend for the numbers in brackets beside its choices. */
export const bracketsLegend = (measure: Measure, m: Catalogue) =>
  measure.inBrackets ?? fmt(m.end.inBrackets, { value: measure.value });

/** Expected points, named as the game counts them (the card's total by default). */
export function pointsMeasure(m: Catalogue, lang: Lang, words: { value: string; explain: string } = {
  value: m.hint.expected, explain: m.hint.expectedExplained,
}): Measure {
  const n2 = (x: number) => number(lang, x, 2);
  return {
    title: m.hint.title, value: words.value, loss: m.hint.loss, show: n2, showLoss: n2, lossSign: '−',
    lost: m.end.lost, chart: m.end.chartTitle, explain: words.explain,
  };
}

/** Chances of winning, in percent; a loss in percentage points. */
export function chanceMeasure(m: Catalogue, lang: Lang, title: string): Measure {
  return {
    title, value: m.hint.chance, loss: m.hint.loss,
    // the analysis's unit, as each language writes it ("p.p." in Portuguese and Spanish)
    show: (x) => `${number(lang, 100 * x, 1)}%`, showLoss: (x) => fmt(m.analysis.unit.pp, { n: number(lang, 100 * x, 1) }), lossSign: '−',
    lost: m.end.lostChance, chart: m.end.chartChance, inBrackets: m.end.inBracketsChance,
  };
}

/** A seat's end-of-game report: in chances of winning where the advisor ranked by them. */
export function reportMeasure(game: Measure, m: Catalogue, lang: Lang, inChances: boolean | undefined): Measure {
  return inChances ? chanceMeasure(m, lang, m.hint.title) : game;
}
