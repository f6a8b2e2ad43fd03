import { describe, expect, it } from 'vitest';
import { reconnectDelay, socketUrl } from './socket';
import { parseServerMessage } from './types';

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
    expect(parseServerMessage('{"type":"state","version":3,"events":["bank"]}')).toMatchObject({ type: 'state', version: 3 });
    expect(parseServerMessage('{"type":"state","version":3}')).toMatchObject({ events: [] });
    expect(parseServerMessage('{"type":"state"}')).toBeNull();
    expect(parseServerMessage('{"type":"pong"}')).toEqual({ type: 'pong' });
    expect(parseServerMessage('{"type":"surprise"}')).toBeNull();
    expect(parseServerMessage('not json')).toBeNull();
    expect(parseServerMessage('null')).toBeNull();
  });
});
