// The HTTP half of the protocol: games, rooms, joins and records. Errors keep the server's
// stable code (translated by the browser) and its English message as a fallback.
import type {
  CreateRoomRequest, CreatedRoom, GameInfo, GameRecord, JoinedRoom, RoomSummary,
} from './types';

export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    readonly params?: Record<string, unknown>,
  ) {
    super(message);
  }
}

async function call<T>(path: string, init?: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      ...init,
      headers: init?.body ? { 'Content-Type': 'application/json' } : undefined,
    });
  } catch (e) {
    throw new ApiError('network', e instanceof Error ? e.message : String(e), 0);
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null; // a proxy's HTML error page: keep the status and the text
  }
  if (!response.ok) {
    const b = (body ?? {}) as { error?: string; message?: string; params?: Record<string, unknown> };
    throw new ApiError(b.error ?? `http_${response.status}`, b.message ?? text, response.status, b.params);
  }
  return body as T;
}

const post = (body: unknown): RequestInit => ({ method: 'POST', body: JSON.stringify(body) });
const room = (code: string) => `/api/rooms/${encodeURIComponent(code)}`;

export const api = {
  games: () => call<{ games: GameInfo[] }>('/api/games').then((r) => r.games),
  createRoom: (req: CreateRoomRequest) => call<CreatedRoom>('/api/rooms', post(req)),
  join: (code: string, req: { name?: string; seat?: number; client_seed?: string }) =>
    call<JoinedRoom>(`${room(code)}/join`, post(req)),
  room: (code: string) => call<RoomSummary>(room(code)),
  record: (code: string) => call<GameRecord>(`${room(code)}/record`),
};
