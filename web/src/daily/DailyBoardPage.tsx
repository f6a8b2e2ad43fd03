// A day's board (/daily/GAME/DATE): the ranked results best first (then the earlier end), the
// person's own place or why they are not on it, and the day's seal: when its dice are revealed,
// or the revealed seed.
import { useEffect, useState } from 'preact/hooks';
import { errorText, fmt, number, plural, useI18n } from '../i18n';
import { aboutOf } from '../games/registry';
import { ApiError } from '../protocol/http';
import { onLink } from '../app/router';
import type { GameInfo } from '../protocol/generated/contract';
import { ProfileLink } from '../components/PersonName';
import { useAccount } from '../account/session';
import { OptimumLine } from './OptimumLine';
import { boardPath, dailyApi, revealTime, type DailyBoard, type DailyResult } from './api';

const dayBefore = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86400000).toISOString().slice(0, 10);

export function DailyBoardPage({ game, date, games }: { game: string; date: string; games: GameInfo[] }) {
  const { m, lang } = useI18n();
  const t = m.daily;
  const account = useAccount();
  const [board, setBoard] = useState<DailyBoard | null>(null);
  const [more, setMore] = useState<DailyResult[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    setBoard(null);
    setMore([]);
    setFailure(null);
    dailyApi.board(game, date).then(setBoard, (e) =>
      setFailure(errorText(m, e instanceof ApiError ? e.code : 'unknown', String(e))));
  }, [game, date, account?.name]);
  const results = board ? [...board.results, ...more] : [];
  const loadMore = async () => {
    const last = results[results.length - 1];
    if (!last) return;
    const page = await dailyApi.board(game, date, last.rank);
    setMore((old) => [...old, ...page.results]);
  };
  const name = aboutOf(lang, game, games.find((g) => g.id === game)).name;
  const localDate = new Date(`${date}T12:00:00Z`).toLocaleDateString(lang, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const revealAt = new Date(revealTime(date)).toLocaleString(lang, { hour: '2-digit', minute: '2-digit', day: 'numeric', month: 'short' });
  const before = boardPath(game, dayBefore(date, -1)), after = boardPath(game, dayBefore(date, 1));
  const today = new Date().toISOString().slice(0, 10);
  return (
    <main class="narrow stack" data-testid="daily-board-page">
      <section class="panel stack">
        <h1>{fmt(t.boardTitle, { game: name, date: localDate })}</h1>
        {failure && <p class="error" role="alert" data-testid="daily-board-error">{failure}</p>}
        {!board && !failure && <p class="muted">{t.loading}</p>}
        {board && (
          <>
            <p class="small muted" data-testid="daily-entrants">{plural(t.entrants, board.entrants)}</p>
            {board.mine && (
              <p class="banner" data-testid="daily-mine">
                {fmt(t.yourPlace, { rank: board.mine.rank, score: number(lang, board.mine.score) })}{' '}
                <a href={`/r/${board.mine.room}/analysis`} onClick={onLink(`/r/${board.mine.room}/analysis`)}>{m.analysis.open}</a>
              </p>
            )}
            <OptimumLine game={game} date={date} />
            {!board.mine && <p class="small" data-testid="daily-not-ranked">{account ? t.notRanked : t.guestNote}</p>}
            {results.length === 0
              ? <p data-testid="daily-board-empty">{t.noResults}</p>
              : (
                <table data-testid="daily-board">
                  <thead><tr><th>{t.rank}</th><th>{t.player}</th><th>{t.score}</th></tr></thead>
                  <tbody>
                    {results.map((r) => (
                      <tr data-mine={board.mine?.rank === r.rank ? 'true' : undefined}>
                        <td>{r.rank}</td><td><ProfileLink account={r.name} /></td><td>{number(lang, r.score)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            {results.length > 0 && results.length % 50 === 0 && (
              <button type="button" onClick={loadMore} data-testid="daily-more">{t.more}</button>
            )}
            {board.seed
              ? <><p class="small">{t.revealed}</p><p class="hash" data-testid="daily-seed">{board.seed}</p>
                  <pre class="command">cubilete daily {game} --date {date} --seed {board.seed}</pre></>
              : <p class="small muted" data-testid="daily-sealed">{fmt(t.sealed, { time: revealAt })}</p>}
            <p class="small">{m.fair.commitmentExplained}</p>
            <p class="hash" data-testid="daily-commitment">{board.commitment}</p>
          </>
        )}
        <nav class="row wrap">
          <a href={before} onClick={onLink(before)}>{t.previousDay}</a>
          {date < today && <a href={after} onClick={onLink(after)}>{t.nextDay}</a>}
          <a href="/" onClick={onLink('/')}>{t.back}</a>
        </nav>
      </section>
    </main>
  );
}
