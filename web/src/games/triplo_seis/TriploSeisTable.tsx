// Triplo Seis: the cup only its holder can lift. The holder sees the dice (the server sends them
// to nobody else), keeps and rethrows, and calls; everyone else sees what the rules make public:
// the calls, how many dice each player rethrew, the chips on the table. Believe or doubt; the
// showdown shown to all; the balances and every fine with its reason.
import { useEffect, useState } from 'preact/hooks';
import { fmt, number, plural, useI18n, useStrings } from '../../i18n';
import { canAct, choicesOf, type Choice } from '../../state/room';
import { isTriploSeisView, type CallMove, type TriploSeisTurn } from '../../protocol/generated/contract';
import { Die } from '../../components/Die';
import type { TableProps } from '../table-props';
import { ChipLedger } from '../shared/ChipLedger';
import { HandThrow } from '../shared/HandThrow';
import { justThrown } from '../shared/log';
import { positionSet, useHeld } from '../../state/held';
import { keepChoice } from '../shared/dice';
import { reading } from './cup';
import { TRIPLO } from './strings';
import './triplo_seis.css';

function Cup({ dice, holder, held, onToggle, rolling }: {
  dice: number[]; holder: string; held: Set<number>; onToggle?(i: number): void; rolling: boolean;
}) {
  const s = useStrings(TRIPLO);
  if (dice.length === 0)
    return (
      <div class="cup closed" data-testid="cup" data-open="false">
        <svg viewBox="0 0 120 100" width="120" height="100" aria-hidden="true">
          <path d="M20 95 L32 10 Q60 0 88 10 L100 95 Z" />
          <ellipse cx="60" cy="95" rx="40" ry="5" />
        </svg>
        <p class="small">{fmt(s.closedCup, { name: holder })}</p>
      </div>
    );
  return (
    <div class="cup open dice-tray" data-testid="cup" data-open="true">
      {dice.map((d, i) => (
        <Die key={`${i}-${d}`} value={d} held={held.has(i)} rolling={rolling && !held.has(i)}
          onToggle={onToggle ? () => onToggle(i) : undefined} testId={`cup-die-${i}`} />
      ))}
      <p class="small cup-caption">{fmt(s.underYourCup, { reads: reading(dice) })}</p>
    </div>
  );
}

function CallPicker({ legal, dice, act }: { legal: Choice<CallMove>[]; dice: number[]; act(a: string): boolean }) {
  const s = useStrings(TRIPLO);
  // the legal calls, ascending
  const byCall = new Map(legal.map((c) => [c.move.call, c.action]));
  const calls = [...byCall.keys()].sort((a, b) => a - b);
  const truth = reading(dice);
  const [call, setCall] = useState(calls[0]);
  useEffect(() => setCall(calls.includes(truth) ? truth : calls[0]), [calls.join(',')]);
  if (calls.length === 0) return null;
  return (
    <div class="actions" data-testid="call-picker">
      <label class="field">
        <span>{s.yourCall}</span>
        <select value={call} data-testid="call-select" onChange={(e) => setCall(Number((e.target as HTMLSelectElement).value))}>
          {calls.map((c) => <option value={c}>{c}{c <= truth ? ` · ${s.trueCall}` : ''}</option>)}
        </select>
      </label>
      <div class="row wrap">
        <button type="button" class="primary" data-testid="make-call" disabled={!byCall.has(call)}
          onClick={() => byCall.has(call) && act(byCall.get(call)!)}>{fmt(s.call, { call })}</button>
        {calls.includes(truth) && call !== truth && (
          <button type="button" onClick={() => setCall(truth)}>{fmt(s.callTruth, { call: truth })}</button>
        )}
      </div>
      <p class="small muted">{calls.includes(truth) ? fmt(s.truthAllowed, { reads: truth }) : fmt(s.mustBluff, { reads: truth, lowest: calls[0] })}</p>
    </div>
  );
}

export function TriploSeisTable({ room, act, nameOf }: TableProps) {
  const { lang } = useI18n();
  const s = useStrings(TRIPLO);
  const view = isTriploSeisView(room.view) ? room.view : null;
  const myTurn = canAct(room);
  const dice = view?.dice ?? [];
  const keeping = myTurn && view?.phase === 'keep';
  // the dice kept under the cup come back after a refresh (state/held.ts)
  const [held, setHeld] = useHeld(room.version, dice, `${view?.phase}.${view?.seat}.${view?.round}`, keeping,
    () => new Set<number>(), positionSet);
  if (!view) return null;
  const seats = view.chips.balances.length - 1;  // the last account is the table
  const holderSeat = view.phase === 'respond' ? view.caller : view.seat;
  const toggle = (i: number) => {
    const next = new Set(held);
    if (next.has(i)) next.delete(i);
    else next.add(i);
    setHeld(next);
  };
  const keep = keepChoice(room, dice.filter((_, i) => held.has(i)));
  const believe = choicesOf(room, 'believe')[0];
  const doubt = choicesOf(room, 'doubt')[0];
  const turnLine = (t: TriploSeisTurn, i: number) => {
    const parts = [i === 0 ? s.threw : s.believed];
    if (t.seen?.length) parts.push(fmt(s.saw, { dice: t.seen.join(' ') }));
    if (i > 0 && !(i === view.turns.length - 1 && view.phase === 'keep')) {
      if (t.kept !== undefined) parts.push(t.kept.length ? fmt(s.keptDice, { dice: t.kept.join(' ') }) : s.keptNothing);
      parts.push(t.rethrown ? plural(s.rethrew, t.rethrown) : s.rethrewNothing);
    }
    if (t.call) parts.push(fmt(s.called, { call: t.call }));
    return parts.join(', ');
  };
  const sd = view.showdown;
  return (
    <div class="triplo-table two-pane" data-testid="triplo-table" data-phase={view.phase} data-holder={holderSeat}>
      <p class="table-status turn-progress">
        {!view.terminal && fmt(s.round, { round: view.round, rounds: view.rounds })}
        {!view.terminal && <> · <span data-testid="on-table">{fmt(s.onTable, { n: view.table })}</span></>}
        {view.call > 0 && !view.terminal && <> · <span data-testid="current-call">{fmt(s.callToBeat, { call: view.call, name: nameOf(view.caller) })}</span></>}
      </p>
      {sd && (view.terminal || sd.round === view.round - 1) && (
        <p class={`banner ${sd.winner === sd.caller ? 'good' : 'bad'}`} data-testid="showdown">
          {fmt(s.showdown, {
            doubter: nameOf(sd.doubter), caller: nameOf(sd.caller), call: sd.call, dice: [...sd.dice].reverse().join(' '),
            reads: sd.reads, winner: nameOf(sd.winner), loser: nameOf(sd.loser), table: sd.table,
          })}
        </p>
      )}
      <div class="table-play">
      {!view.terminal && (
        <Cup dice={dice} holder={nameOf(holderSeat)} held={held} onToggle={keeping ? toggle : undefined} rolling={justThrown(room)} />
      )}
      <HandThrow room={room} act={act} label={s.throwUnderCup} />
      {myTurn && view.phase === 'respond' && (
        <div class="actions" data-testid="respond">
          <p><strong>{fmt(s.respondQuestion, { name: nameOf(view.caller), call: view.call })}</strong></p>
          <div class="row wrap">
            {believe && <button type="button" class="primary" data-testid="believe" onClick={() => act(believe.action)}>{s.believe}</button>}
            {doubt && <button type="button" class="danger" data-testid="doubt" onClick={() => act(doubt.action)}>{s.doubt}</button>}
          </div>
          {view.call === 111 && <p class="small muted">{s.mustBelieve}</p>}
          {view.call === 666 && <p class="small muted">{s.mustDoubt}</p>}
        </div>
      )}
      {keeping && (
        <div class="actions" data-testid="keep">
          <p class="small muted">{fmt(s.keepHint, { call: view.call })}</p>
          <button type="button" class="primary" data-testid="keep-rethrow" disabled={!keep} onClick={() => keep && act(keep.action)}>
            {held.size === 3 ? s.keepAll : plural(s.rethrowN, 3 - held.size)}
          </button>
        </div>
      )}
      {myTurn && view.phase === 'call' && <CallPicker legal={choicesOf(room, 'call')} dice={dice} act={act} />}
      </div>
      {!view.terminal && view.turns.length > 0 && (
        <section class="panel" aria-label={s.thisRound}>
          <h3>{s.thisRound}</h3>
          <ol class="cup-turns" data-testid="cup-turns">
            {view.turns.map((t, i) => <li><strong>{nameOf(t.seat)}</strong>: {turnLine(t, i)}</li>)}
          </ol>
        </section>
      )}
      <ChipLedger chips={view.chips} seats={seats} nameOf={nameOf} />
      {!view.terminal && <p class="small muted">{fmt(s.balanceNote, { n: number(lang, view.table) })}</p>}
    </div>
  );
}
