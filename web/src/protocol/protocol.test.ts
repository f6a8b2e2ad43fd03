import { describe, expect, it } from 'vitest';
import { reconnectDelay, socketUrl } from './socket';
import { parseServerMessage } from './serverMessage';

describe('socket', () => {
  it('waits longer after each failed attempt, up to 8 s, with jitter', () => {
    expect(reconnectDelay(0, () => 0.5)).toBe(400);
    expect(reconnectDelay(1, () => 0.5)).toBe(800);
    expect(reconnectDelay(10, () => 0.5)).toBe(8000);
    expect(reconnectDelay(10, () => 1)).toBe(10000);
    expect(reconnectDelay(0, () => 0)).toBe(300);
  });

  it('builds the address with or without a seat token', () => {
    expect(socketUrl({ protocol: 'http:', host: 'localhost:8080' }, 'K7PQXZ', 'a+b')).toBe('ws://localhost:8080/ws?room=K7PQXZ&token=a%2Bb');
    expect(socketUrl({ protocol: 'https:', host: 'x.org' }, 'K7PQXZ', null)).toBe('wss://x.org/ws?room=K7PQXZ');
  });
});

describe('server messages', () => {
  it('reads the known ones and refuses the rest', () => {
    const state = {
      type: 'state', version: 3, seat: null, status: 'playing', to_move: 0, legal: [], legal_moves: [], events: ['bank'],
      actors: [0], moves: [{ by: 'person', seat: 0, kind: 'bank' }], hints: 'off', public: false, rated: false,
      seats: [], commitment: 'c', view: { any: 'thing' },
    };
    expect(parseServerMessage(JSON.stringify(state))).toMatchObject({ type: 'state', version: 3 });
    // the envelope is checked through its guard; what is the game's is checked where the game is known
    expect(parseServerMessage(JSON.stringify({ ...state, status: 'paused' }))).toBeNull();
    expect(parseServerMessage(JSON.stringify({ ...state, events: undefined }))).toBeNull();
    expect(parseServerMessage('{"type":"state","version":3}')).toBeNull();
    expect(parseServerMessage('{"type":"hint","version":3,"measure":"points","ranking":[{"action":"x"}]}')).toMatchObject({ version: 3 });
    expect(parseServerMessage('{"type":"hint","version":3,"ranking":[]}')).toBeNull();
    expect(parseServerMessage('{"type":"pong"}')).toEqual({ type: 'pong' });
    expect(parseServerMessage('{"type":"surprise"}')).toBeNull();
    expect(parseServerMessage('not json')).toBeNull();
    expect(parseServerMessage('not json')).toBeNull();
    expect(parseServerMessage('null')).toBeNull();
  });
});
