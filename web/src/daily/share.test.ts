import { describe, expect, it } from 'vitest';
import { CATALOGUES } from '../i18n/catalogue';
import { dailyShareText } from './share';

const facts = { game: 'Yatzy', date: '2026-11-29', score: 231, optimum: 262, accuracy: 93.46, link: 'https://cubilete.example/daily/yatzy/2026-11-29' };

describe('the daily share text', () => {
  it('says the game, the day, the score beside the optimum, the accuracy and the board, in the language', () => {
    expect(dailyShareText(facts, CATALOGUES['pt-BR'].daily, 'pt-BR')).toBe(
      'cubilete, Yatzy: o desafio de 29 de novembro de 2026\n' +
      '231 pontos; com os mesmos dados, o jogador ótimo fez 262\n' +
      'Precisão 93,5%\n' +
      'https://cubilete.example/daily/yatzy/2026-11-29');
    expect(dailyShareText(facts, CATALOGUES['es-AR'].daily, 'es-AR')).toBe(
      'cubilete, Yatzy: el desafío del 29 de noviembre de 2026\n' +
      '231 puntos; con los mismos dados, el jugador óptimo hizo 262\n' +
      'Precisión 93,5%\n' +
      'https://cubilete.example/daily/yatzy/2026-11-29');
  });

  it('leaves out what the server has not given yet', () => {
    const text = dailyShareText({ ...facts, optimum: null, accuracy: null }, CATALOGUES.en.daily, 'en');
    expect(text.split('\n')).toEqual(['cubilete, Yatzy: the challenge of November 29, 2026', '231 points', facts.link]);
  });

  it('holds no number but the day, the scores and the accuracy: no die of the day', () => {
    for (const lang of ['en', 'pt-BR', 'es-AR'] as const) {
      const text = dailyShareText(facts, CATALOGUES[lang].daily, lang).replace(facts.link, '');
      const numbers = (text.match(/\d+(?:[.,]\d+)?/g) ?? []).map((n) => n.replace(',', '.'));
      expect(numbers.sort()).toEqual(['2026', '231', '262', '29', '93.5'].sort());
    }
  });
});
