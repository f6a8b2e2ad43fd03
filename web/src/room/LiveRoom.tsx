// The live table: header (game, whether it is rated, seats, connection), the game's own table, the
// hint, the end report with the rematch, and beside it the log and the chat.
import { useEffect, useState } from 'preact/hooks';
import type { GameInfo, RoomSummary } from '../protocol/generated/contract';
import { errorText, fmt, isolated, number, plural, seatName, useI18n } from '../i18n';
import { aboutOf, gameUi, hintMakesSense } from '../games/registry';
import { canAct, openSeats } from '../state/room';
import { forgetRoom, rememberRoom } from '../state/recent';
import { navigate } from '../app/router';
import { SeatList } from '../components/SeatList';
import { EventLog } from '../components/EventLog';
import { Chat } from '../components/Chat';
import { HintPanel } from '../components/HintPanel';
import { EndReport } from '../components/EndReport';
import { ShareBox } from '../components/ShareBox';
import { RulesNote } from '../components/RulesNote';
import { TurnClock } from '../components/TurnClock';
import { ClaimBar } from '../components/ClaimBar';
import { ProtocolError } from '../components/ProtocolError';
import { ReportDialog, type ReportTarget } from '../components/ReportDialog';
import { FairnessPanel } from '../fair/FairnessPanel';
import { boardPath, revealTime } from '../daily/api';
import { OptimumLine } from '../daily/OptimumLine';
import { DailyShare } from '../daily/DailyShare';
import { DailyCompare } from '../daily/DailyCompare';
import { onLink } from '../app/router';
import { loadRecent } from '../state/recent';
import { useRoom } from './useRoom';
import { TournamentNext } from '../tournaments/TournamentNext';
import { useAccount } from '../account/session';

const CHAT_ERRORS = new Set(['muted', 'banned', 'bad_chat']);

export function LiveRoom({ summary, info, token }: { summary: RoomSummary; info?: GameInfo; token: string | null }) {
  const { m, lang } = useI18n();
  const code = summary.room;
  const { state, act, askHint, chat, rematch, claim, dismissError, dismissHint } = useRoom(code, summary.game, token, true);
  const Table = gameUi(summary.game)?.Table ?? null;
  const seats = state.seats.length ? state.seats : summary.seats;

  const nameOf = (seat: number | null): string => seatName(m, seats, seat);
  /** The name a seat was given, without the "Player N" that stands in for none. */
  const ownName = (seat: number): string | null => {
    const name = seats[seat]?.name;
    return name ? isolated(name) : null;
  };
  // A seated person (by the seat's token) or a signed-in spectator (by the session cookie) may
  // report another player or their chat line; a guest spectator may not (PROTOCOL.md, Moderation:
  // 401 not_signed_in). Never oneself: a signed-in spectator whose account holds a seat here is
  // that seat.
  const [reporting, setReporting] = useState<ReportTarget | null>(null);
  const account = useAccount();
  const canReport = (token !== null && state.seat !== null) || !!account;
  const mine = account?.name.toLowerCase();
  const reporterSeat = state.seat ?? seats.find((s) => mine !== undefined && s.account?.toLowerCase() === mine)?.seat ?? null;
  // A refused chat line is said under the chat, where the person just typed it.
  const chatNotice = state.error && CHAT_ERRORS.has(state.error.code) ? errorText(m, state.error.code, state.error.message) : null;

  // A rematch: remember the new seat, and go there if this page asked for it (someone coming back
  // to a finished room, or a spectator, is shown the way instead).
  const rematchPath = state.rematch && (state.rematch.token ? `/r/${state.rematch.room}` : `/r/${state.rematch.room}?watch`);
  useEffect(() => {
    if (!state.rematch || !rematchPath) return;
    const { room, token: newToken } = state.rematch;
    // the rematch keeps every seat's client seed; the server's seed is new
    const seat = newToken ? state.rematch.seat ?? state.seat : null;  // two seats swap in a rematch
    rememberRoom(localStorage, { code: room, game: summary.game, seat, token: newToken ?? null, clientSeed: mySeed, at: Date.now() });
    if (state.rematchAsked) navigate(rematchPath);
  }, [state.rematch]);

  const waitingFor = openSeats(seats);
  const status = state.status === 'over' ? m.room.over
    : state.seat === null ? m.room.spectating
    : state.toMove === state.seat ? m.room.yourTurn
    : state.toMove !== null ? fmt(m.room.theirTurn, { name: nameOf(state.toMove) }) : '';
  const myTurnNow = state.seat !== null && state.toMove === state.seat && state.status === 'playing';
  const hasBot = seats.some((s) => s.bot !== null);
  const mySeed = state.seat !== null ? loadRecent(localStorage).find((r) => r.code === code)?.clientSeed : undefined;
  // A rated table says so from its first screen to its last: what is at stake is known before playing.
  const rated = state.rated || summary.rated === true;
  const daily = summary.daily ?? null;  // a daily challenge's attempt: its day
  const match = summary.match ?? null;
  const tournament = summary.tournament ?? null;  // a tournament's game: no rematch, the tournament pairs again  // a duplicate room's seat: its match, where the rematch is asked
  // the way back to the match: beside the card while it is played, first of what comes next at its end
  const matchLink = (primary: boolean) => match && (
    <a class={`button${primary ? ' primary' : ''}`} href={`/r/${match}`} onClick={onLink(`/r/${match}`)} data-testid="back-to-match">
      {m.duplicate.backToMatch}
    </a>
  );

  return (
    <div class="room" data-testid="room" data-version={state.version} data-status={state.status}
      data-can-act={String(canAct(state))} data-seat={state.seat ?? ''}>
      <header class="room-head">
        <div>
          <h1>
            {aboutOf(lang, summary.game, info).name} <span class="code muted">{code}</span>
            {rated && <> <span class="badge rated-table" data-testid="rated-badge">{m.account.ratedGame}</span></>}
          </h1>
          <p class={`turn${myTurnNow ? ' mine' : ''}`} data-testid="turn" aria-live="polite">{state.version >= 0 ? status : ''}</p>
          {state.status === 'playing' && <TurnClock clock={state.clock} mySeat={state.seat} nameOf={nameOf} />}
        </div>
        <div class="row">
          {myTurnNow && state.hints !== 'off' && !state.hint && hintMakesSense(info, state, hasBot) && (
            <button type="button" class="hint-button" onClick={askHint} disabled={state.hintAsked || state.connection !== 'open'} data-testid="hint">
              {m.hint.button}
            </button>
          )}
          <p class={`conn ${state.connection}`} data-testid="connection" role="status">{m.app.connection[state.connection]}</p>
        </div>
      </header>
      {state.error && !chatNotice && (
        <div class="error row spread" role="alert" data-testid="error">
          <span>{errorText(m, state.error.code, state.error.message)}</span>
          {state.fatal && state.error.code === 'room_closed' ? (
            // a moderator closed the room: there is nothing left to watch, back to the lobby
            <a class="button" href="/" data-testid="closed-home" onClick={() => forgetRoom(localStorage, code)}>{m.app.home}</a>
          ) : state.fatal ? (
            // the seat is gone: forget it here and offer to watch instead
            <button type="button" onClick={() => { forgetRoom(localStorage, code); location.assign(`/r/${code}?watch`); }}>
              {m.room.watch}
            </button>
          ) : (
            <button type="button" class="link" onClick={dismissError}>{m.app.close}</button>
          )}
        </div>
      )}
      {/* what the server sent does not fit this page's contract: the rest of the room goes on */}
      <ProtocolError problem={state.protocolError} where={`room ${code}`} />
      {match && state.status !== 'over' && (
        <p class="banner row spread wrap" data-testid="match-banner">
          <span>{m.duplicate.partOfMatch}</span>
          {matchLink(false)}
        </p>
      )}
      <div class="room-grid">
        <main class="table-area">
          {state.status === 'playing' && <ClaimBar claim={state.claim} mySeat={state.seat} nameOf={nameOf} onClaim={claim} />}
          {state.status === 'waiting' && state.version >= 0 && (
            <>
              <p class="banner" data-testid="waiting">{plural(m.room.waiting, waitingFor)}</p>
              {rated && <p class="banner rated-note" data-testid="waiting-rated">{m.room.ratedRule}</p>}
              <ShareBox code={code} title={m.room.share} />
            </>
          )}
          {state.status === 'over' && state.result && (
            <EndReport result={state.result} game={summary.game} nameOf={nameOf} seats={seats} rated={rated} mySeat={state.seat}>
              {daily && state.seat !== null && <OptimumLine game={summary.game} date={daily} justEnded />}
              <div class="row wrap">
                {daily && (
                  <a class="button primary" href={boardPath(summary.game, daily)} onClick={onLink(boardPath(summary.game, daily))}
                    data-testid="end-daily-board">{m.daily.seeBoard}</a>
                )}
                {matchLink(true)}
                {tournament && <TournamentNext id={tournament} seated={state.seat !== null} />}
                {state.seat !== null && !daily && !match && !tournament && (
                  <button type="button" class="primary" onClick={rematch} disabled={state.rematchAsked} data-testid="rematch">
                    {m.end.rematch}
                  </button>
                )}
                <a class="button" href={`/r/${code}/replay`} onClick={onLink(`/r/${code}/replay`)} data-testid="end-replay">{m.replay.open}</a>
                <a class="button" href={`/r/${code}/analysis`} onClick={onLink(`/r/${code}/analysis`)} data-testid="end-analysis">{m.analysis.open}</a>
                <button type="button" onClick={() => navigate('/')}>{m.end.newTable}</button>
              </div>
              {daily && state.seat !== null && state.result.scores[state.seat] !== undefined && (
                <DailyShare code={code} seat={state.seat} game={summary.game} gameName={aboutOf(lang, summary.game, info).name}
                  date={daily} score={state.result.scores[state.seat]} />
              )}
              {daily && state.seat !== null && <DailyCompare game={summary.game} date={daily} />}
              {state.rematchVotes.length > 0 && !state.rematch && (
                <p class="muted" data-testid="rematch-votes">{fmt(m.end.rematchVotes, { names: state.rematchVotes.map(nameOf).join(', ') })}</p>
              )}
              {state.rematchAsked && !state.rematch && <p class="muted">{m.end.rematchAsked}</p>}
              {rematchPath && (
                <p data-testid="rematch-ready">
                  {m.end.rematchReady}: <a href={rematchPath} onClick={onLink(rematchPath)}>{state.rematch?.room}</a>
                </p>
              )}
            </EndReport>
          )}
          {Table && state.view !== null && state.status !== 'waiting' && (
            <Table room={state} game={summary.game} rules={summary.rules} act={act} nameOf={nameOf} />
          )}
          {!Table && <p class="banner">{m.lobby.notInBrowserYet}</p>}
        </main>
        <aside class="side">
          {/* beside the table on a desktop, a sheet over the screen's foot on a phone: the dice stay in sight */}
          {state.hint && <HintPanel hint={state.hint} game={summary.game} onClose={dismissHint}
            onPlay={canAct(state) ? act : undefined} legal={state.legal} />}
          <section class="panel" aria-label={m.lobby.seats}>
            <SeatList seats={seats} mySeat={state.seat} toMove={state.status === 'playing' ? state.toMove : null}
              scores={state.result?.scores.map((x) => number(lang, x))} nameOf={nameOf}
              reporterSeat={reporterSeat} onReport={canReport ? (seat) => setReporting({ who: nameOf(seat), seat }) : undefined} />
          </section>
          <EventLog log={state.log} game={summary.game} nameOf={nameOf} />
          <Chat messages={state.chat} canWrite={state.seat !== null} onSend={chat} nameOf={nameOf} seats={seats} mySeat={state.seat}
            reporterSeat={reporterSeat} notice={chatNotice}
            onReport={canReport ? (c) => setReporting({ who: c.name ?? nameOf(c.seat), chat: c.id }) : undefined} />
          {reporting && <ReportDialog code={code} token={token} target={reporting} onClose={() => setReporting(null)} />}
          <FairnessPanel code={code} game={summary.game} commitment={state.commitment || summary.commitment}
            over={state.status === 'over'} mySeed={mySeed} dice={info?.table.dice ?? true}
            ownName={ownName} sealedUntil={daily ? revealTime(daily) : undefined} />
          <RulesNote game={summary.game} info={info} rules={summary.rules} hints={state.version >= 0 ? state.hints : summary.hints} rated={rated} />
          {/* a daily attempt is watched by nobody else until its day is over: no link to share */}
          {state.status !== 'waiting' && !daily && !match && <details class="panel"><summary>{m.room.share}</summary><ShareBox code={code} /></details>}
        </aside>
      </div>
    </div>
  );
}

