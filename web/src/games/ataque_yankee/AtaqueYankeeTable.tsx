// Ataque Yankee: the three throws of a turn (the highest of three, the higher of two, the last
// die), the dice set aside and the bonuses (+30 a triple, +15 a pair), every player's total
// towards the target and latest turn, and at the end who paid whom the difference of totals.
import { fmt, number, plural, useI18n, useStrings } from '../../i18n';
import { isAtaqueYankeeView, type AtaqueYankeeTurn } from '../../protocol/generated/contract';
import type { TableProps } from '../table-props';
import { ChipLedger } from '../shared/ChipLedger';
import { DiceTray } from '../shared/DiceTray';
import { HandThrow } from '../shared/HandThrow';
import { PlayerStrip } from '../shared/PlayerStrip';
import { justThrown, latestThrow } from '../shared/log';
import { CHIPS, DICE_WORDS } from '../shared/strings';
import { YANKEE } from './strings';

export function AtaqueYankeeTable({ room, act, nameOf }: TableProps) {
  const { m, lang } = useI18n();
  const s = useStrings(YANKEE);
  const dice = useStrings(DICE_WORDS);
  const chips = useStrings(CHIPS);
  const view = isAtaqueYankeeView(room.view) ? room.view : null;
  if (!view) return null;
  const toThrow = 3 - view.set_aside.length;
  const thrown = latestThrow(room.log);
  const turnText = (t: AtaqueYankeeTurn) =>
    `${t.set_aside.join(' + ')}${t.bonus ? ` + ${t.bonus}` : ''} = ${t.score}`;
  return (
    <div class="yankee-table two-pane" data-testid="yankee-table">
      <p class="table-status turn-progress">
        {fmt(s.round, { round: view.round })} · {fmt(view.finish_round ? s.targetFinish : s.target, { n: view.target })}
      </p>
      <PlayerStrip current={view.terminal ? null : view.player} mySeat={room.seat} nameOf={nameOf}
        items={view.totals.map((t, seat) => {
          const last = view.last_turns[seat];
          return { seat, main: number(lang, t), progress: t / view.target, sub: last ? turnText(last) : dice.noTurnYet };
        })} />
      <div class="table-play">
      {!view.terminal && (
        <>
          <p data-testid="set-aside">
            {fmt(s.setAside, { name: nameOf(view.player) })}{' '}
            <strong>{view.set_aside.length ? view.set_aside.join(' · ') : '—'}</strong>
            {view.bonus > 0 && <span class="bonus"> +{view.bonus}</span>}
          </p>
          <DiceTray dice={thrown && view.set_aside.length > 0 ? thrown.dice : []} blanks={toThrow} rolling={justThrown(room)}>
            {view.set_aside.length > 0 && <p class="tray-caption">{fmt(m.dice.thrownBy, { name: nameOf(view.player) })}</p>}
          </DiceTray>
        </>
      )}
      <p class="small muted">{s.bonuses}</p>
      <HandThrow room={room} act={act} label={plural(dice.throwN, toThrow)} />
      </div>
      {view.terminal && <ChipLedger chips={view.chips} seats={view.totals.length} nameOf={nameOf} title={chips.finalSettlement} />}
    </div>
  );
}
