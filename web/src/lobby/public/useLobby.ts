// The lobby socket as a hook: open while the page is, reopened after a drop (the pool is left
// then: the person presses again), closed when the page is left, which leaves the pool
// (PROTOCOL.md v1.1). A pairing remembers the seat's token and the client seed it was sought with,
// and opens the room.
import { useCallback, useEffect, useReducer, useRef } from 'preact/hooks';
import { navigate } from '../../app/router';
import { rememberRoom } from '../../state/recent';
import { loadName } from '../name';
import { lobbySocketUrl, readLobbyMessage, seekMessage, type LobbyClientMessage, type Seek } from './lobbyMessages';
import { initialLobby, reduceLobby, type LobbyState } from './lobbyState';

export interface LobbyControls {
  state: LobbyState;
  /** Enters the pool; the person's name is the one remembered for the tables. */
  seek(request: Omit<Seek, 'name'>): void;
  cancel(): void;
  acceptBot(): void;
  dismiss(): void;
}

const RETRY_MS = [1000, 2000, 5000, 10000];

export function useLobby(): LobbyControls {
  const [state, dispatch] = useReducer(reduceLobby, initialLobby);
  const socket = useRef<WebSocket | null>(null);
  // what the room is remembered with once paired
  const sought = useRef({ game: '', clientSeed: '' });

  useEffect(() => {
    let attempt = 0;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const open = () => {
      const ws = new WebSocket(lobbySocketUrl(location));
      socket.current = ws;
      ws.onopen = () => {
        attempt = 0;
        dispatch({ kind: 'connection', open: true });
      };
      ws.onmessage = (e) => {
        const msg = readLobbyMessage(String(e.data));
        if (!msg) return;
        if (msg.type === 'paired') {
          const { game, clientSeed } = sought.current;
          rememberRoom(localStorage, { code: msg.room, game, seat: msg.seat, token: msg.token, clientSeed, at: Date.now() });
          navigate(`/r/${msg.room}`);
        }
        dispatch({ kind: 'message', msg, now: Date.now() });
      };
      ws.onclose = () => {
        dispatch({ kind: 'connection', open: false });
        if (stopped) return;
        timer = setTimeout(open, RETRY_MS[Math.min(attempt++, RETRY_MS.length - 1)]);
      };
    };
    open();
    return () => {
      stopped = true;
      clearTimeout(timer);
      socket.current?.close();
      socket.current = null;
    };
  }, []);

  const send = (m: LobbyClientMessage) => {
    if (socket.current?.readyState === WebSocket.OPEN) socket.current.send(JSON.stringify(m));
  };
  const seek = useCallback((request: Omit<Seek, 'name'>) => {
    sought.current = { game: request.game, clientSeed: request.clientSeed };
    dispatch({ kind: 'seek', game: request.game, rated: request.rated, botAfter: request.botAfter, now: Date.now() });
    send(seekMessage({ ...request, name: loadName().trim() }));
  }, []);
  const cancel = useCallback(() => send({ type: 'cancel' }), []);
  const acceptBot = useCallback(() => send({ type: 'accept_bot' }), []);
  const dismiss = useCallback(() => dispatch({ kind: 'dismiss' }), []);
  return { state, seek, cancel, acceptBot, dismiss };
}
