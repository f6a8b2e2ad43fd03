// The games the server offers (GET /api/games), fetched once per visit and shared.
import { useEffect, useState } from 'preact/hooks';
import { api, ApiError } from '../protocol/http';
import type { GameInfo } from '../protocol/generated/contract';

let cached: Promise<GameInfo[]> | null = null;

export function useGames(): { games: GameInfo[] | null; error: ApiError | null; retry(): void } {
  const [games, setGames] = useState<GameInfo[] | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    cached ??= api.games();
    cached.then(setGames, (e: unknown) => {
      cached = null;
      setError(e instanceof ApiError ? e : new ApiError('network', String(e), 0));
    });
  }, [attempt]);
  return { games, error, retry: () => { setError(null); setAttempt(attempt + 1); } };
}
