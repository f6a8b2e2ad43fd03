// The advisor's ranking for the seat to move: each choice, its expected value and its loss
// against the best (and the chance of winning where the advisor measures that).
import type { HintMessage } from '../protocol/types';
import { number, useI18n } from '../i18n';
import { actionLabel } from '../i18n/events';
import type { Family } from '../games/registry';

interface Props {
  hint: HintMessage;
  game: string;
  family: Family;
  onClose(): void;
  limit?: number;
}

export function HintPanel({ hint, game, family, onClose, limit = 8 }: Props) {
  const { m, lang } = useI18n();
  const rows = hint.ranking.slice(0, limit);
  return (
    <section class="panel hint" aria-labelledby="hint-title" data-testid="hint-panel">
      <div class="row spread">
        <h2 id="hint-title">{m.hint.title}</h2>
        <button type="button" class="link" onClick={onClose}>{m.hint.close}</button>
      </div>
      <table class="hint-table">
        <thead>
          <tr><th /><th class="num">{m.hint.expected}</th><th class="num">{m.hint.loss}</th>
            {rows.some((r) => r.win_chance !== undefined) && <th class="num">{m.hint.winChance}</th>}</tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <tr class={i === 0 ? 'best' : ''}>
              <td>{actionLabel(m, game, family, r.action)}</td>
              <td class="num">{number(lang, r.expected, 2)}</td>
              <td class="num">{r.loss > 0 ? `−${number(lang, r.loss, 2)}` : '0'}</td>
              {r.win_chance !== undefined && <td class="num">{number(lang, 100 * r.win_chance, 1)}%</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
