// Skill and luck apart (docs/analysis.md): each seat's summary ("you lost 12 points to the dice and
// 3 to your choices"), a chart of each seat's value over the game with its errors marked and the
// luck of each throw as bars under it, and the list of decisions: each opens the position as the
// seat saw it, drawn by the game's own table, with the choice made and the best one side by side.
// Reached from the end of a game, the replay and a link anyone can share (/r/CODE/analysis).
import { useEffect, useMemo, useState } from 'preact/hooks';
import { api, ApiError } from '../protocol/http';
import type { RoomSummary } from '../protocol/generated/contract';
import { errorText, fmt, number, seatName, useI18n } from '../i18n';
import { aboutOf, gameUi, wordingOf } from '../games/registry';
import { useGames } from '../app/useGames';
import { onLink } from '../app/router';
import { PersonName, accountOf } from '../components/PersonName';
import { replayRoom } from '../replay/replay';
import {
  chartOf, isDocument, openingDecision, reviewed, seatSummary, shownValue, unitOf, type AnalysisDocument, type AnalysisStep,
} from './analysis';

const HEIGHT = 240;
/** The chart's width in its own units: the window's, so a line is as long as the screen is wide. */
const chartWidth = () => Math.max(320, Math.min(1200, (typeof window === 'undefined' ? 600 : window.innerWidth) - 48));

/** The seat this browser played in the room, if it did. */
function mySeat(code: string): number | null {
  try {
    const mine = JSON.parse(localStorage.getItem('cubilete.rooms') ?? '[]').find((r: { code: string }) => r.code === code);
    return typeof mine?.seat === 'number' ? mine.seat : null;
  } catch {
    return null;
  }
}

export function AnalysisPage({ code }: { code: string }) {
  const { m, lang } = useI18n();
  const { games } = useGames();
  const [summary, setSummary] = useState<RoomSummary | null>(null);
  const [doc, setDoc] = useState<AnalysisDocument | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [none, setNone] = useState(false);
  const [chosen, setChosen] = useState<number | null>(null);
  const me = useMemo(() => mySeat(code), [code]);
  const [width, setWidth] = useState(chartWidth);
  useEffect(() => {
    const resized = () => setWidth(chartWidth());
    window.addEventListener('resize', resized);
    return () => window.removeEventListener('resize', resized);
  }, []);

  useEffect(() => {
    let stop = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const fail = (e: unknown) => {
      if (e instanceof ApiError && e.code === 'no_analysis') setNone(true);
      else setError(e instanceof ApiError ? errorText(m, e.code, e.message) : String(e));
    };
    api.room(code).then((s) => !stop && setSummary(s), fail);
    // 202 while the server computes it, or a passing 503 (the room between two instances,
    // `moved`; a full queue, `busy`): ask again, a little later each time.
    const again = (delay: number) => { timer = setTimeout(() => ask(Math.min(delay * 2, 4000)), delay); };
    const ask = (delay: number) => {
      api.analysis(code).then((a) => {
        if (stop) return;
        if (isDocument(a)) {
          setDoc(a);
          // a link to one step (#step-N: the daily challenge's parting) opens on it
          const linked = location.hash.startsWith('#step-') ? Number(location.hash.slice('#step-'.length)) : NaN;
          const opening = Number.isInteger(linked) ? a.steps.find((s) => s.index === linked) : openingDecision(a, me);
          if (opening) setChosen(opening.index);
        }
        else again(delay);
      }, (e) => {
        if (stop) return;
        if (e instanceof ApiError && (e.code === 'moved' || e.code === 'busy')) again(delay);
        else fail(e);
      });
    };
    ask(250);
    return () => {
      stop = true;
      clearTimeout(timer);
    };
  }, [code]);

  const nameOf = (seat: number | null) => seatName(m, summary?.seats ?? [], seat);
  const wording = wordingOf(doc?.game ?? summary?.game ?? '');
  const decisions = useMemo(() => (doc ? reviewed(doc) : []), [doc]);
  const chart = useMemo(() => (doc ? chartOf(doc, width, HEIGHT) : null), [doc, width]);
  const game = doc?.game ?? summary?.game ?? '';
  const title = fmt(m.analysis.title, { game: aboutOf(lang, game, games?.find((g) => g.id === game)).name });
  const head = (
    <header class="room-head">
      <div>
        <h1>{title} <span class="code muted">{code}</span></h1>
        <p class="muted small">
          <a href={`/r/${code}`} onClick={onLink(`/r/${code}`)}>{m.analysis.backToTable}</a>
          {' · '}
          <a href={`/r/${code}/replay`} onClick={onLink(`/r/${code}/replay`)} data-testid="analysis-replay">{m.replay.open}</a>
        </p>
      </div>
    </header>
  );
  if (error)
    return <section class="panel narrow" role="alert" data-testid="analysis-error">{head}<p>{error}</p></section>;
  if (none) return <section class="panel narrow" data-testid="analysis-none">{head}<p>{m.analysis.none}</p></section>;
  if (!doc || !summary || !chart)
    return <section class="panel narrow" data-testid="analysis-computing">{head}<p class="muted" aria-live="polite">{m.analysis.computing}</p></section>;

  const unit = unitOf(doc);
  const amount = (v: number) => fmt(m.analysis.unit[unit], { n: number(lang, Math.abs(v), 1) });
  const value = (v: number) => (doc.win_chance ? `${number(lang, shownValue(doc, v), 1)}%` : number(lang, shownValue(doc, v), 1));
  const scaleText = (v: number) => (doc.win_chance ? `${number(lang, v, 0)}%` : fmt(m.analysis.unit[unit], { n: number(lang, v, 1) }));
  const step = chosen === null ? null : doc.steps[chosen];
  const Table = gameUi(doc.game)?.Table ?? null;
  const colour = (seat: number) => `seat-colour-${seat % 6}`;

  return (
    <div class="analysis" data-testid="analysis" data-measure={doc.measure}>
      {head}
      <p class="muted small" data-testid="analysis-measure">
        {m.analysis.measure[doc.measure] ?? doc.measure_text}
        {doc.estimate && <> {m.analysis.estimate}</>}
      </p>
      {!doc.finished && <p class="muted small" data-testid="analysis-unfinished">{m.analysis.unfinished}</p>}
      <section class="analysis-seats" data-testid="analysis-seats">
        {doc.seats.map((s) => {
          const sum = seatSummary(doc, s);
          const you = s.seat === me;
          const name = nameOf(s.seat);
          const dice = doc.estimate
            ? ''
            : fmt(sum.dice > 0 ? (you ? m.analysis.youDiceHelped : m.analysis.diceHelped)
              : sum.dice < 0 ? (you ? m.analysis.youDiceHurt : m.analysis.diceHurt)
                : (you ? m.analysis.youDiceEven : m.analysis.diceEven), { name, amount: amount(sum.dice) });
          const a = m.analysis;
          // After the dice's part the choices go on the sentence; alone (no dice) they begin it. A
          // bot judged by a measure it does not play gets what it aims at instead of a verdict; a
          // seat with no choice to make is not praised for making them all well.
          const verdict = () => {
            if (s.aim) return fmt(a.aimed, { name, aim: a.aims[s.aim] ?? s.aim });
            if (s.decisions === 0) return dice ? (you ? a.youUndecided : a.undecided) : fmt(you ? a.youUndecidedAlone : a.undecidedAlone, { name });
            if (dice) return sum.choices > 0 ? fmt(you ? a.youChoices : a.choices, { amount: amount(sum.choices) }) : (you ? a.youPerfect : a.perfect);
            return sum.choices > 0 ? fmt(you ? a.youChoicesAlone : a.choicesAlone, { name, amount: amount(sum.choices) })
              : fmt(you ? a.youPerfectAlone : a.perfectAlone, { name });
          };
          const choices = verdict();
          return (
            <article class={`panel analysis-seat ${colour(s.seat)}`} data-testid="analysis-seat" data-seat={s.seat}>
              <h2><span class="swatch" aria-hidden="true" /> <PersonName name={name} account={accountOf(summary?.seats ?? [], s.seat)} /></h2>
              <p class="analysis-sentence" data-testid="analysis-sentence">{dice && s.aim ? `${dice}. ${choices}` : dice ? `${dice} ${choices}` : choices}</p>
              <p class="small" data-testid="analysis-result">
                {fmt(m.analysis.start, { v: value(s.start) })} → {fmt(doc.finished ? m.analysis.result : m.analysis.resultUnfinished, { v: value(s.result) })}
              </p>
              {s.accuracy !== null && (
                <p class="small">
                  <strong>{fmt(m.analysis.accuracy, { n: number(lang, s.accuracy, 1) })}</strong>
                  {' · '}
                  {fmt(m.analysis.counts, { inaccuracies: s.inaccuracies, mistakes: s.mistakes, blunders: s.blunders })}
                </p>
              )}
              {s.luck_adjusted !== undefined && !doc.estimate && (
                <p class="small muted">{fmt(m.analysis.luckAdjusted, { n: number(lang, s.luck_adjusted * 100, 1) })}</p>
              )}
            </article>
          );
        })}
      </section>
      <figure class="panel analysis-chart">
        <svg viewBox={`0 0 ${width} ${HEIGHT}`} role="img" aria-label={doc.estimate ? m.analysis.chartNoDice : m.analysis.chart} data-testid="analysis-chart">
          <line x1={0} x2={width} y1={chart.zero} y2={chart.zero} class="axis" />
          {/* the scale: the values at the top and the bottom of the lines, in the measure's unit */}
          <line x1={0} x2={width} y1={chart.scale.highY} y2={chart.scale.highY} class="grid" />
          <line x1={0} x2={width} y1={chart.scale.lowY} y2={chart.scale.lowY} class="grid" />
          <text x={4} y={chart.scale.highY + 13} class="scale" data-testid="analysis-scale-high">{scaleText(chart.scale.high)}</text>
          <text x={4} y={chart.scale.lowY - 4} class="scale" data-testid="analysis-scale-low">{scaleText(chart.scale.low)}</text>
          {chart.bars.map((b) => (
            <rect x={b.x - 1.5} y={b.y} width={3} height={Math.max(b.h, 0.5)} class={`bar ${colour(b.seat)} ${b.good ? 'good' : 'bad'}`} />
          ))}
          {chart.lines.map((line, seat) => (
            <polyline points={line.map((p) => `${p.x},${p.y}`).join(' ')} class={`line ${colour(seat)}`} />
          ))}
          {chart.marks.map((k) => (
            <circle cx={k.x} cy={k.y} r={5} class={`mark ${k.judgement}`} data-testid="analysis-mark" onClick={() => setChosen(k.index)}>
              <title>{m.analysis.judgement[k.judgement]}</title>
            </circle>
          ))}
        </svg>
        <figcaption class="small muted" data-testid="analysis-caption">{doc.estimate ? m.analysis.chartNoDice : m.analysis.chart}</figcaption>
      </figure>
      <div class="room-grid">
        <main class="table-area">
          {step && step.seat !== null ? (
            <section class="panel" data-testid="analysis-position" data-index={step.index}>
              <h2>{fmt(m.analysis.position, { name: nameOf(step.seat) })}</h2>
              {step.situation && <p class="muted small">{wording.situation(lang, step.situation_value ?? null, step.situation, (s) => nameOf(s))}</p>}
              <div class="analysis-choices">
                <div class={`analysis-choice played ${step.judgement ?? ''}`} data-testid="analysis-played">
                  <span class="small muted">{m.analysis.played}</span>
                  <strong>{wording.label(lang, { text: step.action, move: step.move })}</strong>
                  <span class="small">{value(step.values[step.seat])}</span>
                </div>
                <div class="analysis-choice best" data-testid="analysis-best">
                  <span class="small muted">{m.analysis.best}</span>
                  <strong>{wording.label(lang, step.best ? { text: step.best, move: step.best_move } : { text: step.action, move: step.move })}</strong>
                  <span class="small">{value((step.best_values ?? step.values)[step.seat])}</span>
                </div>
              </div>
              {Table && step.view !== undefined && (
                <Table room={replayRoom({ room: code, game: doc.game, viewer: String(step.seat), steps: doc.steps.length, actions: [] },
                  String(step.seat), 0, step.view, step.seat)} game={doc.game} rules={summary.rules} act={() => false} nameOf={nameOf} />
              )}
            </section>
          ) : (
            <p class="muted">{decisions.length ? '' : m.analysis.noDecisions}</p>
          )}
        </main>
        <aside class="side">
          <section class="panel log">
            <h2>{m.analysis.decisions}</h2>
            <ol class="log-list analysis-list" data-testid="analysis-decisions">
              {decisions.map((d: AnalysisStep, n) => (
                <li class={`${chosen === d.index ? 'current' : ''} ${d.judgement ?? ''}`}>
                  <button type="button" class="link" data-testid="analysis-decision" data-index={d.index} onClick={() => setChosen(d.index)}>
                    {fmt(m.analysis.move, { n: n + 1 })} · {nameOf(d.seat)}: {wording.label(lang, { text: d.action, move: d.move })}
                    {d.loss !== undefined && d.loss > 1e-9 && (
                      <span class="small"> · {fmt(m.analysis.loss, { amount: amount(doc.win_chance ? d.loss * 100 : d.loss) })}
                        {d.judgement && <> · <em>{m.analysis.judgement[d.judgement]}</em></>}</span>
                    )}
                  </button>
                </li>
              ))}
            </ol>
          </section>
        </aside>
      </div>
    </div>
  );
}
