// Multiplicação's actions in words: the throws, accepting or refusing a triple, a double or the
// last die; and where a decision was taken (6 5 set aside, dice 3).
import { fmt, type Lang } from '../../i18n';
import { GAME_WORDS } from '../about';
import { moveWording } from '../wording';
import { diceSituation, threwLine } from '../shared/wording';

// what accepting and refusing say, as the engine writes it (words.json)
const words = GAME_WORDS.multiplicacao?.words ?? {};
const log = words.log ?? {};
const choices = words.choices ?? {};

/** "Accept", "Refuse" in the language: the buttons of the decision and the names of the choices. */
export const decisionLabel = (lang: Lang, kind: 'accept' | 'refuse'): string => choices[kind][lang];

export const multiplicacaoWording = moveWording('multiplicacao', {
  line(lang, move, who) {
    switch (move.kind) {
      case 'throw': return threwLine(lang, move.dice, who);
      case 'accept': return fmt(log.accepted[lang], { who });
      case 'refuse': return fmt(log.refused[lang], { who });
    }
  },
  label: (lang, move) => (move.kind === 'throw' ? undefined : decisionLabel(lang, move.kind)),
  situation: (lang, s) => diceSituation(lang, s.dice, s.set_aside),
});
