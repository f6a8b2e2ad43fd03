import { describe, expect, it } from 'vitest';
import { createRequest, defaultGame, defaultHints, defaultRules, defaultSeats, defaultUnder, sameDiceOffered, validOption, withRule } from './model';
import type { GameInfo, TablePolicy } from '../protocol/generated/contract';

const table: TablePolicy = { throws_by_hand: true, hints: { advisor: true, against_bots_only: false, decisions: [] }, seat_roles: [], dice: true };
const generala: GameInfo = {
  id: 'generala', name: 'Generala', summary: '', rules: '', min_players: 1, max_players: 8, default_players: 2,
  bots: ['random', 'greedy', 'optimal'], default_bot: 'optimal', advisor: true, rated: true, rated_bots: ['optimal'], table, puzzles: true, puzzle_themes: [], same_dice: true,
  options: [
    { key: 'players', type: 'integer', default: '2', allowed: '', description: '', min: 1, max: 8 },
    { key: 'generala_points', type: 'integer', default: '60', allowed: '', description: '', min: 0, max: 1000 },
    { key: 'straight_wraps', type: 'bool', default: 'false', allowed: '', description: '' },
    { key: 'scratch', type: 'choice', default: 'any', allowed: '', description: '', choices: ['when_nothing_fits', 'any'] },
  ],
};

describe('lobby model', () => {
  it('opens on the game of the language\'s country', () => {
    const ids = ['general', 'generala', 'farkle'];
    expect(defaultGame('pt-BR', ids)).toBe('general');
    expect(defaultGame('es-AR', ids)).toBe('generala');
    expect(defaultGame('en', ids)).toBe('generala');
    expect(defaultGame('pt-BR', ['farkle', 'generala'])).toBe('generala');
    expect(defaultGame('pt-BR', ['farkle'])).toBe('farkle');
  });
  it('starts with me and the strongest bot, and the defaults', () => {
    expect(defaultSeats(generala)).toEqual([{ kind: 'me' }, { kind: 'bot', bot: 'optimal' }]);
    expect(defaultRules(generala)).toEqual({ generala_points: '60', straight_wraps: 'false', scratch: 'any' });
  });

  it('sends only changed options, typed, and the seats in order', () => {
    const rules = { ...defaultRules(generala), straight_wraps: 'true', generala_points: '50' };
    const req = createRequest(generala, rules, [{ kind: 'me' }, { kind: 'friend' }, { kind: 'bot', bot: 'greedy' }], ' Ana ', 0);
    expect(req).toEqual({
      game: 'generala', rules: { generala_points: 50, straight_wraps: true },
      seats: [{ name: 'Ana' }, {}, { bot: 'greedy' }], name: 'Ana',
    });
    expect(createRequest(generala, defaultRules(generala), [{ kind: 'me' }], '', 30)).toEqual({
      game: 'generala', seats: [{}], turn_seconds: 30,
    });
  });

  it('turns hints off by default between people, on against bots, and sends the choice', () => {
    expect(defaultHints([{ kind: 'me' }, { kind: 'bot', bot: 'greedy' }])).toBe('on');
    expect(defaultHints([{ kind: 'me' }, { kind: 'friend' }, { kind: 'bot', bot: 'greedy' }])).toBe('off');
    expect(createRequest(generala, defaultRules(generala), [{ kind: 'me' }, { kind: 'friend' }], '', 0, '', 'on')).toEqual({
      game: 'generala', seats: [{}, {}], hints: 'on',
    });
  });

  it('checks values against the option', () => {
    const [, points, wraps, scratch] = generala.options;
    expect(validOption(points, '1000')).toBe(true);
    expect(validOption(points, '1001')).toBe(false);
    expect(validOption(points, '1.5')).toBe(false);
    expect(validOption(wraps, 'yes')).toBe(false);
    expect(validOption(scratch, 'any')).toBe(true);
    expect(validOption(scratch, 'never')).toBe(false);
  });

  it('follows a default that depends on another option (Damma\'s start on the 9x9 board)', () => {
    const small = 'bbbbb/bbbbb/bb.ww/wwwww/wwwww w -';
    const large = 'bbbbbbbbb/bbbbbbbbb/bbbbbbbbb/bbbbbbbbb/bbbb.wwww/wwwwwwwww/wwwwwwwww/wwwwwwwww/wwwwwwwww w -';
    const damma: GameInfo = {
      id: 'damma', name: 'Damma', summary: '', rules: '', min_players: 2, max_players: 2, default_players: 2, bots: ['greedy'],
      default_bot: 'greedy', advisor: true, rated: false, rated_bots: [], table, puzzles: false, puzzle_themes: [], same_dice: false,
      options: [
        { key: 'board', type: 'choice', default: '5', allowed: '', description: '', choices: ['5', '9'] },
        { key: 'start', type: 'text', default: small, allowed: '', description: '', default_by: { key: 'board', values: { 9: large } } },
      ],
    };
    const [, start] = damma.options;
    expect(defaultUnder(start, { board: '9' })).toBe(large);
    expect(defaultUnder(start, { board: '5' })).toBe(small);
    // the start field follows the board while untouched, and the 9x9 start is not sent
    const nine = withRule(damma, defaultRules(damma), 'board', '9');
    expect(nine).toEqual({ board: '9', start: large });
    expect(createRequest(damma, nine, [{ kind: 'me' }, { kind: 'bot', bot: 'greedy' }], '', 0)).toEqual({
      game: 'damma', rules: { board: '9' }, seats: [{}, { bot: 'greedy' }],
    });
    expect(withRule(damma, nine, 'board', '5')).toEqual({ board: '5', start: small });
    // a start typed by the person stays when the board changes (and is sent)
    const typed = withRule(damma, nine, 'start', '........./........./........./........./........./........./........./........./w.......b w -');
    expect(withRule(damma, typed, 'board', '5').start).toBe(typed.start);
  });
});

describe('same dice for everyone', () => {
  const dice = { key: 'dice', type: 'choice' as const, default: 'sequential', allowed: '', description: '', choices: ['sequential', 'duplicate'] };
  const yatzy: GameInfo = { ...generala, id: 'yatzy', options: [...generala.options, dice] };
  const two = [{ kind: 'me' as const }, { kind: 'friend' as const }];

  it('is offered for a game dealing by position, two to eight seats', () => {
    expect(sameDiceOffered(yatzy, two)).toBe(true);
    expect(sameDiceOffered(yatzy, [{ kind: 'me' }])).toBe(false);
    expect(sameDiceOffered(yatzy, Array.from({ length: 9 }, () => ({ kind: 'friend' as const })))).toBe(false);
    expect(sameDiceOffered(generala, two)).toBe(false);
  });

  it('asks for a duplicate room, whose dice the server deals by position', () => {
    const req = createRequest(yatzy, { ...defaultRules(yatzy), dice: 'duplicate' }, two, '', 0, '', undefined, true);
    expect(req.mode).toBe('duplicate');
    expect(req.rules?.dice).toBeUndefined();
    expect(createRequest(yatzy, defaultRules(yatzy), two, '', 0).mode).toBeUndefined();
    expect(createRequest(generala, defaultRules(generala), two, '', 0, '', undefined, true).mode).toBeUndefined();
  });
});
