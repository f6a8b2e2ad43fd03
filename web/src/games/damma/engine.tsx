// The Damma engine as an advisor: its evaluation (men for the side to move; 1000 less a hundredth
// per ply for a forced win), its measure for the hint panel and the end report, and what it says
// above the ranking: the evaluation, its best move and its expected line.
import { fmt, number, plural, useI18n, useStrings, type Catalogue, type Lang } from '../../i18n';
import type { Measure } from '../../components/measure';
import type { CheckedHint } from '../../protocol/checked';
import { isHintChoiceOf } from '../../protocol/generated/contract';
import { DAMMA } from './strings';
import { dammaWording, lineHuffs, lineText } from './wording';

export function engineScore(lang: Lang, x: number): string {
  const e = DAMMA[lang].engine;
  if (x > 900) return plural(e.winsIn, Math.round((1000 - x) * 100));
  if (x < -900) return plural(e.losesIn, Math.round((1000 + x) * 100));
  return `${x > 0 ? '+' : x < 0 ? '−' : ''}${number(lang, Math.abs(x), 2)}`;
}

export function engineMeasure(m: Catalogue, lang: Lang): Measure {
  const e = DAMMA[lang].engine;
  return {
    title: e.title, value: e.evaluation, loss: m.hint.loss, show: (x) => engineScore(lang, x), lossSign: '−',
    // next to a forced win or loss a difference of evaluations says nothing
    showLoss: (x) => (x > 500 ? '' : number(lang, x, 2)),
    lost: e.lost, chart: e.chart, byChance: e.byChance, besideChance: false,
  };
}

/** The engine's verdict on a choice in one unit, the analysis's: its chance of winning, or the
 * forced win or loss it sees in words. */
function verdict(lang: Lang, choice: { expected: number; win_chance?: number }): string {
  if (Math.abs(choice.expected) > 900 || choice.win_chance === undefined) return engineScore(lang, choice.expected);
  return fmt(DAMMA[lang].engine.chance, { n: number(lang, 100 * choice.win_chance, 1) });
}

export function EngineSummary({ hint }: { hint: CheckedHint }) {
  const { lang } = useI18n();
  const e = useStrings(DAMMA).engine;
  const best = hint.ranking[0];
  if (!best || !isHintChoiceOf('damma', best)) return null;
  return (
    <p data-testid="engine-eval">
      {fmt(e.says, { score: verdict(lang, best), move: dammaWording.label(lang, { text: best.action, move: best.move }) })}
      {best.line && best.line.length > 1 && <><br /><span class="small">{e.line}: <span class="line" data-testid="engine-line">{lineText(best)}</span></span></>}
      {lineHuffs(best) && <><br /><span class="small muted" data-testid="huff-legend">{e.huffLegend}</span></>}
    </p>
  );
}
