// The WebSocket half of the protocol: one connection to a room that comes back by itself.
// After a drop it reconnects with a growing, jittered delay; the server answers every new
// connection with a full `state` snapshot, so the store resyncs by version (state/room.ts).
// A ping every few seconds finds connections that died silently (a phone changing networks).
import { parseServerMessage, type ServerMessage } from './serverMessage';
import type { RoomClientMessage } from './generated/contract';

export type Connection = 'connecting' | 'open' | 'reconnecting' | 'closed';

/** Errors after which reconnecting cannot help: the room or the seat is not there, or the seat is
 * open in as many windows as the server allows (one must close first). */
const FATAL = new Set(['no_such_room', 'bad_token', 'too_many_sockets']);

/** Milliseconds to wait before reconnect attempt `attempt` (0-based): 0.4 s doubling to 8 s, +-25%. */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(8000, 400 * 2 ** Math.min(attempt, 5));
  return Math.round(base * (0.75 + 0.5 * random()));
}

export function socketUrl(loc: { protocol: string; host: string }, room: string, token: string | null): string {
  const scheme = loc.protocol === 'https:' ? 'wss:' : 'ws:';
  const q = new URLSearchParams({ room });
  if (token) q.set('token', token);
  return `${scheme}//${loc.host}/ws?${q.toString()}`;
}

export interface SocketHandlers {
  onMessage(msg: ServerMessage): void;
  onConnection(c: Connection): void;
}

const PING_EVERY_MS = 15000;
const PONG_WITHIN_MS = 8000;

export class RoomSocket {
  private ws: WebSocket | null = null;
  private attempt = 0;
  private stopped = false;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private pingTimer: ReturnType<typeof setInterval> | null = null;
  private pongTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly onOnline = () => this.reconnectNow();

  constructor(
    private readonly url: string,
    private readonly handlers: SocketHandlers,
  ) {
    window.addEventListener('online', this.onOnline);
    this.open();
  }

  send(msg: RoomClientMessage): boolean {
    if (!this.ws || this.ws.readyState !== WebSocket.OPEN) return false;
    this.ws.send(JSON.stringify(msg));
    return true;
  }

  close(): void {
    this.stopped = true;
    window.removeEventListener('online', this.onOnline);
    this.clearTimers();
    this.ws?.close();
    this.ws = null;
    this.handlers.onConnection('closed');
  }

  /** Drop the current connection and connect again at once (the browser came back online). */
  reconnectNow(): void {
    if (this.stopped) return;
    this.attempt = 0;
    if (this.ws) this.lost(this.ws);
  }

  private open(): void {
    this.handlers.onConnection(this.attempt === 0 ? 'connecting' : 'reconnecting');
    const ws = new WebSocket(this.url);
    this.ws = ws;
    ws.onopen = () => {
      this.attempt = 0;
      this.handlers.onConnection('open');
      // answered after the snapshot and the recent chat lines: it marks where the news start
      this.send({ type: 'ping' });
      this.startPings();
    };
    ws.onmessage = (e) => {
      const msg = parseServerMessage(typeof e.data === 'string' ? e.data : '');
      if (!msg) return;
      if (msg.type === 'pong' && this.pongTimer) {
        clearTimeout(this.pongTimer);
        this.pongTimer = null;
      }
      if (msg.type === 'error' && FATAL.has(msg.code)) this.stopped = true;
      if (msg.type === 'error' && msg.code === 'moved') this.attempt = 0;
      this.handlers.onMessage(msg);
    };
    ws.onclose = () => this.lost(ws);
  }

  // A dead connection is let go at once (its close may take a minute to arrive) and replaced.
  private lost(ws: WebSocket): void {
    if (this.ws !== ws) return;
    ws.onopen = ws.onmessage = ws.onclose = null;
    if (ws.readyState === WebSocket.OPEN || ws.readyState === WebSocket.CONNECTING) ws.close();
    this.clearTimers();
    this.ws = null;
    if (this.stopped) {
      this.handlers.onConnection('closed');
      return;
    }
    this.handlers.onConnection('reconnecting');
    this.retryTimer = setTimeout(() => this.open(), reconnectDelay(this.attempt++));
  }

  private startPings(): void {
    this.pingTimer = setInterval(() => {
      if (this.pongTimer || !this.send({ type: 'ping' })) return;
      this.pongTimer = setTimeout(() => this.ws && this.lost(this.ws), PONG_WITHIN_MS);
    }, PING_EVERY_MS);
  }

  private clearTimers(): void {
    for (const t of [this.retryTimer, this.pongTimer]) if (t) clearTimeout(t);
    if (this.pingTimer) clearInterval(this.pingTimer);
    this.retryTimer = this.pongTimer = this.pingTimer = null;
  }
}
