// "My tables": what each remembered room is now (waiting, in play, finished, or gone from the
// server) and who sits there, from the server's room summary (GET /api/rooms/CODE).
import { seatName, type Catalogue } from '../i18n';
import type { RoomStatus, RoomSummary } from '../protocol/generated/contract';

export interface RecentStatus {
  status: RoomStatus | 'gone';
  /** The people and bots seated, as the room shows them (open seats left out). */
  names: string[];
}

/** A summary read; null when the server no longer has the room (404). */
export function recentStatusOf(m: Catalogue, summary: RoomSummary | null): RecentStatus {
  if (!summary) return { status: 'gone', names: [] };
  const names = summary.seats
    .map((s, i) => (s.taken || s.bot !== null ? seatName(m, summary.seats, i) : null))
    .filter((n): n is string => n !== null);
  return { status: summary.status, names };
}
