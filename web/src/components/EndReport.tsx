// The end of a game: final scores, the winner, a rated game's rating changes, and for each person the decisions that lost
// expected points against the advisor (the server computes the report; this draws it as a bar
// chart, one bar per costly decision, and as a list with the better choice).
import type { ComponentChildren } from 'preact';
import type { CheckedResult } from '../protocol/checked';
import type { SeatInfo } from '../protocol/generated/contract';
import type { SeatReport } from '../protocol/generated/contract';
import { fmt, number, plural, useI18n } from '../i18n';
import { measureOf, wordingOf } from '../games/registry';
import { bracketsLegend, reportMeasure } from './measure';
import { PersonName, accountOf } from './PersonName';
import { RatingChanges } from './RatingChanges';
import { reportVerdict } from './reportVerdict';

interface Props {
  result: CheckedResult;
  game: string;
  nameOf(seat: number): string;
  /** The room's seats: an account's name in the scores links to its profile. */
  seats: readonly SeatInfo[];
  /** A rated room: the rating changes come under the scores. */
  rated?: boolean;
  /** The viewer's seat (null: a spectator): their rating change comes first. */
  mySeat?: number | null;
  /** What to do next (rematch, a new table), right under the scores. */
  children?: ComponentChildren;
}

// One bar per costly decision, numbered as in the list below it, its length the points lost.
function LossChart({ report, title, show }: { report: SeatReport; title: string; show(x: number): string }) {
  const items = report.items.filter((i) => i.loss > 0);
  if (items.length === 0) return null;
  const max = Math.max(...items.map((i) => i.loss));
  return (
    <figure class="loss-chart" aria-label={title}>
      <figcaption class="small muted">{title}</figcaption>
      <ol>
        {items.map((it, i) => (
          <li>
            <span class="bar-no">{i + 1}</span>
            <span class="bar-track"><span class="bar" style={{ width: `${Math.max(2, (100 * it.loss) / max)}%` }} /></span>
            <span class="bar-value">{show(it.loss)}</span>
          </li>
        ))}
      </ol>
    </figure>
  );
}

export function EndReport({ result, game, nameOf, seats, rated = false, mySeat = null, children }: Props) {
  const { m, lang } = useI18n();
  const winners = result.winners.map(nameOf).join(', ');
  const order = result.scores.map((s, seat) => ({ s, seat })).sort((a, b) => b.s - a.s);
  const wording = wordingOf(game);
  return (
    <section class="panel end" aria-labelledby="end-title" data-testid="end-report">
      <h2 id="end-title">{m.end.title}</h2>
      {/* alone, there was nobody to beat: the score says it all */}
      {result.scores.length > 1 && <p class="winner" data-testid="winner">{plural(m.end.winner, result.winners.length, { names: winners })}</p>}
      {result.abandoned_by && result.abandoned_by.length > 0 && (
        <p data-testid="abandoned">
          {plural(m.end.abandoned, result.abandoned_by.length, { names: result.abandoned_by.map(nameOf).join(', ') })}
        </p>
      )}
      <h3>{m.end.finalScores}</h3>
      <ol class="final-scores" data-testid="final-scores">
        {order.map(({ s, seat }) => (
          <li data-seat={seat} data-score={s}>
            <span><PersonName name={nameOf(seat)} account={accountOf(seats, seat)} /></span> <strong>{number(lang, s)}</strong>
          </li>
        ))}
      </ol>
      {(rated || result.ratings) && <RatingChanges changes={result.ratings} mySeat={mySeat} seats={seats} nameOf={nameOf} />}
      {children}
      {result.report && result.report.length > 0 && (
        <>
          <h3>{m.end.decisions}</h3>
          {result.report.map((r) => {
            const costly = r.items.filter((i) => i.loss > 0);
            const measure = reportMeasure(measureOf(game, m, lang), m, lang, r.in_chances);
            return (
              <div class="seat-report" data-testid={`report-${r.seat}`}>
                <p>{{
                  nothing: () => fmt(m.end.nothingMeasured, { name: nameOf(r.seat) }),
                  perfect: () => fmt(m.end.perfect, { name: nameOf(r.seat) }),
                  left_best: () => fmt(m.end.leftBest, { name: nameOf(r.seat) }),
                  lost: () => fmt(measure.lost, { name: nameOf(r.seat), lost: measure.showLoss(r.lost), count: costly.length, decisions: r.decisions }),
                }[reportVerdict(r.decisions, costly.length, result.abandoned_by?.includes(r.seat) ?? false)]()}</p>
                <LossChart report={r} title={measure.chart} show={measure.showLoss} />
                {costly.length > 0 && <p class="small muted" data-testid="report-legend">{bracketsLegend(measure, m)}</p>}
                {costly.length > 0 && (
                  <ol class="report-items">
                    {costly.map((it) => (
                      <li>
                        <span class="muted small">{m.end.where} {wording.situation(lang, it.situation, it.where, nameOf)}</span><br />
                        {m.end.chosen}: {wording.label(lang, { text: it.chosen, move: it.chosen_move })} ({measure.show(it.chosen_value)}) ·{' '}
                        {m.end.better}: <strong>{wording.label(lang, { text: it.best, move: it.best_move })}</strong> ({measure.show(it.best_value)})
                        {' '}<span class="loss">{measure.lossSign}{measure.showLoss(it.loss)}</span>
                      </li>
                    ))}
                  </ol>
                )}
              </div>
            );
          })}
        </>
      )}
    </section>
  );
}
