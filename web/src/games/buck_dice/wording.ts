// Buck Dice's actions in words: the point number's die and the throws (no decisions).
import { fmt } from '../../i18n';
import { actionOf } from '../../protocol/actionText';
import { moveWording } from '../wording';
import { threwLine } from '../shared/wording';
import { BUCK } from './strings';

export const buckWording = moveWording({
  read: (a) => actionOf(a.text, ['point', 'throw'] as const),
  line: (lang, a, who) => (a.kind === 'point' ? fmt(BUCK[lang].log.threwPoint, { who, die: a.die }) : threwLine(lang, a.dice, who)),
});
