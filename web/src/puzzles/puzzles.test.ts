import { describe, expect, it } from 'vitest';
import { CATALOGUES } from '../i18n';
import { parseRoute } from '../app/router';
import { nextQuery, puzzlePath, type JudgedChoice, type ServedPuzzle } from './api';
import { moveOfAction, puzzleRoom } from './puzzleRoom';
import { againstBest, lossNumber, measureKind, signed, valueText } from './words';

const keep = (dice: number[]) => ({ kind: 'keep', dice });
const score = (category: string, points: number) => ({ kind: 'score', category, points, bonus: 0 });

const puzzle: ServedPuzzle = {
  id: 'abc', game: 'yatzy', rules: { players: 2 }, players: 1, seat: 1, position: {}, measure: 'expected_score',
  view: null, rating: 1400, mode: 'rated',
  choices: [{ action: 'keep 4-4-4', move: keep([4, 4, 4]) }, { action: 'score full_house', move: score('full_house', 0) }],
};

describe('puzzles', () => {
  it('routes each mode to its page', () => {
    expect(parseRoute('/puzzles', '')).toEqual({ page: 'puzzles', mode: 'rated' });
    expect(parseRoute('/puzzles/streak/', '')).toEqual({ page: 'puzzles', mode: 'streak' });
    expect(parseRoute('/puzzles/daily', '')).toEqual({ page: 'puzzles', mode: 'daily' });
    expect(parseRoute('/puzzles/mistakes', '')).toEqual({ page: 'puzzles', mode: 'mistakes' });
    expect(parseRoute('/puzzles/other', '')).toEqual({ page: 'lobby' });
    expect(puzzlePath('rated')).toBe('/puzzles');
    expect(puzzlePath('streak')).toBe('/puzzles/streak');
  });

  it('asks for the next puzzle of a mode, a game and a visitor\'s streak', () => {
    expect(nextQuery('rated', '', null)).toBe('');
    expect(nextQuery('rated', 'yatzy', null)).toBe('?game=yatzy');
    expect(nextQuery('streak', '', 3)).toBe('?mode=streak&streak=3');
    expect(nextQuery('streak', 'farkle', null)).toBe('?game=farkle&mode=streak');
    expect(nextQuery('mistakes', '', 4)).toBe('?mode=mistakes');
    expect(nextQuery('rated', 'yatzy', null, 'scratch')).toBe('?game=yatzy&theme=scratch');
    expect(nextQuery('streak', '', 0, 'scratch')).toBe('?mode=streak&streak=0');
  });

  it('stands the table at the decision with the choices as the legal actions, none once answered', () => {
    const room = puzzleRoom(puzzle, false);
    expect(room.seat).toBe(1);
    expect(room.toMove).toBe(1);
    expect(room.status).toBe('playing');
    expect(room.legal).toEqual(['keep 4-4-4', 'score full_house']);
    expect(room.legalMoves).toEqual([keep([4, 4, 4]), score('full_house', 0)]);
    expect(puzzleRoom(puzzle, true).legal).toEqual([]);
    expect(moveOfAction(puzzle, 'score full_house')).toEqual(score('full_house', 0));
    expect(moveOfAction(puzzle, 'score yatzy')).toBeUndefined();
  });

  it('says each choice against the best in the measure\'s words', () => {
    const m = CATALOGUES.en;
    const best: JudgedChoice = { action: 'keep 4-4-4', move: keep([4, 4, 4]), value: 150.3, loss: 0 };
    const full: JudgedChoice = { action: 'score full', move: score('full', 30), value: 148.5, loss: 1.8 };
    const label = (c: JudgedChoice) => (c.action === 'keep 4-4-4' ? 'keeping 4-4-4' : 'scoring the Full now');
    expect(againstBest(m, 'en', 'expected_score', best, full, label))
      .toBe('keeping 4-4-4 is worth 1.80 points more than scoring the Full now.');
    expect(againstBest(m, 'en', 'expected_score', best, { ...full, loss: 0 }, label)).toBe('scoring the Full now is as good as the best.');
    expect(againstBest(m, 'en', 'win_chance', best, { ...full, loss: 0.034 }, label))
      .toBe('keeping 4-4-4 wins 3.4 percentage points more often than scoring the Full now.');
    expect(againstBest(CATALOGUES['pt-BR'], 'pt-BR', 'expected_throws', best, { ...full, loss: 0.41 }, label))
      .toBe('keeping 4-4-4 precisa em média de 0,41 lances a menos que scoring the Full now.');
    expect(measureKind('turn_points')).toBe('points');
    expect(lossNumber('en', 'points', 12.345)).toBe('12.3');
    expect(valueText(m, 'en', 'throws', -7.148)).toBe('7.15 throws to go');
    expect(valueText(m, 'en', 'chance', 0.5123)).toBe('51.2% to win');
    expect(signed('en', 23)).toBe('+23');
    expect(signed('en', -7)).toBe('−7');
  });
});
