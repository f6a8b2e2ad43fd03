// Every player's card side by side: the written points (a star on a served bonus), the upper
// section's progress to its bonus, the totals, and on the current player's turn what the dice
// would score in each open category (a button for the player who may write it).
// On a phone with many seats the card shows the mover's column (and one more: mine, or the seat
// tapped in the strip of totals above it) beside "this throw", so nothing scrolls sideways.
// A 0 to confirm is asked in a row under the tapped category, where the finger is.
import { useEffect, useRef, useState } from 'preact/hooks';
import type { ComponentChildren } from 'preact';
import { fmt, number, useI18n, useStrings } from '../../i18n';
import { CARDS, categoryName } from './categories';
import { CATEGORY } from './strings';
import type { CategoryView, CategoryWrite as WouldScore } from '../../protocol/generated/contract';

interface Props {
  view: CategoryView;
  game: string;
  previews: Map<string, WouldScore>;
  mySeat: number | null;
  writable(key: string): boolean;
  onWrite(key: string): void;
  nameOf(seat: number): string;
  /** The category whose 0 is being confirmed, and the question to show under its row. */
  confirmKey?: string | null;
  confirm?: ComponentChildren;
}

/** Under the tapped row: the question, scrolled into sight if the row was at the screen's edge. */
function ConfirmRow({ span, children }: { span: number; children: ComponentChildren }) {
  const row = useRef<HTMLTableRowElement>(null);
  useEffect(() => {
    row.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);
  return (
    <tr class="confirm-row" ref={row}>
      <td colSpan={span}>{children}</td>
    </tr>
  );
}

export function ScoreCard({ view, game, previews, mySeat, writable, onWrite, nameOf, confirmKey = null, confirm }: Props) {
  const { lang } = useI18n();
  const s = useStrings(CATEGORY);
  const current = view.phase === 'over' ? -1 : view.player;
  const showPreview = previews.size > 0;
  const upperBonus = view.upper_bonus;
  const count = view.players.length;
  // the second column a narrow card shows beside the mover's: the one tapped, else mine
  const [picked, setPicked] = useState<number | null>(null);
  const second = picked ?? mySeat ?? (current < 0 ? 0 : null);
  const shown = (p: number) => p === current || p === second;
  const col = (p: number) => (p === current ? 'current' : '') + (p === mySeat ? ' mine' : '') + (shown(p) ? '' : ' off');
  const span = 1 + count + (showPreview ? 1 : 0);
  // CSS folds the card on narrow screens: from 4 seats under 600 px (and in landscape), from 3 under 420 px
  const fold = count >= 4 ? ' fold-many' : count >= 3 ? ' fold-some' : '';
  return (
    <div class={`card-wrap${fold}`}>
      {fold && (
        <ul class="card-seats" data-testid="card-seats" aria-label={s.cardSeats}>
          {view.players.map((pl, p) => (
            <li>
              <button type="button" class={`card-seat${p === current ? ' current' : ''}${shown(p) ? ' shown' : ''}`}
                aria-pressed={shown(p)} onClick={() => setPicked(p === picked ? null : p)} data-testid={`card-seat-${p}`}>
                <span class="strip-name"><bdi>{nameOf(p)}</bdi></span> <strong>{number(lang, pl.total)}</strong>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div class="card-scroll">
        <table class="score-card" data-testid="score-card">
          <thead>
            <tr>
              <th scope="col" class="cat-col">{s.category}</th>
              {view.players.map((_, p) => <th scope="col" class={`num ${col(p)}`} title={nameOf(p)}>{nameOf(p)}</th>)}
              {showPreview && <th scope="col" class="num preview-col">{s.thisThrow}</th>}
            </tr>
          </thead>
          <tbody>
            {view.categories.map((def) => {
              const preview = previews.get(def.key);
              const canWrite = preview !== undefined && writable(def.key);
              const label = categoryName(CARDS[game], lang, def.key);
              return (<>
                <tr class={def.upper && upperBonus ? 'upper' : ''} data-category={def.key}>
                  <th scope="row" class="cat-col">{label}</th>
                  {view.players.map((pl, p) => {
                    const pts = pl.card[def.key] ?? null;
                    return (
                      <td class={`num ${col(p)}`} data-testid={`cell-${p}-${def.key}`}>
                        {pts === null ? <span class="muted">·</span> : pts}
                        {pts !== null && pts === def.served_points && <sup class="served" title={s.served}>★</sup>}
                      </td>
                    );
                  })}
                  {showPreview && (
                    <td class="num preview-col">
                      {preview && (canWrite ? (
                        <button type="button" class={`write${preview.points + preview.bonus === 0 ? ' zero' : ''}`}
                          onClick={() => onWrite(def.key)} data-testid={`write-${def.key}`}
                          aria-label={`${label}: ${fmt(s.wouldScore, { points: preview.points + preview.bonus })}`}>
                          {preview.points}{preview.bonus > 0 && ` +${preview.bonus}`}
                        </button>
                      ) : (
                        <span class="muted">{preview.points}</span>
                      ))}
                    </td>
                  )}
                </tr>
                {confirm && confirmKey === def.key && <ConfirmRow span={span}>{confirm}</ConfirmRow>}
              </>);
            })}
            {upperBonus && (
              <tr class="subtotal">
                <th scope="row" class="cat-col">{s.upper}</th>
                {view.players.map((pl, p) => (
                  <td class={`num ${col(p)}`} title={fmt(s.upperProgress, { upper: pl.upper ?? 0, threshold: upperBonus.threshold, bonus: upperBonus.points })}>
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
                <th scope="row" class="cat-col">{s.yahtzeeBonus}</th>
                {view.players.map((pl, p) => <td class={`num ${col(p)}`}>{pl.yahtzee_bonus ?? 0}</td>)}
                {showPreview && <td />}
              </tr>
            )}
            <tr class="total">
              <th scope="row" class="cat-col">{s.total}</th>
              {view.players.map((pl, p) => (
                <td class={`num ${col(p)}`} data-testid={`total-${p}`}>{number(lang, pl.total)}</td>
              ))}
              {showPreview && <td />}
            </tr>
          </tbody>
        </table>
      </div>
    </div>
  );
}
