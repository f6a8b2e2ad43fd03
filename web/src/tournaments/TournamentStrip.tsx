// The front page's tournaments: those running and the next to start (three at most), each a link
// to its page, and the way to all of them.
import { useEffect, useState } from 'preact/hooks';
import type { GameInfo } from '../protocol/generated/contract';
import { useI18n } from '../i18n';
import { onLink } from '../app/router';
import { tournamentsApi, type Tournament } from './api';
import { TournamentLine } from './TournamentsPage';

const SHOWN = 3;

export function TournamentStrip({ games }: { games: GameInfo[] }) {
  const { m } = useI18n();
  const s = m.tournaments;
  const [list, setList] = useState<Tournament[]>([]);
  useEffect(() => {
    let stopped = false;
    const load = () => tournamentsApi.lists().then((l) => !stopped && setList([...l.running, ...l.upcoming].slice(0, SHOWN)),
      () => {});  // the link below still leads to the list
    void load();
    const timer = setInterval(load, 30000);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, []);
  return (
    <section class="panel stack" data-testid="tournament-strip">
      <a href="/tournaments" onClick={onLink('/tournaments')} data-testid="tournaments-link">{s.lobbyLink}</a>
      {list.length > 0 && (
        <ul class="tournament-list" aria-label={s.strip}>
          {list.map((t) => <TournamentLine t={t} games={games} />)}
        </ul>
      )}
    </section>
  );
}
