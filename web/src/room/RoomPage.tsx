// A table's page: find the room, seat the person (their token from this browser's storage, or a
// join), or let them watch; then the live room.
import { useEffect, useState } from 'preact/hooks';
import { api, ApiError } from '../protocol/http';
import type { RoomSummary } from '../protocol/generated/contract';
import { errorText, fmt, useI18n } from '../i18n';
import { rememberRoom, seatFor } from '../state/recent';
import { navigate } from '../app/router';
import { useGames } from '../app/useGames';
import { JoinPrompt } from './JoinPrompt';
import { LiveRoom } from './LiveRoom';
import { MatchRoom } from './MatchRoom';

const storage = () => (typeof localStorage === 'undefined' ? null : localStorage);

export function RoomPage({ code, watch }: { code: string; watch: boolean }) {
  const { m } = useI18n();
  const [summary, setSummary] = useState<RoomSummary | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [seat, setSeat] = useState(() => (watch ? null : seatFor(storage(), code)));
  const [spectating, setSpectating] = useState(watch);
  // the game's names and rules come with the server's list of games (the same for every room)
  const { games, error: gamesError } = useGames();

  useEffect(() => {
    api.room(code).then(setSummary, (e: unknown) =>
      setError(e instanceof ApiError ? e : new ApiError('network', String(e), 0)));
  }, [code]);

  if (error)
    return (
      <section class="panel narrow" role="alert" data-testid="room-error">
        <p>{error.code === 'no_such_room' || error.status === 404 ? fmt(m.room.notFound, { code }) : errorText(m, error.code, error.message)}</p>
        <button type="button" onClick={() => navigate('/')}>{m.app.home}</button>
      </section>
    );
  if (!summary || (!games && !gamesError)) return <p class="muted">{m.app.loading}</p>;
  const info = games?.find((g) => g.id === summary.game);

  if (!seat && !spectating)
    return (
      <JoinPrompt summary={summary} info={info}
        onJoined={(s, token, clientSeed) => {
          const entry = { code, game: summary.game, seat: s, token, clientSeed, at: Date.now() };
          rememberRoom(storage(), entry);
          setSeat(entry);
        }}
        onWatch={() => {
          rememberRoom(storage(), { code, game: summary.game, seat: null, token: null, at: Date.now() });
          setSpectating(true);
        }} />
    );
  if (summary.mode === 'duplicate')
    return <MatchRoom key={`${code}-${seat?.token ?? 'watch'}`} summary={summary} info={info} token={seat?.token ?? null} />;
  return <LiveRoom key={`${code}-${seat?.token ?? 'watch'}`} summary={summary} info={info} token={seat?.token ?? null} />;
}
