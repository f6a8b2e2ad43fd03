// Flores Amarradas: the draw for the bank, the bets (each bettor, or covering the banker's stake)
// with the allowed range shown and only allowed amounts sent, the banker's throw and each
// bettor's against the banker's point, every settlement with its reason, the balances, and on
// request the exact odds of each throw and the banker's edge.
import { useEffect, useState } from 'preact/hooks';
import { fmt, number, useI18n, useStrings } from '../../i18n';
import { canAct, choicesOf, type Choice } from '../../state/room';
import {
  isFloresView, type BetMove, type CoverMove, type FloresLastThrow, type FloresView, type StakeMove,
} from '../../protocol/generated/contract';
import { MiniDice } from '../../components/Die';
import type { TableProps } from '../table-props';
import { ChipLedger } from '../shared/ChipLedger';
import { DiceTray } from '../shared/DiceTray';
import { HandThrow } from '../shared/HandThrow';
import { justThrown } from '../shared/log';
import { PlayerStrip } from '../shared/PlayerStrip';
import { percent } from './odds';
import { FLORES } from './strings';
import './flores.css';

const WINS = ['flores_amarradas', 'triple', 'seis_alto'] as const;
const LOSES = ['dragao_dancante', 'as_negativo'] as const;
const wins = (kind: string) => (WINS as readonly string[]).includes(kind);
const loses = (kind: string) => (LOSES as readonly string[]).includes(kind);

function AmountPicker({ view, amounts, act }: { view: FloresView; amounts: Choice<BetMove | StakeMove | CoverMove>[]; act(a: string): boolean }) {
  const { lang } = useI18n();
  const s = useStrings(FLORES);
  const range = view.amount!;
  const [amount, setAmount] = useState(range.min);
  useEffect(() => setAmount(range.min), [range.min, range.max, view.round]);
  // the legal bet, stake or cover of this amount: what is sent
  const chosen = amounts.find((c) => c.move.chips === amount);
  const valid = amount >= range.min && amount <= range.max && amount % range.step === 0 && chosen !== undefined;
  const verb = s.verbs[range.verb];
  return (
    <div class="actions amount" data-testid="amount-picker">
      <label class="field">
        <span>{fmt(s.rangeHelp, { verb, min: range.min, max: number(lang, range.max), step: range.step })}</span>
        <div class="row wrap">
          <input type="range" min={range.min} max={range.max} step={range.step} value={amount} aria-label={verb}
            onInput={(e) => setAmount(Number((e.target as HTMLInputElement).value))} />
          <input type="number" class="short" min={range.min} max={range.max} step={range.step} value={amount} data-testid="amount"
            aria-invalid={!valid} onInput={(e) => setAmount(Number((e.target as HTMLInputElement).value))} />
        </div>
      </label>
      {!valid && <p class="why" role="alert">{fmt(s.badAmount, { min: range.min, max: range.max, step: range.step })}</p>}
      <div class="row wrap">
        {[range.min, Math.floor(range.max / 2 / range.step) * range.step, range.max]
          .filter((x, i, all) => x >= range.min && all.indexOf(x) === i)
          .map((x) => <button type="button" onClick={() => setAmount(x)}>{number(lang, x)}</button>)}
        <button type="button" class="primary" disabled={!valid} data-testid="place-amount"
          onClick={() => chosen && act(chosen.action)}>{fmt(s.place, { verb, n: number(lang, amount) })}</button>
      </div>
    </div>
  );
}

function OddsPanel({ view }: { view: FloresView }) {
  const { lang } = useI18n();
  const s = useStrings(FLORES);
  const o = view.odds;
  const p = String(view.point);
  const against = view.phase === 'bettor_throw' ? o.against_point[p] : undefined;
  const row = (label: string, frac: string) => (
    <tr><th scope="row">{label}</th><td class="num">{frac}</td><td class="num">{percent(frac, lang)}</td></tr>
  );
  return (
    <details class="panel odds" data-testid="odds">
      <summary>{s.oddsTitle}</summary>
      <p class="small">{fmt(s.edge, { edge: o.banker_edge, percent: percent(o.banker_edge, lang, 2) })}</p>
      {against && (
        <>
          <h4>{fmt(s.againstPoint, { point: p })}</h4>
          <table class="odds-table">
            <tbody>
              {row(s.bettorWins, against.win)}
              {row(s.bettorLoses, against.lose)}
              {row(s.tie, against.tie)}
            </tbody>
          </table>
          <p class="small">{fmt(s.bettorEdge, { percent: percent(against.bettor_edge, lang, 2) })}</p>
        </>
      )}
      <h4>{s.oneThrow}</h4>
      <table class="odds-table">
        <tbody>
          {[...WINS, ...LOSES, 'nothing' as const].map((k) => row(s.kinds[k] ?? k, o.throw[k]))}
          {Object.entries(o.throw.point).map(([pt, f]) => row(fmt(s.pointN, { n: pt }), f))}
        </tbody>
      </table>
      <h4>{s.decidedThrow}</h4>
      <table class="odds-table">
        <tbody>
          {row(s.wins, o.decided.win)}
          {row(s.loses, o.decided.lose)}
          {Object.entries(o.decided.point).map(([pt, f]) => row(fmt(s.pointN, { n: pt }), f))}
        </tbody>
      </table>
    </details>
  );
}

export function FloresTable({ room, act, nameOf }: TableProps) {
  const { lang } = useI18n();
  const s = useStrings(FLORES);
  const view = isFloresView(room.view) ? room.view : null;
  if (!view) return null;
  const seats = view.bets.length;
  const last = view.last_throw;
  const phaseText = (() => {
    switch (view.phase) {
      case 'draw': return fmt(s.phases.draw, { name: nameOf(view.seat) });
      case 'stake': return fmt(s.phases.stake, { name: nameOf(view.seat) });
      case 'bet': return fmt(view.bet_mode === 'cover' ? s.phases.cover : s.phases.bet, { name: nameOf(view.seat), left: view.stake_left ?? 0 });
      case 'banker_throw': return fmt(s.phases.bankerThrow, { name: nameOf(view.seat) });
      case 'bettor_throw': return fmt(s.phases.bettorThrow, { name: nameOf(view.seat), point: view.point });
      default: return '';
    }
  })();
  const meaning = (t: FloresLastThrow) => {
    if (t.draw) return fmt(s.drawTotal, { n: t.total ?? 0 });
    const kind = t.kind ?? 'nothing';
    if (kind === 'point') return fmt(s.pointN, { n: t.point ?? 0 });
    return `${s.kinds[kind] ?? kind}${wins(kind) ? ` · ${s.wins}` : loses(kind) ? ` · ${s.loses}` : kind === 'nothing' ? ` · ${s.again}` : ''}`;
  };
  const handLabel = view.phase === 'draw' ? s.throwForBank : view.phase === 'banker_throw' ? s.throwBanker : s.throwAgainst;
  return (
    <div class="flores-table two-pane" data-testid="flores-table" data-phase={view.phase}>
      <p class="table-status turn-progress">
        {!view.terminal && fmt(s.round, { round: Math.min(view.round, view.rounds), rounds: view.rounds })}
        {view.banker >= 0 && <> · {fmt(s.banker, { name: nameOf(view.banker) })}</>}
        {view.point > 0 && view.phase === 'bettor_throw' && <> · {fmt(s.bankersPoint, { n: view.point })}</>}
      </p>
      {!view.terminal && <p class="banner" data-testid="flores-phase">{phaseText}</p>}
      <PlayerStrip current={view.terminal ? null : view.seat} mySeat={room.seat} nameOf={nameOf}
        items={Array.from({ length: seats }, (_, seat) => ({
          seat,
          main: number(lang, view.chips.balances[seat]),
          sub: seat === view.banker ? s.isBanker
            : view.phase === 'draw' && view.draw_totals?.[seat] ? fmt(s.drawTotal, { n: view.draw_totals[seat] })
            : view.bets[seat] > 0 ? fmt(s.betOf, { n: view.bets[seat] }) : '',
        }))} />
      <div class="table-play">
      {!view.terminal && <DiceTray dice={last?.dice ?? []} blanks={3} rolling={justThrown(room)} />}
      {last && (
        <p class="small" data-testid="flores-last">
          <strong>{nameOf(last.seat)}</strong>: <MiniDice dice={last.dice} /> {meaning(last)}
        </p>
      )}
      <HandThrow room={room} act={act} label={handLabel} />
      {canAct(room) && view.amount && <AmountPicker view={view} amounts={choicesOf(room, view.amount.verb)} act={act} />}
      </div>
      <OddsPanel view={view} />
      <ChipLedger chips={view.chips} seats={seats} nameOf={nameOf} kindName={(kind) => s.kinds[kind] ?? kind} />
    </div>
  );
}
