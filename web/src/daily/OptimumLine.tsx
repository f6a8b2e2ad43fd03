// The optimum's score on the day's dice, beside a person's: shown once their attempt is over (the
// server says so by answering; before, it refuses with not_yet and nothing is shown).
import { useEffect, useState } from 'preact/hooks';
import { fmt, number, useI18n } from '../i18n';
import { afterTheEnd, dailyApi } from './api';

/** The optimal player's score on the day's dice, null until (and unless) the server shows it;
 * `justEnded`: asked at the attempt's end, when the server may not have stored it yet. */
export function useOptimum(game: string, date: string, ready = true, justEnded = false): number | null {
  const [score, setScore] = useState<number | null>(null);
  useEffect(() => {
    if (!ready) return;
    let live = true;
    const ask = () => dailyApi.optimal(game, date);
    (justEnded ? afterTheEnd(ask) : ask()).then((o) => live && setScore(o.scores[0] ?? null), () => live && setScore(null));
    return () => { live = false; };
  }, [game, date, ready, justEnded]);
  return score;
}

export function OptimumLine({ game, date, ready = true, justEnded = false }: { game: string; date: string; ready?: boolean; justEnded?: boolean }) {
  const { m, lang } = useI18n();
  const score = useOptimum(game, date, ready, justEnded);
  if (score === null) return null;
  return <p data-testid="daily-optimum">{fmt(m.daily.optimum, { score: number(lang, score) })}</p>;
}
