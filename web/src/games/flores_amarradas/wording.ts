// Flores Amarradas' actions in words: the throws and the amounts (a bet, the banker's stake, a
// cover).
import { fmt } from '../../i18n';
import { GAME_WORDS } from '../about';
import { moveWording } from '../wording';
import { threwLine } from '../shared/wording';

// what a bet, a stake and a cover say, as the engine writes it (words.json)
const log = GAME_WORDS.flores_amarradas?.words?.log ?? {};
const AMOUNT_WORD = { bet: 'bet', stake: 'staked', cover: 'covered' } as const;

export const floresWording = moveWording('flores_amarradas', {
  line: (lang, move, who) =>
    (move.kind === 'throw' ? threwLine(lang, move.dice, who) : fmt(log[AMOUNT_WORD[move.kind]][lang], { who, n: move.chips })),
});
