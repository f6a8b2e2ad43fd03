// Centenário's and Matterhorn's actions in words: the throws, Matterhorn's crossings ("2 11, and 1
// in row 2"), and where a Matterhorn decision was taken (dice 1 4 6).
import { fmt, type Lang } from '../../i18n';
import { GAME_WORDS } from '../about';
import { moveWording } from '../wording';
import { diceSituation, threwLine } from '../shared/wording';

// what a crossing says, as the engine writes it (words.json)
const crossing = GAME_WORDS.matterhorn?.words?.crossing ?? {};

function crossText(lang: Lang, row1: number[], row2: number[]): string {
  if (row2.length === 0) return row1.join(' ');
  return fmt((row1.length ? crossing.bothRows : crossing.row2)[lang], { row1: row1.join(' '), row2: row2.join(' ') });
}

export const centenarioWording = moveWording('centenario', {
  line: (lang, move, who) => threwLine(lang, move.dice, who),
});

export const matterhornWording = moveWording('matterhorn', {
  line(lang, move, who) {
    switch (move.kind) {
      case 'throw': return threwLine(lang, move.dice, who);
      case 'cross': return fmt(crossing.log[lang], { who, numbers: crossText(lang, move.row1, move.row2) });
    }
  },
  label: (lang, move) => (move.kind === 'cross' ? fmt(crossing.choice[lang], { numbers: crossText(lang, move.row1, move.row2) }) : undefined),
  situation: (lang, s) => diceSituation(lang, s.dice),
});
