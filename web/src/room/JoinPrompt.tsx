// Someone opened a table's link without a seat there: take an open seat (with a name) or watch.
import { useState } from 'preact/hooks';
import { api, ApiError } from '../protocol/http';
import type { GameInfo, RoomSummary } from '../protocol/generated/contract';
import { errorText, fmt, isolated, useI18n } from '../i18n';
import { useAccount } from '../account/session';
import { aboutOf } from '../games/registry';
import { openSeats } from '../state/room';
import { loadName, saveName } from '../lobby/name';
import { newClientSeed, seedField, validClientSeed } from '../lobby/seed';
import { SeedField } from '../lobby/SeedField';
import { onLink } from '../app/router';

interface Props {
  summary: RoomSummary;
  /** The game as the server lists it (absent if the list could not be fetched). */
  info?: GameInfo;
  onJoined(seat: number, token: string, clientSeed: string): void;
  onWatch(): void;
}

export function JoinPrompt({ summary, info, onJoined, onWatch }: Props) {
  const { m, lang } = useI18n();
  const account = useAccount();
  const [name, setName] = useState(loadName());
  const [busy, setBusy] = useState(false);
  const [seed, setSeed] = useState(() => newClientSeed());
  const [error, setError] = useState<string | null>(null);
  const free = openSeats(summary.seats);
  const join = async (e: Event) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      if (!account) saveName(name);
      const typed = account ? '' : name.trim();
      const r = await api.join(summary.room, { ...(typed ? { name: typed } : {}), ...seedField(seed) });
      onJoined(r.seat, r.token, seed);
    } catch (err) {
      setError(err instanceof ApiError ? errorText(m, err.code, err.message) : String(err));
      setBusy(false);
    }
  };
  return (
    <section class="panel narrow" data-testid="join-prompt">
      <h1>{fmt(m.room.joinTitle, { code: summary.room, game: aboutOf(lang, summary.game, info).name })}</h1>
      {free > 0 && summary.status === 'waiting' ? (
        <form onSubmit={join} class="stack">
          {account ? (
            // A signed-in person sits under the account's name: nothing to type.
            <p data-testid="playing-as">{fmt(m.lobby.playingAs, { name: isolated(account.name) })}</p>
          ) : (
            <label>
              {m.lobby.yourName}
              <input value={name} maxLength={40} placeholder={m.lobby.namePlaceholder} data-testid="join-name"
                onInput={(e) => setName((e.target as HTMLInputElement).value)} />
            </label>
          )}
          <SeedField seed={seed} onChange={setSeed} />
          <button type="submit" class="primary" disabled={busy || !validClientSeed(seed)} data-testid="take-seat">{m.room.takeSeat}</button>
        </form>
      ) : summary.status === 'over' ? (
        <p data-testid="finished">{m.room.finished}</p>
      ) : (
        <p>{m.room.full}</p>
      )}
      {error && <p class="error" role="alert">{error}</p>}
      {summary.status === 'over' ? (
        // a finished game: its result (the room as a spectator sees it) and its replay
        <div class="row wrap">
          <button type="button" class="primary" onClick={onWatch} data-testid="watch">{m.room.seeResult}</button>
          <a class="button" href={`/r/${summary.room}/replay`} onClick={onLink(`/r/${summary.room}/replay`)}
            data-testid="finished-replay">{m.replay.open}</a>
          <a class="button" href={`/r/${summary.room}/analysis`} onClick={onLink(`/r/${summary.room}/analysis`)}
            data-testid="finished-analysis">{m.analysis.open}</a>
        </div>
      ) : (
        <button type="button" onClick={onWatch} data-testid="watch">{m.room.watch}</button>
      )}
    </section>
  );
}
