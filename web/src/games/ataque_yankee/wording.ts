// Ataque Yankee's actions in words: only throws (no decisions).
import { moveWording } from '../wording';
import { threwLine } from '../shared/wording';

export const yankeeWording = moveWording('ataque_yankee', {
  line: (lang, move, who) => threwLine(lang, move.dice, who),
});
