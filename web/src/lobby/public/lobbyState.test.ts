import { describe, expect, it } from 'vitest';
import { readLobbyMessage, lobbySocketUrl, seekMessage, shownRating } from './lobbyMessages';
import { CATALOGUES, botLabel } from '../../i18n';
import { initialLobby, reduceLobby, type LobbyState } from './lobbyState';

const table = (room: string, taken = 1) => ({
  room, game: 'generala', rules_changed: { generala_points: '60' }, seats_taken: taken, seats: 3, rated: false,
  creator: { name: 'Ana', account: 'Ana', rating: 1523.4, provisional: true }, language: 'pt-BR', created: '2026-11-27T04:00:00Z',
});

function feed(s: LobbyState, raw: object, now = 1000): LobbyState {
  const msg = readLobbyMessage(JSON.stringify(raw));
  expect(msg).not.toBeNull();
  return reduceLobby(s, { kind: 'message', msg: msg!, now });
}

describe('the lobby socket as the page reads it', () => {
  it('keeps the open tables live: snapshot, added, changed in place, removed', () => {
    let s = feed(initialLobby, { type: 'lobby', tables: [table('AAAAAA')] });
    expect(s.tables.map((t) => t.room)).toEqual(['AAAAAA']);
    expect(s.tables[0].creator).toEqual({ name: 'Ana', account: 'Ana', rating: 1523.4, provisional: true });
    expect(shownRating(s.tables[0].creator)).toEqual({ rating: 1523.4, provisional: true });
    s = feed(s, { type: 'table_added', table: table('BBBBBB') });
    s = feed(s, { type: 'table_added', table: table('AAAAAA', 2) });
    expect(s.tables.map((t) => [t.room, t.seats_taken])).toEqual([['AAAAAA', 2], ['BBBBBB', 1]]);
    s = feed(s, { type: 'table_removed', room: 'AAAAAA' });
    expect(s.tables.map((t) => t.room)).toEqual(['BBBBBB']);
  });

  it('drops what does not fit instead of guessing', () => {
    expect(readLobbyMessage('not json')).toBeNull();
    expect(readLobbyMessage(JSON.stringify({ type: 'table_added', table: { room: 1 } }))).toBeNull();
    const snapshot = readLobbyMessage(JSON.stringify({ type: 'lobby', tables: [table('AAAAAA'), { room: 'X' }] }));
    expect(snapshot?.type === 'lobby' && snapshot.tables.length).toBe(1);
    expect(readLobbyMessage(JSON.stringify({ type: 'paired', room: 'AAAAAA', seat: 0 }))).toBeNull();
  });

  it('counts down from the wait the person chose before the server answers', () => {
    // a slow answer must not show the default 30 s to someone who chose 10
    const s = reduceLobby(initialLobby, { kind: 'seek', game: 'generala', rated: false, botAfter: 10, now: 1000 });
    expect(s.quick).toEqual({ phase: 'seeking', game: 'generala', rated: false, offerAt: 11_000 });
  });
  it('follows quick play: seeking with its countdown, the offer, a refusal, a dropped socket', () => {
    let s = reduceLobby(initialLobby, { kind: 'seek', game: 'generala', rated: false, botAfter: 30, now: 0 });
    s = feed(s, { type: 'seeking', game: 'generala', rules_changed: {}, players: 2, bot_after: 30, rated: false }, 500);
    expect(s.quick).toEqual({ phase: 'seeking', game: 'generala', rated: false, offerAt: 30_500 });
    s = feed(s, { type: 'bot_offer', bot: 'win_optimal' });
    expect(s.quick).toEqual({ phase: 'offered', game: 'generala', rated: false, bot: 'win_optimal' });
    s = feed(s, { type: 'cancelled' });
    expect(s.quick.phase).toBe('idle');
    s = reduceLobby(s, { kind: 'seek', game: 'generala', rated: true, botAfter: 30, now: 0 });
    s = feed(s, { type: 'error', code: 'sign_in_required', message: 'sign in' });
    expect(s.quick.phase).toBe('idle');
    expect(s.error?.code).toBe('sign_in_required');
    s = reduceLobby(s, { kind: 'seek', game: 'crag', rated: false, botAfter: 30, now: 0 });
    s = reduceLobby(s, { kind: 'connection', open: false });
    expect(s.quick.phase).toBe('idle');
  });

  it('shows the games on now with the featured one', () => {
    const s = feed(initialLobby, {
      type: 'games_live', featured: 'CCCCCC', total: 1,
      games: [{ room: 'CCCCCC', game: 'generala', rules_changed: {}, rated: true, language: 'es-AR', rating: 1600,
        seats: [{ name: 'Ana', account: 'Ana', score: 12, rating: 1600, provisional: false }, { name: null, account: null, bot: 'greedy', score: 30 }] }],
    });
    expect(s.featured).toBe('CCCCCC');
    expect(s.liveTotal).toBe(1);
    expect(s.live[0].seats.map(shownRating)).toEqual([{ rating: 1600, provisional: false }, null]);
    expect(s.live[0].seats[1].bot).toBe('greedy');
    // a game the contract does not describe is left out of the list, the rest kept
    const mixed = feed(initialLobby, { type: 'games_live', featured: null, total: 2, games: [{ room: 'X' }, { room: 'DDDDDD', game: 'crag', rules_changed: {}, rated: false, language: null, seats: [] }] });
    expect(mixed.live.map((g) => g.room)).toEqual(['DDDDDD']);
  });

  it('keeps how many games are on when the server names only the first', () => {
    const game = (room: string) => ({ room, game: 'crag', rules_changed: {}, rated: false, language: null, seats: [] });
    const s = feed(initialLobby, { type: 'games_live', featured: 'AAAAAA', total: 41, games: [game('AAAAAA'), game('BBBBBB')] });
    expect(s.live.map((g) => g.room)).toEqual(['AAAAAA', 'BBBBBB']);
    expect(s.liveTotal).toBe(41);
  });

  it('opens the socket on the page\'s own server', () => {
    expect(lobbySocketUrl({ protocol: 'https:', host: 'x.org' })).toBe('wss://x.org/ws?lobby=1');
    expect(lobbySocketUrl({ protocol: 'http:', host: '127.0.0.1:8080' })).toBe('ws://127.0.0.1:8080/ws?lobby=1');
  });
});

describe('quick play as this page asks for it', () => {
  const seek = { game: 'generala', rated: false, language: 'pt-BR' as const, botAfter: 30, name: '', clientSeed: 'abababababababab' };

  it('sends the person\'s client seed with every seek, as a created room\'s', () => {
    expect(seekMessage(seek)).toEqual({ type: 'seek', game: 'generala', language: 'pt-BR', bot_after: 30, client_seed: 'abababababababab' });
    expect(seekMessage({ ...seek, rated: true, name: 'Ana' })).toMatchObject({ rated: true, name: 'Ana', client_seed: 'abababababababab' });
    // an emptied seed is left out: the server mixes in "" for the seat, as for a bot
    expect(seekMessage({ ...seek, clientSeed: '' })).not.toHaveProperty('client_seed');
  });

  it('names the bot offered as the rest of the app names bots', () => {
    const offer = readLobbyMessage(JSON.stringify({ type: 'bot_offer', bot: 'win_optimal' }));
    expect(offer).toEqual({ type: 'bot_offer', bot: 'win_optimal' });
    expect(botLabel(CATALOGUES['pt-BR'], 'win_optimal')).toBe('Ótimo para vencer (perfeito)');
    expect(botLabel(CATALOGUES['es-AR'], 'win_optimal')).toBe('Óptimo para ganar (perfecto)');
    expect(botLabel(CATALOGUES.en, 'alphabeta:depth=6')).toBe('Alpha-beta (strong)');
    expect(botLabel(CATALOGUES.en, 'some_new_bot')).toBe('some_new_bot');
  });
});
