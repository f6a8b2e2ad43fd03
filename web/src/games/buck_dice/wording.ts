// Buck Dice's actions in words: the point number's die and the throws (no decisions).
import { fmt } from '../../i18n';
import { GAME_WORDS } from '../about';
import { moveWording } from '../wording';
import { threwLine } from '../shared/wording';

// what the point number's throw says, as the engine writes it (words.json)
const log = GAME_WORDS.buck_dice?.words?.log ?? {};

export const buckWording = moveWording('buck_dice', {
  line: (lang, move, who) =>
    (move.kind === 'point' ? fmt(log.threwPoint[lang], { who, die: move.die }) : threwLine(lang, move.dice, who)),
});
