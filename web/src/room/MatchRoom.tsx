// A duplicate room's page (a match, "same dice for everyone"): who sits, how far each has come on
// the same dice (a seat sees another's total only through the rounds it has finished itself, as
// the server sends it), the way to one's own card, and at the end the ranking with every card.
// The seats play in their own rooms (LiveRoom); the match holds the chat.
import { useEffect } from 'preact/hooks';
import type { DuplicateSeat, GameInfo, RoomSummary } from '../protocol/generated/contract';
import { errorText, fmt, number, plural, seatName, useI18n } from '../i18n';
import { aboutOf } from '../games/registry';
import { openSeats } from '../state/room';
import { rememberRoom } from '../state/recent';
import { onLink } from '../app/router';
import { SeatList } from '../components/SeatList';
import { Chat } from '../components/Chat';
import { EndReport } from '../components/EndReport';
import { ShareBox } from '../components/ShareBox';
import { RulesNote } from '../components/RulesNote';
import { ProtocolError } from '../components/ProtocolError';
import { FairnessPanel } from '../fair/FairnessPanel';
import { useRoom } from './useRoom';

/** The seats in the order of their places: the higher total first (ties keep the seat order). */
export function byPlace(entries: readonly DuplicateSeat[]): { entry: DuplicateSeat; place: number }[] {
  const sorted = [...entries].sort((a, b) => b.total - a.total || a.seat - b.seat);
  return sorted.map((entry) => ({ entry, place: 1 + sorted.findIndex((other) => other.total === entry.total) }));
}

export function MatchRoom({ summary, info, token }: { summary: RoomSummary; info?: GameInfo; token: string | null }) {
  const { m, lang } = useI18n();
  const code = summary.room;
  const { state, chat, rematch, dismissError } = useRoom(code, summary.game, token, true);
  const seats = state.seats.length ? state.seats : summary.seats;
  const nameOf = (seat: number | null): string => seatName(m, seats, seat);
  const entries = state.duplicate ?? [];
  const mine = state.seat !== null ? entries[state.seat] : undefined;
  const myRoom = mine?.room ?? null;

  // The person's own card is played in its room with the seat's token: remembered, so that its
  // page seats them (and "my tables" lists it).
  useEffect(() => {
    if (myRoom && token) rememberRoom(localStorage, { code: myRoom, game: summary.game, seat: 0, token, at: Date.now() });
  }, [myRoom, token]);

  const over = state.status === 'over';
  const roomLink = (room: string, label: string, primary = false, testid?: string) => (
    <a class={`button${primary ? ' primary' : ''}`} href={`/r/${room}`} onClick={onLink(`/r/${room}`)} data-testid={testid}>{label}</a>
  );
  const totalText = (e: DuplicateSeat) =>
    e.through > 0 || over || e.seat === state.seat ? number(lang, e.total) : '—';
  // Said only where the total stops short of the rounds the seat played (the rest is sealed).
  const throughText = (e: DuplicateSeat) =>
    over || e.seat === state.seat || e.through === 0 || e.through >= e.rounds ? '' : plural(m.duplicate.through, e.through);

  return (
    <div class="room match" data-testid="match" data-status={state.status} data-seat={state.seat ?? ''}>
      <header class="room-head">
        <div>
          <h1>
            {aboutOf(lang, summary.game, info).name} <span class="code muted">{code}</span>{' '}
            <span class="badge same-dice" data-testid="same-dice-badge">{m.duplicate.badge}</span>
          </h1>
          <p class="turn" aria-live="polite">{over ? m.room.over : state.seat === null ? m.room.spectating : ''}</p>
        </div>
        <p class={`conn ${state.connection}`} data-testid="connection" role="status">{m.app.connection[state.connection]}</p>
      </header>
      {state.error && (
        <div class="error row spread" role="alert" data-testid="error">
          <span>{errorText(m, state.error.code, state.error.message)}</span>
          <button type="button" class="link" onClick={dismissError}>{m.app.close}</button>
        </div>
      )}
      <ProtocolError problem={state.protocolError} where={`room ${code}`} />
      <div class="room-grid">
        <main class="table-area">
          {state.status === 'waiting' && state.version >= 0 && (
            <>
              <p class="banner" data-testid="waiting">{plural(m.room.waiting, openSeats(seats))}</p>
              <p class="small muted">{m.duplicate.optionHelp}</p>
              <ShareBox code={code} title={m.room.share} />
            </>
          )}
          {state.status === 'playing' && (
            <div class="row wrap match-actions">
              {myRoom
                ? roomLink(myRoom, mine?.over ? m.duplicate.seeMine : mine && mine.rounds > 0 ? m.duplicate.continueMine : m.duplicate.playMine,
                  !mine?.over, 'my-card')
                : state.seat !== null && <p class="muted" data-testid="making">{m.duplicate.making}</p>}
              {mine?.over && <p class="banner" data-testid="waiting-others">{m.duplicate.waitingOthers}</p>}
            </div>
          )}
          {over && state.result && (
            <EndReport result={state.result} game={summary.game} nameOf={nameOf} seats={seats} mySeat={state.seat}>
              <div class="row wrap">
                {state.seat !== null && (
                  <button type="button" class="primary" onClick={rematch} disabled={state.rematchAsked} data-testid="rematch">
                    {m.end.rematch}
                  </button>
                )}
                {state.rematch && (
                  <a class="button" href={`/r/${state.rematch.room}`} onClick={onLink(`/r/${state.rematch.room}`)} data-testid="rematch-ready">
                    {m.end.rematchReady}
                  </a>
                )}
              </div>
            </EndReport>
          )}
          {entries.length > 0 && (
            <section class="panel match-progress" aria-labelledby="match-progress-title" data-testid="match-progress">
              <h2 id="match-progress-title">{over ? m.duplicate.ranking : m.duplicate.progressTitle}</h2>
              {!over && <p class="small muted">{m.duplicate.explained}</p>}
              <table class="match-table">
                <thead>
                  <tr>
                    {over && <th scope="col"><span class="visually-hidden">{m.daily.rank}</span></th>}
                    <th scope="col">{m.duplicate.seat}</th>
                    {!over && <th scope="col" class="num">{m.duplicate.rounds}</th>}
                    <th scope="col" class="num">{m.duplicate.total}</th>
                  </tr>
                </thead>
                <tbody>
                  {(over ? byPlace(entries) : entries.map((entry) => ({ entry, place: 0 }))).map(({ entry: e, place }) => (
                    <tr key={e.seat} class={e.seat === state.seat ? 'mine' : ''} data-testid={`match-seat-${e.seat}`}>
                      {over && <td class="num">{fmt(m.duplicate.place, { n: place })}</td>}
                      <th scope="row">
                        {nameOf(e.seat)}{e.seat === state.seat && <span class="muted"> ({m.room.you})</span>}
                        {e.room && over && (
                          <div class="small">
                            <a href={`/r/${e.room}`} onClick={onLink(`/r/${e.room}`)} data-testid={`card-${e.seat}`}>{m.duplicate.seeTheirs}</a>
                          </div>
                        )}
                      </th>
                      {!over && <td class="num">{e.over ? m.duplicate.finished : number(lang, e.rounds)}</td>}
                      <td class="num" data-testid={`match-total-${e.seat}`}>
                        {totalText(e)}
                        {throughText(e) && <span class="small muted">{throughText(e)}</span>}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          )}
        </main>
        <aside class="side">
          <section class="panel" aria-label={m.lobby.seats}>
            <SeatList seats={seats} mySeat={state.seat} toMove={null} nameOf={nameOf} />
          </section>
          <Chat messages={state.chat} canWrite={state.seat !== null} onSend={chat} nameOf={nameOf} seats={seats} mySeat={state.seat} />
          <FairnessPanel code={code} game={summary.game} commitment={state.commitment || summary.commitment}
            over={false} dice={info?.table.dice ?? true} ownName={() => null} />
          <RulesNote game={summary.game} info={info} rules={summary.rules} hints={state.version >= 0 ? state.hints : summary.hints} rated={false} />
        </aside>
      </div>
    </div>
  );
}
