// The advisor's ranking for the seat to move: each choice, its value and its loss against the
// best, in the measure of the game's advisor: expected points (category games, Farkle), the
// expected score of the turn (Multiplicação), throws still needed (Matterhorn), the exact chance
// of beating the call (Triplo Seis), the engine's evaluation and line (Damma).
// A row the seat may play now is a button that plays it; the rows past the first eight open on a tap.
import { useState } from 'preact/hooks';
import type { CheckedHint } from '../protocol/checked';
import type { HintChoice } from '../protocol/generated/contract';
import { fmt, useI18n } from '../i18n';
import { gameUi, measureOf, wordingOf } from '../games/registry';
import { reportMeasure, type Measure } from './measure';

interface Props {
  hint: CheckedHint;
  game: string;
  onClose(): void;
  limit?: number;
  /** Plays a choice (absent when the seat may not act now); only the actions in `legal` are offered. */
  onPlay?(action: string): void;
  legal?: string[];
}

/** A loss as the table shows it: 0 below what the measure can show, '—' where it says nothing. */
function lossText(measure: Measure, loss: number, zero: number): string {
  if (loss < zero) return '0';
  const shown = measure.showLoss(loss);
  return shown ? `${measure.lossSign}${shown}` : '—';
}

export function HintPanel({ hint, game, onClose, limit = 8, onPlay, legal = [] }: Props) {
  const { m, lang } = useI18n();
  const [all, setAll] = useState(false);
  const rows = all ? hint.ranking : hint.ranking.slice(0, limit);
  const playable = (action: string) => onPlay !== undefined && legal.includes(action);
  const measure = measureOf(game, m, lang);
  const { label } = wordingOf(game);
  const Summary = gameUi(game)?.HintSummary;
  const best = hint.ranking[0];
  // Two players with their table solved: ranked by the chance of winning, the points beside it.
  const chances = best?.win_chance !== undefined;
  const chance = reportMeasure(measure, m, lang, true);
  const columns: { head: string; cell(r: HintChoice): string }[] = chances
    ? [{ head: m.hint.winChance, cell: (r) => chance.show(r.win_chance ?? 0) },
      { head: m.hint.loss, cell: (r) => lossText(chance, r.win_loss ?? 0, 5e-4) },
      ...(measure.besideChance === false ? [] : [{ head: measure.value, cell: (r: HintChoice) => measure.show(r.expected) }])]
    : [{ head: measure.value, cell: (r) => measure.show(r.expected) },
      { head: measure.loss, cell: (r) => lossText(measure, r.loss, 1e-9) }];
  return (
    <section class="panel hint" aria-labelledby="hint-title" data-testid="hint-panel">
      <div class="row spread">
        <h2 id="hint-title">{chances ? chance.title : measure.title}</h2>
        <button type="button" class="link" onClick={onClose}>{m.hint.close}</button>
      </div>
      {rows.length === 0 && <p class="muted">{m.hint.nothingNow}</p>}
      {Summary && <Summary hint={hint} />}
      {rows.length > 0 && (
        <>
          {chances && <p class="small muted" data-testid="hint-by-chance">{measure.byChance ?? m.hint.byChance}</p>}
          {rows.some((r) => playable(r.action)) && <p class="small muted">{m.hint.tapToPlay}</p>}
          <table class="hint-table">
            <thead>
              <tr><th />{columns.map((c) => <th class="num">{c.head}</th>)}</tr>
            </thead>
            <tbody>
              {rows.map((r, i) => (
                <tr class={i === 0 ? 'best' : ''}>
                  <td>
                    {playable(r.action) ? (
                      <button type="button" class="hint-play" onClick={() => onPlay?.(r.action)} data-testid={`hint-play-${i}`}>
                        {label(lang, { text: r.action, move: r.move })}
                      </button>
                    ) : label(lang, { text: r.action, move: r.move })}
                  </td>
                  {columns.map((c) => <td class="num">{c.cell(r)}</td>)}
                </tr>
              ))}
            </tbody>
          </table>
          {measure.explain && columns.some((c) => c.head === measure.value) && (
            <p class="small muted" data-testid="hint-measure">{measure.explain}</p>
          )}
        </>
      )}
      {hint.ranking.length > limit && (
        <button type="button" class="link small" aria-expanded={all} onClick={() => setAll(!all)} data-testid="hint-more">
          {all ? m.hint.fewer : fmt(m.hint.more, { n: hint.ranking.length - limit })}
        </button>
      )}
    </section>
  );
}
