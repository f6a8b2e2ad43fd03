// At a tournament game's end: back to the tournament's page after a few seconds, where the arena
// pairs the person again, unless they choose to stay (and pause from the tournament's page).
import { useEffect, useState } from 'preact/hooks';
import { fmt, useI18n } from '../i18n';
import { navigate, onLink } from '../app/router';
import { tournamentPath } from './api';

const BACK_AFTER_S = 3;

export function TournamentNext({ id, seated }: { id: string; seated: boolean }) {
  const { m } = useI18n();
  const s = m.tournaments;
  const [left, setLeft] = useState(seated ? BACK_AFTER_S : null);
  useEffect(() => {
    if (left === null) return;
    if (left <= 0) {
      navigate(tournamentPath(id));
      return;
    }
    const timer = setTimeout(() => setLeft(left - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return (
    <div class="row wrap" data-testid="tournament-next">
      <a class="button primary" href={tournamentPath(id)} onClick={onLink(tournamentPath(id))} data-testid="tournament-back">
        {s.backToTournament}
      </a>
      {left !== null && (
        <>
          <span class="small muted" data-testid="tournament-countdown">{fmt(s.nextPairing, { n: left })}</span>
          <button type="button" onClick={() => setLeft(null)} data-testid="tournament-stay">{s.stayHere}</button>
        </>
      )}
    </div>
  );
}
