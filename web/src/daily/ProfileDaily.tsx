// A profile's daily challenge: the streak of days in a row (and the best), and the newest
// attempts, each leading to its day's board; the attempt's analysis once anyone may read it (the
// person's own, or any once the day's dice are revealed).
import { fmt, number, plural, useI18n } from '../i18n';
import { onLink } from '../app/router';
import type { ProfileDaily as Daily } from '../account/api';
import { boardPath, revealTime } from './api';

export function ProfileDaily({ daily, own, gameName }: { daily: Daily; own: boolean; gameName: (id: string) => string }) {
  const { m, lang } = useI18n();
  const t = m.daily;
  if (daily.history.length === 0 && daily.best_streak === 0) return null;
  const now = Date.now();
  return (
    <section class="panel stack" aria-labelledby="daily-title" data-testid="profile-daily">
      <h2 id="daily-title">{t.title}</h2>
      <p data-testid="profile-daily-streak">
        <strong>{plural(t.streak, daily.streak)}</strong>
        <span class="muted small"> · {fmt(t.bestStreak, { n: number(lang, daily.best_streak) })}</span>
      </p>
      <ul class="profile-games" data-testid="profile-daily-history">
        {daily.history.map((a) => {
          const day = new Date(`${a.date}T12:00:00Z`).toLocaleDateString(lang, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
          const readable = own || revealTime(a.date) <= now;
          return (
            <li data-testid={`profile-daily-${a.room}`}>
              <div class="row spread wrap">
                <span><strong>{gameName(a.game)}</strong> <span class="muted small">· {a.ranked ? t.ranked : t.unranked}</span></span>
                <span class="muted small">{day}</span>
              </div>
              <div class="small" data-testid="profile-daily-result">
                {a.status === 'over' && a.score !== null ? fmt(t.done, { score: number(lang, a.score) }) : t.inPlay}
              </div>
              <div class="row small">
                <a href={boardPath(a.game, a.date)} onClick={onLink(boardPath(a.game, a.date))}>{t.seeBoard}</a>
                {readable && a.status === 'over' && (
                  <a href={`/r/${a.room}/analysis`} onClick={onLink(`/r/${a.room}/analysis`)}>{m.analysis.open}</a>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
