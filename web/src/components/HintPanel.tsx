// The advisor's ranking for the seat to move: each choice, its value and its loss against the
// best, in the measure of the game's advisor: expected points (category games, Farkle), the
// expected score of the turn (Multiplicação), throws still needed (Matterhorn), the exact chance
// of beating the call (Triplo Seis), the engine's evaluation and line (Damma).
import type { HintMessage } from '../protocol/types';
import { fmt, number, useI18n } from '../i18n';
import { actionLabel, parseEvent, moveText } from '../i18n/events';
import { engineScore, measureOf } from './measure';

interface Props {
  hint: HintMessage;
  game: string;
  onClose(): void;
  limit?: number;
}

const lineText = (line: string[]) =>
  line.map((a) => {
    const e = parseEvent(a);
    return e.kind === 'move' ? moveText(e) : e.kind === 'huff' ? `⊗${e.square}` : a;
  }).join(' ');

export function HintPanel({ hint, game, onClose, limit = 8 }: Props) {
  const { m, lang } = useI18n();
  const rows = hint.ranking.slice(0, limit);
  const measure = measureOf(m, lang, game);
  const best = hint.ranking[0];
  return (
    <section class="panel hint" aria-labelledby="hint-title" data-testid="hint-panel">
      <div class="row spread">
        <h2 id="hint-title">{measure.title}</h2>
        <button type="button" class="link" onClick={onClose}>{m.hint.close}</button>
      </div>
      {rows.length === 0 && <p class="muted">{m.hint.nothingNow}</p>}
      {game === 'damma' && best && (
        <p data-testid="engine-eval">
          {fmt(m.hint.engineSays, { score: engineScore(m, lang, best.expected), move: actionLabel(m, game, best.action) })}
          {best.line && best.line.length > 1 && <><br /><span class="small">{m.hint.line}: <span class="line" data-testid="engine-line">{lineText(best.line)}</span></span></>}
        </p>
      )}
      {rows.length > 0 && (
        <table class="hint-table">
          <thead>
            <tr><th /><th class="num">{measure.value}</th><th class="num">{measure.loss}</th>
              {rows.some((r) => r.win_chance !== undefined) && <th class="num">{m.hint.winChance}</th>}</tr>
          </thead>
          <tbody>
            {rows.map((r, i) => (
              <tr class={i === 0 ? 'best' : ''}>
                <td>{actionLabel(m, game, r.action)}</td>
                <td class="num">{measure.show(r.expected)}</td>
                <td class="num">{r.loss < 1e-9 ? '0' : measure.showLoss(r.loss) ? `${measure.lossSign}${measure.showLoss(r.loss)}` : '—'}</td>
                {r.win_chance !== undefined && <td class="num">{number(lang, 100 * r.win_chance, 1)}%</td>}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {hint.ranking.length > limit && <p class="small muted">{fmt(m.hint.more, { n: hint.ranking.length - limit })}</p>}
    </section>
  );
}
