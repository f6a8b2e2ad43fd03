import { describe, expect, it } from 'vitest';
import { CATALOGUES, fmt, initialLanguage, isolated, pickLanguage, plural, seatName } from './index';
import { describeEvent, parseEvent } from './events';
import { en } from './en';

// Every leaf of a catalogue as "path" -> text, to compare languages key by key.
function leaves(o: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof o === 'string') out.set(prefix, o);
  else if (o && typeof o === 'object')
    for (const [k, v] of Object.entries(o)) for (const [p, s] of leaves(v, `${prefix}.${k}`)) out.set(p, s);
  return out;
}

// Every category key of every category game and variant (RULES.md §1; `cubilete rules GAME`).
const NUMBERS = ['1', '2', '3', '4', '5', '6'];
const CATEGORY_KEYS: Record<string, string[]> = {
  general: [...NUMBERS, 'S', 'F', 'Q', 'G', 'X'],
  generala: [...NUMBERS, 'escalera', 'full', 'poker', 'generala', 'double'],
  crag: ['crag', 'thirteen', 'high_straight', 'low_straight', 'even_straight', 'odd_straight', 'three_kind', ...NUMBERS],
  yahtzee: [...NUMBERS, 'three_kind', 'four_kind', 'full_house', 'small_straight', 'large_straight', 'yahtzee', 'chance'],
  yatzy: [...NUMBERS, 'pair', 'two_pairs', 'three_kind', 'four_kind', 'small_straight', 'large_straight', 'full_house', 'chance', 'yatzy'],
};

describe('catalogues', () => {
  const reference = leaves(en);
  for (const [lang, catalogue] of Object.entries(CATALOGUES)) {
    it(`${lang} has every key of English, no empty text where English has one, the same placeholders`, () => {
      const mine = leaves(catalogue);
      expect([...mine.keys()].sort()).toEqual([...reference.keys()].sort());
      for (const [path, text] of reference) {
        const other = mine.get(path)!;
        if (text !== '') expect(other, path).not.toBe('');
        const holes = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort();
        expect(holes(other), path).toEqual(holes(text));
      }
    });
    it(`${lang} names every category of every category game and variant`, () => {
      for (const [game, keys] of Object.entries(CATEGORY_KEYS)) {
        for (const key of keys) expect(catalogue.categories[game][key], `${game} ${key}`).toBeTruthy();
        expect(catalogue.games[game].rules.length).toBeGreaterThan(80);
      }
      expect(catalogue.games.farkle.rules.length).toBeGreaterThan(80);
    });
  }

  it('names the boxes of General and Generala in the interface\'s language, the games\' own names kept (names.ts)', () => {
    expect(CATALOGUES['pt-BR'].categories.general['1']).toBe('Jogada do 1');
    expect(CATALOGUES['pt-BR'].categories.generala.poker).toBe('Quadra');
    expect(CATALOGUES['pt-BR'].categories.generala.escalera).toBe('Sequência');
    expect(CATALOGUES['pt-BR'].categories.generala.generala).toBe('Generala');
    expect(CATALOGUES['es-AR'].categories.generala.poker).toBe('Póker');
    expect(CATALOGUES['es-AR'].categories.general.S).toBe('Escalera');
    expect(CATALOGUES['es-AR'].categories.general.G).toBe('General');
    expect(CATALOGUES.en.categories.general['1']).toBe('Ones');
    expect(CATALOGUES.en.categories.generala.escalera).toBe('Straight');
    expect(CATALOGUES.en.categories.generala.double).toBe('Double Generala');
    // no English loan where Portuguese has its word (Yatzy and Yahtzee said "Full house")
    for (const game of ['yatzy', 'yahtzee', 'general', 'generala'])
      expect(CATALOGUES['pt-BR'].categories[game].full_house ?? CATALOGUES['pt-BR'].categories[game].F ?? CATALOGUES['pt-BR'].categories[game].full, game).toBe('Full-hand');
    // the rules text uses the card's names
    for (const lang of ['pt-BR', 'es-AR', 'en'] as const)
      for (const game of ['general', 'generala']) {
        const names = CATALOGUES[lang].categories[game];
        const key = game === 'general' ? 'Q' : 'poker';
        expect(CATALOGUES[lang].games[game].rules, `${lang} ${game}`).toContain(names[key]);
      }
  });
});

describe('wording a new player understands (issue 26, item 9)', () => {
  it('says things in the language, whoever holds the cup, and what each number means', () => {
    const pt = CATALOGUES['pt-BR'];
    const es = CATALOGUES['es-AR'];
    expect(pt.replay.title).not.toMatch(/replay/i);
    for (const c of [pt, es, en]) {
      expect(c.triplo.closedCup).not.toMatch(/\b(ele|él|he|she|they)\b/);
      expect(c.hint.expected).not.toMatch(/^(esperado|expected)$/);
      expect(c.hint.expectedExplained.length).toBeGreaterThan(40);
      expect(c.hint.huffLegend).toContain('⊗');
      expect(c.category.servedLegend).toContain('★');
      expect(c.mult.penaltyLegend).toContain('4');
      expect(c.fair.details.length).toBeGreaterThan(5);
      expect(c.fair.plain).not.toMatch(/HMAC|SHA/);
    }
    expect(fmt(pt.damma.captured, { white: 6, black: 2 })).toBe('peças comidas até agora: brancas 6, pretas 2');
    expect(fmt(es.damma.captured, { white: 6, black: 2 })).toBe('piezas comidas hasta ahora: blancas 6, negras 2');
    expect(pt.categories.yatzy.full_house).not.toBe('Full house');
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
    expect(plural(en.category.throwsLeft, 1)).toBe('1 throw left');
    expect(plural(en.category.throwsLeft, 2)).toBe('2 throws left');
    expect(plural(CATALOGUES['pt-BR'].category.throwsLeft, 0)).toBe('faltam 0 jogadas');
  });
});

describe('events', () => {
  it('reads the action grammar', () => {
    expect(parseEvent('throw 2-3-5-6-6')).toEqual({ kind: 'throw', dice: [2, 3, 5, 6, 6], farkle: false });
    expect(parseEvent('throw 2-3-4-4-6-6 (farkle)')).toEqual({ kind: 'throw', dice: [2, 3, 4, 4, 6, 6], farkle: true });
    expect(parseEvent('keep none')).toEqual({ kind: 'keep', dice: [] });
    expect(parseEvent('keep 5-5')).toEqual({ kind: 'keep', dice: [5, 5] });
    expect(parseEvent('score full')).toEqual({ kind: 'score', category: 'full' });
    expect(parseEvent('bank')).toEqual({ kind: 'bank' });
    expect(parseEvent('roll')).toEqual({ kind: 'roll' });
    expect(parseEvent('huff c3')).toEqual({ kind: 'huff', square: 'c3' });
    expect(parseEvent('throw 7-7')).toEqual({ kind: 'other', text: 'throw 7-7' });
  });

  it('tells them in each language', () => {
    const pt = CATALOGUES['pt-BR'];
    expect(describeEvent(pt, 'generala', 'score poker', 'Ana')).toBe('Ana marcou Quadra');
    expect(describeEvent(pt, 'general', 'score S', 'Ana')).toBe('Ana marcou Sequência');
    expect(describeEvent(en, 'farkle', 'keep 1-5', 'Bo')).toBe('Bo set aside 1 5');
    expect(describeEvent(CATALOGUES['es-AR'], 'generala', 'keep none', 'Bo')).toBe('Bo tira todos los dados de nuevo');
    expect(describeEvent(en, 'damma', 'huff c3', 'Bo')).toBe('Bo huffed the piece on c3');
    expect(describeEvent(en, 'damma', 'b3xd3xd5', 'Bo')).toBe('Bo: b3×d3×d5');
    expect(describeEvent(en, 'damma', 'mystery', 'Bo')).toBe('Bo: mystery');
    expect(describeEvent(pt, 'triplo_seis', 'throws 3 dice under the cup', 'Ana')).toBe('Ana jogou 3 dados debaixo do copo');
    expect(describeEvent(en, 'triplo_seis', 'rethrows 1 die', 'Ana')).toBe('Ana rethrew 1 die under the cup');
    expect(describeEvent(en, 'triplo_seis', 'rethrows nothing', 'Ana')).toBe('Ana kept all three dice');
    expect(describeEvent(en, 'matterhorn', 'cross 11 row2 1', 'Ana')).toBe('Ana crossed 11, and 1 in row 2');
    expect(describeEvent(en, 'buck_dice', 'point 4', 'Ana')).toBe('Ana threw the point number: 4');
    expect(describeEvent(CATALOGUES['es-AR'], 'flores_amarradas', 'bet 6', 'Ana')).toBe('Ana apostó 6');
  });
});

describe('choices and situations', () => {
  it('names choices and translates the report\'s situations', async () => {
    const { actionLabel, situationText } = await import('./events');
    const pt = CATALOGUES['pt-BR'];
    expect(actionLabel(pt, 'generala', 'keep 3-3')).toBe('Guardar 3 3');
    expect(actionLabel(pt, 'general', 'score G')).toBe('Marcar General');
    expect(actionLabel(en, 'farkle', 'bank')).toBe('Bank');
    const left = (n: number) => plural(pt.category.throwsLeft, n);
    expect(situationText(pt, 'round  3, dice 3-3-4-5-6, 2 throws left', left)).toBe('rodada 3, dados 3 3 4 5 6, faltam 2 jogadas');
    expect(situationText(pt, 'turn total 300, 4 dice to throw', left)).toBe('total da vez 300, 4 dados para jogar');
    expect(situationText(pt, 'something else', left)).toBe('something else');
  });
});

describe('names inside sentences', () => {
  it('isolates a right-to-left name so the sentence around it keeps its order, and leaves others alone', () => {
    expect(isolated('Ana')).toBe('Ana');
    expect(isolated('José Ñandú')).toBe('José Ñandú');
    expect(isolated('סבא')).toBe('\u2068סבא\u2069');
    expect(isolated('علي')).toBe('\u2068علي\u2069');
    const seats = [{ name: 'علي', bot: null }, { name: null, bot: 'greedy' }];
    expect(fmt(en.room.theirTurn, { name: seatName(en, seats, 0) })).toBe('\u2068علي\u2069 is playing');
    expect(seatName(en, seats, 1)).toBe('Bot 2');
  });
});
