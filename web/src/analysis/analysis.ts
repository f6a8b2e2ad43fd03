// The analysis of a finished game (docs/analysis.md; GET /api/rooms/CODE/analysis): the document
// (its types are the generated contract's, declared in src/present/analysis_document.h), how its
// numbers read for a person (a chance in percentage points, throws, points), each seat's summary
// ("lost 12 to the dice and 3 to your choices") and the chart's geometry.
import type {
  AnalysisComputing, AnalysisDocument, AnalysisSeat, AnalysisStep, Judgement,
} from '../protocol/generated/contract';

export type { AnalysisComputing, AnalysisDocument, AnalysisSeat, AnalysisStep, Judgement };

export const isDocument = (a: AnalysisDocument | AnalysisComputing | null): a is AnalysisDocument =>
  a !== null && 'format' in a;

/** The unit a change of the measure reads in. */
export type Unit = 'pp' | 'throws' | 'points';
export const unitOf = (doc: Pick<AnalysisDocument, 'win_chance' | 'lower_is_better'>): Unit =>
  doc.win_chance ? 'pp' : doc.lower_is_better ? 'throws' : 'points';

/** A measure's flags from its key alone (a profile names only the key; docs/analysis.md's table). */
export const measureFlags = (measure: string): Pick<AnalysisDocument, 'win_chance' | 'lower_is_better'> => ({
  win_chance: measure === 'win_chance' || measure === 'win_chance_estimate',
  lower_is_better: measure === 'expected_throws',
});

/** A value (not a change) as shown: a chance in %, throws counted up, else as it is. */
export function shownValue(doc: Pick<AnalysisDocument, 'win_chance' | 'lower_is_better'>, value: number): number {
  return doc.win_chance ? value * 100 : doc.lower_is_better ? -value : value;
}

/** What a seat's summary says: what the dice did to it (signed: + helped) and what its own
 * choices cost (never negative), in the measure's unit as shown. */
export interface SeatSummary {
  dice: number;  // signed, as shown (positive: the dice helped)
  choices: number;  // what the seat's own choices lost, as shown
  others: number;  // signed: what the other seats' choices did to it
}

export function seatSummary(doc: Pick<AnalysisDocument, 'win_chance' | 'lower_is_better'>, s: AnalysisSeat): SeatSummary {
  const scale = doc.win_chance ? 100 : 1;
  const round = (x: number) => Math.round(x * 100) / 100;
  return { dice: round(s.luck * scale), choices: round(s.own_loss * scale), others: round(s.others_effect * scale) };
}

/** The decisions a person reviews: judged and not forced, in order. */
export const reviewed = (doc: AnalysisDocument) => doc.steps.filter((s) => s.kind === 'decision' && s.loss !== undefined && !s.forced);

const costliest = (steps: AnalysisStep[]) =>
  steps.reduce<AnalysisStep | null>((w, d) => (!w || (d.loss ?? 0) > (w.loss ?? 0) ? d : w), null);

/** The decision the page opens on: the viewer's own first one worth a mark (else their costliest);
 * for a spectator, or a viewer with no decision, the costliest of the seats judged. */
export function openingDecision(doc: AnalysisDocument, viewer: number | null): AnalysisStep | null {
  const decisions = reviewed(doc);
  const mine = decisions.filter((d) => d.seat === viewer);
  if (mine.length) return mine.find((d) => d.judgement) ?? costliest(mine);
  const judged = new Set(doc.seats.filter((s) => !s.aim).map((s) => s.seat));
  return costliest(decisions.filter((d) => d.seat !== null && judged.has(d.seat))) ?? costliest(decisions);
}

export interface ChartPoint { x: number; y: number }
export interface Chart {
  width: number;
  height: number;
  lines: ChartPoint[][];  // per seat, the value after each step (the start first)
  marks: { x: number; y: number; seat: number; judgement: Judgement; index: number }[];
  bars: { x: number; y: number; h: number; seat: number; good: boolean; index: number }[];
  zero: number;  // the bars' baseline
  /** The values (as shown) at the top and at the bottom of the lines' band, and where they are. */
  scale: { high: number; low: number; highY: number; lowY: number };
}

/** The chart of each seat's value over the game (top, `height` − `barBand`) and each throw's
 * luck for its thrower as bars under it (the bottom `barBand`), in a width x height box. */
export function chartOf(doc: AnalysisDocument, width: number, height: number, barBand = 0.3): Chart {
  const seats = doc.seats.length;
  const steps = doc.steps;
  // Each seat's expected total: a measure that restarts each turn counts the turns still to
  // begin too (their `begun` values), so the line starts at the seat's start and ends at its result.
  const later = doc.seats.map(() => 0);
  const ahead: number[][] = steps.map(() => []);
  for (let i = steps.length - 1; i >= 0; --i) {
    for (let p = 0; p < seats; ++p) ahead[i][p] = later[p];
    steps[i].begun?.forEach((v, p) => (later[p] += v));
  }
  const series: number[][] = doc.seats.map((s) => [shownValue(doc, s.start)]);
  steps.forEach((step, i) => {
    for (let p = 0; p < seats; ++p) series[p].push(shownValue(doc, step.values[p] + ahead[i][p]));
  });
  const all = series.flat();
  let lo = Math.min(...all), hi = Math.max(...all);
  if (doc.win_chance) {
    lo = 0;
    hi = 100;
  }
  if (hi - lo < 1e-9) hi = lo + 1;
  const top = height * (1 - barBand) - 4;
  const x = (i: number) => (steps.length ? (i / steps.length) * width : 0);
  const y = (v: number) => 2 + (1 - (v - lo) / (hi - lo)) * (top - 2);
  const lines = series.map((vals) => vals.map((v, i) => ({ x: x(i), y: y(v) })));
  const marks: Chart['marks'] = [];
  const bars: Chart['bars'] = [];
  const lucks = steps.filter((s) => s.kind === 'throw' && s.actor !== null && s.luck).map((s) => Math.abs(s.luck![s.actor!]));
  const most = Math.max(1e-12, ...lucks);
  const zero = height * (1 - barBand / 2);
  const half = (height * barBand) / 2 - 2;
  steps.forEach((s, i) => {
    if (s.kind === 'decision' && s.judgement && s.seat !== null)
      marks.push({ x: x(i + 1), y: lines[s.seat][i + 1].y, seat: s.seat, judgement: s.judgement, index: s.index });
    if (s.kind === 'throw' && s.actor !== null && s.luck) {
      const l = s.luck[s.actor];
      const h = (Math.abs(l) / most) * half;
      const good = l > 0;  // values are kept higher-is-better, Matterhorn's throws included
      bars.push({ x: x(i + 1), y: good ? zero - h : zero, h, seat: s.actor, good, index: s.index });
    }
  });
  return { width, height, lines, marks, bars, zero, scale: { high: hi, low: lo, highY: y(hi), lowY: y(lo) } };
}
