// Multiplicação: the three throws of a turn (the highest of three dice is a, the higher of two is
// b, the last die is c), what is set aside, the choice to accept or refuse where the rules give
// it (a triple, a double, the last die once), and the turn's score as (a + b) × c.
import { fmt, number, plural, useI18n, useStrings } from '../../i18n';
import { canAct, choicesOf } from '../../state/room';
import { isMultiplicacaoView, type MultiplicacaoTurn } from '../../protocol/generated/contract';
import type { TableProps } from '../table-props';
import { DiceTray } from '../shared/DiceTray';
import { HandThrow } from '../shared/HandThrow';
import { justThrown } from '../shared/log';
import { PlayerStrip } from '../shared/PlayerStrip';
import { DICE_WORDS } from '../shared/strings';
import { MULT } from './strings';
import { decisionLabel } from './wording';
import './multiplicacao.css';

export function formula(t: MultiplicacaoTurn): string {
  return t.penalty ? `(${t.a} + ${t.b} − ${t.penalty}) × ${t.c} = ${t.score}` : `(${t.a} + ${t.b}) × ${t.c} = ${t.score}`;
}

export function MultiplicacaoTable({ room, act, nameOf }: TableProps) {
  const { lang } = useI18n();
  const s = useStrings(MULT);
  const dice = useStrings(DICE_WORDS);
  const view = isMultiplicacaoView(room.view) ? room.view : null;
  if (!view) return null;
  const accept = choicesOf(room, 'accept')[0];
  const refuse = choicesOf(room, 'refuse')[0];
  const deciding = canAct(room) && accept !== undefined;
  const value = view.dice.length ? Math.max(...view.dice) : 0;
  const toThrow = view.stage === 'three' ? 3 : view.stage === 'two' ? 2 : 1;
  const sum = view.a + view.b;
  const question = (() => {
    if (!deciding) return null;
    if (view.stage === 'three') return fmt(s.tripleQuestion, { v: value });
    if (view.stage === 'two') return fmt(s.doubleQuestion, { v: value, a: view.a });
    return fmt(s.lastQuestion, { c: value, a: view.a, b: view.b, score: sum * value, p: view.penalty, left: sum - view.penalty });
  })();
  const slot = (label: string, v: number, testId: string) => (
    <span class={`slot${v ? ' set' : ''}`} data-testid={testId}><span class="small muted">{label}</span><strong>{v || '·'}</strong></span>
  );
  return (
    <div class="mult-table two-pane" data-testid="mult-table" data-stage={view.stage}>
      <p class="table-status turn-progress">{view.terminal ? '' : fmt(s.round, { round: view.round, rounds: view.rounds })}</p>
      <PlayerStrip current={view.terminal ? null : view.player} mySeat={room.seat} nameOf={nameOf}
        items={view.totals.map((t, seat) => {
          const last = view.last_turns[seat];
          return { seat, main: number(lang, t), sub: last ? formula(last) : dice.noTurnYet };
        })} />
      {(view.last_refused || view.last_turns.some((t) => t && t.penalty > 0)) && (
        <p class="small muted" data-testid="penalty-legend">{s.penaltyLegend}</p>
      )}
      <div class="table-play">
      {!view.terminal && (
        <>
          <div class="formula" aria-label={s.formulaLabel}>
            ({slot('a', view.a, 'slot-a')} + {slot('b', view.b, 'slot-b')}
            {view.last_refused && <> − <span class="slot set penalty"><span class="small muted">{s.penalty}</span><strong>{view.penalty}</strong></span></>}
            ) × {slot('c', view.stage === 'last' || view.stage === 'last_again' ? value : 0, 'slot-c')}
          </div>
          <DiceTray dice={view.dice} blanks={toThrow} rolling={justThrown(room)} />
          <p class="small muted">{fmt(s.whoseTurn, { name: nameOf(view.player) })} · {plural(s.stage, toThrow)}</p>
        </>
      )}
      <HandThrow room={room} act={act} label={plural(dice.throwN, toThrow)} />
      {deciding && (
        <div class="actions" data-testid="mult-decision">
          <p><strong>{question}</strong></p>
          <div class="row wrap">
            <button type="button" class="primary" data-testid="accept" onClick={() => act(accept.action)}>{decisionLabel(lang, 'accept')}</button>
            <button type="button" data-testid="refuse" disabled={!refuse} onClick={() => refuse && act(refuse.action)}>{decisionLabel(lang, 'refuse')}</button>
          </div>
        </div>
      )}
      </div>
    </div>
  );
}
