// The Farkle table: the throw, tapping scoring dice to set them aside (only legal selections go
// out; otherwise the reason is shown), the turn total, bank or throw on, hot dice and farkles,
// every player's banked score, the entry threshold and the final round.
import { fmt, number, plural, useI18n, useStrings } from '../../i18n';
import { canAct, choicesOf } from '../../state/room';
import { isFarkleView } from '../../protocol/generated/contract';
import { Die, DieFace, MiniDice } from '../../components/Die';
import type { TableProps } from '../table-props';
import { positionList, useHeld } from '../../state/held';
import { keepChoice } from '../shared/dice';
import { checkSelection, indicesFor, lastFarkle } from './logic';
import { FARKLE } from './strings';
import './farkle.css';

export function FarkleTable({ room, act, nameOf }: TableProps) {
  const { lang } = useI18n();
  const s = useStrings(FARKLE);
  const view = isFarkleView(room.view) ? room.view : null;
  const myTurn = canAct(room);
  const throwId = room.version;
  const diceKey = view?.dice.join('') ?? '';
  const selecting = myTurn && view?.phase === 'select';
  // the dice picked to set aside come back after a refresh (state/held.ts)
  const [picked, setPicked] = useHeld(room.version, view?.dice ?? [], `${diceKey}.${view?.player}.${view?.phase}`, selecting,
    () => [] as number[], positionList);
  if (!view) return null;

  const check = checkSelection(view, picked);
  // the legal set-aside of the selection: what is sent
  const keep = check.ok ? keepChoice(room, check.selection.keep) : undefined;
  const toggle = (i: number) =>
    setPicked(picked.includes(i) ? picked.filter((j) => j !== i) : [...picked, i]);
  // A farkle stays told until the next decision; six dice to throw again after points were set
  // aside is hot dice.
  const farkle = lastFarkle(room.log);
  const hotDice = view.phase === 'bank_or_roll' && view.dice_to_throw === 6 && view.turn_total > 0;
  const bank = choicesOf(room, 'bank')[0];
  const roll = choicesOf(room, 'roll')[0];
  const canBank = myTurn && bank !== undefined;
  const canRoll = myTurn && roll !== undefined;

  const reason = (() => {
    if (check.ok) return fmt(s.selected, { points: check.selection.points });
    if (check.reason === 'empty') return s.selectHint;
    if (check.reason === 'no_score')
      return plural(s.noScore, check.dice.length, { die: check.dice[0], dice: check.dice.join(' ') });
    return fmt(s.wholeCombination, { options: check.options.map((o) => o.keep.join(' ')).join(' · ') });
  })();

  return (
    <div class="farkle-table two-pane" data-testid="farkle-table" data-phase={view.phase} data-turn-total={view.turn_total}>
      <p class="table-status">
        {view.turn !== undefined && view.turns > 0
          ? <span data-testid="farkle-turn">{fmt(s.turnOf, { n: number(lang, view.turn), total: number(lang, view.turns) })}</span>
          : fmt(s.target, { n: number(lang, view.target) })} · {fmt(s.entry, { n: number(lang, view.entry) })}
      </p>
      {view.final_round && !view.terminal && view.closer !== undefined && (
        <p class="banner" data-testid="final-round">
          {fmt(s.finalRound, { name: nameOf(view.closer), n: number(lang, view.score_to_beat ?? 0) })}
        </p>
      )}
      <ol class="farkle-scores" data-testid="farkle-scores">
        {view.players.map((p, i) => (
          <li class={`${i === view.player && !view.terminal ? 'current' : ''}${i === room.seat ? ' mine' : ''}`}>
            <span>{nameOf(i)}</span>
            <strong data-testid={`banked-${i}`}>{number(lang, p.banked)}</strong>
            <span class="small muted">{p.on_board ? s.onBoard : s.notOnBoard}</span>
          </li>
        ))}
      </ol>
      {/* the dice and what to do with them; held sideways, beside the scores (styles.css) */}
      <div class="table-play">
      {!view.terminal && (
        <p class="turn-total">
          {s.turnTotal}: <strong data-testid="turn-total">{number(lang, view.turn_total)}</strong>
          {view.turn_total > 0 && <span class="muted small"> ({nameOf(view.player)})</span>}
        </p>
      )}
      {farkle && (
        <p class="banner bad" data-testid="farkle-banner">
          {farkle.seat !== null && <strong>{nameOf(farkle.seat)}: </strong>}<MiniDice dice={farkle.dice} /> {s.farkle}
        </p>
      )}
      {hotDice && <p class="banner good" data-testid="hot-dice">{s.hotDice}</p>}
      {!view.terminal && (
        <div class="dice-tray" data-testid="dice">
          {view.dice.map((d, i) => (
            <Die key={`${throwId}-${i}`} value={d} held={picked.includes(i)} rolling={room.recent.length > 0 && !picked.includes(i)}
              onToggle={selecting ? () => toggle(i) : undefined} testId={`die-${i}`} />
          ))}
          {/* between throws: the dice still to throw, blank */}
          {view.dice.length === 0 && Array.from({ length: view.dice_to_throw }, () => (
            <span class="die ghost" aria-hidden="true"><DieFace value={0} /></span>
          ))}
        </div>
      )}
      {selecting && (
        <div class="actions">
          <p class={check.ok ? 'ok' : check.reason === 'empty' ? 'small muted' : 'why'} data-testid="selection-reason" aria-live="polite">{reason}</p>
          <button type="button" class="primary" disabled={!keep} data-testid="set-aside"
            onClick={() => keep && act(keep.action)}>
            {fmt(s.setAside, { points: check.ok ? check.selection.points : 0 })}
          </button>
          <details class="choices">
            <summary>{s.options}</summary>
            <ul>
              {view.selections.map((choice) => (
                <li>
                  <button type="button" class="link" onClick={() => setPicked(indicesFor(view.dice, choice.keep))}
                    data-testid={`choice-${keepChoice(room, choice.keep)?.action ?? choice.keep.join('-')}`}>
                    <MiniDice dice={choice.keep} /> {number(lang, choice.points)} · {plural(s.diceAfter, choice.dice_after)}
                  </button>
                </li>
              ))}
            </ul>
          </details>
          {view.min_bank > 1 && <p class="small muted">{fmt(s.minBank, { n: number(lang, view.min_bank) })}</p>}
        </div>
      )}
      {myTurn && view.phase === 'bank_or_roll' && (
        <div class="actions row wrap">
          <button type="button" class="primary" disabled={!canBank} onClick={() => bank && act(bank.action)} data-testid="bank">
            {fmt(s.bank, { n: number(lang, view.turn_total) })}
          </button>
          <button type="button" disabled={!canRoll} onClick={() => roll && act(roll.action)} data-testid="roll">
            {plural(s.throwDice, view.dice_to_throw)}
          </button>
          {!canBank && view.min_bank > 1 && <p class="small muted">{fmt(s.minBank, { n: number(lang, view.min_bank) })}</p>}
        </div>
      )}
      </div>
    </div>
  );
}
