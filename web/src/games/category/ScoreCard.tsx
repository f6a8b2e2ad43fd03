// Every player's card side by side: the written points (a star on a served bonus), the upper
// section's progress to its bonus, the totals, and on the current player's turn what the dice
// would score in each open category (a button for the player who may write it).
import { categoryName, fmt, number, useI18n } from '../../i18n';
import type { CategoryRules } from './categories';
import type { CategoryView } from './logic';
import type { Preview } from './score-preview';

interface Props {
  view: CategoryView;
  rules: CategoryRules;
  game: string;
  previews: Map<string, Preview>;
  mySeat: number | null;
  writable(key: string): boolean;
  onWrite(key: string): void;
  nameOf(seat: number): string;
}

export function ScoreCard({ view, rules, game, previews, mySeat, writable, onWrite, nameOf }: Props) {
  const { m, lang } = useI18n();
  const current = view.phase === 'over' ? -1 : view.player;
  const showPreview = previews.size > 0;
  const served = (key: string, points: number | null) => {
    const def = rules.categories.find((d) => d.key === key);
    return !!def?.served && rules.servedBonus > 0 && points === def.value + rules.servedBonus;
  };
  const col = (p: number) => (p === current ? 'current' : '') + (p === mySeat ? ' mine' : '');
  return (
    <div class="card-scroll">
      <table class="score-card" data-testid="score-card">
        <thead>
          <tr>
            <th scope="col" class="cat-col">{m.category.category}</th>
            {view.players.map((_, p) => <th scope="col" class={`num ${col(p)}`} title={nameOf(p)}>{nameOf(p)}</th>)}
            {showPreview && <th scope="col" class="num preview-col">{m.category.thisThrow}</th>}
          </tr>
        </thead>
        <tbody>
          {rules.categories.map((def) => {
            const preview = previews.get(def.key);
            const canWrite = preview !== undefined && writable(def.key);
            const label = categoryName(m, game, def.key);
            return (
              <tr class={def.upper && rules.upperBonus > 0 ? 'upper' : ''} data-category={def.key}>
                <th scope="row" class="cat-col">{label}</th>
                {view.players.map((pl, p) => {
                  const pts = pl.card[def.key] ?? null;
                  return (
                    <td class={`num ${col(p)}`} data-testid={`cell-${p}-${def.key}`}>
                      {pts === null ? <span class="muted">·</span> : pts}
                      {served(def.key, pts) && <sup class="served" title={m.category.served}>★</sup>}
                    </td>
                  );
                })}
                {showPreview && (
                  <td class="num preview-col">
                    {preview && (canWrite ? (
                      <button type="button" class={`write${preview.points + preview.bonus === 0 ? ' zero' : ''}`}
                        onClick={() => onWrite(def.key)} data-testid={`write-${def.key}`}
                        aria-label={`${label}: ${fmt(m.category.wouldScore, { points: preview.points + preview.bonus })}`}>
                        {preview.points}{preview.bonus > 0 && ` +${preview.bonus}`}
                      </button>
                    ) : (
                      <span class="muted">{preview.points}</span>
                    ))}
                  </td>
                )}
              </tr>
            );
          })}
          {rules.upperBonus > 0 && (
            <tr class="subtotal">
              <th scope="row" class="cat-col">{m.category.upper}</th>
              {view.players.map((pl, p) => (
                <td class={`num ${col(p)}`} title={fmt(m.category.upperProgress, { upper: pl.upper ?? 0, threshold: rules.upperThreshold, bonus: rules.upperBonus })}>
                  <span>{pl.upper ?? 0}/{rules.upperThreshold}</span>
                  <progress max={rules.upperThreshold} value={Math.min(pl.upper ?? 0, rules.upperThreshold)} aria-hidden="true" />
                  {(pl.upper_bonus ?? 0) > 0 && <span class="bonus"> +{pl.upper_bonus}</span>}
                </td>
              ))}
              {showPreview && <td />}
            </tr>
          )}
          {rules.yahtzeeBonus > 0 && (
            <tr class="subtotal">
              <th scope="row" class="cat-col">{m.category.yahtzeeBonus}</th>
              {view.players.map((pl, p) => <td class={`num ${col(p)}`}>{pl.yahtzee_bonus ?? 0}</td>)}
              {showPreview && <td />}
            </tr>
          )}
          <tr class="total">
            <th scope="row" class="cat-col">{m.category.total}</th>
            {view.players.map((pl, p) => (
              <td class={`num ${col(p)}`} data-testid={`total-${p}`}>{number(lang, pl.total)}</td>
            ))}
            {showPreview && <td />}
          </tr>
        </tbody>
      </table>
    </div>
  );
}
