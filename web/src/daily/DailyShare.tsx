// The share text of a finished daily attempt (share.ts), with a copy button and the phone's share
// sheet. The optimum's score, the place and the analysis join it as the server gives them: the
// analysis is computed after the end, so the text may grow while the person looks at it.
import { useEffect, useState } from 'preact/hooks';
import { plural, useI18n, type Plural } from '../i18n';
import { api, ApiError } from '../protocol/http';
import { isDocument } from '../analysis/analysis';
import { canShare, copyText } from '../components/ShareBox';
import { boardPath, dailyApi } from './api';
import { useOptimum } from './OptimumLine';
import { dailyShareText, decisionMarks, SQUARE, type Mark } from './share';

// The analysis asked again while computed, a little later each time, for about a minute at most.
const ANALYSIS_TRIES = 12;

interface Judged { accuracy: number | null; marks: Mark[] | null }

function useJudged(code: string, seat: number): Judged {
  const [judged, setJudged] = useState<Judged>({ accuracy: null, marks: null });
  useEffect(() => {
    let stop = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = (tries: number, delay: number) => {
      api.analysis(code).then((a) => {
        if (stop) return;
        if (isDocument(a)) setJudged({ accuracy: a.seats.find((s) => s.seat === seat)?.accuracy ?? null, marks: decisionMarks(a, seat) });
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
  return judged;
}

/** The person's place on the day's board, once it ranks them (a guest's attempt is on no board);
 * asked again once the analysis is in, when the result written at the end is surely stored. */
function usePlace(game: string, date: string, again: boolean): { rank: number; entrants: number } | null {
  const [place, setPlace] = useState<{ rank: number; entrants: number } | null>(null);
  useEffect(() => {
    let live = true;
    dailyApi.board(game, date).then((b) => live && setPlace(b.mine ? { rank: b.mine.rank, entrants: b.entrants } : null), () => {});
    return () => { live = false; };
  }, [game, date, again]);
  return place;
}

/** "12 good, 3 inaccuracies…": the squares for a screen reader. */
function marksLabel(words: Record<Mark, Plural>, marks: Mark[]): string {
  return (Object.keys(words) as Mark[])
    .map((k) => ({ k, n: marks.filter((x) => x === k).length }))
    .filter(({ n }) => n > 0)
    .map(({ k, n }) => plural(words[k], n))
    .join(', ');
}

export function DailyShare({ code, seat, game, gameName, date, score }:
  { code: string; seat: number; game: string; gameName: string; date: string; score: number }) {
  const { m, lang } = useI18n();
  const t = m.daily;
  const optimum = useOptimum(game, date, true, true);
  const { accuracy, marks } = useJudged(code, seat);
  const place = usePlace(game, date, marks !== null);
  const [copied, setCopied] = useState(false);
  const text = dailyShareText({ game: gameName, date, score, optimum, place, accuracy, marks, link: `${location.origin}${boardPath(game, date)}` }, t, lang);
  const squaresLine = marks?.map((k) => SQUARE[k]).join('');
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
      {/* every line in sight, wrapped as the screen needs; a tap selects it whole. The squares are
          drawn, not left to the device's emoji font, and still copied as the emoji they are. */}
      <pre class="share-text" data-testid="daily-share-text">
        {text.split('\n').map((line, i, all) => {
          const squares = marks?.length && line === squaresLine;
          return (
            <>
              {squares ? (
                <span role="img" aria-label={marksLabel(m.daily.shareMarks, marks)} data-testid="daily-share-marks">
                  {marks.map((k) => <span class={`square ${k}`}>{SQUARE[k]}</span>)}
                </span>
              ) : line}
              {i < all.length - 1 && '\n'}
            </>
          );
        })}
      </pre>
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
