// The tables this browser created, joined or watched: reopen (seated again by the stored token) or forget.
import { useEffect, useState } from 'preact/hooks';
import type { GameInfo, RoomSummary } from '../protocol/generated/contract';
import { fmt, useI18n } from '../i18n';
import { aboutOf } from '../games/registry';
import { forgetRoom, loadRecent } from '../state/recent';
import { navigate, onLink } from '../app/router';
import { api, ApiError } from '../protocol/http';
import { recentStatusOf } from './recentStatus';

/** "with {names}", each name set apart from the text around it (a name may be right-to-left). */
function withNames(template: string, names: string[]) {
  const [before, after = ''] = template.split('\u0000');
  return <>{before}{names.map((n, i) => <>{i > 0 && ', '}<bdi>{n}</bdi></>)}{after}</>;
}

export function RecentRooms({ games }: { games: GameInfo[] }) {
  const { m, lang } = useI18n();
  const [rooms, setRooms] = useState(() => loadRecent(localStorage));
  // what became of each room (finished or running, who sits there), asked of the server once
  const [summaries, setSummaries] = useState<Record<string, RoomSummary | null>>({});
  useEffect(() => {
    let live = true;
    for (const r of rooms)
      api.room(r.code).then((s) => s, (e) => (e instanceof ApiError && e.status === 404 ? null : undefined)).then((s) => {
        if (live && s !== undefined) setSummaries((old) => ({ ...old, [r.code]: s }));
      });
    return () => { live = false; };
  }, []);
  return (
    <section class="panel" aria-labelledby="recent-title" data-testid="recent">
      <h2 id="recent-title">{m.lobby.recent}</h2>
      {rooms.length === 0 && <p class="muted small">{m.lobby.recentEmpty}</p>}
      <ul class="recent">
        {rooms.map((r) => {
          const now = r.code in summaries ? recentStatusOf(m, summaries[r.code]) : null;
          return (
          <li class="row spread" data-testid={`recent-${r.code}`} data-status={now?.status ?? ''}>
            <a href={`/r/${r.code}`} onClick={onLink(r.token ? `/r/${r.code}` : `/r/${r.code}?watch`)}>
              <strong>{aboutOf(lang, r.game, games.find((g) => g.id === r.game)).name}</strong> <span class="code">{r.code}</span>
              <span class="muted small"> · {r.seat !== null ? fmt(m.lobby.seatOf, { n: r.seat + 1 }) : m.room.spectating}
                {' · '}{new Date(r.at).toLocaleDateString(lang)}</span>
              {now && (
                <span class="small recent-now" data-testid="recent-status">
                  <br /><span class={`badge ${now.status}`}>{now.status === 'gone' ? m.lobby.recentGone : m.lobby.recentStatus[now.status]}</span>
                  {now.names.length > 0 && <span class="muted"> · {withNames(fmt(m.lobby.recentWith, { names: '\u0000' }), now.names)}</span>}
                </span>
              )}
            </a>
            <span class="row">
              <button type="button" onClick={() => navigate(r.token ? `/r/${r.code}` : `/r/${r.code}?watch`)}>{m.lobby.rejoin}</button>
              <button type="button" class="link" onClick={() => { forgetRoom(localStorage, r.code); setRooms(loadRecent(localStorage)); }}>
                {m.lobby.forget}
              </button>
            </span>
          </li>
          );
        })}
      </ul>
    </section>
  );
}
