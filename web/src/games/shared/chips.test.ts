import { describe, expect, it } from 'vitest';
import { reasonText } from './chips';
import { CHIPS } from './strings';
import { FLORES } from '../flores_amarradas/strings';

const transfer = (why: string) => ({ from: 0, to: 1, amount: 3, reason: 'the engine says why', why });

describe('reasonText', () => {
  it('names a kind of throw in the words of the game that gives them', () => {
    const kindName = (kind: string) => FLORES['pt-BR'].kinds[kind] ?? kind;
    expect(reasonText(CHIPS['pt-BR'], transfer('banker_throw seis_alto'), kindName)).toBe('a banca tirou Seis Alto (um par e um 6)');
    expect(reasonText(CHIPS['es-AR'], transfer('throw triple'), (k) => FLORES['es-AR'].kinds[k] ?? k)).toBe('sacó tres iguales');
  });
  it('says the kind itself where the game gives no words for it, and the engine\'s reason for an unknown code', () => {
    expect(reasonText(CHIPS.en, transfer('throw triple'))).toBe('threw triple');
    expect(reasonText(CHIPS.en, transfer('a_new_code 1'))).toBe('the engine says why');
  });
  it('has every kind of throw in every language', () => {
    const kinds = Object.keys(FLORES.en.kinds).sort();
    for (const lang of ['pt-BR', 'es-AR'] as const) expect(Object.keys(FLORES[lang].kinds).sort()).toEqual(kinds);
  });
});
