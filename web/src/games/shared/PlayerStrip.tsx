// Every player in a row of cards: the name, the main number (points, chips, numbers crossed) and
// a line under it; the player to move and the person's own seat stand out.
import type { ComponentChildren } from 'preact';

export interface StripItem {
  seat: number;
  main: ComponentChildren;
  sub?: ComponentChildren;
  /** Filled part of a bar under the number (0..1), e.g. the way to a target. */
  progress?: number;
}

interface Props {
  items: StripItem[];
  current: number | null;
  mySeat: number | null;
  nameOf(seat: number): string;
  testId?: string;
}

export function PlayerStrip({ items, current, mySeat, nameOf, testId = 'players' }: Props) {
  return (
    <ol class="player-strip" data-testid={testId}>
      {items.map((it) => (
        <li class={`${it.seat === current ? 'current' : ''}${it.seat === mySeat ? ' mine' : ''}`} data-seat={it.seat}>
          <span class="strip-name">{nameOf(it.seat)}</span>
          <strong data-testid={`${testId}-${it.seat}`}>{it.main}</strong>
          {it.progress !== undefined && (
            <span class="strip-bar" aria-hidden="true"><span style={{ width: `${Math.round(100 * Math.min(1, Math.max(0, it.progress)))}%` }} /></span>
          )}
          {it.sub !== undefined && <span class="small muted">{it.sub}</span>}
        </li>
      ))}
    </ol>
  );
}
