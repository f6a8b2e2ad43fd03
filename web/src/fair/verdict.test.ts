// The fairness check in words: "fair" unqualified only when every seat mixed in a seed of its own;
// otherwise which seats gave none, a bot's said as such.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CATALOGUES } from '../i18n';
import { seedlessSeats, verifyRecord, type Verification } from './verify';
import { verdict } from './verdict';

const passed = (seedless: Verification['seedless'], seats = 2): Verification =>
  ({ ok: true, checks: [], seedless, seats });

describe('the seats that gave no seed of their own', () => {
  it('are found in the record, a bot\'s seat by the record\'s players', () => {
    expect(seedlessSeats({ client_seeds: ['a1', '', ''], players: ['human', 'human', 'greedy'] }))
      .toEqual([{ seat: 1, bot: false }, { seat: 2, bot: true }]);
    expect(seedlessSeats({ client_seeds: ['a1', 'b2'] })).toEqual([]);
    expect(seedlessSeats({ client_seeds: [''] })).toEqual([{ seat: 0, bot: false }]);
  });

  it('come with the check of a record (a person\'s seed and a bot\'s none)', async () => {
    const text = readFileSync(new URL('./fixtures/generala-room.json', import.meta.url), 'utf8');
    const result = await verifyRecord(text);
    expect(result.ok).toBe(true);
    expect(result.seedless).toEqual([{ seat: 1, bot: true }]);
    expect(verdict(CATALOGUES.en, result).notes).toEqual(['Seat 2 is a bot: bots give no seed.']);
  });
});

describe('the verdict in words', () => {
  it('says "fair" unqualified only when every seat gave a seed', () => {
    expect(verdict(CATALOGUES['pt-BR'], passed([]))).toEqual({ headline: 'Justo: tudo conferido.', notes: [] });
  });

  it('names each seat without a seed, by its own name where it has one (pt-BR)', () => {
    const v = verdict(CATALOGUES['pt-BR'], passed([{ seat: 1, bot: false }, { seat: 2, bot: true }], 3),
      (seat) => (seat === 1 ? 'Bia' : null));
    expect(v.headline).not.toBe('Justo: tudo conferido.');
    expect(v.headline).toBe('Os dados conferem, mas nem todo lugar deu semente própria:');
    expect(v.notes).toEqual(['O lugar 2 (Bia) não deu semente própria.', 'O lugar 3 é um robô: robôs não dão semente.']);
  });

  it('says when no seat gave one: the server\'s secret alone chose the dice (es-AR, en)', () => {
    const none = passed([{ seat: 0, bot: false }, { seat: 1, bot: true }]);
    const es = verdict(CATALOGUES['es-AR'], none);
    expect(es.headline).toMatch(/ningún lugar dio semilla propia: solo ese secreto eligió los dados/);
    expect(es.notes).toEqual(['El lugar 1 no dio semilla propia.', 'El lugar 2 es un bot: los bots no dan semilla.']);
    expect(verdict(CATALOGUES.en, none).notes[0]).toBe('Seat 1 gave no seed of its own.');
  });

  it('leads with the mismatch when a check failed, the missing seeds still named', () => {
    const v = verdict(CATALOGUES.en, { ...passed([{ seat: 0, bot: false }]), ok: false });
    expect(v.headline).toBe(CATALOGUES.en.fair.mismatch);
    expect(v.notes).toEqual(['Seat 1 gave no seed of its own.']);
  });
});
