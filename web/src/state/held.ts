// The dice a person holds before throwing again (or sets aside, keeps under the cup, the numbers
// picked for them on a sheet: any choice made on the dice before acting), kept in the tab's
// sessionStorage per room and per version of the room: a refresh (or a phone that reloads a
// background tab) finds them still held. Only the version they were held at, on the same dice,
// brings them back; a newer version (the throw or the score was sent, or anything else happened)
// clears them.
import { useEffect, useState } from 'preact/hooks';

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const key = (room: string) => `cubilete.held.${room}`;

interface Saved {
  version: number;
  dice: number[];
  held: unknown;
}

/** How one table's choice goes to storage and back (`read` gets what `write` gave, or anything broken: null then). */
export interface HeldCodec<T> {
  write(value: T): unknown;
  read(saved: unknown, dice: readonly number[]): T | null;
}

const isPosition = (dice: readonly number[]) => (i: unknown): i is number => Number.isInteger(i) && (i as number) >= 0 && (i as number) < dice.length;

/** Positions among the dice, as a set (the category games, Triplo Seis). */
export const positionSet: HeldCodec<Set<number>> = {
  write: (held) => [...held].sort((a, b) => a - b),
  read: (saved, dice) => (Array.isArray(saved) ? new Set(saved.filter(isPosition(dice))) : null),
};

/** Positions among the dice, in the order tapped (Farkle). */
export const positionList: HeldCodec<number[]> = {
  write: (held) => [...held],
  read: (saved, dice) => (Array.isArray(saved) ? saved.filter(isPosition(dice)) : null),
};

/** The choice saved at this version, if made on these very dice; else null (and forgotten). */
export function loadPicked<T>(storage: Store | null, room: string, version: number, dice: readonly number[], codec: HeldCodec<T>): T | null {
  try {
    const raw = storage?.getItem(key(room));
    if (!raw) return null;
    const saved = JSON.parse(raw) as Saved;
    const same = saved.version === version && Array.isArray(saved.dice) && saved.dice.length === dice.length &&
      saved.dice.every((d, i) => d === dice[i]);
    const value = same ? codec.read(saved.held, dice) : null;
    if (value === null) storage?.removeItem(key(room));
    return value;
  } catch {
    return null;
  }
}

export function savePicked<T>(storage: Store | null, room: string, version: number, dice: readonly number[], value: T, codec: HeldCodec<T>): void {
  try {
    storage?.setItem(key(room), JSON.stringify({ version, dice: [...dice], held: codec.write(value) } satisfies Saved));
  } catch {
    // full or forbidden storage: holding still works, it just will not survive a refresh
  }
}

/** The positions held at this version, if they were held on these very dice; else null (and forgotten). */
export const loadHeld = (storage: Store | null, room: string, version: number, dice: readonly number[]) =>
  loadPicked(storage, room, version, dice, positionSet);

export const saveHeld = (storage: Store | null, room: string, version: number, dice: readonly number[], held: ReadonlySet<number>) =>
  savePicked(storage, room, version, dice, new Set(held), positionSet);

export function clearHeld(storage: Store | null, room: string): void {
  try {
    storage?.removeItem(key(room));
  } catch {
    // nothing to clear
  }
}

/** The room code of the page (/r/CODE), for the tables, which are not told it. */
export function roomOfPath(path: string): string | null {
  return path.match(/^\/r\/([A-Za-z0-9]+)/)?.[1] ?? null;
}

export function sessionStore(): Store | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * A table's choice on the dice that survives a refresh: `fresh()` whenever `resetKey` changes (a
 * new throw, another player, another phase), unless this room saved one at this version on these
 * dice (only looked for while `mine`: the person may choose now). Every change is saved.
 */
export function useHeld<T>(version: number, dice: readonly number[], resetKey: string, mine: boolean,
  fresh: () => T, codec: HeldCodec<T>): [T, (next: T) => void] {
  const room = roomOfPath(location.pathname) ?? '';
  const [value, setValue] = useState<T>(fresh);
  useEffect(() => {
    setValue((mine && loadPicked(sessionStore(), room, version, dice, codec)) || fresh());
  }, [resetKey]);
  const set = (next: T) => {
    setValue(next);
    savePicked(sessionStore(), room, version, dice, next, codec);
  };
  return [value, set];
}
