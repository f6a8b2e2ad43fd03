// "Play now": a person enters the quick-play pool for a game (the language's own first and largest,
// the game the new-table form opens on too: General in Brazil, Generala elsewhere), waits
// with a countdown to the bot offer, takes the bot or keeps waiting, or cancels. Their client seed
// (the lobby's, the one the new-table form shows and edits) goes with the seek.
import { useState } from 'preact/hooks';
import { useAccount } from '../../account/session';
import { botLabel, errorText, fmt, useI18n } from '../../i18n';
import { aboutOf, playableInBrowser } from '../../games/registry';
import type { GameInfo } from '../../protocol/generated/contract';
import type { LobbyControls } from './useLobby';
import { useSecondsUntil } from './secondsUntil';
import { validClientSeed } from '../seed';
import { defaultGame } from '../model';

/** How long a person may choose to wait before the bot is offered (seconds; 30 the default). */
const BOT_AFTER = [10, 30, 60, 120];

export function QuickPlay({ games, lobby, seed }: { games: GameInfo[]; lobby: LobbyControls; seed: string }) {
  const { m, lang } = useI18n();
  const account = useAccount();
  const [ratedChoice, setRated] = useState(false);
  const [other, setOther] = useState('');
  const [botAfter, setBotAfter] = useState(30);
  const { quick, connected, error } = lobby.state;
  const canSeek = connected && validClientSeed(seed);
  const offered = games.filter((g) => g.max_players >= 2 && playableInBrowser(g.id));
  const home = defaultGame(lang, offered.map((g) => g.id));
  const first = offered.find((g) => g.id === home) ?? offered[0];
  const others = offered.filter((g) => g !== first);
  const name = (id: string) => aboutOf(lang, id, games.find((g) => g.id === id)).name;
  const rated = (g: GameInfo) => !!account && !!g.rated && ratedChoice;
  const play = (g: GameInfo) => lobby.seek({ game: g.id, rated: rated(g), language: lang, botAfter, clientSeed: seed });
  if (!first) return null;

  return (
    <section class="panel quick-play" aria-labelledby="quick-title" data-testid="quick-play">
      <h1 id="quick-title">{m.play.quickTitle}</h1>
      {quick.phase === 'idle' && (
        <>
          <p class="small muted">{m.play.quickAbout}</p>
          <button type="button" class="primary big" disabled={!canSeek} data-testid={`play-now-${first.id}`} onClick={() => play(first)}>
            {fmt(m.play.playGame, { game: name(first.id) })}
          </button>
          {others.length > 0 && (
            <div class="row quick-others">
              <label class="field grow">
                <span class="small muted">{m.play.otherGames}</span>
                <select value={other || others[0].id} data-testid="play-now-other" onChange={(e) => setOther((e.target as HTMLSelectElement).value)}>
                  {others.map((g) => <option value={g.id}>{name(g.id)}</option>)}
                </select>
              </label>
              <button type="button" disabled={!canSeek} data-testid="play-now-other-go"
                onClick={() => play(others.find((g) => g.id === other) ?? others[0])}>{m.play.play}</button>
            </div>
          )}
          <label class="field quick-bot-after">
            <span class="small muted">{m.play.botAfter}</span>
            <select value={botAfter} data-testid="play-now-bot-after"
              onChange={(e) => setBotAfter(Number((e.target as HTMLSelectElement).value))}>
              {BOT_AFTER.map((s) => <option value={s}>{fmt(m.play.botAfterSeconds, { seconds: s })}</option>)}
            </select>
          </label>
          {account && (
            <label class="check">
              <input type="checkbox" checked={ratedChoice} data-testid="play-now-rated"
                onChange={(e) => setRated((e.target as HTMLInputElement).checked)} />
              {m.play.rated}
            </label>
          )}
          {/* the seed is typed in the new-table form below: why these buttons wait, said here too */}
          {!validClientSeed(seed) && <p class="error small" role="alert">{m.fair.badSeed}</p>}
          {!connected && <p class="small muted">{m.play.offline}</p>}
          <p class="small quick-links">
            <a href="#open-title">{fmt(m.play.openCount, { n: lobby.state.tables.length })}</a>
            {' · '}<a href="#live-title">{fmt(m.play.liveCount, { n: lobby.state.liveTotal })}</a>
          </p>
        </>
      )}
      {quick.phase === 'seeking' && <Seeking game={name(quick.game)} offerAt={quick.offerAt} onCancel={lobby.cancel} />}
      {quick.phase === 'offered' && (
        <div class="quick-wait" role="status" data-testid="bot-offer">
          <p>{fmt(m.play.offer, { bot: botLabel(m, quick.bot) })}</p>
          <div class="row wrap">
            <button type="button" class="primary" data-testid="accept-bot" onClick={lobby.acceptBot}>{m.play.acceptBot}</button>
            <button type="button" data-testid="cancel-seek" onClick={lobby.cancel}>{m.play.cancel}</button>
          </div>
          <p class="small muted">{m.play.keepWaiting}</p>
        </div>
      )}
      {quick.phase === 'paired' && <p role="status">{m.play.paired}</p>}
      {error && (
        <p class="error" role="alert" data-testid="quick-error">
          {errorText(m, error.code, error.message)} <button type="button" class="link" onClick={lobby.dismiss}>{m.app.close}</button>
        </p>
      )}
    </section>
  );
}

function Seeking({ game, offerAt, onCancel }: { game: string; offerAt: number; onCancel(): void }) {
  const { m } = useI18n();
  const seconds = useSecondsUntil(offerAt);
  return (
    <div class="quick-wait" role="status" data-testid="seeking">
      <p><span class="spinner" aria-hidden="true" /> {fmt(m.play.seeking, { game })}</p>
      <p class="small muted" data-testid="offer-countdown">{fmt(m.play.offerIn, { seconds })}</p>
      <button type="button" data-testid="cancel-seek" onClick={onCancel}>{m.play.cancel}</button>
    </div>
  );
}
