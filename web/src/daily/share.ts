// A finished daily attempt's share text, as daily word games have: the game, the day, the score
// beside the optimum's on the same dice, the place among the day's entrants, the accuracy, a square
// per decision coloured by the analysis's judgement, and the day's board. No die of the day and no
// choice in it: the day's dice stay unknown to those who have yet to play.
import { fmt, number, type Lang } from '../i18n';
import type { AnalysisDocument, Judgement } from '../analysis/analysis';

export type Mark = NonNullable<Judgement> | 'good';

/** The squares of daily word games, one per decision: what a pasted text shows on any phone. */
export const SQUARE: Record<Mark, string> = { good: '🟩', inaccuracy: '🟨', mistake: '🟧', blunder: '🟥' };

/** A mark per decision of the seat the analysis judged (forced ones left out), in play order. */
export function decisionMarks(doc: Pick<AnalysisDocument, 'steps'>, seat: number): Mark[] {
  return doc.steps
    .filter((s) => s.kind === 'decision' && s.seat === seat && !s.forced)
    .map((s) => s.judgement ?? 'good');
}

export interface ShareFacts {
  /** The game's name in the person's language. */
  game: string;
  /** The day, YYYY-MM-DD (UTC). */
  date: string;
  score: number;
  /** The optimal player's score on the same dice, once the server has shown it. */
  optimum: number | null;
  /** The person's place on the day's board and how many played, when their attempt is ranked. */
  place: { rank: number; entrants: number } | null;
  /** The analysis's accuracy of the person's decisions (0 to 100), once computed. */
  accuracy: number | null;
  /** decisionMarks of the analysis, once computed. */
  marks: Mark[] | null;
  /** The day's board, where whoever reads the text can play the day too. */
  link: string;
}

export interface ShareWords {
  shareHead: string;
  shareScore: string;
  shareScoreOptimum: string;
  sharePlace: string;
  shareAccuracy: string;
}

export function dailyShareText(facts: ShareFacts, words: ShareWords, lang: Lang): string {
  const day = new Date(`${facts.date}T12:00:00Z`).toLocaleDateString(lang, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const score = number(lang, facts.score);
  const lines = [
    fmt(words.shareHead, { game: facts.game, date: day }),
    facts.optimum === null
      ? fmt(words.shareScore, { score })
      : fmt(words.shareScoreOptimum, { score, optimum: number(lang, facts.optimum) }),
  ];
  if (facts.place) lines.push(fmt(words.sharePlace, { rank: number(lang, facts.place.rank), n: number(lang, facts.place.entrants) }));
  if (facts.accuracy !== null) lines.push(fmt(words.shareAccuracy, { n: number(lang, facts.accuracy, 1) }));
  if (facts.marks?.length) lines.push(facts.marks.map((k) => SQUARE[k]).join(''));
  lines.push(facts.link);
  return lines.join('\n');
}
