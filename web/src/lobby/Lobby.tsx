// The lobby: create a table (game, variant, seats), today's daily challenge, join one by code or
// link, reopen my tables.
// One client seed for the page: the new-table form shows it for editing, and quick play sends the
// same with its seeks, so a seed typed there holds for both ways of finding a game.
import { useAccount } from '../account/session';
import { useEffect, useMemo, useState } from 'preact/hooks';
import { api, ApiError } from '../protocol/http';
import type { GameInfo } from '../protocol/generated/contract';
import { errorText, fmt, isolated, plural, useI18n } from '../i18n';
import { aboutOf, playableInBrowser } from '../games/registry';
import { RulesText } from '../components/RulesText';
import { rememberRoom } from '../state/recent';
import { navigate, onLink } from '../app/router';
import { useGames } from '../app/useGames';
import { RuleControls } from './RuleControls';
import { SeatEditor } from './SeatEditor';
import { JoinBox } from './JoinBox';
import { RecentRooms } from './RecentRooms';
import { createRequest, defaultGame, withRule, defaultHints, defaultRules, defaultSeats, optionsFor, sameDiceOffered, validOption, type SeatChoice } from './model';
import { loadName, saveName } from './name';
import { newClientSeed, validClientSeed } from './seed';
import { SeedField } from './SeedField';
import { PublicLists, QuickPlay, useLobby } from './public/PublicLobby';
import { TournamentStrip } from '../tournaments/TournamentStrip';
import { DailyStrip } from '../daily/DailyStrip';

export function Lobby() {
  const { m } = useI18n();
  const { games, error, retry } = useGames();
  const lobby = useLobby();
  const [seed, setSeed] = useState(() => newClientSeed());
  return (
    <div class="lobby">
      <div class="lobby-main">
        <p class="lobby-about" data-testid="about">{m.app.about}</p>
        {error && (
          <div class="error" role="alert">
            {errorText(m, error.code, error.message)} <button type="button" onClick={retry}>{m.app.retry}</button>
          </div>
        )}
        {!games && !error && <p class="muted">{m.app.loading}</p>}
        {games && <QuickPlay games={games} lobby={lobby} seed={seed} />}
        {games && <NewTable games={games} seed={seed} setSeed={setSeed} />}
      </div>
      <div class="lobby-side">
        {/* beside the forms on a wide screen; on a phone after them, so that "create" stays in the first screen */}
        {games && <DailyStrip games={games} />}
        <p class="panel puzzle-link"><a href="/puzzles" onClick={onLink('/puzzles')} data-testid="puzzles-link">{m.puzzles.lobbyLink}</a></p>
        {games && <TournamentStrip games={games} />}
        {games && <PublicLists games={games} lobby={lobby} />}
        <JoinBox />
        <RecentRooms games={games ?? []} />
      </div>
    </div>
  );
}

function NewTable({ games, seed, setSeed }: { games: GameInfo[]; seed: string; setSeed(seed: string): void }) {
  const { m, lang } = useI18n();
  // until a game is picked, the language's own (and it follows a switch of language)
  const [picked, setGameId] = useState<string | null>(null);
  const gameId = picked ?? defaultGame(lang, games.map((g) => g.id));
  const game = games.find((g) => g.id === gameId)!;
  const [rules, setRules] = useState<Record<string, string>>({});
  const [seats, setSeats] = useState<SeatChoice[]>([]);
  const [name, setName] = useState(loadName());
  const [turnSeconds, setTurnSeconds] = useState('0');
  // null: the default for the seats as they stand (it follows them until the box is touched)
  const [hintsChoice, setHintsChoice] = useState<boolean | null>(null);
  const hints = hintsChoice === null ? defaultHints(seats) : hintsChoice ? 'on' : 'off';
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // A rated room (PROTOCOL.md v1.1): offered to a signed-in person in a rated game; it gives no hints.
  const account = useAccount();
  const [ratedChoice, setRated] = useState(false);
  // Same dice for everyone (a duplicate room): each seat its own card, ranked by points; not rated.
  const [sameDiceChoice, setSameDice] = useState(false);
  const sameDice = sameDiceOffered(game, seats) && sameDiceChoice;
  const rated = !!account && !!game.rated && ratedChoice && !sameDice;
  // Public: listed in the lobby for strangers (only where a seat is open for one).
  const [publicChoice, setPublic] = useState(false);
  const openSeat = seats.some((s) => s.kind === 'friend');

  useEffect(() => {
    setRules(defaultRules(game));
    setSeats(defaultSeats(game));
    setHintsChoice(null);
    setFailure(null);
  }, [gameId]);
  const valid = useMemo(() => game.options.every((o) => o.key === 'players' || validOption(o, rules[o.key] ?? o.default))
    && /^\d{1,4}$/.test(turnSeconds) && validClientSeed(seed), [game, rules, turnSeconds, seed]);
  const playable = playableInBrowser(game.id);

  const about = aboutOf(lang, game.id, game);
  const choice = (g: GameInfo) => {
    const { name, summary } = aboutOf(lang, g.id, g);
    return (
      <label class={`game-choice${g.id === gameId ? ' chosen' : ''}${playableInBrowser(g.id) ? '' : ' later'}`}>
        <input type="radio" name="game" value={g.id} checked={g.id === gameId} data-testid={`game-${g.id}`}
          onChange={() => setGameId(g.id)} />
        <strong>{name}</strong>
        <span class="small muted">{summary}</span>
      </label>
    );
  };

  const create = async (e: Event) => {
    e.preventDefault();
    setBusy(true);
    setFailure(null);
    if (!account) saveName(name);
    try {
      const request = createRequest(game, rules, seats, account ? '' : name, Number(turnSeconds), seed,
        game.advisor && !rated ? hints : undefined, sameDice);
      const listed = publicChoice && openSeat ? { public: true, language: lang } : {};
      const created = await api.createRoom({ ...request, ...listed, ...(rated ? { rated: true } : {}) });
      // the form always seats its person: a room made without that seat is not this request's
      if (created.seat === undefined || created.token === undefined)
        throw new ApiError('bad_answer', 'the server made the room without your seat', 200);
      rememberRoom(localStorage, { code: created.room, game: game.id, seat: created.seat, token: created.token, clientSeed: seed, at: Date.now() });
      navigate(`/r/${created.room}`);
    } catch (err) {
      setFailure(err instanceof ApiError ? errorText(m, err.code, err.message) : String(err));
      setBusy(false);
    }
  };

  return (
    <form class="panel new-table" onSubmit={create} aria-labelledby="new-table-title">
      <h1 id="new-table-title">{m.lobby.newTable}</h1>
      <fieldset>
        <legend>{m.lobby.game}</legend>
        <div class="game-list" role="radiogroup">
          {games.filter((g) => playableInBrowser(g.id)).map(choice)}
        </div>
        {/* a game the server knows and this app has no table for yet (a newer server) */}
        {games.some((g) => !playableInBrowser(g.id)) && (
          <details class="more-games" open={!playable}>
            <summary>{m.lobby.moreGames}</summary>
            <div class="game-list" role="radiogroup">
              {games.filter((g) => !playableInBrowser(g.id)).map(choice)}
            </div>
          </details>
        )}
      </fieldset>
      {!playable && <p class="banner">{m.lobby.notInBrowserYet}</p>}
      {playable && (
        <>
          {about.rules && (
            <details class="rules-summary">
              <summary>{m.lobby.rulesSummary}</summary>
              <RulesText about={about} />
            </details>
          )}
          <p class="small muted" data-testid="player-count">{game.min_players === game.max_players
            ? plural(m.lobby.playersExactly, game.min_players)
            : fmt(m.lobby.players, { min: game.min_players, max: game.max_players })}</p>
          <SeatEditor game={game} seats={seats} onChange={setSeats} />
          {game.options.some((o) => o.key !== 'players') && (
            <details class="variant">
              <summary>{m.lobby.variant}</summary>
              <RuleControls game={game.id} options={optionsFor(game, seats)} values={rules} onChange={(k, v) => setRules(withRule(game, rules, k, v))} />
              <button type="button" class="link" onClick={() => setRules(defaultRules(game))}>{m.lobby.resetRules}</button>
            </details>
          )}
          <div class="row wrap">
            {account ? (
              // A signed-in person sits under the account's name: nothing to type.
              <p class="field grow" data-testid="playing-as">{fmt(m.lobby.playingAs, { name: isolated(account.name) })}</p>
            ) : (
              <label class="field grow">
                <span>{m.lobby.yourName}</span>
                <input value={name} maxLength={40} placeholder={m.lobby.namePlaceholder} autoComplete="nickname"
                  onInput={(e) => setName((e.target as HTMLInputElement).value)} data-testid="my-name" />
              </label>
            )}
            <label class="field" title={m.lobby.turnClockHelp}>
              <span>{m.lobby.turnClock}</span>
              <input type="number" min={0} max={3600} value={turnSeconds} inputMode="numeric" class="short" data-testid="turn-seconds"
                onInput={(e) => setTurnSeconds((e.target as HTMLInputElement).value)} aria-describedby="clock-help" />
            </label>
          </div>
          <p id="clock-help" class="small muted">{m.lobby.turnClockHelp}</p>
          {sameDiceOffered(game, seats) && (
            <label class="check" title={m.duplicate.optionHelp}>
              <input type="checkbox" checked={sameDice} data-testid="same-dice"
                onChange={(e) => setSameDice((e.target as HTMLInputElement).checked)} aria-describedby="same-dice-help" />
              {m.duplicate.option}
            </label>
          )}
          {sameDiceOffered(game, seats) && <p id="same-dice-help" class="small muted">{m.duplicate.optionHelp}</p>}
          {openSeat && (
            <label class="check" title={m.play.publicHelp}>
              <input type="checkbox" checked={publicChoice} data-testid="public"
                onChange={(e) => setPublic((e.target as HTMLInputElement).checked)} aria-describedby="public-help" />
              {m.play.publicTable}
            </label>
          )}
          {openSeat && <p id="public-help" class="small muted">{m.play.publicHelp}</p>}
          {account && game.rated && !sameDice && (
            <label class="check" title={m.account.ratedHelp}>
              <input type="checkbox" checked={rated} data-testid="rated"
                onChange={(e) => setRated((e.target as HTMLInputElement).checked)} aria-describedby="rated-help" />
              {m.account.ratedGame}
            </label>
          )}
          {account && game.rated && !sameDice && <p id="rated-help" class="small muted">{m.account.ratedHelp}</p>}
          {game.advisor && !rated && (
            <label class="check" title={m.lobby.hintsHelp}>
              <input type="checkbox" checked={hints === 'on'} data-testid="hints"
                onChange={(e) => setHintsChoice((e.target as HTMLInputElement).checked)} aria-describedby="hints-help" />
              {m.lobby.hints}
            </label>
          )}
          {game.advisor && !rated && <p id="hints-help" class="small muted">{m.lobby.hintsHelp}</p>}
          <SeedField seed={seed} onChange={setSeed} />
          {failure && <p class="error" role="alert" data-testid="create-error">{failure}</p>}
          <div class="create-bar">
            <button type="submit" class="primary big" disabled={busy || !valid} data-testid="create">
              {busy ? m.lobby.creating : m.lobby.create}
            </button>
          </div>
        </>
      )}
    </form>
  );
}
