// A tournament's page (/t/ID): its kind, game and clock; join, pause (a withdrawal: the score and
// the streak stay) and, in a duplicate tournament, the person's game; the standings pushed live over
// the lobby socket. While an entrant's page is open it is present, and an arena's pairing opens its
// next game (useTournament); the game's end brings it back here (TournamentNext).
import { useEffect, useState } from 'preact/hooks';
import type { GameInfo } from '../protocol/generated/contract';
import { ApiError } from '../protocol/http';
import { errorText, fmt, number, useI18n } from '../i18n';
import { aboutOf } from '../games/registry';
import { navigate, onLink } from '../app/router';
import { useAccount } from '../account/session';
import { ProfileLink } from '../components/PersonName';
import { loadRecent, rememberRoom } from '../state/recent';
import { clock, secondsTo, tournamentsApi, type StandingRow, type TournamentView } from './api';
import { useNow } from './useNow';
import { useTournament } from './useTournament';

export function TournamentPage({ id, games }: { id: string; games: GameInfo[] }) {
  const { m, lang } = useI18n();
  const s = m.tournaments;
  const account = useAccount();
  const now = useNow();
  const [view, setView] = useState<TournamentView | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const watched = useTournament(id, view?.game ?? null);
  const [optimum, setOptimum] = useState<number | null>(null);
  const load = () => tournamentsApi.get(id).then(setView, (e) =>
    setFailure(e instanceof ApiError ? errorText(m, e.code, e.message) : String(e)));
  useEffect(() => {
    void load();
  }, [id, account?.name]);
  // A finished duplicate tournament: the optimum's score on the same dice, beside everyone's.
  useEffect(() => {
    if (view?.kind !== 'duplicate' || view.status !== 'finished') return;
    tournamentsApi.optimal(id).then((r) => setOptimum(r.scores[0] ?? null), () => setOptimum(null));
  }, [view?.kind, view?.status]);
  // An arena's game of the person's that this browser was never sent to (its pairing reached
  // another tab, or an instance that died before telling): its page takes them there, as the
  // account (a socket without a token, opened with the session, sits in the account's seat). A
  // game they have been to is only linked.
  useEffect(() => {
    const room = view?.mine?.room;
    if (!room || view?.kind !== 'arena' || view.status !== 'running') return;
    // The pairing's own message comes first when it comes at all: wait for it a moment.
    const timer = setTimeout(() => {
      if (!loadRecent(localStorage).some((r) => r.code === room)) navigate(`/r/${room}?watch`);
    }, 2500);
    return () => clearTimeout(timer);
  }, [view?.mine?.room]);
  // The standings' push says something changed: the person's own place is read again.
  useEffect(() => {
    if (watched.standings) void load();
  }, [watched.standings]);
  const act = async (what: () => Promise<unknown>) => {
    setBusy(true);
    setFailure(null);
    try {
      await what();
      await load();
    } catch (e) {
      setFailure(e instanceof ApiError ? errorText(m, e.code, e.message) : String(e));
    } finally {
      setBusy(false);
    }
  };
  const play = () => act(async () => {
    const made = await tournamentsApi.play(id);
    rememberRoom(localStorage, { code: made.room, game: view?.game ?? '', seat: made.seat ?? null, token: made.token ?? null, at: Date.now() });
    navigate(`/r/${made.room}`);
  });
  if (!view) {
    return (
      <main class="narrow stack" data-testid="tournament-page">
        {failure ? <p class="error" role="alert" data-testid="tournament-error">{failure}</p> : <p class="muted">{m.app.loading}</p>}
      </main>
    );
  }
  const status = watched.status ?? view.status;
  // A finished duplicate tournament's rows link their games (the page's answer has them).
  const finishedSameDice = view.kind === 'duplicate' && view.status === 'finished';
  const standings: StandingRow[] = finishedSameDice ? view.standings : watched.standings ?? view.standings;
  const game = aboutOf(lang, view.game, games.find((g) => g.id === view.game)).name;
  const mine = view.mine;
  const arena = view.kind === 'arena';
  const when = status === 'upcoming' ? fmt(s.startsIn, { time: clock(secondsTo(view.starts, now)) })
    : status === 'running' ? fmt(s.endsIn, { time: clock(secondsTo(view.ends, now)) })
    : status === 'cancelled' ? fmt(s.cancelled, { reason: view.cancel_reason ?? '' })
    : fmt(s.ended, { date: new Date(view.ends).toLocaleString(lang, { dateStyle: 'medium', timeStyle: 'short' }) });
  const open = status === 'upcoming' || status === 'running';
  return (
    <main class="narrow stack" data-testid="tournament-page" data-status={status}>
      <section class="panel stack">
        <h1>{s.kind[view.kind]} · {game}</h1>
        <p class="small muted">
          {view.rated ? s.rated : s.casual} · {view.created_by ? fmt(s.by, { name: view.created_by }) : s.scheduled}
          {' '}· <span data-testid="tournament-live">{watched.connected ? s.live : s.offline}</span>
        </p>
        <p class="tournament-clock" data-testid="tournament-clock">{when}</p>
        <p class="small">{s.kindAbout[view.kind]}</p>
        {view.winner && <p class="banner" data-testid="tournament-winner">{fmt(s.winner, { name: view.winner })}</p>}
        {failure && <p class="error" role="alert" data-testid="tournament-error">{failure}</p>}
        {account === null && open && <p><a href="/signin" onClick={onLink('/signin')}>{s.signIn}</a></p>}
        {account && open && (
          <div class="row wrap">
            {!mine?.joined && (
              <button type="button" class="primary" disabled={busy} onClick={() => act(() => tournamentsApi.join(id))}
                data-testid="tournament-join">{s.join}</button>
            )}
            {mine?.joined && arena && (
              <button type="button" disabled={busy} onClick={() => act(() => tournamentsApi.withdraw(id))}
                data-testid="tournament-pause">{s.pause}</button>
            )}
            {mine?.joined && !arena && status === 'running' && !mine.room && mine.games < (view.games ?? 1) && (
              <button type="button" class="primary" disabled={busy} onClick={play} data-testid="tournament-play">{s.play}</button>
            )}
          </div>
        )}
        {mine && !mine.joined && arena && open && <p class="small" data-testid="tournament-paused">{s.paused}</p>}
        {mine?.joined && arena && status === 'running' && !mine.room && <p class="small muted" data-testid="tournament-waiting">{s.waiting}</p>}
        {mine?.joined && status === 'upcoming' && <p class="small">{s.joinedNotRunning}</p>}
        {mine?.room && (
          <p data-testid="tournament-my-game">
            {fmt(s.yourGame, { room: '' })}<a href={`/r/${mine.room}`} onClick={onLink(`/r/${mine.room}`)}>{mine.room}</a>
          </p>
        )}
        {mine?.joined && !arena && mine.games >= (view.games ?? 1) && !mine.room && <p class="small">{s.played}</p>}
        {mine && mine.rank !== null && (
          <p class="banner" data-testid="tournament-mine">{fmt(s.mine, { rank: mine.rank, score: number(lang, mine.score) })}</p>
        )}
        {mine?.rooms && mine.rooms.length > 0 && (
          <p class="small" data-testid="tournament-my-games">
            {s.myGames}{' '}
            {mine.rooms.map((room, i) => (
              <>{i > 0 && ' · '}<a href={`/r/${room}`} onClick={onLink(`/r/${room}`)}>{i + 1}</a></>
            ))}
          </p>
        )}
      </section>
      <section class="panel stack">
        <h2>{s.standings}</h2>
        {standings.length === 0 ? <p class="muted small">{s.mineUnranked}</p> : (
          <table class="standings" data-testid="tournament-standings">
            <thead><tr><th>{s.rank}</th><th>{s.player}</th><th>{s.score}</th><th>{s.games}</th></tr></thead>
            <tbody>
              {standings.map((r) => (
                <tr data-mine={account && r.account?.toLowerCase() === account.name.toLowerCase() ? 'true' : undefined}
                  data-testid="tournament-row" data-name={r.name}>
                  <td>{r.rank}</td>
                  <td>
                    {r.account ? <ProfileLink account={r.account} /> : <bdi>{r.name}</bdi>}
                    {arena && r.streak >= 2 && <span class="fire" title={s.onFire} aria-label={s.onFire}> 🔥</span>}
                  </td>
                  <td data-testid="tournament-score">
                    {r.rooms?.[0]
                      ? <a href={`/r/${r.rooms[0]}/analysis`} onClick={onLink(`/r/${r.rooms[0]}/analysis`)}>{number(lang, r.score)}</a>
                      : number(lang, r.score)}
                  </td>
                  <td>{r.games}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {optimum !== null && <p data-testid="tournament-optimum">{fmt(s.optimum, { score: number(lang, optimum) })}</p>}
        {view.commitment && <p class="small hash" data-testid="tournament-commitment">{fmt(s.commitment, { hash: view.commitment })}</p>}
        {view.seed && <p class="small hash" data-testid="tournament-seed">{fmt(s.seed, { seed: view.seed })}</p>}
      </section>
      <nav class="row wrap"><a href="/tournaments" onClick={onLink('/tournaments')}>{s.title}</a></nav>
    </main>
  );
}
