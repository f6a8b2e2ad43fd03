// A finished daily attempt's share text, as daily word games have: the game, the day, the score
// beside the optimum's on the same dice and the accuracy, and the day's board. No die of the day
// and no choice in it: the day's dice stay unknown to those who have yet to play.
import { fmt, number, type Lang } from '../i18n';

export interface ShareFacts {
  /** The game's name in the person's language. */
  game: string;
  /** The day, YYYY-MM-DD (UTC). */
  date: string;
  score: number;
  /** The optimal player's score on the same dice, once the server has shown it. */
  optimum: number | null;
  /** The analysis's accuracy of the person's decisions (0 to 100), once computed. */
  accuracy: number | null;
  /** The day's board, where whoever reads the text can play the day too. */
  link: string;
}

export interface ShareWords {
  shareHead: string;
  shareScore: string;
  shareScoreOptimum: string;
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
  if (facts.accuracy !== null) lines.push(fmt(words.shareAccuracy, { n: number(lang, facts.accuracy, 1) }));
  lines.push(facts.link);
  return lines.join('\n');
}
