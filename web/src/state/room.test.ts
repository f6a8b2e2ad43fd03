import { describe, expect, it } from 'vitest';
import { canAct, initialRoom, openSeats, reduceRoom, type RoomState } from './room';
import type { StateMessage } from '../protocol/generated/contract';

const seats = [
  { seat: 0, name: 'Ana', bot: null, taken: true, connected: true, away: false, account: null },
  { seat: 1, name: 'Bo', bot: null, taken: true, connected: true, away: false, account: null },
];

function state(version: number, extra: Partial<StateMessage> = {}): StateMessage {
  return {
    type: 'state', version, seat: 0, status: 'playing', view: { v: version }, to_move: 0,
    legal: ['keep none', 'score 1'], legal_moves: [], events: [], actors: [], moves: [], hints: 'off', public: false,
    rated: false, seats, commitment: 'c0', ...extra,
  };
}

const apply = (s: RoomState, ...msgs: StateMessage[]) =>
  msgs.reduce((acc, msg) => reduceRoom(acc, { kind: 'message', msg }), s);
const open = (s: RoomState = initialRoom('generala')) => reduceRoom(s, { kind: 'connection', connection: 'open' });

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
      moves: [{ kind: 'keep', dice: [3, 3], seat: 1, by: 'away_bot' }, { kind: 'throw', dice: [1, 2, 4], seat: 1, by: 'chance' }],
      claim: { from: '2026-11-25T10:02:00.000Z', gone: [1] },
    }));
    expect(s.log.map((e) => e.by)).toEqual(['away_bot', 'chance']);
    expect(s.log.map((e) => e.move?.kind)).toEqual(['keep', 'throw']);
    expect(s.recent.map((e) => e.move)).toEqual([
      { kind: 'keep', dice: [3, 3], seat: 1, by: 'away_bot' }, { kind: 'throw', dice: [1, 2, 4], seat: 1, by: 'chance' },
    ]);
    expect(s.clock).toBeNull();
    expect(s.claim?.gone).toEqual([1]);
    expect(s.hints).toBe('off');  // a state without it keeps what the room said
    s = apply(s, state(6, { events: ['score 1'], moves: [{ kind: 'score', category: '1', points: 0, bonus: 0, seat: 0, by: 'clock' }] }));
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
    s = reduceRoom(s, { kind: 'message', msg: { type: 'hint', version: 2, measure: 'points', ranking: [] } });
    expect(s.hint).toBeNull();
    const choice = { action: 'score 1', expected: 1, loss: 0, move: { kind: 'score', category: '1', points: 1, bonus: 0 } };
    s = reduceRoom(s, { kind: 'message', msg: { type: 'hint', version: 3, measure: 'points', ranking: [choice] } });
    expect(s.hint?.ranking).toEqual([choice]);
    s = apply(s, state(4));
    expect(s.hint).toBeNull();
  });

  it('checks what depends on the game against its contract, and says what does not fit', () => {
    const legal_moves = [{ kind: 'keep', dice: [] }, { kind: 'score', category: '1', points: 1, bonus: 0 }];
    let s = apply(open(), state(3, { legal_moves }));
    expect(s.legalMoves).toEqual(legal_moves);
    expect(s.protocolError).toMatch(/^view/);  // the test's view { v: 3 } is no Generala view
    // a move of the wrong shape: left out of the log entry (its name stays) and said
    s = apply(s, state(4, {
      events: ['keep 3-3'], actors: [0], moves: [{ kind: 'keep', dice: ['3', '3'], seat: 0, by: 'person' }], legal_moves,
    }));
    expect(s.log.at(-1)).toEqual({ version: 4, seat: 0, text: 'keep 3-3' });
    expect(s.protocolError).toContain('moves[0]');
    // legal moves that do not match the names one for one, or one that does not fit: no choice is offered half
    s = apply(s, state(5, { legal_moves: legal_moves.slice(1) }));
    expect(s.legalMoves).toEqual([]);
    expect(s.protocolError).toContain('legal_moves: 1 for 2');
    s = apply(s, state(6, { legal_moves: [legal_moves[0], { kind: 'juggle' }] }));
    expect(s.legalMoves).toEqual([]);
    expect(s.protocolError).toContain('legal_moves[1]');
    // a hint whose choice has no move is dropped, and said
    s = reduceRoom(s, { kind: 'asked-hint' });
    s = reduceRoom(s, { kind: 'message', msg: { type: 'hint', version: 6, measure: 'points', ranking: [{ action: 'score 1', expected: 1, loss: 0 }] } });
    expect(s.hint).toBeNull();
    expect(s.hintAsked).toBe(false);
    expect(s.protocolError).toContain('hint.ranking[0]');
    // a report item of another shape: the report is left out, the result stays
    const item = {
      where: 'round  1, dice 1-2-3-4-6, 2 throws left', situation: { round: 1, dice: [1, 2, 3, 4, 6], throws_left: 2 },
      chosen: 'score 1', chosen_move: { kind: 'score', category: '1', points: 1, bonus: 0 }, chosen_value: 1,
      best: 'keep none', best_move: { kind: 'keep', dice: [] }, best_value: 2, loss: 1,
    };
    const report = { seat: 0, measure: 'points', in_chances: false, decisions: 1, lost: 1, items: [item] };
    const result = { scores: [1, 2], returns: [0, 1], winners: [1] };
    s = apply(s, state(7, { status: 'over', result: { ...result, report: [report] } }));
    expect(s.result?.report).toEqual([report]);
    s = apply(s, state(8, { status: 'over', result: { ...result, report: [{ ...report, items: [{ ...item, situation: { round: '1' } }] }] } }));
    expect(s.result?.scores).toEqual([1, 2]);
    expect(s.result?.report).toBeUndefined();
    expect(s.protocolError).toContain('result.report[0]');
    // a game this page does not know: nothing is checked, nothing is said, names are shown as they came
    const other = apply(open(initialRoom('newer_game')), state(3, { legal_moves: [{ kind: 'x' }, { kind: 'y' }] }));
    expect(other.protocolError).toBeNull();
    expect(other.legalMoves).toEqual([]);
  });

  it('keeps the chat and a rematch offer', () => {
    let s = open();
    for (let i = 0; i < 205; i++)
      s = reduceRoom(s, { kind: 'message', msg: { type: 'chat', id: i + 1, seat: 0, name: 'Ana', text: `m${i}`, at: '' } });
    expect(s.chat).toHaveLength(200);
    expect(s.chat[199].text).toBe('m204');
    s = reduceRoom(s, { kind: 'message', msg: { type: 'rematch', room: 'ABCDEF', token: 't' } });
    expect(s.rematch?.room).toBe('ABCDEF');
  });

  it('a line a moderator removed loses its words; a room a moderator closed ends the page', () => {
    let s = apply(open(), state(1));
    s = reduceRoom(s, { kind: 'message', msg: { type: 'chat', id: 7, seat: 1, name: 'Bo', text: 'rude', at: '' } });
    s = reduceRoom(s, { kind: 'message', msg: { type: 'chat', id: 8, seat: 0, name: 'Ana', text: 'ok', at: '' } });
    s = reduceRoom(s, { kind: 'message', msg: { type: 'chat_removed', id: 7 } });
    expect(s.chat.map((c) => [c.id, c.removed ?? false, c.text])).toEqual([[7, true, ''], [8, false, 'ok']]);
    s = reduceRoom(s, { kind: 'message', msg: { type: 'room_closed', by: 'moderator', reason: 'closed' } });
    expect(s.fatal).toBe(true);
    expect(s.error?.code).toBe('room_closed');
  });

  it('a new connection\'s snapshot is followed by the recent chat again: no doubles', () => {
    let s = apply(open(), state(1));
    s = reduceRoom(s, { kind: 'message', msg: { type: 'chat', id: 1, seat: 0, name: 'Ana', text: 'oi', at: '' } });
    s = open(reduceRoom(s, { kind: 'connection', connection: 'reconnecting' }));
    s = apply(s, state(1));
    s = reduceRoom(s, { kind: 'message', msg: { type: 'chat', id: 1, seat: 0, name: 'Ana', text: 'oi', at: '' } });
    expect(s.chat.map((c) => c.text)).toEqual(['oi']);
  });

  it('the chat said before the page connected is not news; what arrives later is', () => {
    let id = 0;
    const line = (text: string) => ({ type: 'chat' as const, id: ++id, seat: 1, name: 'Bo', text, at: '' });
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
    expect(openSeats([...seats, { seat: 2, name: '', bot: null, taken: false, connected: false, away: false, account: null },
      { seat: 3, name: 'optimal', bot: 'optimal', taken: true, connected: true, away: false, account: null }])).toBe(1);
  });
});
