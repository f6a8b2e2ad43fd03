// Ataque Yankee's actions in words: only throws (no decisions).
import { actionOf } from '../../protocol/actionText';
import { moveWording } from '../wording';
import { threwLine } from '../shared/wording';

export const yankeeWording = moveWording({
  read: (a) => actionOf(a.text, ['throw'] as const),
  line: (lang, a, who) => threwLine(lang, a.dice, who),
});
