// Centenário's and Matterhorn's actions in words: the throws, Matterhorn's crossings ("cross 2 11
// row2 1": "2 11, and 1 in row 2"), and where a Matterhorn decision was taken ("dice 1-4-6").
import { fmt, type Lang } from '../../i18n';
import { actionOf } from '../../protocol/actionText';
import { moveWording } from '../wording';
import { diceSituation, threwLine } from '../shared/wording';
import { RACE } from './strings';

const KINDS = ['throw', 'cross'] as const;

function crossText(lang: Lang, row1: number[], row2: number[]): string {
  if (row2.length === 0) return row1.join(' ');
  const c = RACE[lang].crossing;
  return fmt(row1.length ? c.bothRows : c.row2, { row1: row1.join(' '), row2: row2.join(' ') });
}

export const raceWording = moveWording({
  read: (a) => actionOf(a.text, KINDS),
  line(lang, a, who) {
    switch (a.kind) {
      case 'throw': return threwLine(lang, a.dice, who);
      case 'cross': return fmt(RACE[lang].crossing.log, { who, numbers: crossText(lang, a.row1, a.row2) });
    }
  },
  label: (lang, a) => (a.kind === 'cross' ? fmt(RACE[lang].crossing.choice, { numbers: crossText(lang, a.row1, a.row2) }) : undefined),
  situation: diceSituation,
});
