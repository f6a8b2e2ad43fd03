import { describe, expect, it } from 'vitest';
import { wordingOf } from './registry';

type Lang = 'en' | 'pt-BR' | 'es-AR';
// A log line from the move the state message carries beside the action's name (the name is shown
// only where no move fits the game).
const line = (lang: Lang, game: string, move: unknown, who: string, text = '(name)') => wordingOf(game).line(lang, { text, move }, who);
const label = (lang: Lang, game: string, move: unknown, text = '(name)') => wordingOf(game).label(lang, { text, move });

describe('each game\'s actions in words', () => {
  it('tells the log in each language, from the moves', () => {
    expect(line('pt-BR', 'generala', { kind: 'score', category: 'poker', points: 40, bonus: 0 }, 'Ana')).toBe('Ana marcou Quadra');
    expect(line('pt-BR', 'general', { kind: 'score', category: 'S', points: 20, bonus: 0 }, 'Ana')).toBe('Ana marcou Sequência');
    expect(line('en', 'farkle', { kind: 'keep', dice: [1, 5] }, 'Bo')).toBe('Bo set aside 1 5');
    expect(line('en', 'farkle', { kind: 'throw', dice: [2, 3, 4, 4, 6, 6], farkle: true }, 'Bo')).toBe('Bo threw 2 3 4 4 6 6: farkle!');
    expect(line('es-AR', 'generala', { kind: 'keep', dice: [] }, 'Bo')).toBe('Bo tira todos los dados de nuevo');
    expect(line('en', 'damma', { kind: 'huff', square: 'c3' }, 'Bo')).toBe('Bo huffed the piece on c3');
    expect(line('en', 'damma', { kind: 'move', from: 'b3', path: ['d3', 'd5'], captures: ['c3', 'd4'] }, 'Bo')).toBe('Bo: b3×d3×d5');
    expect(line('en', 'damma', { kind: 'move', from: 'd2', path: ['c3'], captures: [] }, 'Bo')).toBe('Bo: d2–c3');
    expect(line('pt-BR', 'triplo_seis', { kind: 'cup_throw', count: 3 }, 'Ana')).toBe('Ana jogou 3 dados debaixo do copo');
    expect(line('en', 'triplo_seis', { kind: 'throw', dice: [4, 4, 6] }, 'Ana')).toBe('Ana threw 4 4 6 under the cup');
    expect(line('en', 'triplo_seis', { kind: 'cup_rethrow', count: 1 }, 'Ana')).toBe('Ana rethrew 1 die under the cup');
    expect(line('en', 'triplo_seis', { kind: 'cup_rethrow', count: 0 }, 'Ana')).toBe('Ana kept all three dice');
    expect(line('en', 'triplo_seis', { kind: 'cup_keep', count: 2 }, 'Ana')).toBe('Ana kept 2 dice under the cup');
    expect(line('en', 'matterhorn', { kind: 'cross', row1: [11], row2: [1] }, 'Ana')).toBe('Ana crossed 11, and 1 in row 2');
    expect(line('en', 'buck_dice', { kind: 'point', die: 4 }, 'Ana')).toBe('Ana threw the point number: 4');
    expect(line('es-AR', 'flores_amarradas', { kind: 'bet', chips: 6 }, 'Ana')).toBe('Ana apostó 6');
    expect(line('en', 'multiplicacao', { kind: 'refuse' }, 'Ana')).toBe('Ana refused and throws again');
  });

  it('shows the name as it came where no move fits, and never reads it', () => {
    // no move (an older server), a game this app does not know, a move of another game
    expect(line('en', 'damma', undefined, 'Bo', 'b3xd3')).toBe('Bo: b3xd3');
    expect(line('en', 'newer_game', { kind: 'roll' }, 'Ana', 'roll')).toBe('Ana: roll');
    expect(line('en', 'generala', { kind: 'bank' }, 'Ana', 'bank')).toBe('Ana: bank');
    expect(line('en', 'generala', { kind: 'keep', dice: ['5'] }, 'Ana', 'keep 5')).toBe('Ana: keep 5');
  });

  it('names choices from their moves', () => {
    expect(label('pt-BR', 'generala', { kind: 'keep', dice: [3, 3] })).toBe('Guardar 3 3');
    expect(label('pt-BR', 'general', { kind: 'score', category: 'G', points: 50, bonus: 0 })).toBe('Marcar General');
    expect(label('en', 'farkle', { kind: 'bank' })).toBe('Bank');
    expect(label('en', 'damma', { kind: 'move', from: 'd2', path: ['c3'], captures: [] })).toBe('d2–c3');
    // a choice the game has no words for keeps its name
    expect(label('en', 'triplo_seis', { kind: 'call', call: 654 }, 'call 654')).toBe('call 654');
    expect(label('en', 'triplo_seis', { kind: 'keep', dice: [2, 4, 4] })).toBe('Keep all');
  });

  it('tells the report\'s situations in the language, from their structure', () => {
    const where = (game: string, lang: Lang, situation: unknown, nameOf: (s: number) => string = String) =>
      wordingOf(game).situation(lang, situation, '(engine words)', nameOf);
    expect(where('generala', 'pt-BR', { round: 3, dice: [3, 3, 4, 5, 6], throws_left: 2 })).toBe('rodada 3, dados 3 3 4 5 6, faltam 2 jogadas');
    expect(where('farkle', 'pt-BR', { kind: 'bank_or_roll', turn_total: 300, dice_to_throw: 4 })).toBe('total da vez 300, 4 dados para jogar');
    expect(where('farkle', 'es-AR', { kind: 'bank_or_roll', turn_total: 1500, dice_to_throw: 1 })).toBe('total del turno 1.500, 1 dado para tirar');
    expect(where('farkle', 'en', { kind: 'select', turn_total: 0, dice: [1, 2, 5] })).toBe('turn total 0, throw 1 2 5');
    expect(where('multiplicacao', 'en', { round: 2, set_aside: [6, 5], dice: [3] })).toBe('6 5 set aside, dice 3');
    expect(where('matterhorn', 'en', { dice: [1, 4, 6] })).toBe('dice 1 4 6');
    expect(where('triplo_seis', 'en', { round: 2, phase: 'keep', seat: 2, call: 532 }, (s) => `seat ${s}`))
      .toBe('round 2, seat 2 holds the cup against 532');
    expect(where('triplo_seis', 'es-AR', { round: 1, phase: 'call', seat: 0, call: 0 }, () => 'Ana')).toBe('ronda 1, Ana hace el primer canto');
    expect(where('triplo_seis', 'pt-BR', { round: 2, phase: 'keep', seat: 0, call: 532 }, () => 'Ana')).toBe('rodada 2, Ana está com o copo contra 532');
    expect(where('triplo_seis', 'pt-BR', { round: 3, phase: 'over', seat: 0, call: 0 }, () => 'Ana')).toBe('rodada 3');
    expect(where('damma', 'pt-BR', { move: 12, side: 'b' })).toBe('lance 12, vez das Pretas');
    // no situation: the engine's "decision" in the language; one that does not fit: the engine's words
    expect(wordingOf('generala').situation('pt-BR', null, 'decision', String)).toBe('uma decisão');
    expect(where('generala', 'pt-BR', { round: '3' })).toBe('(engine words)');
    expect(where('centenario', 'en', null)).toBe('(engine words)');
  });
});
