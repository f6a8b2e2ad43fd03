// How each game's advisor measures a choice, for the hint panel and the end-of-game report.
import { number, plural, type Catalogue, type Lang } from '../i18n';

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
}

/** The Damma engine's score (men for the side to move; 1000 less a hundredth per ply for a forced win). */
export function engineScore(m: Catalogue, lang: Lang, x: number): string {
  if (x > 900) return plural(m.hint.winsIn, Math.round((1000 - x) * 100));
  if (x < -900) return plural(m.hint.losesIn, Math.round((1000 + x) * 100));
  return `${x > 0 ? '+' : x < 0 ? '−' : ''}${number(lang, Math.abs(x), 2)}`;
}

/** Chances of winning, in percent; a loss in percentage points. */
function chanceMeasure(m: Catalogue, lang: Lang, title: string): Measure {
  return {
    title, value: m.hint.chance, loss: m.hint.loss,
    show: (x) => `${number(lang, 100 * x, 1)}%`, showLoss: (x) => `${number(lang, 100 * x, 1)} pp`, lossSign: '−',
    lost: m.end.lostChance, chart: m.end.chartChance,
  };
}

/** A seat's end-of-game report: in chances of winning where the advisor ranked by them. */
export function reportMeasureOf(m: Catalogue, lang: Lang, game: string, inChances: boolean | undefined): Measure {
  return inChances ? chanceMeasure(m, lang, m.hint.title) : measureOf(m, lang, game);
}

export function measureOf(m: Catalogue, lang: Lang, game: string): Measure {
  const n2 = (x: number) => number(lang, x, 2);
  switch (game) {
    case 'matterhorn':
      return {
        title: m.hint.titleMatterhorn, value: m.hint.throwsToGo, loss: m.hint.extraThrows, show: (x) => n2(-x), showLoss: n2, lossSign: '+',
        lost: m.end.lostThrows, chart: m.end.chartThrows,
      };
    case 'multiplicacao':
      return { title: m.hint.title, value: m.hint.turnScore, loss: m.hint.loss, show: n2, showLoss: n2, lossSign: '−', lost: m.end.lost, chart: m.end.chartTitle, explain: m.hint.turnScoreExplained };
    case 'farkle':
      return { title: m.hint.title, value: m.hint.expectedTurn, loss: m.hint.loss, show: n2, showLoss: n2, lossSign: '−', lost: m.end.lost, chart: m.end.chartTitle, explain: m.hint.expectedTurnExplained };
    case 'triplo_seis':
      return chanceMeasure(m, lang, m.hint.titleTriplo);
    case 'damma':
      return {
        title: m.hint.titleDamma, value: m.hint.evaluation, loss: m.hint.loss, show: (x) => engineScore(m, lang, x), lossSign: '−',
        // next to a forced win or loss a difference of evaluations says nothing
        showLoss: (x) => (x > 500 ? '' : n2(x)),
        lost: m.end.lostMen, chart: m.end.chartMen,
      };
    default:
      return { title: m.hint.title, value: m.hint.expected, loss: m.hint.loss, show: n2, showLoss: n2, lossSign: '−', lost: m.end.lost, chart: m.end.chartTitle, explain: m.hint.expectedExplained };
  }
}

