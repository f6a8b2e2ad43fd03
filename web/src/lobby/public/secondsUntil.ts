// Seconds left until a moment, redrawn four times a second while shown (read from the clock at
// each drawing, so a moment that moves later never shows more than it has).
import { useEffect, useState } from 'preact/hooks';

export function useSecondsUntil(at: number): number {
  const [, redraw] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => redraw((n) => n + 1), 250);
    return () => clearInterval(timer);
  }, [at]);
  return Math.max(0, Math.ceil((at - Date.now()) / 1000));
}
