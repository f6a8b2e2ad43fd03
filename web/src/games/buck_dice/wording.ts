// Buck Dice's actions in words: the point number's die and the throws (no decisions).
import { fmt } from '../../i18n';
import { moveWording } from '../wording';
import { threwLine } from '../shared/wording';
import { BUCK } from './strings';

export const buckWording = moveWording('buck_dice', {
  line: (lang, move, who) =>
    (move.kind === 'point' ? fmt(BUCK[lang].log.threwPoint, { who, die: move.die }) : threwLine(lang, move.dice, who)),
});
