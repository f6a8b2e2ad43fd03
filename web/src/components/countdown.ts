// Time left until a server's deadline, as a person reads it ("1:05", "0:09").
import { useEffect, useState } from 'preact/hooks';

/** Whole seconds from `now` until `deadline` (ISO 8601), never below 0. */
export function secondsUntil(deadline: string, now: number): number {
  const at = Date.parse(deadline);
  return Number.isNaN(at) ? 0 : Math.max(0, Math.ceil((at - now) / 1000));
}

export function clockText(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}

/** Seconds left until `deadline`, re-rendering as they pass (null: no deadline). */
export function useSecondsUntil(deadline: string | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!deadline) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [deadline]);
  return deadline ? secondsUntil(deadline, now) : null;
}
