// Multiplicação's actions in words: the throws, accepting or refusing a triple, a double or the
// last die; and where a decision was taken ("round 2, set aside 6, dice 3-5").
import { fmt } from '../../i18n';
import { actionOf } from '../../protocol/actionText';
import { moveWording } from '../wording';
import { diceSituation, threwLine } from '../shared/wording';
import { MULT } from './strings';

const KINDS = ['throw', 'accept', 'refuse'] as const;

export const multiplicacaoWording = moveWording({
  read: (a) => actionOf(a.text, KINDS),
  line(lang, a, who) {
    switch (a.kind) {
      case 'throw': return threwLine(lang, a.dice, who);
      case 'accept': return fmt(MULT[lang].log.accepted, { who });
      case 'refuse': return fmt(MULT[lang].log.refused, { who });
    }
  },
  label: (lang, a) => (a.kind === 'throw' ? undefined : MULT[lang].choices[a.kind]),
  situation: diceSituation,
});
