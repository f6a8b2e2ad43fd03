// The category games' actions in words: a throw, the dice kept, a category written (by the card's
// name in the language); and where a decision was taken ("round 3, dice 3-3-4-5-6, 2 throws left").
import { fmt, plural } from '../../i18n';
import { actionOf } from '../../protocol/actionText';
import { moveWording } from '../wording';
import { keepLabel, keptLine, threwLine } from '../shared/wording';
import { categoryName, type CardNames } from './categories';
import { CATEGORY } from './strings';

const KINDS = ['throw', 'keep', 'score'] as const;

export function categoryWording(card: CardNames) {
  return moveWording({
    read: (a) => actionOf(a.text, KINDS),
    line(lang, a, who) {
      switch (a.kind) {
        case 'throw': return threwLine(lang, a.dice, who);
        // "keep all" is Triplo Seis' word; a card's keep names its dice
        case 'keep': return a.dice === 'all' ? `${who}: keep all` : keptLine(lang, a.dice, who);
        case 'score': return fmt(CATEGORY[lang].log.wrote, { who, category: categoryName(card, lang, a.category) });
      }
    },
    label(lang, a) {
      if (a.kind === 'keep' && a.dice !== 'all') return keepLabel(lang, a.dice);
      if (a.kind === 'score') return fmt(CATEGORY[lang].choices.write, { category: categoryName(card, lang, a.category) });
      return undefined;
    },
    situation(lang, where) {
      const m = where.match(/^round\s+(\d+), dice ([1-6](?:-[1-6])*), (\d+) throws? left$/);
      const s = CATEGORY[lang];
      return m ? fmt(s.where, { round: m[1], dice: m[2].split('-').join(' '), left: plural(s.throwsLeft, Number(m[3])) }) : undefined;
    },
  });
}
