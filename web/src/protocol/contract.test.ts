// The generated contract (./generated: types and guards written from the C++ declarations by
// `cubilete protocol --typescript`) as the app uses it: a guard narrows an unknown view or move
// to its game's type, says what is wrong with one that does not fit, and tolerates keys a newer
// server adds unless asked to be strict. Every view and move the server sends in random games
// is checked against these guards by ctest (tests/protocol/).
import { describe, expect, it } from 'vitest';
import {
  gameIds, isLegalMoveOf, isMoveEntryOf, isTablePolicy, isViewOf, moveKinds, validateMoveEntry, validateView,
  type MoveEntry, type Views,
} from './generated/contract';

const matterhorn: unknown = {
  game: 'matterhorn', terminal: false, player: 0, current_player: 0, last_event: '', dice: [2, 5, 6], either_row: false,
  players: [{ row1_crossed: [1], row2_crossed: [], last: { dice: [1, 3, 4], row1: [1], row2: [] } },
    { row1_crossed: [], row2_crossed: [] }],
};

describe('the generated contract', () => {
  it('narrows a view to its game', () => {
    expect(isViewOf('matterhorn', matterhorn)).toBe(true);
    if (!isViewOf('matterhorn', matterhorn)) return;
    const view: Views['matterhorn'] = matterhorn;
    expect(view.players[0].last?.row1).toEqual([1]);
    expect(isViewOf('farkle', matterhorn)).toBe(false);
  });

  it('says what is wrong and where', () => {
    const broken = { ...(matterhorn as object), players: [{ row1_crossed: ['1'], row2_crossed: [] }] };
    expect(validateView('matterhorn', broken)).toBe('view.players[0].row1_crossed[0]: expected a whole number, got "1"');
    expect(validateView('chess', matterhorn)).toMatch(/no game 'chess'/);
  });

  it('tolerates keys a newer server adds, unless strict', () => {
    const newer = { ...(matterhorn as object), hint: true };
    expect(validateView('matterhorn', newer)).toBeNull();
    expect(validateView('matterhorn', newer, true)).toBe('view.hint: not declared');
  });

  it('reads moves by kind, with who decided them', () => {
    const entry: unknown = { by: 'chance', seat: 1, kind: 'cup_rethrow', count: 2 };
    expect(isMoveEntryOf('triplo_seis', entry)).toBe(true);
    if (isMoveEntryOf('triplo_seis', entry) && entry.kind === 'cup_rethrow') {
      const told: MoveEntry<'triplo_seis'> = entry;
      expect(told.count).toBe(2);
    }
    expect(validateMoveEntry('farkle', entry)).toBe("move.kind: expected one of throw, keep, bank, roll, got \"cup_rethrow\"");
    expect(isLegalMoveOf('centenario', { kind: 'hand_throw' })).toBe(true);
    expect(moveKinds.damma).toEqual(['move', 'huff', 'resign', 'offer_draw', 'accept_draw']);
    expect(gameIds).toContain('generala');
  });

  it('reads a game\'s table policy', () => {
    expect(isTablePolicy({ throws_by_hand: true, hints: { advisor: true, against_bots_only: false, decisions: ['keep'] },
      seat_roles: [], dice: true })).toBe(true);
    expect(isTablePolicy({ throws_by_hand: true })).toBe(false);
  });
});
