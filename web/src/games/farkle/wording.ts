// Farkle's actions in words: a throw (a farkle said so), the dice set aside, bank or throw on; and
// where a decision was taken (turn total 300 with the throw 1 2 5, or with 4 dice to throw).
import { fmt, number, plural } from '../../i18n';
import { GAME_WORDS } from '../about';
import { moveWording } from '../wording';
import { spaced, threwLine } from '../shared/wording';

// what the moves say, as the engine writes them (words.json)
const log = GAME_WORDS.farkle?.words?.log ?? {};
const choices = GAME_WORDS.farkle?.words?.choices ?? {};
const where = GAME_WORDS.farkle?.words?.where ?? {};

export const farkleWording = moveWording('farkle', {
  line(lang, move, who) {
    switch (move.kind) {
      case 'throw': return move.farkle ? fmt(log.threwFarkle[lang], { who, dice: spaced(move.dice) }) : threwLine(lang, move.dice, who);
      case 'keep': return fmt(log.setAside[lang], { who, dice: spaced(move.dice) });
      case 'bank': return fmt(log.banked[lang], { who });
      case 'roll': return fmt(log.rolledOn[lang], { who });
    }
  },
  label(lang, move) {
    switch (move.kind) {
      case 'keep': return fmt(choices.setAside[lang], { dice: spaced(move.dice) });
      case 'bank': return choices.bank[lang];
      case 'roll': return choices.roll[lang];
      default: return undefined;
    }
  },
  situation(lang, s) {
    return s.kind === 'select'
      ? fmt(where.select[lang], { total: number(lang, s.turn_total), dice: spaced(s.dice) })
      : plural({ one: where.bankOne[lang], other: where.bankOther[lang] }, s.dice_to_throw, { total: number(lang, s.turn_total) });
  },
});
