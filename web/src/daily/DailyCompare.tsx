// A finished daily attempt beside the optimum's game on the same dice (compare.ts): where the two
// parted, in the game's words, with a link to that decision in the analysis, and both games round
// by round (the decision that ended each round, its points and the running total), the rounds
// where they differ marked.
import { useEffect, useState } from 'preact/hooks';
import { fmt, number, useI18n } from '../i18n';
import { onLink } from '../app/router';
import { wordingOf } from '../games/registry';
import { afterTheEnd, dailyApi } from './api';
import { partingOf, roundsSideBySide, type CompareStep, type DailyComparison, type RoundPlay } from './compare';

export function DailyCompare({ game, date }: { game: string; date: string }) {
  const { m, lang } = useI18n();
  const t = m.daily;
  const [c, setC] = useState<DailyComparison | null>(null);
  useEffect(() => {
    let live = true;
    // asked at the attempt's end; refused (an older server): nothing is shown
    afterTheEnd(() => dailyApi.compare(game, date)).then((x) => live && setC(x), () => live && setC(null));
    return () => { live = false; };
  }, [game, date]);
  if (!c) return null;
  const wording = wordingOf(game);
  const said = (s: CompareStep | null) => (s ? wording.label(lang, { text: s.action, move: s.move }) : '–');
  const parting = partingOf(c);
  const cell = (p: RoundPlay | null) => p && (
    <>
      <span>{said(p.decision)}</span>
      <span class="small muted">{fmt(t.roundPoints, { points: number(lang, p.points), total: number(lang, p.total) })}</span>
    </>
  );
  const analysis = parting ? `/r/${c.mine.room}/analysis#step-${parting.index}` : '';
  return (
    <section class="panel stack daily-compare" aria-labelledby="daily-compare-title" data-testid="daily-compare">
      <h2 id="daily-compare-title">{t.compareTitle}</h2>
      {parting ? (
        <p data-testid="daily-parting">
          {fmt(t.compareParted, { round: number(lang, parting.round), mine: said(parting.mine), optimum: said(parting.optimum) })}{' '}
          <a href={analysis} onClick={onLink(analysis)} data-testid="daily-parting-analysis">{t.compareOpen}</a>
        </p>
      ) : <p data-testid="daily-parting">{t.compareSame}</p>}
      <div class="table-scroll">
        <table class="compare" data-testid="daily-rounds">
          <thead><tr><th scope="col">{t.round}</th><th scope="col">{t.you} · {number(lang, c.mine.score)}</th><th scope="col">{t.optimal} · {number(lang, c.optimum.score)}</th></tr></thead>
          <tbody>
            {roundsSideBySide(c).map((row) => (
              <tr class={row.parted ? 'parted' : ''} data-round={row.round} data-parted={row.parted}>
                <th scope="row">{number(lang, row.round)}</th>
                <td>{cell(row.mine)}</td>
                <td>{cell(row.optimum)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p class="small muted">{t.compareMarked}</p>
    </section>
  );
}
