// Flores Amarradas' actions in words: the throws and the amounts (a bet, the banker's stake, a
// cover).
import { fmt } from '../../i18n';
import { actionOf } from '../../protocol/actionText';
import { moveWording } from '../wording';
import { threwLine } from '../shared/wording';
import { FLORES } from './strings';

const AMOUNT_WORD = { bet: 'bet', stake: 'staked', cover: 'covered' } as const;

export const floresWording = moveWording({
  read: (a) => actionOf(a.text, ['throw', 'amount'] as const),
  line: (lang, a, who) =>
    (a.kind === 'amount' ? fmt(FLORES[lang].log[AMOUNT_WORD[a.verb]], { who, n: a.chips }) : threwLine(lang, a.dice, who)),
});
