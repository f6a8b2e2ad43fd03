// A finished room step by step: forward and back (buttons, arrow keys, a slider, or a tap on any
// action), each action as the chosen seat saw it (or a spectator, or everyone), the game's own
// table drawn at that step; and the record to download.
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { api, ApiError } from '../protocol/http';
import type { ReplayActions, RoomSummary } from '../protocol/generated/contract';
import { errorText, fmt, seatName, useI18n } from '../i18n';
import { DecidedBy } from '../components/DecidedBy';
import { aboutOf, gameUi, wordingOf } from '../games/registry';
import { useGames } from '../app/useGames';
import { navigate, onLink } from '../app/router';
import { SeatNames } from '../components/PersonName';
import { download, recordFileName } from '../fair/FairnessPanel';
import { replayLog, replayRoom, stepForKey, type Viewer } from './replay';
import { ProtocolError } from '../components/ProtocolError';
import { knownGame } from '../protocol/checked';
import { validateView } from '../protocol/generated/contract';

export function ReplayPage({ code }: { code: string }) {
  const { m, lang } = useI18n();
  const { games, error: gamesError } = useGames();
  const [summary, setSummary] = useState<RoomSummary | null>(null);
  const [viewer, setViewer] = useState<Viewer>('spectator');
  const [list, setList] = useState<ReplayActions | null>(null);
  const [step, setStep] = useState(0);
  const [views, setViews] = useState(new Map<string, { view: unknown; toMove: number | null }>());
  const [error, setError] = useState<string | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const fail = (e: unknown) => setError(e instanceof ApiError ? errorText(m, e.code, e.message) : String(e));

  useEffect(() => {
    api.room(code).then((s) => {
      setSummary(s);
      // my own seat if this browser played here
      try {
        const mine = JSON.parse(localStorage.getItem('cubilete.rooms') ?? '[]').find((r: { code: string }) => r.code === code);
        if (mine && mine.seat !== null && mine.seat !== undefined) setViewer(String(mine.seat));
      } catch {
        // no storage: watch as a spectator
      }
    }, fail);
  }, [code]);
  useEffect(() => {
    if (!summary) return;
    setList(null);
    api.replayActions(code, viewer).then((l) => {
      setList(l);
      setStep((s) => Math.min(s, l.steps));
    }, fail);
  }, [summary, viewer]);
  const key = `${viewer}/${step}`;
  useEffect(() => {
    if (!list || views.has(key)) return;
    api.replayStep(code, viewer, step).then((r) => setViews((v) => new Map(v).set(key, { view: r.view, toMove: r.to_move })), fail);
  }, [list, key]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!list || (e.target as HTMLElement)?.tagName === 'INPUT' || (e.target as HTMLElement)?.tagName === 'SELECT') return;
      const next = stepForKey(e.key, step, list.steps);
      if (next !== null) {
        e.preventDefault();
        setStep(next);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [list, step]);
  useEffect(() => {
    listRef.current?.querySelector('.current')?.scrollIntoView({ block: 'nearest' });
  }, [step]);

  const nameOf = (seat: number | null) => seatName(m, summary?.seats ?? [], seat);
  const Table = summary ? gameUi(summary.game)?.Table ?? null : null;
  const wording = wordingOf(summary?.game ?? '');
  const shown = views.get(key);
  const game = summary?.game ?? '';
  const viewProblem = shown && knownGame(game) && shown.view !== null ? validateView(game, shown.view) : null;
  const log = useMemo(() => (list ? replayLog(list) : []), [list]);
  const room = useMemo(() => (list && shown ? replayRoom(list, viewer, step, shown.view, shown.toMove, log) : null), [list, shown, step, viewer, log]);

  if (error)
    return (
      <section class="panel narrow" role="alert" data-testid="replay-error">
        <p>{error}</p>
        <button type="button" onClick={() => navigate(`/r/${code}`)}>{m.replay.backToTable}</button>
      </section>
    );
  if (!summary || !list || (!games && !gamesError)) return <p class="muted">{m.app.loading}</p>;
  const downloadRecord = async () => {
    try {
      download(recordFileName(summary.game, code), await api.recordText(code));
    } catch (e) {
      fail(e);
    }
  };
  return (
    <div class="replay" data-testid="replay" data-step={step} data-steps={list.steps} data-viewer={viewer}>
      <header class="room-head">
        <div>
          <h1>{fmt(m.replay.title, { game: aboutOf(lang, summary.game, games?.find((g) => g.id === summary.game)).name })} <span class="code muted">{code}</span></h1>
          <p class="muted small"><a href={`/r/${code}`} onClick={onLink(`/r/${code}`)}>{m.replay.backToTable}</a>
            {' · '}<a href={`/r/${code}/analysis`} onClick={onLink(`/r/${code}/analysis`)} data-testid="replay-analysis">{m.analysis.open}</a></p>
          <p class="small" data-testid="replay-players">{m.replay.players}: <SeatNames seats={summary.seats} nameOf={nameOf} /></p>
        </div>
        <label class="field">
          <span>{m.replay.seenBy}</span>
          <select value={viewer} data-testid="replay-viewer" onChange={(e) => setViewer((e.target as HTMLSelectElement).value)}>
            {summary.seats.map((s) => <option value={String(s.seat)}>{nameOf(s.seat)}</option>)}
            <option value="spectator">{m.replay.spectator}</option>
            <option value="all">{m.replay.everyone}</option>
          </select>
        </label>
      </header>
      <div class="replay-controls panel" role="group" aria-label={m.replay.controls}>
        <button type="button" onClick={() => setStep(0)} disabled={step === 0} aria-label={m.replay.first} data-testid="replay-first">«</button>
        <button type="button" onClick={() => setStep(Math.max(0, step - 1))} disabled={step === 0} aria-label={m.replay.back} data-testid="replay-back">‹</button>
        <span class="replay-step" data-testid="replay-counter" aria-live="polite">{fmt(m.replay.step, { step, steps: list.steps })}</span>
        <button type="button" onClick={() => setStep(Math.min(list.steps, step + 1))} disabled={step === list.steps} aria-label={m.replay.forward} data-testid="replay-forward">›</button>
        <button type="button" onClick={() => setStep(list.steps)} disabled={step === list.steps} aria-label={m.replay.last} data-testid="replay-last">»</button>
        <input type="range" min={0} max={list.steps} value={step} aria-label={m.replay.slider} class="grow"
          onInput={(e) => setStep(Number((e.target as HTMLInputElement).value))} />
        <button type="button" onClick={downloadRecord} data-testid="replay-download">{m.fair.download}</button>
      </div>
      <p class="banner" data-testid="replay-action">
        {step === 0 ? m.replay.start : wording.line(lang, log[step - 1], nameOf(log[step - 1].seat))}
        {step > 0 && <DecidedBy by={list.actions[step - 1].by} />}
      </p>
      <div class="room-grid">
        <main class="table-area">
          <ProtocolError problem={viewProblem} where={`replay ${code}`} />
          {Table && room ? <Table room={room} game={summary.game} rules={summary.rules} act={() => false} nameOf={nameOf} /> : <p class="muted">{m.app.loading}</p>}
        </main>
        <aside class="side">
          <section class="panel log">
            <h2>{m.room.moves}</h2>
            <ol class="log-list replay-list" ref={listRef} data-testid="replay-actions">
              <li class={step === 0 ? 'current' : ''}><button type="button" class="link" onClick={() => setStep(0)}>{m.replay.start}</button></li>
              {log.map((e, i) => (
                <li class={step === i + 1 ? 'current' : ''}>
                  <button type="button" class="link" onClick={() => setStep(i + 1)}>{i + 1}. {wording.line(lang, e, nameOf(e.seat))}<DecidedBy by={e.by} /></button>
                </li>
              ))}
            </ol>
          </section>
        </aside>
      </div>
    </div>
  );
}
