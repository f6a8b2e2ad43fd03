import { describe, expect, it } from 'vitest';
import { checkSelection, indicesFor } from './logic';
import type { FarkleView } from '../../protocol/generated/contract';
import type { LogEntry } from '../../state/room';

const view = (dice: number[], selections: [number[], number, number][]): FarkleView => ({
  game: 'farkle', terminal: false, current_player: 0, player: 0, phase: 'select', target: 10000, entry: 500, turns: 0,
  turn_total: 0, dice_to_throw: dice.length, dice, min_bank: 500, players: [], final_round: false, last_event: '',
  selections: selections.map(([keep, points, dice_after]) => ({ keep, points, dice_after })),
});

describe('farkle selection', () => {
  // `cubilete score farkle 1-2-3-4-4-5`: keep 1-5 150, keep 1 100, keep 5 50
  const v = view([1, 2, 3, 4, 4, 5], [[[1, 5], 150, 4], [[1], 100, 5], [[5], 50, 5]]);

  it('accepts a listed selection whatever order the dice were tapped', () => {
    expect(checkSelection(v, [5, 0])).toMatchObject({ ok: true, selection: { keep: [1, 5], points: 150 } });
  });

  it('says which dice score nothing', () => {
    expect(checkSelection(v, [0, 3, 4])).toEqual({ ok: false, reason: 'no_score', dice: [4] });
    expect(checkSelection(v, [])).toEqual({ ok: false, reason: 'empty' });
  });

  it('asks for whole combinations', () => {
    const triple = view([2, 2, 2, 3, 4, 6], [[[2, 2, 2], 200, 3]]);
    const r = checkSelection(triple, [0, 1]);
    expect(r).toMatchObject({ ok: false, reason: 'partial' });
    if (!r.ok && r.reason === 'partial') expect(r.options.map((o) => o.points)).toEqual([200]);
  });

  it('finds the dice of a selection in the throw', () => {
    expect(indicesFor([5, 1, 5, 2, 1, 3], [1, 1, 5])).toEqual([0, 1, 4]);
  });
});

describe('the farkle to tell about', () => {
  it('stays until someone decides', async () => {
    const { lastFarkle } = await import('./logic');
    const log: Pick<LogEntry, 'seat' | 'move'>[] = [
      { seat: 0, move: { kind: 'keep', dice: [5] } },
      { seat: 0, move: { kind: 'throw', dice: [2, 3, 4, 4, 6], farkle: true } },
      { seat: 1, move: { kind: 'throw', dice: [1, 1, 2, 3, 4, 6] } },
    ];
    expect(lastFarkle(log)).toEqual({ seat: 0, dice: [2, 3, 4, 4, 6] });
    expect(lastFarkle([...log, { seat: 1, move: { kind: 'keep', dice: [1, 1] } }])).toBeNull();
    expect(lastFarkle(log.slice(0, 1))).toBeNull();
  });
});
