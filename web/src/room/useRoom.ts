// One room's live connection as a hook: the socket, the reducer, and the few things a person
// can send (an action at the current version, a hint request, chat, rematch).
import { useCallback, useEffect, useReducer, useRef } from 'preact/hooks';
import { RoomSocket, socketUrl } from '../protocol/socket';
import { canAct, initialRoom, reduceRoom, type RoomState } from '../state/room';
import { useAttention } from '../app/attention';

export interface RoomControls {
  state: RoomState;
  act(action: string): boolean;
  askHint(): void;
  chat(text: string): boolean;
  rematch(): void;
  /** Ends a game between people whose opponents left (PROTOCOL.md v1.1). */
  claim(): void;
  dismissError(): void;
  dismissHint(): void;
}

export function useRoom(code: string, game: string, token: string | null, enabled: boolean): RoomControls {
  const [state, dispatch] = useReducer(reduceRoom, game, initialRoom);
  const socket = useRef<RoomSocket | null>(null);
  const latest = useRef(state);
  latest.current = state;
  useAttention(state); // the turn signal in the background, the dice sounds

  useEffect(() => {
    if (!enabled) return;
    const s = new RoomSocket(socketUrl(location, code, token), {
      onMessage: (msg) => dispatch({ kind: 'message', msg }),
      onConnection: (connection) => dispatch({ kind: 'connection', connection }),
    });
    socket.current = s;
    return () => {
      s.close();
      socket.current = null;
    };
  }, [code, token, enabled]);

  // A refused room or seat stops the socket's retries.
  useEffect(() => {
    if (state.fatal) socket.current?.close();
  }, [state.fatal]);

  const act = useCallback((action: string) => {
    const s = latest.current;
    if (!canAct(s) || !socket.current?.send({ type: 'act', action, version: s.version })) return false;
    dispatch({ kind: 'sent-action', version: s.version });
    return true;
  }, []);
  const askHint = useCallback(() => {
    if (socket.current?.send({ type: 'hint' })) dispatch({ kind: 'asked-hint' });
  }, []);
  const chat = useCallback((text: string) => socket.current?.send({ type: 'chat', text }) ?? false, []);
  const rematch = useCallback(() => {
    if (socket.current?.send({ type: 'rematch' })) dispatch({ kind: 'asked-rematch' });
  }, []);
  const claim = useCallback(() => {
    socket.current?.send({ type: 'claim' });
  }, []);
  const dismissError = useCallback(() => dispatch({ kind: 'dismiss-error' }), []);
  const dismissHint = useCallback(() => dispatch({ kind: 'dismiss-hint' }), []);
  return { state, act, askHint, chat, rematch, claim, dismissError, dismissHint };
}
