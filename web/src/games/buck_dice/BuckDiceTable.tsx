// Buck Dice: the round's point number (thrown with one die by the round's first player), each
// player's running total towards exactly the target, every throw of the turn with what it did
// (Big Buck, Little Buck, points, nothing, past the target), and the chips at the end.
import { fmt, number, useI18n, useStrings } from '../../i18n';
import { MiniDice } from '../../components/Die';
import { isBuckDiceView } from '../../protocol/generated/contract';
import type { TableProps } from '../table-props';
import { ChipLedger } from '../shared/ChipLedger';
import { DiceTray } from '../shared/DiceTray';
import { HandThrow } from '../shared/HandThrow';
import { justThrown } from '../shared/log';
import { PlayerStrip } from '../shared/PlayerStrip';
import { CHIPS } from '../shared/strings';
import { BUCK } from './strings';
import './buck_dice.css';

export function BuckDiceTable({ room, act, nameOf }: TableProps) {
  const { lang } = useI18n();
  const s = useStrings(BUCK);
  const chips = useStrings(CHIPS);
  const view = isBuckDiceView(room.view) ? room.view : null;
  if (!view) return null;
  const last = view.last_throw;
  const outcome = last && fmt(s.outcomes[last.outcome] ?? last.outcome, { n: last.points, target: view.target });
  return (
    <div class="buck-table two-pane" data-testid="buck-table">
      <p class="table-status turn-progress">
        {fmt(s.round, { round: view.round })} · {fmt(s.target, { n: view.target })}
      </p>
      <div class="point-number" data-testid="point-number">
        <span class="small muted">{s.pointNumber}</span>
        <strong>{view.point || '?'}</strong>
      </div>
      <PlayerStrip current={view.terminal ? null : view.player} mySeat={room.seat} nameOf={nameOf}
        items={view.points.map((p, seat) => ({ seat, main: `${number(lang, p)} / ${view.target}`, progress: p / view.target }))} />
      <div class="table-play">
      {!view.terminal && (
        <DiceTray dice={last && last.seat === view.player ? last.dice : []} blanks={view.point ? 3 : 1} rolling={justThrown(room, ['throw', 'point'])} />
      )}
      {last && (
        <p class={`banner${last.outcome === 'big_buck' || last.outcome === 'little_buck' ? ' good' : last.outcome === 'nothing' || last.outcome === 'over_target' ? ' bad' : ''}`}
          data-testid="buck-outcome">
          <strong>{nameOf(last.seat)}</strong>: <MiniDice dice={last.dice} /> {outcome}
        </p>
      )}
      <HandThrow room={room} act={act} label={view.point ? s.throw : s.throwPoint} />
      </div>
      {view.terminal && <ChipLedger chips={view.chips} seats={view.points.length} nameOf={nameOf} title={chips.finalSettlement} />}
    </div>
  );
}
