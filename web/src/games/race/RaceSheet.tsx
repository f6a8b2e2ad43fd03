// One player's sheet: row 1 (1 to 12) and row 2 (12 down to 1), crossed numbers struck, the next
// target ringed (Centenário), the numbers crossed by the latest throw marked, and on the person's
// own Matterhorn turn the open numbers as buttons to pick.
import { fmt, useStrings } from '../../i18n';
import { RACE } from './strings';
import { ROW1, ROW2, type Pick, type SheetMarks } from './sheet';

interface Props {
  marks: SheetMarks;
  /** Numbers the latest throw crossed, per row. */
  fresh?: { row1: number[]; row2: number[] };
  picks?: Pick[];
  /** Row 2 is not open yet (Matterhorn): drawn dimmed; a tap on it says why. */
  row2Closed?: boolean;
  /** Given on the person's own Matterhorn decision: a tap toggles an open number. */
  onPick?(pick: Pick): void;
  testId: string;
}

export function RaceSheet({ marks, fresh, picks = [], row2Closed = false, onPick, testId }: Props) {
  const s = useStrings(RACE);
  const row = (r: 1 | 2, numbers: number[], crossed: Set<number>, newly: number[]) => (
    <div class={`sheet-row${r === 2 && row2Closed ? ' closed' : ''}`} role="group" aria-label={r === 1 ? s.row1 : s.row2}>
      <span class="row-label" aria-hidden="true">{r}</span>
      {numbers.map((n) => {
        const done = crossed.has(n);
        const picked = picks.some((p) => p.row === r && p.n === n);
        const next = marks.next?.row === r && marks.next.n === n;
        const cls = `cell${done ? ' crossed' : ''}${picked ? ' picked' : ''}${next ? ' next' : ''}${newly.includes(n) ? ' fresh' : ''}`;
        const label = fmt(done ? s.crossedNumber : s.openNumber, { n });
        if (onPick && !done)
          return (
            <button type="button" class={cls} aria-pressed={picked} aria-label={label} data-testid={`${testId}-${r}-${n}`}
              onClick={() => onPick({ row: r, n })}>{n}</button>
          );
        return <span class={cls} aria-label={label} data-testid={`${testId}-${r}-${n}`}>{n}</span>;
      })}
    </div>
  );
  return (
    <div class="race-sheet" data-testid={testId}>
      {row(1, ROW1, marks.row1, fresh?.row1 ?? [])}
      {row(2, ROW2, marks.row2, fresh?.row2 ?? [])}
    </div>
  );
}
