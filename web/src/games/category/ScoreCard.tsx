// Every player's card side by side: the written points (a star on a served bonus), the upper
// section's progress to its bonus, the totals, and on the current player's turn what the dice
// would score in each open category (a button for the player who may write it).
import { categoryName, fmt, number, useI18n } from '../../i18n';
import type { CategoryView, WouldScore } from './logic';

interface Props {
  view: CategoryView;
  game: string;
  previews: Map<string, WouldScore>;
  mySeat: number | null;
  writable(key: string): boolean;
  onWrite(key: string): void;
  nameOf(seat: number): string;
}

export function ScoreCard({ view, game, previews, mySeat, writable, onWrite, nameOf }: Props) {
  const { m, lang } = useI18n();
  const current = view.phase === 'over' ? -1 : view.player;
  const showPreview = previews.size > 0;
  const upperBonus = view.upper_bonus;
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
          {view.categories.map((def) => {
            const preview = previews.get(def.key);
            const canWrite = preview !== undefined && writable(def.key);
            const label = categoryName(m, game, def.key);
            return (
              <tr class={def.upper && upperBonus ? 'upper' : ''} data-category={def.key}>
                <th scope="row" class="cat-col">{label}</th>
                {view.players.map((pl, p) => {
                  const pts = pl.card[def.key] ?? null;
                  return (
                    <td class={`num ${col(p)}`} data-testid={`cell-${p}-${def.key}`}>
                      {pts === null ? <span class="muted">·</span> : pts}
                      {pts !== null && pts === def.served_points && <sup class="served" title={m.category.served}>★</sup>}
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
          {upperBonus && (
            <tr class="subtotal">
              <th scope="row" class="cat-col">{m.category.upper}</th>
              {view.players.map((pl, p) => (
                <td class={`num ${col(p)}`} title={fmt(m.category.upperProgress, { upper: pl.upper ?? 0, threshold: upperBonus.threshold, bonus: upperBonus.points })}>
                  <span>{pl.upper ?? 0}/{upperBonus.threshold}</span>
                  <progress max={upperBonus.threshold} value={Math.min(pl.upper ?? 0, upperBonus.threshold)} aria-hidden="true" />
                  {(pl.upper_bonus ?? 0) > 0 && <span class="bonus"> +{pl.upper_bonus}</span>}
                </td>
              ))}
              {showPreview && <td />}
            </tr>
          )}
          {(view.extra_five_kind_bonus ?? 0) > 0 && (
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
