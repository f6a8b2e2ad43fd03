// Chip balances and every chip that moved, as the views of the chip games give them (the
// engine's ChipLedger): who paid whom how much, and why, told from the transfer's reason code.
import { fmt } from '../../i18n';
import type { ChipTransfer } from '../../protocol/generated/contract';
import type { CHIPS } from './strings';

type ChipWords = (typeof CHIPS)['en'];

/** A game's own name of a kind its transfers' reasons mention (a kind of throw); the kind itself where it has none. */
export type KindName = (kind: string) => string;

/**
 * Why chips moved, in words: the code and its details ("point 5 3", "banker_throw seis_alto",
 * "short 15 12", "fine"). An unknown code falls back to the engine's English reason.
 */
export function reasonText(c: ChipWords, t: ChipTransfer, kindName: KindName = (kind) => kind): string {
  const [code, ...args] = (t.why ?? '').split(' ');
  const r = c.reasons;
  switch (code) {
    case 'ante': return r.ante;
    case 'table': return r.table;
    case 'fine': return r.fine;
    case 'difference': return fmt(r.difference, { a: args[0], b: args[1] });
    case 'short': return fmt(r.short, { target: args[0], points: args[1] });
    case 'no_points': return fmt(r.noPoints, { target: args[0] });
    case 'banker_throw': return fmt(r.bankerThrow, { kind: kindName(args[0]) });
    case 'throw': return fmt(r.bettorThrow, { kind: kindName(args[0]) });
    case 'point': return fmt(r.point, { mine: args[0], banker: args[1] });
    default: return t.reason;
  }
}

/** The name of a ledger account: a seat, or (past the seats) the chips on the table. */
export function accountName(c: ChipWords, account: number, seats: number, nameOf: (seat: number) => string): string {
  return account >= seats ? c.theTable : nameOf(account);
}

/** The transfers of the latest round that has any (all of them where the game has no rounds). */
export function latestRound(transfers: ChipTransfer[]): ChipTransfer[] {
  if (transfers.length === 0) return [];
  const last = transfers[transfers.length - 1].round;
  return last === undefined ? transfers : transfers.filter((t) => t.round === last);
}

export const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');
