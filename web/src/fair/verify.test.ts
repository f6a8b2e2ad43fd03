// The browser's fairness check against records the engine dealt. The fixtures are records of
// `cubilete play` games saved with `save FILE`, their seed being HMAC-SHA256 of the server seed
// below and the client seeds ["fixture", ""], with those seeds and the commitment added:
// `cubilete verify` passes both. yatzy-duplicate-room.json is a whole one-seat game of
// `cubilete play yatzy --rule dice=duplicate`, client seeds ["fixture"], made the same way.
// (The browser tests check live rooms against `cubilete verify`.)
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { dealtDice } from './dealer';
import { recordedSeed, thrownDice, verifyRecord } from './verify';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

describe('the chance dealer', () => {
  it('deals what the engine dealt', () => {
    const generala = JSON.parse(fixture('generala-room.json'));
    const seed = BigInt(recordedSeed(fixture('generala-room.json'))!);
    expect(dealtDice(seed, 0, 5)).toEqual([1, 3, 4, 6, 6]);
    expect(thrownDice(generala.actions[0])).toEqual([1, 3, 4, 6, 6]);
    expect(thrownDice('throw 1-2-3-4-4-6 (farkle)')).toEqual([1, 2, 3, 4, 4, 6]);
    expect(thrownDice('throw 1-2-3 (farkle')).toBeNull();
    expect(thrownDice('throw 1-2-3 (a b)')).toBeNull();
    expect(thrownDice('point 4')).toEqual([4]);
    expect(thrownDice('keep 5-5')).toBeNull();
  });
});

describe('a record checked in the browser', () => {
  for (const [name, throws] of [['generala-room.json', 13], ['multiplicacao-room.json', 17]] as const) {
    it(`${name}: the commitment, the seed and all ${throws} throws hold`, async () => {
      const result = await verifyRecord(fixture(name));
      expect(result.ok).toBe(true);
      expect(result.checks.map((c) => [c.kind, c.ok])).toEqual([['commitment', true], ['seed', true], ['throws', true]]);
      expect(result.checks[2]).toMatchObject({ checked: throws });
    });
  }

  it('finds a changed throw, naming the action and what the seed deals there', async () => {
    const text = fixture('generala-room.json').replace('"throw 4-5-5-6-6"', '"throw 5-5-5-6-6"');
    const result = await verifyRecord(text);
    expect(result.ok).toBe(false);
    expect(result.checks[2]).toMatchObject({ kind: 'throws', ok: false, action: 7, recorded: 'throw 5-5-5-6-6', dealt: '4-5-5-6-6' });
  });

  it('finds a changed server seed, client seed or game seed', async () => {
    const text = fixture('multiplicacao-room.json');
    const record = JSON.parse(text);
    const seed = await verifyRecord(text.replace(record.server_seed, `0${record.server_seed.slice(1)}`));
    expect(seed.checks[0]).toMatchObject({ kind: 'commitment', ok: false });
    const client = await verifyRecord(text.replace('"fixture"', '"fixturE"'));
    expect(client.checks.map((c) => c.ok)).toEqual([true, false, false]);
    // (the seed is past 2^53: JSON.parse would round it, so it is read from the text)
    const game = await verifyRecord(text.replace(`"seed":${recordedSeed(text)}`, '"seed":12345'));
    expect(game.checks.map((c) => c.ok)).toEqual([true, false, true]);
  });

  describe('dealt by position (dice=duplicate)', () => {
    const text = fixture('yatzy-duplicate-room.json');
    const record = JSON.parse(text);

    it('checks every throw at the round and throw the record gives it', async () => {
      const result = await verifyRecord(text);
      expect(result.ok).toBe(true);
      expect(result.checks[2]).toMatchObject({ kind: 'throws', ok: true, rule: 'duplicate', checked: record.positions.length });
    });

    it('finds a changed throw, naming where it was dealt', async () => {
      const k = record.actions.findIndex((a: string) => a.startsWith('throw '));
      const changed = { ...record, actions: record.actions.map((a: string, i: number) => (i === k ? 'throw 1-1-1-1-1' : a)) };
      const result = await verifyRecord(JSON.stringify(changed).replace(/"seed":"?\d+"?/, `"seed":${recordedSeed(text)}`));
      expect(result.checks[2]).toMatchObject({ ok: false, action: k + 1, position: '1.1' });
    });

    it('refuses positions that are missing, out of a game\'s order, or moved, and the rule taken back', async () => {
      const variant = (change: (r: typeof record) => void) => {
        const r = structuredClone(record);
        change(r);
        return JSON.stringify(r).replace(/"seed":\d+(\.\d+)?(e\+\d+)?/, `"seed":${recordedSeed(text)}`);
      };
      const missing = await verifyRecord(variant((r) => { delete r.positions; }));
      expect(missing.checks[2]).toMatchObject({ ok: false, positions: 'missing' });
      const skipped = await verifyRecord(variant((r) => { r.positions[1] = [1, 3]; }));
      expect(skipped.checks[2]).toMatchObject({ ok: false, positions: 'out_of_order' });
      const lateRound = await verifyRecord(variant((r) => { r.positions[0] = [2, 1]; }));
      expect(lateRound.checks[2]).toMatchObject({ ok: false, positions: 'out_of_order' });
      const sequential = await verifyRecord(variant((r) => { r.rules.dice = 'sequential'; }));
      expect(sequential.checks[2]).toMatchObject({ ok: false, rule: 'sequential' });
    });
  });

  it('says what is wrong with something that is not a room record', async () => {
    expect((await verifyRecord('not json')).problem).toBe('not_json');
    expect((await verifyRecord('{"game":"generala","actions":[]}')).problem).toBe('not_room_record');
    const short = fixture('generala-room.json').replace(/"server_seed":"[0-9a-f]+"/, '"server_seed":"abcd"');
    expect((await verifyRecord(short)).problem).toBe('bad_seed_hex');
  });
});
