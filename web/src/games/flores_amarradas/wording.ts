// Flores Amarradas' actions in words: the throws and the amounts (a bet, the banker's stake, a
// cover).
import { fmt } from '../../i18n';
import { moveWording } from '../wording';
import { threwLine } from '../shared/wording';
import { FLORES } from './strings';

const AMOUNT_WORD = { bet: 'bet', stake: 'staked', cover: 'covered' } as const;

export const floresWording = moveWording('flores_amarradas', {
  line: (lang, move, who) =>
    (move.kind === 'throw' ? threwLine(lang, move.dice, who) : fmt(FLORES[lang].log[AMOUNT_WORD[move.kind]], { who, n: move.chips })),
});
