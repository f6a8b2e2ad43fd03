// Today's challenge on the front page: each game of the day with one tap to play it, to go on
// with an attempt begun, or to see the board once it is done.
import { useEffect, useState } from 'preact/hooks';
import type { GameInfo } from '../protocol/generated/contract';
import { ApiError } from '../protocol/http';
import { errorText, fmt, number, plural, useI18n } from '../i18n';
import { aboutOf } from '../games/registry';
import { navigate, onLink } from '../app/router';
import { rememberRoom } from '../state/recent';
import { useAccount } from '../account/session';
import { defaultGame } from '../lobby/model';
import { boardPath, dailyApi, stripOrder, type DailyGame, type DailyOverview } from './api';

export function DailyStrip({ games }: { games: GameInfo[] }) {
  const { m, lang } = useI18n();
  const account = useAccount();
  const [overview, setOverview] = useState<DailyOverview | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    dailyApi.overview().then((o) => live && setOverview(o), () => live && setOverview(null));
    return () => { live = false; };
  }, [account?.name]);
  if (!overview || overview.games.length === 0) return null;

  const play = async (g: DailyGame) => {
    setBusy(g.game);
    setFailure(null);
    try {
      const attempt = await dailyApi.start(g.game, lang);
      // The first answer gives a guest's seat its token; later ones find it remembered here.
      if (attempt.token) {
        rememberRoom(localStorage, { code: attempt.room, game: g.game, seat: attempt.seat, token: attempt.token, clientSeed: '', at: Date.now() });
      }
      navigate(`/r/${attempt.room}`);
    } catch (e) {
      setFailure(e instanceof ApiError ? errorText(m, e.code, e.message) : String(e));
      setBusy(null);
    }
  };
  const first = defaultGame(lang, overview.games.map((g) => g.game)) ?? '';
  return (
    <section class="panel daily-strip" aria-labelledby="daily-title" data-testid="daily-strip">
      <h2 id="daily-title">{m.daily.title}</h2>
      <p class="small muted">{m.daily.explained}</p>
      <ul class="daily-games">
        {stripOrder(overview.games, first).map((g) => {
          const name = aboutOf(lang, g.game, games.find((x) => x.id === g.game)).name;
          const board = boardPath(g.game, g.date);
          return (
            <li class="daily-game" data-testid={`daily-${g.game}`} data-status={g.mine?.status ?? 'none'}>
              <span class="daily-name"><strong>{name}</strong> <span class="small muted">{plural(m.daily.entrants, g.entrants)}</span></span>
              {g.mine?.status === 'over' ? (
                <a class="button" href={board} onClick={onLink(board)} data-testid={`daily-board-${g.game}`}>
                  {fmt(m.daily.done, { score: number(lang, g.mine.score ?? 0) })}
                </a>
              ) : (
                <button type="button" class={g.mine ? 'primary' : ''} disabled={busy !== null} onClick={() => play(g)}
                  data-testid={`daily-play-${g.game}`}>
                  {g.mine ? m.daily.continue : m.daily.play}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {account === null && <p class="small muted" data-testid="daily-guest">{m.daily.guestNote}</p>}
      {failure && <p class="error" role="alert" data-testid="daily-error">{failure}</p>}
    </section>
  );
}
