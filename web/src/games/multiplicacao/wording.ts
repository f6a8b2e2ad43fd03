// Multiplicação's actions in words: the throws, accepting or refusing a triple, a double or the
// last die; and where a decision was taken (6 5 set aside, dice 3).
import { fmt } from '../../i18n';
import { moveWording } from '../wording';
import { diceSituation, threwLine } from '../shared/wording';
import { MULT } from './strings';

export const multiplicacaoWording = moveWording('multiplicacao', {
  line(lang, move, who) {
    switch (move.kind) {
      case 'throw': return threwLine(lang, move.dice, who);
      case 'accept': return fmt(MULT[lang].log.accepted, { who });
      case 'refuse': return fmt(MULT[lang].log.refused, { who });
    }
  },
  label: (lang, move) => (move.kind === 'throw' ? undefined : MULT[lang].choices[move.kind]),
  situation: (lang, s) => diceSituation(lang, s.dice, s.set_aside),
});
