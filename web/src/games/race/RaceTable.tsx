// Centenário and Matterhorn: every player's sheet (whose is whose, the numbers crossed, each
// player's latest throw and what it crossed), the throw by tap, and on a Matterhorn decision the
// person's own sheet to pick numbers on: only a legal grouping of the dice goes out, otherwise
// the reason is shown.
import { fmt, plural, useI18n, useStrings } from '../../i18n';
import { canAct, choicesOf, throwsByHand } from '../../state/room';
import {
  isCentenarioView, isMatterhornView, type CentenarioPlayer, type CentenarioView, type MatterhornPlayer, type MatterhornView,
} from '../../protocol/generated/contract';
import { MiniDice } from '../../components/Die';
import type { TableProps } from '../table-props';
import { DiceTray } from '../shared/DiceTray';
import { HandThrow } from '../shared/HandThrow';
import { justThrown, latestThrow } from '../shared/log';
import { useHeld } from '../../state/held';
import { centenarioMarks, checkPicks, picksCodec, picksOf, type Pick, type SheetMarks } from './sheet';
import { RaceSheet } from './RaceSheet';
import { RACE } from './strings';
import { matterhornWording } from './wording';
import './race.css';

interface Sheet {
  marks: SheetMarks;
  count: number;
  last?: { dice: number[]; row1: number[]; row2: number[] };
}

function centenarioSheet(c: CentenarioPlayer): Sheet {
  const marks = centenarioMarks(c.crossed);
  // which of the crossed targets the last throw took, by row
  const last = c.last && {
    dice: c.last.dice,
    row1: c.last.crossed.filter((_, i) => i + c.crossed - c.last!.crossed.length < 12),
    row2: c.last.crossed.filter((_, i) => i + c.crossed - c.last!.crossed.length >= 12),
  };
  return { marks, count: c.crossed, last };
}

const matterhornSheet = (mp: MatterhornPlayer): Sheet => ({
  marks: { row1: new Set(mp.row1_crossed), row2: new Set(mp.row2_crossed) },
  count: mp.row1_crossed.length + mp.row2_crossed.length,
  last: mp.last,
});

/** The two races' views as the table draws them: each player's sheet, Matterhorn's dice and rule. */
function raceOf(view: CentenarioView | MatterhornView) {
  return 'either_row' in view
    ? { sheets: view.players.map(matterhornSheet), dice: view.dice, eitherRow: view.either_row, matterhorn: view }
    : { sheets: view.players.map(centenarioSheet), dice: [] as number[], eitherRow: false, matterhorn: null };
}

export function RaceTable({ room, act, nameOf }: TableProps) {
  const { m, lang } = useI18n();
  const s = useStrings(RACE);
  const view = isMatterhornView(room.view) ? room.view : isCentenarioView(room.view) ? room.view : null;
  const crossings = choicesOf(room, 'cross');
  const deciding = canAct(room) && !throwsByHand(room) && crossings.length > 0;
  const race = view ? raceOf(view) : null;
  // the numbers picked for the dice come back after a refresh (state/held.ts)
  const [picks, setPicks] = useHeld(room.version, race?.dice ?? [], String(room.version), deciding, () => [] as Pick[], picksCodec);
  if (!view || !race) return null;
  const mine = room.seat !== null ? race.matterhorn?.players[room.seat] : undefined;
  const check = deciding && mine ? checkPicks(picks, crossings, mine.row1_crossed, race.eitherRow) : null;
  const toggle = (p: Pick) =>
    setPicks(picks.some((q) => q.row === p.row && q.n === p.n) ? picks.filter((q) => !(q.row === p.row && q.n === p.n)) : [...picks, p]);
  const thrown = latestThrow(room.log);
  const reason = check && !check.ok
    ? check.reason === 'empty' ? s.pickHint : check.reason === 'row2_closed' ? s.row2Closed
      : fmt(s.diceCannot, { dice: race.dice.join(' ') })
    : null;

  return (
    <div class="race-table two-pane" data-testid="race-table" data-deciding={String(deciding)}>
      <p class="table-status">{!race.matterhorn ? s.centenarioGoal : race.eitherRow ? s.matterhornEither : s.matterhornGoal}</p>
      <div class="table-play">
      {!view.terminal && (
        <DiceTray dice={race.dice.length ? race.dice : thrown?.dice ?? []} blanks={3} rolling={justThrown(room)}>
          {(race.dice.length || thrown) && (
            <p class="tray-caption">{fmt(m.dice.thrownBy, { name: nameOf(race.dice.length ? view.player : thrown!.seat ?? view.player) })}</p>
          )}
        </DiceTray>
      )}
      <HandThrow room={room} act={act} label={s.throw} />
      {deciding && check && (
        <div class="actions">
          <p class={check.ok ? 'ok' : check.reason === 'empty' ? 'small muted' : 'why'} data-testid="pick-reason" aria-live="polite">
            {check.ok ? fmt(s.willCross, { move: matterhornWording.label(lang, { text: check.choice.action, move: check.choice.move }) }) : reason}
          </p>
          <button type="button" class="primary" disabled={!check.ok} data-testid="cross" onClick={() => check.ok && act(check.choice.action)}>
            {check.ok ? matterhornWording.label(lang, { text: check.choice.action, move: check.choice.move }) : s.crossButton}
          </button>
          <details class="choices">
            <summary>{plural(s.choices, crossings.length)}</summary>
            <ul>
              {crossings.map((c) => (
                <li><button type="button" class="link" data-testid={`choice-${c.action}`} onClick={() => setPicks(picksOf(c.move))}>{matterhornWording.label(lang, { text: c.action, move: c.move })}</button></li>
              ))}
            </ul>
          </details>
        </div>
      )}
      </div>
      <ol class="sheets">
        {race.sheets.map((sheet, seat) => {
          const current = !view.terminal && seat === view.player;
          return (
            <li class={`sheet${current ? ' current' : ''}${seat === room.seat ? ' mine' : ''}`} data-testid={`sheet-${seat}`}>
              <div class="row spread wrap">
                <strong>{nameOf(seat)}</strong>
                <span class="small muted" data-testid={`crossed-${seat}`}>{fmt(s.crossedCount, { n: sheet.count })}</span>
              </div>
              <RaceSheet marks={sheet.marks} fresh={sheet.last} testId={`race-${seat}`}
                row2Closed={race.matterhorn !== null && !race.eitherRow && sheet.marks.row1.size < 12}
                picks={deciding && seat === room.seat ? picks : []} onPick={deciding && seat === room.seat ? toggle : undefined} />
              {sheet.last && (
                <p class="small muted last-throw">
                  {s.lastThrow} <MiniDice dice={sheet.last.dice} />{' '}
                  {sheet.last.row1.length + sheet.last.row2.length === 0 ? s.crossedNothing
                    : fmt(s.crossedThese, { numbers: [...sheet.last.row1, ...sheet.last.row2].join(' ') })}
                </p>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
