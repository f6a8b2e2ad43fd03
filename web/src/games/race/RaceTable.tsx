// Centenário and Matterhorn: every player's sheet (whose is whose, the numbers crossed, each
// player's latest throw and what it crossed), the throw by tap, and on a Matterhorn decision the
// person's own sheet to pick numbers on: only a legal grouping of the dice goes out, otherwise
// the reason is shown.
import { fmt, plural, useI18n, useStrings } from '../../i18n';
import { canAct } from '../../state/room';
import { MiniDice } from '../../components/Die';
import type { TableProps } from '../table-props';
import { DiceTray } from '../shared/DiceTray';
import { HandThrow } from '../shared/HandThrow';
import { justThrown, latestThrow } from '../shared/log';
import { useHeld } from '../../state/held';
import { centenarioMarks, checkPicks, picksCodec, picksOf, type Pick, type SheetMarks } from './sheet';
import { RaceSheet } from './RaceSheet';
import { RACE } from './strings';
import { raceWording } from './wording';

interface CentenarioPlayer {
  crossed: number;
  next: number | null;
  last?: { dice: number[]; crossed: number[] };
}

interface MatterhornPlayer {
  row1_crossed: number[];
  row2_crossed: number[];
  last?: { dice: number[]; row1: number[]; row2: number[] };
}

interface RaceView {
  game: string;
  terminal: boolean;
  player: number;
  players: (CentenarioPlayer | MatterhornPlayer)[];
  dice?: number[];
  either_row?: boolean;
}

interface Sheet {
  marks: SheetMarks;
  count: number;
  last?: { dice: number[]; row1: number[]; row2: number[] };
}

function sheetOf(game: string, p: CentenarioPlayer | MatterhornPlayer): Sheet {
  if (game === 'centenario') {
    const c = p as CentenarioPlayer;
    const marks = centenarioMarks(c.crossed);
    // which of the crossed targets the last throw took, by row
    const last = c.last && {
      dice: c.last.dice,
      row1: c.last.crossed.filter((_, i) => i + c.crossed - c.last!.crossed.length < 12),
      row2: c.last.crossed.filter((_, i) => i + c.crossed - c.last!.crossed.length >= 12),
    };
    return { marks, count: c.crossed, last };
  }
  const mp = p as MatterhornPlayer;
  return { marks: { row1: new Set(mp.row1_crossed), row2: new Set(mp.row2_crossed) }, count: mp.row1_crossed.length + mp.row2_crossed.length, last: mp.last };
}

export function RaceTable({ room, game, act, nameOf }: TableProps) {
  const { m, lang } = useI18n();
  const s = useStrings(RACE);
  const view = room.view as RaceView | null;
  const deciding = canAct(room) && !room.legal.includes('throw') && room.legal.length > 0;
  // the numbers picked for the dice come back after a refresh (state/held.ts)
  const [picks, setPicks] = useHeld(room.version, view?.dice ?? [], String(room.version), deciding, () => [] as Pick[], picksCodec);
  if (!view) return null;
  const mine = room.seat !== null ? (view.players[room.seat] as MatterhornPlayer | undefined) : undefined;
  const check = deciding && mine ? checkPicks(picks, room.legal, mine.row1_crossed, !!view.either_row) : null;
  const toggle = (p: Pick) =>
    setPicks(picks.some((q) => q.row === p.row && q.n === p.n) ? picks.filter((q) => !(q.row === p.row && q.n === p.n)) : [...picks, p]);
  const thrown = latestThrow(room.log);
  const reason = check && !check.ok
    ? check.reason === 'empty' ? s.pickHint : check.reason === 'row2_closed' ? s.row2Closed
      : fmt(s.diceCannot, { dice: (view.dice ?? []).join(' ') })
    : null;

  return (
    <div class="race-table" data-testid="race-table" data-deciding={String(deciding)}>
      <p class="table-status">{game === 'centenario' ? s.centenarioGoal : view.either_row ? s.matterhornEither : s.matterhornGoal}</p>
      <div class="table-play">
      {!view.terminal && (
        <DiceTray dice={view.dice?.length ? view.dice : thrown?.dice ?? []} blanks={3} rolling={justThrown(room)}>
          {(view.dice?.length || thrown) && (
            <p class="tray-caption">{fmt(m.dice.thrownBy, { name: nameOf(view.dice?.length ? view.player : thrown!.seat ?? view.player) })}</p>
          )}
        </DiceTray>
      )}
      <HandThrow room={room} act={act} label={s.throw} />
      {deciding && check && (
        <div class="actions">
          <p class={check.ok ? 'ok' : check.reason === 'empty' ? 'small muted' : 'why'} data-testid="pick-reason" aria-live="polite">
            {check.ok ? fmt(s.willCross, { move: raceWording.label(lang, check.action) }) : reason}
          </p>
          <button type="button" class="primary" disabled={!check.ok} data-testid="cross" onClick={() => check.ok && act(check.action)}>
            {check.ok ? raceWording.label(lang, check.action) : s.crossButton}
          </button>
          <details class="choices">
            <summary>{plural(s.choices, room.legal.length)}</summary>
            <ul>
              {room.legal.map((a) => (
                <li><button type="button" class="link" data-testid={`choice-${a}`} onClick={() => setPicks(picksOf(a))}>{raceWording.label(lang, a)}</button></li>
              ))}
            </ul>
          </details>
        </div>
      )}
      </div>
      <ol class="sheets">
        {view.players.map((p, seat) => {
          const sheet = sheetOf(game, p);
          const current = !view.terminal && seat === view.player;
          return (
            <li class={`sheet${current ? ' current' : ''}${seat === room.seat ? ' mine' : ''}`} data-testid={`sheet-${seat}`}>
              <div class="row spread wrap">
                <strong>{nameOf(seat)}</strong>
                <span class="small muted" data-testid={`crossed-${seat}`}>{fmt(s.crossedCount, { n: sheet.count })}</span>
              </div>
              <RaceSheet marks={sheet.marks} fresh={sheet.last} testId={`race-${seat}`}
                row2Closed={game === 'matterhorn' && !view.either_row && sheet.marks.row1.size < 12}
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
