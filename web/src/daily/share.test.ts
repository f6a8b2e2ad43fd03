import { describe, expect, it } from 'vitest';
import { CATALOGUES } from '../i18n/catalogue';
import type { AnalysisStep } from '../analysis/analysis';
import { dailyShareText, decisionMarks, type Mark } from './share';

const facts = {
  game: 'Yatzy', date: '2026-11-29', score: 231, optimum: 262, place: { rank: 3, entrants: 41 }, accuracy: 93.46,
  marks: ['good', 'good', 'inaccuracy', 'good', 'blunder'] as Mark[], link: 'https://cubilete.example/daily/yatzy/2026-11-29',
};

const step = (index: number, over: Partial<AnalysisStep>): AnalysisStep =>
  ({ index, seat: 0, actor: 0, action: 'keep 6-6', kind: 'decision', move: null, values: [200], ...over });

describe('the daily share text', () => {
  it('says the game, the day, the score beside the optimum, the place, the accuracy, the squares and the board, in the language', () => {
    expect(dailyShareText(facts, CATALOGUES['pt-BR'].daily, 'pt-BR')).toBe(
      'cubilete, Yatzy: o desafio de 29 de novembro de 2026\n' +
      '231 pontos; com os mesmos dados, o jogador ótimo fez 262\n' +
      'Posição 3 de 41\n' +
      'Precisão 93,5%\n' +
      '🟩🟩🟨🟩🟥\n' +
      'https://cubilete.example/daily/yatzy/2026-11-29');
    expect(dailyShareText(facts, CATALOGUES['es-AR'].daily, 'es-AR')).toBe(
      'cubilete, Yatzy: el desafío del 29 de noviembre de 2026\n' +
      '231 puntos; con los mismos dados, el jugador óptimo hizo 262\n' +
      'Puesto 3 de 41\n' +
      'Precisión 93,5%\n' +
      '🟩🟩🟨🟩🟥\n' +
      'https://cubilete.example/daily/yatzy/2026-11-29');
  });

  it('leaves out what the server has not given yet, and the place of an attempt on no board', () => {
    const text = dailyShareText({ ...facts, optimum: null, place: null, accuracy: null, marks: null }, CATALOGUES.en.daily, 'en');
    expect(text.split('\n')).toEqual(['cubilete, Yatzy: the challenge of November 29, 2026', '231 points', facts.link]);
  });

  it('holds no number but the day, the scores, the place and the accuracy: no die of the day', () => {
    for (const lang of ['en', 'pt-BR', 'es-AR'] as const) {
      const text = dailyShareText(facts, CATALOGUES[lang].daily, lang).replace(facts.link, '');
      const numbers = (text.match(/\d+(?:[.,]\d+)?/g) ?? []).map((n) => n.replace(',', '.'));
      expect(numbers.sort()).toEqual(['2026', '231', '262', '29', '3', '41', '93.5'].sort());
    }
  });

  it('marks each judged decision of the seat, in play order, leaving out throws, forced moves and other seats', () => {
    const steps = [
      step(0, { kind: 'throw', seat: null, actor: null, action: 'throw 1-2-3-4-5' }),
      step(1, { judgement: null }),
      step(2, { judgement: 'inaccuracy' }),
      step(3, { seat: 1, judgement: 'blunder' }),
      step(4, { forced: true }),
      step(5, { judgement: 'mistake' }),
      step(6, { judgement: 'blunder' }),
    ];
    expect(decisionMarks({ steps }, 0)).toEqual(['good', 'inaccuracy', 'mistake', 'blunder']);
    expect(decisionMarks({ steps }, 1)).toEqual(['blunder']);
  });
});
