import { describe, expect, it } from 'vitest';
import { GAME_WORDS, aboutGame } from './about';
import { gamesDrawn } from './registry';
import type { GameInfo } from '../protocol/generated/contract';
import { LANGS } from '../i18n';

const info = { id: 'dice', name: 'Dice', summary: 'Dice: a game', rules: 'Throw.\nWin.' } as GameInfo;

describe('a game\'s name and rules', () => {
  it('are the engine\'s words in each language, for every game this app draws', () => {
    for (const game of gamesDrawn())
      for (const lang of LANGS) {
        const shown = aboutGame(lang, game, undefined);
        expect(shown.lang, `${game} ${lang}`).toBe(lang);
        expect(shown.summary, `${game} ${lang}`).toBeTruthy();
        expect(shown.rules.length, `${game} ${lang}`).toBeGreaterThan(80);
      }
    expect(aboutGame('pt-BR', 'farkle', undefined).rules).toContain('Na sua vez, jogue os seis');
    expect(aboutGame('es-AR', 'generala', undefined).summary).toBe('Generala argentina: 5 dados, 3 tiros, 10 categorías, todas las variantes');
  });

  it('are the server\'s English for a game the engine\'s words do not have (a newer server), and the id before its list arrives', () => {
    expect(aboutGame('es-AR', 'dice', info)).toEqual({ name: 'Dice', summary: 'Dice: a game', rules: 'Throw.\nWin.', lang: 'en' });
    expect(aboutGame('pt-BR', 'dice', undefined)).toEqual({ name: 'dice', summary: '', rules: '', lang: 'en' });
  });

  it('know no game by a name every object has', () => {
    expect(GAME_WORDS.toString).toBeUndefined();
    expect(aboutGame('en', 'constructor', undefined).name).toBe('constructor');
  });
});
