// A profile's finished tournaments: each with its kind, game, end, and the account's place.
import { fmt, number, useI18n } from '../i18n';
import { onLink } from '../app/router';
import type { ProfileTournament } from '../account/api';
import { tournamentPath } from './api';

export function ProfileTournaments({ list, gameName }: { list: ProfileTournament[]; gameName: (id: string) => string }) {
  const { m, lang } = useI18n();
  const s = m.tournaments;
  return (
    <section class="panel stack" data-testid="profile-tournaments">
      <h2>{s.results}</h2>
      <ul class="tournament-list">
        {list.map((t) => (
          <li data-testid="profile-tournament" data-rank={t.rank}>
            <a href={tournamentPath(t.id)} onClick={onLink(tournamentPath(t.id))}>{s.kind[t.kind]} · {gameName(t.game)}</a>
            <span class="small muted">
              {' '}· {new Date(t.ends).toLocaleDateString(lang, { dateStyle: 'medium' })} ·{' '}
              {fmt(s.resultLine, { rank: t.rank, entrants: t.entrants, score: number(lang, t.score) })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
