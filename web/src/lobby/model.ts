// The lobby's choices as plain data, and what they become in POST /api/rooms.
import type { CreateRoomRequest, GameInfo, Hints, OptionSpec, SeatRequest } from '../protocol/generated/contract';
import { seedField } from './seed';

export type SeatChoice = { kind: 'me' } | { kind: 'friend' } | { kind: 'bot'; bot: string };

/** The strongest bot comes last in the server's list; a new seat gets it. */
export const strongestBot = (game: GameInfo) => game.default_bot || (game.bots[game.bots.length - 1] ?? 'random');

/** The game the lobby opens on follows the language: General in Brazil, Generala in Argentina. */
const HOME_GAME: Record<string, string> = { 'pt-BR': 'general', 'es-AR': 'generala', en: 'generala' };
export function defaultGame(lang: string, ids: string[]): string | undefined {
  const home = HOME_GAME[lang] ?? 'generala';
  return ids.includes(home) ? home : ids.includes('generala') ? 'generala' : ids[0];
}

export function defaultSeats(game: GameInfo): SeatChoice[] {
  const seats: SeatChoice[] = [{ kind: 'me' }];
  const n = Math.max(game.min_players, Math.min(game.default_players, game.max_players));
  while (seats.length < n) seats.push({ kind: 'bot', bot: strongestBot(game) });
  return seats;
}

export function defaultRules(game: GameInfo): Record<string, string> {
  return Object.fromEntries(game.options.filter((o) => o.key !== 'players').map((o) => [o.key, o.default]));
}

/** An option's default under the other values chosen (OptionSpec.default_by). */
export function defaultUnder(opt: OptionSpec, rules: Record<string, string>): string {
  const by = opt.default_by;
  return (by && by.values[rules[by.key] ?? '']) ?? opt.default;
}

/**
 * The rules after `key` is set to `value`: the options whose default follows it and which still
 * hold their old default take the new one (choosing the 9x9 board puts its start in the start
 * field); an option the person changed keeps its value.
 */
export function withRule(game: GameInfo, rules: Record<string, string>, key: string, value: string): Record<string, string> {
  const next = { ...rules, [key]: value };
  for (const o of game.options)
    if (o.default_by?.key === key && (rules[o.key] ?? o.default) === defaultUnder(o, rules)) next[o.key] = defaultUnder(o, next);
  return next;
}

/** Whether a value is allowed for an option (the server checks again; this keeps the button honest). */
export function validOption(opt: OptionSpec, value: string): boolean {
  switch (opt.type) {
    case 'bool': return value === 'true' || value === 'false';
    case 'integer': {
      if (!/^-?\d+$/.test(value.trim())) return false;
      const n = Number(value);
      return (opt.min === undefined || n >= opt.min) && (opt.max === undefined || n <= opt.max);
    }
    case 'choice': return (opt.choices ?? []).includes(value);
    case 'text': return value.length > 0 && value.length <= 200;
  }
}

function typed(opt: OptionSpec, value: string): string | number | boolean {
  if (opt.type === 'bool') return value === 'true';
  if (opt.type === 'integer') return Number(value);
  return value;
}

export function seatRequest(seat: SeatChoice, myName: string): SeatRequest {
  if (seat.kind === 'bot') return { bot: seat.bot };
  if (seat.kind === 'me' && myName) return { name: myName };
  return {};
}

/** Hints while playing, unless the creator says otherwise: off between people (the advisor would
 * whisper to one of them), on against bots (PROTOCOL.md v1.1 gives the server the same default). */
export function defaultHints(seats: SeatChoice[]): Hints {
  return seats.filter((s) => s.kind !== 'bot').length >= 2 ? 'off' : 'on';
}

/** The options a room of these seats may set: dice by position (`dice`) is played alone, as the
 * server says (taking turns, a later seat would see its own dice in an earlier seat's throws);
 * several seats meet the same dice in a duplicate room instead, which deals so by itself. */
export function optionsFor(game: GameInfo, seats: SeatChoice[]): OptionSpec[] {
  return game.options.filter((o) => o.key !== 'dice' || seats.length === 1);
}

/** The seats a duplicate room ("same dice for everyone") takes, as the server does. */
export const DUPLICATE_SEATS = { min: 2, max: 8 };

/** Whether these seats of this game may play on the same dice, each their own card: the games
 * that deal by position (the option `dice`), two to eight seats. */
export function sameDiceOffered(game: GameInfo, seats: SeatChoice[]): boolean {
  return game.options.some((o) => o.key === 'dice') && seats.length >= DUPLICATE_SEATS.min && seats.length <= DUPLICATE_SEATS.max;
}

/** The request for a new room: only the options that differ from their defaults (under the other
 * options chosen) are sent. */
export function createRequest(game: GameInfo, rules: Record<string, string>, seats: SeatChoice[], name: string,
  turnSeconds: number, clientSeed = '', hints?: Hints, sameDice = false): CreateRoomRequest {
  const changed: Record<string, string | number | boolean> = {};
  for (const opt of optionsFor(game, seats))
    if (opt.key !== 'players' && rules[opt.key] !== undefined && rules[opt.key] !== defaultUnder(opt, rules))
      changed[opt.key] = typed(opt, rules[opt.key]);
  const myName = name.trim();
  return {
    game: game.id,
    ...(Object.keys(changed).length ? { rules: changed } : {}),
    seats: seats.map((s) => seatRequest(s, myName)),
    ...(myName ? { name: myName } : {}),
    ...(turnSeconds > 0 ? { turn_seconds: turnSeconds } : {}),
    ...seedField(clientSeed),
    ...(hints ? { hints } : {}),
    ...(sameDice && sameDiceOffered(game, seats) ? { mode: 'duplicate' as const } : {}),
  };
}
