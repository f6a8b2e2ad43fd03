// Checks a finished room's record in the browser, as `cubilete verify` does with the engine: the
// commitment is SHA-256 of the revealed server seed, the game seed is the first 8 bytes of
// HMAC-SHA256(server seed, the client seeds joined by ":"), and every throw in the record is the
// one that seed deals at its place among the throws (see dealer.ts), or under dice by position at
// the round and throw the record's "positions" gives it. What only the engine can check, that
// every decision was legal, that the positions follow the game's turns and the scores follow,
// `cubilete verify` checks.
import { dealtDice, positionDice } from './dealer';

export interface RoomRecord {
  game: string;
  /** Each seat's player: "human" or the bot's name. */
  players?: unknown;
  actions: string[];
  server_seed: string;
  client_seeds: string[];
  commitment: string;
  /** The game's rules: "dice": "duplicate" deals by position (absent in records from before it). */
  rules?: unknown;
  /** Under dice by position, [round, throw] of each throw in order. */
  positions?: unknown;
}

/** How the record's rules deal the dice. */
export type DiceRule = 'sequential' | 'duplicate';

export type Check =
  | { kind: 'commitment'; ok: boolean; computed: string; committed: string }
  | { kind: 'seed'; ok: boolean; computed: string; recorded: string; message: string }
  | {
    kind: 'throws'; ok: boolean; checked: number; rule: DiceRule; action?: number; recorded?: string; dealt?: string;
    /** Under dice by position: where the failing throw was dealt ("2.1": round 2, throw 1). */
    position?: string;
    /** Under dice by position, why the positions themselves are refused. */
    positions?: 'missing' | 'out_of_order';
  };

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

export function diceRule(rules: unknown): DiceRule {
  return rules && typeof rules === 'object' && (rules as Record<string, unknown>).dice === 'duplicate' ? 'duplicate' : 'sequential';
}

/** "positions" as [round, throw] pairs of whole numbers from 1, or null. */
function readPositions(value: unknown): [number, number][] | null {
  if (!Array.isArray(value)) return null;
  const whole = (n: unknown) => typeof n === 'number' && Number.isInteger(n) && n >= 1;
  return value.every((p) => Array.isArray(p) && p.length === 2 && whole(p[0]) && whole(p[1])) ? value : null;
}

/**
 * Whether the positions can be a game's (without knowing the game): each seat's turn throws 1, 2,
 * 3 ... of its round, and the n-th turn (from 0) of a table of `seats` is in round n / seats + 1.
 * Which throw ends a turn, only the engine knows.
 */
function positionsInOrder(positions: [number, number][], seats: number): boolean {
  let turn = -1;
  return positions.every(([round, t], i) => {
    if (t === 1) turn++;
    else if (i === 0 || positions[i - 1][1] !== t - 1) return false;
    return round === Math.floor(turn / seats) + 1;
  });
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

  checks.push(checkThrows(record, seed));
  return { ok: checks.every((c) => c.ok), checks, seedless: seedlessSeats(record), seats: record.client_seeds.length };
}

/** Every throw of the record against what the seed deals at its place. */
function checkThrows(record: RoomRecord, seed: bigint): Check {
  const rule = diceRule(record.rules);
  const positions = rule === 'duplicate' ? readPositions(record.positions) : null;
  const throwCount = record.actions.filter((a) => thrownDice(String(a))).length;
  if (rule === 'duplicate') {
    if (!positions || positions.length !== throwCount) return { kind: 'throws', ok: false, checked: 0, rule, positions: 'missing' };
    if (!positionsInOrder(positions, record.client_seeds.length)) return { kind: 'throws', ok: false, checked: 0, rule, positions: 'out_of_order' };
  }
  let index = 0;
  for (let i = 0; i < record.actions.length; i++) {
    const recorded = thrownDice(String(record.actions[i]));
    if (!recorded) continue;
    const at = positions?.[index];
    const dealt = at ? positionDice(seed, at[0], at[1], recorded.length) : dealtDice(seed, index, recorded.length);
    index++;
    if (dealt.join('-') !== recorded.join('-'))
      return {
        kind: 'throws', ok: false, checked: index, rule, action: i + 1, recorded: String(record.actions[i]), dealt: dealt.join('-'),
        ...(at ? { position: `${at[0]}.${at[1]}` } : {}),
      };
  }
  return { kind: 'throws', ok: true, checked: index, rule };
}
