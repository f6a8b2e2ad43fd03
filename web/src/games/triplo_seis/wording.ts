// Triplo Seis' actions in words, as each seat may know them: the holder's throw and keep under the
// cup, what the others see of them ("throws 3 dice under the cup", "rethrows 2 dice"), believe,
// doubt, the calls; and where a decision was taken ("round 2, P3 holds the cup against 532").
import { fmt, plural } from '../../i18n';
import { actionOf } from '../../protocol/actionText';
import { moveWording } from '../wording';
import { keepLabel, keptLine, spaced } from '../shared/wording';
import { TRIPLO } from './strings';

const KINDS = ['throw', 'keep', 'believe', 'doubt', 'call', 'cup-throw', 'cup-rethrow'] as const;

export const triploWording = moveWording({
  read: (a) => actionOf(a.text, KINDS),
  line(lang, a, who) {
    const log = TRIPLO[lang].log;
    switch (a.kind) {
      case 'throw': return fmt(log.threwUnderCup, { who, dice: spaced(a.dice) });
      case 'keep': return a.dice === 'all' ? fmt(log.keptAll, { who }) : keptLine(lang, a.dice, who);
      case 'believe': return fmt(log.believed, { who });
      case 'doubt': return fmt(log.doubted, { who });
      case 'call': return fmt(log.called, { who, call: a.call });
      case 'cup-throw': return plural(log.threwHidden, a.dice, { who });
      case 'cup-rethrow': return a.dice === 0 ? fmt(log.rethrewNothing, { who }) : plural(log.rethrew, a.dice, { who });
    }
  },
  label(lang, a) {
    if (a.kind !== 'keep') return undefined;
    return a.dice === 'all' ? TRIPLO[lang].choices.keepAll : keepLabel(lang, a.dice);
  },
  situation(lang, where, nameOf) {
    const cup = where.match(/^round (\d+), P(\d+) holds the cup against (\d+)$/);
    return cup ? fmt(TRIPLO[lang].where, { round: cup[1], name: nameOf(Number(cup[2]) - 1), call: cup[3] }) : undefined;
  },
});
