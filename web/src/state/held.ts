// The dice a person holds before throwing again, kept in the tab's sessionStorage per room and per
// version of the room: a refresh (or a phone that reloads a background tab) finds them still held.
// Only the version they were held at brings them back; a newer version (the throw or the score
// was sent, or anything else happened) clears them.
type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const key = (room: string) => `cubilete.held.${room}`;

interface Saved {
  version: number;
  dice: number[];
  held: number[];
}

/** The positions held at this version, if they were held on these very dice; else null (and forgotten). */
export function loadHeld(storage: Store | null, room: string, version: number, dice: readonly number[]): Set<number> | null {
  try {
    const raw = storage?.getItem(key(room));
    if (!raw) return null;
    const saved = JSON.parse(raw) as Saved;
    const same = saved.version === version && Array.isArray(saved.dice) && saved.dice.length === dice.length &&
      saved.dice.every((d, i) => d === dice[i]) && Array.isArray(saved.held);
    if (!same) {
      storage?.removeItem(key(room));
      return null;
    }
    return new Set(saved.held.filter((i) => Number.isInteger(i) && i >= 0 && i < dice.length));
  } catch {
    return null;
  }
}

export function saveHeld(storage: Store | null, room: string, version: number, dice: readonly number[], held: ReadonlySet<number>): void {
  try {
    storage?.setItem(key(room), JSON.stringify({ version, dice: [...dice], held: [...held].sort((a, b) => a - b) } satisfies Saved));
  } catch {
    // full or forbidden storage: holding still works, it just will not survive a refresh
  }
}

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
