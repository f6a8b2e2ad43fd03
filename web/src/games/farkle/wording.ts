// Farkle's actions in words: a throw (a farkle said so), the dice set aside, bank or throw on; and
// where a decision was taken ("turn total 300, throw 1-2-5", "turn total 300, 4 dice to throw").
import { fmt } from '../../i18n';
import { actionOf } from '../../protocol/actionText';
import { moveWording } from '../wording';
import { spaced, threwLine } from '../shared/wording';
import { FARKLE } from './strings';

const KINDS = ['throw', 'keep', 'bank', 'roll'] as const;

export const farkleWording = moveWording({
  read: (a) => actionOf(a.text, KINDS),
  line(lang, a, who) {
    const log = FARKLE[lang].log;
    switch (a.kind) {
      case 'throw': return a.farkle ? fmt(log.threwFarkle, { who, dice: spaced(a.dice) }) : threwLine(lang, a.dice, who);
      // "keep all" is Triplo Seis' word; a Farkle keep names its dice
      case 'keep': return a.dice === 'all' ? `${who}: keep all` : fmt(log.setAside, { who, dice: spaced(a.dice) });
      case 'bank': return fmt(log.banked, { who });
      case 'roll': return fmt(log.rolledOn, { who });
    }
  },
  label(lang, a) {
    const choices = FARKLE[lang].choices;
    switch (a.kind) {
      case 'keep': return a.dice === 'all' ? undefined : fmt(choices.setAside, { dice: spaced(a.dice) });
      case 'bank': return choices.bank;
      case 'roll': return choices.roll;
      default: return undefined;
    }
  },
  situation(lang, where) {
    const words = FARKLE[lang].where;
    const select = where.match(/^turn total (\d+), throw ([1-6](?:-[1-6])*)$/);
    if (select) return fmt(words.select, { total: select[1], dice: select[2].split('-').join(' ') });
    const bank = where.match(/^turn total (\d+), (\d+) dice to throw$/);
    if (bank) return fmt(words.bank, { total: bank[1], n: bank[2] });
    return undefined;
  },
});
