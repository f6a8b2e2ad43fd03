// The tables this browser created, joined or watched: reopen (seated again by the stored token) or forget.
import { useState } from 'preact/hooks';
import type { GameInfo } from '../protocol/types';
import { fmt, gameName, useI18n } from '../i18n';
import { forgetRoom, loadRecent } from '../state/recent';
import { navigate, onLink } from '../app/router';

export function RecentRooms({ games }: { games: GameInfo[] }) {
  const { m, lang } = useI18n();
  const [rooms, setRooms] = useState(() => loadRecent(localStorage));
  return (
    <section class="panel" aria-labelledby="recent-title" data-testid="recent">
      <h2 id="recent-title">{m.lobby.recent}</h2>
      {rooms.length === 0 && <p class="muted small">{m.lobby.recentEmpty}</p>}
      <ul class="recent">
        {rooms.map((r) => (
          <li class="row spread">
            <a href={`/r/${r.code}`} onClick={onLink(r.token ? `/r/${r.code}` : `/r/${r.code}?watch`)}>
              <strong>{gameName(m, r.game, games.find((g) => g.id === r.game)?.name)}</strong> <span class="code">{r.code}</span>
              <span class="muted small"> · {r.seat !== null ? fmt(m.lobby.seatOf, { n: r.seat + 1 }) : m.room.spectating}
                {' · '}{new Date(r.at).toLocaleDateString(lang)}</span>
            </a>
            <span class="row">
              <button type="button" onClick={() => navigate(r.token ? `/r/${r.code}` : `/r/${r.code}?watch`)}>{m.lobby.rejoin}</button>
              <button type="button" class="link" onClick={() => { forgetRoom(localStorage, r.code); setRooms(loadRecent(localStorage)); }}>
                {m.lobby.forget}
              </button>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
