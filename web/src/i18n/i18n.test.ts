/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { CATALOGUES, LANGS, fmt, initialLanguage, isolated, pickLanguage, plural, seatName } from './index';
import { CARDS, categoryName } from '../games/category/categories';
import { CATEGORY } from '../games/category/strings';
import { DAMMA } from '../games/damma/strings';
import { MULT } from '../games/multiplicacao/strings';
import { TRIPLO } from '../games/triplo_seis/strings';
import { aboutOf } from '../games/registry';

// Every leaf of a set of texts as "path" -> text, to compare languages key by key.
function leaves(o: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof o === 'string') out.set(prefix, o);
  else if (o && typeof o === 'object')
    for (const [k, v] of Object.entries(o)) for (const [p, s] of leaves(v, `${prefix}.${k}`)) out.set(p, s);
  return out;
}
const holes = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort();
const keysOf = (o: object) => Object.keys(o).sort().join(',');

// Every module that may hold texts: the app's domains and every game's files (a new file is
// checked without being listed here).
const modules = import.meta.glob(['./strings/*.ts', '../games/**/*.ts', '!../games/**/*.test.ts'], { eager: true });
const exported = Object.entries(modules).flatMap(([file, mod]) =>
  Object.entries(mod as Record<string, unknown>).map(([name, value]) => ({ where: `${file} ${name}`, value })));
const translations = exported.filter((e) => e.value && typeof e.value === 'object' && keysOf(e.value) === keysOf(CATALOGUES))
  .map((e) => ({ where: e.where, texts: e.value as Record<string, unknown> }));

describe('texts', () => {
  it('finds every domain of the app-wide catalogue among the sets it checks', () => {
    for (const [domain, texts] of Object.entries(CATALOGUES.en))
      expect(translations.some((t) => t.texts.en === texts), domain).toBe(true);
    expect(translations.length).toBeGreaterThan(Object.keys(CATALOGUES.en).length + 10);
  });

  for (const { where, texts } of translations) {
    it(`${where}: every language has every key of English, no empty text where English has one, the same placeholders`, () => {
      const reference = leaves(texts.en);
      for (const lang of LANGS) {
        const mine = leaves(texts[lang]);
        expect([...mine.keys()].sort(), lang).toEqual([...reference.keys()].sort());
        for (const [path, text] of reference) {
          const other = mine.get(path)!;
          if (text !== '') expect(other, `${lang} ${path}`).not.toBe('');
          expect(holes(other), `${lang} ${path}`).toEqual(holes(text));
        }
      }
    });
  }
});

// Every category key of every category game and variant (RULES.md §1; `cubilete rules GAME`).
const NUMBERS = ['1', '2', '3', '4', '5', '6'];
const CATEGORY_KEYS: Record<string, string[]> = {
  general: [...NUMBERS, 'S', 'F', 'Q', 'G', 'X'],
  generala: [...NUMBERS, 'escalera', 'full', 'poker', 'generala', 'double'],
  crag: ['crag', 'thirteen', 'high_straight', 'low_straight', 'even_straight', 'odd_straight', 'three_kind', ...NUMBERS],
  yahtzee: [...NUMBERS, 'three_kind', 'four_kind', 'full_house', 'small_straight', 'large_straight', 'yahtzee', 'chance'],
  yatzy: [...NUMBERS, 'pair', 'two_pairs', 'three_kind', 'four_kind', 'small_straight', 'large_straight', 'full_house', 'chance', 'yatzy'],
};

describe('the category games\' cards', () => {
  for (const lang of LANGS)
    it(`${lang} names every category of every category game and variant (the engine's words, words.json)`, () => {
      for (const [game, keys] of Object.entries(CATEGORY_KEYS))
        for (const key of keys) expect(CARDS[game][key][lang], `${game} ${key}`).toBeTruthy();
    });

  it('names the boxes of General and Generala in the interface\'s language, the games\' own names kept (category_rules.cpp)', () => {
    const name = (lang: (typeof LANGS)[number], game: string, key: string) => categoryName(CARDS[game], lang, key);
    expect(name('pt-BR', 'general', '1')).toBe('Jogada do 1');
    expect(name('pt-BR', 'generala', 'poker')).toBe('Quadra');
    expect(name('pt-BR', 'generala', 'escalera')).toBe('Sequência');
    expect(name('pt-BR', 'generala', 'generala')).toBe('Generala');
    expect(name('es-AR', 'generala', 'poker')).toBe('Póker');
    expect(name('es-AR', 'general', 'S')).toBe('Escalera');
    expect(name('es-AR', 'general', 'G')).toBe('General');
    expect(name('en', 'general', '1')).toBe('Ones');
    expect(name('en', 'generala', 'escalera')).toBe('Straight');
    expect(name('en', 'generala', 'double')).toBe('Double Generala');
    expect(name('en', 'yatzy', 'mystery')).toBe('mystery');
    // no English loan where Portuguese has its word (Yatzy and Yahtzee said "Full house")
    for (const [game, key] of [['yatzy', 'full_house'], ['yahtzee', 'full_house'], ['general', 'F'], ['generala', 'full']])
      expect(name('pt-BR', game, key), game).toBe('Full-hand');
    // the translated rules use the card's names
    for (const lang of ['pt-BR', 'es-AR'] as const)
      for (const game of ['general', 'generala']) {
        const key = game === 'general' ? 'Q' : 'poker';
        expect(aboutOf(lang, game).rules, `${lang} ${game}`).toContain(name(lang, game, key));
      }
  });
});

describe('wording a new player understands', () => {
  it('says things in the language, whoever holds the cup, and what each number means', () => {
    const pt = CATALOGUES['pt-BR'];
    expect(pt.replay.title).not.toMatch(/replay/i);
    for (const lang of LANGS) {
      const c = CATALOGUES[lang];
      expect(TRIPLO[lang].closedCup).not.toMatch(/\b(ele|él|he|she|they)\b/);
      expect(c.hint.expected).not.toMatch(/^(esperado|expected)$/);
      expect(c.hint.expectedExplained.length).toBeGreaterThan(40);
      expect(DAMMA[lang].engine.huffLegend).toContain('⊗');
      expect(CATEGORY[lang].servedLegend).toContain('★');
      expect(MULT[lang].penaltyLegend).toContain('4');
      expect(c.fair.details.length).toBeGreaterThan(5);
      expect(c.fair.plain).not.toMatch(/HMAC|SHA/);
    }
    // who took whom
    expect(fmt(DAMMA['pt-BR'].captured, { byWhite: 6, byBlack: 2 })).toBe('Peças comidas pelas brancas: 6, pelas pretas: 2');
    expect(fmt(DAMMA['es-AR'].captured, { byWhite: 6, byBlack: 2 })).toBe('Piezas comidas por las blancas: 6, por las negras: 2');
    expect(CARDS.yatzy.full_house['pt-BR']).not.toBe('Full house');
  });
});

describe('language choice', () => {
  it('follows the browser unless a choice was remembered', () => {
    expect(pickLanguage(['pt-PT', 'en'])).toBe('pt-BR');
    expect(pickLanguage(['es-MX'])).toBe('es-AR');
    expect(pickLanguage(['de-DE', 'fr'])).toBe('en');
    expect(initialLanguage({ getItem: () => 'es-AR' }, ['pt-BR'])).toBe('es-AR');
    expect(initialLanguage({ getItem: () => 'klingon' }, ['pt-BR'])).toBe('pt-BR');
    expect(initialLanguage(null, [])).toBe('en');
  });
});

describe('fmt and plural', () => {
  it('fills placeholders and leaves unknown ones visible', () => {
    expect(fmt('{a} and {b}', { a: 1 })).toBe('1 and {b}');
    const throwsLeft = { one: '{n} throw left', other: '{n} throws left' };
    expect(plural(throwsLeft, 1)).toBe('1 throw left');
    expect(plural(throwsLeft, 2)).toBe('2 throws left');
    expect(plural({ one: 'falta {n} jogada', other: 'faltam {n} jogadas' }, 0)).toBe('faltam 0 jogadas');
  });
});

describe('names inside sentences', () => {
  it('isolates a right-to-left name so the sentence around it keeps its order, and leaves others alone', () => {
    const en = CATALOGUES.en;
    expect(isolated('Ana')).toBe('Ana');
    expect(isolated('José Ñandú')).toBe('José Ñandú');
    expect(isolated('סבא')).toBe('\u2068סבא\u2069');
    expect(isolated('علي')).toBe('\u2068علي\u2069');
    const seats = [{ name: 'علي', bot: null }, { name: null, bot: 'greedy' }];
    expect(fmt(en.room.theirTurn, { name: seatName(en, seats, 0) })).toBe('\u2068علي\u2069 is playing');
    expect(seatName(en, seats, 1)).toBe('Bot 2');
    expect(seatName(en, seats, null)).toBe('the dice');
  });
});
