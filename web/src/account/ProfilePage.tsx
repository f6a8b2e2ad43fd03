// A player's profile (/@/NAME): ratings per rated game with the provisional mark and the rank,
// a chart of one game's rating over time, games played, won and the average score per game,
// accuracy and luck over the analysed games (ProfileSkill), and every finished game (result,
// opponents, date, links to its replay, record and analysis), paged.
import { useEffect, useState } from 'preact/hooks';
import { botLabel, errorText, fmt, useI18n } from '../i18n';
import { aboutOf } from '../games/registry';
import { ApiError } from '../protocol/http';
import { onLink } from '../app/router';
import type { GameInfo } from '../protocol/generated/contract';
import { accountApi, type Profile, type ProfileGame, type RatingHistory } from './api';
import { RatingChart } from './RatingChart';
import { ProfileSkill } from '../analysis/ProfileAnalysis';
import { ProfileDaily } from '../daily/ProfileDaily';
import { ProfileTournaments } from '../tournaments/ProfileTournaments';
import { useAccount } from './session';
import { ProfileLink } from '../components/PersonName';

const alone = (g: ProfileGame) => g.seats.every((s) => s.seat === g.seat);

function opponents(g: ProfileGame, deleted: string, bot: (id: string) => string) {
  return g.seats.filter((s) => s.seat !== g.seat).map((s, i) => (
    <>{i > 0 && ', '}{s.account
      ? <ProfileLink account={s.account} />
      : <bdi>{s.bot ? bot(s.bot) : s.name ?? (s.name === null ? '?' : deleted)}</bdi>}</>
  ));
}

export function ProfilePage({ name, games }: { name: string; games: GameInfo[] }) {
  const { m, lang } = useI18n();
  const t = m.account;
  const account = useAccount();
  const [profile, setProfile] = useState<Profile | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [chartGame, setChartGame] = useState<string | null>(null);
  const [history, setHistory] = useState<RatingHistory | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  useEffect(() => {
    setProfile(null);
    setFailure(null);
    accountApi.profile(name).then((p) => {
      setProfile(p);
      const rated = Object.entries(p.ratings).filter(([, r]) => r.games > 0).sort((a, b) => b[1].games - a[1].games);
      setChartGame(rated[0]?.[0] ?? null);
    }, (e) => setFailure(e instanceof ApiError && e.code === 'no_such_player'
      ? fmt(t.noSuchPlayer, { name }) : errorText(m, e instanceof ApiError ? e.code : 'unknown', String(e))));
  }, [name]);
  useEffect(() => {
    setHistory(null);
    if (chartGame) accountApi.history(name, chartGame).then(setHistory, () => setHistory(null));
  }, [name, chartGame]);
  const gameName = (id: string) => aboutOf(lang, id, games.find((g) => g.id === id)).name;
  if (failure) return <main class="narrow panel"><p role="alert" data-testid="profile-error">{failure}</p></main>;
  if (!profile) return <main class="narrow"><p>{m.app.loading}</p></main>;
  const more = async () => {
    if (!profile.next) return;
    setLoadingMore(true);
    try {
      const page = await accountApi.profile(name, profile.next);
      setProfile({ ...profile, games: [...profile.games, ...page.games], next: page.next });
    } finally {
      setLoadingMore(false);
    }
  };
  const ratings = Object.entries(profile.ratings);
  return (
    <main class="stack profile" data-testid="profile-page">
      <section class="panel">
        <h1><bdi data-testid="profile-name">{profile.name}</bdi></h1>
        <p class="muted small">{fmt(t.since, { date: new Date(profile.created).toLocaleDateString(lang) })}</p>
      </section>
      <section class="panel stack" aria-labelledby="ratings-title">
        <h2 id="ratings-title">{t.ratings}</h2>
        <div class="table-scroll">
          <table class="ratings" data-testid="ratings">
            <thead><tr><th>{m.lobby.game}</th><th>{t.rating}</th><th>{t.games}</th><th>{t.rank}</th></tr></thead>
            <tbody>
              {ratings.map(([game, r]) => (
                <tr data-testid={`rating-${game}`} data-games={r.games} data-rating={r.rating} class={chartGame === game ? 'chosen' : ''}>
                  <td>{r.games > 0
                    ? <button type="button" class="link" onClick={() => setChartGame(game)} aria-pressed={chartGame === game}>{gameName(game)}</button>
                    : gameName(game)}</td>
                  <td><strong>{Math.round(r.rating)}</strong>{r.provisional && <abbr title={t.provisional}>?</abbr>}
                    <span class="muted small"> {fmt(t.deviation, { n: Math.round(r.deviation) })}</span></td>
                  <td>{r.games}</td>
                  <td>{r.rank ?? '–'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {chartGame && history && (
          <figure class="chart">
            <RatingChart history={history} lang={lang} label={fmt(t.chart, { game: gameName(chartGame) })} />
            <figcaption class="small muted">{fmt(t.chart, { game: gameName(chartGame) })}</figcaption>
          </figure>
        )}
        {!chartGame && <p class="small muted">{t.noRatedGames}</p>}
      </section>
      {Object.keys(profile.stats).length > 0 && (
        <section class="panel" aria-labelledby="stats-title">
          <h2 id="stats-title">{t.statsTitle}</h2>
          <div class="table-scroll">
            <table data-testid="stats">
              <thead><tr><th /><th>{t.played}</th><th>{t.won}</th><th>{t.averageScore}</th></tr></thead>
              <tbody>
                {Object.entries(profile.stats).map(([game, s]) => (
                  <tr><td>{gameName(game)}</td><td>{s.played}</td><td>{s.won}</td><td>{s.average_score.toLocaleString(lang, { maximumFractionDigits: 1 })}</td></tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}
      {profile.analysis && <ProfileSkill analysis={profile.analysis} gameName={gameName} />}
      {profile.daily && <ProfileDaily daily={profile.daily} own={account?.name === profile.name} gameName={gameName} />}
      {profile.tournaments && profile.tournaments.length > 0 && <ProfileTournaments list={profile.tournaments} gameName={gameName} />}
      <section class="panel" aria-labelledby="games-title">
        <h2 id="games-title">{t.recent}</h2>
        {profile.games.length === 0 && <p class="small muted">{t.noGames}</p>}
        <ul class="profile-games" data-testid="profile-games">
          {profile.games.map((g) => (
            <li data-testid={`profile-game-${g.room}`}>
              <div class="row spread wrap">
                {/* a game played alone (a daily attempt, a solitaire) is won or lost against nobody */}
                <span>{!alone(g) && <><span class={`badge ${g.result}`}>{t.result[g.result]}</span>{' '}</>}
                  <strong>{gameName(g.game)}</strong>
                  {g.rated && <span class="muted small"> · {t.rated}</span>}
                  {g.rating && <span class="small" data-testid="game-rating-change"> · {Math.round(g.rating.before)} → {Math.round(g.rating.after)}</span>}
                </span>
                <span class="muted small">{new Date(g.ended).toLocaleString(lang, { dateStyle: 'short', timeStyle: 'short' })}</span>
              </div>
              <div class="small">
                {g.score.toLocaleString(lang)}{!alone(g) && <> · {t.against} {opponents(g, t.deletedName, (id) => botLabel(m, id))}</>}{g.left && <> · {t.left}</>}
              </div>
              <div class="row small">
                <a href={`/r/${g.room}/replay`} onClick={onLink(`/r/${g.room}/replay`)}>{t.replay}</a>
                <a href={`/api/rooms/${g.room}/record`} download={`${g.room}.json`}>{t.record}</a>
                <a href={`/r/${g.room}/analysis`} onClick={onLink(`/r/${g.room}/analysis`)}>{m.analysis.open}</a>
              </div>
            </li>
          ))}
        </ul>
        {profile.next && <button type="button" onClick={more} disabled={loadingMore} data-testid="more-games">{t.more}</button>}
      </section>
    </main>
  );
}
