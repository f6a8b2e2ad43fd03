// The tournaments (/tournaments): those running, coming up and finished this week, each with its
// kind, game, time and entrants; and, for a signed-in person, the form that makes one.
import { useEffect, useState } from 'preact/hooks';
import type { GameInfo } from '../protocol/generated/contract';
import { ApiError } from '../protocol/http';
import { errorText, fmt, plural, useI18n } from '../i18n';
import { aboutOf } from '../games/registry';
import { navigate, onLink } from '../app/router';
import { useAccount } from '../account/session';
import { clock, secondsTo, tournamentPath, tournamentsApi, type Tournament, type TournamentKind, type TournamentLists } from './api';
import { useNow } from './useNow';

export function TournamentLine({ t, games }: { t: Tournament; games: GameInfo[] }) {
  const { m, lang } = useI18n();
  const s = m.tournaments;
  const now = useNow();
  const game = aboutOf(lang, t.game, games.find((g) => g.id === t.game)).name;
  const when = t.status === 'upcoming' ? fmt(s.startsIn, { time: clock(secondsTo(t.starts, now)) })
    : t.status === 'running' ? fmt(s.endsIn, { time: clock(secondsTo(t.ends, now)) })
    : t.status === 'cancelled' ? fmt(s.cancelled, { reason: t.cancel_reason ?? '' })
    : fmt(s.ended, { date: new Date(t.ends).toLocaleString(lang, { dateStyle: 'medium', timeStyle: 'short' }) });
  return (
    <li data-testid="tournament-line" data-id={t.id}>
      <a href={tournamentPath(t.id)} onClick={onLink(tournamentPath(t.id))}>
        <strong>{s.kind[t.kind]}</strong> · {game}
      </a>
      <span class="small muted">
        {' '}· {t.rated ? s.rated : s.casual} · {plural(s.entrants, t.entrants)} · {when}
        {t.winner && <> · {fmt(s.winner, { name: t.winner })}</>}
      </span>
    </li>
  );
}

function List({ title, list, games, testid }: { title: string; list: Tournament[]; games: GameInfo[]; testid: string }) {
  const { m } = useI18n();
  return (
    <section class="panel stack" data-testid={testid}>
      <h2>{title}</h2>
      {list.length === 0 ? <p class="muted small">{m.tournaments.none}</p>
        : <ul class="tournament-list">{list.map((t) => <TournamentLine t={t} games={games} />)}</ul>}
    </section>
  );
}

const twoPlayer = (g: GameInfo) => g.min_players <= 2 && g.max_players >= 2;

function CreateForm({ games }: { games: GameInfo[] }) {
  const { m } = useI18n();
  const s = m.tournaments;
  const [kind, setKind] = useState<TournamentKind>('arena');
  const choices = games.filter((g) => (kind === 'arena' ? twoPlayer(g) : g.same_dice));
  const [game, setGame] = useState('');
  const [later, setLater] = useState(false);
  const [at, setAt] = useState('');
  const [minutes, setMinutes] = useState(30);
  const [listed, setListed] = useState(true);
  const [rated, setRated] = useState(true);
  const [failure, setFailure] = useState<string | null>(null);
  const chosen = choices.some((g) => g.id === game) ? game : choices[0]?.id ?? '';
  // Only a game with ratings has a rated arena: the others are casual.
  const ratable = games.find((g) => g.id === chosen)?.rated ?? false;
  const submit = async (e: Event) => {
    e.preventDefault();
    setFailure(null);
    try {
      const made = await tournamentsApi.create({
        kind, game: chosen, starts: later && at ? new Date(at).toISOString() : 'now', minutes, public: listed,
        ...(kind === 'arena' ? { rated: rated && ratable } : {}),
      });
      navigate(tournamentPath(made.id));
    } catch (err) {
      setFailure(err instanceof ApiError ? errorText(m, err.code, err.message) : String(err));
    }
  };
  return (
    <form class="panel stack" onSubmit={submit} data-testid="tournament-create">
      <h2>{s.create}</h2>
      <label>{s.createKind}{' '}
        <select value={kind} onChange={(e) => setKind((e.currentTarget as HTMLSelectElement).value === 'duplicate' ? 'duplicate' : 'arena')}
          data-testid="tournament-kind">
          <option value="arena">{s.kind.arena}</option>
          <option value="duplicate">{s.kind.duplicate}</option>
        </select>
      </label>
      <p class="small muted">{s.kindAbout[kind]}</p>
      <label>{s.createGame}{' '}
        <select value={chosen} onChange={(e) => setGame((e.currentTarget as HTMLSelectElement).value)} data-testid="tournament-game">
          {choices.map((g) => <option value={g.id}>{g.name}</option>)}
        </select>
      </label>
      <fieldset class="row wrap">
        <legend>{s.createStarts}</legend>
        <label><input type="radio" checked={!later} onChange={() => setLater(false)} /> {s.startsNow}</label>
        <label><input type="radio" checked={later} onChange={() => setLater(true)} data-testid="tournament-later" /> {s.startsLater}</label>
        {later && <input type="datetime-local" value={at} onInput={(e) => setAt((e.currentTarget as HTMLInputElement).value)}
          data-testid="tournament-at" />}
      </fieldset>
      <label>{s.createMinutes}{' '}
        <input type="number" min={kind === 'arena' ? 5 : 10} max={kind === 'arena' ? 1440 : 10080} value={minutes}
          onInput={(e) => setMinutes(Number((e.currentTarget as HTMLInputElement).value))} data-testid="tournament-minutes" />
      </label>
      <label><input type="checkbox" checked={listed} onChange={(e) => setListed((e.currentTarget as HTMLInputElement).checked)}
        data-testid="tournament-public" /> {s.createPublic}</label>
      {kind === 'arena' && ratable && (
        <label><input type="checkbox" checked={rated} onChange={(e) => setRated((e.currentTarget as HTMLInputElement).checked)}
          data-testid="tournament-rated" /> {s.createRated}</label>
      )}
      {failure && <p class="error" role="alert" data-testid="tournament-create-error">{failure}</p>}
      <button type="submit" class="primary" data-testid="tournament-create-submit">{s.createSubmit}</button>
    </form>
  );
}

export function TournamentsPage({ games }: { games: GameInfo[] }) {
  const { m } = useI18n();
  const s = m.tournaments;
  const account = useAccount();
  const [lists, setLists] = useState<TournamentLists | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    let stopped = false;
    const load = () => tournamentsApi.lists().then((l) => !stopped && setLists(l),
      (e) => !stopped && setFailure(e instanceof ApiError ? errorText(m, e.code, e.message) : String(e)));
    void load();
    const timer = setInterval(load, 15000);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, []);
  return (
    <main class="narrow stack" data-testid="tournaments-page">
      <h1>{s.title}</h1>
      {failure && <p class="error" role="alert">{failure}</p>}
      {!lists && !failure && <p class="muted">{m.app.loading}</p>}
      {lists && (
        <>
          <List title={s.running} list={lists.running} games={games} testid="tournaments-running" />
          <List title={s.upcoming} list={lists.upcoming} games={games} testid="tournaments-upcoming" />
        </>
      )}
      {account ? <CreateForm games={games} />
        : account === null && <p class="panel"><a href="/signin" onClick={onLink('/signin')}>{s.signIn}</a></p>}
      {lists && <List title={s.finished} list={lists.finished} games={games} testid="tournaments-finished" />}
    </main>
  );
}
