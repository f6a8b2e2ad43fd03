// The leaderboards (/leaderboard/GAME): the best settled ratings of a rated game, and who stands there.
import { useEffect, useState } from 'preact/hooks';
import { errorText, fmt, useI18n } from '../i18n';
import { aboutOf } from '../games/registry';
import { ApiError } from '../protocol/http';
import { navigate } from '../app/router';
import type { GameInfo } from '../protocol/generated/contract';
import { accountApi, type Leaderboard, type Profile } from './api';
import { ProfileLink } from '../components/PersonName';
import { useAccount } from './session';
import { ratingText } from '../components/ratingText';

/** The rated game a person has played most, where the page opens for them (null: none yet). */
export function ownGame(profile: Profile | null, rated: string[]): string | null {
  if (!profile) return null;
  const played = rated.filter((g) => (profile.ratings[g]?.games ?? 0) > 0);
  played.sort((a, b) => profile.ratings[b].games - profile.ratings[a].games);
  return played[0] ?? null;
}

export function LeaderboardPage({ game, games }: { game: string | null; games: GameInfo[] }) {
  const { m, lang } = useI18n();
  const t = m.account;
  const rated = games.filter((g) => g.rated);
  const account = useAccount();
  // A signed-in person's own standing, and the game they play most to open on.
  const [mine, setMine] = useState<Profile | null>(null);
  useEffect(() => {
    if (account) accountApi.profile(account.name).then(setMine, () => setMine(null));
  }, [account?.name]);
  const chosen = game ?? ownGame(mine, rated.map((g) => g.id)) ?? rated[0]?.id ?? null;
  const [board, setBoard] = useState<Leaderboard | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    setBoard(null);
    setFailure(null);
    if (chosen) accountApi.leaderboard(chosen).then(setBoard, (e) =>
      setFailure(errorText(m, e instanceof ApiError ? e.code : 'unknown', String(e))));
  }, [chosen]);
  const gameName = (id: string) => aboutOf(lang, id, games.find((g) => g.id === id)).name;
  return (
    <main class="narrow stack" data-testid="leaderboard-page">
      <section class="panel stack">
        <h1>{chosen ? fmt(t.leaderboardOf, { game: gameName(chosen) }) : t.leaderboard}</h1>
        <label class="stack"><span class="small muted">{t.leaderboard}</span>
          <select value={chosen ?? ''} data-testid="leaderboard-game"
            onChange={(e) => navigate(`/leaderboard/${(e.target as HTMLSelectElement).value}`, true)}>
            {rated.map((g) => <option value={g.id}>{gameName(g.id)}</option>)}
          </select>
        </label>
        {failure && <p class="error" role="alert">{failure}</p>}
        {board && (
          <>
            <p class="small muted">{fmt(t.leaderboardRule, {
              dev: board.policy.max_deviation, games: board.policy.recent_games, days: board.policy.recent_days })}</p>
            {mine && chosen && <Standing profile={mine} game={chosen} gameName={gameName(chosen)} board={board} />}
            {board.players.length === 0
              ? <p data-testid="leaderboard-empty">{t.leaderboardEmpty}</p>
              : (
                <table data-testid="leaderboard">
                  <thead><tr><th>{t.rank}</th><th>{t.player}</th><th>{t.rating}</th><th>{t.games}</th></tr></thead>
                  <tbody>
                    {board.players.map((p) => (
                      <tr><td>{p.rank}</td>
                        <td><ProfileLink account={p.name} /></td>
                        <td>{Math.round(p.rating)} <span class="muted small">{fmt(t.deviation, { n: Math.round(p.deviation) })}</span></td>
                        <td>{p.games}</td></tr>
                    ))}
                  </tbody>
                </table>
              )}
          </>
        )}
      </section>
    </main>
  );
}

/** Where the signed-in person stands on this board, or what it takes them to be on it. */
function Standing({ profile, game, gameName, board }: { profile: Profile; game: string; gameName: string; board: Leaderboard }) {
  const { m } = useI18n();
  const t = m.account;
  const r = profile.ratings[game];
  const text = !r || r.games === 0 ? fmt(t.standingNoGames, { game: gameName })
    : r.rank ? fmt(t.standingListed, { rank: r.rank })
    : fmt(t.standingNotYet, {
      rating: ratingText(r), dev: Math.round(r.deviation), max: board.policy.max_deviation,
      games: board.policy.recent_games, days: board.policy.recent_days });
  return <p class="standing" data-testid="leaderboard-standing">{text}</p>;
}
