// The table of the category games (General, Generala, Crag, Yahtzee, Yatzy): the dice to keep,
// the throw button with the throws left, and every player's card side by side with what the
// dice would score in each open category on the player's turn.
import { useEffect, useMemo, useState } from 'preact/hooks';
import { fmt, plural, useI18n, useStrings } from '../../i18n';
import { canAct } from '../../state/room';
import { isCategoryView } from '../../protocol/generated/contract';
import { Die } from '../../components/Die';
import type { TableProps } from '../table-props';
import { hasServed, keepOf, keptBeforeLastThrow, keptPositions, scoreOf } from './logic';
import { ScoreCard } from './ScoreCard';
import { CARDS, categoryName } from './categories';
import { CATEGORY } from './strings';
import { throwsLeftText } from './wording';
import { positionSet, useHeld } from '../../state/held';

export function CategoryTable({ room, game, act, nameOf }: TableProps) {
  const { m, lang } = useI18n();
  const s = useStrings(CATEGORY);
  const view = isCategoryView(room.view) ? room.view : null;
  const [confirm, setConfirm] = useState<string | null>(null);
  const myTurn = canAct(room);
  const dice = view?.dice ?? [];

  // A new throw: the dice kept for it stay still (and held, on the player's own turn); the rest tumble.
  const throwId = view ? `${view.round}.${view.player}.${view.throws_done}` : '';
  const stayed = useMemo(() => keptPositions(dice, keptBeforeLastThrow(room.log)), [throwId]);
  // Dice held before a refresh come back (same room, same version, same dice: state/held.ts).
  const [held, setHeld] = useHeld(room.version, dice, throwId, myTurn, () => new Set(myTurn ? stayed : []), positionSet);
  useEffect(() => setConfirm(null), [throwId]);

  if (!view) return null;
  const deciding = view.phase === 'decide';
  const previews = new Map(deciding ? Object.entries(view.would_score ?? {}) : []);
  const keep = keepOf(room, dice, held);
  const canThrow = myTurn && deciding && view.throws_left > 0 && keep !== undefined;
  const toThrow = dice.length - held.size;

  const toggle = (i: number) => {
    if (!myTurn || !deciding || view.throws_left === 0) return;
    const next = new Set(held);
    if (next.has(i)) next.delete(i);
    else next.add(i);
    setHeld(next);
  };
  const doThrow = () => keep && act(keep.action);
  // A 0 is asked first, under its row; tapping the same 0 again keeps asking (only "write 0" writes it).
  const write = (key: string) => {
    const p = previews.get(key);
    if (p && p.points + p.bonus === 0) {
      setConfirm(key);
      return;
    }
    writeNow(key);
  };
  const writeNow = (key: string) => {
    setConfirm(null);
    const score = scoreOf(room, key);
    if (score) act(score.action);
  };
  const writable = (key: string) => myTurn && deciding && scoreOf(room, key) !== undefined;

  return (
    <div class="category-table" data-testid="category-table" data-phase={view.phase} data-throws-left={view.throws_left}>
      {/* the dice and the throw; in a phone held sideways, beside the card (styles.css) */}
      <div class="category-play">
        <p class="table-status turn-progress" data-testid="round">
          {view.phase !== 'over' && fmt(s.round, { round: Math.min(view.round, view.rounds), rounds: view.rounds })}
          {deciding && <> · <span data-testid="throws-left">{throwsLeftText(game, lang, view.throws_left)}</span></>}
        </p>
        {view.phase !== 'over' && <div class="dice-tray" data-testid="dice">
          {dice.map((d, i) => (
            <Die key={`${throwId}-${i}`} value={d} held={held.has(i)} rolling={!stayed.has(i) && room.recent.length > 0}
              onToggle={myTurn && deciding && view.throws_left > 0 ? () => toggle(i) : undefined} testId={`die-${i}`} />
          ))}
          {dice.length === 0 && <p class="muted">{s.thrown}</p>}
        </div>}
        {myTurn && deciding && (
          <div class="actions">
            {view.throws_left > 0 ? (
              <>
                <button type="button" class="primary" disabled={!canThrow} onClick={doThrow} data-testid="throw">
                  {held.size === 0 ? s.throwAll : plural(s.throwRest, toThrow)}
                </button>
                <p class="small muted">
                  {held.size === dice.length ? s.keepAllNoThrow : `${m.dice.keepHint} ${s.writeHint}`}
                </p>
              </>
            ) : (
              <p class="small">{s.noThrowsLeft}</p>
            )}
          </div>
        )}
        {view.instant_winner !== undefined && (
          <p class="banner win">{fmt(s.instantWin, { name: nameOf(view.instant_winner) })}</p>
        )}
      </div>
      <div class="category-card">
        <ScoreCard view={view} game={game} previews={previews} mySeat={room.seat}
          writable={writable} onWrite={write} nameOf={nameOf} confirmKey={confirm}
          confirm={confirm && (
            <div class="confirm" role="alertdialog" aria-labelledby="confirm-text" data-testid="confirm-zero">
              <p id="confirm-text">{fmt(s.confirmZero, { category: categoryName(CARDS[game], lang, confirm) })}</p>
              <div class="row">
                <button type="button" class="danger" onClick={() => writeNow(confirm)} data-testid="confirm-zero-yes">{s.confirmZeroYes}</button>
                <button type="button" onClick={() => setConfirm(null)}>{m.app.cancel}</button>
              </div>
            </div>
          )} />
        {hasServed(view) && (
          <p class="small muted" data-testid="served-legend">{s.servedLegend}</p>
        )}
      </div>
    </div>
  );
}
