import { describe, expect, it } from 'vitest';
import { wordingOf } from './registry';

const line = (lang: 'en' | 'pt-BR' | 'es-AR', game: string, text: string, who: string) => wordingOf(game).line(lang, { text }, who);

describe('each game\'s actions in words', () => {
  it('tells the log in each language', () => {
    expect(line('pt-BR', 'generala', 'score poker', 'Ana')).toBe('Ana marcou Quadra');
    expect(line('pt-BR', 'general', 'score S', 'Ana')).toBe('Ana marcou Sequência');
    expect(line('en', 'farkle', 'keep 1-5', 'Bo')).toBe('Bo set aside 1 5');
    expect(line('en', 'farkle', 'throw 2-3-4-4-6-6 (farkle)', 'Bo')).toBe('Bo threw 2 3 4 4 6 6: farkle!');
    expect(line('es-AR', 'generala', 'keep none', 'Bo')).toBe('Bo tira todos los dados de nuevo');
    expect(line('en', 'damma', 'huff c3', 'Bo')).toBe('Bo huffed the piece on c3');
    expect(line('en', 'damma', 'b3xd3xd5', 'Bo')).toBe('Bo: b3×d3×d5');
    expect(line('en', 'damma', 'mystery', 'Bo')).toBe('Bo: mystery');
    expect(line('pt-BR', 'triplo_seis', 'throws 3 dice under the cup', 'Ana')).toBe('Ana jogou 3 dados debaixo do copo');
    expect(line('en', 'triplo_seis', 'throw 6-4-4', 'Ana')).toBe('Ana threw 6 4 4 under the cup');
    expect(line('en', 'triplo_seis', 'rethrows 1 die', 'Ana')).toBe('Ana rethrew 1 die under the cup');
    expect(line('en', 'triplo_seis', 'rethrows nothing', 'Ana')).toBe('Ana kept all three dice');
    expect(line('en', 'matterhorn', 'cross 11 row2 1', 'Ana')).toBe('Ana crossed 11, and 1 in row 2');
    expect(line('en', 'buck_dice', 'point 4', 'Ana')).toBe('Ana threw the point number: 4');
    expect(line('es-AR', 'flores_amarradas', 'bet 6', 'Ana')).toBe('Ana apostó 6');
    expect(line('en', 'multiplicacao', 'refuse', 'Ana')).toBe('Ana refused and throws again');
    // a game this app does not know, or an action of another game: as it came
    expect(line('en', 'newer_game', ' roll ', 'Ana')).toBe('Ana: roll');
    expect(line('en', 'generala', 'bank', 'Ana')).toBe('Ana: bank');
  });

  it('names choices and translates the report\'s situations', () => {
    expect(wordingOf('generala').label('pt-BR', 'keep 3-3')).toBe('Guardar 3 3');
    expect(wordingOf('general').label('pt-BR', 'score G')).toBe('Marcar General');
    expect(wordingOf('farkle').label('en', 'bank')).toBe('Bank');
    expect(wordingOf('damma').label('en', 'd2-c3')).toBe('d2–c3');
    expect(wordingOf('triplo_seis').label('en', 'call 654')).toBe('call 654');
    expect(wordingOf('generala').situation('pt-BR', 'round  3, dice 3-3-4-5-6, 2 throws left', String)).toBe('rodada 3, dados 3 3 4 5 6, faltam 2 jogadas');
    expect(wordingOf('farkle').situation('pt-BR', 'turn total 300, 4 dice to throw', String)).toBe('total da vez 300, 4 dados para jogar');
    expect(wordingOf('multiplicacao').situation('en', 'round 2, set aside 6,5, dice 3', String)).toBe('6 5 set aside, dice 3');
    expect(wordingOf('triplo_seis').situation('en', 'round 2, P3 holds the cup against 532', (s) => `seat ${s}`)).toBe('round 2, seat 2 holds the cup against 532');
    expect(wordingOf('damma').situation('pt-BR', 'move 12 (Black)', String)).toBe('lance 12, vez das Pretas');
    expect(wordingOf('generala').situation('pt-BR', 'decision', String)).toBe('uma decisão');
    expect(wordingOf('generala').situation('pt-BR', 'something else', String)).toBe('something else');
  });
});
