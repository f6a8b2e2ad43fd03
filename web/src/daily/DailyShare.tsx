// The share text of a finished daily attempt (share.ts), with a copy button and the phone's share
// sheet. The optimum's score and the accuracy join it as the server gives them: the analysis is
// computed after the end, so the text may grow a line while the person looks at it.
import { useEffect, useState } from 'preact/hooks';
import { useI18n } from '../i18n';
import { api, ApiError } from '../protocol/http';
import { isDocument } from '../analysis/analysis';
import { canShare, copyText } from '../components/ShareBox';
import { boardPath } from './api';
import { useOptimum } from './OptimumLine';
import { dailyShareText } from './share';

// The analysis asked again while computed, a little later each time, for about a minute at most.
const ANALYSIS_TRIES = 12;

function useAccuracy(code: string, seat: number): number | null {
  const [accuracy, setAccuracy] = useState<number | null>(null);
  useEffect(() => {
    let stop = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = (tries: number, delay: number) => {
      api.analysis(code).then((a) => {
        if (stop) return;
        if (isDocument(a)) setAccuracy(a.seats.find((s) => s.seat === seat)?.accuracy ?? null);
        else if (tries > 1) timer = setTimeout(() => ask(tries - 1, Math.min(delay * 2, 8000)), delay);
      }, (e) => {
        // a room between two instances or a full queue passes; anything else leaves the line out
        if (!stop && e instanceof ApiError && (e.code === 'moved' || e.code === 'busy') && tries > 1)
          timer = setTimeout(() => ask(tries - 1, Math.min(delay * 2, 8000)), delay);
      });
    };
    ask(ANALYSIS_TRIES, 500);
    return () => { stop = true; clearTimeout(timer); };
  }, [code, seat]);
  return accuracy;
}

export function DailyShare({ code, seat, game, gameName, date, score }:
  { code: string; seat: number; game: string; gameName: string; date: string; score: number }) {
  const { m, lang } = useI18n();
  const t = m.daily;
  const optimum = useOptimum(game, date);
  const accuracy = useAccuracy(code, seat);
  const [copied, setCopied] = useState(false);
  const text = dailyShareText({ game: gameName, date, score, optimum, accuracy, link: `${location.origin}${boardPath(game, date)}` }, t, lang);
  useEffect(() => setCopied(false), [text]);
  const share = async () => {
    try {
      await navigator.share({ title: m.app.title, text });
    } catch {
      // closed without sharing, or refused: the copy button is still there
    }
  };
  return (
    <section class="panel share daily-share" aria-label={t.shareTitle} data-testid="daily-share">
      <h2>{t.shareTitle}</h2>
      {/* every line in sight, wrapped as the screen needs; a tap selects it whole */}
      <pre class="share-text" data-testid="daily-share-text">{text}</pre>
      <p class="small muted">{t.shareNote}</p>
      <div class="row wrap">
        <button type="button" onClick={async () => setCopied(await copyText(text))} data-testid="daily-share-copy">
          {copied ? m.lobby.copied : t.copyText}
        </button>
        {canShare() && <button type="button" onClick={share} data-testid="daily-share-sheet">{m.lobby.shareButton}</button>}
      </div>
    </section>
  );
}
