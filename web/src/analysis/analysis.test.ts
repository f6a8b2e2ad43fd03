import { describe, expect, it } from 'vitest';
import {
  chartOf, isDocument, measureFlags, openingDecision, reviewed, seatSummary, shownValue, unitOf, type AnalysisDocument,
} from './analysis';

const seat = (n: number, over: Partial<AnalysisDocument['seats'][0]> = {}) => ({
  seat: n, name: `P${n}`, player: 'human', result: 1, start: 0.5, luck: 0.3, own_loss: 0.05, others_effect: 0.25, model_gap: 0, accuracy: 90,
  error_rate: 0.01, decisions: 5, inaccuracies: 1, mistakes: 0, blunders: 0, ...over,
});

const doc: AnalysisDocument = {
  format: 'cubilete-analysis', version: 1, game: 'generala', rules: {}, measure: 'win_chance', measure_text: '',
  win_chance: true, restarts: false, estimate: false, lower_is_better: false, accuracy_unit: 0.01,
  thresholds: { inaccuracy: 0.02, mistake: 0.04, blunder: 0.08 }, tolerance: 1e-9, finished: true,
  seats: [seat(0), seat(1, { result: 0, luck: -0.3, own_loss: 0.25, others_effect: 0.05 })],
  steps: [
    { index: 0, seat: null, actor: 0, action: 'throw 1-2-3-4-5', kind: 'throw', move: null, values: [0.7, 0.3], luck: [0.2, -0.2] },
    { index: 1, seat: 0, actor: 0, action: 'score escalera', kind: 'decision', move: null, values: [0.65, 0.35], best: 'keep 2-3-4-5',
      best_values: [0.7, 0.3], loss: 0.05, forced: false, judgement: 'mistake' },
    { index: 2, seat: null, actor: 1, action: 'throw 6-6-6-6-6', kind: 'throw', move: null, values: [0, 1], luck: [-0.65, 0.65] },
    { index: 3, seat: 1, actor: 1, action: 'score generala', kind: 'decision', move: null, values: [0, 1], best: 'score generala',
      best_values: [0, 1], loss: 0, forced: true, judgement: null },
  ],
};

describe('analysis', () => {
  it('tells a document from the 202 answer', () => {
    expect(isDocument(doc)).toBe(true);
    expect(isDocument({ status: 'computing', waiting: 0, message: '' })).toBe(false);
    expect(isDocument(null)).toBe(false);
  });
  it('reads chances in percentage points, Matterhorn in throws counted up', () => {
    expect(unitOf(doc)).toBe('pp');
    expect(seatSummary(doc, doc.seats[1])).toEqual({ dice: -30, choices: 25, others: 5 });
    const throws = { win_chance: false, lower_is_better: true };
    expect(unitOf(throws)).toBe('throws');
    expect(shownValue(throws, -21.25)).toBe(21.25);
  });
  it('knows a measure\'s unit from its key alone, as a profile names it', () => {
    expect(unitOf(measureFlags('win_chance'))).toBe('pp');
    expect(unitOf(measureFlags('win_chance_estimate'))).toBe('pp');
    expect(unitOf(measureFlags('expected_throws'))).toBe('throws');
    for (const points of ['expected_score', 'turn_points', 'turn_score', 'beat_call']) expect(unitOf(measureFlags(points))).toBe('points');
  });
  it('reviews the decisions that are not forced', () => {
    expect(reviewed(doc).map((s) => s.index)).toEqual([1]);
  });
  it('draws a measure that restarts each turn as the expected total: the turns still to begin counted', () => {
    const turns: AnalysisDocument = {
      ...doc, win_chance: false, measure: 'turn_score',
      seats: [seat(0, { start: 70, result: 65 })],
      steps: [
        { index: 0, seat: null, actor: 0, action: 'throw 1-2-3', kind: 'throw', move: null, values: [30], luck: [-5] },
        { index: 1, seat: 0, actor: 0, action: 'accept', kind: 'decision', move: null, values: [30], begun: [35], loss: 0 },
        { index: 2, seat: null, actor: 0, action: 'throw 6-6-6', kind: 'throw', move: null, values: [65], luck: [0] },
      ],
    };
    const c = chartOf(turns, 100, 100);
    const first = c.lines[0][0].y, afterThrow = c.lines[0][1].y, last = c.lines[0][3].y;
    // 70 at the start, 30 + 35 (the turn to come) after the first throw, 65 at the end
    expect(afterThrow).toBeCloseTo(last);
    expect(first).toBeLessThan(afterThrow);
  });
  it('draws a line per seat from the start, marks the errors and a bar per throw for its thrower', () => {
    const c = chartOf(doc, 400, 200);
    expect(c.lines).toHaveLength(2);
    expect(c.lines[0]).toHaveLength(doc.steps.length + 1);
    expect(c.lines[0][0].x).toBe(0);
    expect(c.lines[0][4].x).toBe(400);
    expect(c.marks).toEqual([expect.objectContaining({ seat: 0, judgement: 'mistake', index: 1 })]);
    expect(c.bars.map((b) => [b.seat, b.good])).toEqual([[0, true], [1, true]]);
    // the largest luck fills its half of the band
    expect(Math.max(...c.bars.map((b) => b.h))).toBeCloseTo(200 * 0.15 - 2);
    for (const b of c.bars) expect(b.y + b.h).toBeLessThanOrEqual(200);
  });
  it('gives the chart its scale: 0 to 100 % for a chance, the lines\' own range for points', () => {
    const c = chartOf(doc, 400, 200);
    expect([c.scale.low, c.scale.high]).toEqual([0, 100]);
    expect(c.scale.highY).toBeLessThan(c.scale.lowY);
    expect(c.scale.lowY).toBeLessThan(c.zero);  // above the luck's band
    const points = { ...doc, win_chance: false, seats: [seat(0, { start: 150 }), seat(1, { start: 140 })],
      steps: doc.steps.map((s) => ({ ...s, values: s.values.map((v) => 140 + 20 * v) })) };
    const p = chartOf(points, 400, 200);
    expect([p.scale.low, p.scale.high]).toEqual([140, 160]);
  });
  it('opens on the viewer\'s own first decision worth a mark, else the costliest of the seats judged', () => {
    const steps: AnalysisDocument['steps'] = [
      { index: 0, seat: 1, actor: 1, action: 'keep 6', kind: 'decision', move: null, values: [0, 0], loss: 0.3, forced: false, judgement: 'blunder' },
      { index: 1, seat: 0, actor: 0, action: 'keep 5', kind: 'decision', move: null, values: [0, 0], loss: 0.01, forced: false, judgement: null },
      { index: 2, seat: 0, actor: 0, action: 'keep 4', kind: 'decision', move: null, values: [0, 0], loss: 0.05, forced: false, judgement: 'mistake' },
      { index: 3, seat: 0, actor: 0, action: 'keep 3', kind: 'decision', move: null, values: [0, 0], loss: 0.2, forced: false, judgement: 'blunder' },
    ];
    const game = { ...doc, steps };
    expect(openingDecision(game, 0)?.index).toBe(2);  // my first marked one, not the costliest
    expect(openingDecision(game, null)?.index).toBe(0);  // a spectator: the costliest
    // a bot judged by a measure it does not play is not where a spectator starts
    const aimed = { ...game, seats: [seat(0), seat(1, { aim: 'win_chance' })] };
    expect(openingDecision(aimed, null)?.index).toBe(3);
    // none of mine marked: my costliest
    const calm = { ...game, steps: steps.map((s) => (s.seat === 0 ? { ...s, judgement: null } : s)) };
    expect(openingDecision(calm, 0)?.index).toBe(3);
  });
});
