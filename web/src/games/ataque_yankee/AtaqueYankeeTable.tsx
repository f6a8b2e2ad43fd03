// Ataque Yankee: the three throws of a turn (the highest of three, the higher of two, the last
// die), the dice set aside and the bonuses (+30 a triple, +15 a pair), every player's total
// towards the target and latest turn, and at the end who paid whom the difference of totals.
import { fmt, number, plural, useI18n } from '../../i18n';
import type { TableProps } from '../table-props';
import { ChipLedger } from '../shared/ChipLedger';
import type { ChipsView } from '../shared/chips';
import { DiceTray } from '../shared/DiceTray';
import { HandThrow } from '../shared/HandThrow';
import { PlayerStrip } from '../shared/PlayerStrip';
import { latestThrow } from '../shared/log';

interface YankeeView {
  terminal: boolean;
  player: number;
  round: number;
  target: number;
  totals: number[];
  set_aside: number[];
  bonus: number;
  chips: ChipsView;
  finish_round: boolean;
  last_turns: ({ set_aside: number[]; bonus: number; score: number } | null)[];
}

export function AtaqueYankeeTable({ room, act, nameOf }: TableProps) {
  const { m, lang } = useI18n();
  const view = room.view as YankeeView | null;
  if (!view) return null;
  const toThrow = 3 - view.set_aside.length;
  const thrown = latestThrow(room.log);
  const justThrown = room.recent.some((e) => e.startsWith('throw '));
  const turnText = (t: { set_aside: number[]; bonus: number; score: number }) =>
    `${t.set_aside.join(' + ')}${t.bonus ? ` + ${t.bonus}` : ''} = ${t.score}`;
  return (
    <div class="yankee-table" data-testid="yankee-table">
      <p class="table-status">
        {fmt(m.yankee.round, { round: view.round })} · {fmt(view.finish_round ? m.yankee.targetFinish : m.yankee.target, { n: view.target })}
      </p>
      <PlayerStrip current={view.terminal ? null : view.player} mySeat={room.seat} nameOf={nameOf}
        items={view.totals.map((t, seat) => {
          const last = view.last_turns[seat];
          return { seat, main: number(lang, t), progress: t / view.target, sub: last ? turnText(last) : m.mult.noTurnYet };
        })} />
      <div class="table-play">
      {!view.terminal && (
        <>
          <p data-testid="set-aside">
            {fmt(m.yankee.setAside, { name: nameOf(view.player) })}{' '}
            <strong>{view.set_aside.length ? view.set_aside.join(' · ') : '—'}</strong>
            {view.bonus > 0 && <span class="bonus"> +{view.bonus}</span>}
          </p>
          <DiceTray dice={thrown && view.set_aside.length > 0 ? thrown.dice : []} blanks={toThrow} rolling={justThrown}>
            {view.set_aside.length > 0 && <p class="tray-caption">{fmt(m.dice.thrownBy, { name: nameOf(view.player) })}</p>}
          </DiceTray>
        </>
      )}
      <p class="small muted">{m.yankee.bonuses}</p>
      <HandThrow room={room} act={act} label={plural(m.mult.throwN, toThrow)} />
      </div>
      {view.terminal && <ChipLedger chips={view.chips} seats={view.totals.length} nameOf={nameOf} title={m.chips.finalSettlement} />}
    </div>
  );
}
