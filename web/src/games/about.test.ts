import { describe, expect, it } from 'vitest';
import { aboutGame, fingerprint, type AboutTranslations } from './about';
import type { GameInfo } from '../protocol/types';

const english = { name: 'Dice', summary: 'Dice: a game', rules: 'Throw.\nWin.' };
const info = { id: 'dice', ...english } as GameInfo;
const translations: AboutTranslations = {
  translates: fingerprint(english),
  'pt-BR': { name: 'Dados', summary: 'Dados: um jogo', rules: 'Jogue.\nGanhe.' },
  'es-AR': { name: 'Dados', summary: 'Dados: un juego', rules: 'Tirá.\nGaná.' },
};

describe('a game\'s name and rules', () => {
  it('are the server\'s English in English, and its translation where it translates that English', () => {
    expect(aboutGame('en', 'dice', info, translations)).toEqual({ ...english, lang: 'en' });
    expect(aboutGame('pt-BR', 'dice', info, translations)).toEqual({ ...translations['pt-BR'], lang: 'pt-BR' });
  });

  it('fall back to the English, marked with its fingerprint, once the English moved on', () => {
    const newer = { ...info, rules: 'Throw twice.\nWin.' };
    const shown = aboutGame('es-AR', 'dice', newer, translations);
    expect(shown).toEqual({ name: 'Dice', summary: 'Dice: a game', rules: 'Throw twice.\nWin.', lang: 'en', untranslated: fingerprint(newer) });
    expect(shown.untranslated).not.toBe(translations.translates);
  });

  it('take the translation as it is before the server\'s list arrives, and the id in English', () => {
    expect(aboutGame('pt-BR', 'dice', undefined, translations).name).toBe('Dados');
    expect(aboutGame('en', 'dice', undefined, translations)).toEqual({ name: 'dice', summary: '', rules: '', lang: 'en' });
    expect(aboutGame('es-AR', 'newer', info, undefined).lang).toBe('en');
  });

  it('fingerprint the three texts together', () => {
    expect(fingerprint(english)).toMatch(/^[0-9a-f]{8}$/);
    expect(fingerprint({ ...english, summary: 'Dice: a game!' })).not.toBe(fingerprint(english));
  });
});
