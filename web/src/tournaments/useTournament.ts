// A tournament watched over the lobby socket (docs/PROTOCOL.md v1.2, "Tournaments"): the standings
// as they change and, for a signed-in entrant, each arena pairing, which remembers the seat's
// token (with the client seed this browser gives) and opens the room. Watching is what makes an
// entrant present: the arena pairs only those whose page is open. Reopened after a drop.
import { useEffect, useRef, useState } from 'preact/hooks';
import { navigate } from '../app/router';
import { rememberRoom } from '../state/recent';
import { newClientSeed } from '../lobby/seed';
import { lobbySocketUrl, readLobbyMessage } from '../lobby/public/lobbyMessages';
import type { TournamentStandingRow } from '../protocol/generated/contract';

export interface Watched {
  standings: TournamentStandingRow[] | null;
  status: string | null;
  entrants: number | null;
  connected: boolean;
}

const RETRY_MS = [1000, 2000, 5000, 10000];

export function useTournament(id: string, game: string | null): Watched {
  const [watched, setWatched] = useState<Watched>({ standings: null, status: null, entrants: null, connected: false });
  const gameRef = useRef(game);
  gameRef.current = game;
  useEffect(() => {
    let attempt = 0;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let socket: WebSocket | null = null;
    // This browser's part of the dice of every game the arena pairs it into.
    const clientSeed = newClientSeed();
    const open = () => {
      const ws = new WebSocket(lobbySocketUrl(location));
      socket = ws;
      ws.onopen = () => {
        attempt = 0;
        setWatched((w) => ({ ...w, connected: true }));
        ws.send(JSON.stringify({ type: 'tournament', id, client_seed: clientSeed }));
      };
      ws.onmessage = (e) => {
        const msg = readLobbyMessage(String(e.data));
        if (!msg) return;
        if (msg.type === 'tournament_standings' && msg.id === id)
          setWatched((w) => ({ ...w, standings: msg.standings, status: msg.status, entrants: msg.entrants }));
        if (msg.type === 'tournament_paired' && msg.id === id) {
          rememberRoom(localStorage, {
            code: msg.room, game: gameRef.current ?? '', seat: msg.seat, token: msg.token, clientSeed, at: Date.now(),
          });
          navigate(`/r/${msg.room}`);
        }
      };
      ws.onclose = () => {
        setWatched((w) => ({ ...w, connected: false }));
        if (stopped) return;
        timer = setTimeout(open, RETRY_MS[Math.min(attempt++, RETRY_MS.length - 1)]);
      };
    };
    open();
    return () => {
      stopped = true;
      clearTimeout(timer);
      socket?.close();
    };
  }, [id]);
  return watched;
}
