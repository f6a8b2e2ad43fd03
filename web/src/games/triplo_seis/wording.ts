// Triplo Seis' actions in words, as each seat may know them: the holder's throw and keep under the
// cup, what the others learn of them (how many dice: cup_throw, cup_rethrow, cup_keep), believe,
// doubt, the calls; and where a decision was taken (round 2, Ana holds the cup against 532).
import { fmt, plural, type Lang } from '../../i18n';
import { GAME_WORDS } from '../about';
import { moveWording } from '../wording';
import { keepLabel, keptLine, spaced } from '../shared/wording';
import { TRIPLO } from './strings';

// each move as the engine's terminal tells it too (words.json)
const words = GAME_WORDS.triplo_seis?.words?.log ?? {};
// where a decision was taken, as the engine's end-of-game report in the terminal says it too
const where = GAME_WORDS.triplo_seis?.words?.where ?? {};
const said = (lang: Lang, key: string) => words[key][lang];
const forms = (lang: Lang, key: string) => ({ one: said(lang, `${key}One`), other: said(lang, `${key}Other`) });

export const triploWording = moveWording('triplo_seis', {
  line(lang, move, who) {
    switch (move.kind) {
      case 'throw': return fmt(said(lang, 'threwUnderCup'), { who, dice: spaced(move.dice) });
      case 'keep': return move.dice.length === 3 ? fmt(said(lang, 'keptAll'), { who }) : keptLine(lang, move.dice, who);
      case 'believe': return fmt(said(lang, 'believed'), { who });
      case 'doubt': return fmt(said(lang, 'doubted'), { who });
      case 'call': return fmt(said(lang, 'called'), { who, call: move.call });
      case 'cup_throw': return plural(forms(lang, 'threwHidden'), move.count, { who });
      case 'cup_rethrow':
        return move.count === 0 ? fmt(said(lang, 'keptAll'), { who }) : plural(forms(lang, 'rethrew'), move.count, { who });
      case 'cup_keep':
        return move.count === 3 ? fmt(said(lang, 'keptAll'), { who }) : move.count === 0 ? fmt(said(lang, 'keptNoneHidden'), { who })
          : plural(forms(lang, 'keptHidden'), move.count, { who });
    }
  },
  label(lang, move) {
    if (move.kind !== 'keep') return undefined;
    return move.dice.length === 3 ? TRIPLO[lang].choices.keepAll : keepLabel(lang, move.dice);
  },
  situation(lang, s, nameOf) {
    const turn = (key: string) => fmt(where[key][lang], { name: nameOf(s.seat), call: s.call });
    const at = (words: string) => fmt(where.situation[lang], { round: s.round, turn: words });
    switch (s.phase) {
      case 'keep': return at(turn('keep'));
      case 'respond': return at(turn('respond'));
      case 'call': return at(turn(s.call ? 'call' : 'firstCall'));
      case 'throw': return at(turn('throw'));
      case 'rethrow': return at(turn('rethrow'));
      case 'over': return fmt(where.over[lang], { round: s.round });
    }
  },
});
