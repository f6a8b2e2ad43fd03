// My recent rooms, kept in the browser's storage: the seat token lives here and nowhere else
// (never in a URL), so a person reopens a table from the lobby or from its link and is seated again.
export interface RecentRoom {
  code: string;
  game: string;
  seat: number | null;
  token: string | null;
  name?: string;
  /** The client seed this browser sent for the seat (fair dice). */
  clientSeed?: string;
  at: number;
}

const KEY = 'cubilete.rooms';
export const RECENT_LIMIT = 20;

type Store = Pick<Storage, 'getItem' | 'setItem'>;

function valid(x: unknown): x is RecentRoom {
  const r = x as RecentRoom;
  return !!r && typeof r.code === 'string' && typeof r.game === 'string' && typeof r.at === 'number' &&
    (r.token === null || typeof r.token === 'string');
}

export function loadRecent(storage: Store | null): RecentRoom[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(valid).sort((a, b) => b.at - a.at) : [];
  } catch {
    return [];
  }
}

function save(storage: Store | null, rooms: RecentRoom[]): void {
  try {
    storage?.setItem(KEY, JSON.stringify(rooms.slice(0, RECENT_LIMIT)));
  } catch {
    // full or forbidden storage: the table still plays, it just will not be listed
  }
}

/** Remembers a room (newest first); a seat already held there keeps its token. */
export function rememberRoom(storage: Store | null, room: RecentRoom): void {
  const rooms = loadRecent(storage);
  const old = rooms.find((r) => r.code === room.code);
  const merged = old?.token && !room.token ? { ...room, seat: old.seat, token: old.token, clientSeed: old.clientSeed } : room;
  save(storage, [merged, ...rooms.filter((r) => r.code !== room.code)]);
}

export function forgetRoom(storage: Store | null, code: string): void {
  save(storage, loadRecent(storage).filter((r) => r.code !== code));
}

export function seatFor(storage: Store | null, code: string): RecentRoom | null {
  return loadRecent(storage).find((r) => r.code === code && r.token !== null) ?? null;
}

/** Room codes: six characters of the server's alphabet (no 0/O, 1/I/L, U). */
const ROOM_CODE = /^[23456789ABCDEFGHJKMNPQRSTVWXYZ]{6}$/;

/**
 * A room code from what a person pastes or types: the code itself, in any case and with dashes or
 * spaces anywhere (as the server reads it: "br5-kf9"), or any link to the room.
 */
export function codeFrom(input: string): string | null {
  const text = input.trim();
  const fromLink = text.match(/\/r\/([A-Za-z0-9-]{4,16})(?:[/?#]|$)/);
  const code = (fromLink ? fromLink[1] : text).replace(/[\s-]/g, '').toUpperCase();
  return ROOM_CODE.test(code) ? code : null;
}
