// Farkle's actions in words: a throw (a farkle said so), the dice set aside, bank or throw on; and
// where a decision was taken (turn total 300 with the throw 1 2 5, or with 4 dice to throw).
import { fmt, number, plural } from '../../i18n';
import { moveWording } from '../wording';
import { spaced, threwLine } from '../shared/wording';
import { FARKLE } from './strings';

export const farkleWording = moveWording('farkle', {
  line(lang, move, who) {
    const log = FARKLE[lang].log;
    switch (move.kind) {
      case 'throw': return move.farkle ? fmt(log.threwFarkle, { who, dice: spaced(move.dice) }) : threwLine(lang, move.dice, who);
      case 'keep': return fmt(log.setAside, { who, dice: spaced(move.dice) });
      case 'bank': return fmt(log.banked, { who });
      case 'roll': return fmt(log.rolledOn, { who });
    }
  },
  label(lang, move) {
    const choices = FARKLE[lang].choices;
    switch (move.kind) {
      case 'keep': return fmt(choices.setAside, { dice: spaced(move.dice) });
      case 'bank': return choices.bank;
      case 'roll': return choices.roll;
      default: return undefined;
    }
  },
  situation(lang, s) {
    const words = FARKLE[lang].where;
    return s.kind === 'select'
      ? fmt(words.select, { total: number(lang, s.turn_total), dice: spaced(s.dice) })
      : plural(words.bank, s.dice_to_throw, { total: number(lang, s.turn_total) });
  },
});
