// Checks a finished room's record in the browser, as `cubilete verify` does with the engine: the
// commitment is SHA-256 of the revealed server seed, the game seed is the first 8 bytes of
// HMAC-SHA256(server seed, the client seeds joined by ":"), and every throw in the record is the
// one that seed deals at its place among the throws (see dealer.ts). What only the engine can
// check, that every decision was legal and the scores follow, `cubilete verify` checks.
import { dealtDice } from './dealer';

export interface RoomRecord {
  game: string;
  /** Each seat's player: "human" or the bot's name. */
  players?: unknown;
  actions: string[];
  server_seed: string;
  client_seeds: string[];
  commitment: string;
}

export type Check =
  | { kind: 'commitment'; ok: boolean; computed: string; committed: string }
  | { kind: 'seed'; ok: boolean; computed: string; recorded: string; message: string }
  | { kind: 'throws'; ok: boolean; checked: number; action?: number; recorded?: string; dealt?: string };

/** A seat whose client seed is empty: its own randomness is not in the game's seed. */
export interface Seedless {
  seat: number;
  /** A bot's seat (bots never give one), from the record's players. */
  bot: boolean;
}

export interface Verification {
  ok: boolean;
  checks: Check[];
  /** The seats that gave no client seed (none when every seat gave one). */
  seedless?: Seedless[];
  /** How many seats the record has. */
  seats?: number;
  /** Why the record could not be checked at all (not JSON, no server seed ...). */
  problem?: 'not_json' | 'not_room_record' | 'bad_seed_hex';
}

const hex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');

function fromHex(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^([0-9a-fA-F]{2})+$/.test(text)) return null;
  return new Uint8Array(text.match(/../g)!.map((b) => parseInt(b, 16)));
}

/** The record's seed exactly as written (a 64-bit number does not survive JSON.parse). */
export function recordedSeed(text: string): string | null {
  const m = text.match(/"seed"\s*:\s*"?(\d+)"?/);
  return m ? m[1] : null;
}

/**
 * A chance action of the record and how many dice it threw ("throw 2-5-6", "point 4" of Buck Dice).
 * A throw may carry a note in brackets that says what it meant ("throw 2-3-4 (farkle)").
 */
export function thrownDice(action: string): number[] | null {
  const m = action.match(/^(?:throw ([1-6](?:-[1-6])*)(?: \([a-z_]+\))?|point ([1-6]))$/);
  if (!m) return null;
  return (m[1] ?? m[2]).split('-').map(Number).sort((a, b) => a - b);
}

/** The seats whose client seed is empty; a seat is a bot's where the record names a bot for it. */
export function seedlessSeats(record: Pick<RoomRecord, 'client_seeds' | 'players'>): Seedless[] {
  const players = Array.isArray(record.players) ? record.players : [];
  return record.client_seeds.flatMap((seed, seat) =>
    seed === '' ? [{ seat, bot: typeof players[seat] === 'string' && players[seat] !== 'human' }] : []);
}

export async function verifyRecord(text: string, subtle: SubtleCrypto = crypto.subtle): Promise<Verification> {
  let record: RoomRecord;
  try {
    record = JSON.parse(text);
  } catch {
    return { ok: false, checks: [], problem: 'not_json' };
  }
  const seedText = recordedSeed(text);
  if (!record || typeof record.server_seed !== 'string' || !Array.isArray(record.client_seeds) ||
    typeof record.commitment !== 'string' || !Array.isArray(record.actions) || seedText === null)
    return { ok: false, checks: [], problem: 'not_room_record' };
  const serverSeed = fromHex(record.server_seed);
  if (!serverSeed || serverSeed.length !== 32) return { ok: false, checks: [], problem: 'bad_seed_hex' };

  const checks: Check[] = [];
  const computedCommitment = hex(await subtle.digest('SHA-256', serverSeed));
  checks.push({ kind: 'commitment', ok: computedCommitment === record.commitment.toLowerCase(), computed: computedCommitment, committed: record.commitment });

  const key = await subtle.importKey('raw', serverSeed, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const message = record.client_seeds.join(':');
  const mac = new Uint8Array(await subtle.sign('HMAC', key, new TextEncoder().encode(message)));
  let seed = 0n;
  for (let i = 0; i < 8; i++) seed = (seed << 8n) | BigInt(mac[i]);
  checks.push({ kind: 'seed', ok: seed.toString() === seedText, computed: seed.toString(), recorded: seedText, message });

  let index = 0;
  let throws: Check = { kind: 'throws', ok: true, checked: 0 };
  for (let i = 0; i < record.actions.length; i++) {
    const recorded = thrownDice(String(record.actions[i]));
    if (!recorded) continue;
    const dealt = dealtDice(seed, index++, recorded.length);
    if (dealt.join('-') !== recorded.join('-')) {
      throws = { kind: 'throws', ok: false, checked: index, action: i + 1, recorded: String(record.actions[i]), dealt: dealt.join('-') };
      break;
    }
    throws = { kind: 'throws', ok: true, checked: index };
  }
  checks.push(throws);
  return { ok: checks.every((c) => c.ok), checks, seedless: seedlessSeats(record), seats: record.client_seeds.length };
}
