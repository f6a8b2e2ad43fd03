// A die drawn as a die: an SVG face with pips. A button when it can be tapped (keep / set aside),
// so it is reachable by keyboard and announces whether it is held.
import { fmt, useI18n } from '../i18n';

const PIPS: Record<number, [number, number][]> = {
  1: [[50, 50]],
  2: [[28, 28], [72, 72]],
  3: [[28, 28], [50, 50], [72, 72]],
  4: [[28, 28], [72, 28], [28, 72], [72, 72]],
  5: [[28, 28], [72, 28], [50, 50], [28, 72], [72, 72]],
  6: [[28, 26], [72, 26], [28, 50], [72, 50], [28, 74], [72, 74]],
};

export function DieFace({ value, size = 56 }: { value: number; size?: number }) {
  return (
    <svg class="die-face" viewBox="0 0 100 100" width={size} height={size} aria-hidden="true">
      <rect x="4" y="4" width="92" height="92" rx="18" />
      {(PIPS[value] ?? []).map(([cx, cy]) => <circle cx={cx} cy={cy} r="9" />)}
    </svg>
  );
}

interface DieProps {
  value: number;
  held?: boolean;
  rolling?: boolean;
  onToggle?: () => void;
  testId?: string;
}

export function Die({ value, held = false, rolling = false, onToggle, testId }: DieProps) {
  const { m } = useI18n();
  const label = fmt(m.dice.die, { value }) + (held ? ` (${m.dice.kept})` : '');
  const cls = `die${held ? ' held' : ''}${rolling ? ' rolling' : ''}`;
  if (!onToggle)
    return (
      <span class={cls} role="img" aria-label={label} data-testid={testId} data-value={value}>
        <DieFace value={value} />
      </span>
    );
  return (
    <button type="button" class={cls} aria-pressed={held} aria-label={label} onClick={onToggle}
      data-testid={testId} data-value={value}>
      <DieFace value={value} />
    </button>
  );
}

/** A row of small dice in running text (the log, a Farkle choice). */
export function MiniDice({ dice }: { dice: number[] }) {
  return (
    <span class="mini-dice" aria-label={dice.join(' ')}>
      {dice.map((d) => <DieFace value={d} size={18} />)}
    </span>
  );
}
