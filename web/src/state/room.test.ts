import { describe, expect, it } from 'vitest';
import { canAct, initialRoom, openSeats, reduceRoom, type RoomState } from './room';
import type { StateMessage } from '../protocol/types';

const seats = [
  { seat: 0, name: 'Ana', bot: null, taken: true, connected: true, away: false },
  { seat: 1, name: 'Bo', bot: null, taken: true, connected: true, away: false },
];

function state(version: number, extra: Partial<StateMessage> = {}): StateMessage {
  return {
    type: 'state', version, seat: 0, status: 'playing', view: { v: version }, to_move: 0,
    legal: ['keep none', 'score 1'], events: [], actors: [], seats, commitment: 'c0', ...extra,
  };
}

const apply = (s: RoomState, ...msgs: StateMessage[]) =>
  msgs.reduce((acc, msg) => reduceRoom(acc, { kind: 'message', msg }), s);
const open = (s: RoomState = initialRoom()) => reduceRoom(s, { kind: 'connection', connection: 'open' });

describe('room state', () => {
  it('takes the snapshot whole and may act on its turn', () => {
    const s = apply(open(), state(3));
    expect(s.version).toBe(3);
    expect(s.view).toEqual({ v: 3 });
    expect(canAct(s)).toBe(true);
    expect(canAct({ ...s, toMove: 1 })).toBe(false);
    expect(canAct({ ...s, connection: 'reconnecting' })).toBe(false);
  });

  it('waits for the answer to its own action, so a double click is not sent twice', () => {
    let s = apply(open(), state(3));
    s = reduceRoom(s, { kind: 'sent-action', version: 3 });
    expect(canAct(s)).toBe(false);
    s = apply(s, state(5, { events: ['keep 3-3', 'throw 1-2-4'], actors: [0, null] }));
    expect(s.pending).toBeNull();
    expect(canAct(s)).toBe(true);
  });

  it('keeps who decided each move in the log, and the clock and the claim of the latest state only', () => {
    let s = apply(open(), state(3, { hints: 'off', clock: { seat: 0, deadline: '2026-11-25T10:00:30.000Z' } }));
    expect(s.hints).toBe('off');
    expect(s.clock).toEqual({ seat: 0, deadline: '2026-11-25T10:00:30.000Z' });
    s = apply(s, state(5, {
      events: ['keep 3-3', 'throw 1-2-4'], actors: [1, 1],
      moves: [{ kind: 'keep', seat: 1, by: 'away_bot' }, { kind: 'throw', seat: 1, by: 'chance' }],
      claim: { from: '2026-11-25T10:02:00.000Z', gone: [1] },
    }));
    expect(s.log.map((e) => e.by)).toEqual(['away_bot', 'chance']);
    expect(s.clock).toBeNull();
    expect(s.claim?.gone).toEqual([1]);
    expect(s.hints).toBe('off');  // a state without it keeps what the room said
    s = apply(s, state(6, { events: ['score 1'], moves: [{ kind: 'score', seat: 0, by: 'clock' }] }));
    expect(s.log[2]).toMatchObject({ version: 6, seat: 0, by: 'clock' });
    expect(s.claim).toBeNull();
  });

  it('an error ends the wait and is kept until dismissed or the room moves on', () => {
    let s = apply(open(), state(3));
    s = reduceRoom(s, { kind: 'sent-action', version: 3 });
    s = reduceRoom(s, { kind: 'message', msg: { type: 'error', code: 'stale', message: 'old' } });
    expect(s.pending).toBeNull();
    expect(s.error?.code).toBe('stale');
    expect(s.fatal).toBe(false);
    s = apply(s, state(4));
    expect(s.error).toBeNull();
  });

  it('a bad token or a missing room is final', () => {
    const s = reduceRoom(open(), { kind: 'message', msg: { type: 'error', code: 'bad_token', message: '' } });
    expect(s.fatal).toBe(true);
  });

  it('logs events by version with their actors, without doubles after a reconnect', () => {
    let s = apply(open(), state(2, { events: ['throw 1-2-3-4-5', 'score S'], actors: [null, 0] }));
    expect(s.log).toEqual([
      { version: 1, seat: null, text: 'throw 1-2-3-4-5' },
      { version: 2, seat: 0, text: 'score S' },
    ]);
    s = reduceRoom(s, { kind: 'connection', connection: 'reconnecting' });
    s = open(s);
    // the new connection's snapshot repeats the whole history: nothing is shown twice
    s = apply(s, state(3, { events: ['throw 1-2-3-4-5', 'score S', 'throw 6-6-6-6-6'], actors: [null, 0, null] }));
    expect(s.log.map((e) => e.version)).toEqual([1, 2, 3]);
    expect(s.log[2]).toEqual({ version: 3, seat: null, text: 'throw 6-6-6-6-6' });
  });

  it('a hint belongs to its version', () => {
    let s = apply(open(), state(3));
    s = reduceRoom(s, { kind: 'asked-hint' });
    s = reduceRoom(s, { kind: 'message', msg: { type: 'hint', version: 2, ranking: [] } });
    expect(s.hint).toBeNull();
    s = reduceRoom(s, { kind: 'message', msg: { type: 'hint', version: 3, ranking: [{ action: 'score 1', expected: 1, loss: 0 }] } });
    expect(s.hint?.ranking).toHaveLength(1);
    s = apply(s, state(4));
    expect(s.hint).toBeNull();
  });

  it('keeps the chat and a rematch offer', () => {
    let s = open();
    for (let i = 0; i < 205; i++)
      s = reduceRoom(s, { kind: 'message', msg: { type: 'chat', seat: 0, name: 'Ana', text: `m${i}`, at: '' } });
    expect(s.chat).toHaveLength(200);
    expect(s.chat[199].text).toBe('m204');
    s = reduceRoom(s, { kind: 'message', msg: { type: 'rematch', room: 'ABCDEF', token: 't' } });
    expect(s.rematch?.room).toBe('ABCDEF');
  });

  it('a new connection\'s snapshot is followed by the recent chat again: no doubles', () => {
    let s = apply(open(), state(1));
    s = reduceRoom(s, { kind: 'message', msg: { type: 'chat', seat: 0, name: 'Ana', text: 'oi', at: '' } });
    s = open(reduceRoom(s, { kind: 'connection', connection: 'reconnecting' }));
    s = apply(s, state(1));
    s = reduceRoom(s, { kind: 'message', msg: { type: 'chat', seat: 0, name: 'Ana', text: 'oi', at: '' } });
    expect(s.chat.map((c) => c.text)).toEqual(['oi']);
  });

  it('the chat said before the page connected is not news; what arrives later is (issue 26, item 16)', () => {
    const line = (text: string) => ({ type: 'chat' as const, seat: 1, name: 'Bo', text, at: '' });
    let s = apply(open(), state(4));
    s = reduceRoom(s, { kind: 'message', msg: line('said before') });
    s = reduceRoom(s, { kind: 'message', msg: line('also before') });
    s = reduceRoom(s, { kind: 'message', msg: { type: 'pong' } });
    s = reduceRoom(s, { kind: 'message', msg: line('news') });
    expect(s.chat.map((c) => [c.text, !!c.old])).toEqual([['said before', true], ['also before', true], ['news', false]]);
    // without a pong, the next state after the snapshot ends the greeting too
    let t = apply(open(), state(4));
    t = reduceRoom(t, { kind: 'message', msg: line('before') });
    t = apply(t, state(5));
    t = reduceRoom(t, { kind: 'message', msg: line('after a move') });
    expect(t.chat.map((c) => !!c.old)).toEqual([true, false]);
    // a reconnection's lines are not old: what was unread stays unread, what was said meanwhile is news
    s = open(reduceRoom(s, { kind: 'connection', connection: 'reconnecting' }));
    s = apply(s, state(4));
    s = reduceRoom(s, { kind: 'message', msg: line('said while away') });
    expect(s.chat.map((c) => !!c.old)).toEqual([false]);
  });

  it('follows the rematch votes', () => {
    let s = apply(open(), state(9, { status: 'over' }));
    s = reduceRoom(s, { kind: 'message', msg: { type: 'rematch_vote', seats: [1] } });
    expect(s.rematchVotes).toEqual([1]);
    expect(s.rematchAsked).toBe(false);
    s = reduceRoom(s, { kind: 'message', msg: { type: 'rematch_vote', seats: [1, 0] } });
    expect(s.rematchAsked).toBe(true);
  });

  it('counts open person seats', () => {
    expect(openSeats([...seats, { seat: 2, name: '', bot: null, taken: false, connected: false, away: false },
      { seat: 3, name: 'optimal', bot: 'optimal', taken: true, connected: true, away: false }])).toBe(1);
  });
});
