// Flores Amarradas: the draw for the bank, the bets (each bettor, or covering the banker's stake)
// with the allowed range shown and only allowed amounts sent, the banker's throw and each
// bettor's against the banker's point, every settlement with its reason, the balances, and on
// request the exact odds of each throw and the banker's edge.
import { useEffect, useState } from 'preact/hooks';
import { fmt, number, useI18n } from '../../i18n';
import { canAct } from '../../state/room';
import { MiniDice } from '../../components/Die';
import type { TableProps } from '../table-props';
import { ChipLedger } from '../shared/ChipLedger';
import { throwKindName, type ChipsView } from '../shared/chips';
import { DiceTray } from '../shared/DiceTray';
import { HandThrow } from '../shared/HandThrow';
import { PlayerStrip } from '../shared/PlayerStrip';
import { percent, type FloresOdds } from './odds';

interface LastThrow {
  seat: number;
  dice: number[];
  draw: boolean;
  total?: number;
  kind?: string;
  point?: number;
}

interface FloresView {
  terminal: boolean;
  phase: 'draw' | 'stake' | 'bet' | 'banker_throw' | 'bettor_throw' | 'over';
  seat: number;
  round: number;
  rounds: number;
  banker: number;
  bets: number[];
  point: number;
  stake_left?: number;
  draw_totals?: number[];
  amount?: { verb: 'bet' | 'stake' | 'cover'; min: number; max: number; step: number };
  last_throw?: LastThrow;
  bet_mode: 'each' | 'cover';
  max_bet: number;
  chips: ChipsView;
  odds: FloresOdds;
}

const WINS = ['flores_amarradas', 'triple', 'seis_alto'];
const LOSES = ['dragao_dancante', 'as_negativo'];

function AmountPicker({ view, act }: { view: FloresView; act(a: string): boolean }) {
  const { m, lang } = useI18n();
  const range = view.amount!;
  const [amount, setAmount] = useState(range.min);
  useEffect(() => setAmount(range.min), [range.min, range.max, view.round]);
  const valid = amount >= range.min && amount <= range.max && amount % range.step === 0;
  const verb = m.flores.verbs[range.verb];
  return (
    <div class="actions amount" data-testid="amount-picker">
      <label class="field">
        <span>{fmt(m.flores.rangeHelp, { verb, min: range.min, max: number(lang, range.max), step: range.step })}</span>
        <div class="row wrap">
          <input type="range" min={range.min} max={range.max} step={range.step} value={amount} aria-label={verb}
            onInput={(e) => setAmount(Number((e.target as HTMLInputElement).value))} />
          <input type="number" class="short" min={range.min} max={range.max} step={range.step} value={amount} data-testid="amount"
            aria-invalid={!valid} onInput={(e) => setAmount(Number((e.target as HTMLInputElement).value))} />
        </div>
      </label>
      {!valid && <p class="why" role="alert">{fmt(m.flores.badAmount, { min: range.min, max: range.max, step: range.step })}</p>}
      <div class="row wrap">
        {[range.min, Math.floor(range.max / 2 / range.step) * range.step, range.max]
          .filter((x, i, all) => x >= range.min && all.indexOf(x) === i)
          .map((x) => <button type="button" onClick={() => setAmount(x)}>{number(lang, x)}</button>)}
        <button type="button" class="primary" disabled={!valid} data-testid="place-amount"
          onClick={() => valid && act(`${range.verb} ${amount}`)}>{fmt(m.flores.place, { verb, n: number(lang, amount) })}</button>
      </div>
    </div>
  );
}

function OddsPanel({ view }: { view: FloresView }) {
  const { m, lang } = useI18n();
  const o = view.odds;
  const p = String(view.point);
  const against = view.phase === 'bettor_throw' ? o.against_point[p] : undefined;
  const row = (label: string, frac: string) => (
    <tr><th scope="row">{label}</th><td class="num">{frac}</td><td class="num">{percent(frac, lang)}</td></tr>
  );
  return (
    <details class="panel odds" data-testid="odds">
      <summary>{m.flores.oddsTitle}</summary>
      <p class="small">{fmt(m.flores.edge, { edge: o.banker_edge, percent: percent(o.banker_edge, lang, 2) })}</p>
      {against && (
        <>
          <h4>{fmt(m.flores.againstPoint, { point: p })}</h4>
          <table class="odds-table">
            <tbody>
              {row(m.flores.bettorWins, against.win)}
              {row(m.flores.bettorLoses, against.lose)}
              {row(m.flores.tie, against.tie)}
            </tbody>
          </table>
          <p class="small">{fmt(m.flores.bettorEdge, { percent: percent(against.bettor_edge, lang, 2) })}</p>
        </>
      )}
      <h4>{m.flores.oneThrow}</h4>
      <table class="odds-table">
        <tbody>
          {[...WINS, ...LOSES, 'nothing'].map((k) => row(throwKindName(m, k), o.throw[k] as string))}
          {Object.entries(o.throw.point as Record<string, string>).map(([pt, f]) => row(fmt(m.flores.pointN, { n: pt }), f))}
        </tbody>
      </table>
      <h4>{m.flores.decidedThrow}</h4>
      <table class="odds-table">
        <tbody>
          {row(m.flores.wins, o.decided.win)}
          {row(m.flores.loses, o.decided.lose)}
          {Object.entries(o.decided.point).map(([pt, f]) => row(fmt(m.flores.pointN, { n: pt }), f))}
        </tbody>
      </table>
    </details>
  );
}

export function FloresTable({ room, act, nameOf }: TableProps) {
  const { m, lang } = useI18n();
  const view = room.view as FloresView | null;
  if (!view) return null;
  const seats = view.bets.length;
  const last = view.last_throw;
  const justThrown = room.recent.some((e) => e.startsWith('throw '));
  const phaseText = (() => {
    switch (view.phase) {
      case 'draw': return fmt(m.flores.phases.draw, { name: nameOf(view.seat) });
      case 'stake': return fmt(m.flores.phases.stake, { name: nameOf(view.seat) });
      case 'bet': return fmt(view.bet_mode === 'cover' ? m.flores.phases.cover : m.flores.phases.bet, { name: nameOf(view.seat), left: view.stake_left ?? 0 });
      case 'banker_throw': return fmt(m.flores.phases.bankerThrow, { name: nameOf(view.seat) });
      case 'bettor_throw': return fmt(m.flores.phases.bettorThrow, { name: nameOf(view.seat), point: view.point });
      default: return '';
    }
  })();
  const meaning = (t: LastThrow) => {
    if (t.draw) return fmt(m.flores.drawTotal, { n: t.total ?? 0 });
    const kind = t.kind ?? 'nothing';
    if (kind === 'point') return fmt(m.flores.pointN, { n: t.point ?? 0 });
    return `${throwKindName(m, kind)}${WINS.includes(kind) ? ` · ${m.flores.wins}` : LOSES.includes(kind) ? ` · ${m.flores.loses}` : kind === 'nothing' ? ` · ${m.flores.again}` : ''}`;
  };
  const handLabel = view.phase === 'draw' ? m.flores.throwForBank : view.phase === 'banker_throw' ? m.flores.throwBanker : m.flores.throwAgainst;
  return (
    <div class="flores-table" data-testid="flores-table" data-phase={view.phase}>
      <p class="table-status">
        {!view.terminal && fmt(m.flores.round, { round: Math.min(view.round, view.rounds), rounds: view.rounds })}
        {view.banker >= 0 && <> · {fmt(m.flores.banker, { name: nameOf(view.banker) })}</>}
        {view.point > 0 && view.phase === 'bettor_throw' && <> · {fmt(m.flores.bankersPoint, { n: view.point })}</>}
      </p>
      {!view.terminal && <p class="banner" data-testid="flores-phase">{phaseText}</p>}
      <PlayerStrip current={view.terminal ? null : view.seat} mySeat={room.seat} nameOf={nameOf}
        items={Array.from({ length: seats }, (_, seat) => ({
          seat,
          main: number(lang, view.chips.balances[seat]),
          sub: seat === view.banker ? m.flores.isBanker
            : view.phase === 'draw' && view.draw_totals?.[seat] ? fmt(m.flores.drawTotal, { n: view.draw_totals[seat] })
            : view.bets[seat] > 0 ? fmt(m.flores.betOf, { n: view.bets[seat] }) : '',
        }))} />
      <div class="table-play">
      {!view.terminal && <DiceTray dice={last?.dice ?? []} blanks={3} rolling={justThrown} />}
      {last && (
        <p class="small" data-testid="flores-last">
          <strong>{nameOf(last.seat)}</strong>: <MiniDice dice={last.dice} /> {meaning(last)}
        </p>
      )}
      <HandThrow room={room} act={act} label={handLabel} />
      {canAct(room) && view.amount && <AmountPicker view={view} act={act} />}
      </div>
      <OddsPanel view={view} />
      <ChipLedger chips={view.chips} seats={seats} nameOf={nameOf} />
    </div>
  );
}
