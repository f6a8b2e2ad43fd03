// The turn clock of the seat to act, counting down for everyone; the person whose time runs out
// is warned before the bot plays for them (PROTOCOL.md v1.1 `clock`).
import type { TurnClock as Clock } from '../protocol/generated/contract';
import { fmt, useI18n } from '../i18n';
import { clockText, useSecondsUntil } from './countdown';

/** From this many seconds left the clock warns the person whose turn it is. */
export const WARN_SECONDS = 10;

export function TurnClock({ clock, mySeat, nameOf }: { clock: Clock | null; mySeat: number | null; nameOf(seat: number): string }) {
  const { m } = useI18n();
  const left = useSecondsUntil(clock?.deadline ?? null);
  if (!clock || left === null) return null;
  const mine = clock.seat === mySeat;
  const warn = mine && left <= WARN_SECONDS;
  const time = clockText(left);
  return (
    <p class={`turn-clock${warn ? ' warn' : ''}`} data-testid="turn-clock" data-seat={clock.seat} data-left={left}>
      {mine ? fmt(m.room.clockMine, { time }) : fmt(m.room.clockTheirs, { name: nameOf(clock.seat), time })}
      {warn && <span class="clock-warn" role="alert" data-testid="clock-warn"> {m.room.clockWarn}</span>}
    </p>
  );
}
