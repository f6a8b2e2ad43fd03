// Who sits where: names (an account's linked to its profile), bots and their levels, online / away, whose turn, the winner's crown.
import type { SeatInfo } from '../protocol/generated/contract';
import { botLabel, fmt, useI18n } from '../i18n';
import { PersonName } from './PersonName';

interface Props {
  seats: SeatInfo[];
  mySeat: number | null;
  toMove: number | null;
  scores?: (number | string)[];
  nameOf(seat: number): string;
  /** Reports another person's seat to the moderators (absent: no report buttons). */
  onReport?(seat: number): void;
  /** The seat of whoever reports, never reported (default: mySeat; a signed-in spectator's account may hold one). */
  reporterSeat?: number | null;
}

export function SeatList({ seats, mySeat, toMove, scores, nameOf, onReport, reporterSeat = mySeat }: Props) {
  const { m } = useI18n();
  return (
    <ul class="seats" data-testid="seat-list">
      {seats.map((s) => {
        const state = s.bot !== null ? `${m.room.bot} · ${botLabel(m, s.bot)}`
          : !s.taken ? m.room.openSeat : s.away ? m.room.away : s.connected ? m.room.online : m.room.offline;
        return (
          <li class={`seat${s.seat === toMove ? ' to-move' : ''}${s.seat === mySeat ? ' mine' : ''}`}>
            <span class={`dot ${s.bot !== null || s.connected ? 'on' : 'off'}`} aria-hidden="true" />
            <span class="seat-name"><PersonName name={nameOf(s.seat)} account={s.account} />{s.seat === mySeat && ` (${m.room.you})`}</span>
            <span class="muted small">{state}</span>
            {s.seat === toMove && <span class="badge">{m.room.toPlay}</span>}
            {scores && <strong class="seat-score">{scores[s.seat]}</strong>}
            {onReport && s.bot === null && s.taken && s.seat !== reporterSeat && (
              <button type="button" class="report-flag" onClick={() => onReport(s.seat)} data-testid="seat-report"
                aria-label={fmt(m.report.reportPlayer, { name: nameOf(s.seat) })} title={m.report.button}>
                <svg viewBox="0 0 24 24" aria-hidden="true"><path d="M5 21V4h11l-1.5 4L16 12H7v9z" /></svg>
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
